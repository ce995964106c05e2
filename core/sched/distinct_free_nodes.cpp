#include "core/sched/distinct_free_nodes.h"

#include <algorithm>
#include <bit>
#include <cstdint>

namespace maifs {

namespace {

using FreeState = DistinctFreeNodes::FreeState;

std::size_t hashOf(const FreeState& s) {
    std::uint64_t h = static_cast<std::uint64_t>(s.kind) * 0x9E3779B97F4A7C15ULL;
    for (std::uint64_t v : {static_cast<std::uint64_t>(s.wholeGpus), s.cpus, s.mem})
        h = (h ^ v) * 0x100000001B3ULL + (h >> 29);
    return static_cast<std::size_t>(h ^ (h >> 32));
}

} // namespace

void DistinctFreeNodes::collect(const ClusterView& view, const CapacityLedger& ledger, int gpus,
                                std::vector<int>& out) {
    const Cluster& cluster = view.cluster();
    while (static_cast<int>(kindOf_.size()) < cluster.size()) {
        const NodeShape shape = shapeOf(cluster.node(static_cast<int>(kindOf_.size())));
        const auto [it, added] = kinds_.try_emplace(shape, static_cast<int>(kinds_.size()));
        kindOf_.push_back(it->second);
    }
    // The view's first node of each state, except the nodes this decision changed: those are
    // judged by their state in the ledger, and the lowest of equal states is kept below.
    ledger.touchedNodes(touched_);
    withFree_.clear();
    view.firstNodePerFreeState(gpus, touched_, withFree_);
    for (int node : touched_)
        if (ledger.alive(node) && ledger.freeWholeGpus(node) >= gpus)
            withFree_.push_back(node);
    std::ranges::sort(withFree_);

    // Open addressing over a table kept across calls and at most half full; only the slots a
    // call filled are cleared (a node-based set allocated per node was a quarter of a Tetris
    // run, and clearing a table sized by the nodes at every call a sixth).
    if (table_.empty())
        table_.resize(64);
    for (bool full = true; full;) {
        full = false;
        out.clear();
        for (std::size_t at : filled_)
            table_[at].used = false;
        filled_.clear();
        const std::size_t mask = table_.size() - 1;
        for (int node : withFree_) {
            const ClusterView::FreeCapacity free = ledger.freeCapacity(node);
            const FreeState state{kindOf_[static_cast<std::size_t>(node)], free.wholeGpus,
                                  std::bit_cast<std::uint64_t>(free.cpus),
                                  std::bit_cast<std::uint64_t>(free.memGb)};
            std::size_t at = hashOf(state) & mask;
            while (table_[at].used && !(table_[at].state == state))
                at = (at + 1) & mask;
            if (table_[at].used)
                continue;
            table_[at] = {true, state};
            filled_.push_back(at);
            out.push_back(node);
            if (2 * filled_.size() > table_.size()) { // grow and start over
                table_.assign(2 * table_.size(), {});
                filled_.clear();
                full = true;
                break;
            }
        }
    }
}

} // namespace maifs
