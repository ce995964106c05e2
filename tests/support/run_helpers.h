#pragma once

#include "core/io/scenario_reader.h"
#include "core/record/run_record.h"
#include "core/sched/ordering_policies.h"
#include "core/sched/registry.h"
#include "core/sim/engine.h"

#include <stdexcept>
#include <string>
#include <vector>

namespace maifs::test {

inline RunRecord runYaml(const std::string& yaml, Scheduler& scheduler, std::uint64_t seed = 1) {
    const Scenario s = readScenarioText(yaml, "test.yaml");
    RunOptions o;
    o.seed = seed;
    o.schedulerName = "test";
    return simulate(s, scheduler, o);
}

inline RunRecord runFifo(const std::string& yaml) {
    auto fifo = makeFifo(AllocationMode::Fair, 4);
    return runYaml(yaml, *fifo);
}

inline const JobRecord& jobById(const RunRecord& r, const std::string& id) {
    for (const auto& j : r.jobs)
        if (j.job.id == id)
            return j;
    throw std::out_of_range("no job " + id);
}

// Every built-in policy, and each allocation mode of those that take one.
inline std::vector<std::string> everyBuiltinPolicy() {
    SchedulerRegistry reg;
    registerBuiltinSchedulers(reg);
    std::vector<std::string> ids;
    for (const auto& info : reg.all()) {
        ids.push_back(info.id);
        if (info.allocationModes)
            for (const char* mode : {"+greedy", "+tune"})
                ids.push_back(info.id + mode);
        if (info.optMode)
            ids.push_back(info.id + "+opt");
    }
    return ids;
}

} // namespace maifs::test
