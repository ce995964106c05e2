#pragma once

#include <QWidget>

class QBarCategoryAxis;
class QChart;
class QLogValueAxis;
class QValueAxis;
class QChartView;
class QTableView;
class QTabWidget;
class QCustomPlot;

namespace maifs::ui {

class ComparisonModel;

// The comparison dashboard's first face: the metrics table and a bar chart of mean and p95 JCT per
// scheduler, both following the model as runs finish.
class ComparisonView : public QWidget {
    Q_OBJECT

public:
    explicit ComparisonView(ComparisonModel* model, QWidget* parent = nullptr);

    // The chart that is showing as PNG, SVG or PDF (by the file's suffix) with its data as CSV
    // beside it (dataPathOf), and the table as CSV; written atomically (QSaveFile). Return an
    // empty string, or why a file could not be written.
    QString exportChart(const QString& path) const;
    static QString dataPathOf(const QString& figurePath);
    // The numbers the showing chart draws, as CSV.
    QString chartCsv() const;
    QString exportTable(const QString& path) const;
    // The JCT CDF chart: one line per scheduler (all seeds pooled), log-scaled hours.
    QChart* cdfChart() const { return cdf_; }
    // GPU allocation and queue length over time, one line per scheduler (QCustomPlot: long runs
    // have hundreds of thousands of samples).
    QCustomPlot* overTimePlot() const { return overTime_; }
    // How many error bars (+- 1 sd across seeds) the bar chart draws: bars with a spread only.
    int errorBars() const { return errorBars_; }
    // Redraws in the current time unit.
    void unitsChanged() { rebuildChart(); }
    // The metrics table (a sorting proxy over the model).
    QTableView* table() const { return table_; }
    // Which chart is shown: 0 bars, 1 CDF, 2 over time.
    void showChart(int which);

private:
    void rebuildChart();
    void rebuildCdf();
    void rebuildOverTime();

    ComparisonModel* model_;
    QTableView* table_;
    QChart* chart_;
    QChartView* chartView_;
    QChart* cdf_;
    QCustomPlot* overTime_;
    QBarCategoryAxis* barX_ = nullptr;
    QValueAxis* barY_ = nullptr;
    QValueAxis* barSpread_ = nullptr; // hidden: places the error bars over the categories
    QLogValueAxis* cdfX_ = nullptr;
    QValueAxis* cdfY_ = nullptr;
    QTabWidget* charts_ = nullptr;
    int errorBars_ = 0;
};

} // namespace maifs::ui
