#pragma once

#include "core/sched/priority_scheduler.h"

#include <memory>
#include <vector>

namespace maifs {

// The ordering baselines of docs/schedulers.md, on PriorityScheduler.
std::unique_ptr<Scheduler> makeFifo(AllocationMode mode, int topK);
// FIFO order, but a job that does not fit is skipped and later ones start (Synergy's FIFO).
std::unique_ptr<Scheduler> makeFifoBackfill(AllocationMode mode, int topK);

// FIFO (strict, as makeFifo) placing each job on the node with the most GPUs left free (worst
// fit): the spreading yardstick for learnt placements.
std::unique_ptr<Scheduler> makeSpread(AllocationMode mode, int topK);
// Shortest job first by expected duration (the trace's, i.e. an oracle estimate); non-preemptive.
std::unique_ptr<Scheduler> makeSjf(AllocationMode mode, int topK);
// Shortest remaining time first (remaining work at the reference rate); preemptive.
std::unique_ptr<Scheduler> makeSrtf(AllocationMode mode, int topK);
// Least attained service (GPU-seconds); preemptive, re-ranked every round.
std::unique_ptr<Scheduler> makeLas(AllocationMode mode, int topK);

struct TiresiasParams {
    std::vector<double> queueThresholdsGpuS{3600.0 * 8}; // attained GPU-seconds between queues
    double starvationFactor = 2.0; // waiting > factor x last run -> back to the first queue
};
// Tiresias 2D-LAS (Gu et al., NSDI'19): discretised queues by attained GPU-time, FIFO within a
// queue, starvation promotion; preemptive.
std::unique_ptr<Scheduler> makeTiresias(AllocationMode mode, int topK, TiresiasParams params = {});

// Themis-style finish-time fairness (Mahajan et al., NSDI'20): largest estimated rho first,
// re-ranked every round (the lease); preemptive.
std::unique_ptr<Scheduler> makeFtf(AllocationMode mode, int topK);

} // namespace maifs
