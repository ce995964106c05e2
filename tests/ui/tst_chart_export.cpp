// The studio's one chart export path (ui/charts/chart_export): figure + CSV for QCustomPlot and
// Qt Charts alike, offered on every chart of the main window.
#include "ui/charts/chart_export.h"
#include "ui/workspace/main_window.h"

#include <algorithm>

#include <QAction>
#include <QApplication>
#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QFile>
#include <QLineSeries>
#include <QTemporaryDir>
#include <QTest>
#include <qcustomplot.h>

using namespace maifs::ui;

namespace {

QString readAll(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

} // namespace

class TestChartExport : public QObject {
    Q_OBJECT

private slots:
    void aCustomPlotsSeriesAreItsCsv() {
        QCustomPlot plot;
        QCPGraph* g = plot.addGraph();
        g->setName(QStringLiteral("reward, mean"));
        g->setData({1, 2, 3}, {-0.5, -0.25, 0});
        auto* bars = new QCPBars(plot.xAxis, plot.yAxis);
        bars->setName(QStringLiteral("jobs"));
        bars->setData({10, 20}, {4, 7});
        QCOMPARE(chartSeriesCsv(&plot), QStringLiteral("series,x,y\n"
                                                       "\"reward, mean\",1,-0.5\n"
                                                       "\"reward, mean\",2,-0.25\n"
                                                       "\"reward, mean\",3,0\n"
                                                       "jobs,10,4\n"
                                                       "jobs,20,7\n"));
    }

    void aQtChartsSeriesAreItsCsvWithCategories() {
        auto* chart = new QChart;
        auto* line = new QLineSeries;
        line->setName(QStringLiteral("fifo"));
        line->append(0, 0.1);
        line->append(3600, 0.9);
        auto* set = new QBarSet(QStringLiteral("mean JCT"));
        *set << 2.5 << 1.5;
        auto* bars = new QBarSeries;
        bars->append(set);
        chart->addSeries(line);
        chart->addSeries(bars);
        auto* axis = new QBarCategoryAxis;
        axis->append({QStringLiteral("fifo"), QStringLiteral("srtf")});
        chart->addAxis(axis, Qt::AlignBottom);
        QChartView view(chart);
        QCOMPARE(chartSeriesCsv(&view), QStringLiteral("series,x,y\n"
                                                       "fifo,0,0.1\n"
                                                       "fifo,3600,0.9\n"
                                                       "mean JCT,fifo,2.5\n"
                                                       "mean JCT,srtf,1.5\n"));
    }

    void everyFormatWritesTheFigureAndItsNumbers() {
        QTemporaryDir dir;
        QCustomPlot plot;
        plot.addGraph()->setData({0, 1}, {1, 2});
        plot.resize(300, 200);
        const QString csv = chartSeriesCsv(&plot);
        for (const char* suffix : {"png", "svg", "pdf"}) {
            const QString path = dir.filePath(QStringLiteral("figure.") + QLatin1String(suffix));
            QCOMPARE(exportChart(&plot, path, QStringLiteral("A figure")), QString());
            const QByteArray head = readAll(path).toLatin1().left(8);
            QVERIFY2(head.contains(suffix == std::string("png")   ? "PNG"
                                   : suffix == std::string("svg") ? "<?xml"
                                                                  : "%PDF"),
                     head.constData());
            QCOMPARE(readAll(chartDataPath(path)), csv);
        }
        // A vector figure keeps the title; a PNG is at least 1200 x 700 however small the widget.
        QVERIFY(readAll(dir.filePath(QStringLiteral("figure.svg"))).contains("A figure"));
        QVERIFY(QImage(dir.filePath(QStringLiteral("figure.png"))).width() >= 1200);
        // A given CSV replaces the series'.
        const QString own = dir.filePath(QStringLiteral("own.svg"));
        QCOMPARE(exportChart(&plot, own, QString(), QStringLiteral("a,b\n1,2\n")), QString());
        QCOMPARE(readAll(dir.filePath(QStringLiteral("own.csv"))), QStringLiteral("a,b\n1,2\n"));
    }

    void badPathsAreRefusedAndWriteNothing() {
        QTemporaryDir dir;
        QCustomPlot plot;
        const QString bmp = dir.filePath(QStringLiteral("figure.bmpx"));
        QVERIFY(exportChart(&plot, bmp, QString()).contains(QStringLiteral("bmpx")));
        QVERIFY(!QFile::exists(bmp) && !QFile::exists(dir.filePath(QStringLiteral("figure.csv"))));
        QVERIFY(!exportChart(&plot, QStringLiteral("/nonexistent-dir/f.png"), QString()).isEmpty());
    }

    void everyChartOfTheStudioOffersTheExport() {
        MainWindow w;
        int charts = 0;
        const auto offered = [](QWidget* chart) {
            const auto actions = chart->actions();
            return std::any_of(actions.begin(), actions.end(),
                               [](QAction* a) {
                                   return a->objectName() == QLatin1String("exportFigure");
                               }) &&
                   chart->contextMenuPolicy() == Qt::ActionsContextMenu;
        };
        for (auto* plot : w.findChildren<QCustomPlot*>()) {
            ++charts;
            QVERIFY2(offered(plot), qPrintable(plot->objectName()));
        }
        for (auto* view : w.findChildren<QChartView*>()) {
            ++charts;
            QVERIFY2(offered(view), qPrintable(view->objectName()));
        }
        // Jobs (3 histograms), comparison (3), sweep, training (3), models, Gantt chart.
        QVERIFY2(charts >= 12, qPrintable(QString::number(charts)));
    }
};

QTEST_MAIN(TestChartExport)
#include "tst_chart_export.moc"
