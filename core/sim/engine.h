#pragma once

#include "core/model/scenario.h"
#include "core/record/run_observer.h"
#include "core/record/run_record.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <vector>

namespace maifs {

class Scheduler;

struct RunOptions {
    std::uint64_t seed = 1;
    std::string schedulerName;
    std::function<void(double fractionDone)> progress; // called as whole percents of jobs finish
    const std::atomic<bool>* cancel = nullptr;         // polled between event batches
    // Full: a DecisionLog observes the run and its decisions and events join the record.
    RecordDetail detail = RecordDetail::Full;
    // More observers (the studio's live mode, tests), told after the run's own ones; not owned.
    std::vector<RunObserver*> observers;
};

// Runs the scenario's workload on its cluster under the scheduler, event by event (docs/model.md
// section 4), and returns the run record. Deterministic: same inputs, same record.
RunRecord simulate(const Scenario& scenario, Scheduler& scheduler, const RunOptions& options);

} // namespace maifs
