#include "ui/replay/candidate_table_model.h"

#include <algorithm>

#include <QFont>

namespace maifs::ui {

CandidateTableModel::CandidateTableModel(QObject* parent)
    : QAbstractTableModel(parent) {}

void CandidateTableModel::setDecision(std::shared_ptr<const RunRecord> run,
                                      const JobDecision* decision, std::vector<int> taken) {
    beginResetModel();
    run_ = std::move(run);
    rows_ = decision ? decision->candidates : std::vector<CandidateRecord>{};
    terms_.clear();
    for (const auto& c : rows_)
        for (const auto& t : c.terms)
            if (std::ranges::find(terms_, t.name) == terms_.end())
                terms_.push_back(t.name);
    chosen_ = -1;
    std::ranges::sort(taken);
    for (std::size_t r = 0; r < rows_.size() && !taken.empty(); ++r) {
        auto nodes = rows_[r].nodes;
        std::ranges::sort(nodes);
        if (rows_[r].feasible && nodes == taken) {
            chosen_ = static_cast<int>(r);
            break;
        }
    }
    endResetModel();
}

const CandidateRecord* CandidateTableModel::candidate(int row) const {
    return row >= 0 && row < rowCount() ? &rows_[static_cast<std::size_t>(row)] : nullptr;
}

int CandidateTableModel::chosenRow() const {
    return chosen_;
}

int CandidateTableModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(rows_.size());
}

int CandidateTableModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : scoreColumn() + 1;
}

QVariant CandidateTableModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid())
        return {};
    const CandidateRecord& c = rows_[static_cast<std::size_t>(index.row())];
    const int col = index.column();
    if (role == ChosenRole)
        return index.row() == chosen_;
    if (role == Qt::FontRole && index.row() == chosen_) {
        QFont f;
        f.setBold(true);
        return f;
    }
    if (role == Qt::ToolTipRole && index.row() == chosen_)
        return tr("The scheduler took this candidate");
    if (role != Qt::DisplayRole && role != SortRole)
        return {};
    const bool sort = role == SortRole;
    switch (col) {
    case Rank:
        return index.row() + 1;
    case Nodes: {
        QStringList ids;
        for (int n : c.nodes)
            ids << (run_ && n >= 0 && n < run_->cluster.size()
                        ? QString::fromStdString(run_->cluster.node(n).id)
                        : QStringLiteral("?"));
        return ids.join(QLatin1Char('+'));
    }
    case Verdict:
        return c.feasible ? tr("pass") : tr("fail");
    case Reason:
        return c.lostConflict ? tr("another agent took the job first") : QString();
    default:
        break;
    }
    if (col == scoreColumn())
        return sort ? QVariant(c.score) : QVariant(QString::number(c.score, 'g', 4));
    const std::string& name = terms_[static_cast<std::size_t>(col - FirstTerm)];
    const auto term = std::ranges::find(c.terms, name, &ScoreTerm::name);
    if (term == c.terms.end())
        return {};
    if (sort)
        return term->normalised * term->weight;
    return QStringLiteral("%1 -> %2 x %3")
        .arg(QString::number(term->raw, 'g', 4), QString::number(term->normalised, 'g', 3),
             QString::number(term->weight, 'g', 3));
}

QVariant CandidateTableModel::headerData(int section, Qt::Orientation o, int role) const {
    if (o != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Rank:
        return tr("#");
    case Nodes:
        return tr("Nodes");
    case Verdict:
        return tr("Filters");
    case Reason:
        return tr("Failed because");
    default:
        break;
    }
    if (section == scoreColumn())
        return tr("Score");
    if (section > Reason && section < scoreColumn())
        return QString::fromStdString(terms_[static_cast<std::size_t>(section - FirstTerm)]);
    return {};
}

CandidateFilter::CandidateFilter(QObject* parent)
    : QSortFilterProxyModel(parent) {
    setSortRole(CandidateTableModel::SortRole);
    setFilterKeyColumn(CandidateTableModel::Reason);
    setFilterCaseSensitivity(Qt::CaseInsensitive);
}

void CandidateFilter::setVerdict(Verdict v) {
    verdict_ = v;
    invalidateFilter();
}

bool CandidateFilter::filterAcceptsRow(int row, const QModelIndex& parent) const {
    if (verdict_ != Verdict::Any) {
        const auto* model = static_cast<const CandidateTableModel*>(sourceModel());
        const CandidateRecord* c = model->candidate(row);
        if (!c || c->feasible != (verdict_ == Verdict::Passed))
            return false;
    }
    return QSortFilterProxyModel::filterAcceptsRow(row, parent);
}

} // namespace maifs::ui
