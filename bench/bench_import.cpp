// Import speed of the bundled real traces: the full Philly CSV (82,247 jobs) and the Alibaba 2023
// pods (8,152) and nodes (1,523). The file is read once outside the timed loop; parsing is timed.
#include "core/io/csv_reader.h"
#include "core/io/trace/importers.h"

#include <benchmark/benchmark.h>

namespace {

const std::string kData = MAIFS_SOURCE_DIR "/scenarios/data/";

void BM_PhillyJobs(benchmark::State& state) {
    const std::string path = kData + "philly/philly_jobs.csv";
    const std::string text = maifs::readWholeFile(path);
    for (auto _ : state)
        benchmark::DoNotOptimize(maifs::parsePhillyJobs(text, path).jobs.size());
    state.counters["rows"] = 82247;
}
BENCHMARK(BM_PhillyJobs)->Unit(benchmark::kMillisecond);

void BM_PhillyJobsFromDisk(benchmark::State& state) {
    for (auto _ : state)
        benchmark::DoNotOptimize(
            maifs::importJobs("philly", kData + "philly/philly_jobs.csv").jobs.size());
}
BENCHMARK(BM_PhillyJobsFromDisk)->Unit(benchmark::kMillisecond);

void BM_AlibabaPods(benchmark::State& state) {
    const std::string path = kData + "alibaba-gpu-v2023/openb_pod_list_default.csv";
    const std::string text = maifs::readWholeFile(path);
    for (auto _ : state)
        benchmark::DoNotOptimize(maifs::parseAlibabaPods(text, path).jobs.size());
}
BENCHMARK(BM_AlibabaPods)->Unit(benchmark::kMillisecond);

void BM_AlibabaNodes(benchmark::State& state) {
    const std::string path = kData + "alibaba-gpu-v2023/openb_node_list_all_node.csv";
    const std::string text = maifs::readWholeFile(path);
    for (auto _ : state)
        benchmark::DoNotOptimize(maifs::parseAlibabaNodes(text, path).nodes.size());
}
BENCHMARK(BM_AlibabaNodes)->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();
