// The studio's finished runs kept compactly: only the most recent records stay in memory, a
// record let go comes back by re-simulation identical to the first, and the Replay tab shows a
// let-go run after re-simulating it in the background.
#include "core/io/run_writer.h"
#include "core/io/scenario_reader.h"
#include "core/session/session.h"
#include "ui/comparison/run_shelf.h"
#include "ui/replay/replay_view.h"

#include <sstream>

#include <QComboBox>
#include <QTest>

using namespace maifs;
using namespace maifs::ui;

namespace {

std::string filesOf(const RunRecord& record, const Summary& summary) {
    std::ostringstream out;
    writeSummaryJson(out, record, summary);
    writeJobsCsv(out, record);
    return out.str();
}

} // namespace

class TestRunShelf : public QObject {
    Q_OBJECT

private slots:
    void onlyTheRecentRecordsStayAndTheOthersComeBackIdentical() {
        Session session;
        session.load(MAIFS_TEST_DATA "/demo.yaml");
        RunShelf shelf(session, 1);
        std::vector<std::string> files;
        for (const char* id : {"fifo", "sjf", "srtf"}) {
            const Session::RunResult r = session.run(id, 3);
            files.push_back(filesOf(*r.record, r.summary));
            shelf.add(r, session.scenarioHandle());
        } // (each run's own copy goes here: only the shelf may keep it)
        QCOMPARE(shelf.size(), 3);
        QCOMPARE(shelf.recordsHeld(), 1); // the newest
        QVERIFY(!shelf.held(0));
        QVERIFY(shelf.held(2));
        QCOMPARE(shelf.at(0).scheduler, std::string("fifo"));
        QCOMPARE(shelf.at(0).seed, std::uint64_t{3});
        // A let-go record is re-simulated, byte for byte what the first run wrote.
        const auto again = shelf.record(0);
        QVERIFY(again);
        QCOMPARE(shelf.resimulations(), 1);
        QCOMPARE(filesOf(*again, shelf.at(0).summary), files[0]);
        // Now fifo is the recent one; srtf was let go (nobody else holds it).
        QVERIFY(!shelf.held(2));
        QCOMPARE(shelf.recordsHeld(), 1);
        // A view that holds a record keeps it alive past the shelf's window.
        const auto held = shelf.record(1);
        QVERIFY(shelf.held(0)); // `again` holds fifo's
        QCOMPARE(shelf.recordsHeld(), 2);
        QCOMPARE(filesOf(*held, shelf.at(1).summary), files[1]);
        shelf.clear();
        QCOMPARE(shelf.size(), 0);
    }

    void replayShowsALetGoRunAfterReSimulatingIt() {
        Session session;
        session.load(MAIFS_TEST_DATA "/demo.yaml");
        RunShelf shelf(session, 1);
        for (const char* id : {"fifo", "las"})
            shelf.add(session.run(id, 1), session.scenarioHandle());
        ReplayView replay;
        replay.setRecordSource(
            [&](int index, std::function<void(std::shared_ptr<const RunRecord>)> done) {
                shelf.recordLater(index, std::move(done));
            });
        replay.setRuns(shelf.results());
        QCOMPARE(replay.runCount(), 2);
        // fifo's record was let go: choosing it re-simulates in the background, then shows it.
        QVERIFY(!shelf.held(0));
        QVERIFY(!replay.selectRun(0));
        QTRY_VERIFY_WITH_TIMEOUT(replay.shownRun() && replay.shownRun()->scheduler == "fifo",
                                 60000);
        QCOMPARE(shelf.resimulations(), 1);
        QCOMPARE(replay.shownRun(), shelf.held(0));
        // las is now the one let go (the shelf keeps one; the view does not hold las): back to it.
        QVERIFY(!shelf.held(1));
        QVERIFY(!replay.selectRun(1));
        QTRY_VERIFY_WITH_TIMEOUT(replay.shownRun() && replay.shownRun()->scheduler == "las", 60000);
        QCOMPARE(shelf.resimulations(), 2);
    }
};

QTEST_MAIN(TestRunShelf)
#include "tst_run_shelf.moc"
