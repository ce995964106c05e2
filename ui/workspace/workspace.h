#pragma once

#include "core/session/session.h"

#include <memory>
#include <string>
#include <vector>

#include <QElapsedTimer>
#include <QObject>
#include <QString>

class QUndoStack;

namespace maifs::ui {

class ComparisonModel;
class LiveRun;
class RunListModel;
class RunManager;
class RunShelf;
class ScenarioEditor;

// The studio's document: the scenario (its editor, undo stack and file), the runs made on it and
// the comparison they make up (Tiled's Document owning its QUndoStack is the model). Views show
// it; MainWindow only composes them. Runs in flight (background or live) hold the scenario still:
// edits and opens are refused until they end.
class Workspace : public QObject {
    Q_OBJECT

public:
    explicit Workspace(QObject* parent = nullptr);
    ~Workspace() override; // cancels the runs in flight and waits for them

    Session& session() { return *session_; }
    const Session& session() const { return *session_; }
    ScenarioEditor* editor() const { return editor_; }
    QUndoStack* undoStack() const;
    // The file the document was opened from or saved to; empty while untitled.
    const QString& path() const { return path_; }
    // Open / start untitled / save: an empty string, or why not (file, line, field), the
    // document as it was. Opening refuses while simulating. save() says whether the files the
    // scenario names were renamed for its new folder.
    QString open(const QString& path);
    QString openUntitled(const QString& text);
    QString save(const QString& path, bool* renamedFiles = nullptr);

    ComparisonModel* comparison() const { return comparison_; }
    RunShelf* shelf() const { return shelf_; } // the comparison's finished runs
    RunManager* runManager() const { return runs_; }
    RunListModel* runList() const { return runList_; }

    // Runs each scheduler with each seed in the background; the comparison starts afresh (the
    // rows of earlier scenario versions stay). Nothing happens while runs are in progress.
    bool startRuns(const std::vector<std::string>& schedulers, const std::vector<quint64>& seeds);
    // The same, keeping the results already in the comparison (a freshly trained policy joins).
    void addRuns(const std::vector<std::string>& schedulers, const std::vector<quint64>& seeds);
    // A new run of the scheduler held after every decision; when it ends it joins the comparison.
    LiveRun* startLiveRun(const QString& scheduler, quint64 seed);
    LiveRun* liveRun() const { return live_; }
    // Stops the live run, if any; its partial result is dropped.
    void cancelLiveRun();
    void cancelAll(); // background runs and the live run
    // Background runs or a live run in progress: the scenario cannot change under them.
    bool simulating() const;
    int runsStarted() const { return runsStarted_; }
    int runsDone() const { return runsDone_; }
    int runsPending() const { return runsStarted_ - runsDone_; }
    // Seconds since the current runs started (the time-left estimate); < 0 before any.
    double runsElapsedSeconds() const;

    // Writes every finished run of the comparison as `maifs compare --out DIR` does (a folder of
    // run files per scheduler and seed, and summary.csv); returns an empty string or why not.
    QString exportRunFiles(const QString& dir);

signals:
    // The open scenario changed (opened, created or edited); the comparison and the shelf
    // followed: a new scenario starts afresh, an edit keeps the rows as version [vN].
    void scenarioChanged();
    void runJoined(const maifs::Session::RunResult& result); // joined the comparison and shelf
    void runFailed(const QString& why);
    void shelfChanged();    // runs joined the shelf or it was cleared
    void runStateChanged(); // runs started, ended or were cancelled
    void liveRunEnded(bool joined, const QString& error);

private:
    void documentChanged();

    std::unique_ptr<Session> session_;
    ScenarioEditor* editor_ = nullptr;
    QString path_;
    ComparisonModel* comparison_ = nullptr;
    RunManager* runs_ = nullptr;
    RunShelf* shelf_ = nullptr;
    RunListModel* runList_ = nullptr;
    LiveRun* live_ = nullptr;
    int runsStarted_ = 0;
    int runsDone_ = 0;
    QElapsedTimer runsClock_;
    // The comparison's scenario versions: the document as last seen, and the edit count.
    std::string documentText_;
    int scenarioVersion_ = 1;
    bool opening_ = false; // an open or a new document, not an edit: the comparison starts afresh
};

} // namespace maifs::ui
