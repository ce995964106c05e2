#include "core/session/session.h"

#include "core/io/scenario_reader.h"
#include "core/session/run_scenario.h"
#include "core/sim/workload.h"

#include <stdexcept>

namespace maifs {

Session::Session(const std::function<void(SchedulerRegistry&)>& registerMore) {
    registerBuiltinSchedulers(registry_);
    if (registerMore)
        registerMore(registry_);
}

void Session::load(const std::string& path) {
    scenario_ = std::make_shared<const Scenario>(readScenarioFile(path));
}

std::vector<Job> Session::jobsAsRun(std::uint64_t seed) const {
    return resolveJobs(*scenario_, seed);
}

Session::RunResult Session::run(const std::string& schedulerId, std::uint64_t seed,
                                std::function<void(double)> progress,
                                const std::atomic<bool>* cancel, RunObserver* observer,
                                RecordDetail detail) const {
    if (!scenario_)
        throw std::logic_error("Session::run without a scenario");
    // The run keeps its scenario alive even if the user opens another one meanwhile.
    const std::shared_ptr<const Scenario> scenario = scenario_;
    RunResult result;
    result.scheduler = schedulerId;
    result.seed = seed;
    RunOptions options;
    options.seed = seed;
    options.progress = std::move(progress);
    options.cancel = cancel;
    if (observer)
        options.observers.push_back(observer);
    options.detail = detail;
    auto record =
        std::make_shared<RunRecord>(runScenario(*scenario, registry_, schedulerId, options));
    result.summary = summarize(*record);
    result.record = std::move(record);
    return result;
}

} // namespace maifs
