#include "ui/charts/gantt_plot.h"

#include "ui/charts/chart_export.h"
#include "ui/charts/cluster_canvas.h"

#include <cmath>

#include <QHelpEvent>
#include <QToolTip>

namespace maifs::ui {

namespace {

constexpr int kLabelPixels = 16; // the least room a row name gets on the axis

} // namespace

// The bars as one plottable: draws the rasterised window into the axis rect, and keeps the last
// frame while the window, size and followed job stay the same (moving the cursor only redraws
// its line).
class GanttLayer : public QCPAbstractPlottable {
public:
    GanttLayer(QCPAxis* key, QCPAxis* value, const GanttRows& rows,
               const std::vector<QRgb>& colours)
        : QCPAbstractPlottable(key, value)
        , rows_(rows)
        , colours_(colours) {
        setSelectable(QCP::stNone);
    }

    void setFocusJob(int job) {
        focusJob_ = job;
        frame_ = {};
    }
    void invalidate() { frame_ = {}; }
    int rasterisations() const { return rasterisations_; }

    double selectTest(const QPointF&, bool, QVariant*) const override { return -1; }
    QCPRange getKeyRange(bool& found, QCP::SignDomain) const override {
        found = rows_.rows() > 0;
        return {rows_.t0 / 3600, std::max(rows_.t1, rows_.t0 + 1) / 3600};
    }
    QCPRange getValueRange(bool& found, QCP::SignDomain, const QCPRange&) const override {
        found = rows_.rows() > 0;
        return {0, static_cast<double>(std::max(1, rows_.rows()))};
    }

protected:
    void draw(QCPPainter* painter) override {
        const QRect area = mKeyAxis->axisRect()->rect();
        const QCPRange keys = mKeyAxis->range(), values = mValueAxis->range();
        const GanttWindow window{keys.lower * 3600, keys.upper * 3600, values.lower, values.upper};
        if (frame_.isNull() || frame_.size() != area.size() || window.t0 != window_.t0 ||
            window.t1 != window_.t1 || window.row0 != window_.row0 || window.row1 != window_.row1) {
            frame_ = renderGantt(rows_, colours_, window, area.size(), focusJob_);
            window_ = window;
            ++rasterisations_;
        }
        painter->drawImage(area.topLeft(), frame_);
    }
    void drawLegendIcon(QCPPainter* painter, const QRectF& rect) const override {
        painter->fillRect(rect, QColor(120, 120, 120));
    }

private:
    const GanttRows& rows_;
    const std::vector<QRgb>& colours_;
    int focusJob_ = -1;
    QImage frame_;
    GanttWindow window_;
    int rasterisations_ = 0;
};

GanttPlot::GanttPlot(QWidget* parent)
    : QCustomPlot(parent)
    , layer_(new GanttLayer(xAxis, yAxis, rows_, colours_))
    , cursor_(new QCPItemStraightLine(this)) {
    setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
    offerChartExport(this, tr("Gantt chart"), [this] {
        // The bars: which job held which node (and GPU slot) when, in seconds.
        QString csv = QStringLiteral("node,gpu_slot,job,start_s,end_s\n");
        for (const GanttBar& b : rows_.bars)
            csv += QStringLiteral("%1,%2,%3,%4,%5\n")
                       .arg(b.row)
                       .arg(b.lane)
                       .arg(b.job)
                       .arg(b.start, 0, 'g', 12)
                       .arg(b.end, 0, 'g', 12);
        return csv;
    });
    axisRect()->setRangeDrag(Qt::Horizontal | Qt::Vertical);
    axisRect()->setRangeZoom(Qt::Horizontal);
    xAxis->setLabel(tr("time (h)"));
    yAxis->setRangeReversed(true); // the first node on top, as on the map
    yAxis->grid()->setVisible(false);
    cursor_->setPen(QPen(QColor(200, 30, 30), 2));
    cursor_->point1->setCoords(0, 0);
    cursor_->point2->setCoords(0, 1);
    setMinimumHeight(110);
    connect(xAxis, qOverload<const QCPRange&>(&QCPAxis::rangeChanged), this,
            [this](const QCPRange& r) { emit timeRangeChanged(r.lower * 3600, r.upper * 3600); });
    connect(yAxis, qOverload<const QCPRange&>(&QCPAxis::rangeChanged), this, &GanttPlot::labelRows);
}

void GanttPlot::labelRows() {
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    if (run_ && rows_.rows() > 0) {
        const QCPRange shown = yAxis->range();
        const int first = std::max(0, static_cast<int>(std::floor(shown.lower)));
        const int last = std::min(rows_.rows() - 1, static_cast<int>(std::ceil(shown.upper)) - 1);
        // The widget's height less the time axis: the axis rect is laid out only at the replot.
        const int room = std::max(1, (height() - 60) / kLabelPixels);
        const int step = std::max(1, (last - first + room) / room);
        for (int r = first - first % step; r <= last; r += step)
            if (r >= first)
                ticker->addTick(r + 0.5, QString::fromStdString(run_->cluster.node(r).id));
    }
    yAxis->setTicker(ticker);
}

void GanttPlot::resizeEvent(QResizeEvent* event) {
    QCustomPlot::resizeEvent(event);
    labelRows();
}

void GanttPlot::setRun(std::shared_ptr<const RunRecord> run, const QString& title,
                       bool keepWindow) {
    const QCPRange window = xAxis->range();
    keepWindow = keepWindow && userWindow_;
    run_ = std::move(run);
    rows_ = run_ ? ganttRows(*run_) : GanttRows{};
    colours_.clear();
    if (run_)
        for (const auto& j : run_->jobs)
            colours_.push_back(ClusterCanvas::jobColour(j.job.id).rgb());
    layer_->setFocusJob(-1);
    layer_->invalidate();
    yAxis->setLabel(title);
    rescaleAxes();
    if (keepWindow)
        xAxis->setRange(window);
    else
        userWindow_ = false;
    labelRows();
    replot();
}

void GanttPlot::wheelEvent(QWheelEvent* event) {
    userWindow_ = true;
    QCustomPlot::wheelEvent(event);
}

void GanttPlot::setCursorTime(double t) {
    cursor_->point1->setCoords(t / 3600, 0);
    cursor_->point2->setCoords(t / 3600, 1);
    replot(QCustomPlot::rpQueuedReplot);
}

void GanttPlot::setFocusJob(int job) {
    layer_->setFocusJob(job);
    replot(QCustomPlot::rpQueuedReplot);
}

void GanttPlot::setTimeRange(double t0, double t1) {
    const QCPRange r(t0 / 3600, t1 / 3600);
    if (xAxis->range() == r)
        return;
    xAxis->setRange(r);
    replot(QCustomPlot::rpQueuedReplot);
}

std::pair<double, double> GanttPlot::timeRange() const {
    return {xAxis->range().lower * 3600, xAxis->range().upper * 3600};
}

double GanttPlot::timeAt(const QPoint& p) const {
    return xAxis->pixelToCoord(p.x()) * 3600;
}

int GanttPlot::jobAt(const QPoint& p) const {
    if (!axisRect()->rect().contains(p))
        return -1;
    const double y = yAxis->pixelToCoord(p.y());
    const int row = static_cast<int>(std::floor(y));
    if (row < 0 || row >= rows_.rows() || !run_)
        return -1;
    // The GPU lane under the point (lanes split the row evenly).
    const int gpus = run_->cluster.node(row).gpus;
    const int lane = gpus > 0 ? std::min(gpus - 1, static_cast<int>((y - row) * gpus)) : -1;
    return rows_.jobAt(timeAt(p), row, lane);
}

int GanttPlot::rasterisations() const {
    return layer_->rasterisations();
}

void GanttPlot::mousePressEvent(QMouseEvent* event) {
    pressedAt_ = event->pos();
    userWindow_ = true;
    QCustomPlot::mousePressEvent(event);
}

void GanttPlot::mouseReleaseEvent(QMouseEvent* event) {
    // A click, not the end of a drag: move the cursor there and follow the job under it.
    if ((event->pos() - pressedAt_).manhattanLength() < 4 && run_ &&
        axisRect()->rect().contains(event->pos())) {
        emit timeClicked(timeAt(event->pos()));
        if (const int job = jobAt(event->pos()); job >= 0)
            emit jobClicked(job);
    }
    QCustomPlot::mouseReleaseEvent(event);
}

bool GanttPlot::event(QEvent* event) {
    if (event->type() == QEvent::ToolTip && run_) {
        auto* help = static_cast<QHelpEvent*>(event);
        const int job = jobAt(help->pos());
        if (job < 0) {
            QToolTip::hideText();
            return true;
        }
        const JobRecord& rec = run_->jobs[static_cast<std::size_t>(job)];
        QToolTip::showText(help->globalPos(),
                           tr("%1: %2 GPU(s), submitted %3 h, started %4 h; %5")
                               .arg(QString::fromStdString(rec.job.id))
                               .arg(rec.job.gpus)
                               .arg(rec.job.submit / 3600, 0, 'f', 2)
                               .arg(rec.firstStart / 3600, 0, 'f', 2)
                               .arg(rec.finished()
                                        ? tr("finished %1 h").arg(rec.finish / 3600, 0, 'f', 2)
                                        : tr("did not finish")),
                           this);
        return true;
    }
    return QCustomPlot::event(event);
}

} // namespace maifs::ui
