#pragma once

#include <map>
#include <set>
#include <span>
#include <utility>
#include <vector>

namespace maifs {

// For each job size (GPUs), the alive nodes running at least one job of that size, ordered by
// (free whole GPUs, node): Gandiva's affinity (a node that already runs a job of the same size)
// found without asking every node what it runs. The engine keeps it up to date.
class AffinityIndex {
public:
    using Entries = std::set<std::pair<int, int>>; // (free whole GPUs, node)

    // Node `node` now runs jobs of these sizes (distinct, ascending) and has `freeWhole` whole GPUs
    // free; no sizes (an idle or a failed node) takes it out.
    void set(int node, std::span<const int> sizes, int freeWhole);
    // The nodes running a job of `gpus` GPUs, fewest free GPUs first, then node order; nullptr
    // when none does.
    const Entries* running(int gpus) const;

private:
    std::map<int, Entries> bySize_;
    std::vector<std::vector<int>> sizesOf_; // per node, as last set
    std::vector<int> freeOf_;               // per node, as last set
};

} // namespace maifs
