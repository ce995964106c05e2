#include "core/sched/distinct_free_nodes.h"

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

void DistinctFreeNodes::collect(const ClusterView& view, const CapacityLedger& ledger,
                                std::vector<int>& out) {
    const Cluster& cluster = view.cluster();
    while (static_cast<int>(kindOf_.size()) < cluster.size()) {
        const NodeShape shape = shapeOf(cluster.node(static_cast<int>(kindOf_.size())));
        const auto [it, added] = kinds_.try_emplace(shape, static_cast<int>(kinds_.size()));
        kindOf_.push_back(it->second);
    }
    ledger.nodesWithFreeGpus(1, withFree_);
    out.clear();
    // Open addressing over a table at most half full, reused across calls: a node-based set
    // allocated per node, and that was a quarter of a Tetris run.
    std::size_t size = 16;
    while (size < 2 * withFree_.size())
        size *= 2;
    table_.assign(size, {});
    for (int node : withFree_) {
        const ClusterView::FreeCapacity free = ledger.freeCapacity(node);
        const FreeState state{kindOf_[static_cast<std::size_t>(node)], free.wholeGpus,
                              std::bit_cast<std::uint64_t>(free.cpus),
                              std::bit_cast<std::uint64_t>(free.memGb)};
        for (std::size_t at = hashOf(state) & (size - 1);; at = (at + 1) & (size - 1)) {
            Slot& slot = table_[at];
            if (!slot.used) {
                slot = {true, state};
                out.push_back(node);
                break;
            }
            if (slot.state == state)
                break;
        }
    }
}

} // namespace maifs
