#pragma once

#include "core/session/session.h"
#include "ui/workspace/import_wizard.h"

#include <memory>
#include <string>
#include <vector>

#include <QElapsedTimer>
#include <QMainWindow>
#include <QString>

class QUndoStack;
class QMenu;
class QLabel;
class QProgressBar;
class QProgressDialog;
class QTabWidget;
class QAction;
class QDockWidget;

namespace maifs::ui {

class ComparisonModel;
class ComparisonView;
class WhatIfView;
class JobTableModel;
class NodeTableModel;
class RunManager;
class RunShelf;
class SweepView;
class ScenarioEditor;
class ClusterEditorView;
class TraceBrowser;
class ModelParamsView;
class RunLibrary;
class RunsView;
class RunListModel;
class ReplayView;
class TrainingMonitor;
class Workspace;
class LiveRun;
class GuidedTour;
class NewSweepDialog;
class SweepRunner;

class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    // Opens a scenario file; on failure shows why (file, line, field) and leaves the current
    // document as it was.
    bool openScenario(const QString& path);
    // The document: the scenario, its undo stack and file, the runs and the comparison.
    Workspace& workspace() const { return *workspace_; }
    // Wall time of the last successful open, reading the file to every view filled.
    double lastOpenSeconds() const { return lastOpenSeconds_; }
    // Saves the open scenario (atomically) to path; returns an empty string or why not.
    QString saveScenario(const QString& path);
    // Adds a job trace (format as in scenarios: philly, alibaba2023, ...) to the open scenario's
    // workload, as one undoable edit; returns an empty string or why not (the scenario unchanged).
    QString addTrace(const QString& file, const QString& format);
    // Replaces the open document (after asking to save it) with an untitled one read from `text`
    // (File > New Scenario); returns false, having said why, when it does not read.
    bool newScenario(const QString& text);
    // Where File > Import Trace / Import Cluster land: the open document's cluster, models and
    // events (a trace is previewed against them) and how it names files.
    ImportTarget importTarget() const;
    // Adds the wizard's entry (`workload.trace` or `cluster.import`) as one undoable edit; returns
    // an empty string or why not (the document unchanged).
    QString applyImport(const ImportWizard& wizard);
    // File > Import Trace… / Import Cluster…: the wizard, on `file` when one is given (a drop).
    void importWithWizard(ImportWizard::Kind kind, const QString& file = {});
    ReplayView* replayView() const { return replayView_; }
    // The main views (tabs), to bring one to the front.
    enum class View { Scenario, Cluster, Jobs, Model, Comparison, WhatIf, Replay, Runs, Sweep };
    void showView(View view);
    // Demo > Guided Tour: the tour in a dock, from its first step.
    void startGuidedTour();

    // Opens a sweep's results (DIR or DIR/sweep.csv, written by `maifs sweep`) in the Sweep tab;
    // on failure shows why and keeps what the tab showed.
    bool openSweep(const QString& csvOrDir);
    SweepView* sweepView() const { return sweepView_; }
    // Simulate > New Sweep: writes the dialog's sweep file and the scenario as it is now into the
    // results folder and runs the cells in the background; the Sweep tab opens the results when
    // they are complete. Returns why not (the folder holds another sweep, the sweep file does not
    // read: file, line, field), or empty.
    QString startSweep(const NewSweepDialog& dialog);

    // Runs every built-in scheduler on the open scenario with three seeds, in the background.
    void compareAllSchedulers();
    // Runs each scheduler with each seed in the background (the Run Queue shows them); the
    // comparison dashboard starts afresh. Nothing happens while runs are in progress. (The
    // workspace's, with the views brought forward.)
    void startRuns(const std::vector<std::string>& schedulers, const std::vector<quint64>& seeds);
    // The same, keeping the results already in the comparison (a freshly trained policy joins it).
    void addRuns(const std::vector<std::string>& schedulers, const std::vector<quint64>& seeds);
    TrainingMonitor* trainingMonitor() const { return trainingMonitor_; }
    // The Replay tab's live mode: a new run of the scheduler held after every decision; when it
    // ends it joins the comparison.
    void startLiveRun(const QString& scheduler, quint64 seed);
    // Background runs or a live run in progress: the scenario cannot change under them.
    bool simulating() const;
    // What Compare All runs: every baseline and MAIFS with its shipped policy.
    std::vector<std::string> comparedSchedulers() const;
    ComparisonView* comparisonView() const { return comparisonView_; }
    WhatIfView* whatIfView() const { return whatIfView_; }

    View currentView() const;
    void showTrainingMonitor(); // the training dock, raised
    // A trace or cluster big enough that the studio's defaults run the baselines on one seed
    // (minutes rather than an hour: MAIFS decides per node and per round).
    static bool isBigScenario(const Scenario& s);

    // Re-reads the preferences (time unit, run library) into every view; the theme is applied by
    // the dialog.
    void applyPreferences();

    // The text of the About box (Qt and LibTorch versions), also used by tests.
    static QString aboutText();
    // Most recent first, at most kMaxRecent, kept in QSettings across sessions.
    static QStringList recentScenarios();
    static constexpr int kMaxRecent = 8;

protected:
    void closeEvent(QCloseEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    void createMenus();
    void createRunQueue();
    void chooseRuns();
    void populateDemoMenu();
    void describeTabs();
    void restoreLayout();
    void saveLayout() const;
    void showAbout();
    void chooseNewScenario();
    void showUserGuide();
    void showShortcuts();
    void chooseScenario();
    void chooseSweep();
    void chooseNewSweep();
    void saveAs();
    // Asks to save unsaved edits: true to go on (saved or discarded), false to stay.
    bool maybeSave();
    void documentChanged();
    void updateTitle();
    void exportComparison(bool chart);
    void showScenario();
    void updateRunState();
    void showRunsStarted();
    void rememberRecent(const QString& path);
    void populateRecentMenu();

    Workspace* workspace_ = nullptr;
    QMenu* demoMenu_ = nullptr;
    QMenu* recentMenu_ = nullptr;
    QTabWidget* tabs_ = nullptr;
    QLabel* overview_ = nullptr;
    JobTableModel* jobs_ = nullptr;
    NodeTableModel* nodes_ = nullptr;
    ComparisonView* comparisonView_ = nullptr;
    WhatIfView* whatIfView_ = nullptr;
    SweepView* sweepView_ = nullptr;
    ClusterEditorView* clusterView_ = nullptr;
    TraceBrowser* traceBrowser_ = nullptr;
    ModelParamsView* modelView_ = nullptr;
    RunLibrary* library_ = nullptr;
    RunsView* runsView_ = nullptr;
    ReplayView* replayView_ = nullptr;
    QDockWidget* inspectorDock_ = nullptr;
    TrainingMonitor* trainingMonitor_ = nullptr;
    QDockWidget* trainingDock_ = nullptr;
    QDockWidget* tourDock_ = nullptr;
    GuidedTour* tour_ = nullptr;
    SweepRunner* sweepRunner_ = nullptr;
    QProgressDialog* sweepProgress_ = nullptr;
    QProgressBar* progress_ = nullptr;
    QAction* compareAction_ = nullptr;
    QAction* runAction_ = nullptr;
    QDockWidget* runQueue_ = nullptr;
    QWidget* userGuide_ = nullptr;
    QAction* cancelAction_ = nullptr;
    double lastOpenSeconds_ = 0;
};

} // namespace maifs::ui
