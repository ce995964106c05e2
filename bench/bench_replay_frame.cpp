// A replay frame in the studio (STUDIO.md: scrubbing under 50 ms): move the cursor, compute the
// cluster at it and repaint the cluster map (a 1,600 x 1,000 view of it, offscreen), for the FIFO
// runs of philly-full (552 machines, 82,247 jobs) and alibaba-2023 (1,523 nodes). The runs are made
// once, outside the timing; each iteration jumps to another moment.
#include "core/io/scenario_reader.h"
#include "core/record/run_cursor.h"
#include "core/sched/registry.h"
#include "core/session/run_scenario.h"
#include "ui/cluster_canvas.h"

#include <benchmark/benchmark.h>

#include <QApplication>
#include <QImage>
#include <QPainter>

namespace {

std::shared_ptr<const maifs::RunRecord> runOf(const std::string& scenario) {
    maifs::SchedulerRegistry registry;
    maifs::registerBuiltinSchedulers(registry);
    const maifs::Scenario s =
        maifs::readScenarioFile(MAIFS_SOURCE_DIR "/scenarios/" + scenario + ".yaml");
    return std::make_shared<const maifs::RunRecord>(
        maifs::runScenario(s, registry, "fifo", s.seed));
}

void BM_ReplayFrame(benchmark::State& state, const std::string& scenario) {
    const auto run = runOf(scenario);
    maifs::ui::ClusterCanvas canvas;
    canvas.resize(1600, 1000);
    canvas.setRun(run);
    maifs::RunCursor cursor(*run);
    QImage frame(1600, 1000, QImage::Format_ARGB32_Premultiplied);
    int step = 0;
    for (auto _ : state) {
        // 97 positions spread over the run, visited in a scattered order like a user's scrubbing.
        const double f = static_cast<double>((step++ * 37) % 97) / 96.0;
        cursor.jumpTo(cursor.start() + f * (cursor.end() - cursor.start()));
        canvas.setHoldings(cursor.state());
        QPainter p(&frame);
        canvas.render(&p, QPoint(), QRegion(0, 0, 1600, 1000));
    }
    state.counters["nodes"] = run->cluster.size();
    state.counters["jobs"] = static_cast<double>(run->jobs.size());
}
BENCHMARK_CAPTURE(BM_ReplayFrame, philly_full, std::string("philly-full"))
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_ReplayFrame, alibaba_2023, std::string("alibaba-2023"))
    ->Unit(benchmark::kMillisecond);

} // namespace

int main(int argc, char** argv) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
