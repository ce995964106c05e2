#pragma once

#include "core/record/run_cursor.h"
#include "core/session/session.h"

#include <memory>
#include <optional>
#include <vector>

#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QSlider;
class QTimer;
class QToolButton;

namespace maifs::ui {

class ClusterCanvas;

// The Replay tab: a cursor over a finished run (never a re-simulation). Step between decisions,
// play, scrub; the cluster map shows each GPU coloured by the job holding it at the cursor, CPU
// and memory bars as allocated; beside it the waiting jobs and the decision at the cursor.
// Keys: Left / Right step, Space plays or pauses, Home / End jump.
class ReplayView : public QWidget {
    Q_OBJECT

public:
    explicit ReplayView(QWidget* parent = nullptr);

    // The runs to choose from (the comparison's finished runs); keeps the chosen one if present.
    void setRuns(const std::vector<Session::RunResult>& runs);
    int runCount() const;
    bool selectRun(int index);

    // The cursor's moves, as the buttons and keys do them.
    void jumpTo(double t);
    bool nextDecision();
    bool previousDecision();
    void setPlaying(bool on);
    bool playing() const;

    // Breakpoints: moves to the first later moment where the condition holds; returns why not (no
    // such moment, an unknown job) or an empty string.
    enum class Until { JobStarts, JobFinishes, QueueLongerThan, GpuAllocationBelow, NodeEvent };
    QString runUntil(Until condition, const QString& argument);

    double time() const;
    const ClusterAt& state() const { return state_; }
    ClusterCanvas* canvas() const { return canvas_; }
    QListWidget* queue() const { return queue_; }
    QString decisionText() const;

protected:
    void keyPressEvent(QKeyEvent* event) override;

private:
    void show();

    std::vector<Session::RunResult> runs_;
    std::shared_ptr<const RunRecord> run_;
    std::optional<RunCursor> cursor_;
    ClusterAt state_;
    QComboBox* runBox_;
    QToolButton* play_;
    QComboBox* speed_;
    QComboBox* until_;
    QLineEdit* untilArgument_;
    QSlider* slider_;
    QLabel* clock_;
    ClusterCanvas* canvas_;
    QListWidget* queue_;
    QPlainTextEdit* decision_;
    QTimer* timer_;
};

} // namespace maifs::ui
