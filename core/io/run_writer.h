#pragma once

#include "core/metrics/summary.h"
#include "core/record/run_record.h"

#include <ostream>
#include <string>

namespace maifs {

// The run files shared by the CLI and the studio (docs/scenario.md, "Outputs"). Numbers are written
// in their shortest round-trip form, so the same run gives the same bytes on every machine.
void writeJobsCsv(std::ostream& out, const RunRecord& run);
void writeTimeseriesCsv(std::ostream& out, const RunRecord& run);
void writeDecisionsJsonl(std::ostream& out, const RunRecord& run);
void writeSummaryJson(std::ostream& out, const RunRecord& run, const Summary& summary);

// Writes the four files into dir (created if missing). Throws std::runtime_error on I/O failure.
void writeRunFiles(const std::string& dir, const RunRecord& run, const Summary& summary);

std::string formatNumber(double v);

} // namespace maifs
