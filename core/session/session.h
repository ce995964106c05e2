#pragma once

#include "core/metrics/summary.h"
#include "core/model/scenario.h"
#include "core/record/run_observer.h"
#include "core/record/run_record.h"
#include "core/sched/registry.h"

#include <atomic>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace maifs {

// The studio's door into the engine (docs/architecture.md): a loaded scenario, the schedulers this
// build offers, and runs. No Qt here: the ui wraps it and turns progress into signals.
// Thread-safety: run() may be called from several threads at once on a loaded session; load() may
// not overlap them.
class Session {
public:
    // `registerMore` adds schedulers beyond the built-in ones (MAIFS, from core/marl).
    explicit Session(const std::function<void(SchedulerRegistry&)>& registerMore = {});

    // Replaces the scenario only when the file loads; throws InputError (file, line, key) otherwise
    // and keeps the previous one.
    void load(const std::string& path);
    // Uses a scenario read elsewhere (the studio's edited document).
    void use(std::shared_ptr<const Scenario> scenario) { scenario_ = std::move(scenario); }
    bool loaded() const { return scenario_ != nullptr; }
    const Scenario& scenario() const { return *scenario_; }
    std::shared_ptr<const Scenario> scenarioHandle() const { return scenario_; }

    const SchedulerRegistry& registry() const { return registry_; }
    std::vector<std::string> schedulerIds() const { return registry_.ids(); }
    // The jobs a run with this seed meets: the scenario's and its synthetic ones drawn for the
    // seed, with models drawn and CPU / memory requests filled where the scenario names none.
    std::vector<Job> jobsAsRun(std::uint64_t seed) const;

    struct RunResult {
        std::string scheduler;
        std::uint64_t seed = 0;
        std::shared_ptr<const RunRecord> record;
        Summary summary;
    };
    // One run, from any thread. `progress` gets the fraction of jobs finished; `cancel` is polled;
    // `observer` (not owned) is told what the engine announces (the live mode's LiveFeed);
    // `detail` says how much of the record is kept (Summary: no decisions and events, for runs
    // that are only compared; the studio re-simulates with Full when a view needs them).
    RunResult run(const std::string& schedulerId, std::uint64_t seed,
                  std::function<void(double)> progress = {},
                  const std::atomic<bool>* cancel = nullptr, RunObserver* observer = nullptr,
                  RecordDetail detail = RecordDetail::Full) const;

private:
    SchedulerRegistry registry_;
    std::shared_ptr<const Scenario> scenario_;
};

} // namespace maifs
