#include "core/sweep/sweep_table.h"

#include "core/io/csv_reader.h"
#include "core/metrics/summary.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace maifs {

std::vector<std::string> SweepTable::axisValues(std::size_t axis) const {
    std::vector<std::string> out;
    for (const auto& r : rows)
        if (std::find(out.begin(), out.end(), r.axisValues[axis]) == out.end())
            out.push_back(r.axisValues[axis]);
    return out;
}

std::vector<std::string> SweepTable::schedulers() const {
    std::vector<std::string> out;
    for (const auto& r : rows)
        if (std::find(out.begin(), out.end(), r.scheduler) == out.end())
            out.push_back(r.scheduler);
    return out;
}

std::optional<std::size_t> SweepTable::metricIndex(const std::string& name) const {
    const auto it = std::find(metrics.begin(), metrics.end(), name);
    if (it == metrics.end())
        return std::nullopt;
    return static_cast<std::size_t>(it - metrics.begin());
}

SweepTable readSweepTable(const std::string& csvPath) {
    CsvReader reader(readWholeFile(csvPath), csvPath);
    CsvRecord header;
    if (!reader.next(header))
        throw InputError(csvPath, 1, 1, "", "empty file: expected a sweep.csv header");
    const auto& h = header.fields;
    const auto at = [&](const std::string& name) {
        return static_cast<std::size_t>(std::find(h.begin(), h.end(), name) - h.begin());
    };
    const std::size_t scheduler = at("scheduler");
    if (h.empty() || h[0] != "cell" || scheduler >= h.size() || scheduler + 4 > h.size() ||
        h[scheduler + 1] != "seed" || h[scheduler + 2] != "status" || h[scheduler + 3] != "error")
        throw InputError(csvPath, header.line, 1, "header",
                         "expected cell, the axes, scheduler, seed, status, error and the metrics "
                         "(a sweep.csv written by maifs sweep)");
    SweepTable table;
    table.file = csvPath;
    table.axes.assign(h.begin() + 1, h.begin() + static_cast<std::ptrdiff_t>(scheduler));
    table.metrics.assign(h.begin() + static_cast<std::ptrdiff_t>(scheduler) + 4, h.end());
    long long rowsRead = 0;
    forEachRow(reader, h, rowsRead, [&](const CsvFields& f) {
        SweepTable::Row row;
        row.cell = static_cast<int>(f.integer(0, 0, std::numeric_limits<int>::max()));
        for (std::size_t a = 0; a < table.axes.size(); ++a)
            row.axisValues.push_back(f.text(1 + a));
        row.scheduler = f.text(scheduler);
        row.seed = static_cast<std::uint64_t>(f.integer(scheduler + 1, 0, (1LL << 53)));
        row.status = f.text(scheduler + 2);
        if (row.status != "ok" && row.status != "failed" && row.status != "missing")
            f.fail(scheduler + 2, "expected ok, failed or missing");
        row.error = f.text(scheduler + 3);
        if (row.status == "ok")
            for (std::size_t m = 0; m < table.metrics.size(); ++m)
                row.metrics.push_back(f.number(scheduler + 4 + m));
        table.rows.push_back(std::move(row));
    });
    return table;
}

std::vector<SweepSeries> sweepSeries(const SweepTable& table, std::size_t axis, std::size_t metric,
                                     const std::vector<std::optional<std::string>>& fixed) {
    const std::vector<std::string> xs = table.axisValues(axis);
    std::vector<SweepSeries> out;
    for (const auto& scheduler : table.schedulers()) {
        SweepSeries s;
        s.scheduler = scheduler;
        for (const auto& x : xs) {
            std::vector<double> v;
            for (const auto& r : table.rows) {
                if (r.scheduler != scheduler || r.status != "ok" || r.axisValues[axis] != x)
                    continue;
                bool match = true;
                for (std::size_t a = 0; a < fixed.size() && a < r.axisValues.size(); ++a)
                    match = match && (a == axis || !fixed[a] || *fixed[a] == r.axisValues[a]);
                if (match)
                    v.push_back(r.metrics[metric]);
            }
            const auto [mean, sd] = meanAndSd(v);
            s.mean.push_back(mean);
            s.sd.push_back(sd);
            s.cells.push_back(static_cast<int>(v.size()));
        }
        out.push_back(std::move(s));
    }
    return out;
}

} // namespace maifs
