#pragma once

#include "core/record/run_record.h"

#include <memory>
#include <vector>

#include <QAbstractTableModel>
#include <QSortFilterProxyModel>

namespace maifs::ui {

// The candidates a scheduler weighed for one job in one decision: rank, nodes, verdict (passed
// every filter or failed one, and why), each score term (raw -> normalised x weight) and the
// final score. The candidate the scheduler took is flagged (bold). Sorting uses the numbers.
class CandidateTableModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column { Rank, Nodes, Verdict, Reason, FirstTerm };
    static constexpr int SortRole = Qt::UserRole;
    static constexpr int ChosenRole = Qt::UserRole + 1;

    explicit CandidateTableModel(QObject* parent = nullptr);

    // `decision` is the job's verdict (or nullptr); `taken` the nodes the scheduler started the
    // job on in that decision (empty when it waits).
    void setDecision(std::shared_ptr<const RunRecord> run, const JobDecision* decision,
                     std::vector<int> taken);
    const CandidateRecord* candidate(int row) const;
    // The row of the candidate the scheduler took, or -1.
    int chosenRow() const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation o, int role) const override;

private:
    int scoreColumn() const { return FirstTerm + static_cast<int>(terms_.size()); }

    std::shared_ptr<const RunRecord> run_;
    std::vector<CandidateRecord> rows_;
    std::vector<std::string> terms_; // every term name any candidate has, in first-seen order
    int chosen_ = -1;
};

// Candidates that pass, fail or either, and whose reason contains a text.
class CandidateFilter : public QSortFilterProxyModel {
    Q_OBJECT

public:
    enum class Verdict { Any, Passed, Failed };
    explicit CandidateFilter(QObject* parent = nullptr);
    void setVerdict(Verdict v);

protected:
    bool filterAcceptsRow(int row, const QModelIndex& parent) const override;

private:
    Verdict verdict_ = Verdict::Any;
};

} // namespace maifs::ui
