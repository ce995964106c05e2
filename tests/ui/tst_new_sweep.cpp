// Simulate > New Sweep: the dialog's sweep over the open scenario runs in the background into a
// folder (the sweep file, the scenario as it is, a record per cell, sweep.csv) and opens in the
// Sweep tab; its cells are the runs the session gives; bad input is refused before anything is
// written, and a folder holding another sweep keeps it.
#include "core/session/session.h"
#include "tests/support/run_helpers.h"
#include "tests/support/window_part.h"
#include "ui/sweep/new_sweep_dialog.h"
#include "ui/sweep/sweep_runner.h"
#include "ui/sweep/sweep_table_model.h"
#include "ui/sweep/sweep_view.h"
#include "ui/workspace/main_window.h"
#include "ui/workspace/scenario_editor.h"
#include "ui/workspace/workspace.h"

#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLineEdit>
#include <QSettings>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

using maifs::test::onlyPart;
using namespace maifs;
using namespace maifs::ui;

namespace {

void type(QLineEdit* edit, const QString& text) {
    edit->selectAll();
    QTest::keyClick(edit, Qt::Key_Delete);
    QTest::keyClicks(edit, text);
}

QList<QByteArray> csvRows(const QString& file) {
    QFile f(file);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll().trimmed().split('\n');
}

} // namespace

class TestNewSweep : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;
    QString scenario_;

private slots:
    void initTestCase() {
        QCoreApplication::setOrganizationName(QStringLiteral("maifs-test-new-sweep"));
        QSettings().clear();
        scenario_ = dir_.filePath(QStringLiteral("demo.yaml"));
        QVERIFY(QFile::copy(QStringLiteral(MAIFS_TEST_DATA "/demo.yaml"), scenario_));
    }

    void aSweepOfNodeCountsRunsAndOpensInTheSweepTab() {
        MainWindow w;
        QVERIFY(w.openScenario(scenario_));
        const QString out = dir_.filePath(QStringLiteral("grid"));
        NewSweepDialog dialog(w.workspace().editor()->document(), out, &w);
        // The first axis on offer is the node template's count.
        QVERIFY(dialog.axisBox()->itemText(0).contains(QStringLiteral("cluster.generate[0]")));
        QCOMPARE(dialog.axisBox()->currentIndex(), 0);
        type(dialog.valuesEdit(), QStringLiteral("2, 4"));
        type(dialog.schedulersEdit(), QStringLiteral("fifo, sjf"));
        type(dialog.seedsEdit(), QStringLiteral("1-2"));
        if (qEnvironmentVariableIsSet("MAIFS_SAVE_SWEEP")) // to look at them
            dialog.grab().save(qEnvironmentVariable("MAIFS_SAVE_SWEEP") + "/dialog.png");
        QSignalSpy finished(onlyPart<SweepRunner>(w), &SweepRunner::finished);
        QCOMPARE(w.startSweep(dialog), QString());
        QVERIFY(onlyPart<SweepRunner>(w)->running());
        QVERIFY(finished.wait(120000));
        QCOMPARE(finished.front().at(1).toString(), QString()); // no error
        // 2 values x 2 schedulers x 2 seeds, the sweep file and the base beside them.
        const auto rows = csvRows(QDir(out).filePath(QStringLiteral("sweep.csv")));
        QCOMPARE(rows.size(), 1 + 8);
        QVERIFY(rows.front().startsWith("cell,nodes,scheduler,seed,status,"));
        QVERIFY(QFile::exists(QDir(out).filePath(QStringLiteral("sweep.yaml"))));
        QVERIFY(QFile::exists(QDir(out).filePath(QStringLiteral("base.yaml"))));
        // The Sweep tab shows it.
        QTRY_COMPARE(w.findChild<QTabWidget*>()->currentWidget(),
                     static_cast<QWidget*>(w.sweepView()));
        QCOMPARE(w.sweepView()->model()->rowCount(), 8);
        if (qEnvironmentVariableIsSet("MAIFS_SAVE_SWEEP")) {
            w.resize(1600, 1000);
            w.grab().save(qEnvironmentVariable("MAIFS_SAVE_SWEEP") + "/sweep-tab.png");
        }
        // A cell is the run the session gives: nodes=4 (the base's own count), sjf, seed 2.
        Session session;
        session.load(scenario_.toStdString());
        const double expected =
            session.run("sjf", 2, {}, nullptr, {}, RecordDetail::Summary).summary.meanJct;
        bool found = false;
        for (const QByteArray& row : rows) {
            const QList<QByteArray> cells = row.split(',');
            if (cells.value(1) == "4" && cells.value(2) == "sjf" && cells.value(3) == "2") {
                QCOMPARE(cells.value(4), QByteArray("ok"));
                QVERIFY(qAbs(cells.value(8).toDouble() - expected) < 1e-4);
                found = true;
            }
        }
        QVERIFY(found);

        // The same folder for another sweep: refused, the first one kept.
        type(dialog.valuesEdit(), QStringLiteral("2, 3"));
        const QString refused = w.startSweep(dialog);
        QVERIFY2(refused.contains(QStringLiteral("holds another sweep")), qPrintable(refused));
        QCOMPARE(csvRows(QDir(out).filePath(QStringLiteral("sweep.csv"))), rows);
        // The same sweep again resumes: every cell kept, none run again, the same results.
        type(dialog.valuesEdit(), QStringLiteral("2, 4"));
        QCOMPARE(w.startSweep(dialog), QString());
        QVERIFY(finished.wait(120000));
        QCOMPARE(csvRows(QDir(out).filePath(QStringLiteral("sweep.csv"))), rows);
    }

    void badInputIsRefusedBeforeAnythingIsWritten() {
        MainWindow w;
        QVERIFY(w.openScenario(scenario_));
        const QString out = dir_.filePath(QStringLiteral("bad"));
        NewSweepDialog dialog(w.workspace().editor()->document(), out, &w);
        QString why;
        type(dialog.valuesEdit(), QStringLiteral("2, 2"));
        QVERIFY(dialog.sweepText(QStringLiteral("base.yaml"), &why).isEmpty());
        QVERIFY(why.contains(QStringLiteral("each value once")));
        type(dialog.valuesEdit(), QStringLiteral("2, 3"));
        type(dialog.seedsEdit(), QStringLiteral("three"));
        QVERIFY(dialog.sweepText(QStringLiteral("base.yaml"), &why).isEmpty());
        QVERIFY(why.startsWith(QStringLiteral("Seeds: ")));
        QCOMPARE(w.startSweep(dialog), why);
        // A path the scenario cannot have: the reader's file, line and field, nothing written.
        type(dialog.seedsEdit(), QStringLiteral("1"));
        dialog.axisBox()->setCurrentIndex(dialog.axisBox()->count() - 1);
        QVERIFY(dialog.pathEdit()->isEnabled());
        type(dialog.pathEdit(), QStringLiteral("cluster.nodes[7].cpus"));
        const QString error = w.startSweep(dialog);
        QVERIFY2(error.contains(QDir(out).filePath(QStringLiteral("sweep.yaml"))) &&
                     error.contains(QStringLiteral("axes[0]")),
                 qPrintable(error));
        QVERIFY(!QDir(out).exists());
        QVERIFY(!onlyPart<SweepRunner>(w)->running());
    }
};

QTEST_MAIN(TestNewSweep)
#include "tst_new_sweep.moc"
