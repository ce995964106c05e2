#include "core/io/scenario_reader.h"

#include "core/io/csv_reader.h"
#include "core/io/scenario_imports.h"
#include "core/io/speed_params_yaml.h"
#include "core/io/trace/importers.h"
#include "core/io/trace/trace_formats.h"
#include "core/io/yaml_reader.h"
#include "core/model/placeability.h"
#include "core/util/sha256.h"
#include "core/util/text.h"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

namespace maifs {

namespace {

constexpr long long kMaxCount = 1'000'000;

Node readNode(const YamlReader& r, const YAML::Node& n, const std::string& p) {
    r.checkKeys(n, p, {"id", "rack", "gpu_model", "gpus", "cpus", "mem_gb", "interconnect"});
    Node node;
    if (!n["id"])
        r.fail(n, YamlReader::join(p, "id"), "missing: every node needs an id");
    node.id = r.text(n["id"], YamlReader::join(p, "id"));
    node.rack = n["rack"] ? r.text(n["rack"], YamlReader::join(p, "rack")) : "r0";
    node.gpus = n["gpus"]
                    ? static_cast<int>(r.integer(n["gpus"], YamlReader::join(p, "gpus"), 0, 1024))
                    : 0;
    node.gpuModel = n["gpu_model"] ? r.text(n["gpu_model"], YamlReader::join(p, "gpu_model")) : "";
    if (node.gpus > 0 && node.gpuModel.empty())
        r.fail(n, YamlReader::join(p, "gpu_model"), "missing: a node with GPUs needs a gpu_model");
    if (!n["cpus"])
        r.fail(n, YamlReader::join(p, "cpus"), "missing: every node needs cpus");
    node.cpus = r.positive(n["cpus"], YamlReader::join(p, "cpus"));
    if (!n["mem_gb"])
        r.fail(n, YamlReader::join(p, "mem_gb"), "missing: every node needs mem_gb");
    node.memGb = r.positive(n["mem_gb"], YamlReader::join(p, "mem_gb"));
    if (n["interconnect"]) {
        const std::string ic = r.text(n["interconnect"], YamlReader::join(p, "interconnect"));
        if (ic == "nvlink")
            node.interconnect = Interconnect::NvLink;
        else if (ic == "pcie")
            node.interconnect = Interconnect::Pcie;
        else
            r.fail(n["interconnect"], YamlReader::join(p, "interconnect"),
                   "expected nvlink or pcie, got '" + ic + "'");
    }
    return node;
}

void readCluster(const YamlReader& r, const YAML::Node& c, const std::string& baseDir,
                 Scenario& s) {
    r.checkKeys(c, "cluster", {"nodes", "generate", "import"});
    std::vector<Node> nodes;
    std::vector<YAML::Node> where; // for duplicate-id errors
    if (const YAML::Node imports = c["import"]) {
        readClusterImports(r, imports, baseDir, nodes, s.imports);
        where.assign(nodes.size(), imports);
    }
    if (const YAML::Node list = c["nodes"]) {
        r.requireSequence(list, "cluster.nodes");
        for (std::size_t i = 0; i < list.size(); ++i) {
            nodes.push_back(readNode(r, list[i], YamlReader::index("cluster.nodes", i)));
            where.push_back(list[i]);
        }
    }
    if (const YAML::Node gens = c["generate"]) {
        r.requireSequence(gens, "cluster.generate");
        std::set<std::string> racks;
        for (const auto& n : nodes)
            racks.insert(n.rack);
        int rackCounter = static_cast<int>(racks.size());
        for (std::size_t i = 0; i < gens.size(); ++i) {
            const std::string p = YamlReader::index("cluster.generate", i);
            const YAML::Node g = gens[i];
            r.checkKeys(g, p,
                        {"count", "rack_size", "gpu_model", "gpus", "cpus", "mem_gb",
                         "interconnect", "prefix"});
            if (!g["count"])
                r.fail(g, YamlReader::join(p, "count"), "missing: how many nodes to generate");
            const auto count = r.integer(g["count"], YamlReader::join(p, "count"), 1, kMaxCount);
            const auto rackSize =
                g["rack_size"]
                    ? r.integer(g["rack_size"], YamlReader::join(p, "rack_size"), 1, kMaxCount)
                    : count;
            const std::string prefix =
                g["prefix"] ? r.text(g["prefix"], YamlReader::join(p, "prefix")) : "n";
            // The template is read as a node so that its fields get the same checks.
            YAML::Node tmpl = YAML::Clone(g);
            tmpl.remove("count");
            tmpl.remove("rack_size");
            tmpl.remove("prefix");
            tmpl["id"] = "template";
            const Node base = readNode(r, tmpl, p);
            for (long long k = 0; k < count; ++k) {
                Node node = base;
                node.id = prefix + std::to_string(nodes.size());
                node.rack = "r" + std::to_string(rackCounter + k / rackSize);
                nodes.push_back(std::move(node));
                where.push_back(g);
            }
            rackCounter += static_cast<int>((count + rackSize - 1) / rackSize);
        }
    }
    std::set<std::string> ids;
    for (std::size_t i = 0; i < nodes.size(); ++i)
        if (!ids.insert(nodes[i].id).second)
            r.fail(where[i], "cluster", "duplicate node id '" + nodes[i].id + "'");
    if (nodes.empty())
        r.fail(c, "cluster", "expected at least one node");
    s.cluster = Cluster(std::move(nodes));
}

Job readJob(const YamlReader& r, const YAML::Node& n, const std::string& p) {
    r.checkKeys(n, p,
                {"id", "submit", "user", "vc", "gpus", "gpu_milli", "cpus", "mem_gb", "model",
                 "duration", "gpu_spec"});
    Job j;
    if (!n["id"])
        r.fail(n, YamlReader::join(p, "id"), "missing: every job needs an id");
    j.id = r.text(n["id"], YamlReader::join(p, "id"));
    j.submit = n["submit"] ? r.nonNegative(n["submit"], YamlReader::join(p, "submit")) : 0;
    if (j.submit > kMaxSubmitS)
        r.fail(n["submit"], YamlReader::join(p, "submit"),
               "expected a submit time of at most 1e10 s, got " + n["submit"].Scalar());
    j.user = n["user"] ? r.text(n["user"], YamlReader::join(p, "user")) : "";
    j.vc = n["vc"] ? r.text(n["vc"], YamlReader::join(p, "vc")) : "";
    j.gpus = n["gpus"]
                 ? static_cast<int>(r.integer(n["gpus"], YamlReader::join(p, "gpus"), 1, 1'000'000))
                 : 1;
    if (n["gpu_milli"]) {
        j.gpuMilli =
            static_cast<int>(r.integer(n["gpu_milli"], YamlReader::join(p, "gpu_milli"), 1, 1000));
        if (j.gpuMilli < 1000 && j.gpus != 1)
            r.fail(n["gpu_milli"], YamlReader::join(p, "gpu_milli"),
                   "a GPU share below 1000 milli is for single-GPU jobs only (gpus: 1)");
    }
    j.cpus = n["cpus"] ? r.nonNegative(n["cpus"], YamlReader::join(p, "cpus")) : 0;
    j.memGb = n["mem_gb"] ? r.nonNegative(n["mem_gb"], YamlReader::join(p, "mem_gb")) : 0;
    j.model = n["model"] ? r.text(n["model"], YamlReader::join(p, "model")) : "";
    if (!n["duration"])
        r.fail(n, YamlReader::join(p, "duration"), "missing: every job needs a duration (s)");
    j.duration = r.positive(n["duration"], YamlReader::join(p, "duration"));
    if (j.duration > kMaxDurationS)
        r.fail(n["duration"], YamlReader::join(p, "duration"),
               "expected a duration of at most 1e9 s (about 32 years), got " +
                   n["duration"].Scalar());
    j.gpuSpec = n["gpu_spec"] ? r.text(n["gpu_spec"], YamlReader::join(p, "gpu_spec")) : "";
    return j;
}

void readEngine(const YamlReader& r, const YAML::Node& e, EngineOptions& o) {
    r.checkKeys(e, "engine",
                {"round_s", "restart_cost_s", "interference", "placement_penalty", "explain_top_k",
                 "max_time_s", "max_events", "preemption_points"});
    if (e["preemption_points"]) {
        const std::string v = r.text(e["preemption_points"], "engine.preemption_points");
        if (v != "events" && v != "rounds")
            r.fail(e["preemption_points"], "engine.preemption_points",
                   "expected events (any decision) or rounds (round boundaries only), got '" + v +
                       "'");
        o.preemptAtRoundsOnly = v == "rounds";
    }
    if (e["round_s"]) {
        o.roundS = r.positive(e["round_s"], "engine.round_s");
        if (o.roundS < 0.001 || o.roundS > 1e7)
            r.fail(e["round_s"], "engine.round_s",
                   "expected a round of 0.001 to 1e7 s, got " + e["round_s"].Scalar());
    }
    if (e["max_time_s"])
        o.maxTimeS = r.positive(e["max_time_s"], "engine.max_time_s");
    if (e["max_events"])
        o.maxEvents = r.integer(e["max_events"], "engine.max_events", 1, 1'000'000'000'000LL);
    if (e["restart_cost_s"])
        o.restartCostS = r.nonNegative(e["restart_cost_s"], "engine.restart_cost_s");
    if (e["interference"])
        o.interference = r.boolean(e["interference"], "engine.interference");
    if (e["placement_penalty"])
        o.placementPenalty = r.boolean(e["placement_penalty"], "engine.placement_penalty");
    if (e["explain_top_k"])
        o.explainTopK =
            static_cast<int>(r.integer(e["explain_top_k"], "engine.explain_top_k", 0, 1000));
}

void readEvents(const YamlReader& r, const YAML::Node& list, Scenario& s) {
    r.requireSequence(list, "events");
    for (std::size_t i = 0; i < list.size(); ++i) {
        const std::string p = YamlReader::index("events", i);
        const YAML::Node e = list[i];
        r.checkKeys(e, p, {"at", "fail", "add"});
        ClusterEvent ev;
        if (!e["at"])
            r.fail(e, YamlReader::join(p, "at"), "missing: when the event happens (s)");
        ev.at = r.nonNegative(e["at"], YamlReader::join(p, "at"));
        if (ev.at > kMaxSubmitS)
            r.fail(e["at"], YamlReader::join(p, "at"),
                   "expected a time of at most 1e10 s, got " + e["at"].Scalar());
        if (e["fail"] && !e["add"]) {
            ev.kind = ClusterEvent::Kind::NodeFail;
            ev.nodeId = r.text(e["fail"], YamlReader::join(p, "fail"));
            if (!s.cluster.indexOf(ev.nodeId)) {
                const bool addedEarlier =
                    std::any_of(s.events.begin(), s.events.end(), [&](const ClusterEvent& x) {
                        return x.kind == ClusterEvent::Kind::NodeAdd && x.node.id == ev.nodeId;
                    });
                if (!addedEarlier)
                    r.fail(e["fail"], YamlReader::join(p, "fail"),
                           "no node has id '" + ev.nodeId + "'");
            }
        } else if (e["add"] && !e["fail"]) {
            ev.kind = ClusterEvent::Kind::NodeAdd;
            ev.node = readNode(r, e["add"], YamlReader::join(p, "add"));
            const bool addedEarlier =
                std::any_of(s.events.begin(), s.events.end(), [&](const ClusterEvent& x) {
                    return x.kind == ClusterEvent::Kind::NodeAdd && x.node.id == ev.node.id;
                });
            if (s.cluster.indexOf(ev.node.id) || addedEarlier)
                r.fail(e["add"]["id"], YamlReader::join(p, "add.id"),
                       "node id '" + ev.node.id + "' exists already" +
                           (addedEarlier ? " (added by an earlier event)" : ""));
        } else {
            r.fail(e, p, "expected exactly one of `fail: NODE_ID` or `add: {node}`");
        }
        s.events.push_back(std::move(ev));
    }
}

void validateJobs(const YamlReader& r, const YAML::Node& list, Scenario& s) {
    std::set<std::string> ids;
    Placeability placeability(nodesEverAlive(s));
    int totalGpus = s.cluster.totalGpus();
    for (const auto& ev : s.events)
        if (ev.kind == ClusterEvent::Kind::NodeAdd)
            totalGpus += ev.node.gpus;
    for (std::size_t i = 0; i < s.jobs.size(); ++i) {
        const Job& j = s.jobs[i];
        const std::string p = YamlReader::index("workload.jobs", i);
        if (!ids.insert(j.id).second)
            r.fail(list[i]["id"], YamlReader::join(p, "id"), "duplicate job id '" + j.id + "'");
        if (j.gpus > totalGpus)
            r.fail(list[i]["gpus"], YamlReader::join(p, "gpus"),
                   "job needs " + std::to_string(j.gpus) + " GPUs but the cluster has only " +
                       std::to_string(totalGpus));
        if (const std::string why = placeability.whyNever(j); !why.empty()) {
            const YAML::Mark m = list[i].Mark();
            s.warnings.push_back(InputError(r.file(), m.line + 1, m.column + 1, p,
                                            "no node could ever hold this job: " + why)
                                     .what());
        }
        if (!j.model.empty() && !s.speed.zoo.count(j.model)) {
            std::string names;
            for (const auto& [name, _] : s.speed.zoo)
                names += (names.empty() ? "" : ", ") + name;
            r.fail(list[i]["model"], YamlReader::join(p, "model"),
                   "unknown model '" + j.model + "'; the zoo has: " + names);
        }
    }
}

void readSynthetic(const YamlReader& r, const YAML::Node& list, const std::string& baseDir,
                   Scenario& s) {
    const bool many = list.IsSequence();
    const std::size_t count = many ? list.size() : 1;
    for (std::size_t i = 0; i < count; ++i) {
        const YAML::Node e = many ? list[i] : list;
        const std::string p =
            many ? YamlReader::index("workload.synthetic", i) : "workload.synthetic";
        r.checkKeys(e, p,
                    {"jobs", "jobs_per_hour", "durations_min", "gpus", "id_prefix", "arrivals_from",
                     "durations_from"});
        SyntheticWorkload w;
        if (!e["jobs"] || (!e["jobs_per_hour"] && !e["arrivals_from"]))
            r.fail(
                e, p,
                "expected `jobs` (how many) and `jobs_per_hour` (the arrival rate; optional with "
                "`arrivals_from`)");
        w.jobs = static_cast<int>(r.integer(e["jobs"], YamlReader::join(p, "jobs"), 1, 10'000'000));
        w.jobsPerHour = e["jobs_per_hour"]
                            ? r.positive(e["jobs_per_hour"], YamlReader::join(p, "jobs_per_hour"))
                            : 0;
        if (const YAML::Node d = e["durations_min"]) {
            const std::string dp = YamlReader::join(p, "durations_min");
            r.requireSequence(d, dp);
            w.durations.clear();
            for (std::size_t k = 0; k < d.size(); ++k) {
                const std::string kp = YamlReader::index(dp, k);
                r.requireSequence(d[k], kp);
                if (d[k].size() != 3)
                    r.fail(d[k], kp, "expected [weight, min_minutes, max_minutes]");
                SyntheticWorkload::DurationRange range{
                    r.positive(d[k][0], YamlReader::index(kp, 0)),
                    r.positive(d[k][1], YamlReader::index(kp, 1)),
                    r.positive(d[k][2], YamlReader::index(kp, 2))};
                if (range.maxMinutes < range.minMinutes)
                    r.fail(d[k], kp, "the range ends below its start");
                if (range.maxMinutes * 60 > kMaxDurationS)
                    r.fail(d[k], kp, "expected durations of at most 1e9 s (16666666 minutes)");
                w.durations.push_back(range);
            }
            if (w.durations.empty())
                r.fail(d, dp, "expected at least one range");
        }
        if (const YAML::Node g = e["gpus"]) {
            const std::string gp = YamlReader::join(p, "gpus");
            r.requireMap(g, gp);
            w.gpuMix.clear();
            int totalGpus = s.cluster.totalGpus();
            for (const auto& kv : g) {
                const std::string key = YamlReader::join(gp, kv.first.Scalar());
                const int gpus = static_cast<int>(r.integer(kv.first, key, 1, 1'000'000));
                if (gpus > totalGpus)
                    r.fail(kv.first, key,
                           "more GPUs than the cluster has (" + std::to_string(totalGpus) + ")");
                w.gpuMix.emplace_back(gpus, r.positive(kv.second, key));
            }
        }
        // Empirical shapes from a real trace: {format: philly, file: ...}
        const auto fromTrace = [&](const char* key) {
            const std::string kp = YamlReader::join(p, key);
            const YAML::Node t = e[key];
            r.checkKeys(t, kp, {"format", "file"});
            if (!t["format"] || !t["file"])
                r.fail(t, kp, "expected `format` and `file`");
            const std::string format = r.text(t["format"], YamlReader::join(kp, "format"));
            const TraceFormat* known = findTraceFormat(format);
            if (!known || known->kind != TraceFormat::Kind::Jobs ||
                known->needs != TraceFormat::Needs::Nothing) {
                std::string singleFile;
                for (const TraceFormat* f : traceFormats(TraceFormat::Kind::Jobs))
                    if (f->needs == TraceFormat::Needs::Nothing)
                        singleFile += (singleFile.empty() ? "" : ", ") + f->name;
                r.fail(t["format"], YamlReader::join(kp, "format"),
                       "expected a single-file job trace format (" + singleFile + ")");
            }
            const std::filesystem::path f(r.text(t["file"], YamlReader::join(kp, "file")));
            const std::string file =
                (f.is_absolute() || baseDir.empty() ? f : std::filesystem::path(baseDir) / f)
                    .lexically_normal()
                    .string();
            JobImport imp = importJobs(format, file);
            if (imp.jobs.size() < 2)
                r.fail(t, kp, "the trace has fewer than 2 usable jobs");
            return imp.jobs;
        };
        if (e["arrivals_from"]) {
            auto jobs = fromTrace("arrivals_from");
            std::vector<double> submits;
            for (const auto& j : jobs)
                submits.push_back(j.submit);
            std::sort(submits.begin(), submits.end());
            for (std::size_t k = 1; k < submits.size(); ++k)
                w.arrivalGapsS.push_back(submits[k] - submits[k - 1]);
        }
        if (e["durations_from"])
            for (const auto& j : fromTrace("durations_from"))
                w.durationsS.push_back(j.duration);
        // Exponential gaps: the last arrival lands near jobs / rate; a rate so low that it passes
        // the submit-time bound would only give a run of idle years.
        if (w.jobsPerHour > 0 && w.jobs / w.jobsPerHour * 3600.0 > kMaxSubmitS / 10)
            r.fail(e["jobs_per_hour"], YamlReader::join(p, "jobs_per_hour"),
                   "arrivals would span beyond 1e9 s; expected a higher rate or fewer jobs");
        if (e["id_prefix"])
            w.idPrefix = r.text(e["id_prefix"], YamlReader::join(p, "id_prefix"));
        else if (count > 1)
            w.idPrefix = "s" + std::to_string(i) + "-";
        s.synthetic.push_back(std::move(w));
    }
}

} // namespace

Scenario readScenarioText(const std::string& text, const std::string& fileLabel) {
    const YamlReader r(fileLabel);
    const YAML::Node root = r.parse(text);
    if (!root.IsDefined() || root.IsNull())
        throw InputError(fileLabel, 1, 1, "",
                         "empty scenario: expected a mapping with version, cluster and workload");
    r.checkKeys(root, "",
                {"version", "name", "seed", "cluster", "workload", "engine", "models", "schedulers",
                 "events", "metrics"});
    Scenario s;
    s.sourceFile = fileLabel;
    s.sha256 = sha256Hex(text);
    if (!root["version"])
        r.fail(root, "version", "missing: the format version (1)");
    s.version = static_cast<int>(r.integer(root["version"], "version", 1, 1));
    s.name = root["name"] ? r.text(root["name"], "name")
                          : std::filesystem::path(fileLabel).stem().string();
    if (root["seed"])
        s.seed = static_cast<std::uint64_t>(r.integer(root["seed"], "seed", 0, (1LL << 53)));
    s.speed = builtinSpeedParams();
    readSpeedOverrides(r, root["models"], "models", s.speed);
    if (root["engine"])
        readEngine(r, root["engine"], s.engine);
    if (!root["cluster"])
        r.fail(root, "cluster", "missing: the cluster's nodes");
    const std::string baseDir = std::filesystem::path(fileLabel).parent_path().string();
    readCluster(r, root["cluster"], baseDir, s);
    for (int i = 0; i < s.cluster.size(); ++i) {
        const Node& n = s.cluster.node(i);
        if (n.gpus > 0 && !s.speed.gpuSpeed.count(n.gpuModel))
            r.fail(root["cluster"], "cluster",
                   "node '" + n.id + "': GPU model '" + n.gpuModel +
                       "' is not in the GPU speed table (add it under models.gpu_speed)");
    }
    if (root["events"])
        readEvents(r, root["events"], s);

    if (!root["workload"])
        r.fail(root, "workload", "missing: the jobs to run");
    const YAML::Node w = root["workload"];
    r.checkKeys(w, "workload", {"jobs", "trace", "synthetic"});
    if (!w["jobs"] && !w["trace"] && !w["synthetic"])
        r.fail(w, "workload", "missing: `jobs` (a list), `trace` (real traces) or `synthetic`");
    if (const YAML::Node syn = w["synthetic"])
        readSynthetic(r, syn, baseDir, s);
    if (const YAML::Node jobs = w["jobs"]) {
        r.requireSequence(jobs, "workload.jobs");
        for (std::size_t i = 0; i < jobs.size(); ++i)
            s.jobs.push_back(readJob(r, jobs[i], YamlReader::index("workload.jobs", i)));
        validateJobs(r, jobs, s);
    }
    if (const YAML::Node traces = w["trace"]) {
        const std::size_t inlineJobs = s.jobs.size();
        readTraces(r, traces, baseDir, s);
        std::set<std::string> ids;
        for (const auto& j : s.jobs)
            if (!ids.insert(j.id).second)
                r.fail(traces, "workload.trace",
                       "job id '" + j.id +
                           "' appears twice (inline jobs: " + std::to_string(inlineJobs) + ")");
    }
    std::stable_sort(s.jobs.begin(), s.jobs.end(), [](const Job& a, const Job& b) {
        if (a.submit != b.submit)
            return a.submit < b.submit;
        return naturalLess(a.id, b.id);
    });

    if (const YAML::Node sch = root["schedulers"]) {
        r.requireSequence(sch, "schedulers");
        for (std::size_t i = 0; i < sch.size(); ++i)
            s.schedulers.push_back(r.text(sch[i], YamlReader::index("schedulers", i)));
    }
    if (const YAML::Node m = root["metrics"]) {
        r.checkKeys(m, "metrics", {"window"});
        if (const YAML::Node win = m["window"]) {
            r.requireSequence(win, "metrics.window");
            if (win.size() != 2)
                r.fail(win, "metrics.window", "expected [from_s, to_s]");
            s.window.from = r.nonNegative(win[0], "metrics.window[0]");
            s.window.to = r.nonNegative(win[1], "metrics.window[1]");
            if (s.window.to < s.window.from)
                r.fail(win, "metrics.window", "the window ends before it starts");
        }
    }
    return s;
}

Scenario readScenarioFile(const std::string& path) {
    return readScenarioText(readWholeFile(path), path);
}

} // namespace maifs
