#include "ui/comparison_model.h"

#include "ui/preferences.h"

#include <algorithm>
#include <cmath>

namespace maifs::ui {

void ComparisonModel::clear() {
    beginResetModel();
    order_.clear();
    runs_.clear();
    jcts_.clear();
    overTime_.clear();
    endResetModel();
}

void ComparisonModel::add(const Session::RunResult& result) {
    const QString id = QString::fromStdString(result.scheduler);
    if (result.record) {
        auto& jcts = jcts_[id];
        for (const auto& j : result.record->jobs)
            if (j.finished() && result.record->window.contains(j.job.submit))
                jcts.push_back(j.jct() / 3600);
        std::sort(jcts.begin(), jcts.end());
        // The lowest seed's run, whatever order the runs finish in.
        if (!overTime_.count(id) || result.seed < overTime_[id].seed) {
            OverTime& o = overTime_[id];
            o = OverTime{};
            o.seed = result.seed;
            const auto& series = result.record->series;
            const std::size_t stride = std::max<std::size_t>(1, series.size() / kOverTimePoints);
            for (std::size_t i = 0; i < series.size(); i += stride) {
                const TimeSample& t = series[i];
                o.hours.push_back(t.t / 3600);
                o.gpuAllocated.push_back(t.gpuCap > 0 ? t.gpuAlloc / t.gpuCap : 0);
                o.waiting.push_back(t.pending);
            }
        }
    }
    if (!runs_.count(id)) {
        beginInsertRows({}, static_cast<int>(order_.size()), static_cast<int>(order_.size()));
        order_.append(id);
        runs_[id].push_back(result.summary);
        endInsertRows();
        return;
    }
    runs_[id].push_back(result.summary);
    const int row = static_cast<int>(order_.indexOf(id));
    emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
}

const ComparisonModel::OverTime* ComparisonModel::overTime(int row) const {
    const auto it = overTime_.find(order_.value(row));
    return it == overTime_.end() ? nullptr : &it->second;
}

void ComparisonModel::unitsChanged() {
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

std::pair<double, double> ComparisonModel::stat(int row, Column column) const {
    const auto it = runs_.find(order_.value(row));
    if (it == runs_.end() || it->second.empty())
        return {0, 0};
    const auto value = [column](const Summary& s) -> double {
        switch (column) {
        case MeanJct:
            return s.meanJct / 3600;
        case P95Jct:
            return s.p95Jct / 3600;
        case Makespan:
            return s.makespan / 3600;
        case MeanWait:
            return s.meanWait / 3600;
        case GpuUtil:
            return s.gpuUtil;
        case GpuEffUtil:
            return s.gpuEffUtil;
        case Preemptions:
            return s.preemptions;
        default:
            return 0;
        }
    };
    std::vector<double> values;
    for (const auto& s : it->second)
        values.push_back(value(s));
    const auto [mean, sd] = meanAndSd(values);
    return {mean, sd};
}

int ComparisonModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(order_.size());
}

int ComparisonModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ComparisonModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const auto column = static_cast<Column>(index.column());
    if (role == Qt::TextAlignmentRole)
        return column == Scheduler ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                                   : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole)
        return {};
    if (column == Scheduler)
        return order_.value(index.row());
    if (column == Seeds)
        return static_cast<int>(runs_.at(order_.value(index.row())).size());
    const auto [mean, sd] = stat(index.row(), column);
    if (column == GpuUtil || column == GpuEffUtil)
        return QStringLiteral("%1%").arg(100 * mean, 0, 'f', 1);
    if (column == Preemptions)
        return QString::number(mean, 'f', 0);
    const int decimals = preferences::timeUnit() == preferences::TimeUnit::Seconds ? 0 : 2;
    return QStringLiteral("%1 ± %2")
        .arg(preferences::fromHours(mean), 0, 'f', decimals)
        .arg(preferences::fromHours(sd), 0, 'f', decimals);
}

QVariant ComparisonModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Scheduler:
        return tr("Scheduler");
    case Seeds:
        return tr("Seeds");
    case MeanJct:
        return tr("Mean JCT (%1)").arg(preferences::timeUnitSymbol());
    case P95Jct:
        return tr("p95 JCT (%1)").arg(preferences::timeUnitSymbol());
    case Makespan:
        return tr("Makespan (%1)").arg(preferences::timeUnitSymbol());
    case MeanWait:
        return tr("Mean wait (%1)").arg(preferences::timeUnitSymbol());
    case GpuUtil:
        return tr("GPU allocated");
    case GpuEffUtil:
        return tr("GPU effective");
    case Preemptions:
        return tr("Preemptions");
    default:
        return {};
    }
}

const std::vector<double>& ComparisonModel::jctHours(int row) const {
    static const std::vector<double> none;
    const auto it = jcts_.find(order_.value(row));
    return it == jcts_.end() ? none : it->second;
}

QString ComparisonModel::toCsv() const {
    // Plain ASCII names for the file: column titles on screen are translated.
    static const char* const names[] = {"mean_jct_h", "p95_jct_h",    "makespan_h", "mean_wait_h",
                                        "gpu_util",   "gpu_eff_util", "preemptions"};
    QString csv = QStringLiteral("scheduler,seeds");
    for (const char* n : names)
        csv += QStringLiteral(",%1,%1_sd").arg(QLatin1String(n));
    csv += QLatin1Char('\n');
    for (int row = 0; row < rowCount(); ++row) {
        QString name = order_.value(row);
        if (name.contains(QLatin1Char(',')) || name.contains(QLatin1Char('"')))
            name = QLatin1Char('"') + name.replace(QLatin1Char('"'), QStringLiteral("\"\"")) +
                   QLatin1Char('"');
        csv += name + QLatin1Char(',') + QString::number(runs_.at(order_.value(row)).size());
        for (int c = MeanJct; c < ColumnCount; ++c) {
            const auto [m, sd] = stat(row, static_cast<Column>(c));
            csv += QLatin1Char(',') + QString::number(m, 'g', 10) + QLatin1Char(',') +
                   QString::number(sd, 'g', 10);
        }
        csv += QLatin1Char('\n');
    }
    return csv;
}

} // namespace maifs::ui
