// The studio's document without a window: it opens, runs, compares and guards its scenario on
// its own, so that MainWindow only composes views over it.
#include "tests/support/text_files.h"
#include "ui/comparison/comparison_model.h"
#include "ui/comparison/run_shelf.h"
#include "ui/replay/live_run.h"
#include "ui/workspace/scenario_editor.h"
#include "ui/workspace/workspace.h"

#include <QApplication>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace maifs;
using namespace maifs::ui;

namespace {
constexpr int kTimeoutMs = 60000;
const QString kDemo = QStringLiteral(MAIFS_TEST_DATA "/demo.yaml");
const QString kOther = QStringLiteral(MAIFS_SOURCE_DIR "/scenarios/synergy-128.yaml");
} // namespace

class TestWorkspace : public QObject {
    Q_OBJECT

private slots:
    void runsJoinTheComparisonAndTheShelf() {
        Workspace ws;
        QSignalSpy joined(&ws, &Workspace::runJoined);
        QCOMPARE(ws.open(kDemo), QString());
        QVERIFY(ws.path().endsWith(QStringLiteral("demo.yaml")));
        QVERIFY(ws.startRuns({"fifo", "sjf"}, {1, 2}));
        QVERIFY(ws.simulating());
        QVERIFY(!ws.startRuns({"fifo"}, {1})); // not while runs are in flight
        QTRY_COMPARE_WITH_TIMEOUT(ws.runsPending(), 0, kTimeoutMs);
        QCOMPARE(ws.runsStarted(), 4);
        QCOMPARE(joined.count(), 4);
        QCOMPARE(ws.shelf()->size(), 4);
        QCOMPARE(ws.comparison()->rowCount(), 2); // one row per scheduler, over its seeds
        QVERIFY(!ws.simulating());
        // Another scenario starts afresh.
        QCOMPARE(ws.open(kOther), QString());
        QCOMPARE(ws.shelf()->size(), 0);
        QCOMPARE(ws.comparison()->rowCount(), 0);
    }

    void aLiveRunHoldsTheDocumentUntilItEnds() {
        Workspace ws;
        QCOMPARE(ws.open(kDemo), QString());
        QSignalSpy ended(&ws, &Workspace::liveRunEnded);
        LiveRun* live = ws.startLiveRun(QStringLiteral("srtf"), 3);
        QVERIFY(live);
        QTRY_VERIFY_WITH_TIMEOUT(live->holding(), kTimeoutMs);
        // Held between decisions: no open, no new document, no edit; nothing lost.
        QVERIFY(ws.open(kOther).contains(QStringLiteral("Cancel or wait")));
        QVERIFY(ws.openUntitled(QStringLiteral("version: 1\n"))
                    .contains(QStringLiteral("Cancel or wait")));
        QVERIFY(ws.path().endsWith(QStringLiteral("demo.yaml")));
        QVERIFY(ws.editor()
                    ->change(QStringLiteral("seed"), QStringLiteral("9"), QStringLiteral("seed"))
                    .contains(QStringLiteral("Cancel or wait")));
        QCOMPARE(ws.undoStack()->count(), 0);
        // Let it finish: it joins this scenario's comparison and frees the document.
        live->finish();
        QTRY_COMPARE_WITH_TIMEOUT(ended.count(), 1, kTimeoutMs);
        QCOMPARE(ended.at(0).at(0).toBool(), true);
        QVERIFY(!ws.liveRun());
        QVERIFY(!ws.simulating());
        QCOMPARE(ws.shelf()->size(), 1);
        QCOMPARE(ws.shelf()->at(0).scheduler, std::string("srtf"));
        QCOMPARE(ws.comparison()->rowCount(), 1);
        QCOMPARE(ws.editor()->change(QStringLiteral("seed"), QStringLiteral("9"),
                                     QStringLiteral("seed")),
                 QString());
        QCOMPARE(ws.comparison()->schedulerAt(0), QStringLiteral("srtf [v1]"));
    }

    void savingMovesTheDocumentsFile() {
        Workspace ws;
        QCOMPARE(ws.openUntitled(QString::fromUtf8(test::readBytes(kDemo))), QString());
        QVERIFY(ws.path().isEmpty());
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("mine.yaml"));
        QCOMPARE(ws.save(file), QString());
        QCOMPARE(ws.path(), file);
        // A bad target: the reason, and the document keeps its file.
        QVERIFY(!ws.save(dir.filePath(QStringLiteral("no/such/folder/x.yaml"))).isEmpty());
        QCOMPARE(ws.path(), file);
    }
};

QTEST_MAIN(TestWorkspace)
#include "tst_workspace.moc"
