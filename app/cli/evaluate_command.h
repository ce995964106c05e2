#pragma once

#include <string>
#include <vector>

namespace maifs::cli {

struct EvaluateArgs {
    std::vector<std::string> scenarios;
    std::vector<std::string> schedulers; // default: every heuristic and its +tune, every MAIFS
    std::vector<unsigned long long> seeds;
    int windows = 10;        // evaluation windows per scenario
    int minWindowJobs = 10;  // fewer windows rather than windows smaller than this
    std::string maifsConfig; // the settings the MAIFS policies trained with (define the split)
    std::string out;         // runs.csv, paired.csv, evaluation.md
    int parallel = 1;        // runs simulated at once
    // The windows measured in one run of all of them (each starts with the load the ones before
    // it left) instead of each run alone from an empty cluster.
    bool continuous = false;
};

// maifs evaluate: the evaluation protocol of docs/maifs.md. Every scheduler on the evaluation
// windows of each scenario (the jobs after the training windows), paired differences against the
// best heuristic with 95% intervals, starts below the resource floor and rejected actions.
// Exit 0 when done, 1 on bad input or a failed write, 3 when a run did not drain.
int runEvaluate(const EvaluateArgs& args);

} // namespace maifs::cli
