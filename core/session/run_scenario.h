#pragma once

#include "core/io/scenario.h"
#include "core/record/run_record.h"
#include "core/sched/registry.h"

#include <atomic>
#include <functional>
#include <string>

namespace maifs {

// One run of a registered scheduler on a scenario: what the CLI's simulate / compare and the
// studio's run manager all call. Throws std::invalid_argument for an unknown scheduler id.
RunRecord runScenario(const Scenario& scenario, const SchedulerRegistry& registry,
                      const std::string& schedulerId, std::uint64_t seed,
                      std::function<void(double)> progress = {},
                      const std::atomic<bool>* cancel = nullptr,
                      std::function<void(const RunRecord&)> afterDecision = {});

} // namespace maifs
