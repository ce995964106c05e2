#pragma once

#include "core/sched/allocation_mode.h"
#include "core/sched/job_flags.h"
#include "core/sched/retune.h"
#include "core/sched/scheduler.h"

namespace maifs {

// Dominant resource fairness (Ghodsi et al., NSDI'11) across tenants over GPU, CPU and memory:
// progressive filling, each step starting the next job (in arrival order) of the tenant with the
// smallest dominant share; a tenant whose next job cannot start sits out the rest of the decision.
// Tenants are VCs (or users when `byUser`). Non-preemptive.
class DrfScheduler final : public Scheduler {
public:
    DrfScheduler(AllocationMode mode, int topK, bool byUser)
        : mode_(mode)
        , topK_(topK)
        , byUser_(byUser) {}
    // +tune re-sizes running jobs at each round (retune.h), so it needs its rounds.
    Traits traits() const override {
        return {false, mode_ == AllocationMode::Tune, mode_ == AllocationMode::Tune};
    }
    Decision schedule(const ClusterView& view) override;

private:
    AllocationMode mode_;
    int topK_;
    bool byUser_;
    JobFlags touched_;        // acted on in this decision
    BelowBestCase belowBest_; // +tune: the running jobs a round may grow
    // Alive capacity (GPU, CPU, memory), kept until a node fails or joins: nodes never recover,
    // so (nodes, down nodes) names the alive set.
    std::pair<int, int> capacityOf_{-1, -1};
    double capGpu_ = 0, capCpu_ = 0, capMem_ = 0;
};

} // namespace maifs
