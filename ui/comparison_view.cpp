#include "ui/comparison_view.h"

#include "ui/comparison_model.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QHeaderView>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>
#include <QValueAxis>

namespace maifs::ui {

ComparisonView::ComparisonView(ComparisonModel* model, QWidget* parent)
    : QWidget(parent)
    , model_(model)
    , table_(new QTableView(this))
    , chart_(new QChart) {
    table_->setModel(model_);
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table_->verticalHeader()->hide();
    table_->setAlternatingRowColors(true);
    chart_->setTitle(tr("Job completion time by scheduler (mean over seeds)"));
    chart_->legend()->setAlignment(Qt::AlignBottom);
    auto* chartView = new QChartView(chart_, this);
    chartView->setRenderHint(QPainter::Antialiasing);
    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(table_);
    split->addWidget(chartView);
    split->setStretchFactor(1, 2);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(split);
    connect(model_, &QAbstractItemModel::rowsInserted, this, &ComparisonView::rebuildChart);
    connect(model_, &QAbstractItemModel::dataChanged, this, &ComparisonView::rebuildChart);
    connect(model_, &QAbstractItemModel::modelReset, this, &ComparisonView::rebuildChart);
}

void ComparisonView::rebuildChart() {
    chart_->removeAllSeries();
    for (QAbstractAxis* axis : chart_->axes())
        chart_->removeAxis(axis);
    auto* mean = new QBarSet(tr("mean JCT (h)"));
    auto* p95 = new QBarSet(tr("p95 JCT (h)"));
    QStringList names;
    double top = 0;
    for (int row = 0; row < model_->rowCount(); ++row) {
        names << model_->schedulerAt(row);
        const double m = model_->stat(row, ComparisonModel::MeanJct).first;
        const double p = model_->stat(row, ComparisonModel::P95Jct).first;
        *mean << m;
        *p95 << p;
        top = std::max({top, m, p});
    }
    auto* series = new QBarSeries;
    series->append(mean);
    series->append(p95);
    chart_->addSeries(series);
    auto* x = new QBarCategoryAxis;
    x->append(names);
    auto* y = new QValueAxis;
    y->setRange(0, top > 0 ? top * 1.1 : 1);
    y->setTitleText(tr("hours"));
    chart_->addAxis(x, Qt::AlignBottom);
    chart_->addAxis(y, Qt::AlignLeft);
    series->attachAxis(x);
    series->attachAxis(y);
}

} // namespace maifs::ui
