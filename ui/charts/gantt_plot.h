#pragma once

#include "core/record/gantt_rows.h"
#include "ui/charts/gantt_raster.h"

#include <memory>
#include <vector>

#include <qcustomplot.h>

namespace maifs::ui {

class GanttLayer;

// A run's Gantt chart: a row per node, a lane per GPU in it, a bar per job holding it (coloured by
// job, as on the cluster map), time in hours across, the replay cursor as a vertical line. Drag to
// pan, wheel to zoom time; click a bar to move the cursor there and follow its job. The bars are
// rasterised (gantt_raster.h), so the 82k jobs of philly-full stay interactive.
class GanttPlot : public QCustomPlot {
    Q_OBJECT

public:
    explicit GanttPlot(QWidget* parent = nullptr);

    // `keepWindow`: a time window the user chose by dragging or zooming stays (the live mode's
    // growing record); otherwise the chart shows the whole run.
    void setRun(std::shared_ptr<const RunRecord> run, const QString& title,
                bool keepWindow = false);
    const GanttRows& rows() const { return rows_; }
    void setCursorTime(double t);
    void setFocusJob(int job);
    // The time window shown, in seconds (the same window on synchronised charts).
    void setTimeRange(double t0, double t1);
    std::pair<double, double> timeRange() const;
    // The job whose bar is at a point of the widget, or -1; the time there in seconds.
    int jobAt(const QPoint& p) const;
    double timeAt(const QPoint& p) const;
    // How many frames the bars were rasterised for (a cursor move alone reuses the last).
    int rasterisations() const;

signals:
    void timeClicked(double t);
    void jobClicked(int job);
    void timeRangeChanged(double t0, double t1);

protected:
    void mousePressEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    bool event(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    // Names as many rows on the axis as fit (one every 16 pixels at most) in the rows shown.
    void labelRows();

    std::shared_ptr<const RunRecord> run_;
    GanttRows rows_;
    std::vector<QRgb> colours_;
    GanttLayer* layer_;
    QCPItemStraightLine* cursor_;
    QPoint pressedAt_;
    bool userWindow_ = false; // the user dragged or zoomed since the last whole-run view
};

} // namespace maifs::ui
