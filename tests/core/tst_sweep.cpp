// Sweeps and the capacity search without MPI: YAML paths, sweep files and their errors, cells,
// the workload what-ifs, results kept for resuming, outputs independent of the order results
// arrive in, and the search on a case worked out by hand.
#include "core/io/yaml_path.h"
#include "core/sched/registry.h"
#include "core/sweep/capacity_search.h"
#include "core/sweep/cell_result.h"
#include "core/sweep/sweep_spec.h"
#include "core/sweep/sweep_state.h"
#include "core/sweep/sweep_table.h"
#include "core/util/input_error.h"
#include "tests/support/std_strings.h"
#include "tests/support/text_files.h"

#include <cmath>

#include <QDir>
#include <QTemporaryDir>
#include <QTest>

using namespace maifs;
using maifs::test::readBytes;
using maifs::test::writeTextFile;

namespace {

const std::string kBase = MAIFS_TEST_DATA "/capacity-waves.yaml";

// Mean JCT of the capacity-waves scenario on n one-GPU nodes, by hand: eight one-hour jobs in
// waves of n.
double wavesMeanJct(long long n) {
    double total = 0;
    for (int k = 1; k <= 8; ++k)
        total += 3600.0 * static_cast<double>((k + n - 1) / n);
    return total / 8;
}

std::string sweepText(const std::string& axes) {
    return "version: 1\nname: t\nbase: " + kBase + "\naxes:\n" + axes +
           "schedulers: [fifo, srtf]\nseeds: [1, 2]\n";
}

const SchedulerRegistry& builtins() {
    static const SchedulerRegistry r = [] {
        SchedulerRegistry reg;
        registerBuiltinSchedulers(reg);
        return reg;
    }();
    return r;
}

} // namespace

class TestSweep : public QObject {
    Q_OBJECT

private slots:
    void yamlPathsSetAndResolveTheShortForm() {
        YAML::Node root = YAML::Load("cluster: {generate: [{count: 1}, {count: 2}]}\nengine: {}\n");
        QCOMPARE(resolveYamlPath(root, "generate[1].count"),
                 std::string("cluster.generate[1].count"));
        QCOMPARE(resolveYamlPath(root, "engine.round_s"), std::string("engine.round_s"));
        setYamlPath(root, "generate[1].count", YAML::Node(7));
        setYamlPath(root, "engine.round_s", YAML::Node(60));
        QCOMPARE(getYamlPath(root, "cluster.generate[1].count").as<int>(), 7);
        QCOMPARE(getYamlPath(root, "cluster.generate[0].count").as<int>(), 1);
        QCOMPARE(root["engine"]["round_s"].as<int>(), 60);
        QVERIFY(!getYamlPath(root, "cluster.nodes").IsDefined());
    }

    void yamlPathErrorsSayWhatIsWrong() {
        YAML::Node root = YAML::Load("a: {x: 1}\nb: {x: 2}\nc: [1]\n");
        const auto message = [&](const std::string& path) {
            try {
                setYamlPath(root, path, YAML::Node(1));
            } catch (const std::invalid_argument& e) {
                return std::string(e.what());
            }
            return std::string();
        };
        QVERIFY(message("x").find("under both 'a' and 'b'") != std::string::npos);
        QVERIFY(message("c[3]").find("has no item [3] (it has 1)") != std::string::npos);
        QVERIFY(message("c[x]").find("expected a number in []") != std::string::npos);
        QVERIFY(message("a.").find("ends with '.'") != std::string::npos);
        QVERIFY(message("a.x.y").find("'a.x' is not a mapping") != std::string::npos);
    }

    void cellsAreTheProductAxesOutermost() {
        const SweepSpec spec = readSweepText(
            sweepText("  - {name: nodes, set: 'generate[0].count', values: [1, 2, 4]}\n"
                      "  - {name: load, arrival_rate_scale: [1, 2]}\n"),
            "t.yaml");
        QCOMPARE(spec.axes[0].path, std::string("cluster.generate[0].count"));
        const auto cells = sweepCells(spec);
        QCOMPARE(cells.size(), std::size_t(3 * 2 * 2 * 2));
        QCOMPARE(cellLabel(spec, cells[0]), std::string("nodes=1 load=1 scheduler=fifo seed=1"));
        QCOMPARE(cellLabel(spec, cells[1]), std::string("nodes=1 load=1 scheduler=fifo seed=2"));
        QCOMPARE(cellLabel(spec, cells[2]), std::string("nodes=1 load=1 scheduler=srtf seed=1"));
        QCOMPARE(cellLabel(spec, cells[4]), std::string("nodes=1 load=2 scheduler=fifo seed=1"));
        QCOMPARE(cellLabel(spec, cells[23]), std::string("nodes=4 load=2 scheduler=srtf seed=2"));
        for (std::size_t i = 0; i < cells.size(); ++i)
            QCOMPARE(cells[i].index, static_cast<int>(i));
        // No axes: one cell per scheduler and seed.
        QCOMPARE(sweepCells(readSweepText(sweepText("  []\n"), "t.yaml")).size(), std::size_t(4));
    }

    void cellScenariosApplyTheWhatIfs() {
        const SweepSpec spec =
            readSweepText(sweepText("  - {name: nodes, set: 'generate[0].count', values: [3]}\n"
                                    "  - {name: load, arrival_rate_scale: [2]}\n"
                                    "  - {name: length, duration_scale: [0.5]}\n"
                                    "  - {name: mix, model_mix: [{speech: 1}]}\n"),
                          "t.yaml");
        const Scenario s = cellScenario(spec, sweepCells(spec).front());
        QCOMPARE(s.cluster.size(), 3);
        QCOMPARE(s.jobs.size(), std::size_t(8));
        for (const auto& j : s.jobs) {
            QCOMPARE(j.duration, 1800.0);
            QVERIFY(j.model.empty()); // drawn from the class mix at run time
        }
        QCOMPARE(s.speed.classMix[0], 0.0);
        QCOMPARE(s.speed.classMix[2], 1.0);
        QCOMPARE(s.sourceFile, kBase);
    }

    void arrivalScaleDividesSubmitTimes() {
        QTemporaryDir dir;
        const QString base = dir.filePath(QStringLiteral("base.yaml"));
        QVERIFY(writeTextFile(base, "version: 1\ncluster: {nodes: [{id: n0, gpu_model: V100, gpus: "
                                    "1, cpus: 8, mem_gb: 64}]}\nmetrics: {window: [100, 400]}\n"
                                    "workload: {jobs: [{id: a, submit: 100, duration: 10}, {id: "
                                    "b, submit: 400, duration: 10}]}\n"));
        QVERIFY(writeTextFile(dir.filePath(QStringLiteral("s.yaml")),
                              "version: 1\nbase: base.yaml\naxes: [{name: load, "
                              "arrival_rate_scale: [4]}]\nschedulers: [fifo]\nseeds: [1]\n"));
        const SweepSpec spec = readSweepFile(dir.filePath(QStringLiteral("s.yaml")).toStdString());
        QCOMPARE(spec.baseFile, base.toStdString()); // relative to the sweep file
        const Scenario s = cellScenario(spec, sweepCells(spec).front());
        QCOMPARE(s.jobs[0].submit, 25.0);
        QCOMPARE(s.jobs[1].submit, 100.0);
        QCOMPARE(s.window.from, 25.0);
        QCOMPARE(s.window.to, 100.0);
    }

    void badSweepFilesNameLineAndField_data() {
        QTest::addColumn<QString>("axes");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("message");
        QTest::newRow("two kinds") << "  - {name: a, set: engine.round_s, values: [1], "
                                      "duration_scale: [2]}\n"
                                   << 5 << "axes[0]"
                                   << "expected exactly one of";
        QTest::newRow("no values") << "  - {name: a, set: engine.round_s}\n"
                                   << 5 << "axes[0].values"
                                   << "missing";
        QTest::newRow("zero scale") << "  - {name: a, arrival_rate_scale: [1, 0]}\n"
                                    << 5 << "axes[0].arrival_rate_scale[1]"
                                    << "expected a number > 0";
        QTest::newRow("twice") << "  - {name: a, set: engine.round_s, values: [60, 60]}\n"
                               << 5 << "axes[0].values[1]"
                               << "listed twice";
        QTest::newRow("reserved") << "  - {name: seed, duration_scale: [2]}\n"
                                  << 5 << "axes[0].name"
                                  << "column of sweep.csv";
        QTest::newRow("mix class") << "  - {name: m, model_mix: [{vision: 1}]}\n"
                                   << 5 << "axes[0].model_mix[0].vision"
                                   << "unknown key";
        QTest::newRow("no such item") << "  - {name: m, set: 'generate[5].count', values: [1]}\n"
                                      << 5 << "axes[0].set"
                                      << "has no item [5] (it has 1)";
    }

    void badSweepFilesNameLineAndField() {
        QFETCH(QString, axes);
        QFETCH(int, line);
        QFETCH(QString, field);
        QFETCH(QString, message);
        try {
            readSweepText(sweepText(axes.toStdString()), "bad.yaml");
            QFAIL("no error");
        } catch (const InputError& e) {
            QCOMPARE(e.file(), std::string("bad.yaml"));
            QCOMPARE(e.line(), line);
            QCOMPARE(QString::fromStdString(e.field()), field);
            QVERIFY2(e.message().find(message.toStdString()) != std::string::npos, e.what());
        }
    }

    void missingBaseAndSeedsAreReported() {
        try {
            readSweepText("version: 1\nbase: nowhere.yaml\nschedulers: [fifo]\nseeds: [1]\n",
                          "/tmp/s.yaml");
            QFAIL("no error");
        } catch (const InputError& e) {
            QCOMPARE(e.field(), std::string("base"));
            QCOMPARE(e.line(), 2);
            QVERIFY(e.message().find("no scenario file at /tmp/nowhere.yaml") != std::string::npos);
        }
        try {
            readSweepText("version: 1\nbase: " + kBase + "\nschedulers: [fifo]\nseeds: []\n",
                          "s.yaml");
            QFAIL("no error");
        } catch (const InputError& e) {
            QCOMPARE(e.field(), std::string("seeds"));
            QVERIFY(e.message().find("at least one seed") != std::string::npos);
        }
    }

    void aCellMadeInvalidFailsWithItsFieldAndTheSweepGoesOn() {
        const SweepSpec spec = readSweepText(
            sweepText("  - {name: nodes, set: 'generate[0].count', values: [0, 2]}\n"), "t.yaml");
        const auto cells = sweepCells(spec);
        const CellResult bad = runCell(spec, cells[0], builtins());
        QVERIFY(!bad.ok);
        QVERIFY2(bad.error.find("cluster.generate[0].count") != std::string::npos,
                 bad.error.c_str());
        QVERIFY2(bad.error.find("cell nodes=0 scheduler=fifo seed=1") != std::string::npos,
                 bad.error.c_str());
        const CellResult good = runCell(spec, cells[4], builtins()); // nodes=2 fifo seed 1
        QVERIFY(good.ok);
        QCOMPARE(good.summary.meanJct, wavesMeanJct(2));
    }

    void resultsRoundTripThroughTheirRecord() {
        const SweepSpec spec = readSweepText(
            sweepText("  - {name: nodes, set: 'generate[0].count', values: [3]}\n"), "t.yaml");
        CellResult r = runCell(spec, sweepCells(spec)[0], builtins());
        r.rank = 2;
        const CellResult back = cellResultFromJson(toJson(r));
        QCOMPARE(back.key, r.key);
        QCOMPARE(back.rank, 2);
        QCOMPARE(back.summary.meanJct, r.summary.meanJct);
        QCOMPARE(back.summary.gpuUtil, r.summary.gpuUtil); // bit-exact: resumed CSVs are identical
        QVERIFY_THROWS_EXCEPTION(std::runtime_error, cellResultFromJson("{\"cell\": 1}"));
        QVERIFY_THROWS_EXCEPTION(std::runtime_error, cellResultFromJson("not json"));
    }

    void stateResumesOnlyMissingCellsAndOutputsDoNotDependOnOrder() {
        const SweepSpec spec = readSweepText(
            sweepText("  - {name: nodes, set: 'generate[0].count', values: [0, 2, 3]}\n"),
            "t.yaml");
        QTemporaryDir a, b;
        std::vector<CellResult> results;
        {
            SweepState state(spec, a.path().toStdString());
            QCOMPARE(state.pending().size(), std::size_t(12));
            for (const auto& cell : state.cells())
                results.push_back(runCell(spec, cell, builtins()));
            for (const auto& r : results)
                state.record(r);
            state.writeOutputs();
            QCOMPARE(state.failed(), 4);
        }
        {
            SweepState state(spec, b.path().toStdString()); // the same results, last first
            for (auto it = results.rbegin(); it != results.rend(); ++it)
                state.record(*it);
            state.writeOutputs();
        }
        const QByteArray csv = readBytes(a.filePath(QStringLiteral("sweep.csv")));
        QCOMPARE(readBytes(b.filePath(QStringLiteral("sweep.csv"))), csv);
        QCOMPARE(readBytes(b.filePath(QStringLiteral("sweep.json"))),
                 readBytes(a.filePath(QStringLiteral("sweep.json"))));

        // Resume: two records gone, one corrupt; failed cells count as done unless retried.
        QVERIFY(QFile::remove(a.filePath(QStringLiteral("cells/000005.json"))));
        QVERIFY(QFile::remove(a.filePath(QStringLiteral("cells/000011.json"))));
        QVERIFY(writeTextFile(a.filePath(QStringLiteral("cells/000007.json")), "{\"cell\": 7"));
        SweepState resumed(spec, a.path().toStdString());
        QCOMPARE(resumed.pending(), (std::vector<int>{5, 7, 11}));
        QCOMPARE(resumed.reused(), 9);
        QCOMPARE(SweepState(spec, a.path().toStdString(), true).pending(),
                 (std::vector<int>{0, 1, 2, 3, 5, 7, 11}));
        for (int index : resumed.pending())
            resumed.record(
                runCell(spec, resumed.cells()[static_cast<std::size_t>(index)], builtins()));
        resumed.writeOutputs();
        QCOMPARE(readBytes(a.filePath(QStringLiteral("sweep.csv"))), csv);

        // Another base scenario: no record is reused.
        SweepSpec other = spec;
        other.baseSha256 = std::string(64, '0');
        QCOMPARE(SweepState(other, a.path().toStdString()).reused(), 0);
    }

    void sweepTableReadsTheCsvBackAndPoolsSeries() {
        const SweepSpec spec = readSweepText(
            sweepText("  - {name: nodes, set: 'generate[0].count', values: [0, 2, 4]}\n"),
            "t.yaml");
        QTemporaryDir dir;
        SweepState state(spec, dir.path().toStdString());
        for (const auto& cell : state.cells())
            state.record(runCell(spec, cell, builtins()));
        state.writeOutputs();
        const SweepTable t =
            readSweepTable(dir.filePath(QStringLiteral("sweep.csv")).toStdString());
        QCOMPARE(t.axes, (std::vector<std::string>{"nodes"}));
        QCOMPARE(t.rows.size(), std::size_t(12));
        QCOMPARE(t.rows[0].status, std::string("failed"));
        QVERIFY(t.rows[0].error.find("cluster.generate[0].count") != std::string::npos);
        QCOMPARE(t.axisValues(0), (std::vector<std::string>{"0", "2", "4"}));
        const auto metric = t.metricIndex("mean_jct_s");
        QVERIFY(metric.has_value());
        const auto series = sweepSeries(t, 0, *metric);
        QCOMPARE(series.size(), std::size_t(2));
        QCOMPARE(series[0].scheduler, std::string("fifo"));
        QVERIFY(std::isnan(series[0].mean[0])); // every nodes=0 cell failed
        QCOMPARE(series[0].cells, (std::vector<int>{0, 2, 2}));
        QCOMPARE(series[0].mean[1], wavesMeanJct(2));
        QCOMPARE(series[0].mean[2], wavesMeanJct(4));
        QCOMPARE(series[0].sd[2], 0.0);

        QVERIFY(writeTextFile(dir.filePath(QStringLiteral("bad.csv")), "a,b\n1,2\n"));
        QVERIFY_THROWS_EXCEPTION(
            InputError, readSweepTable(dir.filePath(QStringLiteral("bad.csv")).toStdString()));
    }

    void capacityTargetsParseOrSayWhy() {
        const CapacityTarget t = CapacityTarget::parse("mean_jct_s<=7200");
        QCOMPARE(t.metric, std::string("mean_jct_s"));
        QVERIFY(!t.strict);
        QVERIFY(t.met(7200));
        QVERIFY(CapacityTarget::parse("p95_jct_s < 10").strict);
        QVERIFY(!CapacityTarget::parse("p95_jct_s < 10").met(10));
        for (const char* bad : {"gpu_util>=0.5", "mean_jct_s<=", "speed<=3", "mean_jct_s<=7h", "x"})
            QVERIFY_THROWS_EXCEPTION(std::invalid_argument, CapacityTarget::parse(bad));
    }

    void capacitySearchBracketsThenBisects() {
        const CapacityTarget target = CapacityTarget::parse("mean_jct_s<=7000");
        const auto waves = [](long long n) {
            return std::vector<double>{wavesMeanJct(n)};
        };
        // From 1: 16200 misses, 2 (9000) misses, 4 (5400) meets; bisect: 3 (6750) meets.
        CapacitySearch up = searchCapacity(1, 1, 64, target, waves);
        QCOMPARE(up.answer, std::optional<long long>(3));
        std::vector<long long> tried;
        for (const auto& s : up.steps)
            tried.push_back(s.value);
        QCOMPARE(tried, (std::vector<long long>{1, 2, 4, 3}));
        QCOMPARE(up.steps[2].phase, std::string("bracket"));
        QCOMPARE(up.steps[3].phase, std::string("bisect"));
        // From 16: halve down 8, 4 (meet), 2 (misses); bisect 3.
        CapacitySearch down = searchCapacity(16, 1, 64, target, waves);
        QCOMPARE(down.answer, std::optional<long long>(3));
        tried.clear();
        for (const auto& s : down.steps)
            tried.push_back(s.value);
        QCOMPARE(tried, (std::vector<long long>{16, 8, 4, 2, 3}));
        // The mean over seeds decides: seeds 6000 and 9000 average 7500 > 7000.
        const auto noisy = [](long long n) {
            const auto d = static_cast<double>(n);
            return n >= 5 ? std::vector<double>{1000, 1000}
                          : std::vector<double>{6000 - d, 9000 - d};
        };
        QCOMPARE(searchCapacity(1, 1, 64, target, noisy).answer, std::optional<long long>(5));
        // Below the floor (3600 s from 8 nodes on): doubling stops once the metric stops falling.
        CapacitySearch floor =
            searchCapacity(1, 1, 1024, CapacityTarget::parse("mean_jct_s<=3000"), waves);
        QVERIFY(!floor.answer);
        QCOMPARE(floor.steps.size(), std::size_t(5)); // 1, 2, 4, 8, 16
        QVERIFY(floor.warnings.at(0).find("stopped falling") != std::string::npos);
        // Out of reach within max; already met at min.
        CapacitySearch none = searchCapacity(1, 1, 2, target, waves);
        QVERIFY(!none.answer);
        QCOMPARE(none.warnings.size(), std::size_t(1));
        QCOMPARE(searchCapacity(8, 8, 64, CapacityTarget::parse("mean_jct_s<=1e9"), waves).answer,
                 std::optional<long long>(8));
    }
};

QTEST_APPLESS_MAIN(TestSweep)
#include "tst_sweep.moc"
