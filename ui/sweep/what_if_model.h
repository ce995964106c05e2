#pragma once

#include "core/metrics/paired_difference.h"
#include "core/metrics/summary.h"

#include <cstdint>
#include <map>
#include <vector>

#include <QAbstractTableModel>
#include <QStringList>

namespace maifs::ui {

// Base against variant, one row per scheduler: each metric's mean on both sides and the paired
// difference (variant - base, paired by seed) with its 95% interval. n counts the seeds whose
// results differ: a workload the seed does not change gives n = 1 and no interval, said as such.
class WhatIfModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column {
        Scheduler,
        Seeds,
        MeanJctBase,
        MeanJctVariant,
        MeanJctDelta,
        P95JctBase,
        P95JctVariant,
        P95JctDelta,
        MakespanBase,
        MakespanVariant,
        MakespanDelta,
        GpuUtilBase,
        GpuUtilVariant,
        ColumnCount
    };
    enum class Metric { MeanJct, P95Jct, Makespan, GpuUtil };

    explicit WhatIfModel(QObject* parent = nullptr)
        : QAbstractTableModel(parent) {}
    // Rows in this order, emptied of results.
    void start(const QStringList& schedulers);
    void add(const QString& scheduler, std::uint64_t seed, bool variant, const Summary& summary);

    // Hours for times, fractions for utilisation. The difference is variant - base over the seeds
    // both sides have; `distinct` is how many of those seeds gave a different pair of results.
    struct Comparison {
        double base = 0, variant = 0;
        PairedDifference delta;
        int distinct = 0;
    };
    Comparison compare(int row, Metric metric) const;
    QString schedulerAt(int row) const { return order_.value(row); }
    // The table as CSV (hours and fractions; interval bounds empty where there is none).
    QString toCsv() const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    struct Side {
        std::map<std::uint64_t, Summary> bySeed;
    };
    QStringList order_;
    std::map<QString, std::pair<Side, Side>> runs_; // base, variant
};

} // namespace maifs::ui
