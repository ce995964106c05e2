#include "core/sched/tune_shrink.h"

#include "core/sched/placement.h"

#include <algorithm>

namespace maifs {

namespace {

constexpr double kSlack = 1e-9;

// The allocation with every share cut to its node's proportional CPU / memory where above; the
// GPUs (and their slots) stay.
Allocation proportionalCopy(const ClusterView& view, const Allocation& a) {
    Allocation out = a;
    for (auto& s : out.shares) {
        const Node& n = view.cluster().node(s.node);
        const double units = s.gpus * (s.gpuMilli / 1000.0);
        s.cpus = std::min(s.cpus, units * n.cpusPerGpu());
        s.memGb = std::min(s.memGb, units * n.memPerGpu());
    }
    return out;
}

bool aboveProportional(const ClusterView& view, const Allocation& a, int node) {
    return std::any_of(a.shares.begin(), a.shares.end(), [&](const NodeShare& s) {
        const Node& n = view.cluster().node(s.node);
        const double units = s.gpus * (s.gpuMilli / 1000.0);
        return s.node == node && (s.cpus > units * n.cpusPerGpu() + kSlack ||
                                  s.memGb > units * n.memPerGpu() + kSlack);
    });
}

// The CPU / memory of an allocation alone: what a shrink moves in the ledger (the GPUs stay, and a
// planned start's GPUs have no slots yet for the ledger to give back).
Allocation cpuMemOnly(Allocation a) {
    for (auto& s : a.shares) {
        s.gpus = 0;
        s.gpuSlots.clear();
    }
    return a;
}

// A peer that could give way: a running job (job index) or a start planned in this decision.
struct Peer {
    int job;
    int plannedIndex; // -1: running
};

} // namespace

OutcomeClause PeerShrink::outcome() const {
    return {OutcomeClause::Code::PeersShrunk,
            {static_cast<double>(resizes.size() + static_cast<std::size_t>(startsShrunk))},
            {start.shares.front().node}};
}

std::optional<PeerShrink> shrinkPeersToAdmit(const ClusterView& view, CapacityLedger& ledger,
                                             int jobIndex, const std::vector<char>& touched,
                                             std::vector<Action>& planned) {
    const Job& job = view.job(jobIndex);
    const auto allocationOf = [&](const Peer& p) -> const Allocation& {
        return p.plannedIndex < 0 ? view.allocation(p.job)
                                  : planned[static_cast<std::size_t>(p.plannedIndex)].allocation;
    };
    // The nodes that could take it: a whole-GPU job needs its GPUs free there already (only CPU /
    // memory are missing), so only those nodes' peers are looked at, not every running job.
    std::vector<int> nodes;
    ledger.nodesByGpus(job, nodes);
    std::vector<Peer> peers;
    for (int node : nodes) {
        if (!ledger.alive(node))
            continue;
        // Over-allocated peers on the node: running jobs by index, then planned starts in order.
        peers.clear();
        for (int j : view.jobsOn(node))
            if (!touched[static_cast<std::size_t>(j)] &&
                aboveProportional(view, view.allocation(j), node))
                peers.push_back({j, -1});
        for (std::size_t k = 0; k < planned.size(); ++k)
            if (planned[k].kind == ActionRecord::Kind::Start &&
                aboveProportional(view, planned[k].allocation, node))
                peers.push_back({planned[k].job, static_cast<int>(k)});
        if (peers.empty())
            continue;
        const Node& n = view.cluster().node(node);
        const double units = job.gpus * (job.gpuMilli / 1000.0);
        if (job.gpus > n.gpus)
            continue;
        const auto excess = [&](const Peer& p) {
            double e = 0;
            for (const auto& s : allocationOf(p).shares)
                if (s.node == node)
                    e += s.cpus / std::max(n.cpusPerGpu(), 1e-9) +
                         s.memGb / std::max(n.memPerGpu(), 1e-9);
            return e;
        };
        std::stable_sort(peers.begin(), peers.end(),
                         [&](const Peer& a, const Peer& b) { return excess(a) > excess(b); });
        CapacityLedger trial = ledger;
        PeerShrink out;
        std::vector<std::pair<int, Allocation>> cutStarts;
        for (const Peer& peer : peers) {
            const Allocation& old = allocationOf(peer);
            Allocation smaller = proportionalCopy(view, old);
            trial.giveBack(cpuMemOnly(old));
            trial.take(cpuMemOnly(smaller));
            if (peer.plannedIndex < 0)
                out.resizes.push_back({ActionRecord::Kind::Resize, peer.job, std::move(smaller)});
            else
                cutStarts.emplace_back(peer.plannedIndex, std::move(smaller));
            if (trial.freeCpus(node) + kSlack >= units * n.cpusPerGpu() &&
                trial.freeMemGb(node) + kSlack >= units * n.memPerGpu()) {
                auto share = fitOnNode(view, trial, jobIndex, node, ShareSizing{});
                if (!share)
                    break;
                out.start = Allocation{{*share}};
                trial.take(out.start);
                ledger = trial;
                for (auto& [k, a] : cutStarts)
                    planned[static_cast<std::size_t>(k)].allocation = std::move(a);
                out.startsShrunk = static_cast<int>(cutStarts.size());
                return out;
            }
        }
    }
    return std::nullopt;
}

} // namespace maifs
