#pragma once

#include <QWidget>

class QChart;
class QTableView;

namespace maifs::ui {

class ComparisonModel;

// The comparison dashboard's first face: the metrics table and a bar chart of mean and p95 JCT per
// scheduler, both following the model as runs finish.
class ComparisonView : public QWidget {
    Q_OBJECT

public:
    explicit ComparisonView(ComparisonModel* model, QWidget* parent = nullptr);

private:
    void rebuildChart();

    ComparisonModel* model_;
    QTableView* table_;
    QChart* chart_;
};

} // namespace maifs::ui
