#include "ui/charts/gantt_raster.h"

#include <algorithm>
#include <cmath>
#include <utility>

namespace maifs::ui {

QImage renderGantt(const GanttRows& rows, const std::vector<QRgb>& colours,
                   const GanttWindow& window, QSize size, int focusJob) {
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    const int w = size.width(), h = size.height();
    const double dt = window.t1 - window.t0, dr = window.row1 - window.row0;
    if (w <= 0 || h <= 0 || dt <= 0 || dr <= 0 || rows.rows() == 0)
        return image;
    const double sx = w / dt, sy = h / dr;
    const int firstRow = std::max(0, static_cast<int>(std::floor(window.row0)));
    const int lastRow = std::min(rows.rows() - 1, static_cast<int>(std::ceil(window.row1)) - 1);
    // A gap between rows once they are tall enough to tell apart.
    const double gap = sy >= 4 ? 1 : 0;
    const auto fill = [&](int x0, int x1, int y0, int y1, QRgb c) {
        for (int y = y0; y < y1; ++y) {
            auto* line = reinterpret_cast<QRgb*>(image.scanLine(y));
            std::fill(line + x0, line + x1, c);
        }
    };
    // A bar narrower than a pixel still gets one.
    const auto columns = [&](const GanttBar& b) {
        const int x0 =
            std::clamp(static_cast<int>(std::floor((b.start - window.t0) * sx)), 0, w - 1);
        const int x1 = std::clamp(static_cast<int>(std::ceil((b.end - window.t0) * sx)), x0 + 1, w);
        return std::pair{x0, x1};
    };
    // The bar's lane within its node's row (the whole row without one).
    const auto lines = [&](const GanttBar& b) {
        const double top = (b.row - window.row0) * sy;
        const double height = sy - gap;
        const double l0 = b.lane < 0 ? 0 : static_cast<double>(b.lane) / b.lanes;
        const double l1 = b.lane < 0 ? 1 : static_cast<double>(b.lane + 1) / b.lanes;
        const double raw0 = top + l0 * height, raw1 = top + l1 * height;
        if (raw1 <= 0 || raw0 >= h)
            return std::pair{0, 0}; // a lane of a partly visible row, out of view
        const int y0 = std::clamp(static_cast<int>(std::floor(raw0)), 0, h - 1);
        const int y1 = std::clamp(static_cast<int>(std::ceil(raw1)), y0 + 1, h);
        return std::pair{y0, y1};
    };
    const auto colourOf = [&](const GanttBar& b) {
        return b.job >= 0 && static_cast<std::size_t>(b.job) < colours.size()
                   ? colours[static_cast<std::size_t>(b.job)]
                   : qRgb(128, 128, 128);
    };
    std::vector<const GanttBar*> focused;
    for (int r = firstRow; r <= lastRow; ++r) {
        for (std::size_t i = rows.rowBegin[static_cast<std::size_t>(r)];
             i < rows.rowBegin[static_cast<std::size_t>(r) + 1]; ++i) {
            const GanttBar& b = rows.bars[i];
            if (b.start >= window.t1)
                break; // sorted by start within the row
            if (b.end <= window.t0)
                continue;
            if (b.job == focusJob) {
                focused.push_back(&b);
                continue;
            }
            const auto [x0, x1] = columns(b);
            const auto [y0, y1] = lines(b);
            fill(x0, x1, y0, y1, colourOf(b));
        }
    }
    // The followed job last, framed in black, so no other bar hides it.
    for (const GanttBar* b : focused) {
        const auto [x0, x1] = columns(*b);
        const auto [y0, y1] = lines(*b);
        fill(x0, x1, y0, y1, qRgb(0, 0, 0));
        if (x1 - x0 > 2 && y1 - y0 > 2)
            fill(x0 + 1, x1 - 1, y0 + 1, y1 - 1, colourOf(*b));
    }
    return image;
}

} // namespace maifs::ui
