#pragma once

#include <string>
#include <vector>

namespace maifs {

// One line of a job's decision history, read back from a run's decisions.jsonl.
struct DecisionHistoryEntry {
    double time = 0;
    std::string trigger;
    std::string text; // "start accepted on n0: 1 GPUs, 3 CPUs, 62.5 GB" or the pending reason
};

// Every decision of decisions.jsonl (in `runDir`) that concerns job `jobId`: what the scheduler
// concluded about it and the actions taken on it, in time order. Throws InputError on a missing or
// malformed file (file, line).
std::vector<DecisionHistoryEntry> readDecisionHistory(const std::string& runDir,
                                                      const std::string& jobId);

} // namespace maifs
