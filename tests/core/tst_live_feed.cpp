// The live mode's feed: at every hold, the reader's copy grown by what the engine handed over is
// the engine's record so far, and each decision and event crosses once (never the whole record
// per hold).
#include "core/io/scenario_reader.h"
#include "core/record/live_feed.h"
#include "core/sched/registry.h"
#include "core/session/run_scenario.h"
#include "tests/support/std_strings.h"

#include <QTest>

using namespace maifs;

namespace {

// Told before the feed: at each decided moment, a whole copy of the record so far, with the
// decisions and events announced until then (what the live mode copied at every hold before).
class WholeCopies final : public RunObserver {
public:
    bool wantsDecisions() const override { return true; }
    void onEvent(const EventRecord& e) override { events_.push_back(e); }
    void onDecision(const DecisionRecord& d) override { decisions_.push_back(d); }
    void onMomentDone(const RunRecord& sofar, bool decided) override {
        if (!decided)
            return;
        latest = sofar;
        latest.decisions = decisions_;
        latest.events = events_;
    }
    RunRecord latest;

private:
    std::vector<DecisionRecord> decisions_;
    std::vector<EventRecord> events_;
};

} // namespace

class TestLiveFeed : public QObject {
    Q_OBJECT

private slots:
    void everyHoldGrowsTheCopyIntoTheRecordSoFar_data() {
        QTest::addColumn<QString>("scenario");
        QTest::addColumn<QString>("scheduler");
        // Preemption (srtf, tiresias), time slices (gandiva), re-sizes (+tune), a node failing
        // and a node added (golden-mixed).
        for (const char* file : {"demo.yaml", "golden-mixed.yaml"})
            for (const char* id : {"fifo", "srtf", "tiresias", "gandiva", "tetris+tune"})
                QTest::newRow((std::string(file) + " " + id).c_str())
                    << QString::fromLatin1(file) << QString::fromLatin1(id);
    }

    void everyHoldGrowsTheCopyIntoTheRecordSoFar() {
        QFETCH(QString, scenario);
        QFETCH(QString, scheduler);
        SchedulerRegistry registry;
        registerBuiltinSchedulers(registry);
        const Scenario s =
            readScenarioFile(std::string(MAIFS_TEST_DATA "/") + scenario.toStdString());
        WholeCopies whole;
        RunRecord grown;
        int holds = 0;
        std::size_t decisionsHanded = 0, eventsHanded = 0, basesHanded = 0;
        bool sameEverywhere = true;
        LiveFeed feed([&](RunGrowth growth) {
            ++holds;
            decisionsHanded += growth.decisions.size();
            eventsHanded += growth.events.size();
            basesHanded += growth.base ? 1 : 0;
            grow(grown, std::move(growth));
            const RunRecord& want = whole.latest;
            const bool same = grown.jobs == want.jobs && grown.series == want.series &&
                              grown.decisions == want.decisions && grown.events == want.events &&
                              grown.cluster.nodes() == want.cluster.nodes() &&
                              grown.rejectedActions == want.rejectedActions &&
                              grown.eventsProcessed == want.eventsProcessed &&
                              grown.scheduler == want.scheduler && grown.seed == want.seed;
            if (!same && sameEverywhere)
                qWarning("hold %d differs from the whole copy", holds);
            sameEverywhere = sameEverywhere && same;
        });
        RunOptions options;
        options.seed = s.seed;
        options.schedulerName = scheduler.toStdString();
        options.observers = {&whole, &feed};
        const RunRecord full = runScenario(s, registry, scheduler.toStdString(), options);
        QVERIFY(holds > 3);
        QVERIFY(sameEverywhere);
        // Each decision and event crossed once; only the first hold carried a whole record.
        QCOMPARE(basesHanded, std::size_t{1});
        QCOMPARE(decisionsHanded, full.decisions.size());
        QCOMPARE(static_cast<std::size_t>(holds), full.decisions.size()); // one per decision
        QVERIFY(eventsHanded <= full.events.size());
        QCOMPARE(grown.decisions, full.decisions);
        if (scenario == "golden-mixed.yaml")
            QCOMPARE(grown.cluster.size(), full.cluster.size()); // the added node came across
    }

    void aStoppedFeedHoldsNoMore() {
        // "Finish live run": after stop() the rest of the run is not collected for anyone.
        SchedulerRegistry registry;
        registerBuiltinSchedulers(registry);
        const Scenario s = readScenarioFile(MAIFS_TEST_DATA "/demo.yaml");
        int holds = 0;
        LiveFeed* self = nullptr;
        LiveFeed feed([&](RunGrowth) {
            if (++holds == 3)
                self->stop();
        });
        self = &feed;
        RunOptions options;
        options.seed = s.seed;
        options.observers = {&feed};
        const RunRecord full = runScenario(s, registry, "srtf", options);
        QVERIFY(full.decisions.size() > 3);
        QCOMPARE(holds, 3);
    }

    void aRunWithoutObserversKeepsWhatItsDetailSays() {
        // The engine keeps jobs and series itself; decisions and events come from the
        // DecisionLog that RecordDetail::Full attaches, and from nothing otherwise.
        SchedulerRegistry registry;
        registerBuiltinSchedulers(registry);
        const Scenario s = readScenarioFile(MAIFS_TEST_DATA "/demo.yaml");
        RunOptions full;
        full.seed = s.seed;
        RunOptions summary = full;
        summary.detail = RecordDetail::Summary;
        const RunRecord a = runScenario(s, registry, "tiresias", full);
        const RunRecord b = runScenario(s, registry, "tiresias", summary);
        QVERIFY(!a.decisions.empty());
        QVERIFY(!a.events.empty());
        QVERIFY(b.decisions.empty());
        QVERIFY(b.events.empty());
        QCOMPARE(a.jobs, b.jobs);
        QCOMPARE(a.series, b.series);
        QCOMPARE(a.eventsProcessed, b.eventsProcessed);
    }
};

QTEST_APPLESS_MAIN(TestLiveFeed)
#include "tst_live_feed.moc"
