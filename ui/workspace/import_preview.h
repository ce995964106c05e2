#pragma once

#include "core/io/trace/importers.h"
#include "core/model/job.h"
#include "core/model/node.h"

#include <optional>
#include <string>
#include <vector>

namespace maifs::ui {

// What an import would give, computed exactly as the scenario reader will read the saved entry:
// the entry is read inside a scenario made of the target's cluster (for a trace) or alone (for an
// inventory). Plain C++ so that it can run on a worker thread.
struct ImportRequest {
    bool nodes = false;
    std::string entryYaml;   // `{format: ..., file: ..., ...}` as the scenario will hold it
    std::string baseFile;    // the file the target document lives at (relative paths)
    std::string clusterYaml; // for a trace: the target's cluster section (flow YAML)
    std::string modelsYaml;  // the target's models section, or empty
    std::string eventsYaml;  // the target's events, or empty
    std::optional<CsvMapping> jobMapping;      // a generic CSV: to list the first row errors
    bool json = false;                         // the jobs are a generic JSON log, not a CSV
    std::optional<NodeCsvMapping> nodeMapping; // likewise for an inventory
    std::string file;                          // the file itself (absolute), for the row-error pass
};

struct ImportResult {
    std::string error;                  // "file:line:col: field: ..." when the entry does not read
    std::vector<std::string> rowErrors; // up to five located row errors (generic CSV only)
    std::vector<Job> jobs;              // as the scenario would hold them (rebased, filtered)
    std::vector<Node> nodes;
    std::string report;                // the importer's report (kept, dropped and why, notes)
    std::vector<std::string> warnings; // what the reader accepted but a careful user should hear
};

// `key: value` as a line of a YAML mapping, whether the value is flow text or block text (as
// ScenarioDocument::value gives a section written in block style): block text is indented under
// the key.
std::string yamlSection(const std::string& key, const std::string& value);

// The scenario text a request is read as (also what tests compare against).
std::string previewScenarioText(const ImportRequest& request);
ImportResult previewImport(const ImportRequest& request);

} // namespace maifs::ui
