// libFuzzer target: the whole pipeline past parsing. A scenario the reader accepts is run under
// every built-in policy with a small event budget and its run files are written to memory: each
// run must end (any verdict), and nothing may crash or throw. The reader may refuse with
// InputError only.
#include "core/io/run_writer.h"
#include "core/io/scenario_reader.h"
#include "core/metrics/summary.h"
#include "core/sched/registry.h"
#include "core/session/run_scenario.h"
#include "core/util/input_error.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <sstream>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    maifs::Scenario scenario;
    try {
        scenario = maifs::readScenarioText(text, "fuzz.yaml");
    } catch (const maifs::InputError&) {
        return 0;
    }
    // Keep each input quick: the point is the engine's handling of odd states, not scale.
    std::size_t synthetic = 0;
    for (const auto& w : scenario.synthetic)
        synthetic += static_cast<std::size_t>(w.jobs);
    if (scenario.jobs.size() + synthetic > 200 || scenario.cluster.size() > 64)
        return 0;
    scenario.engine.maxEvents = std::min<long long>(scenario.engine.maxEvents, 5000);
    static const maifs::SchedulerRegistry registry = [] {
        maifs::SchedulerRegistry r;
        maifs::registerBuiltinSchedulers(r);
        return r;
    }();
    for (const auto& info : registry.all()) {
        std::vector<std::string> ids{info.id};
        if (info.allocationModes)
            ids.push_back(info.id + "+tune");
        for (const auto& id : ids) {
            const maifs::RunRecord run = maifs::runScenario(scenario, registry, id, 1);
            std::ostringstream sink;
            const maifs::Summary summary = maifs::summarize(run);
            maifs::writeJobsCsv(sink, run);
            maifs::writeTimeseriesCsv(sink, run);
            maifs::writeDecisionsJsonl(sink, run);
            maifs::writeSummaryJson(sink, run, summary);
            if (run.eventsProcessed > scenario.engine.maxEvents + 1)
                std::abort(); // the budget did not hold
        }
    }
    return 0;
}
