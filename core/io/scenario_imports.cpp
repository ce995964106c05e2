#include "core/io/scenario_imports.h"

#include "core/io/csv_reader.h"
#include "core/io/trace/importers.h"
#include "core/io/trace/trace_formats.h"
#include "core/model/placeability.h"
#include "core/util/text.h"

#include <algorithm>
#include <filesystem>
#include <limits>
#include <map>
#include <numeric>
#include <set>

namespace maifs {

namespace {

std::string resolve(const std::string& baseDir, const std::string& file) {
    const std::filesystem::path p(file);
    if (p.is_absolute() || baseDir.empty())
        return p.lexically_normal().string();
    return (std::filesystem::path(baseDir) / p).lexically_normal().string();
}

std::vector<std::string> textList(const YamlReader& r, const YAML::Node& n,
                                  const std::string& path) {
    std::vector<std::string> out;
    if (n.IsScalar()) {
        out.push_back(n.Scalar());
        return out;
    }
    r.requireSequence(n, path);
    for (std::size_t i = 0; i < n.size(); ++i)
        out.push_back(r.text(n[i], YamlReader::index(path, i)));
    return out;
}

// Lets a single mapping stand for a list of one.
std::vector<YAML::Node> entries(const YAML::Node& n) {
    std::vector<YAML::Node> out;
    if (n.IsSequence())
        for (std::size_t i = 0; i < n.size(); ++i)
            out.push_back(n[i]);
    else
        out.push_back(n);
    return out;
}

std::string entryPath(const std::string& base, const YAML::Node& list, std::size_t i) {
    return list.IsSequence() ? YamlReader::index(base, i) : base;
}

std::map<std::string, std::string> readColumns(const YamlReader& r, const YAML::Node& cols,
                                               const std::string& path,
                                               const std::vector<std::string>& fields) {
    r.requireMap(cols, path);
    r.checkKeys(cols, path, fields);
    std::map<std::string, std::string> out;
    for (const auto& kv : cols)
        out[kv.first.Scalar()] = r.text(kv.second, YamlReader::join(path, kv.first.Scalar()));
    return out;
}

double timeUnit(const YamlReader& r, const YAML::Node& n, const std::string& path) {
    const std::string u = r.text(n, path);
    const double s = u == "s" ? 1 : u == "ms" ? 0.001 : u == "min" ? 60 : u == "h" ? 3600 : 0;
    if (s == 0)
        r.fail(n, path, "expected s, ms, min or h");
    return s;
}

double memUnit(const YamlReader& r, const YAML::Node& n, const std::string& path) {
    const std::string u = r.text(n, path);
    const double gb = u == "GB" ? 1 : u == "MiB" ? 1.0 / 1024 : u == "MB" ? 1.0 / 1000 : 0;
    if (gb == 0)
        r.fail(n, path, "expected GB, MiB or MB");
    return gb;
}

} // namespace

void readClusterImports(const YamlReader& r, const YAML::Node& list, const std::string& baseDir,
                        std::vector<Node>& nodes, std::vector<ImportReport>& reports) {
    const auto items = entries(list);
    for (std::size_t i = 0; i < items.size(); ++i) {
        const YAML::Node& e = items[i];
        const std::string p = entryPath("cluster.import", list, i);
        r.checkKeys(e, p,
                    {"format", "file", "rack_size", "cpus_per_gpu", "mem_gb_per_gpu", "gpu_models",
                     "columns", "header", "mem_unit"});
        // Renames of GPU models the speed table does not know (e.g. Alibaba's G2 -> P100).
        std::map<std::string, std::string> rename;
        if (const YAML::Node m = e["gpu_models"]) {
            const std::string mp = YamlReader::join(p, "gpu_models");
            r.requireMap(m, mp);
            for (const auto& kv : m)
                rename[kv.first.Scalar()] =
                    r.text(kv.second, YamlReader::join(mp, kv.first.Scalar()));
        }
        if (!e["format"] || !e["file"])
            r.fail(e, p, "expected `format` and `file`");
        const std::string format = r.text(e["format"], YamlReader::join(p, "format"));
        const TraceFormat* kind = findTraceFormat(format);
        if (!kind || kind->kind != TraceFormat::Kind::Nodes)
            r.fail(e["format"], YamlReader::join(p, "format"),
                   "unknown inventory format '" + format + "' (" + knownFormats() + ")");
        const bool mapped = kind->needs == TraceFormat::Needs::ColumnMapping;
        const std::string file = resolve(baseDir, r.text(e["file"], YamlReader::join(p, "file")));
        const int rackSize =
            e["rack_size"] ? static_cast<int>(r.integer(
                                 e["rack_size"], YamlReader::join(p, "rack_size"), 1, 1'000'000))
                           : 0;
        NodeImport imported;
        if (!mapped)
            for (const char* key : {"columns", "header", "mem_unit"})
                if (e[key])
                    r.fail(e[key], YamlReader::join(p, key),
                           "applies to the generic csv-nodes format only");
        if (mapped) {
            if (!e["columns"])
                r.fail(e, p, "a " + format + " inventory needs `columns:` (field: column)");
            NodeCsvMapping m;
            m.columns =
                readColumns(r, e["columns"], YamlReader::join(p, "columns"), csvNodeFields());
            if (e["header"])
                m.header = r.boolean(e["header"], YamlReader::join(p, "header"));
            if (e["mem_unit"])
                m.memUnitGb = memUnit(r, e["mem_unit"], YamlReader::join(p, "mem_unit"));
            imported = importNodes(NodeSource{format, file, rackSize, &m, nullptr});
        } else if (format == "philly-machines" && (e["cpus_per_gpu"] || e["mem_gb_per_gpu"])) {
            PhillyMachineOptions o;
            o.rackSize = rackSize;
            if (e["cpus_per_gpu"])
                o.cpusPerGpu = r.positive(e["cpus_per_gpu"], YamlReader::join(p, "cpus_per_gpu"));
            if (e["mem_gb_per_gpu"])
                o.memGbPerGpu =
                    r.positive(e["mem_gb_per_gpu"], YamlReader::join(p, "mem_gb_per_gpu"));
            imported = importNodes(NodeSource{format, file, rackSize, nullptr, &o});
        } else {
            if (e["cpus_per_gpu"] || e["mem_gb_per_gpu"])
                r.fail(e, p, "cpus_per_gpu / mem_gb_per_gpu apply to philly-machines only");
            imported = importNodes(format, file, rackSize);
        }
        // Racks of an import are its own: prefix them so two imports do not share racks by name.
        long long renamed = 0;
        for (auto& n : imported.nodes) {
            if (auto it = rename.find(n.gpuModel); it != rename.end() && n.gpus > 0) {
                n.gpuModel = it->second;
                ++renamed;
            }
            n.rack = "import" + std::to_string(i) + "-" + n.rack;
            nodes.push_back(std::move(n));
        }
        for (const auto& [from, to] : rename)
            imported.report.notes.push_back("GPU model " + from + " mapped to " + to);
        if (renamed > 0)
            imported.report.notes.push_back(std::to_string(renamed) +
                                            " nodes had their GPU model mapped");
        reports.push_back(std::move(imported.report));
    }
}

void readTraces(const YamlReader& r, const YAML::Node& list, const std::string& baseDir,
                Scenario& s) {
    int totalGpus = s.cluster.totalGpus();
    for (const auto& ev : s.events)
        if (ev.kind == ClusterEvent::Kind::NodeAdd)
            totalGpus += ev.node.gpus;
    const auto items = entries(list);
    for (std::size_t i = 0; i < items.size(); ++i) {
        const YAML::Node& e = items[i];
        const std::string p = entryPath("workload.trace", list, i);
        r.checkKeys(e, p,
                    {"format", "file", "vc", "user", "window", "gpus", "first", "drop_failed",
                     "arrival_scale", "duration_scale", "rebase", "tasks", "columns", "header",
                     "time_format", "time_unit", "duration_unit", "mem_unit"});
        if (!e["format"] || !e["file"])
            r.fail(e, p, "expected `format` and `file`");
        const std::string format = r.text(e["format"], YamlReader::join(p, "format"));
        const TraceFormat* kind = findTraceFormat(format);
        if (!kind || kind->kind != TraceFormat::Kind::Jobs)
            r.fail(e["format"], YamlReader::join(p, "format"),
                   "unknown job trace format '" + format + "' (" + knownFormats() + ")");
        const bool mapped = kind->needs == TraceFormat::Needs::ColumnMapping;
        const std::string file = resolve(baseDir, r.text(e["file"], YamlReader::join(p, "file")));

        // Read every option before the file, so that a typo is reported without a long import.
        std::set<std::string> vcs, users;
        if (e["vc"])
            for (auto& v : textList(r, e["vc"], YamlReader::join(p, "vc")))
                vcs.insert(v);
        if (e["user"])
            for (auto& v : textList(r, e["user"], YamlReader::join(p, "user")))
                users.insert(v);
        double from = -std::numeric_limits<double>::infinity();
        double to = std::numeric_limits<double>::infinity();
        if (const YAML::Node w = e["window"]) {
            const std::string wp = YamlReader::join(p, "window");
            r.requireSequence(w, wp);
            if (w.size() != 2)
                r.fail(w, wp, "expected [from_s, to_s]");
            from = r.nonNegative(w[0], YamlReader::index(wp, 0));
            to = r.nonNegative(w[1], YamlReader::index(wp, 1));
            if (to < from)
                r.fail(w, wp, "the window ends before it starts");
        }
        long long minGpus = 0, maxGpus = std::numeric_limits<int>::max();
        if (const YAML::Node g = e["gpus"]) {
            const std::string gp = YamlReader::join(p, "gpus");
            r.requireSequence(g, gp);
            if (g.size() != 2)
                r.fail(g, gp, "expected [min, max] GPUs per job");
            minGpus = r.integer(g[0], YamlReader::index(gp, 0), 0, 1'000'000);
            maxGpus = r.integer(g[1], YamlReader::index(gp, 1), 0, 1'000'000);
            if (maxGpus < minGpus)
                r.fail(g, gp, "the largest GPU count is below the smallest");
        }
        const long long first =
            e["first"] ? r.integer(e["first"], YamlReader::join(p, "first"), 1, 100'000'000) : 0;
        const bool dropFailed =
            e["drop_failed"] && r.boolean(e["drop_failed"], YamlReader::join(p, "drop_failed"));
        const double arrivalScale =
            e["arrival_scale"]
                ? r.positive(e["arrival_scale"], YamlReader::join(p, "arrival_scale"))
                : 1.0;
        const double durationScale =
            e["duration_scale"]
                ? r.positive(e["duration_scale"], YamlReader::join(p, "duration_scale"))
                : 1.0;
        const bool rebase = !e["rebase"] || r.boolean(e["rebase"], YamlReader::join(p, "rebase"));

        TraceSource source{format, file, {}, nullptr};
        if (e["tasks"])
            source.tasksFile = resolve(baseDir, r.text(e["tasks"], YamlReader::join(p, "tasks")));
        CsvMapping mapping;
        if (const YAML::Node cols = e["columns"]) {
            mapping.columns = readColumns(r, cols, YamlReader::join(p, "columns"), csvJobFields());
            source.mapping = &mapping;
        }
        if (e["header"])
            mapping.header = r.boolean(e["header"], YamlReader::join(p, "header"));
        if (e["time_format"]) {
            mapping.timeFormat = r.text(e["time_format"], YamlReader::join(p, "time_format"));
            if (mapping.timeFormat != "seconds" && mapping.timeFormat != "epoch" &&
                mapping.timeFormat != "datetime")
                r.fail(e["time_format"], YamlReader::join(p, "time_format"),
                       "expected seconds, epoch or datetime");
        }
        if (e["time_unit"])
            mapping.timeUnitS = timeUnit(r, e["time_unit"], YamlReader::join(p, "time_unit"));
        if (e["duration_unit"])
            mapping.durationUnitS =
                timeUnit(r, e["duration_unit"], YamlReader::join(p, "duration_unit"));
        if (e["mem_unit"])
            mapping.memUnitGb = memUnit(r, e["mem_unit"], YamlReader::join(p, "mem_unit"));
        if (!mapped)
            for (const char* key :
                 {"columns", "header", "time_format", "time_unit", "duration_unit", "mem_unit"})
                if (e[key])
                    r.fail(e[key], YamlReader::join(p, key),
                           "applies to the generic csv and json formats only");
        if (format == "json" && e["header"])
            r.fail(e["header"], YamlReader::join(p, "header"),
                   "a json trace's keys name its fields: `header` applies to csv only");
        if (kind->needs == TraceFormat::Needs::TaskTable && source.tasksFile.empty())
            r.fail(e, p, format + " needs `tasks:` (the task table file)");
        if (kind->needs != TraceFormat::Needs::TaskTable && e["tasks"])
            r.fail(e["tasks"], YamlReader::join(p, "tasks"),
                   "applies to a job table with a task table (pai2020) only");
        if (mapped && !source.mapping)
            r.fail(e, p, "a " + format + " trace needs `columns:` (field: column name)");
        JobImport imported = importJobs(source);
        ImportReport& rep = imported.report;
        imported.lines.resize(imported.jobs.size(), 0);
        std::vector<std::size_t> order(imported.jobs.size());
        std::iota(order.begin(), order.end(), std::size_t{0});
        std::stable_sort(order.begin(), order.end(), [&](std::size_t x, std::size_t y) {
            return imported.jobs[x].submit < imported.jobs[y].submit;
        });
        const std::vector<Node> everAlive = nodesEverAlive(s);
        Placeability placeability(everAlive);
        std::vector<Job> kept;
        std::vector<int> keptLines;
        for (std::size_t k : order) {
            Job& j = imported.jobs[k];
            if (!vcs.empty() && !vcs.count(j.vc)) {
                rep.drop("filtered: VC not selected");
                continue;
            }
            if (!users.empty() && !users.count(j.user)) {
                rep.drop("filtered: user not selected");
                continue;
            }
            if (j.gpus < minGpus || j.gpus > maxGpus) {
                rep.drop("filtered: GPU count outside the range");
                continue;
            }
            if (j.submit < from || j.submit > to) {
                rep.drop("filtered: submitted outside the window");
                continue;
            }
            if (dropFailed && j.failedInTrace) {
                rep.drop("filtered: failed or killed in the trace");
                continue;
            }
            if (j.gpus > totalGpus) {
                rep.drop("needs more GPUs than the scenario's cluster has");
                continue;
            }
            if (!j.gpuSpec.empty() &&
                std::none_of(everAlive.begin(), everAlive.end(), [&](const Node& n) {
                    return n.gpus > 0 && gpuSpecAllows(j.gpuSpec, n.gpuModel);
                })) {
                rep.drop("gpu_spec names no GPU model of the cluster");
                continue;
            }
            if (!placeability.whyNever(j).empty()) {
                rep.drop("needs more GPUs of its gpu_spec than the cluster has");
                continue;
            }
            if (first > 0 && static_cast<long long>(kept.size()) >= first) {
                rep.drop("filtered: beyond the first N jobs");
                continue;
            }
            kept.push_back(std::move(j));
            keptLines.push_back(imported.lines[k]);
        }
        const double origin = rebase && !kept.empty() ? kept.front().submit : 0;
        for (std::size_t k = 0; k < kept.size(); ++k) {
            Job& j = kept[k];
            const auto bad = [&](const char* field, const std::string& message) {
                throw InputError(file, keptLines[k], 0, std::string(field) + " (job " + j.id + ")",
                                 message);
            };
            j.submit = (j.submit - origin) * arrivalScale;
            j.duration *= durationScale;
            if (!(j.submit <= kMaxSubmitS))
                bad("submit", "becomes " + readableNumber(j.submit) +
                                  " s after rebasing and arrival_scale; expected at most 1e10 s");
            if (!(j.duration <= kMaxDurationS))
                bad("duration", "becomes " + readableNumber(j.duration) +
                                    " s with the duration unit and duration_scale; expected at "
                                    "most 1e9 s");
            if (!(j.duration > 0))
                bad("duration", "becomes 0 s with duration_scale; expected a duration > 0");
            if (!j.model.empty() && !s.speed.zoo.count(j.model)) {
                std::string names;
                for (const auto& [name, _] : s.speed.zoo)
                    names += (names.empty() ? "" : ", ") + name;
                bad("model", "unknown model '" + j.model + "'; the zoo has: " + names);
            }
        }
        rep.kept = static_cast<long long>(kept.size());
        if (rebase)
            rep.notes.push_back("submit times shifted so the first kept job arrives at 0");
        if (arrivalScale != 1.0 || durationScale != 1.0)
            rep.notes.push_back("arrival times x" + std::to_string(arrivalScale) + ", durations x" +
                                std::to_string(durationScale));
        for (auto& j : kept)
            s.jobs.push_back(std::move(j));
        s.imports.push_back(std::move(rep));
    }
}

} // namespace maifs
