#include "core/sweep/sweep_state.h"

#include "core/io/atomic_file.h"
#include "core/io/csv_reader.h"
#include "core/io/run_writer.h"

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <stdexcept>

namespace maifs {

namespace {

namespace fs = std::filesystem;

fs::path recordPath(const std::string& dir, int index) {
    char name[32];
    std::snprintf(name, sizeof name, "%06d.json", index);
    return fs::path(dir) / "cells" / name;
}

} // namespace

SweepState::SweepState(const SweepSpec& spec, std::string dir, bool retryFailed)
    : spec_(spec)
    , dir_(std::move(dir))
    , cells_(sweepCells(spec)) {
    std::error_code ec;
    fs::create_directories(fs::path(dir_) / "cells", ec);
    if (ec)
        throw std::runtime_error("cannot create " + (fs::path(dir_) / "cells").string() + ": " +
                                 ec.message());
    for (const auto& cell : cells_) {
        const fs::path path = recordPath(dir_, cell.index);
        if (std::error_code missing; !fs::is_regular_file(path, missing))
            continue;
        try {
            CellResult r = cellResultFromJson(readWholeFile(path.string()));
            if (r.index != cell.index || r.key != cellKey(spec_, cell))
                continue;
            if (!r.ok && retryFailed)
                continue;
            results_.emplace(cell.index, std::move(r));
            ++reused_;
        } catch (const std::exception&) {
            // A record that cannot be read is as good as none: the cell runs again.
        }
    }
}

std::vector<int> SweepState::pending() const {
    std::vector<int> out;
    for (const auto& cell : cells_)
        if (!results_.count(cell.index))
            out.push_back(cell.index);
    return out;
}

int SweepState::failed() const {
    int n = 0;
    for (const auto& [_, r] : results_)
        n += r.ok ? 0 : 1;
    return n;
}

void SweepState::record(const CellResult& result) {
    writeFileAtomically(recordPath(dir_, result.index), toJson(result) + '\n');
    results_[result.index] = result;
}

void SweepState::writeOutputs() const {
    std::string csv = "cell,";
    for (const auto& axis : spec_.axes)
        csv += csvField(axis.name) + ',';
    csv += "scheduler,seed,status,error," + summaryCsvHeader() + '\n';
    const std::string header = summaryCsvHeader();
    const std::string noSummary(static_cast<std::size_t>(std::ranges::count(header, ',')), ',');

    nlohmann::ordered_json json;
    json["sweep"] = spec_.name;
    json["file"] = spec_.file;
    json["sweep_sha256"] = spec_.sha256;
    json["base"] = spec_.baseFile;
    json["base_sha256"] = spec_.baseSha256;
    nlohmann::ordered_json axes = nlohmann::ordered_json::array();
    for (const auto& axis : spec_.axes)
        axes.push_back({{"name", axis.name}, {"values", axis.values}});
    json["axes"] = axes;
    json["schedulers"] = spec_.schedulers;
    json["seeds"] = spec_.seeds;
    nlohmann::ordered_json cells = nlohmann::ordered_json::array();

    for (const auto& cell : cells_) {
        csv += std::to_string(cell.index) + ',';
        nlohmann::ordered_json values = nlohmann::ordered_json::object();
        for (std::size_t a = 0; a < spec_.axes.size(); ++a) {
            const std::string& v = spec_.axes[a].values[static_cast<std::size_t>(cell.values[a])];
            csv += csvField(v) + ',';
            values[spec_.axes[a].name] = v;
        }
        csv += csvField(cell.scheduler) + ',' + std::to_string(cell.seed) + ',';
        nlohmann::ordered_json c;
        c["cell"] = cell.index;
        c["axes"] = values;
        c["scheduler"] = cell.scheduler;
        c["seed"] = cell.seed;
        const auto it = results_.find(cell.index);
        if (it == results_.end()) {
            csv += "missing,," + noSummary + '\n';
            c["status"] = "missing";
        } else if (!it->second.ok) {
            csv += "failed," + csvField(it->second.error) + ',' + noSummary + '\n';
            c["status"] = "failed";
            c["error"] = it->second.error;
        } else {
            csv += "ok,," + summaryCsvFields(it->second.summary) + '\n';
            c["status"] = "ok";
            c["summary"] = summaryJson(it->second.summary);
        }
        cells.push_back(std::move(c));
    }
    json["cells"] = cells;
    writeFileAtomically(fs::path(dir_) / "sweep.csv", csv);
    writeFileAtomically(fs::path(dir_) / "sweep.json",
                        json.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + '\n');
}

} // namespace maifs
