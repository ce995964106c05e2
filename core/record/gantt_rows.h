#pragma once

#include "core/record/run_record.h"

#include <cstddef>
#include <vector>

namespace maifs {

// One job's hold on one GPU of a node (or on the whole node, for a share without GPUs) over one
// allocation span: a bar of a Gantt chart with a row per node and a lane per GPU within it.
struct GanttBar {
    double start = 0, end = 0;
    int row = -1; // the node's index
    int job = -1;
    int lane = -1; // the GPU slot, or -1 for the whole row
    int lanes = 0; // the node's GPUs
};

// A run's allocation spans as Gantt bars, grouped by row and sorted by start within a row. A span
// still held when the run ended is cut at the run's end.
struct GanttRows {
    std::vector<GanttBar> bars;
    std::vector<std::size_t> rowBegin; // bars of row r: [rowBegin[r], rowBegin[r + 1])
    double t0 = 0, t1 = 0;             // the run's time span

    int rows() const { return rowBegin.empty() ? 0 : static_cast<int>(rowBegin.size()) - 1; }
    // The job holding GPU `lane` of `row` (or anything on the row, for lane -1) at time t, the
    // last started when several share it; or -1.
    int jobAt(double t, int row, int lane = -1) const;
};

GanttRows ganttRows(const RunRecord& run);

} // namespace maifs
