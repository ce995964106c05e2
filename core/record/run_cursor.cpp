#include "core/record/run_cursor.h"

#include <algorithm>

namespace maifs {

double ClusterAt::gpusHeld() const {
    double g = 0;
    for (const auto& node : byNode)
        for (const auto& h : node)
            g += h.share.gpus * (h.share.gpuMilli / 1000.0);
    return g;
}

RunCursor::RunCursor(const RunRecord& run)
    : run_(run)
    , t_(start()) {}

double RunCursor::start() const {
    return run_.series.empty() ? 0 : run_.series.front().t;
}

double RunCursor::end() const {
    return run_.series.empty() ? 0 : run_.series.back().t;
}

void RunCursor::jumpTo(double t) {
    t_ = std::clamp(t, start(), std::max(start(), end()));
}

std::size_t RunCursor::decision() const {
    const auto& d = run_.decisions;
    const auto it = std::upper_bound(d.begin(), d.end(), t_,
                                     [](double t, const DecisionRecord& r) { return t < r.time; });
    return it == d.begin() ? npos : static_cast<std::size_t>(it - d.begin()) - 1;
}

bool RunCursor::nextDecision() {
    const auto& d = run_.decisions;
    const auto it = std::upper_bound(d.begin(), d.end(), t_,
                                     [](double t, const DecisionRecord& r) { return t < r.time; });
    if (it == d.end())
        return false;
    t_ = it->time;
    return true;
}

bool RunCursor::previousDecision() {
    const auto& d = run_.decisions;
    const auto it = std::lower_bound(d.begin(), d.end(), t_,
                                     [](const DecisionRecord& r, double t) { return r.time < t; });
    if (it == d.begin())
        return false;
    t_ = std::prev(it)->time;
    return true;
}

bool RunCursor::runUntilEvent(const std::function<bool(const EventRecord&)>& stop) {
    for (const auto& e : run_.events)
        if (e.t > t_ && stop(e)) {
            t_ = e.t;
            return true;
        }
    return false;
}

bool RunCursor::runUntilSample(const std::function<bool(const TimeSample&)>& stop) {
    for (const auto& s : run_.series)
        if (s.t > t_ && stop(s)) {
            t_ = s.t;
            return true;
        }
    return false;
}

ClusterAt RunCursor::state() const {
    ClusterAt at;
    at.t = t_;
    at.byNode.resize(static_cast<std::size_t>(run_.cluster.size()));
    for (std::size_t j = 0; j < run_.jobs.size(); ++j) {
        const JobRecord& rec = run_.jobs[j];
        if (rec.job.submit > t_)
            continue;
        bool holds = false;
        for (const auto& span : rec.history) {
            // Held after the events at t: a span starting at t counts, one ending at t does not.
            if (span.start <= t_ && t_ < span.end) {
                for (const auto& share : span.allocation.shares)
                    at.byNode[static_cast<std::size_t>(share.node)].push_back(
                        {static_cast<int>(j), share});
                holds = true;
            }
        }
        if (holds)
            at.running.push_back(static_cast<int>(j));
        else if (!rec.finished() || rec.finish > t_)
            at.waiting.push_back(static_cast<int>(j));
    }
    return at;
}

} // namespace maifs
