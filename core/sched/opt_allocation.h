#pragma once

#include "core/sched/capacity_ledger.h"
#include "core/sched/scheduler.h"

#include <vector>

namespace maifs {

// Synergy-OPT (Mohan et al., OSDI'22), on the GPUs the ordering policy has just handed out: choose
// each newly started job's CPU / memory per GPU among its profiled points so as to maximise the
// total throughput (sum of g x tput) under every node's free CPU and memory. One binary per
// (job, profiled point), one point per job. Solved per block of nodes that no gang links (the
// blocks are independent), each exactly by GLPK (simplex + branch and bound) up to 600 such
// columns; beyond, the LP relaxation's heaviest point per job, and a node left over capacity by
// that rounding has its jobs stepped down to cheaper points until it fits. `after` is
// the ledger with the starts already taken (at their provisional, cheapest sizes). Rewrites the
// starts' CPU / memory in place; returns the optimum found (for the record).
double optimiseCpuMem(const ClusterView& view, const CapacityLedger& after,
                      std::vector<Action>& starts);

// The smallest profiled point of a job's model: the provisional size OPT places GPUs with.
struct ProfiledPoint {
    double cpusPerGpu = 0;
    double memPerGpu = 0;
    double tput = 0;
};
std::vector<ProfiledPoint> profiledPoints(const ModelProfile& profile, int gpus);

} // namespace maifs
