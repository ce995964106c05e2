#include "ui/sweep/what_if_model.h"

#include "core/io/run_writer.h"
#include "ui/common/preferences.h"

#include <cmath>
#include <set>

#include <QBrush>

namespace maifs::ui {

namespace {

double valueOf(const Summary& s, WhatIfModel::Metric m) {
    switch (m) {
    case WhatIfModel::Metric::MeanJct:
        return s.meanJct / 3600;
    case WhatIfModel::Metric::P95Jct:
        return s.p95Jct / 3600;
    case WhatIfModel::Metric::Makespan:
        return s.makespan / 3600;
    case WhatIfModel::Metric::GpuUtil:
        return s.gpuUtil;
    }
    return 0;
}

struct ColumnMeaning {
    WhatIfModel::Metric metric;
    int side; // 0 base, 1 variant, 2 delta
};

ColumnMeaning meaningOf(int column) {
    using M = WhatIfModel::Metric;
    switch (column) {
    case WhatIfModel::MeanJctBase:
    case WhatIfModel::MeanJctVariant:
    case WhatIfModel::MeanJctDelta:
        return {M::MeanJct, column - WhatIfModel::MeanJctBase};
    case WhatIfModel::P95JctBase:
    case WhatIfModel::P95JctVariant:
    case WhatIfModel::P95JctDelta:
        return {M::P95Jct, column - WhatIfModel::P95JctBase};
    case WhatIfModel::MakespanBase:
    case WhatIfModel::MakespanVariant:
    case WhatIfModel::MakespanDelta:
        return {M::Makespan, column - WhatIfModel::MakespanBase};
    default:
        return {M::GpuUtil, column - WhatIfModel::GpuUtilBase};
    }
}

double mean(const std::vector<double>& v) {
    double sum = 0;
    for (double x : v)
        sum += x;
    return v.empty() ? 0 : sum / static_cast<double>(v.size());
}

} // namespace

void WhatIfModel::start(const QStringList& schedulers) {
    beginResetModel();
    order_ = schedulers;
    runs_.clear();
    endResetModel();
}

void WhatIfModel::add(const QString& scheduler, std::uint64_t seed, bool variant,
                      const Summary& summary) {
    const int row = static_cast<int>(order_.indexOf(scheduler));
    if (row < 0)
        return;
    auto& sides = runs_[scheduler];
    (variant ? sides.second : sides.first).bySeed[seed] = summary;
    emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
}

WhatIfModel::Comparison WhatIfModel::compare(int row, Metric metric) const {
    Comparison c;
    const auto it = runs_.find(order_.value(row));
    if (it == runs_.end())
        return c;
    const auto& [base, variant] = it->second;
    std::vector<double> b, v, allBase, allVariant;
    for (const auto& [seed, s] : base.bySeed)
        allBase.push_back(valueOf(s, metric));
    for (const auto& [seed, s] : variant.bySeed)
        allVariant.push_back(valueOf(s, metric));
    std::set<std::pair<double, double>> pairs;
    for (const auto& [seed, s] : base.bySeed)
        if (const auto other = variant.bySeed.find(seed); other != variant.bySeed.end()) {
            b.push_back(valueOf(s, metric));
            v.push_back(valueOf(other->second, metric));
            // (to a microsecond: a percentile may differ in its last bits between equal runs)
            pairs.insert({std::round(b.back() * 1e9), std::round(v.back() * 1e9)});
        }
    c.base = mean(allBase);
    c.variant = mean(allVariant);
    c.distinct = static_cast<int>(pairs.size());
    if (c.distinct <= 1 && !b.empty()) {
        // Seeds that repeat one result are one observation, not n: no interval.
        c.delta.n = 1;
        c.delta.mean = v.front() - b.front();
        c.delta.low = c.delta.high = std::nan("");
    } else if (!b.empty()) {
        c.delta = pairedDifference(v, b);
    }
    return c;
}

int WhatIfModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(order_.size());
}

int WhatIfModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant WhatIfModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const int column = index.column();
    if (role == Qt::TextAlignmentRole)
        return column == Scheduler ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                                   : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    const QString id = order_.value(index.row());
    const auto it = runs_.find(id);
    if (column == Scheduler)
        return role == Qt::DisplayRole ? QVariant(id) : QVariant();
    if (column == Seeds) {
        if (role != Qt::DisplayRole)
            return {};
        const Comparison c = compare(index.row(), Metric::MeanJct);
        const int runs = it == runs_.end() ? 0
                                           : static_cast<int>(it->second.first.bySeed.size() +
                                                              it->second.second.bySeed.size());
        if (runs == 0)
            return tr("waiting");
        return c.delta.n >= 2 ? QString::number(c.delta.n)
                              : tr("%1 (seeds give one result)").arg(c.distinct);
    }
    const ColumnMeaning m = meaningOf(column);
    const Comparison c = compare(index.row(), m.metric);
    const bool hasBase = it != runs_.end() && !it->second.first.bySeed.empty();
    const bool hasVariant = it != runs_.end() && !it->second.second.bySeed.empty();
    const bool util = m.metric == Metric::GpuUtil;
    const auto text = [&](double v, bool sign) {
        if (util)
            return QStringLiteral("%1%").arg(100 * v, 0, 'f', 1);
        const int decimals = preferences::timeUnit() == preferences::TimeUnit::Seconds ? 0 : 2;
        const QString s = QString::number(preferences::fromHours(v), 'f', decimals);
        return sign && v > 0 ? QLatin1Char('+') + s : s;
    };
    if (m.side == 2) {
        if (!hasBase || !hasVariant || c.delta.n == 0)
            return {};
        if (role == Qt::ForegroundRole) // better is green: every time metric here falls
            return c.delta.n >= 2 && !c.delta.excludesZero()
                       ? QVariant()
                       : QVariant(QBrush(c.delta.mean < 0   ? QColor(20, 130, 40)
                                         : c.delta.mean > 0 ? QColor(190, 30, 30)
                                                            : QColor(Qt::gray)));
        if (role == Qt::ToolTipRole)
            return c.delta.n >= 2
                       ? tr("variant - base over %1 seeds, 95% interval (Student t)").arg(c.delta.n)
                       : tr("every seed gives the same result here: one observation, no "
                            "interval");
        if (role != Qt::DisplayRole)
            return {};
        const QString percent = c.base != 0
                                    ? QStringLiteral(" (%1%2%)")
                                          .arg(c.delta.mean > 0 ? QStringLiteral("+") : QString())
                                          .arg(100 * c.delta.mean / c.base, 0, 'f', 1)
                                    : QString();
        QString shown = text(c.delta.mean, true) + percent;
        if (c.delta.n >= 2)
            shown +=
                QStringLiteral(" [%1, %2]").arg(text(c.delta.low, true), text(c.delta.high, true));
        return shown;
    }
    if (role != Qt::DisplayRole)
        return {};
    if ((m.side == 0 && !hasBase) || (m.side == 1 && !hasVariant))
        return QStringLiteral("…");
    return text(m.side == 0 ? c.base : c.variant, false);
}

QVariant WhatIfModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    const QString unit = preferences::timeUnitSymbol();
    switch (section) {
    case Scheduler:
        return tr("Scheduler");
    case Seeds:
        return tr("n");
    case MeanJctBase:
        return tr("Mean JCT base (%1)").arg(unit);
    case MeanJctVariant:
        return tr("Mean JCT variant (%1)").arg(unit);
    case MeanJctDelta:
        return tr("Δ mean JCT [95% interval]");
    case P95JctBase:
        return tr("p95 JCT base (%1)").arg(unit);
    case P95JctVariant:
        return tr("p95 JCT variant (%1)").arg(unit);
    case P95JctDelta:
        return tr("Δ p95 JCT");
    case MakespanBase:
        return tr("Makespan base (%1)").arg(unit);
    case MakespanVariant:
        return tr("Makespan variant (%1)").arg(unit);
    case MakespanDelta:
        return tr("Δ makespan");
    case GpuUtilBase:
        return tr("GPU allocated base");
    case GpuUtilVariant:
        return tr("GPU allocated variant");
    default:
        return {};
    }
}

QString WhatIfModel::toCsv() const {
    QString csv = QStringLiteral("scheduler");
    static const char* const names[] = {"mean_jct_h", "p95_jct_h", "makespan_h", "gpu_util"};
    for (const char* n : names)
        csv += QStringLiteral(",%1_base,%1_variant,%1_delta,%1_delta_low,%1_delta_high,%1_n")
                   .arg(QLatin1String(n));
    csv += QLatin1Char('\n');
    const auto number = [](double v) {
        return std::isnan(v) ? QString() : QString::number(v, 'g', 10);
    };
    for (int row = 0; row < rowCount(); ++row) {
        csv += QString::fromStdString(csvField(order_.value(row).toStdString()));
        for (Metric m : {Metric::MeanJct, Metric::P95Jct, Metric::Makespan, Metric::GpuUtil}) {
            const Comparison c = compare(row, m);
            for (double v : {c.base, c.variant, c.delta.mean, c.delta.low, c.delta.high})
                csv += QLatin1Char(',') + number(v);
            csv += QLatin1Char(',') + QString::number(c.delta.n);
        }
        csv += QLatin1Char('\n');
    }
    return csv;
}

} // namespace maifs::ui
