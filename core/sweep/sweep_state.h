#pragma once

#include "core/sweep/cell_result.h"
#include "core/sweep/sweep_spec.h"

#include <map>
#include <string>
#include <vector>

namespace maifs {

// The results of a sweep so far, kept in DIR/cells/ one file per cell as they arrive, so that an
// interrupted sweep reruns only the cells it has no record of (docs/sweeps.md).
class SweepState {
public:
    // Reads DIR/cells/. Records of another sweep or base (the key differs) and unreadable files do
    // not count; failed cells count as done unless retryFailed.
    SweepState(const SweepSpec& spec, std::string dir, bool retryFailed = false);

    const std::vector<SweepCell>& cells() const { return cells_; }
    // Indexes of the cells still to run, in cell order.
    std::vector<int> pending() const;
    int reused() const { return reused_; }
    int done() const { return static_cast<int>(results_.size()); }
    int failed() const;

    // Keeps a result in memory and on disk (written to a temporary file, then renamed: a kill
    // mid-write leaves no half record). Throws std::runtime_error when the disk refuses.
    void record(const CellResult& result);
    const std::map<int, CellResult>& results() const { return results_; }

    // Writes DIR/sweep.csv and DIR/sweep.json from the records: the same bytes whoever ran the
    // cells, in whatever order, in one go or resumed. Cells without a record are "missing".
    void writeOutputs() const;

private:
    const SweepSpec& spec_;
    std::string dir_;
    std::vector<SweepCell> cells_;
    std::map<int, CellResult> results_;
    int reused_ = 0;
};

} // namespace maifs
