#pragma once

#include "core/marl/maifs_config.h"
#include "core/model/scenario.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace maifs::marl {

// One training iteration's report: `parallelEnvs` episodes, then the updates they paid for.
struct TrainProgress {
    int episode = 0;           // episodes done so far
    double reward = 0;         // mean episode return of this iteration
    double meanJctS = 0;       // mean JCT of this iteration's (sampled) episodes
    double validationJctS = 0; // greedy, on the validation windows (docs/maifs.md)
    double criticLoss = 0, actorLoss = 0, entropy = 0, alpha = 0;
    double imitationLoss = 0; // cross-entropy to the teacher's actions (0 without imitation)
    bool imitating = false;   // this iteration's episodes were the teacher's
    bool kept = true;         // the policy file now holds this iteration (keep_best: a new best)
    long long envSteps = 0;   // micro-rounds stepped so far
    int updates = 0;          // gradient updates so far
    int rechoices = 0,
        guardStarts = 0; // agents whose first choice was taken (no penalty by default)
    double seconds = 0;
};

struct TrainOptions {
    const Scenario* scenario = nullptr;
    // More workloads whose training windows join the pool (episodes draw from all windows
    // alike) and whose validation windows join the validation set: one generalist policy.
    std::vector<const Scenario*> alsoTrainOn;
    MaifsConfig config;
    int episodes = 100;
    std::uint64_t seed = 1;
    std::string out;                         // policy file; training state goes to out + ".state"
    bool resume = false;                     // continue from out + ".state"
    std::string csv;                         // progress CSV (one row per iteration); empty = none
    const std::atomic<bool>* stop = nullptr; // polled between iterations
    std::function<void(const TrainProgress&)> progress;
};

struct TrainResult {
    int episodes = 0;
    bool stopped = false;
    TrainProgress last;
};

// Steps the replay buffer keeps for `agents` agents: buffer_steps, or fewer when that many would
// exceed replay_memory_mb (never fewer than a batch plus one, so that sampling has successors).
int replayCapacity(const MaifsConfig& config, int agents);

// Soft actor-critic training of MAIFS on the scenario's training windows (docs/maifs.md).
// Deterministic for a seed (environments step in parallel threads but their logs are merged in a
// fixed order and updates run on one thread). Saves the policy (and the state for --resume)
// after every iteration, so an interrupted run leaves a usable policy.
TrainResult train(const TrainOptions& options);

} // namespace maifs::marl
