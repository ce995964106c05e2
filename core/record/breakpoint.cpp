#include "core/record/breakpoint.h"

#include <charconv>
#include <limits>

namespace maifs {

namespace {

int jobIndex(const RunRecord& run, const std::string& id) {
    return run.indexOfJob(id).value_or(-1);
}

int nodeIndex(const RunRecord& run, const std::string& id) {
    return run.cluster.indexOf(id).value_or(-1);
}

std::optional<EventRecord::Kind> eventKind(const std::string& name) {
    for (int k = 0; k <= static_cast<int>(EventRecord::Kind::Rejected); ++k)
        if (name == eventKindName(static_cast<EventRecord::Kind>(k)))
            return static_cast<EventRecord::Kind>(k);
    return std::nullopt;
}

std::optional<double> number(const std::string& s) {
    double v = 0;
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (ec != std::errc() || end != s.data() + s.size())
        return std::nullopt;
    return v;
}

// A job event touches the node when an allocation span of the job beginning or ending at the
// event's time has a share there.
bool touchesNode(const RunRecord& run, const EventRecord& e, int node) {
    if (e.node == node)
        return true;
    if (e.job < 0 || e.job >= static_cast<int>(run.jobs.size()))
        return false;
    for (const auto& span : run.jobs[static_cast<std::size_t>(e.job)].history)
        if (span.start == e.t || span.end == e.t)
            for (const auto& share : span.allocation.shares)
                if (share.node == node)
                    return true;
    return false;
}

// The time of the first moment after the cursor's where `b` holds, if any.
std::optional<double> nextHit(const RunCursor& from, const RunRecord& run, const Breakpoint& b) {
    RunCursor c = from;
    bool found = false;
    switch (b.kind) {
    case Breakpoint::Kind::JobStarts:
    case Breakpoint::Kind::JobFinishes: {
        const int job = jobIndex(run, b.argument);
        const auto kind = b.kind == Breakpoint::Kind::JobStarts ? EventRecord::Kind::Start
                                                                : EventRecord::Kind::Finish;
        found =
            c.runUntilEvent([&](const EventRecord& e) { return e.kind == kind && e.job == job; });
        break;
    }
    case Breakpoint::Kind::NodeChanges: {
        const int node = nodeIndex(run, b.argument);
        found = c.runUntilEvent([&](const EventRecord& e) {
            return e.kind != EventRecord::Kind::Arrival && e.kind != EventRecord::Kind::Rejected &&
                   touchesNode(run, e, node);
        });
        break;
    }
    case Breakpoint::Kind::QueueLongerThan: {
        const double bound = *number(b.argument);
        found = c.runUntilSample([bound](const TimeSample& s) { return s.pending > bound; });
        break;
    }
    case Breakpoint::Kind::GpuAllocationBelow: {
        const double bound = *number(b.argument);
        found = c.runUntilSample([bound](const TimeSample& s) {
            return s.gpuCap > 0 && 100 * s.gpuAlloc / s.gpuCap < bound;
        });
        break;
    }
    case Breakpoint::Kind::NodeFailsOrJoins:
        found = c.runUntilEvent([](const EventRecord& e) {
            return e.kind == EventRecord::Kind::NodeFail || e.kind == EventRecord::Kind::NodeAdd;
        });
        break;
    case Breakpoint::Kind::EventOfKind: {
        const EventRecord::Kind kind = *eventKind(b.argument);
        found = c.runUntilEvent([kind](const EventRecord& e) { return e.kind == kind; });
        break;
    }
    case Breakpoint::Kind::TimeReached: {
        const double t = *number(b.argument) * 3600;
        if (t > from.time() && t <= from.end())
            return t;
        break;
    }
    }
    return found ? std::optional<double>(c.time()) : std::nullopt;
}

} // namespace

std::string describeBreakpoint(const Breakpoint& b) {
    switch (b.kind) {
    case Breakpoint::Kind::JobStarts:
        return "job " + b.argument + " starts";
    case Breakpoint::Kind::JobFinishes:
        return "job " + b.argument + " finishes";
    case Breakpoint::Kind::NodeChanges:
        return "node " + b.argument + " changes";
    case Breakpoint::Kind::QueueLongerThan:
        return "queue longer than " + b.argument;
    case Breakpoint::Kind::GpuAllocationBelow:
        return "GPU allocation below " + b.argument + "%";
    case Breakpoint::Kind::NodeFailsOrJoins:
        return "a node fails or joins";
    case Breakpoint::Kind::EventOfKind:
        return "a " + b.argument + " event";
    case Breakpoint::Kind::TimeReached:
        return b.argument + " h";
    }
    return {};
}

std::string checkBreakpoint(const Breakpoint& b, const RunRecord& run) {
    switch (b.kind) {
    case Breakpoint::Kind::JobStarts:
    case Breakpoint::Kind::JobFinishes:
        return jobIndex(run, b.argument) < 0 ? "no job '" + b.argument + "' in this run" : "";
    case Breakpoint::Kind::NodeChanges:
        return nodeIndex(run, b.argument) < 0 ? "no node '" + b.argument + "' in this run" : "";
    case Breakpoint::Kind::QueueLongerThan:
    case Breakpoint::Kind::GpuAllocationBelow:
    case Breakpoint::Kind::TimeReached:
        return number(b.argument) ? "" : "expected a number, got '" + b.argument + "'";
    case Breakpoint::Kind::NodeFailsOrJoins:
        return {};
    case Breakpoint::Kind::EventOfKind:
        return eventKind(b.argument) ? ""
                                     : "expected an event kind (arrival, start, finish, preempt, "
                                       "resize, node-fail, node-add, rejected), got '" +
                                           b.argument + "'";
    }
    return {};
}

std::optional<std::size_t> runToBreakpoint(RunCursor& cursor, const RunRecord& run,
                                           const std::vector<Breakpoint>& breakpoints) {
    std::optional<std::size_t> best;
    double bestTime = std::numeric_limits<double>::infinity();
    for (std::size_t i = 0; i < breakpoints.size(); ++i) {
        const Breakpoint& b = breakpoints[i];
        if (!b.enabled)
            continue;
        if (!checkBreakpoint(b, run).empty())
            return std::nullopt;
        if (const auto t = nextHit(cursor, run, b); t && *t < bestTime) {
            bestTime = *t;
            best = i;
        }
    }
    if (best)
        cursor.jumpTo(bestTime);
    return best;
}

} // namespace maifs
