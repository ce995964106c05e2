#pragma once

#include "core/metrics/paired_difference.h"
#include "core/metrics/summary.h"

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace maifs {

// One run of the evaluation protocol (`maifs evaluate`, docs/maifs.md "Evaluation protocol"):
// a scheduler on one evaluation window with one seed.
struct EvaluationRun {
    std::string scheduler;
    std::uint64_t seed = 0;
    int window = 0; // 0-based
    Summary summary;
    int startsBelowFloor = 0; // core/metrics/floor_starts.h
    bool drained = true;      // every placeable job finished
};

// A scheduler's line: figures are means over windows of each window's mean over seeds, and the
// paired differences (scheduler - best, in seconds) pair the same windows, so n = windows. Seeds
// are averaged inside a window: they are repeated measurements of it, not more windows.
struct EvaluationRow {
    std::string scheduler;
    bool yardstick = false; // a heuristic that may be "the best heuristic"
    double meanJct = 0, p95Jct = 0, makespan = 0, meanWait = 0;
    PairedDifference jctVsBest, p95VsBest, makespanVsBest;
    int startsBelowFloor = 0; // summed over windows and seeds
    int rejectedActions = 0;
    int undrainedRuns = 0;
    // Its figures differ between seeds in some window (a stochastic policy, or a workload drawn per
    // seed); false means its seeds are repeats of one measurement.
    bool seedSensitive = false;
};

struct Evaluation {
    std::string best; // the yardstick of the lowest mean JCT; empty when there is none
    int windows = 0;
    int seeds = 0;
    std::vector<EvaluationRow> rows; // in the order schedulers first appear in the runs
    // The best heuristic's jobs, each as fast as the cluster allows (Summary's meanFastestJct,
    // over windows as meanJct): how far below the best heuristic any scheduler
    // could go on these windows. 0 without a best heuristic.
    double contentionFreeJct = 0;
};

// Throws std::invalid_argument when some scheduler lacks a (window, seed) that another has: the
// pairs would not be pairs.
Evaluation evaluate(const std::vector<EvaluationRun>& runs,
                    const std::function<bool(const std::string&)>& isYardstick);

} // namespace maifs
