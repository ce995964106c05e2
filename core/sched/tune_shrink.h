#pragma once

#include "core/sched/capacity_ledger.h"
#include "core/sched/scheduler.h"

#include <optional>
#include <string>
#include <vector>

namespace maifs {

// Synergy-TUNE's last step: a job that fits on a node by GPUs but not by CPU / memory, even at its
// proportional share, is admitted by shrinking peers on that node that hold more than their
// proportional share back to it (never below). Nodes in index order; peers with the most excess
// first. Peers are running jobs not yet acted on in this decision (`touched`) and the decision's
// own starts so far (`planned`), whose allocations are cut in place on success: Synergy sizes all
// the jobs of a round in one pass, so a job started a moment earlier at its best case gives way
// too. On success the ledger holds the peers' new sizes and the job's start.
struct PeerShrink {
    Allocation start;            // the admitted job, at its proportional share
    std::vector<Action> resizes; // the shrunk running peers
    int startsShrunk = 0;        // planned starts cut to their proportional share

    // Started on the node at the proportional share after shrinking so many peers.
    OutcomeClause outcome() const;
};
std::optional<PeerShrink> shrinkPeersToAdmit(const ClusterView& view, CapacityLedger& ledger,
                                             int job, const std::vector<char>& touched,
                                             std::vector<Action>& planned);

} // namespace maifs
