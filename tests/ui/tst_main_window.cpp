// The studio's shell: menu structure, About text, geometry persistence, failing opens.
#include "core/io/run_writer.h"
#include "core/io/scenario_reader.h"
#include "core/metrics/summary.h"
#include "core/sched/registry.h"
#include "core/session/run_scenario.h"
#include "core/sweep/sweep_state.h"
#include "tests/support/text_files.h"
#include "tests/support/window_part.h"
#include "ui/charts/cluster_canvas.h"
#include "ui/common/run_library.h"
#include "ui/common/scheduler_palette.h"
#include "ui/comparison/comparison_model.h"
#include "ui/comparison/comparison_view.h"
#include "ui/comparison/run_dialog.h"
#include "ui/comparison/run_library_model.h"
#include "ui/comparison/run_list_model.h"
#include "ui/comparison/run_manager.h"
#include "ui/comparison/run_shelf.h"
#include "ui/comparison/runs_view.h"
#include "ui/replay/replay_view.h"
#include "ui/sweep/sweep_table_model.h"
#include "ui/sweep/sweep_view.h"
#include "ui/sweep/what_if_model.h"
#include "ui/sweep/what_if_view.h"
#include "ui/workspace/job_table_model.h"
#include "ui/workspace/main_window.h"
#include "ui/workspace/node_table_model.h"
#include "ui/workspace/scenario_editor.h"
#include "ui/workspace/trace_browser.h"
#include "ui/workspace/view_screenshots.h"
#include "ui/workspace/workspace.h"

#include <array>
#include <cmath>
#include <sstream>

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QAreaSeries>
#include <QCategoryAxis>
#include <QChart>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QLabel>
#include <QLineSeries>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QProgressBar>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUrl>
#include <QValueAxis>
#include <qcustomplot.h>

using maifs::test::onlyPart;
using namespace maifs;
using namespace maifs::ui;

class TestMainWindow : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QApplication::setOrganizationName(QStringLiteral("maifs-tests"));
        QApplication::setApplicationName(QStringLiteral("tst_main_window"));
        QSettings().clear();
        QFile::remove(RunLibrary::defaultFile()); // the test mode's library, from a previous run
    }

    void hasTheProductMenus() {
        MainWindow w;
        QStringList titles;
        for (QAction* a : w.menuBar()->actions())
            titles << a->text().remove('&');
        QCOMPARE(titles,
                 (QStringList{"File", "Edit", "View", "Simulate", "Train", "Demo", "Help"}));
    }

    void aboutNamesQtAndTorchVersions() {
        const QString text = MainWindow::aboutText();
        QVERIFY(text.contains(QStringLiteral("Qt ") + QString::fromLatin1(qVersion())));
        // Whatever LibTorch the build found: the text names it with a version number.
        QVERIFY2(text.contains(QRegularExpression(QStringLiteral("LibTorch \\d+\\.\\d+"))),
                 qPrintable(text));
    }

    void restoresGeometryFromSettings() {
        {
            MainWindow w;
            w.setGeometry(50, 60, 900, 640);
            w.show();
            QVERIFY(QTest::qWaitForWindowExposed(&w));
            w.close();
        }
        MainWindow again;
        QCOMPARE(again.size(), QSize(900, 640));
    }

    void opensTheDemoScenario() {
        MainWindow w;
        QVERIFY(w.openScenario(QStringLiteral(MAIFS_TEST_DATA "/demo.yaml")));
        QCOMPARE(onlyPart<JobTableModel>(w)->rowCount(), 48);
        QCOMPARE(onlyPart<NodeTableModel>(w)->rowCount(), 4);
        QCOMPARE(onlyPart<JobTableModel>(w)
                     ->data(onlyPart<JobTableModel>(w)->index(0, JobTableModel::Id))
                     .toString(),
                 QStringLiteral("j0"));
        QVERIFY(w.findChild<QLabel*>(QStringLiteral("jobsOrigin"))->isHidden());
    }

    void theJobsTabShowsSyntheticJobsAsTheScenarioSeedDrawsThem() {
        MainWindow w;
        QVERIFY(w.openScenario(QStringLiteral(MAIFS_SOURCE_DIR "/scenarios/demo.yaml")));
        QCOMPARE(onlyPart<JobTableModel>(w)->rowCount(), 60);
        // Models are drawn and requests filled, as the run with the scenario's seed meets them.
        const QString model = onlyPart<JobTableModel>(w)
                                  ->data(onlyPart<JobTableModel>(w)->index(0, JobTableModel::Model))
                                  .toString();
        QVERIFY(!model.isEmpty());
        QVERIFY(onlyPart<JobTableModel>(w)
                    ->data(onlyPart<JobTableModel>(w)->index(0, JobTableModel::Cpus))
                    .toDouble() > 0);
        const auto* origin = w.findChild<QLabel*>(QStringLiteral("jobsOrigin"));
        QVERIFY(!origin->isHidden());
        QVERIFY(origin->text().contains(QStringLiteral("(7)")));
    }

    void aBrokenScenarioShowsWhereAndKeepsTheOpenOne() {
        MainWindow w;
        QVERIFY(w.openScenario(QStringLiteral(MAIFS_TEST_DATA "/demo.yaml")));
        QTemporaryDir dir;
        const QString bad = dir.filePath(QStringLiteral("bad.yaml"));
        QFile f(bad);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("version: 1\ncluster:\n  nodes: [{id: n0, gpus: -1}]\n");
        f.close();
        QString shown;
        QTimer::singleShot(0, [&shown] {
            if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
                shown = box->text();
                box->close();
            }
        });
        QVERIFY(!w.openScenario(bad));
        QVERIFY2(shown.startsWith(bad + QStringLiteral(":3:")), qPrintable(shown));
        QVERIFY(shown.contains(QStringLiteral("cluster.nodes[0]")));
        QVERIFY(w.workspace().path().endsWith(QStringLiteral("demo.yaml")));
        QCOMPARE(onlyPart<JobTableModel>(w)->rowCount(), 48);
    }

    void aRunFromTheStudioMatchesTheCommandLine() {
        // The GUI's run manager and `maifs simulate` share the code; their summary.json agree.
        MainWindow w;
        QVERIFY(w.openScenario(QStringLiteral(MAIFS_TEST_DATA "/demo.yaml")));
        QSignalSpy done(w.workspace().runManager(), &RunManager::finished);
        const int id = w.workspace().runManager()->start(QStringLiteral("srtf"), 7);
        // The run may finish before a wait() would start: poll the count instead (no race).
        QTRY_COMPARE_WITH_TIMEOUT(done.count(), 1, 60000);
        // The window takes the run from the manager (which forgets it) onto its shelf (in its
        // own thread, after the spy has counted in the run's).
        QTRY_COMPARE(w.workspace().shelf()->size(), 1);
        QVERIFY(!w.workspace().runManager()->result(id).record);
        Session::RunResult gui;
        gui.record = w.workspace().shelf()->record(0);
        // It was run without decisions, as compared runs are: its full record was re-simulated,
        // here or already by a view that asked for it in the background (so held(0) is racy).
        QVERIFY(w.workspace().shelf()->resimulations() >= 1);
        gui.summary = w.workspace().shelf()->at(0).summary;
        QVERIFY(gui.record);
        QCOMPARE(gui.record->detail, RecordDetail::Full);

        SchedulerRegistry reg;
        registerBuiltinSchedulers(reg);
        const auto cli =
            runScenario(readScenarioFile(MAIFS_TEST_DATA "/demo.yaml"), reg, "srtf", 7);
        std::ostringstream a, b;
        writeSummaryJson(a, *gui.record, gui.summary);
        writeSummaryJson(b, cli, summarize(cli));
        QCOMPARE(QString::fromStdString(a.str()), QString::fromStdString(b.str()));
    }

    void aLiveRunHoldsTheScenarioLikeAnyRun() {
        // A live run's result joins the comparison of the scenario it started on: while it is
        // held between decisions, another scenario cannot be opened (nor a new one started, nor
        // this one edited); cancelling it frees the document and leaves no result behind.
        MainWindow w;
        const QString demo = QStringLiteral(MAIFS_TEST_DATA "/demo.yaml");
        QVERIFY(w.openScenario(demo));
        w.startLiveRun(QStringLiteral("fifo"), 7);
        QVERIFY(w.workspace().liveRun());
        QVERIFY(w.simulating());
        QString shown;
        const auto closeBox = [&shown] {
            if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
                shown = box->text();
                box->close();
            }
        };
        QTimer::singleShot(0, closeBox);
        QVERIFY(!w.openScenario(QStringLiteral(MAIFS_SOURCE_DIR "/scenarios/synergy-128.yaml")));
        QVERIFY2(shown.contains(QStringLiteral("Cancel or wait")), qPrintable(shown));
        QVERIFY(w.workspace().path().endsWith(QStringLiteral("demo.yaml")));
        shown.clear();
        QTimer::singleShot(0, closeBox);
        QVERIFY(!w.newScenario(QStringLiteral("version: 1\n")));
        QVERIFY2(shown.contains(QStringLiteral("Cancel or wait")), qPrintable(shown));

        w.workspace().cancelLiveRun();
        QVERIFY(!w.workspace().liveRun());
        QVERIFY(!w.simulating());
        QCOMPARE(w.workspace().shelf()->size(), 0);
        QVERIFY(w.openScenario(QStringLiteral(MAIFS_SOURCE_DIR "/scenarios/synergy-128.yaml")));
    }

    void aRunThatCannotDrainIsAFailureWithItsVerdict() {
        // Every node fails while jobs wait: the run ends (no loop) and is reported as failed with
        // the verdict, rather than joining the comparison with figures of the finished jobs only.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("dies.yaml"));
        QVERIFY(maifs::test::writeTextFile(path, R"(version: 1
cluster:
  nodes: [{id: a, gpu_model: V100, gpus: 4, cpus: 32, mem_gb: 256}]
events: [{at: 10, fail: a}]
workload:
  jobs:
    - {id: j1, submit: 0, gpus: 2, duration: 1000, model: res50}
)"));
        MainWindow w;
        QVERIFY(w.openScenario(path));
        QSignalSpy failed(w.workspace().runManager(), &RunManager::failed);
        const int id = w.workspace().runManager()->start(QStringLiteral("las"), 1);
        QTRY_COMPARE_WITH_TIMEOUT(failed.count(), 1, 60000);
        QCOMPARE(failed.at(0).at(0).toInt(), id);
        QVERIFY2(failed.at(0).at(1).toString().startsWith(
                     QStringLiteral("the run did not drain (stalled): 1 job(s) left waiting")),
                 qPrintable(failed.at(0).at(1).toString()));
        QVERIFY(!w.workspace().runManager()->result(id).record);
    }

    void compareFillsTheDashboardAndClosingCancels() {
        MainWindow w;
        QVERIFY(w.openScenario(QStringLiteral(MAIFS_TEST_DATA "/demo.yaml")));
        const auto keptBefore = onlyPart<RunLibrary>(w)->runs().size(); // other tests' runs
        w.compareAllSchedulers();
        // every scheduler x 3 seeds lands in the dashboard (results arrive as queued signals)
        const auto seedsIn = [&] {
            int n = 0;
            for (int row = 0; row < w.workspace().comparison()->rowCount(); ++row)
                n += w.workspace()
                         .comparison()
                         ->data(w.workspace().comparison()->index(row, ComparisonModel::Seeds))
                         .toInt();
            return n;
        };
        const auto compared = static_cast<int>(w.comparedSchedulers().size());
        QVERIFY(compared >= 10); // nine baselines and MAIFS
        QTRY_COMPARE_WITH_TIMEOUT(seedsIn(), 3 * compared, 120000);
        // every finished run is kept in the run library, with its scenario's shape
        const QList<LibraryRun> kept = onlyPart<RunLibrary>(w)->runs();
        QCOMPARE(kept.size(), keptBefore + 3 * compared);
        QCOMPARE(kept.front().scenarioName, QStringLiteral("demo"));
        QCOMPARE(kept.front().nodes, 4);
        QCOMPARE(onlyPart<RunsView>(w)->model()->rowCount(), kept.size());
        // and once the last result is in, the window is no longer busy
        QVERIFY(w.findChild<QProgressBar*>()->isHidden());
        QCOMPARE(w.workspace().comparison()->rowCount(), compared);
        // the table and the chart export: CSV with one row per scheduler, PNG / SVG / PDF files
        QTemporaryDir out;
        const QString csvPath = out.filePath(QStringLiteral("table.csv"));
        QCOMPARE(w.comparisonView()->exportTable(csvPath), QString());
        QFile csv(csvPath);
        QVERIFY(csv.open(QIODevice::ReadOnly));
        const QStringList lines = QString::fromUtf8(csv.readAll()).split('\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 1 + compared);
        QVERIFY(lines[0].startsWith(QStringLiteral("scheduler,seeds,mean_jct_h,mean_jct_h_sd,")));
        QVERIFY2(lines[1].startsWith(QStringLiteral("fifo,3,2.09")), qPrintable(lines[1]));
        const std::pair<const char*, QByteArray> figures[] = {{"chart.png", QByteArray("\x89PNG")},
                                                              {"chart.svg", QByteArray("<?xml")},
                                                              {"chart.pdf", QByteArray("%PDF")}};
        for (const auto& [name, magic] : figures) {
            const QString path = out.filePath(QString::fromLatin1(name));
            QCOMPARE(w.comparisonView()->exportChart(path), QString());
            QFile f(path);
            QVERIFY(f.open(QIODevice::ReadOnly));
            QVERIFY2(f.read(magic.size()) == magic, name);
            QVERIFY(f.size() > 1000);
        }
        QVERIFY(
            !w.comparisonView()->exportChart(out.filePath(QStringLiteral("chart.bmpx"))).isEmpty());
        QVERIFY(
            !w.comparisonView()->exportTable(QStringLiteral("/nonexistent-dir/t.csv")).isEmpty());
        // the JCT CDF: one line per scheduler, rising to 1
        const auto cdfLines = w.comparisonView()->cdfChart()->series();
        QCOMPARE(cdfLines.size(), compared);
        for (QAbstractSeries* s : cdfLines) {
            const auto points = static_cast<QLineSeries*>(s)->points();
            QVERIFY(!points.isEmpty());
            QCOMPARE(points.last().y(), 1.0);
            for (int i = 1; i < points.size(); ++i)
                QVERIFY(points[i].x() >= points[i - 1].x() && points[i].y() >= points[i - 1].y());
        }
        // utilisation and queue over time: one GPU-allocation and one queue graph per scheduler,
        // from its first run; allocation stays within capacity
        QCustomPlot* overTime = w.comparisonView()->overTimePlot();
        QCOMPARE(overTime->graphCount(), 2 * compared);
        for (int g = 0; g < overTime->graphCount(); g += 2) {
            const auto data = overTime->graph(g)->data();
            QVERIFY(data->size() > 1);
            for (auto it = data->constBegin(); it != data->constEnd(); ++it)
                QVERIFY(it->value >= 0 && it->value <= 100.0 + 1e-9);
        }
        // a screenshot of every main view (what tools/screenshots.sh saves)
        const QStringList shots = saveViewScreenshots(w, out.path(), QStringLiteral("demo"));
        // (+ two runs' Gantt charts, a MAIFS decision with its agents, and a what-if study)
        QCOMPARE(shots.size(), 11);
        QVERIFY(shots[3].endsWith(QStringLiteral("demo-model.png")));
        QVERIFY(shots[5].endsWith(QStringLiteral("demo-comparison-cdf.png")));
        QVERIFY(shots[6].endsWith(QStringLiteral("demo-comparison-over-time.png")));
        QVERIFY(shots[7].endsWith(QStringLiteral("demo-replay.png")));
        QVERIFY(shots[8].endsWith(QStringLiteral("demo-replay-gantt.png")));
        QVERIFY(shots[9].endsWith(QStringLiteral("demo-replay-maifs.png")));
        QVERIFY(shots[10].endsWith(QStringLiteral("demo-what-if.png")));
        QCOMPARE(w.whatIfView()->model()->rowCount(), 3); // fifo, fifo+tune, maifs: base and +1
        for (const QString& shot : shots)
            QVERIFY(!QImage(shot).isNull());
        // the runs exported as `maifs compare --out` writes them, by the CLI's own writers
        QTemporaryDir exported;
        QVERIFY(w.workspace().exportRunFiles(exported.path()).isEmpty());
        const QList<QByteArray> csvRows =
            maifs::test::readBytes(exported.filePath(QStringLiteral("summary.csv")))
                .trimmed()
                .split('\n');
        QCOMPARE(csvRows.size(), 1 + 3 * compared);
        QVERIFY(csvRows[0].startsWith("scheduler,seed,window,jobs,jobs_finished,mean_jct_s"));
        {
            SchedulerRegistry registry;
            registerBuiltinSchedulers(registry);
            const Scenario demo = readScenarioFile(MAIFS_TEST_DATA "/demo.yaml");
            const RunRecord cli = runScenario(demo, registry, "fifo", demo.seed);
            std::ostringstream expected;
            writeSummaryJson(expected, cli, summarize(cli));
            QCOMPARE(maifs::test::readBytes(exported.filePath(
                         QStringLiteral("fifo-seed%1/summary.json").arg(demo.seed))),
                     QByteArray::fromStdString(expected.str()));
        }
        // a second comparison, closed at once: the window waits for the cancelled runs and closes
        w.compareAllSchedulers();
        QVERIFY(w.close());
        QCOMPARE(w.workspace().runManager()->running(), 0);
    }

    void remembersRecentScenariosAcrossWindows() {
        QSettings().remove(QStringLiteral("recent/scenarios"));
        const QString demo =
            QFileInfo(QStringLiteral(MAIFS_TEST_DATA "/demo.yaml")).absoluteFilePath();
        {
            MainWindow w;
            QVERIFY(w.openScenario(demo));
        }
        QCOMPARE(MainWindow::recentScenarios(), QStringList{demo});
        MainWindow again;
        auto* recent = again.findChild<QMenu*>();
        QVERIFY(recent);
        bool listed = false;
        for (QMenu* m : again.findChildren<QMenu*>())
            for (QAction* a : m->actions())
                listed = listed || a->text() == QDir::toNativeSeparators(demo);
        QVERIFY(listed);
    }

    void droppingAScenarioOpensIt() {
        MainWindow w;
        QMimeData data;
        data.setUrls({QUrl::fromLocalFile(QStringLiteral(MAIFS_TEST_DATA "/demo.yaml"))});
        QDragEnterEvent enter(QPoint(5, 5), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(&w, &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent drop(QPointF(5, 5), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(&w, &drop);
        QVERIFY(w.workspace().path().endsWith(QStringLiteral("demo.yaml")));
        QCOMPARE(onlyPart<JobTableModel>(w)->rowCount(), 48);
        // a trace file is not taken
        // a trace file is accepted once a scenario is open (it joins its workload)
        QMimeData csv;
        csv.setUrls({QUrl::fromLocalFile(QStringLiteral("/tmp/jobs.csv"))});
        QDragEnterEvent enterCsv(QPoint(5, 5), Qt::CopyAction, &csv, Qt::LeftButton,
                                 Qt::NoModifier);
        enterCsv.ignore();
        QApplication::sendEvent(&w, &enterCsv);
        QVERIFY(enterCsv.isAccepted());
        MainWindow empty;
        QDragEnterEvent enterEmpty(QPoint(5, 5), Qt::CopyAction, &csv, Qt::LeftButton,
                                   Qt::NoModifier);
        enterEmpty.ignore();
        QApplication::sendEvent(&empty, &enterEmpty);
        QVERIFY(!enterEmpty.isAccepted());
        QMimeData pdf;
        pdf.setUrls({QUrl::fromLocalFile(QStringLiteral("/tmp/paper.pdf"))});
        QDragEnterEvent enterPdf(QPoint(5, 5), Qt::CopyAction, &pdf, Qt::LeftButton,
                                 Qt::NoModifier);
        enterPdf.ignore();
        QApplication::sendEvent(&w, &enterPdf);
        QVERIFY(!enterPdf.isAccepted());
    }

    void addingATraceJoinsTheWorkloadAndUndoes() {
        QTemporaryDir dir;
        const QString scenario = dir.filePath(QStringLiteral("s.yaml"));
        QVERIFY(maifs::test::writeTextFile(
            scenario, "version: 1\ncluster: {nodes: [{id: n0, gpu_model: V100, gpus: 8, cpus: 24, "
                      "mem_gb: 500}]}\nworkload:\n  jobs: [{id: j1, submit: 0, duration: 60}]\n"));
        QVERIFY(maifs::test::writeTextFile(
            dir.filePath(QStringLiteral("jobs.csv")),
            "timestamp,duration,num_gpus,gpu_time,cluster\n2017-10-09 00:00:00,100,1,100,a\n"
            "2017-10-09 00:01:40,100,2,200,a\n"));
        QVERIFY(maifs::test::writeTextFile(dir.filePath(QStringLiteral("bad.csv")), "no,header\n"));
        MainWindow w;
        QVERIFY(w.openScenario(scenario));
        QCOMPARE(onlyPart<JobTableModel>(w)->rowCount(), 1);
        QVERIFY(w.addTrace(dir.filePath(QStringLiteral("jobs.csv")), QStringLiteral("philly"))
                    .isEmpty());
        QCOMPARE(onlyPart<JobTableModel>(w)->rowCount(), 3);
        QCOMPARE(w.workspace().editor()->document().value("workload.trace[0].file"),
                 std::optional<std::string>("jobs.csv")); // relative: moves with the scenario
        QVERIFY(w.isWindowModified());
        // A file that is not a Philly trace is refused with the importer's reason; nothing changes.
        const QString error =
            w.addTrace(dir.filePath(QStringLiteral("bad.csv")), QStringLiteral("philly"));
        QVERIFY2(error.contains(QStringLiteral("bad.csv")), qPrintable(error));
        QCOMPARE(onlyPart<JobTableModel>(w)->rowCount(), 3);
        w.workspace().undoStack()->undo();
        QCOMPARE(onlyPart<JobTableModel>(w)->rowCount(), 1);
    }

    void openingAMissingFileKeepsTheDocument() {
        MainWindow w;
        // The failure is reported in a modal box; close it as soon as it shows.
        QTimer::singleShot(0, [] {
            if (QWidget* box = QApplication::activeModalWidget())
                box->close();
        });
        QVERIFY(!w.openScenario(QStringLiteral("/nonexistent/nowhere.yaml")));
        QVERIFY(w.workspace().path().isEmpty());
    }

    void sweepResultsOpenAsChartAndTable() {
        // A real sweep of tests/data/capacity-waves.yaml: nodes 0 (fails), 1, 2, 4 x fifo, srtf
        // x seeds 1, 2; run in-process, written as `maifs sweep` writes it.
        QTemporaryDir dir;
        const QString sweepFile = dir.filePath(QStringLiteral("waves.yaml"));
        QVERIFY(maifs::test::writeTextFile(
            sweepFile, "version: 1\nbase: " MAIFS_TEST_DATA "/capacity-waves.yaml\naxes:\n"
                       "  - {name: nodes, set: 'generate[0].count', values: [0, 1, 2, 4]}\n"
                       "  - {name: load, arrival_rate_scale: [1, 2]}\n"
                       "schedulers: [fifo, srtf]\nseeds: [1, 2]\n"));
        const SweepSpec spec = readSweepFile(sweepFile.toStdString());
        SchedulerRegistry registry;
        registerBuiltinSchedulers(registry);
        const QString out = dir.filePath(QStringLiteral("out"));
        SweepState state(spec, out.toStdString());
        for (const auto& cell : state.cells())
            state.record(runCell(spec, cell, registry));
        state.writeOutputs();

        MainWindow w;
        QVERIFY(w.openSweep(out));
        SweepTableModel* model = w.sweepView()->model();
        QAbstractItemModelTester tester(model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model->rowCount(), 32);
        QCOMPARE(model->columnCount(), 1 + 2 + 3 + 16);
        QCOMPARE(model->headerData(1, Qt::Horizontal).toString(), QStringLiteral("nodes"));
        QCOMPARE(model->headerData(8, Qt::Horizontal).toString(), QStringLiteral("mean_jct (h)"));
        QCOMPARE(model->data(model->index(0, 5)).toString(), QStringLiteral("failed"));
        QVERIFY(model->data(model->index(0, 5), Qt::ToolTipRole)
                    .toString()
                    .contains(QStringLiteral("cluster.generate[0].count")));
        // Row 8: nodes=1 load=1 fifo seed 1: eight one-hour jobs in a row, mean 4.5 h.
        QCOMPARE(model->data(model->index(8, 8)).toString(), QStringLiteral("4.50"));
        QCOMPARE(model->data(model->index(8, 8), Qt::UserRole).toDouble(), 16200.0);

        // Chart: mean JCT against nodes, loads pooled: one line per scheduler, points at the
        // three node counts with results (nodes=0 failed everywhere), ticks at the values.
        QChart* chart = w.sweepView()->chart();
        QList<QLineSeries*> lines;
        for (QAbstractSeries* series : chart->series())
            if (auto* line = qobject_cast<QLineSeries*>(series))
                lines << line;
        QCOMPARE(lines.size(), 2);
        QCOMPARE(lines[0]->name(), QStringLiteral("fifo"));
        QCOMPARE(lines[0]->count(), 3);
        QCOMPARE(lines[0]->at(0), QPointF(1, 4.5)); // at load 2 the jobs still all arrive at 0
        QCOMPARE(lines[0]->at(1), QPointF(2, 2.5));
        auto* x = qobject_cast<QCategoryAxis*>(chart->axes(Qt::Horizontal).value(0));
        QVERIFY(x);
        QCOMPARE(x->categoriesLabels(), (QStringList{"0", "1", "2", "4"}));
        // The y ticks fall on round values, and each scheduler has its palette colour.
        auto* y = qobject_cast<QValueAxis*>(chart->axes(Qt::Vertical).value(0));
        QVERIFY(y);
        const double step = (y->max() - y->min()) / (y->tickCount() - 1);
        const double magnitude = std::pow(10.0, std::floor(std::log10(step)));
        const double leading = step / magnitude;
        QVERIFY2(std::ranges::any_of(std::array{1.0, 2.0, 2.5, 5.0, 10.0},
                                     [&](double n) { return std::abs(leading - n) < 1e-9; }),
                 qPrintable(QString::number(step)));
        QCOMPARE(y->min(), 0.0);
        QCOMPARE(lines[0]->pen().color(), schedulerColour(QStringLiteral("fifo")));
        QCOMPARE(lines[1]->pen().color(), schedulerColour(QStringLiteral("srtf")));
        // Holding load at 2 and plotting against load instead.
        QVERIFY(w.sweepView()->setXAxis(QStringLiteral("load")));
        QVERIFY(w.sweepView()->setFilter(QStringLiteral("nodes"), QStringLiteral("4")));
        lines.clear();
        for (QAbstractSeries* series : chart->series())
            if (auto* line = qobject_cast<QLineSeries*>(series))
                lines << line;
        QCOMPARE(lines[0]->count(), 2);
        QCOMPARE(lines[0]->at(0), QPointF(1, 1.5)); // 4 nodes: waves of 4, mean 1.5 h
        QVERIFY(!w.sweepView()->setFilter(QStringLiteral("nodes"), QStringLiteral("5")));
        QVERIFY(w.sweepView()->setMetric(QStringLiteral("makespan_s")));
        QVERIFY(!w.sweepView()->setMetric(QStringLiteral("speed")));

        // A file that is not a sweep.csv: an error box naming it, and the view keeps its sweep.
        const QString bad = dir.filePath(QStringLiteral("bad.csv"));
        QVERIFY(maifs::test::writeTextFile(bad, "name,value\nx,1\n"));
        QString shown;
        QTimer::singleShot(0, [&shown] {
            if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
                shown = box->text();
                box->close();
            }
        });
        QVERIFY(!w.openSweep(bad));
        QVERIFY2(shown.contains(QStringLiteral("bad.csv:1:1: header")), qPrintable(shown));
        QCOMPARE(model->rowCount(), 32);
    }

    void traceBrowserFiltersAndCounts() {
        MainWindow w;
        QVERIFY(w.openScenario(QStringLiteral(MAIFS_TEST_DATA "/demo.yaml")));
        TraceBrowser* browser = onlyPart<TraceBrowser>(w);
        const auto& jobs = w.workspace().session().scenario().jobs;
        QCOMPARE(browser->shownJobs(), static_cast<int>(jobs.size()));
        const auto total = [](const Histogram& h) {
            int n = 0;
            for (int c : h.counts)
                n += c;
            return n;
        };
        QCOMPARE(total(browser->arrivals()), static_cast<int>(jobs.size()));
        QCOMPARE(total(browser->durations()), static_cast<int>(jobs.size()));
        JobFilter f;
        f.gpus = 4;
        f.toS = 3600;
        browser->setFilter(f);
        int expected = 0;
        for (const auto& j : jobs)
            expected += j.gpus == 4 && j.submit <= 3600 ? 1 : 0;
        QVERIFY(expected > 0);
        QCOMPARE(browser->shownJobs(), expected);
        QCOMPARE(browser->table()->model()->rowCount(), expected);
        QCOMPARE(total(browser->demand()), expected);
        QCOMPARE(browser->demand().edges.front(), 4.0);
        QVERIFY(w.lastOpenSeconds() > 0);
    }

    void seedListsParseOrSayWhy() {
        QString why;
        QCOMPARE(RunDialog::parseSeeds(QStringLiteral("1, 4-6,2"), &why),
                 (std::optional<std::vector<quint64>>{{1, 4, 5, 6, 2}}));
        QCOMPARE(RunDialog::parseSeeds(QStringLiteral("3,3"), &why),
                 (std::optional<std::vector<quint64>>{{3}}));
        for (const char* bad : {"", "x", "5-2", "1-2-3", "0-5000"}) {
            why.clear();
            QVERIFY2(!RunDialog::parseSeeds(QString::fromLatin1(bad), &why), bad);
            QVERIFY(!why.isEmpty());
        }
    }

    void aBigClusterGetsTheQuickDefault() {
        // More than 500 nodes: Compare All Schedulers runs the baselines on one seed, not MAIFS
        // on three (Run Schedulers still offers them).
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("big.yaml"));
        QVERIFY(maifs::test::writeTextFile(path, R"(version: 1
seed: 4
cluster: {generate: [{count: 501, gpu_model: V100, gpus: 8, cpus: 24, mem_gb: 500}]}
workload:
  jobs:
    - {id: j1, submit: 0, gpus: 2, duration: 1000, model: res50}
)"));
        MainWindow w;
        QVERIFY(w.openScenario(path));
        w.compareAllSchedulers();
        int baselines = 0;
        for (const auto& id : w.comparedSchedulers())
            baselines += id.rfind("maifs", 0) != 0;
        QCOMPARE(w.workspace().runList()->rowCount(), baselines);
        for (int row = 0; row < w.workspace().runList()->rowCount(); ++row) {
            QCOMPARE(
                w.workspace().runList()->data(w.workspace().runList()->index(row, 1)).toULongLong(),
                4ULL);
            QVERIFY(!w.workspace()
                         .runList()
                         ->data(w.workspace().runList()->index(row, 0))
                         .toString()
                         .startsWith("maifs"));
        }
        QVERIFY(w.statusBar()->currentMessage().contains(QStringLiteral("big scenario")));
        w.workspace().runManager()->cancelAll();
        w.workspace().runManager()->waitForAll();
    }

    void runQueueShowsEachRunToItsEnd() {
        MainWindow w;
        QVERIFY(w.openScenario(QStringLiteral(MAIFS_TEST_DATA "/demo.yaml")));
        QAbstractItemModelTester tester(w.workspace().runList(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        w.startRuns({"fifo", "sjf"}, {1, 2});
        QCOMPARE(w.workspace().runList()->rowCount(), 4);
        const auto allDone = [&] {
            for (int row = 0; row < w.workspace().runList()->rowCount(); ++row)
                if (w.workspace().runList()->state(row) != RunListModel::RunState::Done)
                    return false;
            return true;
        };
        QTRY_VERIFY_WITH_TIMEOUT(allDone(), 60000);
        for (int row = 0; row < 4; ++row)
            QCOMPARE(w.workspace().runList()->progress(row), 1.0);
        QTRY_COMPARE(w.workspace().comparison()->rowCount(), 2);
        QCOMPARE(w.workspace()
                     .comparison()
                     ->data(w.workspace().comparison()->index(0, ComparisonModel::Seeds))
                     .toInt(),
                 2);
        // A long run cancelled from the queue ends as cancelled, not as a result.
        QVERIFY(w.openScenario(QStringLiteral(MAIFS_SOURCE_DIR "/scenarios/synergy-128.yaml")));
        w.startRuns({"tiresias"}, {1});
        QCOMPARE(w.workspace().runList()->rowCount(), 1); // the finished ones were cleared
        w.workspace().runManager()->cancel(w.workspace().runList()->runId(0));
        QTRY_COMPARE_WITH_TIMEOUT(w.workspace().runList()->state(0),
                                  RunListModel::RunState::Cancelled, 60000);
        QCOMPARE(w.workspace().comparison()->rowCount(), 0);
    }

    void aComparisonSurvivesAnEditLabelledByItsVersion() {
        MainWindow w;
        QVERIFY(w.openScenario(QStringLiteral(MAIFS_TEST_DATA "/demo.yaml")));
        ComparisonModel* m = w.workspace().comparison();
        w.startRuns({"fifo", "sjf"}, {1});
        QTRY_COMPARE_WITH_TIMEOUT(m->rowCount(), 2, 60000);
        QTRY_COMPARE(w.workspace().runsPending(), 0);
        const double before = m->stat(0, ComparisonModel::MeanJct).first;
        // Two more nodes: the first version's rows stay, labelled.
        QCOMPARE(w.workspace().editor()->change(QStringLiteral("cluster.generate[0].count"),
                                                QStringLiteral("6"), QStringLiteral("nodes")),
                 QString());
        QCOMPARE(m->rowCount(), 2);
        QCOMPARE(m->schedulerAt(0), QStringLiteral("fifo [v1]"));
        QCOMPARE(ComparisonModel::versionOf(m->schedulerAt(1)), QStringLiteral("v1"));
        // Compare again: the new version's rows beside the old ones, first; the numbers differ.
        w.startRuns({"fifo", "sjf"}, {1});
        QTRY_COMPARE_WITH_TIMEOUT(m->rowCount(), 4, 60000);
        QTRY_COMPARE(w.workspace().runsPending(), 0);
        QCOMPARE(m->schedulerAt(0), QStringLiteral("fifo"));
        QCOMPARE(m->schedulerAt(2), QStringLiteral("fifo [v1]"));
        QCOMPARE(m->stat(2, ComparisonModel::MeanJct).first, before);
        QVERIFY(m->stat(0, ComparisonModel::MeanJct).first < before); // more nodes, less waiting
        // Comparing again replaces only the current version's rows.
        w.startRuns({"fifo"}, {1});
        QTRY_COMPARE(w.workspace().runsPending(), 0);
        QCOMPARE(m->rowCount(), 3);
        // A second edit labels the second version; the first keeps its label.
        QCOMPARE(w.workspace().editor()->change(QStringLiteral("cluster.generate[0].count"),
                                                QStringLiteral("5"), QStringLiteral("nodes")),
                 QString());
        QStringList rows;
        for (int r = 0; r < m->rowCount(); ++r)
            rows << m->schedulerAt(r);
        QCOMPARE(rows, (QStringList{"fifo [v2]", "fifo [v1]", "sjf [v1]"}));
        // Another scenario starts afresh (the edits undone first: nothing to ask about).
        w.workspace().undoStack()->setIndex(0);
        QVERIFY(w.openScenario(QStringLiteral(MAIFS_SOURCE_DIR "/scenarios/synergy-128.yaml")));
        QCOMPARE(m->rowCount(), 0);
    }

    void replayShowsTheClusterAtTheCursor() {
        MainWindow w;
        QVERIFY(w.openScenario(QStringLiteral(MAIFS_TEST_DATA "/demo.yaml")));
        ReplayView* replay = w.replayView();
        QCOMPARE(replay->runCount(), 0);
        w.startRuns({"gandiva"}, {7}); // time slices: GPUs shared by two jobs
        QTRY_COMPARE_WITH_TIMEOUT(replay->runCount(), 1, 60000);
        // (compared runs keep no decisions: the replay re-simulates the run with them first)
        QTRY_VERIFY_WITH_TIMEOUT(replay->shownRun() != nullptr, 60000);
        QCOMPARE(replay->shownRun()->detail, RecordDetail::Full);
        const double start = replay->time();
        QVERIFY(replay->nextDecision());
        QVERIFY(replay->time() > start || replay->time() == start);
        // Walk the decisions: at each, the map shows exactly the holdings the record gives.
        int checked = 0, shared = 0;
        do {
            const ClusterAt& at = replay->state();
            for (std::size_t n = 0; n < at.byNode.size(); ++n)
                for (const auto& h : at.byNode[n])
                    for (int slot : h.share.gpuSlots) {
                        const auto jobs = replay->canvas()->jobsOnGpu(static_cast<int>(n), slot);
                        QVERIFY(std::find(jobs.begin(), jobs.end(), h.job) != jobs.end());
                        shared += jobs.size() > 1 ? 1 : 0;
                    }
            QCOMPARE(replay->waitingShown(), static_cast<int>(at.waiting.size()));
            QVERIFY(replay->decisionText().startsWith(QStringLiteral("Decision at")));
            ++checked;
        } while (replay->nextDecision());
        QVERIFY(checked > 10);
        QVERIFY(shared > 0);
        // Keys: Home goes to the start, Right steps to the next decision, Left back.
        QTest::keyClick(replay, Qt::Key_Home);
        QCOMPARE(replay->time(), start);
        QTest::keyClick(replay, Qt::Key_Right);
        const double first = replay->time();
        QTest::keyClick(replay, Qt::Key_Right);
        QVERIFY(replay->time() > first);
        QTest::keyClick(replay, Qt::Key_Left);
        QCOMPARE(replay->time(), first);

        // Breakpoints, checked against the run record.
        QTest::keyClick(replay, Qt::Key_Home);
        QVERIFY(replay->runUntil(ReplayView::Until::JobStarts, QStringLiteral("j20")).isEmpty());
        const double j20Start = replay->time();
        QVERIFY(replay->runUntil(ReplayView::Until::JobFinishes, QStringLiteral("j20")).isEmpty());
        QVERIFY(replay->time() > j20Start);
        QVERIFY(!replay->runUntil(ReplayView::Until::JobStarts, QStringLiteral("j20")).isEmpty());
        QVERIFY(
            !replay->runUntil(ReplayView::Until::JobStarts, QStringLiteral("nosuch")).isEmpty());
        QTest::keyClick(replay, Qt::Key_Home);
        QVERIFY(
            replay->runUntil(ReplayView::Until::QueueLongerThan, QStringLiteral("1")).isEmpty());
        QVERIFY(replay->state().waiting.size() > 1);
        QVERIFY(!replay->runUntil(ReplayView::Until::QueueLongerThan, QStringLiteral("1000"))
                     .isEmpty());
        QVERIFY(!replay->runUntil(ReplayView::Until::QueueLongerThan, QStringLiteral("many"))
                     .isEmpty());
        QVERIFY(!replay->runUntil(ReplayView::Until::NodeFailsOrJoins, QString())
                     .isEmpty()); // none in demo
    }

    void barChartShowsTheSpreadAcrossSeeds() {
        ComparisonModel model;
        ComparisonView view(&model);
        const auto result = [](const char* id, std::uint64_t seed, double meanJctH, double p95H) {
            Session::RunResult r;
            r.scheduler = id;
            r.seed = seed;
            r.summary.meanJct = meanJctH * 3600;
            r.summary.p95Jct = p95H * 3600;
            return r;
        };
        model.add(result("fifo", 1, 2, 5));
        model.add(result("fifo", 2, 4, 5)); // mean JCT spreads (sd 1.41 h), p95 does not
        model.add(result("srtf", 1, 1, 3));
        QCOMPARE(view.errorBars(), 1);
        QCOMPARE(model.stat(0, ComparisonModel::MeanJct).first, 3.0);
        QVERIFY(qAbs(model.stat(0, ComparisonModel::MeanJct).second - std::sqrt(2.0)) < 1e-12);
        model.add(result("srtf", 2, 1, 4));
        QCOMPARE(view.errorBars(), 2);
    }

    void tableModelsPassTheModelTester() {
        MainWindow w;
        QVERIFY(w.openScenario(QStringLiteral(MAIFS_TEST_DATA "/demo.yaml")));
        QAbstractItemModelTester jobs(onlyPart<JobTableModel>(w),
                                      QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester nodes(onlyPart<NodeTableModel>(w),
                                       QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester comparison(w.workspace().comparison(),
                                            QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(onlyPart<JobTableModel>(w)->rowCount() > 0);
        QVERIFY(onlyPart<NodeTableModel>(w)->rowCount() > 0);
        // Reopening resets the models under the testers' eyes.
        QVERIFY(w.openScenario(QStringLiteral(MAIFS_TEST_DATA "/demo.yaml")));
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_main_window.moc"
