// A replay frame in the studio (docs/replay.md: scrubbing under 50 ms): move the cursor, compute
// the cluster at it and repaint the cluster map (a 1,600 x 1,000 view of it, offscreen), for the
// FIFO runs of philly-full (552 machines, 82,247 jobs) and alibaba-2023 (1,523 nodes). The runs are
// made once, outside the timing; each iteration jumps to another moment.
#include "core/io/scenario_reader.h"
#include "core/record/run_cursor.h"
#include "core/sched/registry.h"
#include "core/session/run_scenario.h"
#include "ui/charts/cluster_canvas.h"
#include "ui/charts/gantt_plot.h"

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

// A Gantt frame (1,600 x 400): the bars rasterised for a new time window and painted with the
// axes. `hours` = 0 pans over the whole run (every bar in view), else a window of that many hours
// slides across it. The cursor-only case moves the cursor line with the bars' frame reused.
void BM_GanttFrame(benchmark::State& state, const std::string& scenario, double hours) {
    const auto run = runOf(scenario);
    maifs::ui::GanttPlot plot;
    plot.resize(1600, 400);
    plot.setRun(run, QStringLiteral("fifo"));
    const auto [t0, t1] = plot.timeRange();
    const double width = hours > 0 ? hours * 3600 : t1 - t0;
    QImage frame(1600, 400, QImage::Format_ARGB32_Premultiplied);
    int step = 0;
    for (auto _ : state) {
        const double f = static_cast<double>((step++ * 37) % 97) / 96.0;
        const double from = t0 + f * std::max(0.0, (t1 - t0) - width) + (hours > 0 ? 0 : step % 2);
        plot.setTimeRange(from, from + width);
        plot.replot(); // as the queued replot would, in the event loop
        QPainter p(&frame);
        plot.render(&p);
    }
    state.counters["bars"] = static_cast<double>(plot.rows().bars.size());
    state.counters["rasterised"] = plot.rasterisations();
}
BENCHMARK_CAPTURE(BM_GanttFrame, philly_full_all, std::string("philly-full"), 0.0)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_GanttFrame, philly_full_24h, std::string("philly-full"), 24.0)
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(BM_GanttFrame, alibaba_2023_all, std::string("alibaba-2023"), 0.0)
    ->Unit(benchmark::kMillisecond);

void BM_GanttCursorOnly(benchmark::State& state) {
    const auto run = runOf("philly-full");
    maifs::ui::GanttPlot plot;
    plot.resize(1600, 400);
    plot.setRun(run, QStringLiteral("fifo"));
    const auto [t0, t1] = plot.timeRange();
    QImage frame(1600, 400, QImage::Format_ARGB32_Premultiplied);
    int step = 0;
    for (auto _ : state) {
        plot.setCursorTime(t0 + (t1 - t0) * static_cast<double>((step++ * 37) % 97) / 96.0);
        plot.replot();
        QPainter p(&frame);
        plot.render(&p);
    }
    state.counters["rasterised"] = plot.rasterisations();
}
BENCHMARK(BM_GanttCursorOnly)->Unit(benchmark::kMillisecond);

} // namespace

int main(int argc, char** argv) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
