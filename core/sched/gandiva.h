#pragma once

#include "core/sched/scheduler.h"

namespace maifs {

// Gandiva (Xiao et al., OSDI'18), the parts that matter to a trace-driven simulation:
// - affinity placement: a job goes preferably to a node already running jobs of its GPU count, so
//   that nodes stay uniform and large jobs are not blocked by fragmentation (then best fit);
// - time-slicing when the cluster is oversubscribed: a waiting whole-GPU job that fits nowhere
//   joins the GPUs of up to `maxSlices - 1` running single-node jobs of the same GPU count, and
//   all of them share those GPUs round-robin (each holds 1000 / k milli-GPU and the matching part
//   of their CPU and memory; suspend / resume costs nothing, as in the paper's ~100 ms);
// - unpacking: when whole GPUs free up and nothing waiting fits, the newest member of a sliced
//   group migrates to them (a migration costs the restart cost); a group that lost a member
//   grows its slices back.
// Not modelled: profiling-driven packing decisions (introspection), grow-shrink of data-parallel
// jobs, fractional (sub-GPU) jobs, which already share a GPU and are placed best fit.
// Jobs are considered in arrival order; one that cannot start does not block later ones.
class GandivaScheduler final : public Scheduler {
public:
    GandivaScheduler(int topK, int maxSlices = 2)
        : topK_(topK)
        , maxSlices_(maxSlices) {}
    Traits traits() const override { return {false, false, true}; }
    Decision schedule(const ClusterView& view) override;

private:
    int topK_;
    int maxSlices_;
    // Whole-GPU jobs given a time slice (below 1000 milli-GPU) by this scheduler and perhaps still
    // holding one: only these can form groups that unpack or grow back, so a decision with nothing
    // left waiting looks at them instead of at every running job. Checked against the view.
    std::vector<int> sliced_;
    int mostGpus_ = 0;         // the most GPUs any node has (nodes only join a cluster)
    int nodesSeen_ = 0;        // nodes looked at for mostGpus_
    std::vector<int> changed_; // nodes this decision changed, ascending (from the ledger)
};

} // namespace maifs
