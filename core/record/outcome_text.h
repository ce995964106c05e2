#pragma once

#include "core/record/run_record.h"

#include <span>
#include <string>

namespace maifs {

// The English words of a scheduler's outcome codes: what decisions.jsonl writes, and what a
// terminal or a log shows. The studio words the same codes through its translations.

// The clauses joined as one sentence ("tenant (none), dominant share 0.25: started on n0+n1:
// 2 GPUs, 6 CPUs, 125 GB; preempts j3"). `d` gives a shortfall's filter counts.
std::string describeOutcome(std::span<const OutcomeClause> clauses, const JobDecision& d,
                            const RunRecord& run);
// The verdict as one line: the order key (if any), then the outcome ("arrival 493: started on n0:
// 1 GPU, 3 CPUs, 62.5 GB").
std::string verdictText(const JobDecision& d, const RunRecord& run);
// Why the waiting jobs a decision did not itemise waited ("outside the window: ...").
std::string describeNotListed(const OutcomeClause& reason);

} // namespace maifs
