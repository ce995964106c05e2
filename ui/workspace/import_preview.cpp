#include "ui/workspace/import_preview.h"

#include "core/io/csv_reader.h"
#include "core/io/scenario_reader.h"

namespace maifs::ui {

std::string yamlSection(const std::string& key, const std::string& value) {
    std::string v = value;
    while (!v.empty() && v.back() == '\n')
        v.pop_back();
    // A flow collection on one line stays on the key's line; a block mapping ("import: {...}",
    // even on one line) goes under it.
    const bool flow = !v.empty() && (v.front() == '{' || v.front() == '[');
    if (flow && v.find('\n') == std::string::npos)
        return key + ": " + v + "\n";
    std::string out = key + ":\n  ";
    for (const char c : v) {
        out += c;
        if (c == '\n')
            out += "  ";
    }
    return out + "\n";
}

std::string previewScenarioText(const ImportRequest& r) {
    std::string text = "version: 1\nname: preview\n";
    if (r.nodes) {
        text += "cluster: {import: [" + r.entryYaml + "]}\n";
        text += "workload: {jobs: []}\n";
    } else {
        text += yamlSection("cluster", r.clusterYaml);
        if (!r.eventsYaml.empty())
            text += yamlSection("events", r.eventsYaml);
        text += "workload: {trace: [" + r.entryYaml + "]}\n";
    }
    if (!r.modelsYaml.empty())
        text += yamlSection("models", r.modelsYaml);
    return text;
}

ImportResult previewImport(const ImportRequest& r) {
    ImportResult out;
    try {
        Scenario s = readScenarioText(previewScenarioText(r), r.baseFile);
        out.jobs = std::move(s.jobs);
        out.nodes = s.cluster.nodes();
        if (!s.imports.empty())
            out.report = s.imports.back().text();
        out.warnings = std::move(s.warnings);
        return out;
    } catch (const std::exception& e) {
        out.error = e.what();
    }
    // The import stops at its first bad row; a generic CSV or JSON log is read once more, skipping
    // bad rows, so that the user sees the first few at once.
    if (!r.jobMapping && !r.nodeMapping)
        return out;
    try {
        RowErrors errors;
        const std::string text = readWholeFile(r.file);
        if (r.jobMapping && r.json)
            parseGenericJson(text, r.file, *r.jobMapping, &errors);
        else if (r.jobMapping)
            parseGenericCsv(text, r.file, *r.jobMapping, &errors);
        else
            parseGenericNodeCsv(text, r.file, *r.nodeMapping, &errors);
        out.rowErrors = std::move(errors.messages);
    } catch (const std::exception& e) {
        out.rowErrors = {e.what()};
    }
    return out;
}

} // namespace maifs::ui
