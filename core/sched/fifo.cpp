#include "core/sched/fifo.h"

#include "core/sched/capacity_ledger.h"
#include "core/sched/placement.h"

namespace maifs {

Decision FifoScheduler::schedule(const ClusterView& view) {
    Decision decision;
    CapacityLedger ledger(view);
    for (int job : view.pending()) {
        PlacementResult placed = placeConsolidated(view, ledger, job, topK_);
        if (!placed.allocation) {
            const bool repeat = decision.actions.empty() && job == lastBlocked_ &&
                                placed.explanation.outcome == lastReason_;
            lastBlocked_ = job;
            lastReason_ = placed.explanation.outcome;
            if (!repeat)
                decision.jobs.push_back(std::move(placed.explanation));
            break; // strict FIFO: everyone behind the head waits
        }
        ledger.take(*placed.allocation);
        decision.actions.push_back({ActionRecord::Kind::Start, job, std::move(*placed.allocation)});
        decision.jobs.push_back(std::move(placed.explanation));
        lastBlocked_ = -1;
    }
    return decision;
}

} // namespace maifs
