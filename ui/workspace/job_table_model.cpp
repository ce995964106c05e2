#include "ui/workspace/job_table_model.h"

#include "ui/common/preferences.h"

namespace maifs::ui {

void JobTableModel::unitsChanged() {
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (rowCount() > 0)
        emit dataChanged(index(0, Submit), index(rowCount() - 1, Duration));
}

void JobTableModel::setJobs(std::vector<Job> jobs) {
    beginResetModel();
    jobs_ = std::move(jobs);
    endResetModel();
}

int JobTableModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(jobs_.size());
}

int JobTableModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant JobTableModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const Job& j = jobs_[static_cast<std::size_t>(index.row())];
    if (role == Qt::TextAlignmentRole)
        return index.column() == Id || index.column() == Model || index.column() >= Vc
                   ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                   : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    // Sorting uses the raw numbers (Qt::UserRole); the display rounds.
    if (role != Qt::DisplayRole && role != Qt::UserRole)
        return {};
    switch (index.column()) {
    case Id:
        return QString::fromStdString(j.id);
    case Submit:
        // In the unit every other view uses (Preferences); hours to three decimals (3.6 s).
        return role == Qt::UserRole ? QVariant(j.submit)
                                    : QVariant(preferences::formatTime(j.submit, 3));
    case Gpus:
        return j.gpus;
    case GpuMilli:
        return j.gpuMilli;
    case Cpus:
        return j.cpus > 0 ? QVariant(j.cpus)
                          : (role == Qt::UserRole ? QVariant(0.0) : QVariant(tr("proportional")));
    case MemGb:
        return j.memGb > 0 ? QVariant(j.memGb)
                           : (role == Qt::UserRole ? QVariant(0.0) : QVariant(tr("proportional")));
    case Model:
        return j.model.empty()
                   ? (role == Qt::UserRole ? QVariant(QString()) : QVariant(tr("(drawn per run)")))
                   : QVariant(QString::fromStdString(j.model));
    case Duration:
        return role == Qt::UserRole ? QVariant(j.duration)
                                    : QVariant(preferences::formatTime(j.duration, 3));
    case Vc:
        return QString::fromStdString(j.vc);
    case User:
        return QString::fromStdString(j.user);
    default:
        return {};
    }
}

QVariant JobTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Id:
        return tr("Job");
    case Submit:
        return tr("Submit (%1)").arg(preferences::timeUnitSymbol());
    case Gpus:
        return tr("GPUs");
    case GpuMilli:
        return tr("Milli-GPU");
    case Cpus:
        return tr("CPUs");
    case MemGb:
        return tr("Memory (GB)");
    case Model:
        return tr("Model");
    case Duration:
        return tr("Duration (%1)").arg(preferences::timeUnitSymbol());
    case Vc:
        return tr("VC");
    case User:
        return tr("User");
    default:
        return {};
    }
}

} // namespace maifs::ui
