#pragma once

#include "core/record/breakpoint.h"
#include "core/record/decision_index.h"
#include "core/record/run_cursor.h"
#include "core/session/session.h"

#include <memory>
#include <optional>
#include <vector>

#include <QKeySequence>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QScrollArea;
class QSlider;
class QSplitter;
class QTimer;
class QToolButton;
class QTreeWidget;

namespace maifs::ui {

class ClusterCanvas;
class DecisionInspector;
class GanttPlot;
class LiveRun;

// The Replay tab: a cursor over a finished run (never a re-simulation). Step between decisions,
// play, scrub; the cluster map shows each GPU coloured by the job holding it at the cursor, CPU
// and memory bars as allocated; beside it the waiting jobs grouped by pending reason and the
// decision at the cursor, taken apart in the decision inspector (a dock of the main window). Click
// a GPU to follow its job everywhere. Breakpoints: one-off ("run until") or a stored list (F5).
// Keys: Left / Right step, Space plays or pauses, Home / End jump, F5 to the next breakpoint.
class ReplayView : public QWidget {
    Q_OBJECT

public:
    explicit ReplayView(QWidget* parent = nullptr);

    // The runs to choose from (the comparison's finished runs); keeps the chosen one if present.
    // The runs to choose from. Their records are held only while shown: a run whose record is
    // gone is asked of the record source (the studio's RunShelf re-simulates it).
    void setRuns(const std::vector<Session::RunResult>& runs);
    using RecordSource =
        std::function<void(int index, std::function<void(std::shared_ptr<const RunRecord>)>)>;
    void setRecordSource(RecordSource source) { recordSource_ = std::move(source); }
    int runCount() const;
    // The run on screen (nullptr: none, or its record is being re-simulated).
    std::shared_ptr<const RunRecord> shownRun() const { return run_; }
    // The first run of a scheduler (by id, e.g. "maifs"), of a given seed if one is named, or -1.
    int runOf(const QString& scheduler, std::optional<quint64> seed = {}) const;
    bool selectRun(int index);

    // The cursor's moves, as the buttons and keys do them.
    void jumpTo(double t);
    bool nextDecision();
    bool previousDecision();
    void setPlaying(bool on);
    bool playing() const;

    // Breakpoints: moves to the first later moment where the condition holds; returns why not (no
    // such moment, an unknown job) or an empty string.
    using Until = Breakpoint::Kind;
    QString runUntil(Until condition, const QString& argument);
    // The stored breakpoints: adding one checks it against the run (returns why not, or empty);
    // F5 moves to the earliest later moment any enabled one holds.
    QString addBreakpoint(Until condition, const QString& argument);
    int breakpointCount() const;
    QString runToBreakpoints();

    // Live mode: the cursor follows a simulation in progress, held after each decision; "next
    // decision" at the latest one lets it go on to the next. nullptr ends the mode.
    void setLive(LiveRun* live);
    bool live() const { return live_ != nullptr; }

    // Follows a job (by index): its GPUs outlined on the map, its history in the inspector.
    void focusJob(int job);
    // Draws a learned policy's coordination-graph edges of the decision at the cursor.
    void setShowGraph(bool on);

    double time() const;
    const ClusterAt& state() const { return state_; }
    ClusterCanvas* canvas() const { return canvas_; }
    QTreeWidget* queue() const { return queue_; }
    int waitingShown() const; // jobs listed under the queue's reasons
    DecisionInspector* inspector() const { return inspector_; }
    GanttPlot* gantt() const { return gantt_; }
    // A second run's Gantt chart under the first, on the same time window (-1: none).
    bool compareWith(int index);
    GanttPlot* comparedGantt() const { return compared_; }
    QString decisionText() const;
    QPlainTextEdit* decisionView() const { return decision_; }
    // The index of the decision at the cursor (RunCursor::decision; npos before the first).
    std::size_t decisionIndex() const;
    // The keys the view answers while it has the focus (Help > Keyboard Shortcuts lists them).
    struct Key {
        QKeySequence key;
        QString what;
    };
    static std::vector<Key> keys();

signals:
    // A run's record is on screen (selectRun succeeded, at once or after its re-simulation).
    void runShown();

protected:
    void keyPressEvent(QKeyEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void show();
    void showLive(std::shared_ptr<const RunRecord> sofar);
    QString stopAt(const std::vector<Breakpoint>& breakpoints);
    int comparedJob(int job) const; // the same job (by id) in the compared run, or -1

    // The runs on offer; records held weakly (the shelf decides what stays in memory) and asked
    // of the record source when they were let go.
    struct Offered {
        std::string scheduler;
        std::uint64_t seed = 0;
        std::weak_ptr<const RunRecord> record;
    };
    std::vector<Offered> runs_;
    RecordSource recordSource_;
    // The record of run `index`, now or (re-simulated) later; `use` runs in the GUI thread.
    void withRecord(int index, std::function<void(std::shared_ptr<const RunRecord>)> use);
    std::shared_ptr<const RunRecord> run_;
    std::shared_ptr<const DecisionIndex> index_;
    // The live run's index, caught up at each hold rather than rebuilt (its record grows).
    std::shared_ptr<DecisionIndex> liveIndex_;
    std::optional<RunCursor> cursor_;
    std::vector<Breakpoint> breakpoints_;
    ClusterAt state_;
    QComboBox* runBox_;
    QToolButton* play_;
    QComboBox* speed_;
    QComboBox* until_;
    QLineEdit* untilArgument_;
    QSlider* slider_;
    QLabel* clock_;
    ClusterCanvas* canvas_;
    QTreeWidget* queue_;
    QListWidget* breakpointList_;
    QCheckBox* graph_;
    DecisionInspector* inspector_;
    QComboBox* compareBox_;
    GanttPlot* gantt_;
    GanttPlot* compared_;
    QSplitter* gantts_;
    QSplitter* vertical_; // the map above, the Gantt charts below
    LiveRun* live_ = nullptr;
    QScrollArea* mapScroll_ = nullptr;
    QToolButton* finishLive_;
    std::shared_ptr<const RunRecord> comparedRun_;
    QPlainTextEdit* decision_;
    QTimer* timer_;
};

} // namespace maifs::ui
