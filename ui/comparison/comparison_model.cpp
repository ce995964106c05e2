#include "ui/comparison/comparison_model.h"

#include "core/io/run_writer.h"
#include "ui/common/preferences.h"

#include <algorithm>
#include <cmath>

namespace maifs::ui {

void ComparisonModel::clear() {
    beginResetModel();
    order_.clear();
    runs_.clear();
    jcts_.clear();
    samples_.clear();
    endResetModel();
}

QString ComparisonModel::versionOf(const QString& row) {
    const qsizetype open = row.lastIndexOf(QStringLiteral(" ["));
    return open < 0 || !row.endsWith(QLatin1Char(']')) ? QString()
                                                       : row.mid(open + 2, row.size() - open - 3);
}

void ComparisonModel::keepAsVersion(const QString& label) {
    beginResetModel();
    const auto rename = [&label](auto& byRow) {
        std::remove_reference_t<decltype(byRow)> renamed;
        for (auto& [row, value] : byRow)
            renamed[versionOf(row).isEmpty() ? QStringLiteral("%1 [%2]").arg(row, label) : row] =
                std::move(value);
        byRow = std::move(renamed);
    };
    rename(runs_);
    rename(jcts_);
    rename(samples_);
    for (QString& row : order_)
        if (versionOf(row).isEmpty())
            row = QStringLiteral("%1 [%2]").arg(row, label);
    endResetModel();
}

void ComparisonModel::clearCurrent() {
    beginResetModel();
    for (const QString& row : QStringList(order_))
        if (versionOf(row).isEmpty()) {
            order_.removeAll(row);
            runs_.erase(row);
            jcts_.erase(row);
            samples_.erase(row);
        }
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
        Samples& o = samples_[id][result.seed];
        o = Samples{};
        const auto& series = result.record->series;
        const std::size_t stride = std::max<std::size_t>(1, series.size() / kOverTimePoints);
        for (std::size_t i = 0; i < series.size(); i += stride) {
            const TimeSample& t = series[i];
            o.hours.push_back(t.t / 3600);
            o.gpuAllocated.push_back(t.gpuCap > 0 ? t.gpuAlloc / t.gpuCap : 0);
            o.waiting.push_back(t.pending);
        }
    }
    if (!runs_.count(id)) {
        const int row = rowFor(id);
        beginInsertRows({}, row, row);
        order_.insert(row, id);
        runs_[id].push_back(result.summary);
        endInsertRows();
        return;
    }
    runs_[id].push_back(result.summary);
    const int row = static_cast<int>(order_.indexOf(id));
    emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
}

void ComparisonModel::setOrder(const QStringList& schedulers) {
    expected_ = schedulers;
}

int ComparisonModel::rowFor(const QString& scheduler) const {
    const qsizetype rank = expected_.indexOf(scheduler);
    if (rank < 0)
        return static_cast<int>(order_.size());
    int row = 0;
    while (row < order_.size()) {
        const qsizetype other = expected_.indexOf(order_[row]);
        if (other < 0 || other > rank)
            break;
        ++row;
    }
    return row;
}

ComparisonModel::OverTime ComparisonModel::overTime(int row) const {
    OverTime out;
    const auto it = samples_.find(order_.value(row));
    if (it == samples_.end())
        return out;
    double end = 0;
    for (const auto& [seed, s] : it->second)
        if (!s.hours.empty())
            end = std::max(end, s.hours.back());
    out.seeds = static_cast<int>(it->second.size());
    // The seeds' runs change state at different times: each is read as the step function it is
    // (a value holds until the next sample) at the same grid times, so that a mean and a band
    // across seeds are defined. A run that has ended keeps its last value (an empty cluster).
    const std::size_t points = end > 0 ? kOverTimePoints : 1;
    std::vector<std::size_t> at(it->second.size(), 0);
    for (std::size_t i = 0; i < points; ++i) {
        const double t = points > 1 ? end * static_cast<double>(i) / (points - 1) : 0;
        double gSum = 0, gLo = 1e300, gHi = -1e300, wSum = 0, wLo = 1e300, wHi = -1e300;
        int n = 0, k = 0;
        for (const auto& [seed, s] : it->second) {
            std::size_t& j = at[k++];
            if (s.hours.empty())
                continue;
            while (j + 1 < s.hours.size() && s.hours[j + 1] <= t)
                ++j;
            const double g = s.gpuAllocated[j], w = s.waiting[j];
            gSum += g;
            wSum += w;
            gLo = std::min(gLo, g);
            gHi = std::max(gHi, g);
            wLo = std::min(wLo, w);
            wHi = std::max(wHi, w);
            ++n;
        }
        if (n == 0)
            return OverTime{};
        out.hours.push_back(t);
        out.gpuMean.push_back(gSum / n);
        out.gpuLow.push_back(gLo);
        out.gpuHigh.push_back(gHi);
        out.waitingMean.push_back(wSum / n);
        out.waitingLow.push_back(wLo);
        out.waitingHigh.push_back(wHi);
    }
    return out;
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
    // Sorting (a proxy's sort role) reads the numbers: the means, in hours and fractions.
    if (role == Qt::UserRole && column > Seeds)
        return stat(index.row(), column).first;
    if (role != Qt::DisplayRole && role != Qt::UserRole)
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
        csv += QString::fromStdString(csvField(order_.value(row).toStdString())) +
               QLatin1Char(',') + QString::number(runs_.at(order_.value(row)).size());
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
