// The run library: runs survive a restart (a new library on the same file), round-trip their
// summaries exactly, can be deleted, and two runs' delta is worked out by hand on
// tests/data/capacity-waves.yaml (1 node: mean JCT 4.5 h; 3 nodes: 1.875 h).
#include "core/marl/rl_module.h"
#include "core/session/scenario_document.h"
#include "core/session/session.h"
#include "tests/support/text_files.h"
#include "ui/common/run_library.h"
#include "ui/comparison/run_library_model.h"
#include "ui/comparison/runs_view.h"

#include <QAbstractItemModelTester>
#include <QItemSelectionModel>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace maifs;
using namespace maifs::ui;

namespace {

struct TwoRuns {
    Session::RunResult one, three;
    Scenario oneNode, threeNodes;
};

TwoRuns twoRuns() {
    Session session;
    ScenarioDocument doc = ScenarioDocument::fromFile(MAIFS_TEST_DATA "/capacity-waves.yaml");
    TwoRuns r;
    r.oneNode = doc.scenario();
    session.use(doc.scenarioHandle());
    r.one = session.run("fifo", 1);
    doc.set("cluster.generate[0].count", "3");
    r.threeNodes = doc.scenario();
    session.use(doc.scenarioHandle());
    r.three = session.run("fifo", 1);
    return r;
}

} // namespace

class TestRunLibrary : public QObject {
    Q_OBJECT

private slots:
    void runsSurviveARestartAndRoundTrip() {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("ws/runs.sqlite"));
        const TwoRuns r = twoRuns();
        {
            RunLibrary lib;
            QVERIFY(lib.open(file).isEmpty());
            QVERIFY(lib.add(r.one, r.oneNode) > 0);
            QVERIFY(lib.add(r.three, r.threeNodes) > 0);
        }
        RunLibrary lib; // a later session
        QVERIFY(lib.open(file).isEmpty());
        const QList<LibraryRun> runs = lib.runs();
        QCOMPARE(runs.size(), 2);
        QCOMPARE(runs[0].nodes, 3); // newest first
        QCOMPARE(runs[1].nodes, 1);
        QCOMPARE(runs[1].summary.meanJct, 16200.0);
        QCOMPARE(runs[0].summary.meanJct, r.three.summary.meanJct);
        QCOMPARE(runs[0].summary.gpuUtil, r.three.summary.gpuUtil); // exact
        QCOMPARE(runs[0].scheduler, QStringLiteral("fifo"));
        QCOMPARE(runs[0].scenarioSha256, QString::fromStdString(r.threeNodes.sha256));
        QVERIFY(runs[0].finished.isValid());

        RunLibraryModel model(&lib);
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.data(model.index(1, RunLibraryModel::MeanJct)).toString(),
                 QStringLiteral("4.50"));
        QVERIFY(lib.remove({runs[1].id}).isEmpty());
        QCOMPARE(lib.runs().size(), 1);
        QCOMPARE(model.rowCount(), 1);
    }

    void deltaSaysWhatChangedAndByHowMuch() {
        const TwoRuns r = twoRuns();
        LibraryRun a, b;
        a.id = 1;
        a.nodes = 1;
        a.gpus = 1;
        a.jobs = 8;
        a.scheduler = QStringLiteral("fifo");
        a.seed = 1;
        a.summary = r.one.summary;
        a.scenarioSha256 = QStringLiteral("x");
        b = a;
        b.id = 2;
        b.nodes = 3;
        b.gpus = 3;
        b.summary = r.three.summary;
        b.scenarioSha256 = QStringLiteral("y");
        const QString text = runDelta(a, b);
        QVERIFY2(text.startsWith(QStringLiteral("Run 2 against run 1: +2 nodes (+2 GPUs)")),
                 qPrintable(text));
        // 16200 s -> 6750 s: -58%.
        QVERIFY2(text.contains(QStringLiteral("mean JCT 4.50 h -> 1.88 h (-58%)")),
                 qPrintable(text));
        b = a;
        b.id = 3;
        b.scheduler = QStringLiteral("srtf");
        QVERIFY(runDelta(a, b).contains(QStringLiteral("scheduler fifo -> srtf")));
        QVERIFY(runDelta(a, b).contains(QStringLiteral("mean JCT 4.50 h -> 4.50 h (+0%)")) ||
                runDelta(a, b).contains(QStringLiteral("mean JCT 4.50 h -> 4.50 h (0%)")));
    }

    void runsViewShowsTheDeltaOfTwoSelectedRuns() {
        QTemporaryDir dir;
        const TwoRuns r = twoRuns();
        RunLibrary lib;
        QVERIFY(lib.open(dir.filePath(QStringLiteral("runs.sqlite"))).isEmpty());
        lib.add(r.one, r.oneNode);
        lib.add(r.three, r.threeNodes);
        RunsView view(&lib);
        QCOMPARE(view.delta(), QString());
        QTableView* table = view.table();
        table->selectionModel()->select(table->model()->index(1, 0),
                                        QItemSelectionModel::Select | QItemSelectionModel::Rows);
        table->selectionModel()->select(table->model()->index(0, 0),
                                        QItemSelectionModel::Select | QItemSelectionModel::Rows);
        QVERIFY2(view.delta().contains(QStringLiteral("+2 nodes")), qPrintable(view.delta()));
    }

    void aFileThatIsNotALibraryIsRefused() {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("notes.sqlite"));
        QVERIFY(maifs::test::writeTextFile(file, "these are notes, not a database\n"));
        RunLibrary lib;
        QVERIFY(!lib.open(file).isEmpty());
        QVERIFY(!lib.isOpen());
        QCOMPARE(lib.add(Session::RunResult{}, Scenario{}), 0);
        QVERIFY(!lib.error().isEmpty());
        QCOMPARE(maifs::test::readBytes(file), QByteArray("these are notes, not a database\n"));
    }
};

QTEST_MAIN(TestRunLibrary)
#include "tst_run_library.moc"
