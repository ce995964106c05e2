#pragma once

#include "core/explain/decision_record.h"
#include "core/model/placeability.h"
#include "core/sched/capacity_ledger.h"

#include <optional>

namespace maifs {

// How much CPU and memory a job gets per GPU (per GPU-equivalent for a GPU share) on a node:
// the node's proportional share (cpus/gpus, mem/gpus), or a fixed amount (Synergy's best case).
struct ShareSizing {
    bool proportional = true;
    double cpusPerGpu = 0;
    double memPerGpu = 0;

    double cpus(const Node& n) const { return proportional ? n.cpusPerGpu() : cpusPerGpu; }
    double mem(const Node& n) const { return proportional ? n.memPerGpu() : memPerGpu; }
    static ShareSizing fixed(double cpus, double mem) { return {false, cpus, mem}; }
};

// Free CPU / memory are sums of doubles: a node passes a CPU or memory filter when it is short by
// no more than this rounding allowance.
inline constexpr double kFitSlack = 1e-9;

// Where a job goes and with how much CPU / memory, plus the explanation of the search.
struct PlacementResult {
    std::optional<Allocation> allocation;
    JobDecision explanation;
};

// Which node a job that fits on one goes to: best fit (the fewest GPUs left free: packing, which
// keeps whole nodes free for large jobs) or most free (worst fit: spreading, which keeps jobs
// apart and leaves each the most room; the yardstick that tells a learnt placement from "spread
// instead of pack").
enum class NodePreference { BestFit, MostFree };

// Consolidated placement with GPU-proportional CPU and memory (each GPU brings its node's
// cpus/gpus and mem/gpus): one node if any fits (by `prefer`, then the lowest index), else the
// fewest nodes within one rack, else the fewest nodes across racks, over every node that can hold
// at least one GPU of the job (so more free capacity never turns a fit into a miss). Keeps the
// `topK` best single-node candidates and counts the nodes failing each filter.
PlacementResult placeConsolidated(const ClusterView& view, const CapacityLedger& ledger, int job,
                                  int topK, const ShareSizing& sizing = {},
                                  NodePreference prefer = NodePreference::BestFit);

// The job's whole gang on this one node, sized as asked, if it fits there now; or, with `gpus`,
// that many of its GPUs (a part of a gang larger than the node).
std::optional<NodeShare> fitOnNode(const ClusterView& view, const CapacityLedger& ledger, int job,
                                   int node, const ShareSizing& sizing, int gpus = 0);

// What `gpus` GPUs of the job would hold on this node, sized as asked, fitting or not.
NodeShare sizedShare(const ClusterView& view, const Job& job, int node, int gpus,
                     const ShareSizing& sizing);

// No node fits the job: what it needs, out of how many nodes, and the GPUs free in total (the
// decision's filter counts say why each node failed).
OutcomeClause shortfall(const ClusterView& view, int job, int totalFreeGpus);

} // namespace maifs
