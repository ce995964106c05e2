#pragma once

#include "core/record/run_record.h"

#include <vector>

namespace maifs {

// What the engine announces as a run goes: the kernel announces, observers listen (SimGrid's
// signals are the model). The engine keeps only what every run needs: the jobs as run with their
// allocation history, the cluster's time series and the counters (summary.json, jobs.csv and
// timeseries.csv). Decisions and events, progress and the live mode's holds are observers'.
// Called on the engine's thread, in the order the observers were given.
class RunObserver {
public:
    virtual ~RunObserver() = default;

    // Writing a decision up (itemised verdicts, reasons) costs; the engine does it only when some
    // observer wants decisions. Asked once, when the run starts.
    virtual bool wantsDecisions() const { return false; }
    virtual void onEvent(const EventRecord& /*event*/) {}
    // A decision worth keeping, its actions applied (a round that changed nothing is not one).
    virtual void onDecision(const DecisionRecord& /*decision*/) {}
    virtual void onJobFinished(long long /*finished*/, long long /*total*/) {}
    // One moment of the run is complete: its events handled, the scheduler's decision applied and
    // the cluster sampled. `sofar` is the engine's record as it stands (the cluster with the nodes
    // added so far, allocation spans still held ending at infinity); its decisions and events are
    // empty (they are observers'). `decided`: a decision was announced at this moment.
    virtual void onMomentDone(const RunRecord& /*sofar*/, bool /*decided*/) {}
};

// The observer behind RecordDetail::Full: keeps every decision and event for the run record.
class DecisionLog final : public RunObserver {
public:
    bool wantsDecisions() const override { return true; }
    void onEvent(const EventRecord& event) override { events.push_back(event); }
    void onDecision(const DecisionRecord& decision) override { decisions.push_back(decision); }

    std::vector<DecisionRecord> decisions;
    std::vector<EventRecord> events;
};

} // namespace maifs
