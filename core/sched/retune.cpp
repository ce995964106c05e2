#include "core/sched/retune.h"

#include <algorithm>
#include <map>

namespace maifs {

namespace {

constexpr double kSlack = 1e-9;

// Throughput per GPU-equivalent at the allocation's average CPU / memory per GPU.
double throughputAt(const ClusterView& view, int job, const Allocation& a) {
    const double g = view.job(job).gpuEquivalent();
    if (g <= 0)
        return 0;
    return SpeedModel::throughput(view.profile(job), view.job(job).gpus, a.cpus() / g,
                                  a.memGb() / g);
}

} // namespace

bool belowBestCase(const ClusterView& view, int job, const Allocation& a) {
    const auto best = SpeedModel::saturation(view.profile(job), view.job(job).gpus);
    return std::ranges::any_of(a.shares, [&](const NodeShare& s) {
        const double units = s.gpus * (s.gpuMilli / 1000.0);
        return units * best.cpusPerGpu > s.cpus + kSlack ||
               units * best.memPerGpu > s.memGb + kSlack;
    });
}

void BelowBestCase::note(const ClusterView& view, const std::vector<Action>& actions) {
    const std::size_t before = jobs_.size();
    for (const auto& a : actions)
        if (a.kind != ActionRecord::Kind::Preempt && !a.allocation.empty() &&
            belowBestCase(view, a.job, a.allocation))
            jobs_.push_back(a.job);
    if (jobs_.size() == before)
        return;
    std::ranges::sort(jobs_);
    jobs_.erase(std::unique(jobs_.begin(), jobs_.end()), jobs_.end());
}

std::span<const int> BelowBestCase::current(const ClusterView& view) {
    std::erase_if(jobs_, [&](int j) {
        const Allocation& a = view.allocation(j);
        return a.empty() || !belowBestCase(view, j, a);
    });
    return jobs_;
}

std::vector<Action> growToBestCase(const ClusterView& view, CapacityLedger& ledger,
                                   std::span<const int> order, const std::vector<char>& touched) {
    std::vector<Action> out;
    for (int j : order) {
        if (static_cast<std::size_t>(j) < touched.size() && touched[static_cast<std::size_t>(j)])
            continue;
        const double rate = view.currentRate(j);
        if (rate <= 0)
            continue;
        const Job& job = view.job(j);
        const auto best = SpeedModel::saturation(view.profile(j), job.gpus);
        const Allocation& old = view.allocation(j);
        Allocation grown = old;
        bool fits = true, grows = false;
        for (auto& s : grown.shares) {
            const double units = s.gpus * (s.gpuMilli / 1000.0);
            const double cpus = std::max(s.cpus, units * best.cpusPerGpu);
            const double mem = std::max(s.memGb, units * best.memPerGpu);
            grows = grows || cpus > s.cpus + kSlack || mem > s.memGb + kSlack;
            fits = fits && ledger.freeCpus(s.node) + kSlack >= cpus - s.cpus &&
                   ledger.freeMemGb(s.node) + kSlack >= mem - s.memGb;
            s.cpus = cpus;
            s.memGb = mem;
        }
        if (!grows || !fits)
            continue;
        const double before = throughputAt(view, j, old);
        const double after = throughputAt(view, j, grown);
        if (before <= 0 || after <= before * (1 + 1e-9))
            continue; // more CPU / memory the model cannot use
        // Time left at today's rate, T; after a restart the job redoes restart_cost_s of progress
        // at the new rate: it pays when T (ratio - 1) > cost.
        const double timeLeft = std::max(0.0, view.remainingWork(j)) / rate;
        if (timeLeft * (after / before - 1) <= view.restartCostS())
            continue;
        ledger.resizeCpuMem(old, grown);
        out.push_back({ActionRecord::Kind::Resize, j, std::move(grown)});
    }
    return out;
}

void retuneAtRound(const ClusterView& view, CapacityLedger& ledger, std::span<const int> order,
                   const std::vector<char>& touched, Decision& decision) {
    for (auto& a : growToBestCase(view, ledger, order, touched)) {
        decision.jobs.push_back(
            explainResize(view, a, OutcomeClause::ResizeCause::BestCaseFreeAgain));
        decision.actions.push_back(std::move(a));
    }
    orderFeasibly(view, decision.actions);
}

JobDecision explainResize(const ClusterView& view, const Action& resize,
                          OutcomeClause::ResizeCause why) {
    const Allocation& old = view.allocation(resize.job);
    JobDecision d;
    d.job = resize.job;
    d.placed = true;
    d.outcome = {{OutcomeClause::Code::Resized,
                  {static_cast<double>(why), old.cpus(), resize.allocation.cpus(), old.memGb(),
                   resize.allocation.memGb()}}};
    return d;
}

void orderFeasibly(const ClusterView& view, std::vector<Action>& actions) {
    std::stable_partition(actions.begin(), actions.end(),
                          [](const Action& a) { return a.kind == ActionRecord::Kind::Preempt; });
    // CPU / memory free per node as the actions are applied; GPUs are not re-checked (resizes
    // keep theirs, starts were planned on GPUs free after the preemptions).
    std::map<int, std::pair<double, double>> freeOn;
    const auto freeAt = [&](int node) -> std::pair<double, double>& {
        auto it = freeOn.find(node);
        if (it == freeOn.end())
            it = freeOn.emplace(node, std::pair{view.freeCpus(node), view.freeMemGb(node)}).first;
        return it->second;
    };
    const auto shift = [&](const Allocation& a, double sign) {
        for (const auto& s : a.shares) {
            auto& f = freeAt(s.node);
            f.first += sign * s.cpus;
            f.second += sign * s.memGb;
        }
    };
    std::vector<Action> ordered;
    std::vector<Action> rest;
    for (auto& a : actions) {
        if (a.kind == ActionRecord::Kind::Preempt) {
            if (a.job >= 0 && a.job < view.jobCount())
                shift(view.allocation(a.job), +1);
            ordered.push_back(std::move(a));
        } else {
            rest.push_back(std::move(a));
        }
    }
    while (!rest.empty()) {
        std::vector<Action> later;
        for (auto& a : rest) {
            const bool resize = a.kind == ActionRecord::Kind::Resize;
            if (resize)
                shift(view.allocation(a.job), +1);
            shift(a.allocation, -1);
            const bool fits = std::all_of(a.allocation.shares.begin(), a.allocation.shares.end(),
                                          [&](const NodeShare& s) {
                                              const auto& f = freeAt(s.node);
                                              return f.first >= -kSlack && f.second >= -kSlack;
                                          });
            if (fits) {
                ordered.push_back(std::move(a));
                continue;
            }
            shift(a.allocation, +1);
            if (resize)
                shift(view.allocation(a.job), -1);
            later.push_back(std::move(a));
        }
        if (later.size() == rest.size()) { // nothing more fits: leave them for the engine to reject
            for (auto& a : later)
                ordered.push_back(std::move(a));
            break;
        }
        rest = std::move(later);
    }
    actions = std::move(ordered);
}

} // namespace maifs
