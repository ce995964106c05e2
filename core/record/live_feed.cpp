#include "core/record/live_feed.h"

#include <algorithm>
#include <iterator>

namespace maifs {

namespace {

// The events after which a job's record (history, first start, finish, preemptions) differs.
bool changesJob(EventRecord::Kind kind) {
    using K = EventRecord::Kind;
    return kind == K::Start || kind == K::Finish || kind == K::Preempt || kind == K::Resize;
}

} // namespace

LiveFeed::LiveFeed(std::function<void(RunGrowth)> hold)
    : hold_(std::move(hold)) {}

void LiveFeed::onEvent(const EventRecord& event) {
    if (stopped())
        return;
    next_.events.push_back(event);
    if (event.job >= 0 && changesJob(event.kind))
        changedJobs_.push_back(event.job);
}

void LiveFeed::onDecision(const DecisionRecord& decision) {
    if (stopped())
        return;
    next_.decisions.push_back(decision);
}

void LiveFeed::onMomentDone(const RunRecord& sofar, bool decided) {
    if (stopped())
        return;
    // The engine may rewrite or drop the last sample of a moment (one row per change).
    seriesLow_ = std::min(seriesLow_, sofar.series.size());
    if (!decided)
        return;
    RunGrowth growth = std::exchange(next_, {});
    if (first_) {
        growth.base = sofar;
        first_ = false;
    } else {
        std::sort(changedJobs_.begin(), changedJobs_.end());
        changedJobs_.erase(std::unique(changedJobs_.begin(), changedJobs_.end()),
                           changedJobs_.end());
        for (int j : changedJobs_)
            growth.jobs.emplace_back(j, sofar.jobs[static_cast<std::size_t>(j)]);
        const std::size_t keep = std::min(seriesSent_, seriesLow_);
        growth.seriesFrom = keep == 0 ? 0 : keep - 1;
        growth.series.assign(sofar.series.begin() + static_cast<std::ptrdiff_t>(growth.seriesFrom),
                             sofar.series.end());
        growth.addedNodes.assign(sofar.cluster.nodes().begin() +
                                     static_cast<std::ptrdiff_t>(nodesSent_),
                                 sofar.cluster.nodes().end());
    }
    growth.rejectedActions = sofar.rejectedActions;
    growth.eventsProcessed = sofar.eventsProcessed;
    growth.supersededEvents = sofar.supersededEvents;
    changedJobs_.clear();
    seriesSent_ = seriesLow_ = sofar.series.size();
    nodesSent_ = sofar.cluster.nodes().size();
    hold_(std::move(growth));
}

void grow(RunRecord& record, RunGrowth&& growth) {
    if (growth.base)
        record = std::move(*growth.base);
    std::move(growth.decisions.begin(), growth.decisions.end(),
              std::back_inserter(record.decisions));
    record.events.insert(record.events.end(), growth.events.begin(), growth.events.end());
    for (auto& [j, job] : growth.jobs)
        record.jobs[static_cast<std::size_t>(j)] = std::move(job);
    if (!growth.base) {
        record.series.resize(std::min(record.series.size(), growth.seriesFrom));
        record.series.insert(record.series.end(), growth.series.begin(), growth.series.end());
    }
    for (Node& node : growth.addedNodes)
        record.cluster.add(std::move(node));
    record.rejectedActions = growth.rejectedActions;
    record.eventsProcessed = growth.eventsProcessed;
    record.supersededEvents = growth.supersededEvents;
}

} // namespace maifs
