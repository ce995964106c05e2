#include "ui/comparison/run_list_model.h"

#include "ui/comparison/run_manager.h"

namespace maifs::ui {

RunListModel::RunListModel(RunManager* runs, QObject* parent)
    : QAbstractTableModel(parent) {
    connect(runs, &RunManager::progress, this, [this](int id, double fraction) {
        const int row = rowOf(id);
        if (row < 0 || rows_[row].state != RunState::Running)
            return;
        // Repaint only when the bar moves by a whole percent: progress arrives per event.
        if (static_cast<int>(100 * fraction) == static_cast<int>(100 * rows_[row].progress))
            return;
        rows_[row].progress = fraction;
        emit dataChanged(index(row, Progress), index(row, Progress));
    });
    connect(runs, &RunManager::finished, this, [this](int id) {
        const int row = rowOf(id);
        if (row < 0)
            return;
        rows_[row].state = RunState::Done;
        rows_[row].progress = 1;
        emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
    });
    connect(runs, &RunManager::failed, this, [this](int id, const QString& why) {
        const int row = rowOf(id);
        if (row < 0)
            return;
        rows_[row].state =
            why == RunManager::tr("cancelled") ? RunState::Cancelled : RunState::Failed;
        rows_[row].message = why;
        emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
    });
}

int RunListModel::rowOf(int id) const {
    for (int row = 0; row < rows_.size(); ++row)
        if (rows_[row].id == id)
            return row;
    return -1;
}

void RunListModel::addRun(int id, const QString& scheduler, quint64 seed) {
    beginInsertRows({}, static_cast<int>(rows_.size()), static_cast<int>(rows_.size()));
    rows_.append({id, scheduler, seed, 0, RunState::Running, {}});
    endInsertRows();
}

void RunListModel::clearFinished() {
    beginResetModel();
    rows_.removeIf([](const Row& r) { return r.state != RunState::Running; });
    endResetModel();
}

int RunListModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(rows_.size());
}

int RunListModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant RunListModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const Row& r = rows_.at(index.row());
    if (role == Qt::ToolTipRole && !r.message.isEmpty())
        return r.message;
    if (role == Qt::UserRole && index.column() == Progress)
        return r.progress;
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case Scheduler:
        return r.scheduler;
    case Seed:
        return r.seed;
    case Progress:
        return QStringLiteral("%1%").arg(static_cast<int>(100 * r.progress));
    case State:
        switch (r.state) {
        case RunState::Running:
            return tr("running");
        case RunState::Done:
            return tr("done");
        case RunState::Cancelled:
            return tr("cancelled");
        case RunState::Failed:
            return tr("failed: %1").arg(r.message);
        }
        return {};
    default:
        return {};
    }
}

QVariant RunListModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Scheduler:
        return tr("Scheduler");
    case Seed:
        return tr("Seed");
    case Progress:
        return tr("Progress");
    case State:
        return tr("State");
    default:
        return {};
    }
}

} // namespace maifs::ui
