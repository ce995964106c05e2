#pragma once

#include "core/record/run_cursor.h"

#include <optional>
#include <string>
#include <vector>

namespace maifs {

// A condition the replay stops at: an event on a job or a node, or a state of the cluster.
struct Breakpoint {
    enum class Kind {
        JobStarts,          // argument: a job id
        JobFinishes,        // a job id
        NodeChanges,        // a node id: a job starts, stops or resizes there, or it fails / joins
        QueueLongerThan,    // a number of waiting jobs
        GpuAllocationBelow, // a percentage of the GPUs
        NodeFailsOrJoins,   // any node; no argument
        EventOfKind,        // an event kind: arrival, start, finish, preempt, resize, node-fail,
                            // node-add, rejected
        TimeReached,        // a time in hours
    };
    Kind kind = Kind::JobStarts;
    std::string argument;
    bool enabled = true;
    bool operator==(const Breakpoint&) const = default;
};

// "job j20 starts", "queue longer than 50", ...
std::string describeBreakpoint(const Breakpoint& b);

// Why the breakpoint cannot apply to this run (an unknown job or node, a missing or malformed
// number), or an empty string.
std::string checkBreakpoint(const Breakpoint& b, const RunRecord& run);

// Moves the cursor to the earliest moment after its time where any enabled breakpoint holds and
// returns that breakpoint's index (the first of several at the same moment); the cursor stays put
// when none holds later, or when one of them does not apply to the run (see checkBreakpoint).
std::optional<std::size_t> runToBreakpoint(RunCursor& cursor, const RunRecord& run,
                                           const std::vector<Breakpoint>& breakpoints);

} // namespace maifs
