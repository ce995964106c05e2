#include "core/sim/free_state_index.h"

#include <algorithm>
#include <bit>
#include <limits>

namespace maifs {

FreeStateIndex::Key FreeStateIndex::keyOf(const State& s) {
    return {s.wholeGpus, s.kind, std::bit_cast<std::uint64_t>(s.cpus),
            std::bit_cast<std::uint64_t>(s.memGb)};
}

void FreeStateIndex::set(int node, const State& state) {
    const auto at = static_cast<std::size_t>(node);
    if (at >= indexed_.size()) {
        indexed_.resize(at + 1, 0);
        keyOfNode_.resize(at + 1);
    }
    const Key key = keyOf(state);
    if (indexed_[at] && keyOfNode_[at] == key)
        return;
    remove(node);
    groups_[key].insert(node);
    keyOfNode_[at] = key;
    indexed_[at] = 1;
}

void FreeStateIndex::remove(int node) {
    const auto at = static_cast<std::size_t>(node);
    if (at >= indexed_.size() || !indexed_[at])
        return;
    const auto group = groups_.find(keyOfNode_[at]);
    group->second.erase(node);
    if (group->second.empty())
        groups_.erase(group);
    indexed_[at] = 0;
}

void FreeStateIndex::firstOfEachGroup(int gpus, std::span<const int> excluded,
                                      std::vector<int>& out) const {
    for (auto group = groups_.lower_bound(Key{gpus, std::numeric_limits<int>::min(), 0, 0});
         group != groups_.end(); ++group)
        for (int node : group->second)
            if (!std::ranges::binary_search(excluded, node)) {
                out.push_back(node);
                break;
            }
}

} // namespace maifs
