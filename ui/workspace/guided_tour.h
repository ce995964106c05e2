#pragma once

#include "core/record/run_record.h"

#include <functional>
#include <optional>
#include <vector>

#include <QPointer>
#include <QString>
#include <QWidget>

class QLabel;
class QPushButton;
class QTextBrowser;

namespace maifs::ui {

class MainWindow;

// A moment of a run a newcomer learns from: a decision, and the job it is about.
struct TourMoment {
    std::size_t decision = 0;
    int job = -1;
};
// The first accepted action meeting `wanted` (a start above the job's CPU request, a preemption).
std::optional<TourMoment>
firstAction(const RunRecord& run,
            const std::function<bool(const ActionRecord&, const JobRecord&)>& wanted);
// The first decision that placed a job with more than one node it could have gone to.
std::optional<TourMoment> firstNodeChoice(const RunRecord& run);
// The first decision of a learned multi-agent policy where agents wanted the same job.
std::optional<TourMoment> firstAgentConflict(const RunRecord& run);

// Demo > Guided Tour: a few steps that walk a newcomer through the demo scenario. Each step drives
// the studio itself (opens the demo, runs the comparison, puts the replay on the decision it
// explains) and says, with the run's own numbers, what to look at: a placement decision, fungible
// allocation (why a job got more CPUs than it asked for), a preemption, MAIFS's agents. It sits in
// a dock beside the views, so the newcomer can click around at every step.
class GuidedTour : public QWidget {
    Q_OBJECT

public:
    explicit GuidedTour(MainWindow& window, QWidget* parent = nullptr);

    int stepCount() const { return static_cast<int>(steps_.size()); }
    int step() const { return step_; }
    // Shows a step and makes the studio show what it explains.
    void goTo(int step);
    QString title() const;
    QString text() const;
    // False while the step waits for the studio (runs in progress, a record re-simulated).
    bool ready() const;

    // The seed whose runs the tour explains (the demo's own).
    static constexpr quint64 kSeed = 7;

signals:
    void stepShown(int step);

private:
    struct Step {
        QString title;
        std::function<void()> enter;
    };
    void say(const QString& html);
    void setWaiting(bool waiting);
    // Shows run (scheduler, kSeed) in the replay and, once its record is on screen, calls `then`.
    void replay(const QString& scheduler, std::function<void(const RunRecord&)> then);
    void startComparison();
    void describeComparison();
    void explainPlacement(const RunRecord& run);
    void explainFungible(const RunRecord& run);
    void explainPreemption(const RunRecord& run);
    void explainAgents(const RunRecord& run);
    QString jobName(const RunRecord& run, int job) const;

    MainWindow& window_;
    std::vector<Step> steps_;
    int step_ = -1;
    bool waiting_ = false;
    int generation_ = 0; // a step's late callbacks are dropped once another step is shown
    QLabel* heading_;
    QLabel* counter_;
    QTextBrowser* body_;
    QPushButton* back_;
    QPushButton* next_;
};

} // namespace maifs::ui
