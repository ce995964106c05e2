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
    // A comparison survives an edit of the scenario: the rows of the version before it are kept,
    // labelled "fifo [v1]", and new runs fill rows of their own. `clearCurrent` drops only the
    // rows of the current version (a new Compare All), `clear` every row (another scenario).
    void keepAsVersion(const QString& label);
    void clearCurrent();
    // "fifo [v1]" -> "v1"; "" for a row of the current version.
    static QString versionOf(const QString& row);
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

    // The cluster over time in a row's runs, on one time grid of at most kOverTimePoints steps:
    // GPU allocation (fraction of capacity) and jobs waiting, their mean across the seeds and the
    // lowest and highest seed at each time (the band a figure draws; one seed: all three equal).
    struct OverTime {
        int seeds = 0;
        std::vector<double> hours;
        std::vector<double> gpuMean, gpuLow, gpuHigh;
        std::vector<double> waitingMean, waitingLow, waitingHigh;
    };
    static constexpr std::size_t kOverTimePoints = 2000;
    OverTime overTime(int row) const;

    // Rows follow this order (the schedulers as the Run dialog lists them), whatever order their
    // runs finish in; schedulers not in it go last, in the order they first finished.
    void setOrder(const QStringList& schedulers);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    // A run's step functions as recorded, strided to at most kOverTimePoints samples.
    struct Samples {
        std::vector<double> hours, gpuAllocated, waiting;
    };
    int rowFor(const QString& scheduler) const;

    QStringList order_;    // the rows' schedulers
    QStringList expected_; // setOrder's list
    std::map<QString, std::vector<Summary>> runs_;
    std::map<QString, std::vector<double>> jcts_;
    std::map<QString, std::map<std::uint64_t, Samples>> samples_; // by scheduler, then seed
};

} // namespace maifs::ui
