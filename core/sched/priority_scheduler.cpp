#include "core/sched/priority_scheduler.h"

#include "core/sched/capacity_ledger.h"
#include "core/sched/opt_allocation.h"
#include "core/sched/retune.h"
#include "core/sched/tune_shrink.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <optional>
#include <span>
#include <tuple>

namespace maifs {

std::vector<int> PriorityScheduler::byRank(const ClusterView& view, std::span<const int> jobs) {
    std::vector<std::pair<double, int>> ranked;
    for (int j : jobs)
        ranked.emplace_back(key(view, j), j);
    std::ranges::sort(ranked);
    std::vector<int> out;
    for (const auto& [k, j] : ranked)
        out.push_back(j);
    return out;
}

namespace {

bool sameResources(const Allocation& a, const Allocation& b) {
    if (a.shares.size() != b.shares.size())
        return false;
    for (std::size_t k = 0; k < a.shares.size(); ++k) {
        const NodeShare& x = a.shares[k];
        const NodeShare& y = b.shares[k];
        if (x.node != y.node || x.gpus != y.gpus || x.gpuMilli != y.gpuMilli ||
            std::abs(x.cpus - y.cpus) > 1e-9 || std::abs(x.memGb - y.memGb) > 1e-9)
            return false;
    }
    return true;
}

} // namespace

std::vector<int> PriorityScheduler::runningOnChangedNodes(const ClusterView& view,
                                                          const Decision& decision) {
    // A block of the LP (nodes that gangs link) whose nodes hold what they held at the last round
    // was solved then, or is unchanged since it was, and its jobs hold that answer: solving it
    // again would give the same (the answer is a function of its jobs, their GPUs and its nodes'
    // room, all unchanged; opt_allocation.h). So only blocks with a changed node are solved: a
    // node whose holdings changed since the last round, or that this decision starts or preempts
    // a job on, and every node linked to one through a running gang (but a gang holding its only
    // fair point, which OPT leaves out of its blocks: OptMemo::holdsItsOnlyFairPoint).
    optMarked_.resize(static_cast<std::size_t>(view.cluster().size()), 0);
    std::vector<int> frontier, marked;
    const auto mark = [&](int node) {
        if (!optMarked_[static_cast<std::size_t>(node)]) {
            optMarked_[static_cast<std::size_t>(node)] = 1;
            frontier.push_back(node);
            marked.push_back(node);
        }
    };
    std::vector<int> changed;
    optSince_ = view.nodesWithHoldingsChangedSince(optSince_, changed);
    for (int node : changed)
        mark(node);
    for (const auto& a : decision.actions)
        for (const auto& sh :
             (a.kind == ActionRecord::Kind::Preempt ? view.allocation(a.job) : a.allocation).shares)
            mark(sh.node);
    std::vector<int> jobs;
    while (!frontier.empty()) {
        const int node = frontier.back();
        frontier.pop_back();
        for (int j : view.jobsOn(node)) {
            if (optMemo_.holdsItsOnlyFairPoint(view, j))
                continue;
            jobs.push_back(j);
            for (const auto& sh : view.allocation(j).shares)
                mark(sh.node);
        }
    }
    for (int node : marked)
        optMarked_[static_cast<std::size_t>(node)] = 0;
    std::ranges::sort(jobs);
    jobs.erase(std::unique(jobs.begin(), jobs.end()), jobs.end());
    return jobs;
}

Decision PriorityScheduler::schedule(const ClusterView& view) {
    // Nothing waits and no round re-sizes the running jobs: no action is possible (preemption
    // is for a waiting job), so preemptive policies called at every event skip the ranking.
    const bool retune = view.roundBoundary() && options_.mode != AllocationMode::Fair;
    if (view.pending().empty() && !retune) {
        lastWaiting_.clear();
        return {};
    }
    struct Ranked {
        double key;
        int job;
        bool running;
    };
    // Rank order: the smaller key first, ties to the lower job index (arrival order).
    const auto before = [](const Ranked& a, const Ranked& b) {
        return a.key != b.key ? a.key < b.key : a.job < b.job;
    };
    std::vector<Ranked> order; // the waiting jobs, in rank order
    // A preemptive policy between rounds under engine.preemption_points: rounds ranks only the
    // waiting jobs.
    const bool preemptive = options_.preemptive && view.preemptionAllowed();
    const bool arrivalOrder = options_.strictOrder && !options_.preemptive;
    // Strict FIFO stops at the first job that cannot start: it walks the waiting list (already in
    // arrival order) as far as it gets instead of copying the whole queue at every event.
    const std::span<const int> waiting = view.pending();
    // The running jobs a waiting one may displace, with their keys: keyed only when a waiting job
    // misses (a job that fits needs no displacement, and keying every running job at every
    // arrival cost O(running) each), sorted only when a displacement is tried. Their
    // lowest-ranked one decides whether any can be displaced at all, since outranks() is
    // monotone: a waiting job can displace some running job ranked below it exactly when it
    // outranks the lowest-ranked of them.
    std::vector<Ranked> running;
    bool runningKeyed = false, runningSorted = false;
    std::optional<Ranked> lowestRunning;
    // A policy whose keys hold while jobs wait keeps them in order across decisions.
    const bool kept = !arrivalOrder && keysHoldWhileWaiting() &&
                      waitingOrder_.update(view,
                                           {[&](int j) { return key(view, j); },
                                            [&](int j) { return shapes_.of(view, j); },
                                            [&](int j) {
                                                return keyChangesAt(view, j);
                                            }},
                                           options_.keptOrderFrom);
    if (!arrivalOrder && !kept) {
        order.reserve(view.pending().size());
        for (int j : view.pending())
            order.push_back({key(view, j), j, false});
        std::stable_sort(order.begin(), order.end(), before);
    }
    // The waiting jobs are asked in rank order, and once one cannot displace any running job
    // no later one can (outranks() is monotone, and the running jobs keyed here stay the same
    // through the decision), so the rest of a long queue is not asked.
    bool displacementClosed = false;
    const auto canDisplace = [&](const Ranked& r) {
        if (arrivalOrder || !preemptive || displacementClosed)
            return false;
        if (!runningKeyed) {
            runningKeyed = true;
            for (int j : view.running())
                running.push_back({key(view, j), j, true});
            if (!running.empty())
                lowestRunning = *std::ranges::max_element(running, before);
        }
        const bool can =
            lowestRunning && before(r, *lowestRunning) && outranks(r.key, lowestRunning->key);
        displacementClosed = !can;
        return can;
    };

    Decision decision;
    CapacityLedger ledger(view);
    // Demands that found no place since the ledger last changed: an identical one cannot fit
    // either, so long queues cost one scan per distinct shape, not one per job. Nor can it by
    // displacing: the shape's first job searched if it could displace anyone, and a later job
    // ranks no better, so it may displace a prefix of those same jobs only (outranks() is
    // monotone in both ranks) and frees no more.
    failedShapes_.clear();
    int waitingRecorded = 0, waitingUnrecorded = 0;
    std::map<int, JobDecision> waitingNow;
    constexpr int kWaitingRecords = 8;
    touched_.startDecision(view.jobCount()); // jobs preempted or resized in this decision
    const std::vector<char>& preempted = touched_.byJob();
    const auto mark = [&](int j) {
        touched_.set(j);
    };
    // The walk: the kept order's jobs from `keptAt`, or the list ranked here from `pos`.
    const WaitingOrder::Order& keptOrder = waitingOrder_.jobs();
    const std::size_t count =
        kept ? keptOrder.size() : (arrivalOrder ? waiting.size() : order.size());
    WaitingOrder::Order::Position keptAt = keptOrder.begin(), keptNext;
    std::size_t pos = 0;
    std::size_t asked = 0; // jobs looked at one by one
    // With the order kept, a known miss that is passed over takes every known miss after it
    // along: the walk resumes at the next job of a shape that has not missed (a queue of
    // thousands is crossed in a few searches per shape, not job by job), and the jobs it passed
    // over are counted at the end.
    const bool passesOverRuns = kept && !options_.strictOrder;
    for (; kept ? keptAt != keptOrder.end() : pos < count;
         kept ? void(keptAt = keptNext) : void(++pos)) {
        ++asked;
        if (kept)
            keptNext = keptOrder.next(keptAt);
        const Ranked r = kept ? Ranked{keptOrder.at(keptAt).key, keptOrder.at(keptAt).job, false}
                         : arrivalOrder ? Ranked{0.0, waiting[pos], false}
                                        : order[pos];
        const int shape = kept ? keptOrder.at(keptAt).shape : shapes_.of(view, r.job);
        const double rank = arrivalOrder ? key(view, r.job) : r.key; // for the record
        const bool knownMiss = failedShapes_.contains(shape);
        // A known miss waits. Whether it may displace decides only how its decision record lists
        // it (placed again for the explanation, or passed over), so a run keeping none does not
        // ask; a later job that asks closes the displacement as this one would have.
        if (knownMiss && (!view.recordsDecisions() || !canDisplace(r))) {
            ++waitingUnrecorded;
            if (options_.strictOrder)
                break;
            // So would every known miss up to the next job of another shape: none may displace
            // now (the run keeps no records, or displacement is closed for the decision).
            if (passesOverRuns)
                keptNext = waitingOrder_.nextOutside(keptAt, failedShapes_);
            continue;
        }
        PlacementResult placed = placeWithMode(view, ledger, r.job, options_.topK, options_.mode,
                                               options_.prefer, &optMemo_);
        std::vector<int> victims;
        if (!placed.allocation && !knownMiss && canDisplace(r)) {
            // Free running jobs of strictly lower rank, lowest first, until the job fits: the
            // shortest such prefix of them. A longer prefix only frees more (placement.h), so
            // galloping over prefix lengths 1, 2, 4, ... and then bisecting between the last miss
            // and the first fit finds what giving them back one at a time finds, in log(k)
            // placements instead of k.
            if (!runningSorted) {
                std::ranges::sort(running, before);
                runningSorted = true;
            }
            std::vector<int> lower;
            for (auto low = running.rbegin(); low != running.rend() && before(r, *low); ++low)
                if (!preempted[static_cast<std::size_t>(low->job)] && outranks(r.key, low->key))
                    lower.push_back(low->job);
            // Each trial gives its victims back on the ledger itself and a trial that fits is
            // rolled back, so the ledger holds the longest prefix known not to admit the job.
            ledger.beginTrials();
            const std::size_t beforeSearch = ledger.checkpoint();
            std::size_t misses = 0, fits = 0;
            PlacementResult best;
            const auto tryPrefix = [&](std::size_t k) {
                const std::size_t atMiss = ledger.checkpoint();
                for (std::size_t i = misses; i < k; ++i)
                    ledger.giveBack(view.allocation(lower[i]));
                PlacementResult again = placeWithMode(view, ledger, r.job, options_.topK,
                                                      options_.mode, options_.prefer, &optMemo_);
                if (!again.allocation) {
                    misses = k;
                    return false;
                }
                fits = k;
                best = std::move(again);
                ledger.rollBack(atMiss);
                return true;
            };
            for (std::size_t k = 1; k <= lower.size() && !tryPrefix(k) && k < lower.size();
                 k = std::min(2 * k, lower.size())) {
            }
            while (fits > 0 && misses + 1 < fits)
                tryPrefix(misses + (fits - misses) / 2);
            if (fits > 0) {
                // The fitting prefix's victims, given back in the same order as in its trial
                // (the sums are the same to the last bit).
                for (std::size_t i = misses; i < fits; ++i)
                    ledger.giveBack(view.allocation(lower[i]));
                placed = std::move(best);
                victims.assign(lower.begin(), lower.begin() + static_cast<std::ptrdiff_t>(fits));
            } else {
                ledger.rollBack(beforeSearch);
            }
            ledger.endTrials();
        }
        std::vector<Action> resizes;
        if (!placed.allocation && !knownMiss && options_.mode == AllocationMode::Tune) {
            if (auto shrink =
                    shrinkPeersToAdmit(view, ledger, r.job, preempted, decision.actions)) {
                placed.explanation.outcome = {shrink->outcome()};
                resizes = std::move(shrink->resizes);
                placed.allocation = std::move(shrink->start);
                placed.explanation.placed = true;
                for (const auto& a : resizes)
                    mark(a.job); // not touched again this decision
                // the ledger already holds the peers' new sizes and this start
                for (auto& a : resizes)
                    decision.actions.push_back(std::move(a));
                decision.actions.push_back({ActionRecord::Kind::Start, r.job, *placed.allocation});
                placed.explanation.key = orderKey(rank);
                decision.jobs.push_back(std::move(placed.explanation));
                failedShapes_.clear();
                continue;
            }
        }
        placed.explanation.key = orderKey(rank);
        if (!placed.allocation) {
            if (!knownMiss)
                failedShapes_.insert(shape);
            // A job still waiting for the same reason as at the last decision is not repeated.
            // (Only the record reads verdicts: a run that keeps none does not compare them.)
            bool repeat = false;
            if (view.recordsDecisions()) {
                auto last = lastWaiting_.find(r.job);
                repeat =
                    last != lastWaiting_.end() && sameVerdict(last->second, placed.explanation);
                waitingNow[r.job] = verdictOf(placed.explanation);
            }
            if (!repeat && waitingRecorded++ < kWaitingRecords)
                decision.jobs.push_back(std::move(placed.explanation));
            else
                ++waitingUnrecorded;
            if (options_.strictOrder)
                break;
            continue;
        }
        failedShapes_.clear();
        for (int v : victims) {
            mark(v);
            decision.actions.push_back({ActionRecord::Kind::Preempt, v, {}});
            placed.explanation.outcome.push_back(
                {OutcomeClause::Code::Preempts, {static_cast<double>(v)}});
        }
        ledger.take(*placed.allocation);
        decision.actions.push_back(
            {ActionRecord::Kind::Start, r.job, std::move(*placed.allocation)});
        decision.jobs.push_back(std::move(placed.explanation));
    }
    if (passesOverRuns)
        waitingUnrecorded += static_cast<int>(count - asked);
    // At a round, Synergy re-does the CPU / memory of the jobs already running (retune.h).
    // (+tune looks only at the jobs that may be below their best case; +opt's LP takes them all,
    // of which only the blocks on changed nodes need solving.)
    std::vector<int> stillRunning;
    if (retune)
        for (int j : byRank(view, options_.mode == AllocationMode::Tune
                                      ? belowBest_.current(view)
                                      : runningOnChangedNodes(view, decision)))
            if (!preempted[static_cast<std::size_t>(j)])
                stillRunning.push_back(j);
    if (options_.mode == AllocationMode::Opt) {
        std::vector<Action> starts;
        starts.reserve(decision.actions.size() + stillRunning.size());
        // The starts' allocations move to the LP and back (copies cost a heap block each).
        for (auto& a : decision.actions)
            if (a.kind == ActionRecord::Kind::Start)
                starts.push_back({a.kind, a.job, std::move(a.allocation)});
        const std::size_t newStarts = starts.size();
        // Running jobs join the LP at their cheapest point on the GPUs they hold.
        for (int j : stillRunning) {
            const auto& points = optMemo_.points(view.profile(j), view.job(j).gpus);
            if (points.empty())
                continue;
            Allocation cheapest = view.allocation(j);
            sizeAt(cheapest, view.job(j), points.front().cpusPerGpu, points.front().memPerGpu);
            ledger.resizeCpuMem(view.allocation(j), cheapest);
            starts.push_back({ActionRecord::Kind::Resize, j, std::move(cheapest)});
        }
        const std::vector<double> optimumOf = optimiseCpuMem(view, ledger, starts, optMemo_);
        std::size_t k = 0;
        for (auto& a : decision.actions)
            if (a.kind == ActionRecord::Kind::Start)
                a.allocation = std::move(starts[k++].allocation);
        for (std::size_t r = newStarts; r < starts.size(); ++r) {
            if (!sameResources(view.allocation(starts[r].job), starts[r].allocation)) {
                if (view.recordsDecisions())
                    decision.jobs.push_back(
                        explainResize(view, starts[r], OutcomeClause::ResizeCause::OptLp));
                decision.actions.push_back(std::move(starts[r]));
            }
        }
        if (view.recordsDecisions()) {
            std::map<int, double> blockOptimum;
            for (std::size_t i = 0; i < starts.size(); ++i)
                blockOptimum.emplace(starts[i].job, optimumOf[i]);
            for (auto& d : decision.jobs)
                if (d.placed)
                    if (auto it = blockOptimum.find(d.job); it != blockOptimum.end())
                        d.outcome.push_back({OutcomeClause::Code::SetByOptLp, {it->second}});
        }
        orderFeasibly(view, decision.actions);
    } else if (retune && options_.mode == AllocationMode::Tune) {
        retuneAtRound(view, ledger, stillRunning, preempted, decision);
    }
    decision.waitingNotListed = waitingUnrecorded;
    lastWaiting_ = std::move(waitingNow);
    if (options_.mode == AllocationMode::Tune)
        belowBest_.note(view, decision.actions);
    return decision;
}

} // namespace maifs
