#pragma once

#include "core/model/job.h"

#include <cstdint>
#include <utility>
#include <vector>

namespace maifs {

// A seeded synthetic workload (docs/scenario.md, `workload.synthetic`): Poisson or trace-shaped
// arrivals, durations from a mixture of log-uniform ranges or sampled from a trace, a GPU-demand
// mix; models are left to the class-mix draw.
// The defaults are Synergy's (Mohan et al., OSDI'22): 80% of durations in 10^1.5..10^3 minutes,
// 20% in 10^3..10^4 minutes.
struct SyntheticWorkload {
    struct DurationRange {
        double weight = 1;
        double minMinutes = 31.62;
        double maxMinutes = 1000;
        bool operator==(const DurationRange&) const = default;
    };
    int jobs = 100;
    double jobsPerHour = 10;
    std::vector<DurationRange> durations{{0.8, 31.62, 1000}, {0.2, 1000, 10000}};
    std::vector<std::pair<int, double>> gpuMix{{1, 70}, {2, 15}, {4, 10}, {8, 5}}; // gpus, weight
    std::string idPrefix = "s";
    // Empirical alternatives, sampled with replacement (filled from a real trace by the scenario
    // reader): inter-arrival gaps in seconds (trace-shaped arrivals; `jobsPerHour` then rescales
    // them to that mean rate, or keeps them when 0) and durations in seconds.
    std::vector<double> arrivalGapsS;
    std::vector<double> durationsS;
    bool operator==(const SyntheticWorkload&) const = default;

    // The jobs for this seed, in arrival order (first arrival after one inter-arrival time).
    std::vector<Job> generate(std::uint64_t seed) const;
};

} // namespace maifs
