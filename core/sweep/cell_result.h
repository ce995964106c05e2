#pragma once

#include "core/metrics/summary.h"
#include "core/sched/registry.h"
#include "core/sweep/sweep_spec.h"

#include <string>

namespace maifs {

// What one sweep cell gave: its summary, or why it failed. This is what a rank sends back and what
// DIR/cells/ keeps for resuming.
struct CellResult {
    int index = -1;
    std::string key; // the cell's label and the base's digest: a record of another sweep is stale
    bool ok = false;
    std::string error;
    Summary summary;
    int rank = 0;           // who ran it (reporting only; not in sweep.csv)
    double wallSeconds = 0; // how long it took (reporting only)
};

// The key a cell's record must carry to count as done.
std::string cellKey(const SweepSpec& spec, const SweepCell& cell);

// One line of JSON, and back; fromJson throws std::runtime_error on anything malformed.
std::string toJson(const CellResult& result);
CellResult cellResultFromJson(const std::string& text);

// Runs a cell; a failure (invalid variant, unknown scheduler, engine error) is a result, never an
// exception, so that the sweep goes on.
CellResult runCell(const SweepSpec& spec, const SweepCell& cell, const SchedulerRegistry& registry);

} // namespace maifs
