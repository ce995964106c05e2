#include "app/cli/commands.h"

#include "app/cli/evaluate_command.h"
#include "app/cli/run_commands.h"
#include "app/cli/sweep_command.h"
#include "app/cli/train_command.h"
#include "core/io/trace/trace_formats.h"
#include "core/util/version.h"

#include <CLI/CLI.hpp>
#include <algorithm>
#include <iostream>
#include <map>
#include <new>
#include <string_view>

namespace maifs::cli {

namespace {

constexpr int kUsageError = 2;

int usageError(const CLI::App& app, const std::string& reason) {
    std::cerr << "maifs: " << reason << "\n\n" << app.help();
    return kUsageError;
}

// --records full|summary|none: how much of each run is kept in memory and written.
// The formats `import` reads without a column mapping (those are for scenarios and the studio).
std::string importFormats() {
    std::string names;
    for (const auto& f : traceFormats())
        if (f.needs != TraceFormat::Needs::ColumnMapping)
            names += (names.empty() ? "" : ", ") + f.name;
    return names + " (docs/traces.md)";
}

void addRecordsOption(CLI::App* command, RecordDetail& records) {
    const std::map<std::string, RecordDetail> names{{"full", RecordDetail::Full},
                                                    {"summary", RecordDetail::Summary},
                                                    {"none", RecordDetail::None}};
    command
        ->add_option("--records", records,
                     "What each run folder holds: full (jobs.csv, timeseries.csv, decisions.jsonl, "
                     "summary.json), summary (all but decisions.jsonl; no decisions kept in "
                     "memory) or none (summary.json only)")
        ->transform(CLI::CheckedTransformer(names))
        ->default_str(recordDetailName(records));
}

} // namespace

int run(int argc, char* argv[]) {
    // std::bad_alloc's own text is "std::bad_alloc": say what it means once, then let it unwind
    // to the command's error path (which cleans up any half-written output).
    std::set_new_handler([] {
        std::set_new_handler(nullptr);
        std::cerr << "maifs: out of memory: the operating system refused an allocation (the "
                     "workload or its records are too large for this machine's memory)\n";
    });
    CLI::App app{"maifs: simulate and compare deep-learning cluster schedulers (MAIFS Studio "
                 "command line)",
                 "maifs"};
    app.set_version_flag("--version", "maifs " + versionString());

    SimulateArgs sim;
    CLI::App* simulate =
        app.add_subcommand("simulate", "Run one scheduler on a scenario; write the run files");
    simulate->add_option("scenario", sim.scenario, "Scenario file (YAML)")->required();
    simulate->add_option("--scheduler", sim.scheduler, "Scheduler id (see list-schedulers)")
        ->required();
    simulate->add_option("--seed", sim.seed, "Seed (default: the scenario's)");
    simulate
        ->add_option("--out", sim.out,
                     "Output folder for jobs.csv, timeseries.csv, decisions.jsonl, summary.json")
        ->required();
    addRecordsOption(simulate, sim.records);
    simulate->add_flag("--timing", sim.timing,
                       "Print the CPU seconds of the simulation and of writing the files (stderr)");

    CompareArgs cmp;
    CLI::App* compare =
        app.add_subcommand("compare", "Run several schedulers and seeds; tabulate the metrics");
    compare->add_option("scenario", cmp.scenario, "Scenario file (YAML)")->required();
    compare
        ->add_option("--schedulers", cmp.schedulers,
                     "Comma-separated ids, or 'all' (every baseline; default: the scenario's list)")
        ->delimiter(',');
    compare->add_option("--seeds", cmp.seeds, "Comma-separated seeds (default: the scenario's)")
        ->delimiter(',');
    compare->add_option("--out", cmp.out,
                        "Output folder: summary.csv and one run folder per scheduler x seed");
    compare->add_flag("--held-out", cmp.heldOut,
                      "Run on MAIFS's held-out windows of the workload (docs/maifs.md)");
    compare
        ->add_option(
            "--windows", cmp.windows,
            "Run on one set of MAIFS's windows: train, validation (validation_windows; with "
            "validation_lead_jobs the one continuous run training validates on) or "
            "held-out (= --held-out); design choices belong on train / validation")
        ->check(CLI::IsMember({"train", "validation", "held-out"}));
    compare->add_option("--maifs-config", cmp.maifsConfig,
                        "MAIFS settings defining the windows (episode_jobs, train_fraction)");
    addRecordsOption(compare, cmp.records);

    EvaluateArgs ev;
    CLI::App* evaluateCmd = app.add_subcommand(
        "evaluate", "MAIFS's evaluation protocol: every scheduler on the evaluation windows of "
                    "each scenario, paired differences against the best heuristic");
    evaluateCmd->add_option("scenarios", ev.scenarios, "Scenario files (YAML)")->required();
    evaluateCmd
        ->add_option("--schedulers", ev.schedulers,
                     "Comma-separated ids (default: every heuristic and its +tune, every MAIFS "
                     "policy, maifs-rule and maifs-random)")
        ->delimiter(',');
    evaluateCmd
        ->add_option("--seeds", ev.seeds,
                     "Comma-separated seeds (default: each scenario's); averaged per window")
        ->delimiter(',');
    evaluateCmd
        ->add_option("--windows", ev.windows,
                     "Evaluation windows per scenario, cut from the jobs after the training "
                     "windows (default 10)")
        ->check(CLI::Range(2, 100000));
    evaluateCmd
        ->add_option("--min-window-jobs", ev.minWindowJobs,
                     "Fewer windows rather than windows of fewer jobs (default 10)")
        ->check(CLI::PositiveNumber);
    evaluateCmd->add_option("--maifs-config", ev.maifsConfig,
                            "The MAIFS settings the policies trained with (episode_jobs, "
                            "train_fraction: where training stopped)");
    evaluateCmd->add_option("--out", ev.out, "Output folder: runs.csv, paired.csv, evaluation.md");
    evaluateCmd->add_option("--parallel", ev.parallel, "Runs simulated at once (default 1)")
        ->check(CLI::PositiveNumber);
    evaluateCmd->add_flag("--continuous", ev.continuous,
                          "Measure the windows in one run of all their jobs, each window starting "
                          "with the queue and running jobs the ones before it left (default: each "
                          "window alone, from an empty cluster)");

    std::string validatePath;
    bool strict = false;
    CLI::App* validate = app.add_subcommand("validate", "Check a scenario file and describe it");
    validate->add_option("scenario", validatePath, "Scenario file (YAML)")->required();
    validate->add_flag("--strict", strict,
                       "Refuse the scenario on any warning (such as a job no node could hold)");

    ImportArgs imp;
    CLI::App* import = app.add_subcommand(
        "import", "Read a real trace or inventory; print what was kept and dropped");
    import->add_option("--format", imp.format, importFormats())->required();
    import->add_option("--in", imp.in, "The trace or inventory file")->required();
    import->add_option("--tasks", imp.tasks,
                       "pai2020: the task table that goes with the job table");
    import->add_option("--out", imp.out, "Write the jobs or nodes as a scenario fragment (YAML)");
    import->add_option("--rack-size", imp.rackSize,
                       "Inventories: machines per rack (default: one rack)");

    std::string explainDir, explainJob;
    CLI::App* explain =
        app.add_subcommand("explain", "Print a job's decision history from a run folder");
    explain->add_option("run_dir", explainDir, "A folder written by simulate / compare")
        ->required();
    explain->add_option("--job", explainJob, "Job id")->required();

    TrainArgs tr;
    CLI::App* train =
        app.add_subcommand("train", "Train a MAIFS policy on a scenario's training windows (SAC)");
    train->add_option("scenario", tr.scenario, "Scenario file (YAML)")->required();
    train->add_option("--episodes", tr.episodes, "Episodes to train (in total, with --resume)")
        ->check(CLI::PositiveNumber);
    train->add_option("--seed", tr.seed, "Seed of environments, initialisation and sampling");
    train->add_option("--out", tr.out, "Policy file to write (and OUT.state, OUT.csv)")->required();
    train->add_flag("--resume", tr.resume, "Continue from OUT and OUT.state");
    train->add_option("--config", tr.config, "MAIFS settings (YAML; docs/maifs.md)");
    train->add_option("--variant", tr.variant,
                      "maifs (default), maifs-noattn, maifs-nocg or maifs-fixed");
    train->add_option("--csv", tr.csv, "Progress log (default: OUT.csv)");
    train
        ->add_option("--also", tr.also,
                     "More scenarios whose training and validation windows join the pool "
                     "(comma-separated): one policy for several workloads")
        ->delimiter(',');

    SweepArgs sw;
    CLI::App* sweep = app.add_subcommand(
        "sweep", "Run every cell of a sweep file (serially, or over MPI under mpirun / srun)");
    sweep->add_option("sweep", sw.sweep, "Sweep file (YAML; docs/sweeps.md)")->required();
    sweep->add_option("--out", sw.out, "Output folder: sweep.csv, sweep.json, cells/ (resumable)")
        ->required();
    sweep->add_flag("--retry-failed", sw.retryFailed,
                    "Rerun the cells an earlier run of this sweep recorded as failed");

    CapacityArgs cap;
    CLI::App* capacity = app.add_subcommand(
        "capacity", "Find the smallest cluster meeting a target (bracketing, then bisection)");
    capacity->add_option("scenario", cap.scenario, "Scenario file (YAML)")->required();
    capacity
        ->add_option("--target", cap.target, "e.g. mean_jct_s<=7200 (p95_jct_s, makespan_s, ...)")
        ->required();
    capacity
        ->add_option(
            "--vary", cap.vary,
            "The integer to search over, as a path in the scenario, e.g. generate[0].count")
        ->required();
    capacity->add_option("--scheduler", cap.scheduler, "Scheduler id")->required();
    addRecordsOption(capacity, cap.records);
    capacity->add_option("--seeds", cap.seeds, "Seeds; the target applies to their mean")
        ->delimiter(',');
    capacity->add_option("--min", cap.min, "Smallest value to consider (default 1)");
    capacity->add_option("--max", cap.max,
                         "Largest value to consider (default 64 x the scenario's)");
    capacity->add_option("--out", cap.out, "Folder for capacity.csv and the runs behind each step");

    CLI::App* list = app.add_subcommand("list-schedulers", "List the schedulers this build offers");

    // CLI11 reports a stray word as "arguments were not expected"; a user typing a wrong command
    // deserves to be told that the command is unknown.
    if (argc > 1 && argv[1][0] != '-') {
        const std::string word = argv[1];
        const auto known = app.get_subcommands([](const CLI::App*) { return true; });
        const bool isKnown =
            std::ranges::any_of(known, [&](const CLI::App* sub) { return sub->check_name(word); });
        if (!isKnown)
            return usageError(app, "unknown command '" + word + "'");
    }

    try {
        app.parse(argc, argv);
    } catch (const CLI::ParseError& e) {
        if (e.get_exit_code() == 0) // --help and --version
            return app.exit(e);
        return usageError(app, e.what());
    }
    // Not require_subcommand(): CLI11 would then report "subcommand required" before a bad option.
    if (simulate->parsed())
        return runSimulate(sim);
    if (compare->parsed())
        return runCompare(cmp);
    if (evaluateCmd->parsed())
        return runEvaluate(ev);
    if (validate->parsed())
        return runValidate(validatePath, strict);
    if (import->parsed())
        return runImport(imp);
    if (explain->parsed())
        return runExplain(explainDir, explainJob);
    if (train->parsed())
        return runTrain(tr);
    if (sweep->parsed())
        return runSweep(sw);
    if (capacity->parsed())
        return runCapacity(cap);
    if (list->parsed())
        return runListSchedulers();
    return usageError(app, "a command is required");
}

} // namespace maifs::cli
