#pragma once

#include "app/cli/sweep_command.h"

namespace maifs::cli {

// True when mpirun or srun started this process (their environment says so); a `maifs sweep`
// started alone never initialises MPI.
bool startedByMpi();

// The sweep over MPI: rank 0 hands out cells one at a time to whichever rank asks (and runs cells
// itself on a second thread), gathers the results and writes the outputs. Every rank calls it.
// Returns the process exit code.
int runSweepOverMpi(const SweepArgs& args, const SchedulerRegistry& registry);

} // namespace maifs::cli
