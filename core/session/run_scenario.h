#pragma once

#include "core/model/scenario.h"
#include "core/record/run_record.h"
#include "core/sched/registry.h"
#include "core/sched/scheduler.h"
#include "core/sim/engine.h"

#include <memory>
#include <string>

namespace maifs {

// The scheduler an id names, made for a run of the scenario with that seed (what runScenario
// runs). Throws std::invalid_argument for an unknown id and InputError for what the scheduler
// refuses (a policy file that cannot be read, a workload too long for maifs-lookahead): callers
// with many runs make each scheduler first, so that a refusal comes before any run.
std::unique_ptr<Scheduler> makeScheduler(const Scenario& scenario,
                                         const SchedulerRegistry& registry,
                                         const std::string& schedulerId, std::uint64_t seed);

// One run of a registered scheduler on a scenario: what the CLI's simulate / compare and the
// studio's run manager all call. The options' schedulerName is set to schedulerId. Throws
// std::invalid_argument for an unknown scheduler id.
RunRecord runScenario(const Scenario& scenario, const SchedulerRegistry& registry,
                      const std::string& schedulerId, RunOptions options);
// The same with every option at its default but the seed: a full record, no progress, no cancel.
RunRecord runScenario(const Scenario& scenario, const SchedulerRegistry& registry,
                      const std::string& schedulerId, std::uint64_t seed);

} // namespace maifs
