#pragma once

#include "core/sched/registry.h"
#include "core/sweep/cell_result.h"
#include "core/sweep/sweep_spec.h"
#include "core/sweep/sweep_state.h"

#include <cstdint>
#include <string>
#include <vector>

namespace maifs::cli {

struct SweepArgs {
    std::string sweep;
    std::string out;
    bool retryFailed = false;
};

struct CapacityArgs {
    std::string scenario;
    std::string target; // e.g. mean_jct_s<=7200
    std::string vary;   // a YAML path to an integer, e.g. generate[0].count
    std::string scheduler;
    std::vector<unsigned long long> seeds;
    long long min = 1;
    long long max = 0; // 0: 64 times the scenario's value
    std::string out;
    RecordDetail records = RecordDetail::Summary; // what each step's run folder holds
};

// maifs sweep: every cell of SWEEP, serially, or over the ranks when started by mpirun / srun.
// Exit 0 when every cell succeeded, 3 when the sweep completed with failed cells, 1 on bad input.
int runSweep(const SweepArgs& args);

// maifs capacity: the smallest value of --vary meeting --target. Exit 0 found, 3 not reachable
// within --max, 1 on bad input.
int runCapacity(const CapacityArgs& args);

// Shared by the serial and the MPI paths of `maifs sweep`.
namespace sweep {

// Reads the sweep and checks its scheduler ids against the registry; throws with the reason.
SweepSpec load(const std::string& path, const SchedulerRegistry& registry);
// One progress line for a finished cell.
void report(const SweepSpec& spec, const SweepState& state, const CellResult& result);
// Writes sweep.csv and sweep.json, prints the tally; returns the exit code.
int finish(const SweepState& state, const std::string& out);

} // namespace sweep

} // namespace maifs::cli
