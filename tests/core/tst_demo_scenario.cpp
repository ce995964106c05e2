// The bundled demo is written for teaching (scenarios/demo.yaml, docs/tour.md): its seeds change
// the workload, a queue forms, ordering and preemption change the outcome, and giving CPUs by
// sensitivity pays. If a change to the engine or the scenario flattens the story, this fails.
#include "core/metrics/summary.h"
#include "core/session/session.h"

#include <QTest>

using namespace maifs;

namespace {

Summary summaryOf(const Session& session, const std::string& scheduler, std::uint64_t seed) {
    return session.run(scheduler, seed, {}, nullptr, {}, RecordDetail::Summary).summary;
}

} // namespace

class TestDemoScenario : public QObject {
    Q_OBJECT

    Session session_;

private slots:
    void initTestCase() { session_.load(MAIFS_SOURCE_DIR "/scenarios/demo.yaml"); }

    void seedsDrawDifferentWorkloads() {
        const auto seven = session_.jobsAsRun(7);
        QCOMPARE(seven.size(), std::size_t{60});
        QVERIFY(seven == session_.jobsAsRun(7));
        QVERIFY(seven != session_.jobsAsRun(8));
        QCOMPARE(seven[7].id, std::string("j7")); // `maifs explain --job j7` in the README
    }

    void aboutHalfTheJobsAreCpuSensitiveImageModels() {
        int image = 0;
        for (const Job& j : session_.jobsAsRun(7))
            image += session_.scenario().speed.zoo.at(j.model).modelClass == ModelClass::Image;
        QVERIFY2(image >= 20 && image <= 40, std::to_string(image).c_str());
    }

    void aQueueFormsAndTheOrderMatters() {
        const Summary fifo = summaryOf(session_, "fifo", 7);
        const Summary sjf = summaryOf(session_, "sjf", 7);
        const Summary spread = summaryOf(session_, "spread", 7);
        QVERIFY2(fifo.meanWait > 0.25 * 3600, std::to_string(fifo.meanWait).c_str());
        QVERIFY(sjf.meanJct < 0.9 * fifo.meanJct);    // shortest first pays
        QVERIFY(spread.meanJct > 1.1 * fifo.meanJct); // spreading fragments the nodes
    }

    void preemptiveOrderingPreempts() {
        const Summary srtf = summaryOf(session_, "srtf", 7);
        const Summary las = summaryOf(session_, "las", 7);
        QVERIFY(srtf.preemptions > 10);
        QVERIFY(las.preemptions > 10);
        QCOMPARE(summaryOf(session_, "fifo", 7).preemptions, 0);
    }

    void fungibleAllocationPaysOnEverySeedTheStudioCompares() {
        for (std::uint64_t seed : {7, 8, 9}) {
            const double fifo = summaryOf(session_, "fifo", seed).meanJct;
            const double tune = summaryOf(session_, "fifo+tune", seed).meanJct;
            QVERIFY2(tune < fifo, std::to_string(seed).c_str());
        }
    }
};

QTEST_GUILESS_MAIN(TestDemoScenario)
#include "tst_demo_scenario.moc"
