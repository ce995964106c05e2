#include "core/record/gantt_rows.h"

#include <algorithm>
#include <cmath>

namespace maifs {

GanttRows ganttRows(const RunRecord& run) {
    GanttRows g;
    g.t0 = run.series.empty() ? 0 : run.series.front().t;
    g.t1 = run.series.empty() ? 0 : run.series.back().t;
    const int rows = run.cluster.size();
    for (std::size_t j = 0; j < run.jobs.size(); ++j)
        for (const auto& span : run.jobs[j].history)
            for (const auto& share : span.allocation.shares) {
                if (share.node < 0 || share.node >= rows)
                    continue;
                const int gpus = run.cluster.node(share.node).gpus;
                const double end = std::isfinite(span.end) ? span.end : g.t1;
                const int job = static_cast<int>(j);
                if (share.gpuSlots.empty() || gpus == 0)
                    g.bars.push_back({span.start, end, share.node, job, -1, gpus});
                for (int slot : share.gpuSlots)
                    if (slot >= 0 && slot < gpus)
                        g.bars.push_back({span.start, end, share.node, job, slot, gpus});
            }
    std::ranges::sort(g.bars, [](const GanttBar& a, const GanttBar& b) {
        return a.row != b.row ? a.row < b.row : a.start < b.start;
    });
    g.rowBegin.assign(static_cast<std::size_t>(rows) + 1, g.bars.size());
    for (std::size_t i = g.bars.size(); i-- > 0;)
        g.rowBegin[static_cast<std::size_t>(g.bars[i].row)] = i;
    // Rows without bars begin where the next row does.
    for (int r = rows; r-- > 0;)
        g.rowBegin[static_cast<std::size_t>(r)] = std::min(
            g.rowBegin[static_cast<std::size_t>(r)], g.rowBegin[static_cast<std::size_t>(r) + 1]);
    return g;
}

int GanttRows::jobAt(double t, int row, int lane) const {
    if (row < 0 || row >= rows())
        return -1;
    int job = -1;
    for (std::size_t i = rowBegin[static_cast<std::size_t>(row)];
         i < rowBegin[static_cast<std::size_t>(row) + 1] && bars[i].start <= t; ++i)
        if (t < bars[i].end && (lane < 0 || bars[i].lane < 0 || bars[i].lane == lane))
            job = bars[i].job;
    return job;
}

} // namespace maifs
