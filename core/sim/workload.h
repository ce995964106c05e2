#pragma once

#include "core/model/scenario.h"
#include "core/model/speed_model.h"

#include <cstdint>
#include <vector>

namespace maifs {

// Per-GPU CPU / memory of the cluster's reference node type: the GPU node configuration holding
// the most GPUs (ties: the first seen). Jobs without a request get this share per GPU.
struct ReferenceShare {
    double cpusPerGpu = 3;
    double memPerGpu = 62.5;
};
ReferenceShare referenceShare(const Cluster& cluster);

// The jobs as they will run: a model drawn (seeded, by the class mix) for jobs naming none, and
// CPU / memory requests filled with the reference share where the trace gave none.
std::vector<Job> resolveJobs(const Scenario& scenario, std::uint64_t seed);

// Work of a job: its duration times its rate at the requested allocation, consolidated where it
// fits on one node, alone, on a V100 (docs/model.md section 2).
double jobWork(const Job& job, const ModelProfile& profile, const SpeedModel& speed,
               const Cluster& cluster);
// That rate (work per second), which jobs of the same model, GPUs and requests share.
double requestedRate(const Job& job, const ModelProfile& profile, const SpeedModel& speed,
                     const Cluster& cluster);

// One node of each distinct configuration (GPU model, GPUs, CPUs, memory), in first-seen order.
std::vector<Node> distinctNodeTypes(const Cluster& cluster);

// JCT of the job alone on the cluster at its best allocation, for finish-time fairness: the best
// rate over the node types, taking the whole node's CPU and memory.
double isolatedJct(const Job& job, double work, const ModelProfile& profile,
                   const SpeedModel& speed, const std::vector<Node>& nodeTypes);
// Its rate, which depends on the model and the GPUs only (0: no node type runs the job).
double isolatedRate(const Job& job, const ModelProfile& profile, const SpeedModel& speed,
                    const std::vector<Node>& nodeTypes);

// The least time the job could take on this cluster: its model's best throughput at any CPU /
// memory, on the fastest GPU model, across the fewest nodes that hold it, with no neighbour. No
// scheduler runs it faster (isolatedJct, at one node type's whole CPU and memory, can be beaten:
// a gang spread over more GPU slots of its nodes gets more CPU per GPU), so its mean over a window
// is the contention-free bound that `maifs evaluate` reports.
double fastestJct(const Job& job, double work, const ModelProfile& profile, const SpeedModel& speed,
                  const std::vector<Node>& nodeTypes);
// Its rate, likewise the model's and the GPUs' only.
double fastestRate(const Job& job, const ModelProfile& profile, const SpeedModel& speed,
                   const std::vector<Node>& nodeTypes);
// Time to do `work` at `rate`; infinite at rate 0.
double timeAt(double work, double rate);

} // namespace maifs
