#pragma once

#include "core/sched/capacity_ledger.h"
#include "core/sched/scheduler.h"

#include <optional>
#include <vector>

namespace maifs {

// Synergy-TUNE's last step: a job that fits on a node by GPUs but not by CPU / memory, even at its
// proportional share, is admitted by shrinking running peers on that node that hold more than their
// proportional share back to it (never below). Nodes in index order; peers with the most excess
// first. On success the ledger holds the peers' new sizes and the job's start; `touched` marks jobs
// already acted on in this decision (they are not shrunk again).
struct PeerShrink {
    Allocation start;            // the admitted job, at its proportional share
    std::vector<Action> resizes; // the shrunk peers
};
std::optional<PeerShrink> shrinkPeersToAdmit(const ClusterView& view, CapacityLedger& ledger,
                                             int job, const std::vector<char>& touched);

} // namespace maifs
