#include "core/sched/gandiva.h"

#include "core/sched/capacity_ledger.h"
#include "core/sched/placement.h"

#include <algorithm>
#include <limits>
#include <map>
#include <optional>
#include <span>

namespace maifs {

namespace {

constexpr double kSlack = 1e-9;

// Single-node whole-GPU jobs that share the same physical GPUs, round-robin.
struct SliceGroup {
    int node = -1;
    std::vector<int> slots;        // sorted
    std::vector<int> members;      // job indices
    std::vector<NodeShare> shares; // each member's share, as planned so far in this decision
};

// A running single-node whole-GPU job's share on named GPUs: what a slice group is made of.
const NodeShare* groupShare(const ClusterView& view, int j) {
    const Allocation& a = view.allocation(j);
    if (view.job(j).fractional() || a.shares.size() != 1 || a.shares[0].gpuSlots.empty())
        return nullptr;
    return &a.shares[0];
}

// The groups of the given running jobs, ordered by node and GPUs.
std::vector<SliceGroup> sliceGroups(const ClusterView& view, std::span<const int> jobs) {
    std::map<std::pair<int, std::vector<int>>, SliceGroup> byGpus;
    for (int j : jobs) {
        const NodeShare* share = groupShare(view, j);
        if (!share)
            continue;
        const NodeShare& s = *share;
        std::vector<int> slots = s.gpuSlots;
        std::sort(slots.begin(), slots.end());
        SliceGroup& g = byGpus[{s.node, slots}];
        g.node = s.node;
        g.slots = std::move(slots);
        g.members.push_back(j);
        g.shares.push_back(s);
    }
    std::vector<SliceGroup> out;
    for (auto& [key, g] : byGpus)
        out.push_back(std::move(g));
    return out;
}

// The same GPUs with another slice, CPU and memory following the slice.
NodeShare rescaled(const NodeShare& s, int milli) {
    NodeShare r = s;
    const double scale = static_cast<double>(milli) / s.gpuMilli;
    r.gpuMilli = milli;
    r.cpus = s.cpus * scale;
    r.memGb = s.memGb * scale;
    return r;
}

void resize(Decision& decision, CapacityLedger& ledger, int job, NodeShare& planned,
            NodeShare next) {
    ledger.giveBack(Allocation{{planned}});
    ledger.take(Allocation{{next}});
    planned = next;
    decision.actions.push_back({ActionRecord::Kind::Resize, job, Allocation{{std::move(next)}}});
}

// Shrinking the members to 1000 / (k + 1) leaves a slice of every GPU, and some CPU and memory,
// for one more (a fractional job may have taken part of a vacated slice).
bool roomAfterShrinking(const CapacityLedger& ledger, const SliceGroup& g) {
    const int milli = 1000 / (static_cast<int>(g.members.size()) + 1);
    int freedMilli = 0;
    double cpus = ledger.freeCpus(g.node), mem = ledger.freeMemGb(g.node);
    for (const auto& s : g.shares) {
        if (s.gpuMilli <= milli)
            continue;
        const NodeShare r = rescaled(s, milli);
        freedMilli += s.gpuMilli - milli;
        cpus += s.cpus - r.cpus;
        mem += s.memGb - r.memGb;
    }
    return cpus > kSlack && mem > kSlack &&
           std::all_of(g.slots.begin(), g.slots.end(), [&](int slot) {
               return ledger.freeMilli(g.node, slot) + freedMilli >= milli;
           });
}

} // namespace

Decision GandivaScheduler::schedule(const ClusterView& view) {
    Decision decision;
    CapacityLedger ledger(view);
    const Cluster& cluster = view.cluster();

    // GPU counts of the jobs started on each node in this decision; with the jobs already there,
    // the node's affinity.
    std::map<int, std::vector<int>> startedOnNode;
    auto hasAffinity = [&](int node, int gpus) {
        for (int j : view.jobsOn(node))
            if (view.job(j).gpus == gpus)
                return true;
        auto it = startedOnNode.find(node);
        return it != startedOnNode.end() &&
               std::find(it->second.begin(), it->second.end(), gpus) != it->second.end();
    };
    std::vector<int> withFree;

    // 1. Waiting jobs onto free GPUs: affinity first, then best fit.
    std::vector<int> unplaced;
    for (int j : view.pending()) {
        const Job& job = view.job(j);
        if (!job.fractional() && ledger.totalFreeWholeGpus() < job.gpus) {
            unplaced.push_back(j);
            continue;
        }
        JobDecision d;
        d.job = j;
        struct Fit {
            double score;
            int node;
            double affinity, left;
        };
        std::vector<Fit> fits;
        // Fractional jobs share GPUs already; they are placed best fit like everywhere else.
        // When only the best is read (no candidates kept), the best node with affinity is the
        // first that fits among those running a job of this size, fewest free GPUs first (the
        // view's index; the nodes this decision changed are judged here); then one without
        // affinity can only win from a bucket of free GPUs where it scores at least as much, the
        // first that fits there (any node there with affinity was found already). Ties go to
        // the lower node, as in a scan by index.
        const bool bestOnly = topK_ <= 1 || !view.recordsDecisions();
        if (!job.fractional() && bestOnly) {
            while (nodesSeen_ < view.cluster().size())
                mostGpus_ = std::max(mostGpus_, view.cluster().node(nodesSeen_++).gpus);
            int bestNode = -1;
            double bestScore = 0, bestAffinity = 0;
            const auto offer = [&](int n, double affinity, double left) {
                const double score = 10.0 * affinity - left;
                if (bestNode >= 0 && (score < bestScore || (score == bestScore && n > bestNode)))
                    return;
                bestNode = n;
                bestScore = score;
                bestAffinity = affinity;
            };
            ledger.touchedNodes(changed_);
            for (int n : changed_)
                if (ledger.alive(n) && ledger.freeWholeGpus(n) >= job.gpus &&
                    fitOnNode(view, ledger, j, n, ShareSizing{}))
                    offer(n, hasAffinity(n, job.gpus) ? 1.0 : 0.0,
                          ledger.freeWholeGpus(n) - job.gpus);
            if (const auto* running = view.affinity().running(job.gpus))
                for (auto at = running->lower_bound({job.gpus, std::numeric_limits<int>::min()});
                     at != running->end(); ++at) {
                    const auto [free, n] = *at;
                    const double left = free - job.gpus;
                    if (bestNode >= 0 && 10.0 - left < bestScore)
                        break;
                    if (std::ranges::binary_search(changed_, n) ||
                        !fitOnNode(view, ledger, j, n, ShareSizing{}))
                        continue;
                    offer(n, 1.0, left); // the later ones leave more free, or tie higher up
                    break;
                }
            for (int free = job.gpus; free <= mostGpus_; ++free) {
                const double left = free - job.gpus;
                if (bestNode >= 0 && -left < bestScore)
                    break;
                // A few nodes first: the first that fits is usually among them.
                for (std::size_t ask = 16;; ask = static_cast<std::size_t>(-1)) {
                    ledger.nodesWithExactlyFreeGpus(free, withFree, ask);
                    const auto fitting = std::ranges::find_if(withFree, [&](int n) {
                        return fitOnNode(view, ledger, j, n, ShareSizing{}).has_value();
                    });
                    if (fitting != withFree.end()) {
                        offer(*fitting, 0.0, left); // a node with affinity scored more above
                        break;
                    }
                    if (withFree.size() < ask)
                        break;
                }
            }
            if (bestNode >= 0)
                fits.push_back(
                    {bestScore, bestNode, bestAffinity, 10.0 * bestAffinity - bestScore});
        } else {
            withFree.clear();
            if (!job.fractional())
                ledger.nodesWithFreeGpus(job.gpus, withFree);
            for (int n : withFree) {
                if (!fitOnNode(view, ledger, j, n, ShareSizing{}))
                    continue;
                const double affinity = hasAffinity(n, job.gpus) ? 1.0 : 0.0;
                const double left = ledger.freeWholeGpus(n) - job.gpus;
                fits.push_back({10.0 * affinity - left, n, affinity, left});
            }
        }
        std::optional<Allocation> chosen;
        if (!fits.empty()) {
            // Only the best few are read: ties in node order, as a stable sort of all would.
            const std::size_t keep =
                std::min(fits.size(), static_cast<std::size_t>(std::max(topK_, 1)));
            std::partial_sort(fits.begin(), fits.begin() + static_cast<std::ptrdiff_t>(keep),
                              fits.end(), [](const Fit& a, const Fit& b) {
                                  return a.score != b.score ? a.score > b.score : a.node < b.node;
                              });
            for (std::size_t i = 0; i < fits.size() && static_cast<int>(i) < topK_; ++i) {
                CandidateRecord c;
                c.nodes = {fits[i].node};
                c.feasible = true;
                c.terms = {{"affinity", fits[i].affinity, fits[i].affinity, 10.0},
                           {"GPUs left free", fits[i].left, fits[i].left, -1.0}};
                c.score = fits[i].score;
                d.candidates.push_back(std::move(c));
            }
            const NodeShare s = *fitOnNode(view, ledger, j, fits.front().node, ShareSizing{});
            d.outcome = {{fits.front().affinity > 0 ? OutcomeClause::Code::Affinity
                                                    : OutcomeClause::Code::BestFit},
                         {OutcomeClause::Code::StartedOnNode, {s.cpus, s.memGb}, {s.node}}};
            chosen = Allocation{{s}};
        } else {
            // Fractional, or larger than any node's free GPUs (a gang across nodes).
            PlacementResult placed = placeConsolidated(view, ledger, j, topK_);
            d = std::move(placed.explanation);
            chosen = std::move(placed.allocation);
        }
        if (!chosen) {
            unplaced.push_back(j);
            continue;
        }
        d.placed = true;
        ledger.take(*chosen);
        for (const auto& s : chosen->shares)
            startedOnNode[s.node].push_back(job.gpus);
        decision.actions.push_back({ActionRecord::Kind::Start, j, std::move(*chosen)});
        decision.jobs.push_back(std::move(d));
    }

    // Groups act below only if a member holds a slice (unpacking, growing back) or a job waits
    // (joining one): with nothing waiting, the groups of the sliced jobs are all that matter.
    std::erase_if(sliced_, [&](int j) {
        const NodeShare* share = groupShare(view, j);
        return !share || share->gpuMilli >= 1000;
    });
    std::vector<SliceGroup> groups =
        sliceGroups(view, unplaced.empty() ? std::span<const int>(sliced_) : view.running());

    // 2. Unpack: the newest member of a sliced group migrates to whole free GPUs.
    for (auto& g : groups) {
        while (g.members.size() >= 2 &&
               ledger.totalFreeWholeGpus() >= static_cast<int>(g.slots.size())) {
            const auto newest = std::max_element(g.members.begin(), g.members.end());
            const int j = *newest;
            std::optional<NodeShare> target;
            ledger.nodesWithFreeGpus(view.job(j).gpus, withFree);
            for (std::size_t k = 0; k < withFree.size() && !target; ++k)
                target = fitOnNode(view, ledger, j, withFree[k], ShareSizing{});
            if (!target)
                break;
            const auto i = static_cast<std::size_t>(newest - g.members.begin());
            ledger.giveBack(Allocation{{g.shares[i]}});
            ledger.take(Allocation{{*target}});
            JobDecision d;
            d.job = j;
            d.placed = true;
            d.outcome = {{OutcomeClause::Code::Unsliced,
                          {g.slots.begin(), g.slots.end()},
                          {g.node, target->node}}};
            decision.jobs.push_back(std::move(d));
            decision.actions.push_back({ActionRecord::Kind::Resize, j, Allocation{{*target}}});
            g.members.erase(newest);
            g.shares.erase(g.shares.begin() + static_cast<std::ptrdiff_t>(i));
        }
    }

    // 3. Oversubscription: a waiting whole-GPU job joins a group of its GPU count.
    std::vector<int> stillWaiting;
    std::vector<int> sizesWithoutRoom;
    for (int j : unplaced) {
        const Job& job = view.job(j);
        SliceGroup* best = nullptr;
        if (!job.fractional() && std::find(sizesWithoutRoom.begin(), sizesWithoutRoom.end(),
                                           job.gpus) == sizesWithoutRoom.end()) {
            for (auto& g : groups) {
                if (static_cast<int>(g.slots.size()) != job.gpus || g.members.empty() ||
                    static_cast<int>(g.members.size()) >= maxSlices_ || !ledger.alive(g.node) ||
                    !gpuSpecAllows(job.gpuSpec, cluster.node(g.node).gpuModel) ||
                    !roomAfterShrinking(ledger, g))
                    continue;
                if (!best || g.members.size() < best->members.size())
                    best = &g;
            }
            if (!best)
                sizesWithoutRoom.push_back(job.gpus);
        }
        if (!best) {
            stillWaiting.push_back(j);
            continue;
        }
        const int k = static_cast<int>(best->members.size()) + 1;
        const int milli = 1000 / k;
        for (std::size_t i = 0; i < best->members.size(); ++i)
            if (best->shares[i].gpuMilli > milli)
                resize(decision, ledger, best->members[i], best->shares[i],
                       rescaled(best->shares[i], milli));
        const Node& node = cluster.node(best->node);
        const double units = job.gpus * (milli / 1000.0);
        NodeShare share{best->node,
                        job.gpus,
                        milli,
                        std::min(units * node.cpusPerGpu(), ledger.freeCpus(best->node)),
                        std::min(units * node.memPerGpu(), ledger.freeMemGb(best->node)),
                        best->slots};
        JobDecision d;
        d.job = j;
        d.placed = true;
        CandidateRecord c;
        c.nodes = {best->node};
        c.feasible = true;
        c.terms = {{"jobs sharing the GPUs", static_cast<double>(k), static_cast<double>(k), 1.0}};
        c.score = -k;
        d.candidates.push_back(std::move(c));
        OutcomeClause sliced{OutcomeClause::Code::TimeSliced,
                             {static_cast<double>(k), static_cast<double>(milli)},
                             {best->node}};
        sliced.args.insert(sliced.args.end(), best->slots.begin(), best->slots.end());
        d.outcome = {std::move(sliced)};
        ledger.take(Allocation{{share}});
        best->members.push_back(j);
        best->shares.push_back(share);
        decision.actions.push_back({ActionRecord::Kind::Start, j, Allocation{{std::move(share)}}});
        decision.jobs.push_back(std::move(d));
    }

    // 4. A group that lost members grows its slices back, if its node has the CPU and memory.
    for (auto& g : groups) {
        if (g.members.empty())
            continue;
        const int k = static_cast<int>(g.members.size());
        const int milli = 1000 / k;
        double cpus = 0, mem = 0;
        int grow = 0;
        for (const auto& s : g.shares) {
            if (s.gpuMilli >= milli)
                continue;
            const NodeShare r = rescaled(s, milli);
            cpus += r.cpus - s.cpus;
            mem += r.memGb - s.memGb;
            grow += milli - s.gpuMilli;
        }
        if (grow == 0 || ledger.freeCpus(g.node) + kSlack < cpus ||
            ledger.freeMemGb(g.node) + kSlack < mem)
            continue;
        const bool gpusFree = std::all_of(g.slots.begin(), g.slots.end(), [&](int slot) {
            return ledger.freeMilli(g.node, slot) >= grow;
        });
        if (!gpusFree)
            continue;
        for (std::size_t i = 0; i < g.members.size(); ++i)
            if (g.shares[i].gpuMilli < milli)
                resize(decision, ledger, g.members[i], g.shares[i], rescaled(g.shares[i], milli));
    }

    if (!stillWaiting.empty()) {
        PlacementResult head = placeConsolidated(view, ledger, stillWaiting.front(), topK_);
        head.explanation.outcome.push_back({OutcomeClause::Code::NoTimeSliceRoom});
        decision.jobs.push_back(std::move(head.explanation));
        decision.waitingNotListed = static_cast<int>(stillWaiting.size()) - 1;
    }
    for (const auto& a : decision.actions)
        if (!a.allocation.shares.empty() && a.allocation.shares[0].gpuMilli < 1000 &&
            !view.job(a.job).fractional())
            sliced_.push_back(a.job);
    std::ranges::sort(sliced_);
    sliced_.erase(std::unique(sliced_.begin(), sliced_.end()), sliced_.end());
    return decision;
}

} // namespace maifs
