#pragma once

#include "core/model/scenario.h"
#include "core/record/run_record.h"
#include "core/sched/registry.h"

#include <optional>
#include <string>
#include <vector>

namespace maifs::cli {

struct SimulateArgs {
    std::string scenario;
    std::string scheduler;
    std::optional<unsigned long long> seed;
    std::string out;
    RecordDetail records = RecordDetail::Full;
    bool timing = false; // CPU seconds of the simulation and of the writing, on stderr
};

struct CompareArgs {
    std::string scenario;
    std::vector<std::string> schedulers;
    std::vector<unsigned long long> seeds;
    std::string out;
    bool heldOut = false;    // run on MAIFS's held-out windows instead of the whole workload
    std::string windows;     // or on its "train" / "validation" / "held-out" windows
    std::string maifsConfig; // the MAIFS settings that define the windows (episode_jobs, ...)
    RecordDetail records = RecordDetail::Full;
};

struct ImportArgs {
    std::string format;
    std::string in;
    std::string tasks;
    std::string out;
    int rackSize = 0;
};

// Every baseline and the MAIFS variants: the schedulers the command line offers.
const SchedulerRegistry& cliRegistry();

// The scenario, or nothing after printing why not (file:line:col: key: message) on stderr.
std::optional<Scenario> loadScenario(const std::string& path);
// A run that finished every job it could place: not stalled, not stopped by a limit.
bool drained(const RunRecord& run);

// Each returns the process exit code: 0 done, 1 the input or the work failed (message on stderr),
// 2 a usage error, 3 a run did not drain: it stalled or hit engine.max_time_s / max_events (its
// files are written and its verdict printed; docs/scenario.md, "How a run ends").
inline constexpr int kRunDidNotDrain = 3;
int runSimulate(const SimulateArgs& args);
int runCompare(const CompareArgs& args);
int runValidate(const std::string& scenario, bool strict);
int runListSchedulers();
int runImport(const ImportArgs& args);
int runExplain(const std::string& runDir, const std::string& jobId);

} // namespace maifs::cli
