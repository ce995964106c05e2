#include "core/io/run_writer.h"

#include "core/util/version.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <stdexcept>

namespace maifs {

std::string formatNumber(double v) {
    if (!std::isfinite(v))
        return v > 0 ? "inf" : (v < 0 ? "-inf" : "nan");
    if (v == 0)
        return "0"; // also folds -0
    char buf[64];
    const auto res = std::to_chars(buf, buf + sizeof buf, v);
    return std::string(buf, res.ptr);
}

namespace {

std::string nodeList(const RunRecord& run, const Allocation& a) {
    std::string s;
    for (const auto& sh : a.shares)
        s += (s.empty() ? "" : "+") + run.cluster.node(sh.node).id;
    return s;
}

nlohmann::json allocationJson(const RunRecord& run, const Allocation& a) {
    nlohmann::json shares = nlohmann::json::array();
    for (const auto& sh : a.shares)
        shares.push_back({{"node", run.cluster.node(sh.node).id},
                          {"gpus", sh.gpus},
                          {"gpu_milli", sh.gpuMilli},
                          {"cpus", sh.cpus},
                          {"mem_gb", sh.memGb},
                          {"gpu_slots", sh.gpuSlots}});
    return shares;
}

} // namespace

std::string csvField(const std::string& s) {
    if (s.find_first_of(",\"\n\r") == std::string::npos)
        return s;
    std::string q = "\"";
    for (char c : s)
        q += c == '"' ? std::string("\"\"") : std::string(1, c);
    return q + '"';
}

void writeJobsCsv(std::ostream& out, const RunRecord& run) {
    out << "id,submit,start,finish,wait,jct,gpus,gpu_milli,cpus,mem_gb,model,nodes,preemptions,"
           "work\n";
    for (const auto& j : run.jobs) {
        const bool started = j.firstStart >= 0;
        out << csvField(j.job.id) << ',' << formatNumber(j.job.submit) << ','
            << (started ? formatNumber(j.firstStart) : "") << ','
            << (j.finished() ? formatNumber(j.finish) : "") << ','
            << (started ? formatNumber(j.wait()) : "") << ','
            << (j.finished() ? formatNumber(j.jct()) : "") << ',' << j.job.gpus << ','
            << j.job.gpuMilli << ',' << formatNumber(j.job.cpus) << ',' << formatNumber(j.job.memGb)
            << ',' << csvField(j.job.model) << ','
            << csvField(j.history.empty() ? "" : nodeList(run, j.history.back().allocation)) << ','
            << j.preemptions << ',' << formatNumber(j.work) << '\n';
    }
}

void writeTimeseriesCsv(std::ostream& out, const RunRecord& run) {
    out << "t,gpu_alloc,cpu_alloc,mem_alloc,gpu_eff,cpu_eff,mem_eff,gpu_cap,cpu_cap,mem_cap,"
           "pending,"
           "running\n";
    for (const auto& s : run.series)
        out << formatNumber(s.t) << ',' << formatNumber(s.gpuAlloc) << ','
            << formatNumber(s.cpuAlloc) << ',' << formatNumber(s.memAlloc) << ','
            << formatNumber(s.gpuEff) << ',' << formatNumber(s.cpuEff) << ','
            << formatNumber(s.memEff) << ',' << formatNumber(s.gpuCap) << ','
            << formatNumber(s.cpuCap) << ',' << formatNumber(s.memCap) << ',' << s.pending << ','
            << s.running << '\n';
}

void writeDecisionsJsonl(std::ostream& out, const RunRecord& run) {
    for (const auto& d : run.decisions) {
        nlohmann::json j;
        j["t"] = d.time;
        j["trigger"] = d.trigger;
        nlohmann::json jobs = nlohmann::json::array();
        for (const auto& jd : d.jobs) {
            nlohmann::json cands = nlohmann::json::array();
            for (const auto& c : jd.candidates) {
                nlohmann::json nodes = nlohmann::json::array();
                for (int n : c.nodes)
                    nodes.push_back(run.cluster.node(n).id);
                nlohmann::json terms = nlohmann::json::array();
                for (const auto& t : c.terms)
                    terms.push_back({{"name", t.name},
                                     {"raw", t.raw},
                                     {"normalised", t.normalised},
                                     {"weight", t.weight}});
                cands.push_back({{"nodes", nodes},
                                 {"feasible", c.feasible},
                                 {"failed", c.failedFilter},
                                 {"terms", terms},
                                 {"score", c.score}});
            }
            nlohmann::json filters = nlohmann::json::object();
            for (const auto& [reason, count] : jd.filterCounts)
                filters[reason] = count;
            jobs.push_back({{"job", run.jobs[static_cast<std::size_t>(jd.job)].job.id},
                            {"placed", jd.placed},
                            {"outcome", jd.outcome},
                            {"candidates", cands},
                            {"filters_failed", filters}});
        }
        j["jobs"] = jobs;
        nlohmann::json actions = nlohmann::json::array();
        for (const auto& a : d.actions) {
            const bool known = a.job >= 0 && a.job < static_cast<int>(run.jobs.size());
            nlohmann::json aj = {{"kind", actionKindName(a.kind)},
                                 {"job", known ? run.jobs[static_cast<std::size_t>(a.job)].job.id
                                               : std::to_string(a.job)},
                                 {"accepted", a.accepted}};
            if (a.kind != ActionRecord::Kind::Preempt) {
                bool valid = true;
                for (const auto& sh : a.allocation.shares)
                    valid = valid && sh.node >= 0 && sh.node < run.cluster.size();
                if (valid)
                    aj["allocation"] = allocationJson(run, a.allocation);
            }
            if (!a.accepted)
                aj["rejection"] = a.rejection;
            actions.push_back(std::move(aj));
        }
        j["actions"] = actions;
        if (d.waitingNotListed > 0)
            j["waiting_not_listed"] = d.waitingNotListed;
        if (!d.agents.empty()) {
            nlohmann::json agents = nlohmann::json::array();
            for (const auto& a : d.agents) {
                nlohmann::json top = nlohmann::json::array();
                for (const auto& [label, p] : a.topActions)
                    top.push_back({{"action", label}, {"p", p}});
                nlohmann::json edges = nlohmann::json::array();
                for (const auto& [node, w] : a.edges)
                    edges.push_back({{"node", run.cluster.node(node).id}, {"weight", w}});
                agents.push_back({{"round", a.round},
                                  {"node", run.cluster.node(a.node).id},
                                  {"feasible_actions", a.feasibleActions},
                                  {"top", top},
                                  {"chosen", a.chosen},
                                  {"p", a.chosenProbability},
                                  {"conflict", a.conflict},
                                  {"edges", edges}});
                if (a.valued)
                    agents.back()["value"] = a.value;
            }
            j["agents"] = agents;
        }
        out << j.dump() << '\n';
    }
}

nlohmann::ordered_json summaryJson(const Summary& s) {
    nlohmann::ordered_json j;
    j["jobs"] = s.jobs;
    j["jobs_finished"] = s.jobsFinished;
    j["mean_jct_s"] = s.meanJct;
    j["p50_jct_s"] = s.p50Jct;
    j["p95_jct_s"] = s.p95Jct;
    j["p99_jct_s"] = s.p99Jct;
    j["max_jct_s"] = s.maxJct;
    j["makespan_s"] = s.makespan;
    j["mean_wait_s"] = s.meanWait;
    j["p50_wait_s"] = s.p50Wait;
    j["p95_wait_s"] = s.p95Wait;
    j["p99_wait_s"] = s.p99Wait;
    j["max_wait_s"] = s.maxWait;
    j["gpu_util"] = s.gpuUtil;
    j["cpu_util"] = s.cpuUtil;
    j["mem_util"] = s.memUtil;
    j["gpu_eff_util"] = s.gpuEffUtil;
    j["cpu_eff_util"] = s.cpuEffUtil;
    j["mem_eff_util"] = s.memEffUtil;
    j["mean_rho"] = s.meanRho;
    j["max_rho"] = s.maxRho;
    j["preemptions"] = s.preemptions;
    j["rejected_actions"] = s.rejectedActions;
    return j;
}

Summary summaryFromJson(const nlohmann::json& j) {
    Summary s;
    s.jobs = j.at("jobs").get<int>();
    s.jobsFinished = j.at("jobs_finished").get<int>();
    s.meanJct = j.at("mean_jct_s").get<double>();
    s.p50Jct = j.at("p50_jct_s").get<double>();
    s.p95Jct = j.at("p95_jct_s").get<double>();
    s.p99Jct = j.at("p99_jct_s").get<double>();
    s.maxJct = j.at("max_jct_s").get<double>();
    s.makespan = j.at("makespan_s").get<double>();
    s.meanWait = j.at("mean_wait_s").get<double>();
    s.p50Wait = j.at("p50_wait_s").get<double>();
    s.p95Wait = j.at("p95_wait_s").get<double>();
    s.p99Wait = j.at("p99_wait_s").get<double>();
    s.maxWait = j.at("max_wait_s").get<double>();
    s.gpuUtil = j.at("gpu_util").get<double>();
    s.cpuUtil = j.at("cpu_util").get<double>();
    s.memUtil = j.at("mem_util").get<double>();
    s.gpuEffUtil = j.at("gpu_eff_util").get<double>();
    s.cpuEffUtil = j.at("cpu_eff_util").get<double>();
    s.memEffUtil = j.at("mem_eff_util").get<double>();
    s.meanRho = j.at("mean_rho").get<double>();
    s.maxRho = j.at("max_rho").get<double>();
    s.preemptions = j.at("preemptions").get<int>();
    s.rejectedActions = j.at("rejected_actions").get<int>();
    return s;
}

void writeSummaryJson(std::ostream& out, const RunRecord& run, const Summary& s) {
    nlohmann::ordered_json j;
    j["scenario"] = run.scenarioName;
    j["scheduler"] = run.scheduler;
    const nlohmann::ordered_json figures = summaryJson(s);
    for (auto it = figures.begin(); it != figures.end(); ++it)
        j[it.key()] = *it;
    j["cancelled"] = run.cancelled;
    j["seed"] = run.seed;
    j["scenario_sha256"] = run.scenarioSha256;
    j["version"] = versionString();
    out << j.dump(2) << '\n';
}

std::string runFolderName(const SummaryRow& row) {
    // "maifs@runs/p.pt" names a file; its separators would nest the run a folder deeper.
    std::string scheduler = row.scheduler;
    std::ranges::replace_if(
        scheduler, [](char c) { return c == '/' || c == '\\'; }, '_');
    return scheduler + "-seed" + std::to_string(row.seed) +
           (row.window.empty() ? "" : "-" + row.window);
}

void writeSummaryCsv(std::ostream& out, const std::vector<SummaryRow>& rows) {
    out << "scheduler,seed,window," << summaryCsvHeader() << '\n';
    for (const auto& r : rows)
        out << csvField(r.scheduler) << ',' << r.seed << ',' << r.window << ','
            << summaryCsvFields(r.summary) << '\n';
}

std::string summaryCsvHeader() {
    return "jobs,jobs_finished,mean_jct_s,p50_jct_s,p95_jct_s,p99_jct_s,makespan_s,mean_wait_s,"
           "gpu_util,gpu_eff_util,cpu_util,mem_util,mean_rho,max_rho,preemptions,rejected_actions";
}

std::string summaryCsvFields(const Summary& s) {
    std::string row = std::to_string(s.jobs) + ',' + std::to_string(s.jobsFinished);
    for (double v : {s.meanJct, s.p50Jct, s.p95Jct, s.p99Jct, s.makespan, s.meanWait, s.gpuUtil,
                     s.gpuEffUtil, s.cpuUtil, s.memUtil, s.meanRho, s.maxRho})
        row += ',' + formatNumber(v);
    return row + ',' + std::to_string(s.preemptions) + ',' + std::to_string(s.rejectedActions);
}

void writeRunFiles(const std::string& dir, const RunRecord& run, const Summary& summary) {
    std::filesystem::create_directories(dir);
    const auto write = [&](const char* name, auto&& fn) {
        const std::string path = (std::filesystem::path(dir) / name).string();
        std::ofstream out(path, std::ios::binary);
        if (!out)
            throw std::runtime_error(path + ": cannot open for writing");
        fn(out);
        if (!out.flush())
            throw std::runtime_error(path + ": write failed");
    };
    write("jobs.csv", [&](std::ostream& o) { writeJobsCsv(o, run); });
    write("timeseries.csv", [&](std::ostream& o) { writeTimeseriesCsv(o, run); });
    write("decisions.jsonl", [&](std::ostream& o) { writeDecisionsJsonl(o, run); });
    write("summary.json", [&](std::ostream& o) { writeSummaryJson(o, run, summary); });
}

} // namespace maifs
