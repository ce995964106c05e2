#include "core/sched/allocation_mode.h"

#include "core/sched/opt_allocation.h"

namespace maifs {

std::optional<AllocationMode> parseAllocationMode(std::string_view name) {
    if (name == "fair")
        return AllocationMode::Fair;
    if (name == "greedy")
        return AllocationMode::Greedy;
    if (name == "tune")
        return AllocationMode::Tune;
    if (name == "opt")
        return AllocationMode::Opt;
    return std::nullopt;
}

std::string_view allocationModeName(AllocationMode mode) {
    switch (mode) {
    case AllocationMode::Fair:
        return "fair";
    case AllocationMode::Greedy:
        return "greedy";
    case AllocationMode::Tune:
        return "tune";
    case AllocationMode::Opt:
        return "opt";
    }
    return "fair";
}

ShareSizing bestCaseSizing(const ClusterView& view, int job) {
    const auto sat = SpeedModel::saturation(view.profile(job), view.job(job).gpus);
    return ShareSizing::fixed(sat.cpusPerGpu, sat.memPerGpu);
}

PlacementResult placeWithMode(const ClusterView& view, const CapacityLedger& ledger, int job,
                              int topK, AllocationMode mode, NodePreference prefer, OptMemo* memo) {
    if (mode == AllocationMode::Fair)
        return placeConsolidated(view, ledger, job, topK, {}, prefer);
    if (mode == AllocationMode::Opt) {
        OptMemo fresh; // no run's memo: the points worked out for this placement alone
        const auto point = (memo ? *memo : fresh).cheapest(view.profile(job), view.job(job).gpus);
        const ShareSizing cheapest =
            point ? ShareSizing::fixed(point->cpusPerGpu, point->memPerGpu) : ShareSizing{};
        return placeConsolidated(view, ledger, job, topK, cheapest, prefer);
    }
    PlacementResult best =
        placeConsolidated(view, ledger, job, topK, bestCaseSizing(view, job), prefer);
    if (best.allocation || mode == AllocationMode::Greedy) {
        if (best.allocation)
            best.explanation.outcome.push_back({OutcomeClause::Code::BestCaseSizing});
        return best;
    }
    // TUNE: the best case does not fit anywhere; the proportional share is never refused.
    PlacementResult fair = placeConsolidated(view, ledger, job, topK, {}, prefer);
    if (fair.allocation)
        fair.explanation.outcome.push_back({OutcomeClause::Code::BestCaseDidNotFit});
    return fair;
}

} // namespace maifs
