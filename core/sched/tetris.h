#pragma once

#include "core/sched/allocation_mode.h"
#include "core/sched/distinct_free_nodes.h"
#include "core/sched/job_flags.h"
#include "core/sched/retune.h"
#include "core/sched/scheduler.h"

namespace maifs {

// Tetris (Grandl et al., SIGCOMM'14): multi-resource packing. Repeatedly starts the (job, node)
// pair with the best score = alignment + srptWeight x shortness, where alignment is the dot product
// of the job's GPU / CPU / memory demand and the node's free resources (both as fractions of the
// node's capacity) and shortness = 1 - remaining / the largest remaining among the candidates.
// Jobs larger than any node are placed consolidated across nodes when no single-node pair fits.
// Considers the first `window` waiting jobs in arrival order. Non-preemptive.
class TetrisScheduler final : public Scheduler {
public:
    TetrisScheduler(AllocationMode mode, int topK, double srptWeight = 0.5, int window = 64)
        : mode_(mode)
        , topK_(topK)
        , srptWeight_(srptWeight)
        , window_(window) {}
    // +tune re-sizes running jobs at each round (retune.h), so it needs its rounds.
    Traits traits() const override {
        return {false, mode_ == AllocationMode::Tune, mode_ == AllocationMode::Tune};
    }
    Decision schedule(const ClusterView& view) override;

private:
    AllocationMode mode_;
    int topK_;
    double srptWeight_;
    int window_;
    JobFlags touched_;        // acted on in this decision
    BelowBestCase belowBest_; // +tune: the running jobs a round may grow
    DistinctFreeNodes distinctFree_;
};

} // namespace maifs
