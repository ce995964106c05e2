#pragma once

#include "core/marl/policy.h"
#include "core/sched/retune.h"
#include "core/sched/scheduler.h"

#include <memory>
#include <vector>

namespace maifs::marl {

// What a training run needs from an episode: every micro-round's inputs and actions, and the
// time line of decision epochs from which rewards are computed (maifs_trainer.cpp).
struct EpisodeLog {
    struct Step {
        std::vector<float> observations;
        std::vector<std::uint8_t> masks;
        std::vector<int>
            actions;       // the actions that took effect, under `masks` at each agent's turn
        int rechoices = 0; // agents whose first choice an agent served before them took
        int epoch = 0;
    };
    struct Epoch {
        double time = 0;
        int jobsInSystem = 0;
    };
    std::vector<Step> steps;
    std::vector<Epoch> epochs;
    int agents = 0;
    int guardStarts = 0;
};

// MAIFS as a scheduler (docs/maifs.md): agents = nodes; at every decision epoch up to
// `microRounds` rounds in which every agent picks a job of the window and its CPU / memory level
// (or nothing); agents are served in order of their bids (the most confident first), and an agent
// whose job was taken before its turn chooses again among what is left; a gang larger than a node
// starts when agents' claims cover it. If an epoch starts nothing while the cluster is idle and
// jobs wait, the first waiting job that fits is started consolidated (the idle-cluster guard,
// counted), so that a policy can never stall a simulation.
class MaifsScheduler final : public Scheduler {
public:
    // `roundRetune`: re-grow running jobs at rounds although the policy's configuration does not
    // ask for it ("maifs+tune"; MaifsConfig::roundRetune).
    MaifsScheduler(std::shared_ptr<Policy> policy, bool greedy, std::uint64_t seed, int topK,
                   EpisodeLog* log = nullptr, bool roundRetune = false);
    Traits traits() const override { return {false, true, true}; }
    Decision schedule(const ClusterView& view) override;

    // A warm start (training episodes, `warm_jobs`): before `until`, `heuristic` decides, so
    // that MAIFS takes over a loaded cluster (jobs running, a queue) rather than an empty one.
    // Its decisions are not MAIFS's: they leave no epoch or step in the log.
    void warmUpWith(std::unique_ptr<Scheduler> heuristic, double until);

private:
    std::unique_ptr<Scheduler> warmUp_;
    double warmUntil_ = 0;
    std::shared_ptr<Policy> policy_;
    bool greedy_;
    Rng rng_;
    int topK_;
    EpisodeLog* log_;
    bool roundRetune_;
    BelowBestCase belowBest_;
};

} // namespace maifs::marl
