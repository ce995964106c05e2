#pragma once

#include "core/sched/capacity_ledger.h"
#include "core/sched/point_choice.h"
#include "core/sched/scheduler.h"

#include <map>
#include <optional>
#include <tuple>
#include <utility>
#include <vector>

namespace maifs {

// Synergy-OPT (Mohan et al., OSDI'22), on the GPUs the ordering policy has just handed out: choose
// each newly started job's CPU / memory per GPU among its profiled points so as to maximise the
// total throughput (sum of g x tput) under every node's free CPU and memory. One binary per
// (job, profiled point), one point per job. Solved per block of nodes that no gang links (the
// blocks are independent), each exactly by a branch and bound (point_choice.h; equal optima by
// its tie rule: the earlier job's most valuable point first) over the parts of the block that
// jobs with a choice link; a part on which it spends 20,000 search nodes, or of more than 20
// jobs, goes to GLPK (simplex + branch and bound with Gomory cuts up to 600 columns, beyond that
// the LP relaxation's heaviest point per job),
// and a node left over capacity by that rounding has its jobs stepped down to cheaper points
// until it fits. `after` is
// the ledger with the starts already taken (at their provisional, cheapest sizes). Rewrites the
// starts' CPU / memory in place.
// A point of a model's profile: CPU and memory per GPU, and the throughput they give.
struct ProfiledPoint {
    double cpusPerGpu = 0;
    double memPerGpu = 0;
    double tput = 0;
};
// The profile's points worth choosing at that GPU count (none has another with no more CPU and
// memory and no less throughput), cheapest first: the first is the provisional size OPT places
// GPUs with.
std::vector<ProfiledPoint> profiledPoints(const ModelProfile& profile, int gpus);
// profiledPoints(profile, gpus).front() without building the rest (none when it is empty).
std::optional<ProfiledPoint> cheapestProfiledPoint(const ModelProfile& profile, int gpus);

// Every share of `a` (an allocation of `job`) at `cpusPerGpu` and `memPerGpu` per GPU (of the
// job's GPU fraction): the one place OPT sizes a share, so that sizedAt compares one it sized
// exactly.
void sizeAt(Allocation& a, const Job& job, double cpusPerGpu, double memPerGpu);
bool sizedAt(const Allocation& a, const Job& job, double cpusPerGpu, double memPerGpu);

// What OPT chose for each block of nodes when it last solved it, for one run. A block's choice is a
// function of its starts (which jobs, in which order, on which GPUs) and of its nodes' free CPU
// and memory, so a block that comes back unchanged at the next round (most of them: a round
// changes few nodes) takes its choice from here instead of being solved again. Kept per block's
// first node, so that the memo never holds more than one block per node. Also the points per
// (profile, GPUs).
class OptMemo {
public:
    const std::vector<ProfiledPoint>& points(const ModelProfile& profile, int gpus);
    // Their first, the point OPT places a start at; nothing when the profile has none.
    std::optional<ProfiledPoint> cheapest(const ModelProfile& profile, int gpus) {
        const auto& all = points(profile, gpus);
        return all.empty() ? std::nullopt : std::optional{all.front()};
    }
    // Those of them at least as fast as the GPU-proportional share of `node`'s CPU and memory.
    const std::vector<ProfiledPoint>& fairPoints(const ModelProfile& profile, int gpus,
                                                 const Node& node);

    // Whether running job `job` is a gang (on more than one node) with exactly one fair point
    // and holds it. OPT leaves such a gang out of its blocks: while its blocks fit at fair points
    // it could only be given that point again, so it is room taken, not a link between nodes
    // (a spreading policy's gangs otherwise link most of a loaded cluster into one block, solved
    // whole at every round). A gang sized otherwise (a fallback to all points, or a start) links.
    bool holdsItsOnlyFairPoint(const ClusterView& view, int job);

    struct Choice {
        std::vector<std::pair<double, double>> cpusMem; // per share of the block's starts, in order
        double optimum = 0;
    };
    // The block's inputs as numbers: equal keys, equal choices.
    using Key = std::vector<double>;
    const Choice* find(int firstNode, const Key& key) const;
    void keep(int firstNode, Key key, Choice choice);
    // How many blocks took their choice from here.
    long long reused() const { return reused_; }
    // The program of the block being solved, its buffers kept from block to block (built anew,
    // it cost a few allocations per job at every block).
    PointChoiceProblem& program() { return program_; }

private:
    mutable long long reused_ = 0;
    std::map<std::pair<const ModelProfile*, int>, std::vector<ProfiledPoint>> points_;
    std::map<std::tuple<const ModelProfile*, int, double, double>, std::vector<ProfiledPoint>>
        fairPoints_;
    std::map<int, std::pair<Key, Choice>> byFirstNode_;
    PointChoiceProblem program_;
};

// Returns, per start, the optimum of its block: the total throughput of the jobs sized with it
// (those on its nodes and on the nodes their gangs link, but gangs holding their only fair
// point, which are room: holdsItsOnlyFairPoint), for the record.
std::vector<double> optimiseCpuMem(const ClusterView& view, const CapacityLedger& after,
                                   std::vector<Action>& starts, OptMemo& memo);

} // namespace maifs
