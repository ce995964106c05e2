// The import wizard on the whole Philly trace (82,247 rows; target: choosing the file to the
// preview under 1 s): the format sniffed from the file's head, then the preview the wizard computes
// on its worker thread (the entry read inside a scenario of philly-full's cluster, the report, the
// jobs). Timed as wall time: the user waits for it.
#include "core/io/trace/format_sniffer.h"
#include "core/session/scenario_document.h"
#include "ui/workspace/import_preview.h"

#include <benchmark/benchmark.h>

namespace {

void BM_PhillyTracePreview(benchmark::State& state) {
    const std::string dir = MAIFS_SOURCE_DIR "/scenarios/";
    maifs::ScenarioDocument doc = maifs::ScenarioDocument::fromFile(dir + "philly-full.yaml");
    doc.makeFilesAbsolute();
    maifs::ui::ImportRequest request;
    request.file = dir + "data/philly/philly_jobs.csv";
    request.entryYaml = "{format: philly, file: " + request.file + "}";
    request.baseFile = dir + "untitled.yaml";
    request.clusterYaml = doc.value("cluster").value_or("");
    std::size_t jobs = 0;
    for (auto _ : state) {
        const maifs::SniffedFormat sniffed =
            maifs::sniffFormat(maifs::readFileHead(request.file), false);
        if (sniffed.format != "philly")
            state.SkipWithError("the Philly trace was not recognised");
        const maifs::ui::ImportResult result = maifs::ui::previewImport(request);
        if (!result.error.empty())
            state.SkipWithError(result.error.c_str());
        jobs = result.jobs.size();
        benchmark::DoNotOptimize(result);
    }
    state.counters["jobs"] = static_cast<double>(jobs);
}
BENCHMARK(BM_PhillyTracePreview)->Unit(benchmark::kMillisecond)->UseRealTime();

} // namespace

BENCHMARK_MAIN();
