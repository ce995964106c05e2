#pragma once

#include <QWidget>

class QCategoryAxis;
class QChart;
class QValueAxis;
class QComboBox;
class QLabel;
class QTableView;

namespace maifs::ui {

class SweepTableModel;

// A finished sweep's results (docs/sweeps.md): a metric against one axis, one line per scheduler
// (the mean over seeds, a band of +- one standard deviation), the other axes pooled or held at a
// chosen value; and the table of every cell.
class SweepView : public QWidget {
    Q_OBJECT

public:
    explicit SweepView(QWidget* parent = nullptr);

    // Reads DIR/sweep.csv (or the CSV itself). Returns an empty string, or why not (file, line,
    // field); on failure the view keeps what it showed.
    QString open(const QString& csvOrDir);

    SweepTableModel* model() const { return model_; }
    void unitsChanged();
    QChart* chart() const { return chart_; }
    // Chooses the chart's metric (by its sweep.csv name), x axis (by name) and an axis's value
    // filter ("" = pooled); false when the name or value is unknown.
    bool setMetric(const QString& metric);
    bool setXAxis(const QString& axis);
    bool setFilter(const QString& axis, const QString& value);

private:
    void rebuildFilters();
    void rebuildChart();

    SweepTableModel* model_;
    QLabel* title_;
    QComboBox* metric_;
    QComboBox* xAxis_;
    QWidget* filters_;
    QChart* chart_;
    QCategoryAxis* x_;
    QValueAxis* y_;
    QTableView* table_;
    QList<QComboBox*> filterBoxes_;
};

} // namespace maifs::ui
