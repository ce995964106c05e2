#include "core/sched/tetris.h"

#include "core/sched/capacity_ledger.h"
#include "core/sched/retune.h"
#include "core/sched/tune_shrink.h"

#include <algorithm>

namespace maifs {

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
    std::vector<int> nodes;    // the nodes a job is scored on
    std::vector<int> distinct; // for whole-GPU jobs: one node per free state
    while (!waiting.empty()) {
        // Nodes with fewer free GPUs than the smallest waiting gang take none of them.
        int fewestGpus = 0;
        for (int j : waiting)
            if (const Job& job = view.job(j); !job.fractional() && job.gpus >= 1)
                fewestGpus = fewestGpus == 0 ? job.gpus : std::min(fewestGpus, job.gpus);
        distinct.clear();
        if (fewestGpus > 0 && ledger.totalFreeWholeGpus() >= fewestGpus)
            distinctFree_.collect(view, ledger, fewestGpus, distinct);
        double maxRemaining = 0;
        for (int j : waiting)
            maxRemaining =
                std::max(maxRemaining, view.remainingWork(j) / view.job(j).gpuEquivalent());
        struct Pick {
            double score = -1e300;
            int job = -1;
            NodeShare share;
            double alignment = 0, shortness = 0;
        } best;
        for (int j : waiting) {
            const Job& job = view.job(j);
            ShareSizing sizing =
                mode_ == AllocationMode::Fair ? ShareSizing{} : bestCaseSizing(view, j);
            const double remaining = view.remainingWork(j) / job.gpuEquivalent();
            const double shortness = maxRemaining > 0 ? 1.0 - remaining / maxRemaining : 0;
            // A whole-GPU job fits only where enough whole GPUs are free (fitOnNode checks).
            if (job.fractional() || job.gpus < 1)
                ledger.nodesByGpus(job, nodes);
            for (int pass = 0; pass < 2; ++pass) {
                bool any = false;
                for (int n : job.fractional() || job.gpus < 1 ? nodes : distinct) {
                    auto share = fitOnNode(view, ledger, j, n, sizing);
                    if (!share)
                        continue;
                    any = true;
                    const Node& node = view.cluster().node(n);
                    const double g = share->gpus * share->gpuMilli / 1000.0;
                    const double alignment =
                        (g / node.gpus) * (ledger.freeWholeGpus(n) + 0.0) / node.gpus +
                        (share->cpus / node.cpus) * (ledger.freeCpus(n) / node.cpus) +
                        (share->memGb / node.memGb) * (ledger.freeMemGb(n) / node.memGb);
                    const double score = alignment + srptWeight_ * shortness;
                    if (score > best.score) {
                        best = {score, j, *share, alignment, shortness};
                    }
                }
                // TUNE falls back to the proportional share when the best case fits nowhere.
                if (any || mode_ != AllocationMode::Tune || sizing.proportional)
                    break;
                sizing = ShareSizing{};
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
