#pragma once

#include "core/record/decision_index.h"

#include <cstddef>
#include <memory>
#include <vector>

#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QTabWidget;
class QTableView;
class QTreeWidget;

namespace maifs::ui {

class CandidateTableModel;
class CandidateFilter;

// The decision at the replay's cursor, taken apart: the jobs it judged (choose one), that job's
// candidates (filter by verdict and reason, sort by any score term; the one taken in bold), the
// nodes failing each filter, the actions and how the engine took them, a learned policy's agents
// (top actions with probabilities, value, conflicts, coordination-graph edges) and the chosen
// job's whole decision history (double-click a line to move the cursor there).
class DecisionInspector : public QWidget {
    Q_OBJECT

public:
    explicit DecisionInspector(QWidget* parent = nullptr);

    void setRun(std::shared_ptr<const RunRecord> run, std::shared_ptr<const DecisionIndex> index);
    // RunCursor::npos for "before the first decision".
    void showDecision(std::size_t decision);
    // A learned agent's action in words ("start j12 with CPUs at its best case and memory at its
    // request"), as the Agents page and the job history show it.
    static QString actionText(const AgentAction& action, const RunRecord& run);
    // A job's verdict in words: where it stood in the policy's order, in the chosen time unit
    // ("arrived at 0.14 h"), then the outcome.
    static QString verdictWords(const JobDecision& d, const RunRecord& run);
    // "an arrival", "a scheduling round": what triggered a decision.
    static QString triggerWords(const std::string& trigger);
    // Chooses a job (by index): its row in this decision when it has one, and its history.
    void selectJob(int job);
    int selectedJob() const { return job_; }
    // Keeps showing this job's candidates and history as the cursor moves, also through decisions
    // that do not judge it (then its latest verdict before them); -1 lets each decision's first
    // job be shown.
    void followJob(int job);
    enum class Page { Candidates, Actions, Agents, History };
    void showPage(Page page);

    QListWidget* jobs() const { return jobs_; }
    CandidateTableModel* candidates() const { return candidates_; }
    CandidateFilter* candidateFilter() const { return filter_; }
    QTreeWidget* agents() const { return agents_; }
    QTreeWidget* history() const { return history_; }
    QListWidget* actions() const { return actions_; }

signals:
    // Nodes to light up on the map: the candidate chosen in the table, or the action taken.
    void nodesHighlighted(const std::vector<int>& nodes);
    void jobSelected(int job);
    void timeRequested(double t);

private:
    void showJob();
    void showHistory();
    std::vector<int> nodesTaken(int job) const;

    std::shared_ptr<const RunRecord> run_;
    std::shared_ptr<const DecisionIndex> index_;
    std::size_t decision_ = static_cast<std::size_t>(-1);
    int job_ = -1;
    int followed_ = -1;
    QLabel* title_;
    QListWidget* jobs_;
    QComboBox* verdict_;
    QLineEdit* reason_;
    CandidateTableModel* candidates_;
    CandidateFilter* filter_;
    QTableView* table_;
    QLabel* filterCounts_;
    QListWidget* actions_;
    QTreeWidget* agents_;
    QLabel* historyTitle_;
    QTreeWidget* history_;
    QTabWidget* pages_ = nullptr;
};

} // namespace maifs::ui
