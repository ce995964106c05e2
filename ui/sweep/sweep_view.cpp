#include "ui/sweep/sweep_view.h"

#include "core/sweep/sweep_table.h"
#include "ui/charts/chart_export.h"
#include "ui/common/preferences.h"
#include "ui/common/scheduler_palette.h"
#include "ui/sweep/sweep_table_model.h"

#include <algorithm>
#include <cmath>

#include <QAreaSeries>
#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QDir>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLegendMarker>
#include <QLineSeries>
#include <QPen>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>
#include <QValueAxis>

namespace maifs::ui {

namespace {

bool isSeconds(const QString& metric) {
    return metric.endsWith(QStringLiteral("_s"));
}

} // namespace

SweepView::SweepView(QWidget* parent)
    : QWidget(parent)
    , model_(new SweepTableModel(this))
    , title_(new QLabel(this))
    , metric_(new QComboBox(this))
    , xAxis_(new QComboBox(this))
    , filters_(new QWidget(this))
    , chart_(new QChart)
    , table_(new QTableView(this)) {
    title_->setText(tr("No sweep open: File > Open Sweep Results… reads the sweep.csv that "
                       "`maifs sweep` writes."));
    title_->setWordWrap(true);
    auto* controls = new QHBoxLayout;
    controls->addWidget(new QLabel(tr("Metric:"), this));
    controls->addWidget(metric_);
    controls->addWidget(new QLabel(tr("against:"), this));
    controls->addWidget(xAxis_);
    auto* filterLayout = new QHBoxLayout(filters_);
    filterLayout->setContentsMargins(0, 0, 0, 0);
    controls->addWidget(filters_);
    controls->addStretch(1);

    chart_->legend()->setAlignment(Qt::AlignRight);
    x_ = new QCategoryAxis;
    x_->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    y_ = new QValueAxis;
    chart_->addAxis(x_, Qt::AlignBottom);
    chart_->addAxis(y_, Qt::AlignLeft);
    auto* chartView = new QChartView(chart_, this);
    chartView->setRenderHint(QPainter::Antialiasing);
    offerChartExport(chartView, tr("Sweep"));

    auto* proxy = new QSortFilterProxyModel(this);
    proxy->setSourceModel(model_);
    proxy->setSortRole(Qt::UserRole);
    table_->setModel(proxy);
    table_->setSortingEnabled(true);
    table_->sortByColumn(0, Qt::AscendingOrder);
    table_->verticalHeader()->hide();
    table_->setAlternatingRowColors(true);
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);

    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(chartView);
    split->addWidget(table_);
    chartView->setMinimumHeight(280);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    split->setSizes({600, 350});
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(title_);
    layout->addLayout(controls);
    layout->addWidget(split, 1);

    connect(metric_, &QComboBox::currentIndexChanged, this, &SweepView::rebuildChart);
    connect(xAxis_, &QComboBox::currentIndexChanged, this, [this] {
        rebuildFilters();
        rebuildChart();
    });
}

QString SweepView::open(const QString& csvOrDir) {
    const QString csv = QFileInfo(csvOrDir).isDir()
                            ? QDir(csvOrDir).filePath(QStringLiteral("sweep.csv"))
                            : csvOrDir;
    SweepTable table;
    try {
        table = readSweepTable(csv.toStdString());
    } catch (const std::exception& e) {
        return QString::fromStdString(e.what());
    }
    int ok = 0, failed = 0;
    for (const auto& r : table.rows) {
        ok += r.status == "ok" ? 1 : 0;
        failed += r.status == "failed" ? 1 : 0;
    }
    const QStringList axes = [&] {
        QStringList out;
        for (const auto& a : table.axes)
            out << QString::fromStdString(a);
        return out;
    }();
    title_->setText(tr("Sweep %1: %2 cells (%3 ok, %4 failed), axes: %5, schedulers: %6")
                        .arg(QDir::toNativeSeparators(csv))
                        .arg(table.rows.size())
                        .arg(ok)
                        .arg(failed)
                        .arg(axes.isEmpty() ? tr("none") : axes.join(QStringLiteral(", ")))
                        .arg(table.schedulers().size()));
    const QString previousMetric = metric_->currentText();
    model_->setTable(std::move(table));
    {
        const QSignalBlocker blockMetric(metric_);
        const QSignalBlocker blockAxis(xAxis_);
        metric_->clear();
        for (const auto& m : model_->table().metrics)
            metric_->addItem(QString::fromStdString(m));
        const int keep = metric_->findText(previousMetric.isEmpty() ? QStringLiteral("mean_jct_s")
                                                                    : previousMetric);
        metric_->setCurrentIndex(std::max(0, keep));
        xAxis_->clear();
        xAxis_->addItems(axes);
    }
    rebuildFilters();
    rebuildChart();
    return {};
}

void SweepView::unitsChanged() {
    model_->unitsChanged();
    rebuildChart();
}

bool SweepView::setMetric(const QString& metric) {
    const int i = metric_->findText(metric);
    if (i >= 0)
        metric_->setCurrentIndex(i);
    return i >= 0;
}

bool SweepView::setXAxis(const QString& axis) {
    const int i = xAxis_->findText(axis);
    if (i >= 0)
        xAxis_->setCurrentIndex(i);
    return i >= 0;
}

bool SweepView::setFilter(const QString& axis, const QString& value) {
    for (QComboBox* box : filterBoxes_) {
        if (box->property("axis").toString() != axis)
            continue;
        const int i = value.isEmpty() ? 0 : box->findText(value);
        if (i >= 0)
            box->setCurrentIndex(i);
        return i >= 0;
    }
    return false;
}

void SweepView::rebuildFilters() {
    qDeleteAll(filterBoxes_);
    filterBoxes_.clear();
    for (QLabel* label : filters_->findChildren<QLabel*>())
        delete label;
    const SweepTable& t = model_->table();
    for (std::size_t a = 0; a < t.axes.size(); ++a) {
        if (static_cast<int>(a) == xAxis_->currentIndex())
            continue;
        const QString name = QString::fromStdString(t.axes[a]);
        auto* box = new QComboBox(filters_);
        box->setProperty("axis", name);
        box->addItem(tr("all (pooled)"));
        for (const auto& v : t.axisValues(a))
            box->addItem(QString::fromStdString(v));
        filters_->layout()->addWidget(new QLabel(name + QLatin1Char(':'), filters_));
        filters_->layout()->addWidget(box);
        connect(box, &QComboBox::currentIndexChanged, this, &SweepView::rebuildChart);
        filterBoxes_ << box;
    }
}

void SweepView::rebuildChart() {
    chart_->removeAllSeries();
    // The axes live as long as the chart (axes replaced while hidden leave stray labels).
    QCategoryAxis* x = x_;
    QValueAxis* y = y_;
    for (const QString& label : x->categoriesLabels())
        x->remove(label);
    const SweepTable& t = model_->table();
    const int axis = xAxis_->currentIndex();
    const auto metric = t.metricIndex(metric_->currentText().toStdString());
    if (axis < 0 || !metric) {
        chart_->setTitle(t.rows.empty() ? QString()
                                        : tr("This sweep has no axes: the table lists its cells."));
        return;
    }
    std::vector<std::optional<std::string>> fixed(t.axes.size());
    for (QComboBox* box : filterBoxes_) {
        const auto it =
            std::find(t.axes.begin(), t.axes.end(), box->property("axis").toString().toStdString());
        if (it != t.axes.end() && box->currentIndex() > 0)
            fixed[static_cast<std::size_t>(it - t.axes.begin())] = box->currentText().toStdString();
    }
    const auto series = sweepSeries(t, static_cast<std::size_t>(axis), *metric, fixed);
    const auto values = t.axisValues(static_cast<std::size_t>(axis));
    // Numbers along a value axis at their values; names at evenly spaced categories.
    bool numeric = true;
    std::vector<double> xs;
    for (const auto& v : values) {
        bool ok = false;
        xs.push_back(QString::fromStdString(v).toDouble(&ok));
        numeric = numeric && ok;
    }
    if (!numeric)
        for (std::size_t i = 0; i < xs.size(); ++i)
            xs[i] = static_cast<double>(i);

    const QString metricName = metric_->currentText();
    const bool inSeconds = preferences::timeUnit() == preferences::TimeUnit::Seconds;
    const double scale = isSeconds(metricName) && !inSeconds ? 1.0 / 3600.0 : 1.0;
    const QString yTitle = !isSeconds(metricName) ? metricName
                           : inSeconds            ? tr("%1 (seconds)").arg(metricName.chopped(2))
                                                  : tr("%1 (hours)").arg(metricName.chopped(2));
    chart_->setTitle(tr("%1 against %2: mean over seeds%3, band = +- 1 sd")
                         .arg(yTitle, xAxis_->currentText(),
                              t.axes.size() > 1 ? tr(" and pooled axes") : QString()));

    // Ticks exactly at the swept values (a sweep has few), spaced by value when they are numbers.
    for (std::size_t i = 0; i < values.size(); ++i)
        x->append(QString::fromStdString(values[i]), xs[i]);
    const auto [lo, hi] = std::minmax_element(xs.begin(), xs.end());
    const double pad = *hi > *lo ? (*hi - *lo) * 0.06 : 0.5;
    x->setRange(*lo - pad, *hi + pad);
    x->setTitleText(xAxis_->currentText());
    y->setTitleText(yTitle);

    double top = 0;
    for (const auto& s : series) {
        auto* line = new QLineSeries;
        const QString id = QString::fromStdString(s.scheduler);
        line->setName(id);
        line->setPointsVisible(true);
        QPen pen(schedulerColour(id), 1.6); // as in the Comparison tab's charts
        pen.setStyle(allocationModeDash(id));
        line->setPen(pen);
        auto* upper = new QLineSeries;
        auto* lower = new QLineSeries;
        bool spread = false;
        for (std::size_t i = 0; i < xs.size(); ++i) {
            if (std::isnan(s.mean[i]))
                continue;
            const double m = s.mean[i] * scale, sd = s.sd[i] * scale;
            line->append(xs[i], m);
            upper->append(xs[i], m + sd);
            lower->append(xs[i], std::max(0.0, m - sd));
            spread = spread || sd > 0;
            top = std::max(top, m + sd);
        }
        chart_->addSeries(line);
        line->attachAxis(x);
        line->attachAxis(y);
        if (spread) {
            auto* band = new QAreaSeries(upper, lower);
            QColor fill = line->color();
            fill.setAlpha(50);
            band->setBrush(fill);
            band->setPen(Qt::NoPen);
            chart_->addSeries(band);
            band->attachAxis(x);
            band->attachAxis(y);
            for (QLegendMarker* marker : chart_->legend()->markers(band))
                marker->setVisible(false);
        } else {
            delete upper;
            delete lower;
        }
    }
    y->setRange(0, top > 0 ? top * 1.1 : 1);
    y->applyNiceNumbers(); // ticks on round values (0 / 2 / 4), not on 2.8 / 5.6
}

} // namespace maifs::ui
