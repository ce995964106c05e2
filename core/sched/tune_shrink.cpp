#include "core/sched/tune_shrink.h"

#include "core/sched/placement.h"

#include <algorithm>

namespace maifs {

namespace {

constexpr double kSlack = 1e-9;

// The peer's allocation with every share cut to its node's proportional CPU / memory where above.
Allocation proportionalCopy(const ClusterView& view, const Allocation& a) {
    Allocation out = a;
    for (auto& s : out.shares) {
        const Node& n = view.cluster().node(s.node);
        const double units = s.gpus * (s.gpuMilli / 1000.0);
        s.cpus = std::min(s.cpus, units * n.cpusPerGpu());
        s.memGb = std::min(s.memGb, units * n.memPerGpu());
        s.gpuSlots.clear(); // the engine keeps the GPUs; slots are re-chosen on resize
    }
    return out;
}

} // namespace

std::optional<PeerShrink> shrinkPeersToAdmit(const ClusterView& view, CapacityLedger& ledger,
                                             int jobIndex, const std::vector<char>& touched) {
    const Job& job = view.job(jobIndex);
    // Over-allocated running jobs by node, found once.
    std::vector<std::vector<int>> excessOn(static_cast<std::size_t>(view.cluster().size()));
    for (int j : view.running()) {
        if (touched[static_cast<std::size_t>(j)])
            continue;
        const Allocation& a = view.allocation(j);
        for (const auto& s : a.shares) {
            const Node& n = view.cluster().node(s.node);
            const double units = s.gpus * (s.gpuMilli / 1000.0);
            if (s.cpus > units * n.cpusPerGpu() + kSlack ||
                s.memGb > units * n.memPerGpu() + kSlack)
                excessOn[static_cast<std::size_t>(s.node)].push_back(j);
        }
    }
    for (int node = 0; node < view.cluster().size(); ++node) {
        auto& peers = excessOn[static_cast<std::size_t>(node)];
        if (peers.empty() || !ledger.alive(node))
            continue;
        const Node& n = view.cluster().node(node);
        const double units = job.gpus * (job.gpuMilli / 1000.0);
        // GPUs must be there already; only CPU / memory are missing.
        if (!job.fractional() && ledger.freeWholeGpus(node) < job.gpus)
            continue;
        if (job.gpus > n.gpus)
            continue;
        const auto excess = [&](int j) {
            double e = 0;
            for (const auto& s : view.allocation(j).shares)
                if (s.node == node)
                    e += s.cpus / std::max(n.cpusPerGpu(), 1e-9) +
                         s.memGb / std::max(n.memPerGpu(), 1e-9);
            return e;
        };
        std::stable_sort(peers.begin(), peers.end(),
                         [&](int a, int b) { return excess(a) > excess(b); });
        CapacityLedger trial = ledger;
        PeerShrink out;
        for (int peer : peers) {
            const Allocation& old = view.allocation(peer);
            Allocation smaller = proportionalCopy(view, old);
            trial.giveBack(old);
            // keep the peer's GPUs where they are: take the same slots back
            for (std::size_t k = 0; k < smaller.shares.size(); ++k)
                smaller.shares[k].gpuSlots = old.shares[k].gpuSlots;
            trial.take(smaller);
            out.resizes.push_back({ActionRecord::Kind::Resize, peer, smaller});
            if (trial.freeCpus(node) + kSlack >= units * n.cpusPerGpu() &&
                trial.freeMemGb(node) + kSlack >= units * n.memPerGpu()) {
                auto share = fitOnNode(view, trial, jobIndex, node, ShareSizing{});
                if (!share)
                    break;
                out.start = Allocation{{*share}};
                trial.take(out.start);
                ledger = trial;
                return out;
            }
        }
    }
    return std::nullopt;
}

} // namespace maifs
