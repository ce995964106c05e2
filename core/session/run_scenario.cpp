#include "core/session/run_scenario.h"

#include "core/sched/scheduler.h"

#include <stdexcept>

namespace maifs {

std::unique_ptr<Scheduler> makeScheduler(const Scenario& scenario,
                                         const SchedulerRegistry& registry,
                                         const std::string& schedulerId, std::uint64_t seed) {
    std::string mode, argument;
    const SchedulerInfo* info = registry.resolve(schedulerId, mode, &argument);
    if (!info) {
        std::string ids;
        for (const auto& id : registry.ids())
            ids += (ids.empty() ? "" : ", ") + id;
        throw std::invalid_argument("unknown scheduler '" + schedulerId + "'; available: " + ids +
                                    " (ordering policies take +fair, +greedy, +tune or +opt; "
                                    "MAIFS variants @POLICY_FILE)");
    }
    return info->make(SchedulerContext{&scenario, seed, mode, argument});
}

RunRecord runScenario(const Scenario& scenario, const SchedulerRegistry& registry,
                      const std::string& schedulerId, RunOptions options) {
    auto scheduler = makeScheduler(scenario, registry, schedulerId, options.seed);
    options.schedulerName = schedulerId;
    return simulate(scenario, *scheduler, options);
}

RunRecord runScenario(const Scenario& scenario, const SchedulerRegistry& registry,
                      const std::string& schedulerId, std::uint64_t seed) {
    RunOptions options;
    options.seed = seed;
    return runScenario(scenario, registry, schedulerId, std::move(options));
}

} // namespace maifs
