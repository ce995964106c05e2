#include "core/session/run_scenario.h"

#include "core/sched/scheduler.h"
#include "core/sim/engine.h"

#include <stdexcept>

namespace maifs {

RunRecord runScenario(const Scenario& scenario, const SchedulerRegistry& registry,
                      const std::string& schedulerId, std::uint64_t seed,
                      std::function<void(double)> progress, const std::atomic<bool>* cancel,
                      std::function<void(const RunRecord&)> afterDecision) {
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
    auto scheduler = info->make(SchedulerContext{&scenario, seed, mode, argument});
    RunOptions options;
    options.seed = seed;
    options.schedulerName = schedulerId;
    options.progress = std::move(progress);
    options.cancel = cancel;
    options.afterDecision = std::move(afterDecision);
    return simulate(scenario, *scheduler, options);
}

} // namespace maifs
