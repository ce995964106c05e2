#include "ui/comparison/comparison_view.h"

#include "core/io/run_writer.h"
#include "ui/charts/chart_export.h"
#include "ui/common/preferences.h"
#include "ui/common/scheduler_palette.h"
#include "ui/common/whole_file.h"
#include "ui/comparison/comparison_model.h"

#include <tuple>

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QBuffer>
#include <QChart>
#include <QChartView>
#include <QDir>
#include <QFileInfo>
#include <QHeaderView>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QPainter>
#include <QPdfWriter>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QSvgGenerator>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>
#include <QValueAxis>
#include <qcustomplot.h>

namespace maifs::ui {

ComparisonView::ComparisonView(ComparisonModel* model, QWidget* parent)
    : QWidget(parent)
    , model_(model)
    , table_(new QTableView(this))
    , chart_(new QChart)
    , chartView_(nullptr)
    , cdf_(new QChart)
    , overTime_(new QCustomPlot(this)) {
    barX_ = new QBarCategoryAxis;
    barY_ = new QValueAxis;
    barY_->setTitleText(tr("hours"));
    barSpread_ = new QValueAxis;
    barSpread_->setVisible(false);
    chart_->addAxis(barX_, Qt::AlignBottom);
    chart_->addAxis(barY_, Qt::AlignLeft);
    chart_->addAxis(barSpread_, Qt::AlignTop);
    cdfX_ = new QLogValueAxis;
    cdfX_->setTitleText(tr("job completion time (hours, log scale)"));
    cdfX_->setLabelFormat(QStringLiteral("%g"));
    cdfX_->setBase(10);
    cdfY_ = new QValueAxis;
    cdfY_->setRange(0, 1);
    cdfY_->setTitleText(tr("fraction of jobs"));
    cdf_->addAxis(cdfX_, Qt::AlignBottom);
    cdf_->addAxis(cdfY_, Qt::AlignLeft);
    // Sortable by any column (a click on its header), by the numbers rather than the "mean ± sd"
    // text; unsorted, rows keep the order the schedulers were asked for.
    auto* sorted = new QSortFilterProxyModel(this);
    sorted->setSourceModel(model_);
    sorted->setSortRole(Qt::UserRole);
    table_->setModel(sorted);
    table_->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder);
    table_->setSortingEnabled(true);
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table_->verticalHeader()->hide();
    table_->setAlternatingRowColors(true);
    chart_->setTitle(tr("Job completion time by scheduler (mean over seeds)"));
    chart_->legend()->setAlignment(Qt::AlignBottom);
    auto* chartView = new QChartView(chart_, this);
    chartView_ = chartView;
    chartView->setRenderHint(QPainter::Antialiasing);
    cdf_->setTitle(tr("Distribution of job completion times (all seeds)"));
    cdf_->legend()->setAlignment(Qt::AlignRight);
    auto* cdfView = new QChartView(cdf_, this);
    cdfView->setRenderHint(QPainter::Antialiasing);
    auto* charts = new QTabWidget(this);
    charts_ = charts;
    charts->addTab(chartView, tr("Mean and p95 JCT"));
    charts->addTab(cdfView, tr("JCT CDF"));
    charts->addTab(overTime_, tr("Utilisation and queue over time"));
    for (int i = 0; i < charts->count(); ++i)
        offerChartExport(charts->widget(i), charts->tabText(i), [this] { return chartCsv(); });
    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(table_);
    split->addWidget(charts);
    split->setStretchFactor(1, 2);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(split);
    for (auto rebuild : {&ComparisonView::rebuildChart, &ComparisonView::rebuildCdf,
                         &ComparisonView::rebuildOverTime}) {
        connect(model_, &QAbstractItemModel::rowsInserted, this, rebuild);
        connect(model_, &QAbstractItemModel::dataChanged, this, rebuild);
        connect(model_, &QAbstractItemModel::modelReset, this, rebuild);
        (this->*rebuild)(); // a model that already holds runs is drawn at once
    }
}

void ComparisonView::rebuildChart() {
    chart_->removeAllSeries();
    auto* mean = new QBarSet(tr("mean JCT (%1)").arg(preferences::timeUnitSymbol()));
    auto* p95 = new QBarSet(tr("p95 JCT (%1)").arg(preferences::timeUnitSymbol()));
    QStringList names;
    double top = 0;
    for (int row = 0; row < model_->rowCount(); ++row) {
        names << model_->schedulerAt(row);
        const double m = preferences::fromHours(model_->stat(row, ComparisonModel::MeanJct).first);
        const double p = preferences::fromHours(model_->stat(row, ComparisonModel::P95Jct).first);
        *mean << m;
        *p95 << p;
        top = std::max({top, m, p});
    }
    auto* series = new QBarSeries;
    series->append(mean);
    series->append(p95);
    chart_->addSeries(series);
    // The axes live as long as the chart: axes replaced while the chart is hidden leave stray
    // labels in its corner (Qt Charts 6.4).
    QBarCategoryAxis* x = barX_;
    QValueAxis* y = barY_;
    QValueAxis* spread = barSpread_;
    y->setTitleText(preferences::timeUnit() == preferences::TimeUnit::Seconds ? tr("seconds")
                                                                              : tr("hours"));
    x->clear();
    x->append(names);
    series->attachAxis(x);
    series->attachAxis(y);
    // Error bars (+- one standard deviation across seeds): Qt Charts has none, so each is a line
    // on a hidden value axis laid over the categories. With n sets and bar width w, set k of
    // category i is centred at i + (k - (n - 1) / 2) * w / n.
    spread->setRange(-0.5, static_cast<double>(names.size()) - 0.5);
    const double width = series->barWidth();
    errorBars_ = 0;
    for (int row = 0; row < model_->rowCount(); ++row) {
        int k = 0;
        for (auto column : {ComparisonModel::MeanJct, ComparisonModel::P95Jct}) {
            const auto [mh, sdh] = model_->stat(row, column);
            const double m = preferences::fromHours(mh), sd = preferences::fromHours(sdh);
            const double cx = row + (k++ - 0.5) * width / 2;
            top = std::max(top, m + sd);
            if (sd <= 0)
                continue;
            auto* bar = new QLineSeries;
            const double cap = width / 12;
            bar->append(cx - cap, m - sd);
            bar->append(cx + cap, m - sd);
            bar->append(cx, m - sd);
            bar->append(cx, m + sd);
            bar->append(cx - cap, m + sd);
            bar->append(cx + cap, m + sd);
            bar->setPen(QPen(Qt::black, 1.2));
            chart_->addSeries(bar);
            bar->attachAxis(spread);
            bar->attachAxis(y);
            for (QLegendMarker* marker : chart_->legend()->markers(bar))
                marker->setVisible(false);
            ++errorBars_;
        }
    }
    y->setRange(0, top > 0 ? top * 1.1 : 1);
    y->applyNiceNumbers(); // ticks on 0 / 2 / 4, not on 2.8 / 5.6
    y->setLabelFormat(QStringLiteral("%g"));
}

void ComparisonView::showChart(int which) {
    charts_->setCurrentIndex(which);
}

void ComparisonView::rebuildOverTime() {
    QCustomPlot* p = overTime_;
    p->clearPlottables();
    p->plotLayout()->clear();
    auto* util = new QCPAxisRect(p);
    auto* queue = new QCPAxisRect(p);
    p->plotLayout()->addElement(0, 0, util);
    p->plotLayout()->addElement(1, 0, queue);
    // Zooming or panning one panel's time axis moves the other's.
    connect(util->axis(QCPAxis::atBottom), qOverload<const QCPRange&>(&QCPAxis::rangeChanged),
            queue->axis(QCPAxis::atBottom), qOverload<const QCPRange&>(&QCPAxis::setRange));
    connect(queue->axis(QCPAxis::atBottom), qOverload<const QCPRange&>(&QCPAxis::rangeChanged),
            util->axis(QCPAxis::atBottom), qOverload<const QCPRange&>(&QCPAxis::setRange));
    util->axis(QCPAxis::atLeft)->setLabel(tr("GPUs allocated (%)"));
    util->axis(QCPAxis::atLeft)->setRange(0, 105);
    queue->axis(QCPAxis::atLeft)->setLabel(tr("jobs waiting"));
    queue->axis(QCPAxis::atBottom)->setLabel(tr("time (hours)"));
    for (QCPAxisRect* r : {util, queue}) {
        r->setRangeDrag(Qt::Horizontal);
        r->setRangeZoom(Qt::Horizontal);
    }
    p->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    p->setAutoAddPlottableToLegend(false); // one legend entry per scheduler, added below
    // The legend in a column of its own, beside the panels: inside them it hid the data.
    auto* legend = new QCPLegend;
    p->plotLayout()->addElement(0, 1, legend);
    p->plotLayout()->setColumnStretchFactor(1, 0.001);
    legend->setLayer(QStringLiteral("legend"));
    double end = 0, top = 0;
    for (int row = 0; row < model_->rowCount(); ++row) {
        const ComparisonModel::OverTime o = model_->overTime(row);
        if (o.hours.empty())
            continue;
        const QString id = model_->schedulerAt(row);
        const QColor colour = schedulerColour(id);
        QPen pen(colour, 1.4);
        pen.setStyle(allocationModeDash(id));
        const QVector<double> hours(o.hours.begin(), o.hours.end());
        const auto percent = [](const std::vector<double>& f) {
            QVector<double> out;
            out.reserve(static_cast<qsizetype>(f.size()));
            for (double v : f)
                out << 100 * v;
            return out;
        };
        const auto counts = [](const std::vector<double>& v) {
            return QVector<double>(v.begin(), v.end());
        };
        const auto graph = [&](QCPAxisRect* r, const QVector<double>& values) {
            auto* g = new QCPGraph(r->axis(QCPAxis::atBottom), r->axis(QCPAxis::atLeft));
            g->setData(hours, values, true);
            g->setLineStyle(QCPGraph::lsStepLeft);
            return g;
        };
        QCPGraph* u = graph(util, percent(o.gpuMean));
        QCPGraph* q = graph(queue, counts(o.waitingMean));
        u->setPen(pen);
        q->setPen(pen);
        u->setName(o.seeds > 1 ? tr("%1 (mean of %2 seeds)").arg(id).arg(o.seeds) : id);
        legend->addItem(new QCPPlottableLegendItem(legend, u));
        // Seeds that differ: the band from the lowest to the highest seed at each time.
        if (o.gpuLow != o.gpuHigh || o.waitingLow != o.waitingHigh) {
            QColor fill = colour;
            fill.setAlpha(40);
            for (auto [r, low, high] :
                 {std::tuple{util, percent(o.gpuLow), percent(o.gpuHigh)},
                  std::tuple{queue, counts(o.waitingLow), counts(o.waitingHigh)}}) {
                QCPGraph* lo = graph(r, low);
                QCPGraph* hi = graph(r, high);
                lo->setPen(Qt::NoPen);
                hi->setPen(Qt::NoPen);
                hi->setBrush(fill);
                hi->setChannelFillGraph(lo);
            }
        }
        end = std::max(end, o.hours.back());
        for (double w : o.waitingHigh)
            top = std::max(top, w);
    }
    util->axis(QCPAxis::atBottom)->setRange(0, end > 0 ? end : 1);
    queue->axis(QCPAxis::atLeft)->setRange(0, top > 0 ? top * 1.1 : 1);
    p->replot();
}

void ComparisonView::rebuildCdf() {
    cdf_->removeAllSeries();
    QLogValueAxis* x = cdfX_;
    QValueAxis* y = cdfY_;
    double lo = 1e300, hi = 0;
    // At most ~500 points per line: a CDF of 250k JCTs does not need more to be exact to a pixel.
    constexpr std::size_t kPoints = 500;
    for (int row = 0; row < model_->rowCount(); ++row) {
        const auto& jcts = model_->jctHours(row);
        if (jcts.empty())
            continue;
        auto* line = new QLineSeries;
        const QString id = model_->schedulerAt(row);
        line->setName(id);
        QPen pen(schedulerColour(id), 1.6);
        pen.setStyle(allocationModeDash(id));
        line->setPen(pen);
        const std::size_t step = std::max<std::size_t>(1, jcts.size() / kPoints);
        for (std::size_t i = 0; i < jcts.size(); i += step) {
            const double h = std::max(jcts[i], 1e-3); // a log axis cannot show 0
            line->append(h, static_cast<double>(i + 1) / static_cast<double>(jcts.size()));
        }
        line->append(std::max(jcts.back(), 1e-3), 1.0);
        lo = std::min(lo, std::max(jcts.front(), 1e-3));
        hi = std::max(hi, std::max(jcts.back(), 1e-3));
        cdf_->addSeries(line);
        line->attachAxis(x);
        line->attachAxis(y);
    }
    if (hi > 0)
        x->setRange(lo, hi * 1.1);
}

namespace {} // namespace

QString ComparisonView::chartCsv() const {
    QString csv;
    const auto name = [this](int row) {
        return QString::fromStdString(csvField(model_->schedulerAt(row).toStdString()));
    };
    switch (charts_->currentIndex()) {
    case 1: // the points each CDF line draws
        csv = QStringLiteral("scheduler,jct_h,fraction_of_jobs\n");
        for (QAbstractSeries* s : cdf_->series()) {
            const auto* line = static_cast<QLineSeries*>(s);
            const QString id = QString::fromStdString(csvField(line->name().toStdString()));
            for (const QPointF& pt : line->points())
                csv += QStringLiteral("%1,%2,%3\n")
                           .arg(id, QString::number(pt.x(), 'g', 10),
                                QString::number(pt.y(), 'g', 10));
        }
        return csv;
    case 2: // the grid the over-time plot draws: mean, lowest and highest seed
        csv = QStringLiteral("scheduler,seeds,hours,gpu_allocated_mean,gpu_allocated_low,"
                             "gpu_allocated_high,waiting_mean,waiting_low,waiting_high\n");
        for (int row = 0; row < model_->rowCount(); ++row) {
            const ComparisonModel::OverTime o = model_->overTime(row);
            for (std::size_t i = 0; i < o.hours.size(); ++i) {
                csv += name(row) + QLatin1Char(',') + QString::number(o.seeds);
                for (double v : {o.hours[i], o.gpuMean[i], o.gpuLow[i], o.gpuHigh[i],
                                 o.waitingMean[i], o.waitingLow[i], o.waitingHigh[i]})
                    csv += QLatin1Char(',') + QString::number(v, 'g', 10);
                csv += QLatin1Char('\n');
            }
        }
        return csv;
    default: // the bars are the table's means (and their spread)
        return model_->toCsv();
    }
}

QString ComparisonView::exportChart(const QString& path) const {
    // The chart that is showing, with the numbers it draws (the bars: the table's means).
    return ui::exportChart(charts_->currentWidget(), path,
                           charts_->tabText(charts_->currentIndex()), chartCsv());
}

QString ComparisonView::dataPathOf(const QString& figurePath) {
    return chartDataPath(figurePath);
}

QString ComparisonView::exportTable(const QString& path) const {
    return writeWholeFile(path, model_->toCsv().toUtf8());
}

} // namespace maifs::ui
