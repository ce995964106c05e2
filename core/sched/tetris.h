#pragma once

#include "core/sched/allocation_mode.h"
#include "core/sched/capacity_ledger.h"
#include "core/sched/free_state_index.h"
#include "core/sched/job_flags.h"
#include "core/sched/placement.h"
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
    struct Pick;      // the best (job, node) pair so far
    struct Candidate; // one waiting job as it is scored
    // Offers `candidate`'s share on node `n` to `best`.
    static void offer(const ClusterView& view, const CapacityLedger& ledger,
                      const Candidate& candidate, int n, const NodeShare& share, Pick& best);
    // Offers every node a whole-GPU job could go to that might beat `best`, by the view's
    // free-state index; returns whether it fits on any node at all.
    bool searchWholeGpus(const ClusterView& view, const CapacityLedger& ledger,
                         const Candidate& candidate, Pick& best);
    struct BucketBound {
        double score;       // no node of the bucket scores more
        std::size_t bucket; // in buckets_
        NodeShare demand;   // the job's share on a node of the bucket's kind
    };

    AllocationMode mode_;
    int topK_;
    double srptWeight_;
    int window_;
    JobFlags touched_;                            // acted on in this decision
    BelowBestCase belowBest_;                     // +tune: the running jobs a round may grow
    std::vector<FreeStateIndex::Bucket> buckets_; // of this decision, once listed
    bool bucketsListed_ = false;
    std::vector<BucketBound> bounds_;
    std::vector<int> changed_; // nodes this decision changed, ascending
};

} // namespace maifs
