#include "core/io/decision_history.h"

#include "core/io/csv_reader.h"
#include "core/io/run_writer.h"
#include "core/util/input_error.h"
#include "core/util/text.h"

#include <cstdio>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <sstream>

namespace maifs {

namespace {

std::string describeAllocation(const nlohmann::json& shares) {
    std::string s;
    for (const auto& sh : shares) {
        if (!s.empty())
            s += " + ";
        const int gpus = sh.value("gpus", 0);
        s += sh.value("node", std::string("?")) + ": " + std::to_string(gpus) +
             (gpus == 1 ? " GPU" : " GPUs") +
             (sh.value("gpu_milli", 1000) < 1000
                  ? " (" + std::to_string(sh.value("gpu_milli", 1000)) + " milli)"
                  : "") +
             ", " + formatNumber(sh.value("cpus", 0.0)) + " CPUs, " +
             formatNumber(sh.value("mem_gb", 0.0)) + " GB";
    }
    return s;
}

} // namespace

std::vector<DecisionHistoryEntry> readDecisionHistory(const std::string& runDir,
                                                      const std::string& jobId) {
    requireCompleteRunFolder(runDir);
    const std::string path = (std::filesystem::path(runDir) / "decisions.jsonl").string();
    if (!std::filesystem::exists(path))
        throw InputError(runDir, 0, 0, "decisions.jsonl",
                         "this run folder holds no decisions: it was written with --records "
                         "summary or none; run it again with --records full to explain a job");
    std::istringstream in(readWholeFile(path));
    std::vector<DecisionHistoryEntry> out;
    std::string line;
    int lineNo = 0;
    while (std::getline(in, line)) {
        ++lineNo;
        if (line.empty())
            continue;
        nlohmann::json d;
        try {
            d = nlohmann::json::parse(line);
        } catch (const nlohmann::json::exception& e) {
            throw InputError(path, lineNo, 0, "",
                             std::string("not a JSON decision record: ") + e.what());
        }
        if (!d.is_object() || !d.contains("t") || !d["t"].is_number())
            throw InputError(path, lineNo, 0, "t", "expected a decision record with a time");
        const double t = d["t"].get<double>();
        const std::string trigger = d.value("trigger", std::string());
        if (d.contains("jobs") && d["jobs"].is_array())
            for (const auto& j : d["jobs"])
                if (j.is_object() && j.value("job", std::string()) == jobId) {
                    std::string text = j.value("outcome", std::string());
                    if (j.contains("filters_failed") && j["filters_failed"].is_object() &&
                        !j["filters_failed"].empty()) {
                        text += " [nodes failing:";
                        for (const auto& [reason, count] : j["filters_failed"].items())
                            text += " " + reason + " " + count.dump() + ";";
                        text.back() = ']';
                    }
                    out.push_back({t, trigger, text});
                }
        // Learned policies: the agents that chose this job, with their probability.
        if (d.contains("agents") && d["agents"].is_array())
            for (const auto& a : d["agents"]) {
                const std::string chosen = a.is_object() ? a.value("chosen", std::string()) : "";
                if (chosen.rfind(jobId + " ", 0) != 0)
                    continue;
                char p[32];
                std::snprintf(p, sizeof p, "%.3f", a.value("p", 0.0));
                out.push_back({t, trigger,
                               "agent " + a.value("node", std::string("?")) + " (round " +
                                   std::to_string(a.value("round", 0)) + ") chose it, p=" + p +
                                   ", " + chosen.substr(jobId.size() + 1) +
                                   (a.contains("value") && a["value"].is_number()
                                        ? ", value " + readableNumber(a["value"].get<double>())
                                        : "") +
                                   (a.value("conflict", false) ? " -- conflict, lost" : "")});
            }
        if (d.contains("actions") && d["actions"].is_array())
            for (const auto& a : d["actions"])
                if (a.is_object() && a.value("job", std::string()) == jobId) {
                    std::string text = a.value("kind", std::string("?")) +
                                       (a.value("accepted", false) ? " accepted" : " REJECTED");
                    if (a.contains("allocation"))
                        text += " on " + describeAllocation(a["allocation"]);
                    if (a.contains("rejection"))
                        text += ": " + a.value("rejection", std::string());
                    out.push_back({t, trigger, text});
                }
    }
    return out;
}

} // namespace maifs
