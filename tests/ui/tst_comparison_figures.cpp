// The comparison's figures as a paper needs them: one colour per scheduler everywhere, rows in the
// order asked for, a band across seeds, the chart that is showing exported with its data, and the
// Run dialog offering Synergy's allocation modes.
#include "core/sched/registry.h"
#include "core/sched/scheduler.h"
#include "core/session/session.h"
#include "ui/common/scheduler_palette.h"
#include "ui/comparison/comparison_model.h"
#include "ui/comparison/comparison_view.h"
#include "ui/comparison/run_dialog.h"

#include <set>

#include <QApplication>
#include <QChart>
#include <QFile>
#include <QHeaderView>
#include <QImage>
#include <QLineSeries>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <qcustomplot.h>

using namespace maifs;
using namespace maifs::ui;

namespace {

Session::RunResult fakeRun(const char* id, std::uint64_t seed, double meanJctH,
                           std::vector<TimeSample> series = {}) {
    Session::RunResult r;
    r.scheduler = id;
    r.seed = seed;
    r.summary.meanJct = meanJctH * 3600;
    r.summary.p95Jct = 2 * meanJctH * 3600;
    if (!series.empty()) {
        auto record = std::make_shared<RunRecord>();
        record->series = std::move(series);
        r.record = record;
    }
    return r;
}

TimeSample sample(double hours, double gpus, int waiting) {
    TimeSample t;
    t.t = hours * 3600;
    t.gpuAlloc = gpus;
    t.gpuCap = 8;
    t.pending = waiting;
    return t;
}

// Pixels of an image within a small distance of a colour: a scheduler's line on a chart.
int pixelsOf(const QImage& image, const QColor& colour) {
    int n = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            const QColor c = image.pixelColor(x, y);
            if (std::abs(c.red() - colour.red()) + std::abs(c.green() - colour.green()) +
                    std::abs(c.blue() - colour.blue()) <
                40)
                ++n;
        }
    return n;
}

} // namespace

class TestComparisonFigures : public QObject {
    Q_OBJECT

private slots:
    void everySchedulerKeepsItsOwnColourAndAModeItsDash() {
        SchedulerRegistry registry;
        registerBuiltinSchedulers(registry);
        std::vector<std::string> ids = registry.ids();
        for (const char* maifs :
             {"maifs", "maifs-rule", "maifs-random", "maifs-noattn", "maifs-nocg", "maifs-fixed"})
            ids.push_back(maifs);
        QVERIFY(ids.size() >= 12);
        std::set<QRgb> colours;
        for (const auto& id : ids)
            colours.insert(schedulerColour(QString::fromStdString(id)).rgb());
        QCOMPARE(colours.size(), ids.size()); // none shared, unlike the 5 colours cycled before
        // A mode keeps the colour and changes the dash; a policy file changes neither.
        QCOMPARE(schedulerColour(QStringLiteral("fifo+tune")), schedulerColour("fifo"));
        QCOMPARE(allocationModeDash(QStringLiteral("fifo")), Qt::SolidLine);
        QCOMPARE(allocationModeDash(QStringLiteral("fifo+tune")), Qt::DashLine);
        QCOMPARE(allocationModeDash(QStringLiteral("sjf+greedy")), Qt::DotLine);
        QCOMPARE(allocationModeDash(QStringLiteral("srtf+opt")), Qt::DashDotLine);
        QCOMPARE(schedulerColour(QStringLiteral("maifs@my-policy.pt")), schedulerColour("maifs"));
        // an unknown scheduler has one colour, whatever else is in the comparison
        QCOMPARE(schedulerColour(QStringLiteral("my-plugin")),
                 schedulerColour(QStringLiteral("my-plugin+tune")));
    }

    void rowsFollowTheOrderAskedForNotTheOrderRunsFinish() {
        ComparisonModel model;
        model.setOrder({"fifo", "fifo+tune", "maifs"});
        model.add(fakeRun("maifs", 1, 1));
        model.add(fakeRun("fifo+tune", 1, 2));
        model.add(fakeRun("other", 1, 4)); // not asked for: last
        model.add(fakeRun("fifo", 1, 3));
        QCOMPARE(model.rowCount(), 4);
        const QStringList rows{model.schedulerAt(0), model.schedulerAt(1), model.schedulerAt(2),
                               model.schedulerAt(3)};
        QCOMPARE(rows, (QStringList{"fifo", "fifo+tune", "maifs", "other"}));
        QCOMPARE(model.stat(0, ComparisonModel::MeanJct).first, 3.0);
        // A click on the Mean JCT header sorts the table by the numbers (4 > 3 > 2 > 1, which
        // the "mean ± sd" text would also give, so add a 10 h one that text sorts before 2 h).
        model.add(fakeRun("late", 1, 10));
        ComparisonView view(&model);
        view.show();
        QTableView* table = view.table();
        QHeaderView* header = table->horizontalHeader();
        const int x = header->sectionViewportPosition(ComparisonModel::MeanJct) +
                      header->sectionSize(ComparisonModel::MeanJct) / 2;
        QTest::mouseClick(header->viewport(), Qt::LeftButton, {}, QPoint(x, header->height() / 2));
        QStringList sorted;
        for (int row = 0; row < table->model()->rowCount(); ++row)
            sorted << table->model()->index(row, ComparisonModel::Scheduler).data().toString();
        QCOMPARE(sorted, (QStringList{"maifs", "fifo+tune", "fifo", "other", "late"}));
        // the model (and so the charts) keeps the order asked for
        QCOMPARE(model.schedulerAt(0), QStringLiteral("fifo"));
    }

    void overTimeIsTheMeanOfTheSeedsWithTheirBand() {
        ComparisonModel model;
        // seed 1: 4 GPUs and 2 waiting from 0 h, 8 GPUs and none waiting from 1 h, ends at 2 h
        model.add(fakeRun("fifo", 1, 1, {sample(0, 4, 2), sample(1, 8, 0), sample(2, 0, 0)}));
        // seed 2: 2 GPUs and 4 waiting until 1.5 h, then empty; ends at 1.5 h
        model.add(fakeRun("fifo", 2, 1, {sample(0, 2, 4), sample(1.5, 0, 0)}));
        const ComparisonModel::OverTime o = model.overTime(0);
        QCOMPARE(o.seeds, 2);
        QCOMPARE(o.hours.size(), ComparisonModel::kOverTimePoints);
        QCOMPARE(o.hours.front(), 0.0);
        QCOMPARE(o.hours.back(), 2.0);
        const auto at = [&](double hours) {
            const auto i = static_cast<std::size_t>(
                std::lround(hours / 2.0 * (ComparisonModel::kOverTimePoints - 1)));
            return i;
        };
        // at 0.5 h: 4/8 and 2/8 allocated, 2 and 4 waiting
        std::size_t i = at(0.5);
        QVERIFY(o.hours[i] < 1.0);
        QCOMPARE(o.gpuMean[i], (0.5 + 0.25) / 2);
        QCOMPARE(o.gpuLow[i], 0.25);
        QCOMPARE(o.gpuHigh[i], 0.5);
        QCOMPARE(o.waitingMean[i], 3.0);
        QCOMPARE(o.waitingLow[i], 2.0);
        QCOMPARE(o.waitingHigh[i], 4.0);
        // at 1.25 h: seed 1 full (8/8, none waiting), seed 2 still at 2/8 and 4 waiting
        i = at(1.25);
        QCOMPARE(o.gpuMean[i], (1.0 + 0.25) / 2);
        QCOMPARE(o.waitingMean[i], 2.0);
        // at 1.75 h: seed 2 has ended and stays empty
        i = at(1.75);
        QCOMPARE(o.gpuLow[i], 0.0);
        QCOMPARE(o.gpuHigh[i], 1.0);
        QCOMPARE(o.waitingHigh[i], 0.0);

        // The plot draws the mean and, the seeds differing, a band per panel with no legend
        // entry of its own; the legend sits beside the panels, not over them.
        ComparisonView view(&model);
        QCustomPlot* plot = view.overTimePlot();
        QCOMPARE(plot->graphCount(), 2 + 4);
        QCPLegend* legend = nullptr;
        for (int e = 0; e < plot->plotLayout()->elementCount(); ++e)
            if (auto* l = qobject_cast<QCPLegend*>(plot->plotLayout()->elementAt(e)))
                legend = l;
        QVERIFY(legend);
        QCOMPARE(legend->itemCount(), 1);
        QCOMPARE(plot->graph(0)->name(), QStringLiteral("fifo (mean of 2 seeds)"));
        QCOMPARE(plot->graph(0)->pen().color(), schedulerColour("fifo"));
    }

    void theChartThatIsShowingIsExportedWithItsData() {
        Session session;
        session.load(MAIFS_TEST_DATA "/demo.yaml");
        ComparisonModel model;
        ComparisonView view(&model);
        view.resize(1200, 800);
        view.show();
        for (const char* id : {"fifo", "srtf"})
            model.add(session.run(id, 1));
        QTemporaryDir out;
        // The CDF showing: the figure is the CDF (its lines fill it), the CSV its points.
        view.showChart(1);
        QApplication::processEvents();
        const QString png = out.filePath(QStringLiteral("cdf.png"));
        QCOMPARE(view.exportChart(png), QString());
        QCOMPARE(ComparisonView::dataPathOf(png), out.filePath(QStringLiteral("cdf.csv")));
        const QImage image(png);
        QVERIFY(!image.isNull());
        // It is the CDF, drawn: both schedulers' lines are there in their colours (the bar
        // chart's sets have other colours; before, the bars were written whatever showed).
        QVERIFY(pixelsOf(image, schedulerColour("fifo")) > 100);
        QVERIFY(pixelsOf(image, schedulerColour("srtf")) > 100);
        QFile csv(out.filePath(QStringLiteral("cdf.csv")));
        QVERIFY(csv.open(QIODevice::ReadOnly));
        const QStringList lines = QString::fromUtf8(csv.readAll()).split('\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.front(), QStringLiteral("scheduler,jct_h,fraction_of_jobs"));
        int points = 0;
        for (QAbstractSeries* s : view.cdfChart()->series())
            points += static_cast<int>(static_cast<QLineSeries*>(s)->count());
        QCOMPARE(lines.size(), 1 + points);
        QVERIFY(lines.last().endsWith(QStringLiteral(",1")));
        // The over-time plot as vectors: the SVG holds lines and text, not one embedded bitmap.
        view.showChart(2);
        QApplication::processEvents();
        const QString svg = out.filePath(QStringLiteral("over-time.svg"));
        QCOMPARE(view.exportChart(svg), QString());
        QFile f(svg);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray text = f.readAll();
        QVERIFY(text.contains("<polyline"));
        QVERIFY(text.contains("<text"));
        QVERIFY(!text.contains("<image"));
        QFile data(out.filePath(QStringLiteral("over-time.csv")));
        QVERIFY(data.open(QIODevice::ReadOnly));
        QVERIFY(data.readLine().startsWith("scheduler,seeds,hours,gpu_allocated_mean"));
        // A PDF of the bars is a PDF; an unknown suffix writes nothing.
        view.showChart(0);
        const QString pdf = out.filePath(QStringLiteral("bars.pdf"));
        QCOMPARE(view.exportChart(pdf), QString());
        QFile p(pdf);
        QVERIFY(p.open(QIODevice::ReadOnly));
        QCOMPARE(p.read(4), QByteArray("%PDF"));
        QVERIFY(!view.exportChart(out.filePath(QStringLiteral("x.bmpx"))).isEmpty());
        QVERIFY(!QFile::exists(out.filePath(QStringLiteral("x.csv"))));
    }

    void theRunDialogOffersEachSchedulersAllocationModes() {
        SchedulerRegistry registry;
        registerBuiltinSchedulers(registry);
        const auto offers = RunDialog::offersOf(registry, {"fifo", "srtf", "gandiva", "nope"});
        QCOMPARE(offers.size(), std::size_t{3}); // an unknown id is not offered
        QCOMPARE(offers[0].modes, (std::vector<std::string>{"greedy", "tune", "opt"}));
        QVERIFY(offers[2].modes.empty()); // Gandiva sizes nothing
        // A policy that sizes its own starts takes +tune alone (the rounds' re-growth: maifs+tune).
        SchedulerInfo learnt;
        learnt.id = "learnt";
        learnt.roundTune = true;
        learnt.make = [](const SchedulerContext&) {
            return std::unique_ptr<Scheduler>{};
        };
        registry.add(learnt);
        QCOMPARE(RunDialog::offersOf(registry, {"learnt"}).front().modes,
                 std::vector<std::string>{"tune"});
        RunDialog dialog(offers, {"srtf", "fifo+tune"}, 7);
        QCOMPARE(dialog.schedulers(), (std::vector<std::string>{"fifo+tune", "srtf"}));
        QCOMPARE(dialog.seeds(), (std::optional<std::vector<quint64>>{{7, 8, 9}}));
        // Keys, as a user ticks cells: Space on "fifo" (its own mode) and on srtf's +opt.
        dialog.show();
        QTableWidget* table = dialog.schedulerTable();
        if (qEnvironmentVariableIsSet("MAIFS_SAVE_RUN_DIALOG")) // to look at it
            dialog.grab().save(qEnvironmentVariable("MAIFS_SAVE_RUN_DIALOG"));
        QCOMPARE(table->columnCount(), 4);
        table->setFocus();
        table->setCurrentCell(0, 0);
        QTest::keyClick(table, Qt::Key_Space);
        table->setCurrentCell(1, 3);
        QTest::keyClick(table, Qt::Key_Space);
        // Gandiva's +tune cell is disabled: it cannot even become the current cell
        QCOMPARE(table->item(2, 2)->flags(), Qt::NoItemFlags);
        table->setCurrentCell(2, 2);
        QCOMPARE(table->currentColumn(), 3);
        std::string got;
        for (const auto& id : dialog.schedulers())
            got += id + ' ';
        QCOMPARE(QString::fromStdString(got), QStringLiteral("fifo fifo+tune srtf srtf+opt "));
    }
};

QTEST_MAIN(TestComparisonFigures)
#include "tst_comparison_figures.moc"
