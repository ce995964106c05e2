#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace maifs {

// A sweep's results as read back from DIR/sweep.csv (for the studio and for scripts' checks).
struct SweepTable {
    struct Row {
        int cell = 0;
        std::vector<std::string> axisValues;
        std::string scheduler;
        std::uint64_t seed = 0;
        std::string status; // ok, failed or missing
        std::string error;
        std::vector<double> metrics; // empty unless ok
    };
    std::string file;
    std::vector<std::string> axes;
    std::vector<std::string> metrics;
    std::vector<Row> rows;

    // Distinct values of an axis in the order they first appear (the sweep file's order).
    std::vector<std::string> axisValues(std::size_t axis) const;
    std::vector<std::string> schedulers() const;
    std::optional<std::size_t> metricIndex(const std::string& name) const;
};

// Throws InputError (file, line, field, what was expected) on a file that is not a sweep.csv.
SweepTable readSweepTable(const std::string& csvPath);

// One line of a "metric against an axis" chart.
struct SweepSeries {
    std::string scheduler;
    std::vector<double> mean; // per value of the axis, NaN where no cell of it succeeded
    std::vector<double> sd;   // sample standard deviation across the cells pooled there
    std::vector<int> cells;   // how many cells were pooled
};

// Per scheduler, the metric at each value of `axis`, pooling seeds and, for every other axis,
// either the value fixed for it or (nullopt) all of its values.
std::vector<SweepSeries> sweepSeries(const SweepTable& table, std::size_t axis, std::size_t metric,
                                     const std::vector<std::optional<std::string>>& fixed = {});

} // namespace maifs
