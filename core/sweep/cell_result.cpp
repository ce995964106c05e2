#include "core/sweep/cell_result.h"

#include "core/io/run_writer.h"
#include "core/session/run_scenario.h"

#include <chrono>
#include <nlohmann/json.hpp>
#include <stdexcept>

namespace maifs {

std::string cellKey(const SweepSpec& spec, const SweepCell& cell) {
    return cellLabel(spec, cell) + " base=" + spec.baseSha256.substr(0, 16);
}

std::string toJson(const CellResult& r) {
    nlohmann::ordered_json j;
    j["cell"] = r.index;
    j["key"] = r.key;
    j["status"] = r.ok ? "ok" : "failed";
    if (r.ok)
        j["summary"] = summaryJson(r.summary);
    else
        j["error"] = r.error;
    j["rank"] = r.rank;
    j["wall_s"] = r.wallSeconds;
    // An error text may quote bytes that are not UTF-8: replaced, never a throw.
    return j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

CellResult cellResultFromJson(const std::string& text) {
    try {
        const nlohmann::json j = nlohmann::json::parse(text);
        CellResult r;
        r.index = j.at("cell").get<int>();
        r.key = j.at("key").get<std::string>();
        const std::string status = j.at("status").get<std::string>();
        if (status != "ok" && status != "failed")
            throw std::runtime_error("status '" + status + "', expected ok or failed");
        r.ok = status == "ok";
        if (r.ok)
            r.summary = summaryFromJson(j.at("summary"));
        else
            r.error = j.at("error").get<std::string>();
        r.rank = j.value("rank", 0);
        r.wallSeconds = j.value("wall_s", 0.0);
        return r;
    } catch (const nlohmann::json::exception& e) {
        throw std::runtime_error(std::string("not a sweep cell record: ") + e.what());
    }
}

CellResult runCell(const SweepSpec& spec, const SweepCell& cell,
                   const SchedulerRegistry& registry) {
    const auto start = std::chrono::steady_clock::now();
    CellResult r;
    r.index = cell.index;
    r.key = cellKey(spec, cell);
    try {
        const Scenario scenario = cellScenario(spec, cell);
        RunOptions options; // a cell needs its summary only
        options.seed = cell.seed;
        options.detail = RecordDetail::None;
        const RunRecord run = runScenario(scenario, registry, cell.scheduler, options);
        r.summary = summarize(run);
        // A cell whose run did not drain has no trustworthy figures: it fails, with the verdict.
        r.ok = run.end == RunEnd::Completed || run.end == RunEnd::Unplaceable;
        if (!r.ok)
            r.error = std::string("the run did not drain (") + runEndName(run.end) +
                      "): " + run.endReason;
    } catch (const std::exception& e) {
        r.error = e.what();
    }
    r.wallSeconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return r;
}

} // namespace maifs
