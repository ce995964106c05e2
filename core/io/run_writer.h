#pragma once

#include "core/metrics/summary.h"
#include "core/record/run_record.h"
#include "core/util/text.h" // formatNumber, which every writer of run files uses

#include <cstdint>
#include <nlohmann/json.hpp>
#include <ostream>
#include <string>
#include <vector>

namespace maifs {

// The run files shared by the CLI and the studio (docs/scenario.md, "Outputs"). Numbers are written
// in their shortest round-trip form, so the same run gives the same bytes on every machine.
void writeJobsCsv(std::ostream& out, const RunRecord& run);
void writeTimeseriesCsv(std::ostream& out, const RunRecord& run);
void writeDecisionsJsonl(std::ostream& out, const RunRecord& run);
void writeSummaryJson(std::ostream& out, const RunRecord& run, const Summary& summary);

// Writes the run files the record holds (run.detail: Full all four, Summary all but
// decisions.jsonl, None summary.json only) and the completion marker into a hidden sibling of dir,
// then moves it into place as a whole: a reader sees the old complete run or the new complete one,
// never a mix. A dir that exists is replaced only when it holds nothing but run files. Throws
// std::runtime_error with the OS's reason on I/O failure (the old run, if any, is left as it was).
void writeRunFiles(const std::string& dir, const RunRecord& run, const Summary& summary);

// The marker a complete run folder holds: each file's name and size.
inline constexpr const char* kRunCompleteFile = "run.complete";
// Throws InputError unless dir is a run folder whose marker is there and whose files have the
// sizes it lists.
void requireCompleteRunFolder(const std::string& dir);

// A time in seconds as written: rounded to the microsecond, below which the engine's sums carry
// only float noise (3278.9999999999995 where 3279 is meant). Times beyond 9e9 s are left as they
// are (a microsecond is then below a double's resolution anyway).
double roundedSeconds(double s);
std::string formatSeconds(double s);

// A CSV field, quoted (RFC 4180) when it holds a comma, quote or line break.
std::string csvField(const std::string& s);

// One row of a comparison's summary.csv: which run, and its summary.
struct SummaryRow {
    std::string scheduler;
    std::uint64_t seed = 0;
    std::string window; // a held-out window ("w1"), or empty for the whole workload
    Summary summary;
};
// The folder name of a run inside a comparison's output: "fifo-seed1", "maifs-seed2-w3",
// "maifs@runs_p.pt-seed1" (path separators in a scheduler's argument become '_').
std::string runFolderName(const SummaryRow& row);
// summary.csv of `maifs compare --out` and of the studio's Export Run Files: header and rows.
void writeSummaryCsv(std::ostream& out, const std::vector<SummaryRow>& rows);

// A summary's figures under the names summary.json uses, and back (throws nlohmann::json's
// exceptions on a missing or mistyped key). Times are written to the microsecond (roundedSeconds),
// every other figure round-trips exactly.
nlohmann::ordered_json summaryJson(const Summary& summary);
Summary summaryFromJson(const nlohmann::json& json);

// The summary columns of compare's summary.csv and sweep.csv: the header (no line end) and a row's
// fields in the same order.
std::string summaryCsvHeader();
std::string summaryCsvFields(const Summary& summary);

} // namespace maifs
