#include "core/sched/tetris.h"

#include "core/model/placeability.h"
#include "core/sched/capacity_ledger.h"
#include "core/sched/retune.h"
#include "core/sched/tune_shrink.h"

#include <algorithm>

namespace maifs {

namespace {

// The packing score's alignment: the dot product of a share's demand and a node's free
// resources, both as fractions of the node. One expression for a score and for its bounds, so
// that a bound rounds as the score does (rounding is monotone: more free never scores less).
double alignmentOf(const Node& node, const NodeShare& share, int freeGpus, double freeCpus,
                   double freeMem) {
    const double g = share.gpus * share.gpuMilli / 1000.0;
    return (g / node.gpus) * (freeGpus + 0.0) / node.gpus +
           (share.cpus / node.cpus) * (freeCpus / node.cpus) +
           (share.memGb / node.memGb) * (freeMem / node.memGb);
}

} // namespace

// The best (job, node) pair so far: the highest score, then the earlier job in the window, then
// the lower node, as a scan of every node in order, keeping the first of equal scores, picks.
struct TetrisScheduler::Pick {
    double score = -1e300;
    int job = -1;
    NodeShare share;
    double alignment = 0, shortness = 0;
};

// One job's search: what it is sized as and what its shortness adds to every node's score.
struct TetrisScheduler::Candidate {
    int job = -1;
    ShareSizing sizing;
    double shortness = 0;
    double bonus = 0;
};

// Scores `share` of candidate `c` on node `n` (free resources as the ledger has them).
void TetrisScheduler::offer(const ClusterView& view, const CapacityLedger& ledger,
                            const Candidate& c, int n, const NodeShare& share, Pick& best) {
    const Node& node = view.cluster().node(n);
    const double alignment =
        alignmentOf(node, share, ledger.freeWholeGpus(n), ledger.freeCpus(n), ledger.freeMemGb(n));
    const double score = alignment + c.bonus;
    if (score > best.score || (score == best.score && best.job == c.job && n < best.share.node))
        best = {score, c.job, share, alignment, c.shortness};
}

bool TetrisScheduler::searchWholeGpus(const ClusterView& view, const CapacityLedger& ledger,
                                      const Candidate& c, Pick& best) {
    const Job& job = view.job(c.job);
    if (ledger.totalFreeWholeGpus() < job.gpus)
        return false;
    bool any = false;
    // The nodes this decision changed, from the ledger.
    for (int n : changed_)
        if (ledger.alive(n) && ledger.freeWholeGpus(n) >= job.gpus)
            if (auto share = fitOnNode(view, ledger, c.job, n, c.sizing)) {
                any = true;
                offer(view, ledger, c, n, *share, best);
            }
    // The others by their free-state groups, the bucket (free GPUs, kind) that could score highest
    // first, each bucket's groups from the most free CPUs down, until no group left could beat
    // the best: its bound (its free GPUs and CPUs, the most free memory in its bucket) scores no
    // less than any of its nodes.
    // The view's index stands still during a decision: its buckets are listed once per call.
    if (!bucketsListed_) {
        buckets_.clear();
        view.freeStates().buckets(1, buckets_);
        bucketsListed_ = true;
    }
    bounds_.clear();
    for (std::size_t b = 0; b < buckets_.size(); ++b) {
        const auto& bucket = buckets_[b];
        if (bucket.wholeGpus < job.gpus)
            continue;
        const int rep = *bucket.first->second.nodes.begin();
        const Node& node = view.cluster().node(rep);
        if (!job.gpuSpec.empty() && !gpuSpecAllows(job.gpuSpec, node.gpuModel))
            continue;
        const NodeShare demand = sizedShare(view, job, rep, job.gpus, c.sizing);
        const double bound =
            alignmentOf(node, demand, bucket.wholeGpus, bucket.mostCpus(), bucket.mostMemGb) +
            c.bonus;
        bounds_.push_back({bound, b, demand});
    }
    // Highest bound first, equal ones in bucket order (a plain sort: no buffer per search).
    std::ranges::sort(bounds_, [](const BucketBound& a, const BucketBound& b) {
        return a.score > b.score || (a.score == b.score && a.bucket < b.bucket);
    });
    bool pruned = false;
    for (const BucketBound& bb : bounds_) {
        if (bb.score < best.score) {
            pruned = true;
            break;
        }
        const auto& bucket = buckets_[bb.bucket];
        const Node& node = view.cluster().node(bb.demand.node);
        for (auto group = bucket.end; group != bucket.first;) {
            --group;
            const FreeStateIndex::State& state = group->second.state;
            // Fewer CPUs than the share: neither this group nor any after it fits.
            if (state.cpus + kFitSlack < bb.demand.cpus)
                break;
            if (alignmentOf(node, bb.demand, bucket.wholeGpus, state.cpus, bucket.mostMemGb) +
                    c.bonus <
                best.score) {
                pruned = true;
                break;
            }
            const auto& members = group->second.nodes;
            const auto n = std::ranges::find_if(
                members, [&](int m) { return !std::ranges::binary_search(changed_, m); });
            if (n == members.end())
                continue;
            if (auto share = fitOnNode(view, ledger, c.job, *n, c.sizing)) {
                any = true;
                offer(view, ledger, c, *n, *share, best);
            }
        }
    }
    if (any || !pruned)
        return any;
    // Whether the job fits anywhere at this sizing decides TUNE's fallback, whatever it scores.
    for (const BucketBound& bb : bounds_)
        for (auto group = buckets_[bb.bucket].end; group != buckets_[bb.bucket].first;) {
            --group;
            if (group->second.state.cpus + kFitSlack < bb.demand.cpus)
                break;
            for (int n : group->second.nodes)
                if (!std::ranges::binary_search(changed_, n) &&
                    fitOnNode(view, ledger, c.job, n, c.sizing))
                    return true;
        }
    return false;
}

Decision TetrisScheduler::schedule(const ClusterView& view) {
    Decision decision;
    CapacityLedger ledger(view);
    touched_.startDecision(view.jobCount()); // acted on already
    const std::vector<char>& touched = touched_.byJob();
    std::vector<int> waiting;
    for (int j : view.pending()) {
        if (static_cast<int>(waiting.size()) >= window_)
            break;
        waiting.push_back(j);
    }
    std::vector<int> nodes; // the nodes a GPU-share job is scored on
    bucketsListed_ = false;
    while (!waiting.empty()) {
        ledger.touchedNodes(changed_); // judged from the ledger; the view's index has them stale
        double maxRemaining = 0;
        for (int j : waiting)
            maxRemaining =
                std::max(maxRemaining, view.remainingWork(j) / view.job(j).gpuEquivalent());
        Pick best;
        for (int j : waiting) {
            const Job& job = view.job(j);
            const ShareSizing sizing =
                mode_ == AllocationMode::Fair ? ShareSizing{} : bestCaseSizing(view, j);
            const double remaining = view.remainingWork(j) / job.gpuEquivalent();
            const double shortness = maxRemaining > 0 ? 1.0 - remaining / maxRemaining : 0;
            Candidate c{j, sizing, shortness, srptWeight_ * shortness};
            const bool wholeGpus = !job.fractional() && job.gpus >= 1;
            if (!wholeGpus)
                ledger.nodesByGpus(job, nodes);
            for (int pass = 0; pass < 2; ++pass) {
                bool any = false;
                if (!wholeGpus) {
                    for (int n : nodes)
                        if (auto share = fitOnNode(view, ledger, j, n, c.sizing)) {
                            any = true;
                            offer(view, ledger, c, n, *share, best);
                        }
                } else {
                    any = searchWholeGpus(view, ledger, c, best);
                }
                // TUNE falls back to the proportional share when the best case fits nowhere.
                if (any || mode_ != AllocationMode::Tune || c.sizing.proportional)
                    break;
                c.sizing = ShareSizing{};
            }
        }
        if (best.job >= 0) {
            JobDecision d;
            d.job = best.job;
            d.placed = true;
            CandidateRecord c;
            c.nodes = {best.share.node};
            c.feasible = true;
            c.terms = {{"alignment", best.alignment, best.alignment, 1.0},
                       {"shortness", best.shortness, best.shortness, srptWeight_}};
            c.score = best.score;
            d.candidates.push_back(std::move(c));
            d.outcome = {{OutcomeClause::Code::PackingScore, {best.score}},
                         {OutcomeClause::Code::StartedOnNode,
                          {best.share.cpus, best.share.memGb},
                          {best.share.node}}};
            Allocation a{{best.share}};
            ledger.take(a);
            decision.actions.push_back({ActionRecord::Kind::Start, best.job, std::move(a)});
            decision.jobs.push_back(std::move(d));
            waiting.erase(std::find(waiting.begin(), waiting.end(), best.job));
            continue;
        }
        // No single node takes any of them: gangs spanning nodes, in arrival order.
        bool started = false;
        for (int j : waiting) {
            // Placement refuses a whole-GPU job more GPUs than are free at once; asking it costs
            // an explanation per waiting job at every decision of a full cluster.
            if (const Job& job = view.job(j);
                !job.fractional() && ledger.totalFreeWholeGpus() < job.gpus)
                continue;
            PlacementResult placed = placeWithMode(view, ledger, j, topK_, mode_);
            if (!placed.allocation)
                continue;
            ledger.take(*placed.allocation);
            decision.actions.push_back(
                {ActionRecord::Kind::Start, j, std::move(*placed.allocation)});
            decision.jobs.push_back(std::move(placed.explanation));
            waiting.erase(std::find(waiting.begin(), waiting.end(), j));
            started = true;
            break;
        }
        // TUNE's last step: shrink over-allocated peers back to their proportional share to admit
        // the first waiting job that this lets start.
        if (!started && mode_ == AllocationMode::Tune)
            for (int j : waiting) {
                auto shrink = shrinkPeersToAdmit(view, ledger, j, touched, decision.actions);
                if (!shrink)
                    continue;
                JobDecision d;
                d.job = j;
                d.placed = true;
                d.outcome = {shrink->outcome()};
                for (auto& resize : shrink->resizes) {
                    touched_.set(resize.job);
                    decision.actions.push_back(std::move(resize));
                }
                decision.actions.push_back(
                    {ActionRecord::Kind::Start, j, std::move(shrink->start)});
                decision.jobs.push_back(std::move(d));
                waiting.erase(std::find(waiting.begin(), waiting.end(), j));
                started = true;
                break;
            }
        if (!started)
            break;
    }
    // Why the head still waits: an explanation only, not worth a placement without records.
    if (!waiting.empty() && !decision.actions.empty() && view.recordsDecisions()) {
        PlacementResult head = placeWithMode(view, ledger, waiting.front(), topK_, mode_);
        decision.jobs.push_back(std::move(head.explanation));
        decision.waitingNotListed = static_cast<int>(waiting.size()) - 1;
    }
    // At a round, running jobs (in arrival order) get their best case back where it is free.
    if (view.roundBoundary() && mode_ == AllocationMode::Tune)
        retuneAtRound(view, ledger, belowBest_.current(view), touched, decision);
    if (mode_ == AllocationMode::Tune)
        belowBest_.note(view, decision.actions);
    return decision;
}

} // namespace maifs
