#pragma once

#include "core/record/run_observer.h"

#include <atomic>
#include <cstddef>
#include <functional>
#include <optional>
#include <utility>
#include <vector>

namespace maifs {

// What a run added or changed between two holds of the live mode. Applied to the reader's own
// copy of the record (grow), it makes the record so far: the engine hands over what changed,
// never the whole record at each hold.
struct RunGrowth {
    std::optional<RunRecord> base; // the first hold: the record so far, whole
    std::vector<DecisionRecord> decisions;
    std::vector<EventRecord> events;
    std::vector<std::pair<int, JobRecord>> jobs; // jobs that started, stopped, finished or resized
    std::size_t seriesFrom = 0;                  // the series is cut here, then `series` appended
    std::vector<TimeSample> series;
    std::vector<Node> addedNodes;
    int rejectedActions = 0;
    long long eventsProcessed = 0;
    long long supersededEvents = 0;
};

// The live mode's observer: at every moment with a decision it calls `hold` (on the engine's
// thread, which waits until it returns) with what grew since the previous hold. The cost of a
// hold follows what changed, not the length of the run.
class LiveFeed final : public RunObserver {
public:
    explicit LiveFeed(std::function<void(RunGrowth)> hold);

    bool wantsDecisions() const override { return true; }
    void onEvent(const EventRecord& event) override;
    void onDecision(const DecisionRecord& decision) override;
    void onMomentDone(const RunRecord& sofar, bool decided) override;
    // No more holds (the live run was let run to its end): from now on nothing is collected,
    // so a finished run does not copy every later decision for nobody. Any thread.
    void stop() { stopped_.store(true, std::memory_order_relaxed); }

private:
    bool stopped() const { return stopped_.load(std::memory_order_relaxed); }

    std::atomic<bool> stopped_ = false;
    std::function<void(RunGrowth)> hold_;
    bool first_ = true;
    RunGrowth next_;
    std::vector<int> changedJobs_;
    std::size_t seriesSent_ = 0;
    std::size_t seriesLow_ = 0; // the shortest the series has been since the last hold
    std::size_t nodesSent_ = 0;
};

// Applies a hold's growth to the reader's copy of the record (the base replaces it).
void grow(RunRecord& record, RunGrowth&& growth);

} // namespace maifs
