#include "core/io/csv_reader.h"
#include "core/io/json_positions.h"
#include "core/io/trace/importers.h"
#include "core/util/input_error.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <limits>
#include <map>
#include <nlohmann/json.hpp>

namespace maifs {

namespace {

bool missing(const std::string& s) {
    return s.empty() || s == "nan" || s == "NaN" || s == "None";
}

// Time as seconds or as "YYYY-MM-DD HH:MM:SS".
double timeField(const CsvFields& f, std::size_t i) {
    double t = 0;
    if (parseDateTime(f.text(i), t))
        return t;
    return f.nonNegative(i);
}

// Reads a table whose first row may be its header.
void skipOptionalHeader(CsvReader& r, CsvRecord& rec, const std::string& firstColumn,
                        bool& pending) {
    pending = r.next(rec);
    if (pending && !rec.fields.empty() && rec.fields[0] == firstColumn)
        pending = r.next(rec);
}

void setDemand(Job& j, double gpuUnits, ImportReport& rep) {
    if (gpuUnits < 1) {
        j.gpus = 1;
        j.gpuMilli = std::max(1, static_cast<int>(std::lround(gpuUnits * 1000)));
    } else {
        j.gpus = static_cast<int>(std::ceil(gpuUnits - 1e-9));
        if (std::abs(gpuUnits - std::round(gpuUnits)) > 1e-9)
            rep.notes.push_back("job " + j.id + ": " + std::to_string(gpuUnits) +
                                " GPUs rounded up to " + std::to_string(j.gpus));
    }
}

} // namespace

JobImport parsePaiJobs(const std::string& jobText, const std::string& jobFile,
                       const std::string& taskText, const std::string& taskFile) {
    static const std::vector<std::string> jobCols{"job_name", "inst_id",    "user",
                                                  "status",   "start_time", "end_time"};
    static const std::vector<std::string> taskCols{
        "job_name", "task_name", "inst_num", "status",   "start_time",
        "end_time", "plan_cpu",  "plan_mem", "plan_gpu", "gpu_type"};
    struct Demand {
        double gpu = 0, cpu = 0, mem = 0;
        double firstStart = std::numeric_limits<double>::infinity();
        double lastEnd = -1;
        bool unfinished = false;
        bool any = false;
    };
    std::map<std::string, Demand> demand;
    {
        CsvReader r(taskText, taskFile);
        CsvRecord rec;
        bool more = false;
        skipOptionalHeader(r, rec, "job_name", more);
        for (; more; more = r.next(rec)) {
            requireWidth(r, rec, taskCols);
            CsvFields f(r, rec, taskCols);
            if (f.empty(0))
                f.fail(0, "expected a job name, got nothing");
            Demand& d = demand[f.text(0)];
            const double inst = f.nonNegative(2);
            d.gpu += inst * (missing(f.text(8)) ? 0 : f.nonNegative(8)) / 100.0;
            d.cpu += inst * (missing(f.text(6)) ? 0 : f.nonNegative(6)) / 100.0;
            d.mem += inst * (missing(f.text(7)) ? 0 : f.nonNegative(7));
            d.any = true;
            if (missing(f.text(4)) || missing(f.text(5))) {
                d.unfinished = true;
                continue;
            }
            const double start = f.nonNegative(4), end = f.nonNegative(5);
            if (end < start)
                f.fail(5, "task ends before it starts (" + f.text(5) + " < " + f.text(4) + ")");
            d.firstStart = std::min(d.firstStart, start);
            d.lastEnd = std::max(d.lastEnd, end);
        }
    }
    JobImport out;
    out.report.format = "pai2020";
    out.report.file = jobFile;
    CsvReader r(jobText, jobFile);
    CsvRecord rec;
    bool more = false;
    skipOptionalHeader(r, rec, "job_name", more);
    for (; more; more = r.next(rec)) {
        ++out.report.rowsRead;
        requireWidth(r, rec, jobCols);
        CsvFields f(r, rec, jobCols);
        if (f.empty(0))
            f.fail(0, "expected a job name, got nothing");
        auto it = demand.find(f.text(0));
        if (it == demand.end() || !it->second.any) {
            out.report.drop("no task in the task table");
            continue;
        }
        const Demand& d = it->second;
        if (d.gpu <= 0) {
            out.report.drop("CPU-only job (policy: dropped)");
            continue;
        }
        // found by fuzz_pai: sums of absurd plans overflow the GPU count
        if (!(d.gpu <= 1e6) || !std::isfinite(d.cpu) || !std::isfinite(d.mem))
            f.failRow("the tasks of job " + f.text(0) +
                      " ask for more than 10^6 GPUs, or an "
                      "unrepresentable amount of CPU or memory");
        if (d.unfinished || missing(f.text(4)) || d.lastEnd < 0) {
            out.report.drop("no start or end time (still running when the trace ends)");
            continue;
        }
        if (d.lastEnd == d.firstStart) {
            out.report.drop("zero runtime");
            continue;
        }
        Job j;
        j.id = f.text(0);
        j.user = f.text(2);
        j.submit = f.nonNegative(4);
        if (j.submit > d.firstStart)
            f.fail(4, "job starts after its first task (" + f.text(4) + ")");
        j.duration = d.lastEnd - d.firstStart;
        setDemand(j, d.gpu, out.report);
        j.cpus = d.cpu;
        j.memGb = d.mem;
        j.failedInTrace = f.text(3) == "Failed";
        out.jobs.push_back(std::move(j));
        out.lines.push_back(f.line());
    }
    out.report.kept = static_cast<long long>(out.jobs.size());
    out.report.notes.insert(
        out.report.notes.begin(),
        "demand = sum over tasks of inst_num x plan (plan_cpu, plan_gpu in percent)");
    return out;
}

JobImport parseHeliosJobs(const std::string& text, const std::string& file) {
    static const std::vector<std::string> cols{
        "job_id", "user",        "vc",         "jobname",  "gpu_num",  "cpu_num", "node_num",
        "state",  "submit_time", "start_time", "end_time", "duration", "queue"};
    JobImport out;
    out.report.format = "helios";
    out.report.file = file;
    CsvReader r(text, file);
    requireHeader(r, cols, "Helios cluster_log");
    forEachRow(r, cols, out.report.rowsRead, [&](const CsvFields& f) {
        if (f.empty(0))
            f.fail(0, "expected a job id, got nothing");
        const auto gpus = f.integer(4, 0, 100000);
        const double submit = timeField(f, 8);
        double duration = 0;
        if (!missing(f.text(11))) {
            duration = f.nonNegative(11);
        } else if (!missing(f.text(9)) && !missing(f.text(10))) {
            const double start = timeField(f, 9), end = timeField(f, 10);
            if (end < start)
                f.fail(10, "ends before it starts");
            duration = end - start;
        }
        if (gpus == 0) {
            out.report.drop("CPU-only job (policy: dropped)");
            return;
        }
        if (duration == 0) {
            out.report.drop("zero or unknown duration");
            return;
        }
        Job j;
        j.id = f.text(0);
        j.user = f.text(1);
        j.vc = f.text(2);
        j.submit = submit;
        j.gpus = static_cast<int>(gpus);
        j.cpus = missing(f.text(5)) ? 0 : f.nonNegative(5);
        j.duration = duration;
        const std::string& state = f.text(7);
        j.failedInTrace =
            state == "FAILED" || state == "CANCELLED" || state == "NODE_FAIL" || state == "TIMEOUT";
        out.jobs.push_back(std::move(j));
        out.lines.push_back(f.line());
    });
    out.report.kept = static_cast<long long>(out.jobs.size());
    return out;
}

JobImport parsePhillyJson(const std::string& text, const std::string& file) {
    JobImport out;
    out.report.format = "philly-json";
    out.report.file = file;
    nlohmann::json doc;
    try {
        doc = nlohmann::json::parse(text);
    } catch (const nlohmann::json::parse_error& e) {
        const auto [line, col] = lineColumn(text, e.byte > 0 ? e.byte - 1 : 0);
        throw InputError(file, line, col, "", std::string("JSON: ") + e.what());
    } catch (const nlohmann::json::exception& e) {
        // e.g. a number too large for a double: found by fuzz_philly_json
        throw InputError(file, 0, 0, "", std::string("JSON: ") + e.what());
    }
    if (!doc.is_array())
        throw InputError(file, 1, 1, "", "expected a JSON list of jobs");
    std::vector<double> submits;
    const std::vector<int> starts = jsonElementLines(text);
    const auto lineOf = [&](std::size_t i) {
        return i < starts.size() ? starts[i] : 0;
    };
    const auto where = [&](std::size_t i, const std::string& key) {
        return "[" + std::to_string(i) + "]." + key;
    };
    for (std::size_t i = 0; i < doc.size(); ++i) {
        ++out.report.rowsRead;
        const auto& job = doc[i];
        const auto need = [&](const char* key, bool (nlohmann::json::*is)() const noexcept,
                              const char* what) -> const nlohmann::json& {
            if (!job.is_object() || !job.contains(key) || !(job[key].*is)())
                throw InputError(file, lineOf(i), 0, where(i, key),
                                 std::string("expected ") + what);
            return job[key];
        };
        const std::string id =
            need("jobid", &nlohmann::json::is_string, "a job id (text)").get<std::string>();
        const std::string submitted =
            need("submitted_time", &nlohmann::json::is_string, "a time (text)").get<std::string>();
        double submit = 0;
        if (!parseDateTime(submitted, submit))
            throw InputError(file, lineOf(i), 0, where(i, "submitted_time"),
                             "expected YYYY-MM-DD HH:MM:SS, got '" + submitted + "'");
        const auto& attempts = need("attempts", &nlohmann::json::is_array, "a list of attempts");
        if (attempts.empty()) {
            out.report.drop("no scheduling attempt");
            continue;
        }
        const auto& last = attempts.back();
        const auto timeOf = [&](const char* key, double& t) {
            if (!last.is_object() || !last.contains(key) || last[key].is_null())
                return false;
            if (!last[key].is_string() || !parseDateTime(last[key].get<std::string>(), t))
                throw InputError(file, lineOf(i), 0, where(i, std::string("attempts[-1].") + key),
                                 "expected YYYY-MM-DD HH:MM:SS or null");
            return true;
        };
        double start = 0, end = 0;
        if (!timeOf("start_time", start) || !timeOf("end_time", end)) {
            out.report.drop("last attempt without a start or end time");
            continue;
        }
        if (end < start)
            throw InputError(file, lineOf(i), 0, where(i, "attempts[-1].end_time"),
                             "ends before it starts");
        int gpus = 0;
        if (last.contains("detail") && last["detail"].is_array())
            for (const auto& d : last["detail"])
                if (d.is_object() && d.contains("gpus") && d["gpus"].is_array())
                    gpus += static_cast<int>(d["gpus"].size());
        if (gpus == 0) {
            out.report.drop("no GPU in the last attempt");
            continue;
        }
        if (end == start) {
            out.report.drop("zero runtime");
            continue;
        }
        Job j;
        j.id = id;
        j.user =
            job.contains("user") && job["user"].is_string() ? job["user"].get<std::string>() : "";
        j.vc = job.contains("vc") && job["vc"].is_string() ? job["vc"].get<std::string>() : "";
        j.gpus = gpus;
        j.duration = end - start;
        const std::string status = job.contains("status") && job["status"].is_string()
                                       ? job["status"].get<std::string>()
                                       : "";
        j.failedInTrace = status == "Failed" || status == "Killed";
        out.jobs.push_back(std::move(j));
        out.lines.push_back(lineOf(i));
        submits.push_back(submit);
    }
    const double origin = submits.empty() ? 0 : *std::min_element(submits.begin(), submits.end());
    for (std::size_t k = 0; k < out.jobs.size(); ++k)
        out.jobs[k].submit = submits[k] - origin;
    out.report.kept = static_cast<long long>(out.jobs.size());
    out.report.notes.push_back("runtime and GPUs of each job's last attempt");
    return out;
}

} // namespace maifs
