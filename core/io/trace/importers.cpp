#include "core/io/trace/importers.h"

#include "core/io/csv_reader.h"
#include "core/io/trace/trace_formats.h"
#include "core/util/input_error.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace maifs {

namespace {

std::string trim(std::string s) {
    s.erase(0, s.find_first_not_of(' '));
    s.erase(s.find_last_not_of(' ') + 1);
    return s;
}

std::string rackFor(std::size_t index, int rackSize) {
    return rackSize > 0 ? "r" + std::to_string(index / static_cast<std::size_t>(rackSize)) : "r0";
}

} // namespace

JobImport parsePhillyJobs(const std::string& text, const std::string& file) {
    static const std::vector<std::string> names{"timestamp", "duration", "num_gpus", "gpu_time",
                                                "cluster"};
    JobImport out;
    out.report.format = "philly";
    out.report.file = file;
    CsvReader reader(text, file);
    requireHeader(reader, names, "philly");
    std::vector<double> stamps;
    forEachRow(reader, names, out.report.rowsRead, [&](const CsvFields& f) {
        double stamp = 0;
        if (!parseDateTime(f.text(0), stamp))
            f.fail(0, "expected a time as YYYY-MM-DD HH:MM:SS, got '" + f.text(0) + "'");
        const double duration = f.nonNegative(1);
        const auto gpus = f.integer(2, 0, 100000);
        f.nonNegative(3);
        if (f.empty(4))
            f.fail(4, "expected a virtual-cluster id, got nothing");
        if (duration == 0) {
            out.report.drop("zero duration");
            return;
        }
        if (gpus == 0) {
            out.report.drop("no GPU requested");
            return;
        }
        Job j;
        j.id = "philly-" + std::to_string(out.report.rowsRead);
        j.vc = f.text(4);
        j.gpus = static_cast<int>(gpus);
        j.duration = duration;
        out.jobs.push_back(std::move(j));
        out.lines.push_back(f.line());
        stamps.push_back(stamp);
    });
    const double origin = stamps.empty() ? 0 : *std::min_element(stamps.begin(), stamps.end());
    for (std::size_t i = 0; i < out.jobs.size(); ++i)
        out.jobs[i].submit = stamps[i] - origin;
    out.report.kept = static_cast<long long>(out.jobs.size());
    out.report.notes.push_back("submit times in seconds from the earliest timestamp of the file");
    out.report.notes.push_back("no CPU / memory requests: jobs get the GPU-proportional share");
    out.report.notes.push_back("no model names: models are drawn by the scenario's class mix");
    return out;
}

NodeImport parsePhillyMachines(const std::string& text, const std::string& file,
                               const PhillyMachineOptions& options) {
    static const std::vector<std::string> names{"machineId", "number of GPUs", "single GPU mem"};
    NodeImport out;
    out.report.format = "philly-machines";
    out.report.file = file;
    CsvReader reader(text, file);
    requireHeader(reader, names, "Philly machine list");
    forEachRow(reader, names, out.report.rowsRead, [&](const CsvFields& f) {
        Node n;
        n.id = trim(f.text(0));
        if (n.id.empty())
            f.fail(0, "expected a machine id, got nothing");
        n.gpus = static_cast<int>(f.integer(1, 0, 1024));
        const std::string mem = trim(f.text(2));
        auto it = options.gpuModelByMemory.find(mem);
        if (n.gpus > 0) {
            if (it == options.gpuModelByMemory.end())
                f.fail(2, "no GPU model is mapped to GPU memory '" + mem + "' (known: 12GB, 24GB)");
            n.gpuModel = it->second;
        }
        n.cpus = std::max(1.0, n.gpus * options.cpusPerGpu);
        n.memGb = std::max(1.0, n.gpus * options.memGbPerGpu);
        n.rack = rackFor(out.nodes.size(), options.rackSize);
        out.nodes.push_back(std::move(n));
    });
    out.report.kept = static_cast<long long>(out.nodes.size());
    std::string mapping;
    for (const auto& [mem, model] : options.gpuModelByMemory)
        mapping += (mapping.empty() ? "" : ", ") + mem + " -> " + model;
    out.report.notes.push_back("assumed GPU models by GPU memory: " + mapping);
    out.report.notes.push_back(
        "assumed per GPU: " + std::to_string(options.cpusPerGpu).substr(0, 4) + " CPUs, " +
        std::to_string(options.memGbPerGpu).substr(0, 5) +
        " GB (Philly publishes no CPU / memory)");
    return out;
}

JobImport parseAlibabaPods(const std::string& text, const std::string& file) {
    static const std::vector<std::string> names{
        "name", "cpu_milli", "memory_mib",    "num_gpu",       "gpu_milli",     "gpu_spec",
        "qos",  "pod_phase", "creation_time", "deletion_time", "scheduled_time"};
    JobImport out;
    out.report.format = "alibaba2023";
    out.report.file = file;
    CsvReader reader(text, file);
    requireHeader(reader, names, "Alibaba 2023 pod list");
    forEachRow(reader, names, out.report.rowsRead, [&](const CsvFields& f) {
        if (f.empty(0))
            f.fail(0, "expected a pod name, got nothing");
        const double cpuMilli = f.nonNegative(1);
        const double memMib = f.nonNegative(2);
        const auto gpus = f.integer(3, 0, 1024);
        const auto gpuMilli = f.integer(4, 0, 1000);
        const std::string& phase = f.text(7);
        if (phase != "Running" && phase != "Succeeded" && phase != "Failed" && phase != "Pending")
            f.fail(7, "expected Running, Succeeded, Failed or Pending, got '" + phase + "'");
        const double created = f.nonNegative(8);
        const double deleted = f.nonNegative(9);
        if (gpus == 0) {
            out.report.drop("CPU-only pod (policy: dropped; the engine schedules GPU jobs)");
            return;
        }
        if (gpus > 1 && gpuMilli != 1000)
            f.fail(4, "a multi-GPU pod must take whole GPUs (1000), got " + f.text(4));
        if (gpuMilli == 0)
            f.fail(4, "expected 1..1000 milli-GPU for a GPU pod, got 0");
        if (f.empty(10)) {
            out.report.drop("never scheduled (no scheduled_time)");
            return;
        }
        const double scheduled = f.nonNegative(10);
        if (scheduled < created)
            f.fail(10, "scheduled before it was created (" + f.text(10) + " < " + f.text(8) + ")");
        if (deleted < scheduled)
            f.fail(9, "ends before it starts (deletion_time " + f.text(9) + " < scheduled_time " +
                          f.text(10) + ")");
        if (deleted == scheduled) {
            out.report.drop("zero runtime");
            return;
        }
        Job j;
        j.id = f.text(0);
        j.submit = created;
        j.vc = f.text(6);
        j.gpus = static_cast<int>(gpus);
        j.gpuMilli = static_cast<int>(gpuMilli);
        j.cpus = cpuMilli / 1000.0;
        j.memGb = memMib / 1024.0;
        j.duration = deleted - scheduled;
        j.gpuSpec = f.text(5);
        j.failedInTrace = phase == "Failed";
        out.jobs.push_back(std::move(j));
        out.lines.push_back(f.line());
    });
    out.report.kept = static_cast<long long>(out.jobs.size());
    out.report.notes.push_back(
        "duration = deletion_time - scheduled_time; pods Running at the end of "
        "the trace keep the runtime they had (censored)");
    out.report.notes.push_back("failed pods keep their real runtime (they used the cluster)");
    out.report.notes.push_back("qos (LS, BE, Burstable) is kept as the job's VC");
    return out;
}

NodeImport parseAlibabaNodes(const std::string& text, const std::string& file, int rackSize) {
    static const std::vector<std::string> names{"sn", "cpu_milli", "memory_mib", "gpu", "model"};
    NodeImport out;
    out.report.format = "alibaba2023-nodes";
    out.report.file = file;
    CsvReader reader(text, file);
    requireHeader(reader, names, "Alibaba 2023 node list");
    forEachRow(reader, names, out.report.rowsRead, [&](const CsvFields& f) {
        Node n;
        n.id = f.text(0);
        if (n.id.empty())
            f.fail(0, "expected a node serial number, got nothing");
        n.cpus = f.nonNegative(1) / 1000.0;
        n.memGb = f.nonNegative(2) / 1024.0;
        if (n.cpus <= 0 || n.memGb <= 0)
            f.failRow("a node needs CPUs and memory > 0");
        n.gpus = static_cast<int>(f.integer(3, 0, 1024));
        n.gpuModel = f.text(4);
        if (n.gpus > 0 && n.gpuModel.empty())
            f.fail(4, "a node with GPUs needs a GPU model");
        if (n.gpus == 0)
            n.gpuModel.clear();
        n.rack = rackFor(out.nodes.size(), rackSize);
        out.nodes.push_back(std::move(n));
    });
    out.report.kept = static_cast<long long>(out.nodes.size());
    out.report.notes.push_back("CPU-only nodes (no model) are kept; they host no GPU job");
    return out;
}

NodeImport parsePaiMachines(const std::string& text, const std::string& file, int rackSize) {
    static const std::vector<std::string> names{"machine", "gpu_type", "cap_cpu", "cap_mem",
                                                "cap_gpu"};
    NodeImport out;
    out.report.format = "pai2020-machines";
    out.report.file = file;
    CsvReader reader(text, file);
    CsvRecord rec;
    bool first = true;
    while (reader.next(rec)) {
        // The shipped file has no header; tolerate one.
        if (first && !rec.fields.empty() && rec.fields[0] == "machine") {
            first = false;
            continue;
        }
        first = false;
        ++out.report.rowsRead;
        requireWidth(reader, rec, names);
        CsvFields f(reader, rec, names);
        Node n;
        n.id = f.text(0);
        if (n.id.empty())
            f.fail(0, "expected a machine id, got nothing");
        n.cpus = f.nonNegative(2);
        n.memGb = f.nonNegative(3);
        if (n.cpus <= 0 || n.memGb <= 0)
            f.failRow("a machine needs cap_cpu and cap_mem > 0");
        n.gpus = static_cast<int>(f.integer(4, 0, 1024));
        n.gpuModel = f.text(1) == "CPU" ? "" : f.text(1);
        if (n.gpus > 0 && n.gpuModel.empty())
            f.fail(1, "a machine with GPUs needs a GPU type");
        n.rack = rackFor(out.nodes.size(), rackSize);
        out.nodes.push_back(std::move(n));
    }
    if (out.report.rowsRead == 0)
        throw InputError(file, 1, 1, "", "empty file: expected machine rows");
    out.report.kept = static_cast<long long>(out.nodes.size());
    return out;
}

bool isJobFormat(const std::string& f) {
    const TraceFormat* format = findTraceFormat(f);
    return format && format->kind == TraceFormat::Kind::Jobs;
}

bool isNodeFormat(const std::string& f) {
    const TraceFormat* format = findTraceFormat(f);
    return format && format->kind == TraceFormat::Kind::Nodes;
}

std::string knownFormats() {
    std::string out;
    for (const auto kind : {TraceFormat::Kind::Jobs, TraceFormat::Kind::Nodes}) {
        out += out.empty() ? "jobs: " : "; nodes: ";
        bool first = true;
        for (const TraceFormat* f : traceFormats(kind)) {
            out += (first ? "" : ", ") + f->name;
            first = false;
            if (f->needs == TraceFormat::Needs::ColumnMapping)
                out += " (with columns)";
            else if (f->needs == TraceFormat::Needs::TaskTable)
                out += " (with tasks)";
        }
    }
    return out;
}

JobImport importJobs(const std::string& format, const std::string& path) {
    return importJobs(TraceSource{format, path, {}, nullptr});
}

JobImport importJobs(const TraceSource& src) {
    const std::string& path = src.file;
    const TraceFormat* format = findTraceFormat(src.format);
    if (!format || format->kind != TraceFormat::Kind::Jobs)
        throw InputError(path, 0, 0, "format",
                         "unknown job trace format '" + src.format + "' (" + knownFormats() + ")");
    if (format->needs == TraceFormat::Needs::TaskTable && src.tasksFile.empty())
        throw InputError(path, 0, 0, "tasks",
                         src.format + " needs the task table too (`tasks:` / --tasks)");
    if (format->needs == TraceFormat::Needs::ColumnMapping && !src.mapping)
        throw InputError(path, 0, 0, "columns",
                         "a generic " + src.format +
                             " trace needs its column mapping (`columns:`)");
    return format->readJobs(src, readWholeFile(path));
}

NodeImport importNodes(const NodeSource& src) {
    const std::string& path = src.file;
    const TraceFormat* format = findTraceFormat(src.format);
    if (!format || format->kind != TraceFormat::Kind::Nodes)
        throw InputError(path, 0, 0, "format",
                         "unknown inventory format '" + src.format + "' (" + knownFormats() + ")");
    if (format->needs == TraceFormat::Needs::ColumnMapping && !src.mapping)
        throw InputError(path, 0, 0, "columns",
                         "a generic CSV inventory needs its column mapping (`columns:`)");
    return format->readNodes(src, readWholeFile(path));
}

NodeImport importNodes(const std::string& format, const std::string& path, int rackSize) {
    return importNodes(NodeSource{format, path, rackSize, nullptr, nullptr});
}

} // namespace maifs
