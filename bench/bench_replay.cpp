// The replay cursor's cost per frame (docs/replay.md: scrubbing under 50 ms): the cluster at a
// moment of a finished FIFO run of philly-full (82,247 jobs on 552 machines) and of alibaba-2023
// (6,203 GPU pods on 1,523 nodes), at the middle of the run. The runs are made once, outside the
// timing.
#include "core/io/scenario_reader.h"
#include "core/record/run_cursor.h"
#include "core/sched/registry.h"
#include "core/session/run_scenario.h"

#include <benchmark/benchmark.h>
#include <map>

namespace {

const maifs::RunRecord& runOf(const std::string& scenario) {
    static std::map<std::string, maifs::RunRecord> runs;
    if (!runs.count(scenario)) {
        maifs::SchedulerRegistry registry;
        maifs::registerBuiltinSchedulers(registry);
        const maifs::Scenario s =
            maifs::readScenarioFile(MAIFS_SOURCE_DIR "/scenarios/" + scenario + ".yaml");
        runs.emplace(scenario, maifs::runScenario(s, registry, "fifo", s.seed));
    }
    return runs.at(scenario);
}

void BM_StateAtCursor(benchmark::State& state, const std::string& scenario) {
    const maifs::RunRecord& run = runOf(scenario);
    maifs::RunCursor cursor(run);
    cursor.jumpTo((cursor.start() + cursor.end()) / 2);
    for (auto _ : state)
        benchmark::DoNotOptimize(cursor.state().running.size());
    state.counters["jobs"] = static_cast<double>(run.jobs.size());
    state.counters["nodes"] = run.cluster.size();
}
BENCHMARK_CAPTURE(BM_StateAtCursor, philly_full, std::string("philly-full"))
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_StateAtCursor, alibaba_2023, std::string("alibaba-2023"))
    ->Unit(benchmark::kMillisecond);

void BM_StepToNextDecision(benchmark::State& state) {
    const maifs::RunRecord& run = runOf("philly-full");
    maifs::RunCursor cursor(run);
    for (auto _ : state)
        if (!cursor.nextDecision())
            cursor.jumpTo(cursor.start());
}
BENCHMARK(BM_StepToNextDecision)->Unit(benchmark::kMicrosecond);

} // namespace

BENCHMARK_MAIN();
