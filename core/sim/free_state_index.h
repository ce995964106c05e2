#pragma once

#include <cstdint>
#include <map>
#include <set>
#include <span>
#include <tuple>
#include <vector>

namespace maifs {

// The alive GPU nodes grouped by their free state: node kind (shape), free whole GPUs, free
// CPUs, free memory. Nodes in one group fit and score alike for any whole-GPU placement that
// reads only these, so a packing policy need score only the first of each group: a few dozen
// nodes on a cluster of a few kinds, however many nodes it has.
class FreeStateIndex {
public:
    struct State {
        int kind = 0;
        int wholeGpus = 0;
        double cpus = 0;
        double memGb = 0;
    };
    // Puts a node in the group of `state` (moving it from its old one).
    void set(int node, const State& state);
    void remove(int node);
    // The first node of each group with at least `gpus` whole GPUs free, skipping `excluded`
    // (ascending), appended to `out` in no particular order.
    void firstOfEachGroup(int gpus, std::span<const int> excluded, std::vector<int>& out) const;

private:
    // Free GPUs first, so that a query starts at its lower bound; doubles by bit pattern.
    using Key = std::tuple<int, int, std::uint64_t, std::uint64_t>;
    static Key keyOf(const State& s);
    std::map<Key, std::set<int>> groups_;
    std::vector<Key> keyOfNode_;
    std::vector<char> indexed_;
};

} // namespace maifs
