#include "core/io/run_writer.h"

#include "core/io/csv_reader.h"
#include "core/record/decision_index.h"
#include "core/record/outcome_text.h"
#include "core/util/input_error.h"
#include "core/util/version.h"

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <charconv>
#include <cmath>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <fstream>
#include <future>
#include <limits>
#include <nlohmann/json.hpp>
#include <sstream>
#include <stdexcept>
#include <unistd.h>

namespace maifs {

double roundedSeconds(double s) {
    if (!std::isfinite(s) || std::abs(s) >= 9e9)
        return s;
    return std::round(s * 1e6) / 1e6;
}

std::string formatSeconds(double s) {
    return formatNumber(roundedSeconds(s));
}

namespace {

std::string nodeList(const RunRecord& run, const Allocation& a) {
    std::string s;
    for (const auto& sh : a.shares)
        s += (s.empty() ? "" : "+") + run.cluster.node(sh.node).id;
    return s;
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
           "work,state,reason\n";
    for (const auto& j : run.jobs) {
        const bool started = j.firstStart >= 0;
        out << csvField(j.job.id) << ',' << formatSeconds(j.job.submit) << ','
            << (started ? formatSeconds(j.firstStart) : "") << ','
            << (j.finished() ? formatSeconds(j.finish) : "") << ','
            << (started ? formatSeconds(j.wait()) : "") << ','
            << (j.finished() ? formatSeconds(j.jct()) : "") << ',' << j.job.gpus << ','
            << j.job.gpuMilli << ',' << formatNumber(j.job.cpus) << ',' << formatNumber(j.job.memGb)
            << ',' << csvField(j.job.model) << ','
            << csvField(j.history.empty() ? "" : nodeList(run, j.history.back().allocation)) << ','
            << j.preemptions << ',' << formatSeconds(j.work) << ',' << jobEndName(j.end) << ','
            << csvField(j.endReason) << '\n';
    }
}

void writeTimeseriesCsv(std::ostream& out, const RunRecord& run) {
    out << "t,gpu_alloc,cpu_alloc,mem_alloc,gpu_eff,cpu_eff,mem_eff,gpu_cap,cpu_cap,mem_cap,"
           "pending,"
           "running\n";
    for (const auto& s : run.series)
        out << formatSeconds(s.t) << ',' << formatNumber(s.gpuAlloc) << ','
            << formatNumber(s.cpuAlloc) << ',' << formatNumber(s.memAlloc) << ','
            << formatNumber(s.gpuEff) << ',' << formatNumber(s.cpuEff) << ','
            << formatNumber(s.memEff) << ',' << formatNumber(s.gpuCap) << ','
            << formatNumber(s.cpuCap) << ',' << formatNumber(s.memCap) << ',' << s.pending << ','
            << s.running << '\n';
}

namespace {

// decisions.jsonl is written token by token into one reused line buffer, exactly as
// nlohmann::json::dump(-1) writes the same values (objects' keys in byte order, floats by its own
// shortest form, so the file is the same as before and readable by any JSON reader): building a
// DOM per decision cost 3x the simulation on 100,000 jobs.
class JsonLine {
public:
    explicit JsonLine(std::string& text)
        : text_(text) {}

    JsonLine& raw(std::string_view s) {
        text_ += s;
        return *this;
    }
    // `"name":` after a comma unless the object just opened.
    JsonLine& key(std::string_view name) {
        if (text_.back() != '{' && text_.back() != '[')
            text_ += ',';
        string(name);
        text_ += ':';
        return *this;
    }
    // Before an array's element.
    JsonLine& next() {
        if (text_.back() != '[')
            text_ += ',';
        return *this;
    }
    JsonLine& string(std::string_view s) {
        // Printable ASCII without quotes or backslashes (ids, most reasons) is written as it is;
        // anything else goes through nlohmann's escaping (control characters, invalid UTF-8).
        const bool plain = std::ranges::all_of(
            s, [](char c) { return c >= 0x20 && c < 0x7f && c != '"' && c != '\\'; });
        if (plain) {
            text_ += '"';
            text_ += s;
            text_ += '"';
        } else {
            text_ +=
                nlohmann::json(s).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
        }
        return *this;
    }
    JsonLine& number(long long v) {
        char buf[24];
        text_.append(buf, std::to_chars(buf, buf + sizeof buf, v).ptr);
        return *this;
    }
    JsonLine& number(double v) {
        if (!std::isfinite(v))
            return raw("null");
        char buf[64];
        text_.append(buf, nlohmann::detail::to_chars(buf, buf + sizeof buf, v));
        return *this;
    }
    JsonLine& boolean(bool v) { return raw(v ? "true" : "false"); }

private:
    std::string& text_;
};

void writeAllocation(JsonLine& line, const RunRecord& run, const Allocation& a) {
    line.raw("[");
    for (const auto& sh : a.shares) {
        line.next().raw("{");
        line.key("cpus").number(sh.cpus);
        line.key("gpu_milli").number(static_cast<long long>(sh.gpuMilli));
        line.key("gpu_slots").raw("[");
        for (int slot : sh.gpuSlots)
            line.next().number(static_cast<long long>(slot));
        line.raw("]");
        line.key("gpus").number(static_cast<long long>(sh.gpus));
        line.key("mem_gb").number(sh.memGb);
        line.key("node").string(run.cluster.node(sh.node).id);
        line.raw("}");
    }
    line.raw("]");
}

void writeJobDecision(JsonLine& line, const RunRecord& run, const JobDecision& jd) {
    line.raw("{");
    line.key("candidates").raw("[");
    for (const auto& c : jd.candidates) {
        line.next().raw("{");
        line.key("failed").string(
            c.lostConflict ? "conflict: another agent took job " +
                                 run.jobs[static_cast<std::size_t>(jd.job)].job.id + " first"
                           : std::string());
        line.key("feasible").boolean(c.feasible);
        line.key("nodes").raw("[");
        for (int n : c.nodes)
            line.next().string(run.cluster.node(n).id);
        line.raw("]");
        line.key("score").number(c.score);
        line.key("terms").raw("[");
        for (const auto& t : c.terms) {
            line.next().raw("{");
            line.key("name").string(t.name);
            line.key("normalised").number(t.normalised);
            line.key("raw").number(t.raw);
            line.key("weight").number(t.weight);
            line.raw("}");
        }
        line.raw("]}");
    }
    line.raw("]");
    // An object keyed by reason: in byte order, the last count of a repeated reason kept.
    std::vector<std::pair<std::string_view, int>> filters;
    for (const auto& [reason, count] : jd.filterCounts)
        filters.emplace_back(filterReasonName(reason), count);
    std::ranges::stable_sort(filters, {}, &std::pair<std::string_view, int>::first);
    line.key("filters_failed").raw("{");
    for (std::size_t i = 0; i < filters.size(); ++i)
        if (i + 1 == filters.size() || filters[i + 1].first != filters[i].first)
            line.key(filters[i].first).number(static_cast<long long>(filters[i].second));
    line.raw("}");
    line.key("job").string(run.jobs[static_cast<std::size_t>(jd.job)].job.id);
    line.key("outcome").string(verdictText(jd, run));
    line.key("placed").boolean(jd.placed);
    line.raw("}");
}

void writeAction(JsonLine& line, const RunRecord& run, const ActionRecord& a) {
    line.raw("{");
    line.key("accepted").boolean(a.accepted);
    if (a.kind != ActionRecord::Kind::Preempt) {
        const bool valid = std::ranges::all_of(a.allocation.shares, [&](const NodeShare& sh) {
            return sh.node >= 0 && sh.node < run.cluster.size();
        });
        if (valid)
            writeAllocation(line.key("allocation"), run, a.allocation);
    }
    const bool known = a.job >= 0 && a.job < static_cast<int>(run.jobs.size());
    line.key("job").string(known ? run.jobs[static_cast<std::size_t>(a.job)].job.id
                                 : std::to_string(a.job));
    line.key("kind").string(actionKindName(a.kind));
    if (!a.accepted)
        line.key("rejection").string(a.rejection);
    line.raw("}");
}

void writeAgent(JsonLine& line, const RunRecord& run, const AgentRecord& a) {
    line.raw("{");
    line.key("chosen").string(describeAgentAction(a.chosen, run));
    line.key("conflict").boolean(a.conflict);
    line.key("edges").raw("[");
    for (const auto& [node, w] : a.edges) {
        line.next().raw("{");
        line.key("node").string(run.cluster.node(node).id);
        line.key("weight").number(w);
        line.raw("}");
    }
    line.raw("]");
    line.key("feasible_actions").number(static_cast<long long>(a.feasibleActions));
    line.key("node").string(run.cluster.node(a.node).id);
    line.key("p").number(a.chosenProbability);
    line.key("round").number(static_cast<long long>(a.round));
    line.key("top").raw("[");
    for (const auto& [action, p] : a.topActions) {
        line.next().raw("{");
        line.key("action").string(describeAgentAction(action, run));
        line.key("p").number(p);
        line.raw("}");
    }
    line.raw("]");
    if (a.valued)
        line.key("value").number(a.value);
    line.raw("}");
}

} // namespace

void writeDecisionsJsonl(std::ostream& out, const RunRecord& run) {
    std::string text;
    for (const auto& d : run.decisions) {
        text.clear();
        JsonLine line(text);
        line.raw("{");
        line.key("actions").raw("[");
        for (const auto& a : d.actions)
            writeAction(line.next(), run, a);
        line.raw("]");
        if (!d.agents.empty()) {
            line.key("agents").raw("[");
            for (const auto& a : d.agents)
                writeAgent(line.next(), run, a);
            line.raw("]");
        }
        line.key("jobs").raw("[");
        for (const auto& jd : d.jobs)
            writeJobDecision(line.next(), run, jd);
        line.raw("]");
        line.key("t").number(roundedSeconds(d.time));
        line.key("trigger").string(d.trigger);
        if (d.waitingNotListed > 0)
            line.key("waiting_not_listed").number(static_cast<long long>(d.waitingNotListed));
        if (d.notListed)
            line.key("not_listed_reason").string(describeNotListed(*d.notListed));
        line.raw("}\n");
        out.write(text.data(), static_cast<std::streamsize>(text.size()));
    }
}

nlohmann::ordered_json summaryJson(const Summary& s) {
    nlohmann::ordered_json j;
    j["jobs"] = s.jobs;
    j["jobs_finished"] = s.jobsFinished;
    j["mean_jct_s"] = roundedSeconds(s.meanJct);
    j["p50_jct_s"] = roundedSeconds(s.p50Jct);
    j["p95_jct_s"] = roundedSeconds(s.p95Jct);
    j["p99_jct_s"] = roundedSeconds(s.p99Jct);
    j["max_jct_s"] = roundedSeconds(s.maxJct);
    j["makespan_s"] = roundedSeconds(s.makespan);
    j["mean_wait_s"] = roundedSeconds(s.meanWait);
    j["p50_wait_s"] = roundedSeconds(s.p50Wait);
    j["p95_wait_s"] = roundedSeconds(s.p95Wait);
    j["p99_wait_s"] = roundedSeconds(s.p99Wait);
    j["max_wait_s"] = roundedSeconds(s.maxWait);
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
    // A figure with nothing to measure (no job finished) is written as null: NaN.
    const auto number = [&](const char* key) {
        const nlohmann::json& v = j.at(key);
        return v.is_null() ? std::numeric_limits<double>::quiet_NaN() : v.get<double>();
    };
    Summary s;
    s.jobs = j.at("jobs").get<int>();
    s.jobsFinished = j.at("jobs_finished").get<int>();
    s.meanJct = number("mean_jct_s");
    s.p50Jct = number("p50_jct_s");
    s.p95Jct = number("p95_jct_s");
    s.p99Jct = number("p99_jct_s");
    s.maxJct = number("max_jct_s");
    s.makespan = number("makespan_s");
    s.meanWait = number("mean_wait_s");
    s.p50Wait = number("p50_wait_s");
    s.p95Wait = number("p95_wait_s");
    s.p99Wait = number("p99_wait_s");
    s.maxWait = number("max_wait_s");
    s.gpuUtil = number("gpu_util");
    s.cpuUtil = number("cpu_util");
    s.memUtil = number("mem_util");
    s.gpuEffUtil = number("gpu_eff_util");
    s.cpuEffUtil = number("cpu_eff_util");
    s.memEffUtil = number("mem_eff_util");
    s.meanRho = number("mean_rho");
    s.maxRho = number("max_rho");
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
    j["end"] = runEndName(run.end);
    if (!run.endReason.empty())
        j["end_reason"] = run.endReason;
    nlohmann::ordered_json unfinished = nlohmann::ordered_json::object();
    for (const auto& job : run.jobs)
        if (!job.finished()) {
            auto& count = unfinished[jobEndName(job.end)];
            count = (count.is_null() ? 0 : count.get<int>()) + 1;
        }
    j["jobs_unfinished"] =
        std::ranges::count_if(run.jobs, [](const JobRecord& r) { return !r.finished(); });
    j["unfinished_by_state"] = unfinished;
    j["seed"] = run.seed;
    j["scenario_sha256"] = run.scenarioSha256;
    j["version"] = versionString();
    if (run.detail != RecordDetail::Full) // full runs keep the file as it always was
        j["records"] = recordDetailName(run.detail);
    out << j.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) << '\n';
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
    for (double v : {s.meanJct, s.p50Jct, s.p95Jct, s.p99Jct, s.makespan, s.meanWait})
        row += ',' + formatSeconds(v);
    for (double v : {s.gpuUtil, s.gpuEffUtil, s.cpuUtil, s.memUtil, s.meanRho, s.maxRho})
        row += ',' + formatNumber(v);
    return row + ',' + std::to_string(s.preemptions) + ',' + std::to_string(s.rejectedActions);
}

namespace {

namespace fs = std::filesystem;

constexpr const char* kRunFiles[] = {"jobs.csv", "timeseries.csv", "decisions.jsonl",
                                     "summary.json"};

[[noreturn]] void ioFailure(const fs::path& path, const std::string& what, int error) {
    throw std::runtime_error(path.string() + ": " + what + ": " +
                             (error ? std::strerror(error) : "unknown reason"));
}

// Streams one file (no copy of its text in memory: decisions.jsonl can be hundreds of MB) and
// returns its size. The staging folder is renamed into place only after every file is closed, which
// makes the folder whole against a killed process; a machine that loses power may still lose it.
template <typename Fn> std::uintmax_t writeFile(const fs::path& path, Fn&& fn) {
    errno = 0;
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    if (!out)
        ioFailure(path, "cannot open for writing", errno);
    fn(static_cast<std::ostream&>(out));
    out.close();
    if (out.fail())
        ioFailure(path, "write failed", errno ? errno : EIO);
    std::error_code ec;
    const std::uintmax_t size = fs::file_size(path, ec);
    if (ec)
        ioFailure(path, "cannot read back its size", ec.value());
    return size;
}

// Only a folder holding nothing but run files may be replaced: `--out .` must never delete a
// user's other files.
void requireReplaceable(const fs::path& target) {
    std::error_code ec;
    if (!fs::is_directory(target, ec))
        throw std::runtime_error(target.string() +
                                 ": exists and is not a folder; not replacing it");
    for (const auto& entry : fs::directory_iterator(target)) {
        const std::string name = entry.path().filename().string();
        const bool runFile =
            name == kRunCompleteFile || std::ranges::find(kRunFiles, name) != std::end(kRunFiles);
        if (!runFile)
            throw std::runtime_error(target.string() + ": holds '" + name +
                                     "', which is not a run file; not replacing the folder "
                                     "(choose an empty or new folder for --out)");
    }
}

// A writer killed mid-way leaves its hidden staging folder behind: remove those whose process is
// gone (the name carries the pid), never one a live process is still filling.
void removeAbandonedStaging(const fs::path& parent, const std::string& name) {
    const std::string prefix = "." + name + ".writing-";
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator(parent.empty() ? "." : parent, ec)) {
        const std::string file = entry.path().filename().string();
        if (!file.starts_with(prefix))
            continue;
        const long pid = std::strtol(file.c_str() + prefix.size(), nullptr, 10);
        if (pid > 0 && ::kill(static_cast<pid_t>(pid), 0) != 0 && errno == ESRCH)
            fs::remove_all(entry.path(), ec);
    }
}

} // namespace

void writeRunFiles(const std::string& dir, const RunRecord& run, const Summary& summary) {
    fs::path target = fs::path(dir).lexically_normal();
    if (target.filename().empty())
        target = target.parent_path(); // "runs/x/"
    if (target.empty() || target == "." || target == "..")
        throw std::runtime_error("'" + dir + "': name a folder of its own for the run files");
    const fs::path parent = target.parent_path();
    std::error_code ec;
    if (!parent.empty()) {
        fs::create_directories(parent, ec);
        if (ec)
            throw std::runtime_error(parent.string() +
                                     ": cannot create the folder: " + ec.message());
    }
    const bool replacing = fs::exists(target, ec);
    if (replacing)
        requireReplaceable(target);

    removeAbandonedStaging(parent, target.filename().string());
    // Everything goes into a hidden sibling first; readers only ever see a whole run.
    static std::atomic<unsigned> counter{0};
    const fs::path staging =
        parent / ("." + target.filename().string() + ".writing-" + std::to_string(::getpid()) +
                  "-" + std::to_string(counter++));
    fs::remove_all(staging, ec);
    if (!fs::create_directory(staging, ec))
        throw std::runtime_error(staging.string() + ": cannot create the folder: " +
                                 (ec ? ec.message() : std::string("it exists")));
    try {
        // decisions.jsonl, the largest by far, is written on a second thread while this one
        // writes the others (the record is only read); the manifest keeps its fixed order.
        // Leaving this block, even by an exception, waits for that thread.
        std::future<std::uintmax_t> decisions;
        if (run.detail == RecordDetail::Full)
            decisions = std::async(std::launch::async, [&] {
                return writeFile(staging / "decisions.jsonl",
                                 [&](std::ostream& o) { writeDecisionsJsonl(o, run); });
            });
        const auto entry = [&](const char* name, auto&& fn) {
            return std::string(name) + ' ' + std::to_string(writeFile(staging / name, fn)) + '\n';
        };
        std::string manifest = "maifs run folder, complete\n";
        if (run.detail != RecordDetail::None) {
            manifest += entry("jobs.csv", [&](std::ostream& o) { writeJobsCsv(o, run); });
            manifest +=
                entry("timeseries.csv", [&](std::ostream& o) { writeTimeseriesCsv(o, run); });
        }
        const std::string summaryEntry =
            entry("summary.json", [&](std::ostream& o) { writeSummaryJson(o, run, summary); });
        if (decisions.valid())
            manifest += "decisions.jsonl " + std::to_string(decisions.get()) + '\n';
        manifest += summaryEntry;
        writeFile(staging / kRunCompleteFile, [&](std::ostream& o) { o << manifest; });
    } catch (...) {
        fs::remove_all(staging, ec);
        throw;
    }

    if (!replacing) {
        if (::rename(staging.c_str(), target.c_str()) != 0) {
            const int error = errno;
            fs::remove_all(staging, ec);
            ioFailure(target, "cannot move the run files into place", error);
        }
    } else if (::renameat2(AT_FDCWD, staging.c_str(), AT_FDCWD, target.c_str(), RENAME_EXCHANGE) ==
               0) {
        fs::remove_all(staging, ec); // now the old run
    } else {
        // No atomic exchange on this file system: the old run steps aside for the instant of
        // the second rename.
        const fs::path old =
            parent / ("." + target.filename().string() + ".old-" + std::to_string(::getpid()));
        fs::remove_all(old, ec);
        if (::rename(target.c_str(), old.c_str()) != 0 ||
            ::rename(staging.c_str(), target.c_str()) != 0) {
            const int error = errno;
            fs::remove_all(staging, ec);
            ioFailure(target, "cannot move the run files into place", error);
        }
        fs::remove_all(old, ec);
    }
}

void requireCompleteRunFolder(const std::string& dir) {
    const fs::path marker = fs::path(dir) / kRunCompleteFile;
    std::error_code ec;
    if (!fs::is_directory(dir, ec))
        throw InputError(dir, 0, 0, "", "not a folder (expected a run folder)");
    if (!fs::is_regular_file(marker, ec))
        throw InputError(dir, 0, 0, "",
                         "not a complete run folder: run.complete is missing (an interrupted "
                         "write, or files from an older version); run the simulation again");
    std::istringstream in(readWholeFile(marker.string()));
    std::string line;
    std::getline(in, line);
    int lineNo = 1;
    while (std::getline(in, line)) {
        ++lineNo;
        const std::size_t space = line.rfind(' ');
        if (space == std::string::npos)
            throw InputError(marker.string(), lineNo, 1, "", "expected 'FILE BYTES'");
        const std::string name = line.substr(0, space);
        const std::string bytes = line.substr(space + 1);
        const std::uintmax_t size = fs::file_size(fs::path(dir) / name, ec);
        if (ec || std::to_string(size) != bytes)
            throw InputError(marker.string(), lineNo, 1, name,
                             ec ? "the file is missing"
                                : "holds " + std::to_string(size) + " bytes, expected " + bytes +
                                      " (changed or truncated after the run)");
    }
}

} // namespace maifs
