#pragma once

#include "core/io/trace/format_sniffer.h"
#include "core/io/trace/importers.h"

#include <string>
#include <string_view>
#include <vector>

namespace maifs {

// Every trace format the importers read, in one table (docs/extending.md, "A trace format"): the
// name scenarios and `maifs import --format` use, what it holds, what else it needs, how it is
// recognised and how it is read. The CLI's help and checks, the scenario reader, the format
// sniffer and the studio's import wizard all ask this table: a new format is a parser and an entry.
struct TraceFormat {
    enum class Kind { Jobs, Nodes };
    enum class Needs {
        Nothing,
        ColumnMapping, // a generic layout: which column holds each field (`columns:`)
        TaskTable,     // a second file (PAI 2020's task table: `tasks:` / --tasks)
    };
    std::string name; // as scenarios and the CLI write it
    Kind kind = Kind::Jobs;
    std::string title; // what it is, for people: "Pollux's Philly job CSV"
    Needs needs = Needs::Nothing;
    // The header row that identifies the format's files (sniffFormat); empty: a rule in
    // format_sniffer.cpp recognises it (JSON, no header), or nothing does (the generic layouts).
    std::vector<std::string> header;
    std::vector<std::string> extensions; // without the dot, for file dialogs
    // Reads a whole file's text; the one of its kind is set. The source names the file (for
    // errors) and carries what the format needs (a mapping, a task table, node options).
    JobImport (*readJobs)(const TraceSource& source, const std::string& text) = nullptr;
    NodeImport (*readNodes)(const NodeSource& source, const std::string& text) = nullptr;
};

// In the order the import wizard offers them: the generic layouts first, then the real traces.
const std::vector<TraceFormat>& traceFormats();
// nullptr for a name no entry has.
const TraceFormat* findTraceFormat(std::string_view name);
// The entries of one kind.
std::vector<const TraceFormat*> traceFormats(TraceFormat::Kind kind);

} // namespace maifs
