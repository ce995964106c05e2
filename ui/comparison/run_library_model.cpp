#include "ui/comparison/run_library_model.h"

#include "ui/common/preferences.h"

#include <QLocale>

namespace maifs::ui {

RunLibraryModel::RunLibraryModel(RunLibrary* library, QObject* parent)
    : QAbstractTableModel(parent)
    , library_(library) {
    connect(library_, &RunLibrary::changed, this, &RunLibraryModel::reload);
    reload();
}

void RunLibraryModel::unitsChanged() {
    reload();
}

void RunLibraryModel::reload() {
    beginResetModel();
    runs_ = library_->runs();
    endResetModel();
}

int RunLibraryModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(runs_.size());
}

int RunLibraryModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant RunLibraryModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const LibraryRun& r = runs_.at(index.row());
    if (role == Qt::ToolTipRole)
        return tr("%1\nscenario SHA-256 %2").arg(r.scenarioFile, r.scenarioSha256.left(16));
    if (role != Qt::DisplayRole && role != Qt::UserRole)
        return {};
    const bool raw = role == Qt::UserRole;
    const auto hours = [raw](double s) {
        return raw ? QVariant(s) : QVariant(preferences::formatTime(s));
    };
    switch (index.column()) {
    case Finished:
        return raw ? QVariant(r.finished)
                   : QVariant(QLocale().toString(r.finished.toLocalTime(), QLocale::ShortFormat));
    case Scenario:
        return r.scenarioName;
    case Nodes:
        return r.nodes;
    case Gpus:
        return r.gpus;
    case Jobs:
        return r.jobs;
    case Scheduler:
        return r.scheduler;
    case Seed:
        return r.seed;
    case MeanJct:
        return hours(r.summary.meanJct);
    case P95Jct:
        return hours(r.summary.p95Jct);
    case Makespan:
        return hours(r.summary.makespan);
    case GpuUtil:
        return raw ? QVariant(r.summary.gpuUtil)
                   : QVariant(QStringLiteral("%1%").arg(100 * r.summary.gpuUtil, 0, 'f', 1));
    default:
        return {};
    }
}

QVariant RunLibraryModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Finished:
        return tr("Finished");
    case Scenario:
        return tr("Scenario");
    case Nodes:
        return tr("Nodes");
    case Gpus:
        return tr("GPUs");
    case Jobs:
        return tr("Jobs");
    case Scheduler:
        return tr("Scheduler");
    case Seed:
        return tr("Seed");
    case MeanJct:
        return tr("Mean JCT (%1)").arg(preferences::timeUnitSymbol());
    case P95Jct:
        return tr("p95 JCT (%1)").arg(preferences::timeUnitSymbol());
    case Makespan:
        return tr("Makespan (%1)").arg(preferences::timeUnitSymbol());
    case GpuUtil:
        return tr("GPU allocated");
    default:
        return {};
    }
}

} // namespace maifs::ui
