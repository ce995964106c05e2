#pragma once

#include "core/model/import_report.h"

#include <map>
#include <string>
#include <vector>

namespace maifs {

// Each importer reads one real format (docs/traces.md), from text already in memory (`file` names
// it in errors) or from a path. All or nothing: a malformed row throws InputError with the file,
// line, column and field; rows outside the model (CPU-only pods, never-scheduled pods, zero
// durations) are dropped and counted in the report.

// Philly jobs, the 5-column CSV derived by the Pollux authors: timestamp, duration, num_gpus,
// gpu_time, cluster. Submit times are made relative to the earliest timestamp.
JobImport parsePhillyJobs(const std::string& text, const std::string& file);

struct PhillyMachineOptions {
    // Philly publishes GPU count and memory only: GPU model by per-GPU memory, and CPU / memory per
    // GPU are assumptions the scenario states (docs/traces.md).
    std::map<std::string, std::string> gpuModelByMemory{{"12GB", "K80"}, {"24GB", "P40"}};
    double cpusPerGpu = 3;
    double memGbPerGpu = 62.5;
    int rackSize = 0; // 0: one rack
};
NodeImport parsePhillyMachines(const std::string& text, const std::string& file,
                               const PhillyMachineOptions& options = {});

// Alibaba GPU cluster 2023 (openb_pod_list_*.csv). CPU-only pods and pods never scheduled are
// dropped; duration = deletion_time - scheduled_time; qos becomes the job's VC.
JobImport parseAlibabaPods(const std::string& text, const std::string& file);
// Alibaba GPU cluster 2023 node inventory (openb_node_list_*.csv); an empty model = CPU-only node.
NodeImport parseAlibabaNodes(const std::string& text, const std::string& file, int rackSize = 0);

// Alibaba PAI 2020 machine spec (no header): machine, gpu_type, cap_cpu, cap_mem (GB), cap_gpu.
NodeImport parsePaiMachines(const std::string& text, const std::string& file, int rackSize = 0);

// The formats by name, for scenarios and `maifs import --format` (the table: trace_formats.h).
bool isJobFormat(const std::string& format);
bool isNodeFormat(const std::string& format);
JobImport importJobs(const std::string& format, const std::string& path);
struct CsvMapping;
struct TraceSource {
    std::string format;
    std::string file;
    std::string tasksFile;               // pai2020: the task table
    const CsvMapping* mapping = nullptr; // csv: the column mapping
};
JobImport importJobs(const TraceSource& source);
struct NodeCsvMapping;
struct NodeSource {
    std::string format;
    std::string file;
    int rackSize = 0;                             // consecutive nodes to a rack (0: one rack)
    const NodeCsvMapping* mapping = nullptr;      // csv-nodes: the column mapping
    const PhillyMachineOptions* philly = nullptr; // philly-machines: other than the defaults
};
NodeImport importNodes(const NodeSource& source);
NodeImport importNodes(const std::string& format, const std::string& path, int rackSize = 0);
// Every format by name and kind, what each needs: for help texts and errors (trace_formats.h).
std::string knownFormats();

} // namespace maifs

namespace maifs {

// Alibaba PAI 2020: the job table joined with the task table (README.upstream.md): per job, GPUs =
// sum of inst_num x plan_gpu / 100 (below 1: a GPU share; above: rounded up to whole GPUs),
// CPUs = sum of inst_num x plan_cpu / 100, memory = sum of inst_num x plan_mem (GB); submit = the
// job's start_time, duration = last task end - first task start. Headers are optional.
JobImport parsePaiJobs(const std::string& jobText, const std::string& jobFile,
                       const std::string& taskText, const std::string& taskFile);

// Helios (SenseTime, SC'21) cluster_log.csv. Times as "YYYY-MM-DD HH:MM:SS" or seconds.
JobImport parseHeliosJobs(const std::string& text, const std::string& file);

// Philly's raw cluster_job_log (JSON): the last attempt's GPUs and runtime.
JobImport parsePhillyJson(const std::string& text, const std::string& file);

// Any CSV trace, described by a column mapping (docs/traces.md): no code for a new trace.
struct CsvMapping {
    // field -> column: its name in the header row, or with `header = false` its 1-based number.
    // Fields: id, submit, duration (or end, with start or else submit), start, end, gpus,
    // gpu_milli, cpus, mem_gb, user, vc, model, status.
    std::map<std::string, std::string> columns;
    bool header = true;
    std::string timeFormat = "seconds"; // seconds (relative) | epoch (Unix seconds) | datetime
    double timeUnitS = 1;               // seconds per unit of submit / start / end numbers
    double durationUnitS = 1;           // seconds per duration unit
    double memUnitGb = 1;               // GB per memory unit
};
// The fields a job mapping may name, in the order a form shows them.
const std::vector<std::string>& csvJobFields();
// Whether a trace's status text says the job failed (FAILED, Killed, CANCELLED, TIMEOUT, ...).
bool isFailedStatus(const std::string& status);

// Row errors a preview collects instead of stopping at the first (the import itself stops).
struct RowErrors {
    std::size_t limit = 5;
    std::vector<std::string> messages; // "file:line:col: field: what was expected"
};
// With `errors`, a malformed row is skipped and described there (until the limit, then reading
// stops); without, the first one throws InputError as every importer does.
JobImport parseGenericCsv(const std::string& text, const std::string& file,
                          const CsvMapping& mapping, RowErrors* errors = nullptr);
// Any JSON job log (format `json`): a list of objects or JSON Lines, one job per object; the
// mapping's columns name keys (`header` does not apply).
JobImport parseGenericJson(const std::string& text, const std::string& file,
                           const CsvMapping& mapping, RowErrors* errors = nullptr);
// The complete jobs at the start of a JSON head (a file's first bytes) as a table: the keys in
// first-seen order, then up to `rows` rows of values as the mapping reads them.
std::vector<std::vector<std::string>> jsonHeadTable(const std::string& head,
                                                    const std::string& file, std::size_t rows);

// Any CSV inventory, one node per row (docs/traces.md, format `csv-nodes`).
struct NodeCsvMapping {
    // field -> column (name, or 1-based number without a header): id, gpus, gpu_model, cpus,
    // mem_gb, rack. cpus and mem_gb are required; gpu_model when a row has GPUs.
    std::map<std::string, std::string> columns;
    bool header = true;
    double memUnitGb = 1;
    int rackSize = 0; // without a rack column: consecutive rows to a rack (0: one rack)
};
const std::vector<std::string>& csvNodeFields();
NodeImport parseGenericNodeCsv(const std::string& text, const std::string& file,
                               const NodeCsvMapping& mapping, RowErrors* errors = nullptr);

} // namespace maifs
