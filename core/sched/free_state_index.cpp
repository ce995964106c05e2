#include "core/sched/free_state_index.h"

#include <algorithm>
#include <bit>
#include <limits>

namespace maifs {

namespace {

// A double's bits, flipped so that unsigned order is numeric order (negatives below positives).
std::uint64_t orderedBits(double v) {
    const auto bits = std::bit_cast<std::uint64_t>(v);
    constexpr std::uint64_t kSign = std::uint64_t{1} << 63;
    return (bits & kSign) != 0 ? ~bits : bits | kSign;
}

} // namespace

FreeStateIndex::Key FreeStateIndex::keyOf(const State& s) {
    return {s.wholeGpus, s.kind, orderedBits(s.cpus), orderedBits(s.memGb)};
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
    const auto [group, added] = groups_.try_emplace(key);
    if (added) {
        group->second.state = state;
        memoryOfBucket_[{state.wholeGpus, state.kind}].insert(state.memGb);
    }
    group->second.nodes.insert(node);
    keyOfNode_[at] = key;
    indexed_[at] = 1;
}

void FreeStateIndex::remove(int node) {
    const auto at = static_cast<std::size_t>(node);
    if (at >= indexed_.size() || !indexed_[at])
        return;
    const auto group = groups_.find(keyOfNode_[at]);
    group->second.nodes.erase(node);
    if (group->second.nodes.empty()) {
        const State& state = group->second.state;
        const auto memory = memoryOfBucket_.find({state.wholeGpus, state.kind});
        memory->second.erase(memory->second.find(state.memGb));
        if (memory->second.empty())
            memoryOfBucket_.erase(memory);
        groups_.erase(group);
    }
    indexed_[at] = 0;
}

void FreeStateIndex::buckets(int gpus, std::vector<Bucket>& out) const {
    constexpr int kLowest = std::numeric_limits<int>::min();
    auto at = groups_.lower_bound(Key{gpus, kLowest, 0, 0});
    while (at != groups_.end()) {
        const auto [free, kind, cpus, mem] = at->first;
        // The next kind's first key; int overflow cannot happen, kinds count from 0.
        const auto end = groups_.lower_bound(Key{free, kind + 1, 0, 0});
        out.push_back({free, kind, at, end, *memoryOfBucket_.at({free, kind}).rbegin()});
        at = end;
    }
}

} // namespace maifs
