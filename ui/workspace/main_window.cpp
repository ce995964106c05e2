#include "ui/workspace/main_window.h"

#include "core/marl/rl_module.h"
#include "core/sweep/sweep_spec.h"
#include "core/util/version.h"
#include "ui/charts/gantt_plot.h"
#include "ui/common/bundled_scenarios.h"
#include "ui/common/preferences.h"
#include "ui/common/preferences_dialog.h"
#include "ui/common/run_library.h"
#include "ui/common/user_guide.h"
#include "ui/comparison/comparison_model.h"
#include "ui/comparison/comparison_view.h"
#include "ui/comparison/run_dialog.h"
#include "ui/comparison/run_library_model.h"
#include "ui/comparison/run_list_model.h"
#include "ui/comparison/run_manager.h"
#include "ui/comparison/run_shelf.h"
#include "ui/comparison/runs_view.h"
#include "ui/replay/decision_inspector.h"
#include "ui/replay/live_run.h"
#include "ui/replay/replay_view.h"
#include "ui/sweep/new_sweep_dialog.h"
#include "ui/sweep/sweep_runner.h"
#include "ui/sweep/sweep_table_model.h"
#include "ui/sweep/sweep_view.h"
#include "ui/sweep/what_if_view.h"
#include "ui/training/training_monitor.h"
#include "ui/workspace/cluster_editor_view.h"
#include "ui/workspace/guided_tour.h"
#include "ui/workspace/import_wizard.h"
#include "ui/workspace/job_table_model.h"
#include "ui/workspace/model_params_view.h"
#include "ui/workspace/new_scenario_wizard.h"
#include "ui/workspace/node_table_model.h"
#include "ui/workspace/scenario_editor.h"
#include "ui/workspace/shortcuts_dialog.h"
#include "ui/workspace/trace_browser.h"
#include "ui/workspace/workspace.h"

#include <algorithm>

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QPainter>
#include <QProgressBar>
#include <QProgressDialog>
#include <QPushButton>
#include <QSaveFile>
#include <QSettings>
#include <QSortFilterProxyModel>
#include <QStatusBar>
#include <QStyleOptionProgressBar>
#include <QStyledItemDelegate>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTreeWidget>
#include <QUndoStack>
#include <QUndoView>
#include <QVBoxLayout>
#include <QWhatsThis>

namespace maifs::ui {

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent)
    , workspace_(new Workspace(this)) {
    setWindowTitle(tr("MAIFS Studio"));
    jobs_ = new JobTableModel(this);
    nodes_ = new NodeTableModel(this);
    sweepRunner_ = new SweepRunner(workspace_->session().registry(), this);
    connect(sweepRunner_, &SweepRunner::progress, this, [this](int done, int total) {
        if (sweepProgress_) {
            sweepProgress_->setMaximum(total);
            sweepProgress_->setValue(done);
            sweepProgress_->setLabelText(tr("Sweep: %1 of %2 cells").arg(done).arg(total));
        }
    });
    connect(sweepRunner_, &SweepRunner::finished, this,
            [this](const QString& dir, const QString& error) {
                if (sweepProgress_) {
                    sweepProgress_->deleteLater();
                    sweepProgress_ = nullptr;
                }
                if (!error.isEmpty()) {
                    statusBar()->showMessage(tr("Sweep stopped: %1").arg(error), 15000);
                    return;
                }
                openSweep(dir);
            });
    connect(workspace_, &Workspace::scenarioChanged, this, &MainWindow::documentChanged);
    connect(workspace_->editor()->undoStack(), &QUndoStack::cleanChanged, this,
            &MainWindow::updateTitle);

    tabs_ = new QTabWidget(this);
    overview_ = new QLabel(tr("Open a scenario (File > Open, or the Demo menu) to begin."), this);
    overview_->setAlignment(Qt::AlignCenter);
    overview_->setWordWrap(true);
    overview_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    tabs_->addTab(overview_, tr("Scenario"));
    clusterView_ = new ClusterEditorView(workspace_->editor(), nodes_, this);
    connect(clusterView_, &ClusterEditorView::editRefused, this, [this](const QString& why) {
        // Not modal: an edit typed into a table should not stop the user's flow.
        auto* box =
            new QMessageBox(QMessageBox::Warning, tr("Edit refused"), why, QMessageBox::Ok, this);
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
        statusBar()->showMessage(tr("Edit refused: %1").arg(why), 10000);
    });
    tabs_->addTab(clusterView_, tr("Cluster"));
    traceBrowser_ = new TraceBrowser(jobs_, this);
    tabs_->addTab(traceBrowser_, tr("Jobs"));
    modelView_ = new ModelParamsView(workspace_->editor(), this);
    connect(modelView_, &ModelParamsView::editRefused, this, [this](const QString& why) {
        statusBar()->showMessage(tr("Edit refused: %1").arg(why), 10000);
    });
    tabs_->addTab(modelView_, tr("Model"));
    comparisonView_ = new ComparisonView(workspace_->comparison(), this);
    tabs_->addTab(comparisonView_, tr("Comparison"));
    whatIfView_ = new WhatIfView(workspace_->session(), this);
    tabs_->addTab(whatIfView_, tr("What-if"));
    replayView_ = new ReplayView(this);
    replayView_->setRecordSource(
        [this](int index, std::function<void(std::shared_ptr<const RunRecord>)> done) {
            workspace_->shelf()->recordLater(index, std::move(done));
        });
    tabs_->addTab(replayView_, tr("Replay"));
    // The decision inspector sits beside the map as a dock; it comes up with the Replay tab.
    inspectorDock_ = new QDockWidget(tr("Decision Inspector"), this);
    inspectorDock_->setObjectName(QStringLiteral("inspectorDock"));
    inspectorDock_->setWidget(replayView_->inspector());
    addDockWidget(Qt::RightDockWidgetArea, inspectorDock_);
    inspectorDock_->hide();
    connect(tabs_, &QTabWidget::currentChanged, this, [this] {
        if (tabs_->currentWidget() == replayView_)
            inspectorDock_->show();
    });
    library_ = new RunLibrary(this);
    if (const QString error = library_->open(preferences::runLibraryFile()); !error.isEmpty())
        statusBar()->showMessage(tr("Run library unavailable (%1): runs are not kept").arg(error));
    runsView_ = new RunsView(library_, this);
    tabs_->addTab(runsView_, tr("Runs"));
    sweepView_ = new SweepView(this);
    tabs_->addTab(sweepView_, tr("Sweep"));
    setCentralWidget(tabs_);
    describeTabs();

    progress_ = new QProgressBar(this);
    progress_->setMaximumWidth(240);
    progress_->setVisible(false);
    statusBar()->addPermanentWidget(progress_);
    connect(workspace_, &Workspace::runJoined, this, [this](const Session::RunResult& result) {
        if (library_->isOpen() && result.record && !result.record->cancelled &&
            !library_->add(result, workspace_->session().scenario()))
            statusBar()->showMessage(tr("Run not kept in the library: %1").arg(library_->error()),
                                     10000);
    });
    connect(workspace_, &Workspace::runFailed, this, [this](const QString& why) {
        statusBar()->showMessage(tr("A run failed: %1").arg(why), 10000);
    });
    // The live run keeps the view; the finished runs wait in its list.
    connect(workspace_, &Workspace::shelfChanged, this,
            [this] { replayView_->setRuns(workspace_->shelf()->results()); });
    connect(workspace_, &Workspace::runStateChanged, this, &MainWindow::updateRunState);
    connect(workspace_, &Workspace::liveRunEnded, this, [this](bool joined, const QString& error) {
        replayView_->setLive(nullptr);
        if (joined)
            replayView_->selectRun(replayView_->runCount() - 1);
        else if (!error.isEmpty())
            statusBar()->showMessage(tr("Live run failed: %1").arg(error), 10000);
    });

    createRunQueue();
    trainingMonitor_ = new TrainingMonitor(this);
    trainingDock_ = new QDockWidget(tr("Training Monitor"), this);
    trainingDock_->setObjectName(QStringLiteral("trainingDock"));
    trainingDock_->setWidget(trainingMonitor_);
    addDockWidget(Qt::BottomDockWidgetArea, trainingDock_);
    trainingDock_->hide();
    connect(trainingMonitor_, &TrainingMonitor::addToComparison, this, [this](const QString& id) {
        if (!workspace_->session().loaded())
            return;
        addRuns({id.toStdString()}, {workspace_->session().scenario().seed});
    });
    createMenus();
    setAcceptDrops(true);
    statusBar()->showMessage(tr("Ready"));
    restoreLayout();
    updateRunState();
}

MainWindow::~MainWindow() {
    // The sweep runner holds the session's registry: stop it before the workspace goes.
    delete sweepRunner_;
}

namespace {

// The Progress column as a bar.
class ProgressDelegate : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    void paint(QPainter* painter, const QStyleOptionViewItem& option,
               const QModelIndex& index) const override {
        QStyleOptionProgressBar bar;
        bar.rect = option.rect.adjusted(2, 2, -2, -2);
        bar.minimum = 0;
        bar.maximum = 100;
        bar.progress = static_cast<int>(100 * index.data(Qt::UserRole).toDouble());
        bar.text = index.data().toString();
        bar.textVisible = true;
        bar.state = option.state | QStyle::State_Horizontal;
        QApplication::style()->drawControl(QStyle::CE_ProgressBar, &bar, painter);
    }
};

} // namespace

void MainWindow::createRunQueue() {
    runQueue_ = new QDockWidget(tr("Run Queue"), this);
    runQueue_->setObjectName(QStringLiteral("runQueueDock"));
    auto* panel = new QWidget(runQueue_);
    auto* table = new QTableView(panel);
    table->setModel(workspace_->runList());
    table->setItemDelegateForColumn(RunListModel::Progress, new ProgressDelegate(table));
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->verticalHeader()->hide();
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table->horizontalHeader()->setSectionResizeMode(RunListModel::Progress, QHeaderView::Stretch);
    auto* cancel = new QPushButton(tr("Cancel Selected"), panel);
    connect(cancel, &QPushButton::clicked, this, [this, table] {
        for (const QModelIndex& i : table->selectionModel()->selectedRows())
            workspace_->runManager()->cancel(workspace_->runList()->runId(i.row()));
    });
    auto* clear = new QPushButton(tr("Clear Finished"), panel);
    connect(clear, &QPushButton::clicked, workspace_->runList(), &RunListModel::clearFinished);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(cancel);
    buttons->addWidget(clear);
    buttons->addStretch(1);
    auto* layout = new QVBoxLayout(panel);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(table);
    layout->addLayout(buttons);
    runQueue_->setWidget(panel);
    addDockWidget(Qt::BottomDockWidgetArea, runQueue_);
    runQueue_->hide();
}

void MainWindow::createMenus() {
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->setToolTipsVisible(true);
    QAction* newScenario =
        file->addAction(tr("&New Scenario…"), this, &MainWindow::chooseNewScenario);
    newScenario->setShortcut(QKeySequence::New);
    newScenario->setToolTip(tr("A cluster and a workload from a template, your own files or a "
                               "bundled scenario"));
    QAction* open = file->addAction(tr("&Open Scenario…"), this, &MainWindow::chooseScenario);
    open->setShortcut(QKeySequence::Open);
    recentMenu_ = file->addMenu(tr("Open &Recent"));
    populateRecentMenu();
    file->addAction(tr("Open S&weep Results…"), this, &MainWindow::chooseSweep);
    file->addSeparator();
    QAction* importTrace = file->addAction(tr("Import &Trace…"), this,
                                           [this] { importWithWizard(ImportWizard::Kind::Jobs); });
    importTrace->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_I));
    importTrace->setToolTip(tr("Add a job log (Philly, Alibaba, Helios, PAI or any CSV) to the "
                               "workload, with a preview of what it gives"));
    QAction* importCluster = file->addAction(
        tr("Import C&luster…"), this, [this] { importWithWizard(ImportWizard::Kind::Nodes); });
    importCluster->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_I));
    importCluster->setToolTip(tr("Add the machines of an inventory file to the cluster"));
    for (QAction* a : {importTrace, importCluster}) {
        a->setEnabled(false);
        connect(workspace_->editor(), &ScenarioEditor::changed, a,
                [this, a] { a->setEnabled(workspace_->editor()->hasDocument()); });
    }
    file->addSeparator();
    QAction* save = file->addAction(tr("&Save Scenario"), this, [this] {
        if (!workspace_->editor()->hasDocument())
            return;
        if (workspace_->editor()->isUntitled())
            return saveAs();
        if (const QString error = saveScenario(workspace_->path()); !error.isEmpty())
            QMessageBox::critical(this, tr("Cannot save scenario"), error);
    });
    save->setShortcut(QKeySequence::Save);
    QAction* saveAs = file->addAction(tr("Save Scenario &As…"), this, &MainWindow::saveAs);
    saveAs->setShortcut(QKeySequence::SaveAs);
    file->addSeparator();
    file->addAction(tr("Export Comparison &Table (CSV)…"), this,
                    [this] { exportComparison(false); });
    file->addAction(tr("Export Comparison &Chart (PNG, SVG, PDF)…"), this,
                    [this] { exportComparison(true); });
    file->addAction(tr("Export &Run Files…"), this, [this] {
        const QString dir = QFileDialog::getExistingDirectory(this, tr("Export Run Files"));
        if (dir.isEmpty())
            return;
        if (const QString error = workspace_->exportRunFiles(dir); !error.isEmpty())
            QMessageBox::warning(this, tr("Export failed"), error);
        else
            statusBar()->showMessage(tr("Exported %1 runs to %2")
                                         .arg(workspace_->shelf()->size())
                                         .arg(QDir::toNativeSeparators(dir)),
                                     5000);
    });
    file->addSeparator();
    QAction* quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    QAction* undo = workspace_->editor()->undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction* redo = workspace_->editor()->undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setShortcut(QKeySequence::Redo);
    edit->addAction(undo);
    edit->addAction(redo);
    // The edit history, as a dock that can be shown beside any tab.
    auto* historyDock = new QDockWidget(tr("Edit History"), this);
    historyDock->setObjectName(QStringLiteral("historyDock"));
    auto* history = new QUndoView(workspace_->editor()->undoStack(), historyDock);
    history->setEmptyLabel(tr("<opened>"));
    historyDock->setWidget(history);
    addDockWidget(Qt::RightDockWidgetArea, historyDock);
    historyDock->hide();
    edit->addSeparator();
    QAction* showHistory = historyDock->toggleViewAction();
    showHistory->setText(tr("&History"));
    edit->addAction(showHistory);
    edit->addSeparator();
    QAction* prefs = edit->addAction(tr("&Preferences…"), this, [this] {
        PreferencesDialog dialog(this);
        if (dialog.exec() == QDialog::Accepted) {
            dialog.apply();
            applyPreferences();
        }
    });
    prefs->setShortcut(QKeySequence::Preferences);

    QMenu* view = menuBar()->addMenu(tr("&View"));
    QAction* fullScreen = view->addAction(tr("&Full Screen"));
    fullScreen->setCheckable(true);
    fullScreen->setShortcut(QKeySequence::FullScreen);
    connect(fullScreen, &QAction::toggled, this,
            [this](bool on) { on ? showFullScreen() : showNormal(); });
    view->addAction(inspectorDock_->toggleViewAction());

    QMenu* simulate = menuBar()->addMenu(tr("&Simulate"));
    simulate->setObjectName(QStringLiteral("simulateMenu"));
    simulate->setToolTipsVisible(true);
    compareAction_ = simulate->addAction(tr("&Compare All Schedulers (3 seeds)"), this,
                                         &MainWindow::compareAllSchedulers);
    compareAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_R));
    compareAction_->setToolTip(tr("Every baseline and MAIFS on the open scenario, seeds 1-3, in "
                                  "the background; the Comparison tab shows the results"));
    runAction_ = simulate->addAction(tr("&Run Schedulers…"), this, &MainWindow::chooseRuns);
    runAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));
    runAction_->setToolTip(tr("Choose the schedulers and seeds to run"));
    simulate
        ->addAction(tr("&What-if Study"), this, [this] { tabs_->setCurrentWidget(whatIfView_); })
        ->setToolTip(tr("Base against a variant (more nodes, another GPU, more load), side by "
                        "side"));
    simulate->addAction(tr("New S&weep…"), this, &MainWindow::chooseNewSweep)
        ->setToolTip(tr("A grid over one axis of the scenario (node count, arrival rate, "
                        "durations, any value) x schedulers x seeds, run in the background"));
    simulate->addAction(runQueue_->toggleViewAction());
    cancelAction_ = simulate->addAction(tr("Cancel &Runs"), workspace_, &Workspace::cancelAll);
    simulate->addSeparator();
    simulate->addAction(tr("Step Through a &Live Run…"), this, [this] {
        if (!workspace_->session().loaded())
            return;
        QStringList ids;
        for (const auto& id : workspace_->session().schedulerIds())
            ids << QString::fromStdString(id);
        bool ok = false;
        const QString id = QInputDialog::getItem(
            this, tr("Live Run"), tr("Scheduler to step through, decision by decision:"), ids, 0,
            true, &ok);
        if (ok && !id.isEmpty())
            startLiveRun(id, workspace_->session().scenario().seed);
    });

    QMenu* train = menuBar()->addMenu(tr("&Train"));
    train->setObjectName(QStringLiteral("trainMenu"));
    train->setToolTipsVisible(true);
    QAction* trainMaifs = train->addAction(tr("Train MAIFS Policy…"));
    trainMaifs->setToolTip(tr("Train MAIFS on the open scenario in the background, with live "
                              "curves; the policy can join the comparison"));
    connect(trainMaifs, &QAction::triggered, this, &MainWindow::showTrainingMonitor);

    demoMenu_ = menuBar()->addMenu(tr("&Demo"));
    populateDemoMenu();

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    QAction* guide = help->addAction(tr("&User Guide"), this, &MainWindow::showUserGuide);
    guide->setShortcut(QKeySequence::HelpContents);
    help->addAction(tr("&Keyboard Shortcuts"), this, &MainWindow::showShortcuts)
        ->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Slash));
    QAction* whatsThis = QWhatsThis::createAction(this);
    help->addAction(whatsThis);
    help->addSeparator();
    help->addAction(tr("&About MAIFS Studio"), this, &MainWindow::showAbout);
    help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
}

void MainWindow::describeTabs() {
    // A tooltip on each tab and a longer What's This (Help > What's This, Shift+F1) on its page.
    const struct {
        QWidget* page;
        QString tip, whatsThis;
    } tabs[] = {
        {overview_, tr("What the scenario describes, and its import reports"),
         tr("The open scenario: its cluster, its workload (jobs, traces, synthetic jobs), its "
            "seed and what-if events, and the report of every import (rows kept, dropped and "
            "why).")},
        {clusterView_, tr("Edit the cluster: nodes, templates, imported inventories"),
         tr("The cluster section as written, one row per template, node or inventory. Type into "
            "a cell to change it (every selected row at once); Add Node, Duplicate, Remove and "
            "Import Inventory change the rows. Every edit is one undoable step, refused with the "
            "reason when it would make the scenario invalid. Below: the cluster map and the "
            "nodes.")},
        {traceBrowser_, tr("The jobs: table, filters and histograms"),
         tr("Every job of the workload, sortable and filtered by id, VC, GPU count, model and "
            "submit time, with histograms of arrivals, durations and GPU demand of the jobs "
            "shown. File > Import Trace (or a dropped CSV / JSON file) adds a trace.")},
        {modelView_, tr("The speed, placement and interference model"),
         tr("The model zoo's throughput matrices (click a cell to change it), the GPU speed "
            "table, and the placement and interference factors; edits are saved under the "
            "scenario's models section.")},
        {comparisonView_, tr("Metrics of every run, per scheduler"),
         tr("Mean and p95 JCT, makespan, waits and utilisation per scheduler over seeds, a bar "
            "chart, the JCT CDF and the cluster over time. Simulate > Compare All Schedulers "
            "(Ctrl+R) fills it; File > Export writes the table and the chart.")},
        {whatIfView_, tr("Base against a variant: more nodes, another GPU, more load"),
         tr("A variant of the open scenario in a few fields (nodes of a kind added or removed, "
            "a GPU model swapped, arrivals and durations scaled); base and variant run in the "
            "background with the chosen schedulers and seeds and are shown side by side with "
            "the difference per seed and its 95% interval. Editing the scenario keeps the "
            "results (they say which scenario they are for).")},
        {replayView_, tr("Step through a finished run, decision by decision"),
         tr("A cursor over a finished run: Right / Left step between decisions, Space plays, "
            "Home / End jump, F5 runs to the next breakpoint. Click a GPU on the map to follow "
            "its job; the Decision Inspector dock takes the decision at the cursor apart.")},
        {runsView_, tr("Every run kept across sessions"),
         tr("The run library: every finished run with its scenario, scheduler, seed and "
            "metrics. Select two to see their delta.")},
        {sweepView_, tr("The results of a sweep"),
         tr("A `maifs sweep` result (File > Open Sweep Results): a metric against an axis, one "
            "line per scheduler with its spread over seeds.")},
    };
    for (const auto& t : tabs) {
        const int index = tabs_->indexOf(t.page);
        tabs_->setTabToolTip(index, t.tip);
        tabs_->setTabWhatsThis(index, t.whatsThis);
        t.page->setWhatsThis(t.whatsThis);
    }
}

void MainWindow::showView(View view) {
    QWidget* const pages[] = {overview_,   clusterView_, traceBrowser_, modelView_, comparisonView_,
                              whatIfView_, replayView_,  runsView_,     sweepView_};
    tabs_->setCurrentWidget(pages[static_cast<int>(view)]);
}

MainWindow::View MainWindow::currentView() const {
    QWidget* const pages[] = {overview_,   clusterView_, traceBrowser_, modelView_, comparisonView_,
                              whatIfView_, replayView_,  runsView_,     sweepView_};
    const auto at = std::ranges::find(pages, tabs_->currentWidget());
    return static_cast<View>(at == std::end(pages) ? 0 : at - std::begin(pages));
}

void MainWindow::showTrainingMonitor() {
    trainingDock_->show();
    trainingDock_->raise();
}

void MainWindow::startGuidedTour() {
    if (!tourDock_) {
        tourDock_ = new QDockWidget(tr("Guided Tour"), this);
        tourDock_->setObjectName(QStringLiteral("tourDock"));
        tour_ = new GuidedTour(*this, tourDock_);
        tourDock_->setWidget(tour_);
        addDockWidget(Qt::LeftDockWidgetArea, tourDock_);
    }
    tourDock_->show();
    tourDock_->raise();
    tour_->goTo(0);
}

void MainWindow::populateDemoMenu() {
    demoMenu_->clear();
    QAction* tour = demoMenu_->addAction(tr("&Guided Tour…"), this, &MainWindow::startGuidedTour);
    tour->setStatusTip(tr("A few steps through the demo: a placement decision, fungible "
                          "allocation, a preemption and MAIFS's agents"));
    demoMenu_->addSeparator();
    const QFileInfoList scenarios = bundledScenarios();
    for (const QFileInfo& info : scenarios) {
        const QString path = info.absoluteFilePath();
        demoMenu_->addAction(info.completeBaseName(), this, [this, path] { openScenario(path); });
    }
    if (scenarios.isEmpty())
        demoMenu_->addAction(tr("No bundled scenarios found in %1").arg(bundledScenarioDir()))
            ->setEnabled(false);
}

bool MainWindow::openScenario(const QString& path) {
    if (simulating()) {
        QMessageBox::information(
            this, tr("Runs in progress"),
            tr("Cancel or wait for the running simulations before opening another scenario."));
        return false;
    }
    if (!maybeSave())
        return false;
    QElapsedTimer clock;
    clock.start();
    // InputError's text is "file:line:column: key: what was expected"; the open document stays.
    if (const QString error = workspace_->open(path); !error.isEmpty()) {
        QMessageBox::critical(this, tr("Cannot open scenario"), error);
        return false;
    }
    rememberRecent(workspace_->path());
    setWindowFilePath(workspace_->path());
    updateTitle();
    lastOpenSeconds_ = static_cast<double>(clock.elapsed()) / 1000.0;
    std::size_t jobs = workspace_->session().scenario().jobs.size();
    for (const auto& w : workspace_->session().scenario().synthetic)
        jobs += static_cast<std::size_t>(w.jobs); // drawn per seed, counted all the same
    statusBar()->showMessage(tr("Opened %1 (%2 jobs) in %3 s")
                                 .arg(QFileInfo(path).fileName())
                                 .arg(jobs)
                                 .arg(lastOpenSeconds_, 0, 'f', 2),
                             10000);
    updateRunState();
    return true;
}

QStringList MainWindow::recentScenarios() {
    return preferences::recentScenarios();
}

void MainWindow::rememberRecent(const QString& path) {
    QStringList recent = recentScenarios();
    recent.removeAll(path);
    recent.prepend(path);
    while (recent.size() > kMaxRecent)
        recent.removeLast();
    preferences::setRecentScenarios(recent);
    populateRecentMenu();
}

void MainWindow::populateRecentMenu() {
    recentMenu_->clear();
    const QStringList recent = recentScenarios();
    for (const QString& path : recent)
        recentMenu_->addAction(QDir::toNativeSeparators(path), this,
                               [this, path] { openScenario(path); });
    recentMenu_->setEnabled(!recent.isEmpty());
}

namespace {

bool isScenarioFile(const QString& path) {
    return path.endsWith(QStringLiteral(".yaml")) || path.endsWith(QStringLiteral(".yml"));
}

bool isTraceFile(const QString& path) {
    return path.endsWith(QStringLiteral(".csv")) || path.endsWith(QStringLiteral(".json"));
}

} // namespace

void MainWindow::dragEnterEvent(QDragEnterEvent* event) {
    // A scenario opens; a trace (CSV or JSON) joins the open scenario's workload.
    const QList<QUrl> urls = event->mimeData()->urls();
    if (urls.size() != 1 || !urls.front().isLocalFile())
        return;
    const QString path = urls.front().toLocalFile();
    if (isScenarioFile(path) || (isTraceFile(path) && workspace_->editor()->hasDocument()))
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event) {
    const QList<QUrl> urls = event->mimeData()->urls();
    if (urls.isEmpty() || !urls.front().isLocalFile())
        return;
    const QString path = urls.front().toLocalFile();
    event->acceptProposedAction();
    if (isScenarioFile(path)) {
        openScenario(path);
        return;
    }
    // The format is sniffed, a CSV mapped and the result previewed before the workload changes.
    importWithWizard(ImportWizard::Kind::Jobs, path);
}

QString MainWindow::addTrace(const QString& file, const QString& format) {
    if (!workspace_->editor()->hasDocument())
        return tr("Open a scenario first: a trace needs a cluster to run on.");
    return workspace_->editor()->appendEntry(
        QStringLiteral("workload.trace"),
        QStringLiteral("{format: %1, file: %2}")
            .arg(yamlScalar(format), yamlScalar(workspace_->editor()->reference(file))),
        tr("Add trace %1").arg(QFileInfo(file).fileName()));
}

ImportTarget MainWindow::importTarget() const {
    return importTargetOf(*workspace_->editor());
}

QString MainWindow::applyImport(const ImportWizard& wizard) {
    if (!workspace_->editor()->hasDocument())
        return tr("Open a scenario first: an import joins its cluster or workload.");
    const bool jobs = wizard.kind() == ImportWizard::Kind::Jobs;
    return workspace_->editor()->appendEntry(
        jobs ? QStringLiteral("workload.trace") : QStringLiteral("cluster.import"),
        wizard.entryYaml(),
        (jobs ? tr("Import trace %1") : tr("Import cluster %1")).arg(wizard.fileName()));
}

void MainWindow::importWithWizard(ImportWizard::Kind kind, const QString& file) {
    if (!workspace_->editor()->hasDocument()) {
        QMessageBox::information(this, tr("Import"),
                                 tr("Open a scenario or make a new one (File > New Scenario) "
                                    "first: an import joins its cluster or workload."));
        return;
    }
    ImportWizard wizard(kind, importTarget(), this);
    if (!file.isEmpty())
        wizard.setFile(file);
    if (wizard.exec() != QDialog::Accepted)
        return;
    if (const QString error = applyImport(wizard); !error.isEmpty())
        QMessageBox::warning(this, tr("Cannot import"), error);
    else
        statusBar()->showMessage(wizard.summary(), 8000);
}

bool MainWindow::newScenario(const QString& text) {
    if (simulating()) {
        QMessageBox::information(
            this, tr("Runs in progress"),
            tr("Cancel or wait for the running simulations before starting another scenario."));
        return false;
    }
    if (!maybeSave())
        return false;
    if (const QString error = workspace_->openUntitled(text); !error.isEmpty()) {
        QMessageBox::critical(this, tr("Cannot create scenario"), error);
        return false;
    }
    setWindowFilePath(QString());
    updateTitle();
    updateRunState();
    tabs_->setCurrentIndex(0);
    statusBar()->showMessage(tr("New scenario: Save As chooses where it lives"), 10000);
    return true;
}

void MainWindow::chooseNewScenario() {
    NewScenarioWizard wizard(this);
    if (wizard.exec() == QDialog::Accepted)
        newScenario(wizard.scenarioText());
}

void MainWindow::showUserGuide() {
    if (!userGuide_)
        userGuide_ = new UserGuide(this);
    userGuide_->show();
    userGuide_->raise();
    userGuide_->activateWindow();
}

void MainWindow::showShortcuts() {
    ShortcutsDialog dialog(this, this);
    dialog.exec();
}

void MainWindow::showScenario() {
    const Scenario& s = workspace_->session().scenario();
    trainingMonitor_->setScenario(workspace_->session().scenarioHandle());
    nodes_->setCluster(s.cluster);
    if (s.synthetic.empty()) {
        jobs_->setJobs(s.jobs);
        traceBrowser_->setOrigin({});
    } else {
        // Synthetic jobs exist only once a seed draws them: show the scenario seed's draw.
        jobs_->setJobs(workspace_->session().jobsAsRun(s.seed));
        traceBrowser_->setOrigin(
            tr("Synthetic jobs are shown as the scenario's seed (%1) draws them, with their "
               "models and CPU / memory requests; a run with another seed draws other jobs.")
                .arg(s.seed));
    }
    traceBrowser_->setImports(s.imports);
    QString text = tr("<h2>%1</h2>").arg(QString::fromStdString(s.name).toHtmlEscaped());
    text += tr("<p>%1 nodes in %2 racks: %3 GPUs, %4 CPUs, %5 GB memory.</p>")
                .arg(s.cluster.size())
                .arg(s.cluster.rackCount())
                .arg(s.cluster.totalGpus())
                .arg(s.cluster.totalCpus())
                .arg(s.cluster.totalMemGb());
    int synthetic = 0;
    for (const auto& w : s.synthetic)
        synthetic += w.jobs;
    text += tr("<p>%1 jobs").arg(s.jobs.size());
    if (synthetic > 0)
        text += tr(" + %1 synthetic jobs drawn per seed").arg(synthetic);
    text += tr(". Seed %1. %2 what-if events.</p>").arg(s.seed).arg(s.events.size());
    for (const auto& report : s.imports)
        text += QStringLiteral("<pre>%1</pre>")
                    .arg(QString::fromStdString(report.text()).toHtmlEscaped());
    text +=
        tr("<p>Simulate &gt; Compare All Schedulers (Ctrl+R) runs every policy of this build.</p>");
    overview_->setText(text);
}

std::vector<std::string> MainWindow::comparedSchedulers() const {
    // The MAIFS ablations and the random yardstick are for the command line's studies.
    std::vector<std::string> ids;
    for (const auto& id : workspace_->session().schedulerIds())
        if (!marl::isMaifsScheduler(id) || id == "maifs")
            ids.push_back(id);
    return ids;
}

void MainWindow::startLiveRun(const QString& scheduler, quint64 seed) {
    if (LiveRun* live = workspace_->startLiveRun(scheduler, seed)) {
        replayView_->setLive(live);
        tabs_->setCurrentWidget(replayView_);
    }
}

namespace {

// "45 s", "12 min", "1.5 h": a time left, as a person says it.
QString durationText(double seconds) {
    if (seconds < 90)
        return MainWindow::tr("%1 s").arg(std::max(1.0, std::round(seconds)));
    if (seconds < 5400)
        return MainWindow::tr("%1 min").arg(std::round(seconds / 60));
    return MainWindow::tr("%1 h").arg(seconds / 3600, 0, 'f', 1);
}

} // namespace

namespace {

// Jobs in the workload, synthetic ones counted as they will be drawn.
std::size_t jobCount(const Scenario& s) {
    std::size_t jobs = s.jobs.size();
    for (const auto& w : s.synthetic)
        jobs += static_cast<std::size_t>(w.jobs);
    return jobs;
}

} // namespace

bool MainWindow::isBigScenario(const Scenario& s) {
    return jobCount(s) > 20000 || s.cluster.size() > 500;
}

void MainWindow::compareAllSchedulers() {
    if (!workspace_->session().loaded())
        return;
    const Scenario& s = workspace_->session().scenario();
    const quint64 seed = s.seed;
    const std::size_t jobs = jobCount(s);
    // A big scenario gets the quick default; Run Schedulers adds MAIFS and seeds.
    if (isBigScenario(s)) {
        std::vector<std::string> baselines;
        for (const auto& id : comparedSchedulers())
            if (!marl::isMaifsScheduler(id))
                baselines.push_back(id);
        startRuns(baselines, {seed});
        statusBar()->showMessage(
            tr("A big scenario (%1 jobs, %2 nodes): the baselines on seed %3. Simulate > Run "
               "Schedulers adds MAIFS and more seeds.")
                .arg(jobs)
                .arg(s.cluster.size())
                .arg(seed),
            15000);
        return;
    }
    startRuns(comparedSchedulers(), {seed, seed + 1, seed + 2});
}

void MainWindow::startRuns(const std::vector<std::string>& schedulers,
                           const std::vector<quint64>& seeds) {
    if (workspace_->startRuns(schedulers, seeds))
        showRunsStarted();
}

void MainWindow::addRuns(const std::vector<std::string>& schedulers,
                         const std::vector<quint64>& seeds) {
    if (!workspace_->session().loaded())
        return;
    workspace_->addRuns(schedulers, seeds);
    showRunsStarted();
}

void MainWindow::showRunsStarted() {
    tabs_->setCurrentWidget(comparisonView_);
    runQueue_->show();
}

void MainWindow::chooseRuns() {
    if (!workspace_->session().loaded())
        return;
    // The dialog remembers the last choice (across sessions): a study is run again and again.
    QSettings settings;
    std::vector<std::string> checked;
    for (const QString& id : settings.value(QStringLiteral("run/schedulers")).toStringList())
        checked.push_back(id.toStdString());
    RunDialog dialog(RunDialog::offersOf(workspace_->session().registry(), comparedSchedulers()),
                     checked.empty() ? comparedSchedulers() : checked,
                     workspace_->session().scenario().seed, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    if (const auto seeds = dialog.seeds()) {
        QStringList chosen;
        for (const auto& id : dialog.schedulers())
            chosen << QString::fromStdString(id);
        settings.setValue(QStringLiteral("run/schedulers"), chosen);
        startRuns(dialog.schedulers(), *seeds);
    }
}

bool MainWindow::simulating() const {
    return workspace_->simulating();
}

void MainWindow::updateRunState() {
    const bool busy = workspace_->runManager()->running() > 0;
    const int started = workspace_->runsStarted(), done = workspace_->runsDone();
    compareAction_->setEnabled(workspace_->session().loaded() && !simulating());
    runAction_->setEnabled(workspace_->session().loaded() && !simulating());
    cancelAction_->setEnabled(simulating());
    progress_->setVisible(busy);
    progress_->setRange(0, std::max(started, 1));
    progress_->setValue(done);
    // Time left from the pace so far (runs of one comparison take similar times).
    const double elapsed = workspace_->runsElapsedSeconds();
    if (busy && done > 0 && elapsed >= 0)
        progress_->setFormat(tr("%v of %m runs, about %1 left")
                                 .arg(durationText(elapsed / done * (started - done))));
    else
        progress_->setFormat(tr("%v of %m runs"));
}

void MainWindow::exportComparison(bool chart) {
    const QString path = QFileDialog::getSaveFileName(
        this, chart ? tr("Export Chart") : tr("Export Table"), QString(),
        chart ? tr("Figures (*.png *.svg *.pdf)") : tr("CSV tables (*.csv)"));
    if (path.isEmpty())
        return;
    const QString error =
        chart ? comparisonView_->exportChart(path) : comparisonView_->exportTable(path);
    if (error.isEmpty() && chart)
        statusBar()->showMessage(
            tr("Exported %1 and its data %2")
                .arg(QDir::toNativeSeparators(path),
                     QDir::toNativeSeparators(ComparisonView::dataPathOf(path))),
            8000);
    else if (error.isEmpty())
        statusBar()->showMessage(tr("Exported %1").arg(QDir::toNativeSeparators(path)), 5000);
    else
        QMessageBox::warning(this, tr("Export failed"),
                             tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), error));
}

void MainWindow::chooseScenario() {
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open Scenario"), bundledScenarioDir(), tr("Scenarios (*.yaml *.yml)"));
    if (!path.isEmpty())
        openScenario(path);
}

bool MainWindow::openSweep(const QString& csvOrDir) {
    const QString error = sweepView_->open(csvOrDir);
    if (!error.isEmpty()) {
        QMessageBox::critical(this, tr("Cannot open sweep results"), error);
        return false;
    }
    tabs_->setCurrentWidget(sweepView_);
    statusBar()->showMessage(tr("Opened sweep %1").arg(QDir::toNativeSeparators(csvOrDir)), 5000);
    return true;
}

void MainWindow::chooseNewSweep() {
    if (!workspace_->editor()->hasDocument())
        return;
    if (sweepRunner_->running()) {
        QMessageBox::information(this, tr("Sweep in progress"),
                                 tr("Wait for the running sweep or cancel it first."));
        return;
    }
    const QString name = QString::fromStdString(workspace_->session().scenario().name);
    const QString folder = workspace_->path().isEmpty()
                               ? QDir::homePath()
                               : QFileInfo(workspace_->path()).absolutePath();
    NewSweepDialog dialog(workspace_->editor()->document(),
                          QDir(folder).filePath(QStringLiteral("%1-sweep").arg(name)), this);
    while (dialog.exec() == QDialog::Accepted) {
        const QString why = startSweep(dialog);
        if (why.isEmpty())
            return;
        dialog.showError(why);
    }
}

QString MainWindow::startSweep(const NewSweepDialog& dialog) {
    if (!workspace_->editor()->hasDocument())
        return tr("No scenario is open.");
    if (sweepRunner_->running())
        return tr("A sweep is running.");
    QString why;
    const QString text = dialog.sweepText(QStringLiteral("base.yaml"), &why);
    if (text.isEmpty())
        return why;
    const QString out = QDir(dialog.outDir()).absolutePath();
    std::string base;
    try {
        // The scenario as it is now, edits included, naming its files by absolute paths so that
        // it reads from the results folder.
        ScenarioDocument copy = ScenarioDocument::fromText(workspace_->editor()->document().text(),
                                                           workspace_->editor()->document().file());
        copy.makeFilesAbsolute();
        base = copy.text();
    } catch (const std::exception& e) {
        return QString::fromStdString(e.what());
    }
    // Checked in a scratch folder first: the results folder gets nothing unless the sweep reads.
    QTemporaryDir scratch;
    const auto write = [](const QString& path, const QByteArray& bytes) {
        QSaveFile f(path);
        return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size() && f.commit();
    };
    const QByteArray baseBytes = QByteArray::fromStdString(base), sweepBytes = text.toUtf8();
    if (!scratch.isValid() || !write(scratch.filePath(QStringLiteral("base.yaml")), baseBytes) ||
        !write(scratch.filePath(QStringLiteral("sweep.yaml")), sweepBytes))
        return tr("Cannot write a scratch copy of the sweep.");
    try {
        readSweepFile(scratch.filePath(QStringLiteral("sweep.yaml")).toStdString());
    } catch (const std::exception& e) {
        return QString::fromStdString(e.what()).replace(scratch.path(), out);
    }
    // A folder holding another sweep keeps it: only the same sweep resumes there.
    for (const auto& [file, bytes] : {std::pair{QStringLiteral("sweep.yaml"), sweepBytes},
                                      std::pair{QStringLiteral("base.yaml"), baseBytes}}) {
        QFile existing(QDir(out).filePath(file));
        if (existing.exists() &&
            (!existing.open(QIODevice::ReadOnly) || existing.readAll() != bytes))
            return tr("%1 holds another sweep (its %2 differs): choose another folder.")
                .arg(QDir::toNativeSeparators(out), file);
    }
    if (!QDir().mkpath(out) || !write(QDir(out).filePath(QStringLiteral("base.yaml")), baseBytes) ||
        !write(QDir(out).filePath(QStringLiteral("sweep.yaml")), sweepBytes))
        return tr("Cannot write the sweep into %1.").arg(QDir::toNativeSeparators(out));
    if (const QString busy =
            sweepRunner_->start(QDir(out).filePath(QStringLiteral("sweep.yaml")), out);
        !busy.isEmpty())
        return busy;
    sweepProgress_ = new QProgressDialog(tr("Sweep: starting…"), tr("Cancel"), 0, 0, this);
    sweepProgress_->setWindowTitle(tr("Sweep"));
    sweepProgress_->setWindowModality(Qt::NonModal);
    sweepProgress_->setMinimumDuration(0);
    connect(sweepProgress_, &QProgressDialog::canceled, sweepRunner_, &SweepRunner::cancel);
    sweepProgress_->show();
    return {};
}

void MainWindow::chooseSweep() {
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Sweep Results"), QString(),
                                                      tr("Sweep results (sweep.csv)"));
    if (!path.isEmpty())
        openSweep(path);
}

void MainWindow::applyPreferences() {
    workspace_->comparison()->unitsChanged();
    jobs_->unitsChanged();
    comparisonView_->unitsChanged();
    sweepView_->unitsChanged();
    runsView_->model()->unitsChanged();
    if (preferences::runLibraryFile() != library_->file()) {
        if (const QString error = library_->open(preferences::runLibraryFile()); !error.isEmpty())
            QMessageBox::warning(
                this, tr("Run library"),
                tr("Cannot open %1: %2").arg(preferences::runLibraryFile(), error));
    }
}

void MainWindow::documentChanged() {
    showScenario();
    whatIfView_->scenarioChanged();
}

void MainWindow::updateTitle() {
    const QString name = workspace_->editor()->hasDocument() && workspace_->editor()->isUntitled()
                             ? tr("Untitled")
                         : workspace_->path().isEmpty() ? QString()
                                                        : QFileInfo(workspace_->path()).fileName();
    setWindowTitle(name.isEmpty() ? tr("MAIFS Studio") : tr("%1[*] — MAIFS Studio").arg(name));
    setWindowModified(workspace_->editor()->isModified());
}

QString MainWindow::saveScenario(const QString& path) {
    bool renamed = false;
    if (const QString error = workspace_->save(path, &renamed); !error.isEmpty())
        return error;
    rememberRecent(workspace_->path());
    setWindowFilePath(workspace_->path());
    updateTitle();
    statusBar()->showMessage(
        renamed ? tr("Saved %1; the files it names were renamed for its folder (the undo history "
                     "starts here)")
                      .arg(QDir::toNativeSeparators(path))
                : tr("Saved %1").arg(QDir::toNativeSeparators(path)),
        renamed ? 10000 : 5000);
    return {};
}

void MainWindow::saveAs() {
    if (!workspace_->editor()->hasDocument())
        return;
    const QString suggested =
        workspace_->editor()->isUntitled()
            ? QDir::home().filePath(
                  QString::fromStdString(workspace_->editor()->document().scenario().name) +
                  QStringLiteral(".yaml"))
            : workspace_->path();
    const QString path = QFileDialog::getSaveFileName(this, tr("Save Scenario As"), suggested,
                                                      tr("Scenarios (*.yaml *.yml)"));
    if (path.isEmpty())
        return;
    if (const QString error = saveScenario(path); !error.isEmpty())
        QMessageBox::critical(this, tr("Cannot save scenario"), error);
}

bool MainWindow::maybeSave() {
    if (!workspace_->editor()->isModified())
        return true;
    const QString name = workspace_->editor()->isUntitled()
                             ? tr("The new scenario")
                             : QFileInfo(workspace_->path()).fileName();
    const auto answer = QMessageBox::question(
        this, tr("Unsaved changes"), tr("%1 has unsaved changes. Save them?").arg(name),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Cancel)
        return false;
    if (answer == QMessageBox::Discard)
        return true;
    if (workspace_->editor()->isUntitled()) {
        saveAs();
        return !workspace_->editor()->isUntitled();
    }
    if (const QString error = saveScenario(workspace_->path()); !error.isEmpty()) {
        QMessageBox::critical(this, tr("Cannot save scenario"), error);
        return false;
    }
    return true;
}

QString MainWindow::aboutText() {
    // LibTorch is loaded here if no MAIFS run has loaded it yet.
    QString torch;
    try {
        torch = QString::fromStdString(marl::rlModule().runtime().version);
    } catch (const std::exception& e) {
        torch = tr("not available (%1)").arg(QString::fromStdString(e.what()));
    }
    return tr("<h3>MAIFS Studio %1</h3>"
              "<p>A what-if studio for scheduling deep-learning jobs on GPU clusters, around MAIFS "
              "(Li et al., IEEE TPDS 2025).</p>"
              "<p>Qt %2 (built with %3)<br>LibTorch %4</p>")
        .arg(QString::fromStdString(versionString()), QString::fromLatin1(qVersion()),
             QStringLiteral(QT_VERSION_STR), torch);
}

void MainWindow::showAbout() {
    QMessageBox::about(this, tr("About MAIFS Studio"), aboutText());
}

void MainWindow::restoreLayout() {
    QSettings settings;
    if (!restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray()))
        resize(1280, 800);
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
}

void MainWindow::saveLayout() const {
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
}

void MainWindow::closeEvent(QCloseEvent* event) {
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    // Closing during runs cancels them cleanly: the engine polls the flag between events.
    workspace_->cancelAll();
    workspace_->runManager()->waitForAll();
    saveLayout();
    event->accept();
}

} // namespace maifs::ui
