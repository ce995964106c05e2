#pragma once

#include "core/record/run_record.h"

namespace maifs {

// The figures of docs/metrics.md, computed from a run record only.
struct Summary {
    int jobs = 0;         // in the measurement window
    int jobsFinished = 0; // of those
    double meanJct = 0, p50Jct = 0, p95Jct = 0, p99Jct = 0, maxJct = 0;
    double meanWait = 0, p50Wait = 0, p95Wait = 0, p99Wait = 0, maxWait = 0;
    double makespan = 0;
    double gpuUtil = 0, cpuUtil = 0, memUtil = 0;          // allocated share, time-averaged
    double gpuEffUtil = 0, cpuEffUtil = 0, memEffUtil = 0; // effective share, time-averaged
    double meanRho = 0, maxRho = 0;                        // finish-time fairness
    // The mean of the same finished jobs' fastestJct (each alone on the fastest GPUs at its best
    // throughput from its submission): a bound no scheduler's meanJct goes below.
    double meanFastestJct = 0;
    int preemptions = 0;
    int rejectedActions = 0;
};

Summary summarize(const RunRecord& run);

// Mean and sample standard deviation (n - 1; 0 for fewer than two values) of repeated runs:
// the spread the comparison tables and sweep charts show. The mean of nothing is NaN.
struct MeanSd {
    double mean = 0;
    double sd = 0;
};
MeanSd meanAndSd(const std::vector<double>& values);

// Nearest-rank percentile of sorted values (p in [0, 100]); 0 for an empty list.
double percentile(const std::vector<double>& sorted, double p);

} // namespace maifs
