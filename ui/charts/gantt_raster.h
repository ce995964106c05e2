#pragma once

#include "core/record/gantt_rows.h"

#include <vector>

#include <QImage>
#include <QRgb>

namespace maifs::ui {

// What part of a Gantt chart to draw: a time window (seconds) and a range of rows (fractional, row
// r spanning [r, r + 1)), top row first.
struct GanttWindow {
    double t0 = 0, t1 = 1;
    double row0 = 0, row1 = 1;
};

// Rasterises the bars in the window straight into an image of `size` pixels. Every bar costs O(1)
// plus the pixels it covers, clipped to the window, and a bar narrower than a pixel still gets one,
// so 82k jobs draw in milliseconds at any zoom: the level of detail is the pixel grid itself (bars
// sharing a pixel show the last drawn). Within a node's row each GPU has a lane; `focusJob` (or
// -1) is drawn last, framed in black. `colours` is per job.
QImage renderGantt(const GanttRows& rows, const std::vector<QRgb>& colours,
                   const GanttWindow& window, QSize size, int focusJob = -1);

} // namespace maifs::ui
