#include "ui/charts/chart_export.h"

#include "core/io/run_writer.h"
#include "ui/common/whole_file.h"

#include <QAbstractBarSeries>
#include <QAction>
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QBuffer>
#include <QChart>
#include <QChartView>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QImage>
#include <QMessageBox>
#include <QPainter>
#include <QPdfWriter>
#include <QSvgGenerator>
#include <QXYSeries>
#include <qcustomplot.h>

namespace maifs::ui {

namespace {

QString field(const QString& text) {
    return QString::fromStdString(csvField(text.toStdString()));
}

QString number(double v) {
    return QString::number(v, 'g', 12);
}

void paintChart(QWidget* chart, QPaintDevice* device, QSize size) {
    // QCustomPlot paints vectors only through its own painter (QWidget::render would embed its
    // pixel buffer); the Qt Charts views render as vectors by themselves.
    if (auto* plot = qobject_cast<QCustomPlot*>(chart)) {
        QCPPainter painter(device);
        painter.setMode(QCPPainter::pmVectorized);
        painter.setMode(QCPPainter::pmNoCaching);
        plot->toPainter(&painter, size.width(), size.height());
        return;
    }
    QPainter painter(device);
    painter.setRenderHint(QPainter::Antialiasing);
    if (auto* view = qobject_cast<QChartView*>(chart))
        view->render(&painter, QRectF(QPointF(0, 0), size)); // the scene, scaled to the figure
    else
        chart->render(&painter);
}

} // namespace

QString chartDataPath(const QString& figurePath) {
    const QFileInfo info(figurePath);
    return info.dir().filePath(info.completeBaseName() + QStringLiteral(".csv"));
}

QString chartFileFilter() {
    return QObject::tr("Figures (*.png *.svg *.pdf)");
}

QString chartSeriesCsv(QWidget* chart) {
    QString csv = QStringLiteral("series,x,y\n");
    if (auto* plot = qobject_cast<QCustomPlot*>(chart)) {
        for (int p = 0; p < plot->plottableCount(); ++p) {
            QCPAbstractPlottable* plottable = plot->plottable(p);
            const QCPPlottableInterface1D* points = plottable->interface1D();
            if (!points)
                continue;
            const QString name = field(plottable->name());
            for (int i = 0; i < points->dataCount(); ++i)
                csv += name + QLatin1Char(',') + number(points->dataMainKey(i)) + QLatin1Char(',') +
                       number(points->dataMainValue(i)) + QLatin1Char('\n');
        }
        return csv;
    }
    auto* view = qobject_cast<QChartView*>(chart);
    if (!view)
        return csv;
    QStringList categories;
    for (QAbstractAxis* axis : view->chart()->axes(Qt::Horizontal))
        if (auto* c = qobject_cast<QBarCategoryAxis*>(axis))
            categories = c->categories();
    for (QAbstractSeries* series : view->chart()->series()) {
        if (auto* xy = qobject_cast<QXYSeries*>(series)) {
            const QString name = field(xy->name());
            for (const QPointF& p : xy->points())
                csv += name + QLatin1Char(',') + number(p.x()) + QLatin1Char(',') + number(p.y()) +
                       QLatin1Char('\n');
        } else if (auto* bars = qobject_cast<QAbstractBarSeries*>(series)) {
            for (const QBarSet* set : bars->barSets())
                for (int i = 0; i < set->count(); ++i)
                    csv += field(set->label()) + QLatin1Char(',') +
                           (i < categories.size() ? field(categories[i]) : QString::number(i)) +
                           QLatin1Char(',') + number(set->at(i)) + QLatin1Char('\n');
        }
    }
    return csv;
}

QString exportChart(QWidget* chart, const QString& path, const QString& title, const QString& csv) {
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix != QLatin1String("png") && suffix != QLatin1String("svg") &&
        suffix != QLatin1String("pdf"))
        return QObject::tr("unknown figure format '%1' (use .png, .svg or .pdf)").arg(suffix);
    // A plain widget paints at its own size; the charts scale to the figure's.
    const bool scales = qobject_cast<QCustomPlot*>(chart) || qobject_cast<QChartView*>(chart);
    const QSize size = scales ? chart->size().expandedTo(QSize(1200, 700)) : chart->size();
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    if (suffix == QLatin1String("png")) {
        QImage image(size, QImage::Format_ARGB32);
        image.fill(Qt::white);
        paintChart(chart, &image, size);
        image.save(&buffer, "PNG");
    } else if (suffix == QLatin1String("svg")) {
        QSvgGenerator svg;
        svg.setOutputDevice(&buffer);
        svg.setSize(size);
        svg.setViewBox(QRect(QPoint(0, 0), size));
        svg.setTitle(title);
        paintChart(chart, &svg, size);
    } else {
        QPdfWriter pdf(&buffer);
        pdf.setTitle(title);
        pdf.setPageSize(QPageSize(QSizeF(size), QPageSize::Point));
        pdf.setPageMargins({});
        pdf.setResolution(72);
        paintChart(chart, &pdf, size);
    }
    if (QString error = writeWholeFile(path, buffer.data()); !error.isEmpty())
        return error;
    return writeWholeFile(chartDataPath(path),
                          (csv.isEmpty() ? chartSeriesCsv(chart) : csv).toUtf8());
}

void offerChartExport(QWidget* chart, const QString& title, std::function<QString()> csv) {
    auto* action = new QAction(QObject::tr("Export Figure…"), chart);
    action->setObjectName(QStringLiteral("exportFigure"));
    action->setToolTip(QObject::tr("Save this chart as PNG, SVG or PDF, with its numbers beside "
                                   "it as CSV"));
    chart->setContextMenuPolicy(Qt::ActionsContextMenu);
    chart->addAction(action);
    QObject::connect(action, &QAction::triggered, chart, [chart, title, csv] {
        const QString path = QFileDialog::getSaveFileName(
            chart, QObject::tr("Export Figure"), title + QStringLiteral(".png"), chartFileFilter());
        if (path.isEmpty())
            return;
        if (const QString error = exportChart(chart, path, title, csv ? csv() : QString());
            !error.isEmpty())
            QMessageBox::warning(
                chart, QObject::tr("Export failed"),
                QObject::tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), error));
    });
}

} // namespace maifs::ui
