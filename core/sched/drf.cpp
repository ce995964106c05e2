#include "core/sched/drf.h"

#include "core/sched/capacity_ledger.h"
#include "core/sched/retune.h"
#include "core/sched/tune_shrink.h"

#include <algorithm>
#include <deque>
#include <map>
#include <span>

namespace maifs {

Decision DrfScheduler::schedule(const ClusterView& view) {
    const auto tenantOf = [&](int j) -> const std::string& {
        return byUser_ ? view.job(j).user : view.job(j).vc;
    };
    const bool retune = view.roundBoundary() && mode_ == AllocationMode::Tune;
    if (view.pending().empty() && !retune)
        return {}; // nothing to start and nothing to re-size
    if (const std::pair<int, int> nodes{view.cluster().size(), view.downNodes()};
        nodes != capacityOf_) {
        capacityOf_ = nodes;
        capGpu_ = capCpu_ = capMem_ = 0;
        for (int n = 0; n < view.cluster().size(); ++n)
            if (view.alive(n)) {
                capGpu_ += view.cluster().node(n).gpus;
                capCpu_ += view.cluster().node(n).cpus;
                capMem_ += view.cluster().node(n).memGb;
            }
    }
    const double capGpu = capGpu_, capCpu = capCpu_, capMem = capMem_;
    struct Tenant {
        double gpu = 0, cpu = 0, mem = 0;
        std::deque<int> waiting;
        bool blocked = false;
        double dominant(double g, double c, double m) const {
            return std::max({g > 0 ? gpu / g : 0, c > 0 ? cpu / c : 0, m > 0 ? mem / m : 0});
        }
    };
    std::map<std::string, Tenant> tenants;
    // With one tenant waiting, the order is its own: the shares then only name its dominant share
    // in the decision's record, so a run that keeps no decisions does not sum every running job
    // at every arrival.
    const auto pending = view.pending();
    const bool oneTenantWaits = std::ranges::all_of(
        pending, [&](int j) { return tenantOf(j) == tenantOf(pending.front()); });
    const std::span<const int> counted =
        oneTenantWaits && !view.recordsDecisions() ? std::span<const int>{} : view.running();
    for (int j : counted) {
        Tenant& t = tenants[tenantOf(j)];
        const Allocation& a = view.allocation(j);
        t.gpu += a.gpuMilliTotal() / 1000.0;
        t.cpu += a.cpus();
        t.mem += a.memGb();
    }
    for (int j : view.pending())
        tenants[tenantOf(j)].waiting.push_back(j);

    Decision decision;
    CapacityLedger ledger(view);
    touched_.startDecision(view.jobCount());
    const std::vector<char>& touched = touched_.byJob();
    while (true) {
        Tenant* next = nullptr;
        const std::string* nextName = nullptr;
        double best = 0;
        for (auto& [name, t] : tenants) {
            if (t.blocked || t.waiting.empty())
                continue;
            const double d = t.dominant(capGpu, capCpu, capMem);
            if (!next || d < best) { // ties: tenant name order (the map's)
                next = &t;
                nextName = &name;
                best = d;
            }
        }
        if (!next)
            break;
        const int j = next->waiting.front();
        PlacementResult placed = placeWithMode(view, ledger, j, topK_, mode_);
        placed.explanation.outcome.insert(placed.explanation.outcome.begin(),
                                          {OutcomeClause::Code::Tenant, {best}, {}, *nextName});
        if (!placed.allocation && mode_ == AllocationMode::Tune) {
            // TUNE's last step, as for the ordering policies: shrink over-allocated peers on a
            // node with free GPUs back to their proportional share to admit the job.
            // Planned starts the shrink may cut: their tenants' shares are re-counted below.
            std::vector<Allocation> plannedBefore;
            for (const auto& a : decision.actions)
                plannedBefore.push_back(a.allocation);
            if (auto shrink = shrinkPeersToAdmit(view, ledger, j, touched, decision.actions)) {
                for (std::size_t k = 0; k < plannedBefore.size(); ++k) {
                    const Action& a = decision.actions[k];
                    Tenant& peer = tenants[tenantOf(a.job)];
                    peer.cpu -= plannedBefore[k].cpus() - a.allocation.cpus();
                    peer.mem -= plannedBefore[k].memGb() - a.allocation.memGb();
                }
                placed.explanation.outcome.push_back(shrink->outcome());
                for (auto& resize : shrink->resizes) {
                    const Allocation& before = view.allocation(resize.job);
                    Tenant& peer = tenants[tenantOf(resize.job)];
                    peer.cpu -= before.cpus() - resize.allocation.cpus();
                    peer.mem -= before.memGb() - resize.allocation.memGb();
                    touched_.set(resize.job);
                    decision.actions.push_back(std::move(resize));
                }
                placed.allocation = std::move(shrink->start);
                placed.explanation.placed = true;
                next->waiting.pop_front();
                const Allocation& a = *placed.allocation;
                next->gpu += a.gpuMilliTotal() / 1000.0;
                next->cpu += a.cpus();
                next->mem += a.memGb();
                touched_.set(j);
                decision.actions.push_back(
                    {ActionRecord::Kind::Start, j, std::move(*placed.allocation)});
                decision.jobs.push_back(std::move(placed.explanation));
                continue; // the ledger already holds the resizes and this start
            }
        }
        if (!placed.allocation) {
            next->blocked = true;
            decision.jobs.push_back(std::move(placed.explanation));
            continue;
        }
        next->waiting.pop_front();
        const Allocation& a = *placed.allocation;
        next->gpu += a.gpuMilliTotal() / 1000.0;
        next->cpu += a.cpus();
        next->mem += a.memGb();
        ledger.take(a);
        touched_.set(j);
        decision.actions.push_back({ActionRecord::Kind::Start, j, std::move(*placed.allocation)});
        decision.jobs.push_back(std::move(placed.explanation));
    }
    // At a round, running jobs (in arrival order) get their best case back where it is free.
    if (retune)
        retuneAtRound(view, ledger, belowBest_.current(view), touched, decision);
    if (mode_ == AllocationMode::Tune)
        belowBest_.note(view, decision.actions);
    return decision;
}

} // namespace maifs
