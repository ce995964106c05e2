#include "core/sched/ordering_policies.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace maifs {

namespace {

PriorityScheduler::Options options(AllocationMode mode, int topK, bool preemptive, bool rounds,
                                   bool strict = false) {
    PriorityScheduler::Options o;
    o.mode = mode;
    o.topK = topK;
    o.preemptive = preemptive;
    o.periodicRounds = rounds;
    o.strictOrder = strict;
    return o;
}

} // namespace

std::unique_ptr<Scheduler> makeFifo(AllocationMode mode, int topK) {
    return std::make_unique<KeyedScheduler>(
        options(mode, topK, false, false, true), OrderKey::Kind::Arrival,
        [](const ClusterView& v, int j) { return v.job(j).submit; });
}

std::unique_ptr<Scheduler> makeFifoBackfill(AllocationMode mode, int topK) {
    return std::make_unique<KeyedScheduler>(
        options(mode, topK, false, false, false), OrderKey::Kind::Arrival,
        [](const ClusterView& v, int j) { return v.job(j).submit; }, KeyedScheduler::OutranksFn{},
        KeyedScheduler::WaitingKeys::Hold);
}

std::unique_ptr<Scheduler> makeSpread(AllocationMode mode, int topK) {
    PriorityScheduler::Options o = options(mode, topK, false, false, true);
    o.prefer = NodePreference::MostFree;
    return std::make_unique<KeyedScheduler>(
        o, OrderKey::Kind::Arrival, [](const ClusterView& v, int j) { return v.job(j).submit; });
}

std::unique_ptr<Scheduler> makeSjf(AllocationMode mode, int topK) {
    return std::make_unique<KeyedScheduler>(
        options(mode, topK, false, false), OrderKey::Kind::ExpectedDuration,
        [](const ClusterView& v, int j) { return v.job(j).duration; }, KeyedScheduler::OutranksFn{},
        KeyedScheduler::WaitingKeys::Hold);
}

std::unique_ptr<Scheduler> makeSrtf(AllocationMode mode, int topK) {
    // Work is in reference-rate seconds x GPUs: remaining work / GPUs = remaining time at the
    // trace's own allocation. The Synergy modes size jobs at their best case where they can, so
    // there the remaining time is at the best-case speed, as Synergy's SRTF ranks them.
    const bool bestCase = mode != AllocationMode::Fair;
    return std::make_unique<KeyedScheduler>(
        options(mode, topK, true, false), OrderKey::Kind::Remaining,
        [bestCase](const ClusterView& v, int j) {
            const double g = v.job(j).gpuEquivalent();
            const double speed =
                bestCase ? SpeedModel::bestThroughput(v.profile(j), v.job(j).gpus) : 1.0;
            return v.remainingWork(j) / (g * std::max(speed, 1e-9));
        },
        // A waiting job's remaining work does not move (a preemption's restart cost is charged
        // as it stops).
        KeyedScheduler::OutranksFn{}, KeyedScheduler::WaitingKeys::Hold);
}

std::unique_ptr<Scheduler> makeLas(AllocationMode mode, int topK) {
    return std::make_unique<KeyedScheduler>(
        options(mode, topK, true, true), OrderKey::Kind::Attained,
        [](const ClusterView& v, int j) { return v.attainedGpuSeconds(j); },
        KeyedScheduler::OutranksFn{}, KeyedScheduler::WaitingKeys::Hold);
}

std::unique_ptr<Scheduler> makeTiresias(AllocationMode mode, int topK, TiresiasParams params) {
    std::sort(params.queueThresholdsGpuS.begin(), params.queueThresholdsGpuS.end());
    // The job's queue by attained GPU time, and whether it may be promoted back to the first
    // queue: a waiting job of a lower queue that has run before, once it has waited
    // `starvationFactor` times its last run.
    const auto standing = [params](const ClusterView& v, int j) {
        const double attained = v.attainedGpuSeconds(j);
        int queue = 0;
        for (double t : params.queueThresholdsGpuS)
            queue += attained >= t;
        const bool promotable = queue > 0 && params.starvationFactor > 0 &&
                                v.lastRunSeconds(j) > 0 && v.allocation(j).empty();
        return std::pair{queue, promotable};
    };
    const double factor = params.starvationFactor;
    const auto promoted = [factor](const ClusterView& v, int j) {
        return v.now() - v.lastQueuedAt(j) >= factor * v.lastRunSeconds(j);
    };
    // Key = queue x 1e12 + submit time: queues first, FIFO (by arrival) inside a queue.
    return std::make_unique<KeyedScheduler>(
        options(mode, topK, true, true), OrderKey::Kind::TiresiasQueue,
        [standing, promoted](const ClusterView& v, int j) {
            auto [queue, promotable] = standing(v, j);
            if (promotable && promoted(v, j))
                queue = 0;
            return queue * 1e12 + v.job(j).submit;
        },
        // Preemption only across queues: within a queue jobs run FIFO and are not displaced.
        [](double waiting, double running) {
            return std::floor(waiting / 1e12) < std::floor(running / 1e12);
        },
        // The key of a waiting job holds but for its promotion, whose time is known.
        KeyedScheduler::WaitingKeys::Hold,
        [standing, promoted, factor](const ClusterView& v, int j) {
            return standing(v, j).second && !promoted(v, j)
                       ? v.lastQueuedAt(j) + factor * v.lastRunSeconds(j)
                       : std::numeric_limits<double>::infinity();
        });
}

std::unique_ptr<Scheduler> makeFtf(AllocationMode mode, int topK) {
    // rho estimate = (time in the system so far + remaining time alone) / isolated JCT, where the
    // remaining time alone is the isolated JCT scaled by the share of work left.
    return std::make_unique<KeyedScheduler>(
        options(mode, topK, true, true), OrderKey::Kind::NegativeRho,
        [](const ClusterView& v, int j) {
            const double iso = v.isolatedJct(j);
            if (!(iso > 0))
                return 0.0;
            const double left = iso * v.remainingWork(j) / std::max(v.totalWork(j), 1e-9);
            return -((v.now() - v.job(j).submit + left) / iso);
        });
}

} // namespace maifs
