#pragma once

#include "core/model/job.h"

#include <limits>
#include <string>
#include <vector>

namespace maifs {

// What the trace browser shows of a workload: jobs of a VC, a GPU count, a model, submitted in a
// time range, whose id contains a text. Empty / zero fields match everything.
struct JobFilter {
    std::string vc;
    int gpus = 0;
    std::string model;
    double fromS = -std::numeric_limits<double>::infinity();
    double toS = std::numeric_limits<double>::infinity();
    std::string idContains;

    bool accepts(const Job& job) const;
};

// Counts in bins [edges[i], edges[i + 1]).
struct Histogram {
    std::vector<double> edges;
    std::vector<int> counts;
};

// Arrivals per hour over the submit times of the jobs listed (indexes into jobs), from the first
// hour with an arrival to the last.
Histogram arrivalsPerHour(const std::vector<Job>& jobs, const std::vector<std::size_t>& which);
// Durations in log-spaced bins (4 per decade, in seconds), covering the jobs listed.
Histogram durationsLog(const std::vector<Job>& jobs, const std::vector<std::size_t>& which);
// Jobs per GPU demand: one bin per distinct GPU count (edges are the counts and the next one);
// fractional jobs count as 1 GPU.
Histogram gpuDemand(const std::vector<Job>& jobs, const std::vector<std::size_t>& which);

} // namespace maifs
