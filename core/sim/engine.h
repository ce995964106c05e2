#pragma once

#include "core/model/scenario.h"
#include "core/record/run_record.h"

#include <atomic>
#include <cstdint>
#include <functional>

namespace maifs {

class Scheduler;

struct RunOptions {
    std::uint64_t seed = 1;
    std::string schedulerName;
    std::function<void(double fractionDone)> progress; // called as whole percents of jobs finish
    const std::atomic<bool>* cancel = nullptr;         // polled between event batches
    RecordDetail detail = RecordDetail::Full;
    // Called after every recorded decision, once its actions are applied and the cluster sampled,
    // with the record so far (open allocation spans end at infinity): the studio's live mode.
    std::function<void(const RunRecord& partial)> afterDecision;
};

// Runs the scenario's workload on its cluster under the scheduler, event by event (docs/model.md
// section 4), and returns the run record. Deterministic: same inputs, same record.
RunRecord simulate(const Scenario& scenario, Scheduler& scheduler, const RunOptions& options);

} // namespace maifs
