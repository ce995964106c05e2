#pragma once

#include "core/model/node.h"
#include "core/sched/capacity_ledger.h"

#include <cstdint>
#include <map>
#include <vector>

namespace maifs {

// The nodes with at least `gpus` whole GPUs free, one per distinct (node shape, free whole GPUs,
// free CPUs, free memory) after this decision's changes: the lowest-indexed of each, ascending.
// A whole-GPU placement scored on these alone, keeping the first of equal scores, picks the node
// a scan of every node would: the others fit and score exactly as their representative does. On
// a cluster of a few node kinds these are a few dozen nodes however large it grows (the view
// keeps the groups; this adds the nodes the decision touched).
class DistinctFreeNodes {
public:
    void collect(const ClusterView& view, const CapacityLedger& ledger, int gpus,
                 std::vector<int>& out);

    // A node's state as placement sees it: equal bit patterns give equal fits and scores.
    struct FreeState {
        int kind = 0;
        int wholeGpus = 0;
        std::uint64_t cpus = 0;
        std::uint64_t mem = 0;
        bool operator==(const FreeState&) const = default;
    };

private:
    struct Slot {
        bool used = false;
        FreeState state;
    };
    std::map<NodeShape, int> kinds_;
    std::vector<Slot> table_;
    std::vector<std::size_t> filled_; // the slots this call used
    std::vector<int> kindOf_;         // per node, filled as nodes appear (nodes join during a run)
    std::vector<int> withFree_;
    std::vector<int> touched_;
};

} // namespace maifs
