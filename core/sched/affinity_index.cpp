#include "core/sched/affinity_index.h"

#include <algorithm>

namespace maifs {

void AffinityIndex::set(int node, std::span<const int> sizes, int freeWhole) {
    const auto at = static_cast<std::size_t>(node);
    if (at >= sizesOf_.size()) {
        sizesOf_.resize(at + 1);
        freeOf_.resize(at + 1, 0);
    }
    std::vector<int>& old = sizesOf_[at];
    if (freeOf_[at] == freeWhole && std::ranges::equal(old, sizes))
        return;
    for (int size : old) {
        const auto entries = bySize_.find(size);
        entries->second.erase({freeOf_[at], node});
        if (entries->second.empty())
            bySize_.erase(entries);
    }
    old.assign(sizes.begin(), sizes.end());
    freeOf_[at] = freeWhole;
    for (int size : old)
        bySize_[size].insert({freeWhole, node});
}

const AffinityIndex::Entries* AffinityIndex::running(int gpus) const {
    const auto entries = bySize_.find(gpus);
    return entries == bySize_.end() ? nullptr : &entries->second;
}

} // namespace maifs
