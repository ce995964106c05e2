#pragma once

#include "core/record/run_record.h"

#include <cstddef>
#include <functional>
#include <vector>

namespace maifs {

// One job's hold on a node at a moment.
struct NodeHolding {
    int job = -1;
    NodeShare share;
};

// The cluster at one moment of a finished run, as its record says: what each node holds (after
// every event at that moment), which jobs run and which wait.
struct ClusterAt {
    double t = 0;
    std::vector<std::vector<NodeHolding>> byNode; // index = node
    std::vector<int> running;                     // jobs holding something, by index
    std::vector<int> waiting;                     // submitted, unfinished, holding nothing
    double gpusHeld() const;                      // in GPUs (fractional shares count in part)
};

// A cursor over a finished run's record (docs/replay.md: never a re-simulation): its time,
// the decision at or before it, stepping between decisions, jumping, and running until an event
// or a sample of the cluster meets a condition (the breakpoints).
class RunCursor {
public:
    explicit RunCursor(const RunRecord& run);

    double time() const { return t_; }
    void jumpTo(double t);
    double start() const;
    double end() const;

    // The decision at or before the cursor's time: an index into run.decisions, or npos.
    static constexpr std::size_t npos = static_cast<std::size_t>(-1);
    std::size_t decision() const;
    // To the next / previous decision's time; false (cursor unchanged) when there is none.
    bool nextDecision();
    bool previousDecision();

    // To the first event after the cursor's time that meets `stop` (a job starts, a node fails,
    // ...); false (cursor unchanged) when none does.
    bool runUntilEvent(const std::function<bool(const EventRecord&)>& stop);
    // To the first sample of the cluster after the cursor's time that meets `stop` (e.g. the queue
    // is longer than 50); false (cursor unchanged) when none does.
    bool runUntilSample(const std::function<bool(const TimeSample&)>& stop);

    ClusterAt state() const;

private:
    const RunRecord& run_;
    double t_ = 0;
};

} // namespace maifs
