#include "ui/charts/histogram_plot.h"

#include "ui/charts/chart_export.h"

#include <algorithm>
#include <cmath>

#include <qcustomplot.h>

namespace maifs::ui {

QCustomPlot* histogramPlot(const QString& title, const QString& xLabel, QWidget* parent) {
    auto* plot = new QCustomPlot(parent);
    offerChartExport(plot, title);
    plot->plotLayout()->insertRow(0);
    plot->plotLayout()->addElement(0, 0, new QCPTextElement(plot, title));
    plot->xAxis->setLabel(xLabel);
    plot->yAxis->setLabel(QObject::tr("jobs"));
    plot->setMinimumHeight(160);
    return plot;
}

void drawHistogram(QCustomPlot* plot, const Histogram& h, bool logX, bool categories) {
    plot->clearPlottables();
    auto* bars = new QCPBars(plot->xAxis, plot->yAxis);
    bars->setPen(Qt::NoPen);
    bars->setBrush(QColor(70, 130, 180));
    QVector<double> keys, values;
    double top = 0;
    for (std::size_t i = 0; i < h.counts.size(); ++i) {
        const double lo = h.edges[i], hi = h.edges[i + 1];
        keys << (categories ? static_cast<double>(i) : logX ? std::sqrt(lo * hi) : (lo + hi) / 2);
        values << h.counts[i];
        top = std::max(top, static_cast<double>(h.counts[i]));
    }
    bars->setData(keys, values, true);
    if (categories) {
        QSharedPointer<QCPAxisTickerText> ticker(new QCPAxisTickerText);
        for (std::size_t i = 0; i + 1 < h.edges.size(); ++i)
            ticker->addTick(static_cast<double>(i), QString::number(h.edges[i]));
        plot->xAxis->setTicker(ticker);
        bars->setWidth(0.7);
        plot->xAxis->setRange(-0.6, static_cast<double>(h.counts.size()) - 0.4);
    } else if (logX) {
        plot->xAxis->setScaleType(QCPAxis::stLogarithmic);
        plot->xAxis->setTicker(QSharedPointer<QCPAxisTickerLog>(new QCPAxisTickerLog));
        // Log bins are equally wide on screen: size bars as a share of the axis rect.
        bars->setWidthType(QCPBars::wtAxisRectRatio);
        bars->setWidth(h.counts.empty() ? 0.1 : 0.8 / static_cast<double>(h.counts.size()));
        if (!h.edges.empty())
            plot->xAxis->setRange(h.edges.front(), h.edges.back());
    } else {
        bars->setWidth(h.edges.size() > 1 ? (h.edges[1] - h.edges[0]) * 0.9 : 1);
        if (!h.edges.empty())
            plot->xAxis->setRange(h.edges.front(), h.edges.back());
    }
    plot->yAxis->setRange(0, top > 0 ? top * 1.1 : 1);
    plot->replot();
}

} // namespace maifs::ui
