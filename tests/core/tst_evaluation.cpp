// The evaluation protocol's arithmetic (docs/maifs.md, "Evaluation protocol"): Student-t
// intervals of paired differences worked by hand, the best heuristic and seed handling of
// evaluate(), and the count of starts below the resource floor.
#include "core/metrics/evaluation.h"
#include "core/metrics/floor_starts.h"
#include "core/metrics/paired_difference.h"
#include "core/sched/registry.h"
#include "core/session/run_scenario.h"
#include "tests/support/run_helpers.h"

#include <cmath>

#include <QTest>

using namespace maifs;

namespace {

EvaluationRun runOf(const std::string& id, std::uint64_t seed, int window, double meanJct,
                    double makespan = 1000) {
    EvaluationRun r;
    r.scheduler = id;
    r.seed = seed;
    r.window = window;
    r.summary.meanJct = meanJct;
    r.summary.p95Jct = 2 * meanJct;
    r.summary.makespan = makespan;
    r.summary.meanFastestJct = meanJct / 2;
    return r;
}

bool isHeuristic(const std::string& id) {
    return id.rfind("maifs", 0) != 0;
}

AllocationSpan span(double start, double end, double cpus, double memGb) {
    AllocationSpan s;
    s.start = start;
    s.end = end;
    s.allocation.shares.push_back(NodeShare{});
    s.allocation.shares.back().gpus = 1;
    s.allocation.shares.back().cpus = cpus;
    s.allocation.shares.back().memGb = memGb;
    return s;
}

} // namespace

class TestEvaluation : public QObject {
    Q_OBJECT

private slots:
    void studentQuantilesMatchTheTable() {
        QCOMPARE(studentT975(1), 12.706);
        QCOMPARE(studentT975(2), 4.303);
        QCOMPARE(studentT975(9), 2.262);
        QCOMPARE(studentT975(30), 2.042);
        QVERIFY(std::abs(studentT975(40) - 2.021) < 1e-3);
        QVERIFY(std::abs(studentT975(120) - 1.980) < 1e-3);
        QVERIFY(std::abs(studentT975(100000) - 1.960) < 1e-3);
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, studentT975(0));
    }

    void pairedDifferenceByHand() {
        // Differences 2, 3, 1: mean 2, sd 1, standard error 1 / sqrt(3); t(0.975, 2) = 4.303.
        const auto d = pairedDifference({3, 5, 4}, {1, 2, 3});
        QCOMPARE(d.n, 3);
        QCOMPARE(d.mean, 2.0);
        const double half = 4.303 / std::sqrt(3.0);
        QVERIFY(std::abs(d.low - (2 - half)) < 1e-12);
        QVERIFY(std::abs(d.high - (2 + half)) < 1e-12);
        QVERIFY(!d.excludesZero());                                     // [-0.48, 4.48]
        QVERIFY(pairedDifference({3, 5, 4}, {1, 3, 2}).excludesZero()); // all 2: [2, 2]
    }

    void pairedDifferenceNeedsPairs() {
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, pairedDifference({1, 2}, {1}));
        const auto one = pairedDifference({5}, {3});
        QCOMPARE(one.mean, 2.0);
        QVERIFY(std::isnan(one.low) && std::isnan(one.high));
        QVERIFY(!one.excludesZero());
    }

    void evaluatePairsWindowsAndAveragesSeeds() {
        // Two windows x two seeds. fifo: 100 / 300 (seeds agree); sjf: 80 / 200; maifs: seed 1
        // 90 / 150, seed 2 110 / 250 -> window means 100 / 200. Best heuristic: sjf (140 < 200).
        std::vector<EvaluationRun> runs;
        for (std::uint64_t seed : {1, 2}) {
            runs.push_back(runOf("fifo", seed, 0, 100));
            runs.push_back(runOf("fifo", seed, 1, 300));
            runs.push_back(runOf("sjf", seed, 0, 80));
            runs.push_back(runOf("sjf", seed, 1, 200));
        }
        runs.push_back(runOf("maifs", 1, 0, 90));
        runs.push_back(runOf("maifs", 1, 1, 150));
        runs.push_back(runOf("maifs", 2, 0, 110));
        runs.push_back(runOf("maifs", 2, 1, 250));
        runs[0].startsBelowFloor = 2;
        runs[8].summary.rejectedActions = 3; // maifs, seed 1, window 1
        runs[9].drained = false;
        const Evaluation e = evaluate(runs, isHeuristic);
        QCOMPARE(e.best, std::string("sjf"));
        QCOMPARE(e.windows, 2);
        QCOMPARE(e.seeds, 2);
        QCOMPARE(e.rows.size(), std::size_t(3));
        const auto& fifo = e.rows[0];
        QCOMPARE(fifo.scheduler, std::string("fifo"));
        QCOMPARE(fifo.meanJct, 200.0);
        // fifo - sjf by window: 20, 100 -> mean 60, sd 56.57, se 40, half 12.706 x 40
        QCOMPARE(fifo.jctVsBest.n, 2);
        QCOMPARE(fifo.jctVsBest.mean, 60.0);
        QVERIFY(std::abs(fifo.jctVsBest.high - (60 + 12.706 * 40)) < 1e-9);
        QCOMPARE(fifo.p95VsBest.mean, 120.0);
        QCOMPARE(fifo.makespanVsBest.mean, 0.0);
        QCOMPARE(fifo.startsBelowFloor, 2);
        QVERIFY(!fifo.seedSensitive);
        QVERIFY(fifo.yardstick);
        const auto& maifs = e.rows[2];
        QVERIFY(!maifs.yardstick);
        QVERIFY(maifs.seedSensitive);
        QCOMPARE(maifs.meanJct, 150.0);
        QCOMPARE(maifs.jctVsBest.mean, 10.0); // 100 - 80, 200 - 200
        QCOMPARE(maifs.rejectedActions, 3);
        QCOMPARE(maifs.undrainedRuns, 1);
        QCOMPARE(e.rows[1].jctVsBest.mean, 0.0);
        // The bound is the best heuristic's (sjf): 40 and 100 by window.
        QCOMPARE(e.contentionFreeJct, 70.0);
    }

    void theContentionFreeBoundIsWorkedByHandAndNeverBeaten() {
        // res50 asks for its best case (4 CPUs, 62.5 GB per GPU), so alone on a V100 it runs
        // exactly its duration: bound 100 s for each job. One GPU, two jobs at 0: FIFO finishes
        // them at 100 and 200 (mean JCT 150), the bound's mean is 100.
        const Scenario s = readScenarioText(R"(
version: 1
cluster:
  nodes: [{id: n0, gpu_model: V100, gpus: 1, cpus: 4, mem_gb: 62.5}]
engine: {interference: false}
workload:
  jobs:
    - {id: j0, submit: 0, duration: 100, model: res50, cpus: 4, mem_gb: 62.5}
    - {id: j1, submit: 0, duration: 100, model: res50, cpus: 4, mem_gb: 62.5}
)",
                                            "t.yaml");
        SchedulerRegistry reg;
        registerBuiltinSchedulers(reg);
        const Summary fifo = summarize(runScenario(s, reg, "fifo", 1));
        QVERIFY(std::abs(fifo.meanJct - 150) < 1e-6);
        QVERIFY(std::abs(fifo.meanFastestJct - 100) < 1e-6);

        // On a real workload no baseline's job beats its own bound.
        const Scenario demo = readScenarioFile(MAIFS_SOURCE_DIR "/scenarios/demo.yaml");
        for (const char* id : {"fifo", "spread+tune", "srtf", "gandiva"}) {
            const RunRecord run = runScenario(demo, reg, id, 1);
            for (const auto& j : run.jobs)
                if (j.finished())
                    QVERIFY2(j.jct() >= j.fastestJct * (1 - 1e-9),
                             qPrintable(QString::fromStdString(std::string(id) + " " + j.job.id)));
        }
    }

    void evaluateRefusesUnpairedRuns() {
        std::vector<EvaluationRun> runs = {runOf("fifo", 1, 0, 1), runOf("fifo", 1, 1, 1),
                                           runOf("sjf", 1, 0, 1)};
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, evaluate(runs, isHeuristic));
        runs.push_back(runOf("sjf", 1, 0, 2));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, evaluate(runs, isHeuristic));
        // No heuristic at all: no best, no differences.
        const Evaluation none = evaluate({runOf("maifs", 1, 0, 1)}, isHeuristic);
        QVERIFY(none.best.empty());
        QCOMPARE(none.rows.front().jctVsBest.n, 0);
    }

    void startsBelowTheFloorAreCounted() {
        // res50 on one GPU: request 3 CPUs + 62.5 GB, best case 4 CPUs + 62.5 GB: the floor is
        // 3 CPUs + 62.5 GB. A start at 2 CPUs is below; a re-size to 2 CPUs (a span beginning where
        // the last one ends) is not a start; a restart after a gap is.
        RunRecord run;
        JobRecord j;
        j.job.id = "j0";
        j.job.gpus = 1;
        j.job.cpus = 3;
        j.job.memGb = 62.5;
        j.job.model = "res50";
        j.history = {span(0, 100, 4, 62.5), span(100, 200, 2, 62.5)};
        run.jobs.push_back(j);
        const Scenario s =
            readScenarioText("version: 1\ncluster: {nodes: [{id: n0, gpu_model: V100, gpus: 1, "
                             "cpus: 3, mem_gb: 62.5}]}\n"
                             "workload: {jobs: [{id: j0, submit: 0, duration: 1}]}\n",
                             "t.yaml");
        QCOMPARE(startsBelowFloor(run, s.speed), 0);
        run.jobs[0].history.push_back(span(300, 400, 2, 62.5));
        QCOMPARE(startsBelowFloor(run, s.speed), 1);
        run.jobs[0].history.push_back(span(500, 600, 3, 40));
        QCOMPARE(startsBelowFloor(run, s.speed), 2);
        run.jobs[0].job.model = "not-in-the-zoo";
        QCOMPARE(startsBelowFloor(run, s.speed), 0);
    }

    void aProportionalShareBelowTheRequestIsABelowFloorStart() {
        // One GPU with 1 CPU: FIFO's proportional share gives res50 1 CPU against its request 3;
        // with 3 CPUs on the node it gets its request.
        const auto belowFloor = [](const std::string& nodeCpus) {
            const Scenario s = readScenarioText(R"(
version: 1
cluster:
  nodes: [{id: n0, gpu_model: V100, gpus: 1, cpus: )" +
                                                    nodeCpus +
                                                    R"(, mem_gb: 62.5}]
engine: {interference: false}
workload:
  jobs:
    - {id: j0, submit: 0, duration: 100, model: res50, cpus: 3, mem_gb: 62.5}
)",
                                                "t.yaml");
            SchedulerRegistry reg;
            registerBuiltinSchedulers(reg);
            return startsBelowFloor(runScenario(s, reg, "fifo", 1), s.speed);
        };
        QCOMPARE(belowFloor("1"), 1);
        QCOMPARE(belowFloor("3"), 0);
    }
};

QTEST_APPLESS_MAIN(TestEvaluation)
#include "tst_evaluation.moc"
