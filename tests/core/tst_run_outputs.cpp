// Run files: byte-identical for the same scenario and seed, and equal to the golden copy.
// Regenerate the golden files after an intended model change with:
//   build/app/maifs simulate tests/data/demo.yaml --scheduler fifo --out
//   tests/data/golden/demo-fifo && rm tests/data/golden/demo-fifo/run.complete
// (the marker lists summary.json's size, which holds the build's version string).
#include "core/io/run_writer.h"
#include "core/io/scenario_reader.h"
#include "core/metrics/summary.h"
#include "core/sched/ordering_policies.h"
#include "core/sim/engine.h"

#include <sstream>

#include <QFile>
#include <QTest>

using namespace maifs;

namespace {

std::array<std::string, 4> runFiles(const Scenario& s, std::uint64_t seed) {
    auto fifo = makeFifo(AllocationMode::Fair, 4);
    RunOptions o;
    o.seed = seed;
    o.schedulerName = "fifo";
    const RunRecord r = simulate(s, *fifo, o);
    std::ostringstream jobs, series, decisions, summary;
    writeJobsCsv(jobs, r);
    writeTimeseriesCsv(series, r);
    writeDecisionsJsonl(decisions, r);
    writeSummaryJson(summary, r, summarize(r));
    return {jobs.str(), series.str(), decisions.str(), summary.str()};
}

std::string readFile(const QString& path) {
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll().toStdString();
}

} // namespace

class TestRunOutputs : public QObject {
    Q_OBJECT

    Scenario demo() { return readScenarioFile(MAIFS_TEST_DATA "/demo.yaml"); }

private slots:
    void sameSeedSameBytes() {
        const Scenario s = demo();
        QVERIFY(runFiles(s, 7) == runFiles(s, 7));
    }

    void matchesGoldenFiles() {
        const auto files = runFiles(demo(), 7);
        const char* names[] = {"jobs.csv", "timeseries.csv", "decisions.jsonl"};
        for (int i = 0; i < 3; ++i) {
            const std::string golden =
                readFile(QStringLiteral(MAIFS_TEST_DATA "/golden/demo-fifo/") + names[i]);
            QVERIFY2(!golden.empty(), names[i]);
            QVERIFY2(files[static_cast<std::size_t>(i)] == golden, names[i]);
        }
        // summary.json carries the build's version string; compare it without that line
        std::string golden =
            readFile(QStringLiteral(MAIFS_TEST_DATA "/golden/demo-fifo/summary.json"));
        std::string mine = files[3];
        const auto dropVersion = [](std::string& s) {
            const auto p = s.find("\"version\"");
            if (p != std::string::npos)
                s.erase(p, s.find('\n', p) - p);
        };
        dropVersion(golden);
        dropVersion(mine);
        QCOMPARE(QString::fromStdString(mine), QString::fromStdString(golden));
    }

    void jobsAloneReproduceTheirDurations() {
        // Every demo job run alone, at its requested (proportional) allocation on an idle V100
        // node, takes exactly its trace duration.
        Scenario s = demo();
        const std::vector<Job> all = s.jobs;
        for (const Job& j : all) {
            s.jobs = {j};
            s.jobs[0].submit = 0;
            auto fifo = makeFifo(AllocationMode::Fair, 4);
            RunOptions o;
            const RunRecord r = simulate(s, *fifo, o);
            QVERIFY2(std::abs(r.jobs[0].finish - j.duration) < 1e-9 * j.duration, j.id.c_str());
        }
    }

    void csvHasOneRowPerJob() {
        const auto files = runFiles(demo(), 7);
        std::istringstream in(files[0]);
        std::string header, line;
        std::getline(in, header);
        QCOMPARE(QString::fromStdString(header).section(',', 0, 5),
                 QStringLiteral("id,submit,start,finish,wait,jct"));
        int rows = 0;
        while (std::getline(in, line))
            ++rows;
        QCOMPARE(rows, 48);
    }

    void runFolderNamesStayOneLevelDeep() {
        QCOMPARE(runFolderName({"fifo+tune", 2, "", {}}), std::string("fifo+tune-seed2"));
        QCOMPARE(runFolderName({"maifs", 1, "w3", {}}), std::string("maifs-seed1-w3"));
        // A policy's path after '@' would otherwise nest the run folder inside the output.
        QCOMPARE(runFolderName({"maifs@runs/a\\p.pt", 1, "w1", {}}),
                 std::string("maifs@runs_a_p.pt-seed1-w1"));
    }
};

QTEST_GUILESS_MAIN(TestRunOutputs)
#include "tst_run_outputs.moc"
