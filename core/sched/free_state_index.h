#pragma once

#include <cstdint>
#include <iterator>
#include <map>
#include <set>
#include <tuple>
#include <utility>
#include <vector>

namespace maifs {

// The alive GPU nodes grouped by their free state: node kind (shape), free whole GPUs, free
// CPUs, free memory. Nodes in one group fit and score alike for any whole-GPU placement that
// reads only these, so a packing policy need score only the first of each group. The engine
// keeps it up to date; a scheduler searches it (ClusterView::freeStates) bucket by bucket, where
// a bucket is one (free whole GPUs, kind) and holds its groups in order of free CPUs, so that a
// search bounded by a score rising with free resources can stop early.
class FreeStateIndex {
public:
    struct State {
        int kind = 0;
        int wholeGpus = 0;
        double cpus = 0;
        double memGb = 0;
    };
    struct Group {
        State state;
        std::set<int> nodes; // ascending
    };
    // Free GPUs first, so that a query starts at its lower bound; then the kind; then CPUs and
    // memory as keys that order like the numbers (negative ones included: a release can leave
    // -0.0 or a rounding residue).
    using Key = std::tuple<int, int, std::uint64_t, std::uint64_t>;
    using Groups = std::map<Key, Group>;

    // One (free whole GPUs, kind) bucket: the groups [first, end), the fewest free CPUs first,
    // and the most free CPUs and memory of any of them.
    struct Bucket {
        int wholeGpus = 0;
        int kind = 0;
        Groups::const_iterator first, end;
        double mostMemGb = 0;
        double mostCpus() const { return std::prev(end)->second.state.cpus; }
    };

    // Puts a node in the group of `state` (moving it from its old one).
    void set(int node, const State& state);
    void remove(int node);
    // The buckets with at least `gpus` whole GPUs free, the fewest free GPUs first.
    void buckets(int gpus, std::vector<Bucket>& out) const;

private:
    static Key keyOf(const State& s);
    Groups groups_;
    std::vector<Key> keyOfNode_;
    std::vector<char> indexed_;
    // Per bucket, the free memory of each of its groups: its largest bounds the bucket.
    std::map<std::pair<int, int>, std::multiset<double>> memoryOfBucket_;
};

} // namespace maifs
