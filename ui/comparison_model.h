#pragma once

#include "core/session/session.h"

#include <map>
#include <vector>

#include <QAbstractTableModel>
#include <QStringList>

namespace maifs::ui {

// Metrics of the finished runs, one row per scheduler: mean and sample standard deviation across
// its seeds (docs/metrics.md definitions, read from each run's summary).
class ComparisonModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column {
        Scheduler,
        Seeds,
        MeanJct,
        P95Jct,
        Makespan,
        MeanWait,
        GpuUtil,
        GpuEffUtil,
        Preemptions,
        ColumnCount
    };

    explicit ComparisonModel(QObject* parent = nullptr)
        : QAbstractTableModel(parent) {}
    void clear();
    // The time unit preference changed: headers and cells say it anew.
    void unitsChanged();
    void add(const Session::RunResult& result);

    // mean and sd of one column for one row (hours for times, fractions for utilisation)
    std::pair<double, double> stat(int row, Column column) const;
    QString schedulerAt(int row) const { return order_.value(row); }
    // The table as CSV: a header of column names, then the numbers in hours and fractions
    // (mean and sd in separate columns), as a spreadsheet wants them.
    QString toCsv() const;
    // JCTs (hours) of the measured, finished jobs of all of a row's runs, ascending: its CDF.
    const std::vector<double>& jctHours(int row) const;

    // The cluster over time in a row's run with the lowest seed: GPU allocation (fraction of
    // capacity) and jobs waiting, at most kOverTimePoints samples (evenly strided; every change of
    // a long run is not needed on screen).
    struct OverTime {
        std::uint64_t seed = 0;
        std::vector<double> hours, gpuAllocated, waiting;
    };
    static constexpr std::size_t kOverTimePoints = 4000;
    const OverTime* overTime(int row) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    QStringList order_; // schedulers in the order their first run finished
    std::map<QString, std::vector<Summary>> runs_;
    std::map<QString, std::vector<double>> jcts_;
    std::map<QString, OverTime> overTime_;
};

} // namespace maifs::ui
