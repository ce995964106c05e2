#include "core/io/trace/trace_formats.h"

#include "core/io/csv_reader.h"

namespace maifs {

namespace {

using K = TraceFormat::Kind;
using N = TraceFormat::Needs;

// Each entry names its fields and leaves the others at their defaults (no header, needs nothing,
// no reader of the other kind); GCC 12 warns about designated initializers that do so.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmissing-field-initializers"
std::vector<TraceFormat> makeTable() {
    std::vector<TraceFormat> t;
    t.push_back({.name = "csv",
                 .kind = K::Jobs,
                 .title = "any CSV job log, its columns mapped to fields",
                 .needs = N::ColumnMapping,
                 .extensions = {"csv", "txt"},
                 .readJobs = [](const TraceSource& s, const std::string& text) {
                     return parseGenericCsv(text, s.file, *s.mapping);
                 }});
    t.push_back({.name = "json",
                 .kind = K::Jobs,
                 .title = "any JSON job log (a list or JSON Lines), its keys mapped",
                 .needs = N::ColumnMapping,
                 .extensions = {"json", "jsonl"},
                 .readJobs = [](const TraceSource& s, const std::string& text) {
                     return parseGenericJson(text, s.file, *s.mapping);
                 }});
    t.push_back({.name = "philly",
                 .kind = K::Jobs,
                 .title = "Pollux's Philly job CSV",
                 .header = {"timestamp", "duration", "num_gpus", "gpu_time", "cluster"},
                 .extensions = {"csv"},
                 .readJobs = [](const TraceSource& s, const std::string& text) {
                     return parsePhillyJobs(text, s.file);
                 }});
    t.push_back({.name = "philly-json",
                 .kind = K::Jobs,
                 .title = "Philly's raw cluster_job_log (JSON)",
                 .extensions = {"json"},
                 .readJobs = [](const TraceSource& s, const std::string& text) {
                     return parsePhillyJson(text, s.file);
                 }});
    t.push_back({.name = "alibaba2023",
                 .kind = K::Jobs,
                 .title = "Alibaba GPU 2023 pod list",
                 .header = {"name", "cpu_milli", "memory_mib", "num_gpu", "gpu_milli", "gpu_spec",
                            "qos", "pod_phase", "creation_time", "deletion_time", "scheduled_time"},
                 .extensions = {"csv"},
                 .readJobs = [](const TraceSource& s, const std::string& text) {
                     return parseAlibabaPods(text, s.file);
                 }});
    t.push_back({.name = "helios",
                 .kind = K::Jobs,
                 .title = "Helios cluster_log",
                 .header = {"job_id", "user", "vc", "jobname", "gpu_num", "cpu_num", "node_num",
                            "state", "submit_time", "start_time", "end_time", "duration", "queue"},
                 .extensions = {"csv"},
                 .readJobs = [](const TraceSource& s, const std::string& text) {
                     return parseHeliosJobs(text, s.file);
                 }});
    t.push_back({.name = "pai2020",
                 .kind = K::Jobs,
                 .title = "Alibaba PAI 2020 job table (needs its task table too)",
                 .needs = N::TaskTable,
                 .header = {"job_name", "inst_id", "user", "status", "start_time", "end_time"},
                 .extensions = {"csv"},
                 .readJobs = [](const TraceSource& s, const std::string& text) {
                     return parsePaiJobs(text, s.file, readWholeFile(s.tasksFile), s.tasksFile);
                 }});
    t.push_back({.name = "csv-nodes",
                 .kind = K::Nodes,
                 .title = "any CSV inventory, one node per row, columns mapped",
                 .needs = N::ColumnMapping,
                 .extensions = {"csv", "txt"},
                 .readNodes = [](const NodeSource& s, const std::string& text) {
                     NodeCsvMapping m = *s.mapping;
                     m.rackSize = s.rackSize;
                     return parseGenericNodeCsv(text, s.file, m);
                 }});
    t.push_back({.name = "philly-machines",
                 .kind = K::Nodes,
                 .title = "Philly machine list",
                 .header = {"machineId", "number of GPUs", "single GPU mem"},
                 .extensions = {"csv"},
                 .readNodes = [](const NodeSource& s, const std::string& text) {
                     PhillyMachineOptions o = s.philly ? *s.philly : PhillyMachineOptions{};
                     o.rackSize = s.rackSize;
                     return parsePhillyMachines(text, s.file, o);
                 }});
    t.push_back({.name = "alibaba2023-nodes",
                 .kind = K::Nodes,
                 .title = "Alibaba GPU 2023 node list",
                 .header = {"sn", "cpu_milli", "memory_mib", "gpu", "model"},
                 .extensions = {"csv"},
                 .readNodes = [](const NodeSource& s, const std::string& text) {
                     return parseAlibabaNodes(text, s.file, s.rackSize);
                 }});
    t.push_back({.name = "pai2020-machines",
                 .kind = K::Nodes,
                 .title = "Alibaba PAI 2020 machine spec (no header)",
                 .extensions = {"csv"},
                 .readNodes = [](const NodeSource& s, const std::string& text) {
                     return parsePaiMachines(text, s.file, s.rackSize);
                 }});
    return t;
}
#pragma GCC diagnostic pop

} // namespace

const std::vector<TraceFormat>& traceFormats() {
    static const std::vector<TraceFormat> table = makeTable();
    return table;
}

const TraceFormat* findTraceFormat(std::string_view name) {
    for (const auto& f : traceFormats())
        if (f.name == name)
            return &f;
    return nullptr;
}

std::vector<const TraceFormat*> traceFormats(TraceFormat::Kind kind) {
    std::vector<const TraceFormat*> out;
    for (const auto& f : traceFormats())
        if (f.kind == kind)
            out.push_back(&f);
    return out;
}

} // namespace maifs
