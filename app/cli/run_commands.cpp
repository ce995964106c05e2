#include "app/cli/run_commands.h"

#include "app/cli/progress_bar.h"
#include "core/io/decision_history.h"
#include "core/io/run_writer.h"
#include "core/io/scenario_reader.h"
#include "core/io/scenario_writer.h"
#include "core/io/trace/importers.h"
#include "core/marl/episode_windows.h"
#include "core/marl/rl_module.h"
#include "core/metrics/summary.h"
#include "core/sched/registry.h"
#include "core/session/run_scenario.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <stdexcept>

namespace maifs::cli {

const SchedulerRegistry& cliRegistry() {
    static const SchedulerRegistry r = [] {
        SchedulerRegistry reg;
        registerBuiltinSchedulers(reg);
        marl::registerMaifsSchedulersOnDemand(reg); // LibTorch loads with the first one
        return reg;
    }();
    return r;
}

std::optional<Scenario> loadScenario(const std::string& path) {
    try {
        return readScenarioFile(path);
    } catch (const std::exception& e) {
        std::cerr << "maifs: " << e.what() << '\n';
        return std::nullopt;
    }
}

// Unplaceable jobs alone are reported but are not a failure (real traces have a few odd rows).
bool drained(const RunRecord& run) {
    return run.end == RunEnd::Completed || run.end == RunEnd::Unplaceable;
}

namespace {

std::string seconds(double s) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.3f", s);
    return buf;
}

std::string cpuSeconds(std::clock_t ticks) {
    return seconds(static_cast<double>(ticks) / CLOCKS_PER_SEC);
}

std::string runFilesWritten(RecordDetail records) {
    switch (records) {
    case RecordDetail::Full:
        return "{jobs.csv,timeseries.csv,decisions.jsonl,summary.json,run.complete}";
    case RecordDetail::Summary:
        return "{jobs.csv,timeseries.csv,summary.json,run.complete}";
    case RecordDetail::None:
        break;
    }
    return "{summary.json,run.complete}";
}

const SchedulerRegistry& registry() {
    return cliRegistry();
}

std::string hours(double s) {
    if (!std::isfinite(s))
        return "n/a";
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.2f h", s / 3600.0);
    return buf;
}

std::string pct(double f) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.1f%%", 100.0 * f);
    return buf;
}

// The verdict of a run that left jobs unfinished, and its first few jobs with their reasons.
void printVerdict(const RunRecord& run, const std::string& label) {
    if (run.end == RunEnd::Completed)
        return;
    std::cerr << "maifs: " << label << (label.empty() ? "" : ": ") << "run "
              << (drained(run) ? "ended" : "did not drain") << " (" << runEndName(run.end)
              << "): " << run.endReason << '\n';
    int shown = 0, total = 0;
    for (const auto& j : run.jobs) {
        if (j.finished())
            continue;
        if (++total <= 5)
            std::cerr << "  job " << j.job.id << ": " << jobEndName(j.end) << ": " << j.endReason
                      << '\n';
        else
            ++shown;
    }
    if (shown > 0)
        std::cerr << "  ... and " << shown << " more (jobs.csv: state, reason)\n";
}

} // namespace

int runValidate(const std::string& path, bool strict) {
    const auto s = loadScenario(path);
    if (!s)
        return 1;
    for (const auto& w : s->warnings)
        std::cerr << (strict ? "maifs: error: " : "maifs: warning: ") << w << '\n';
    if (strict && !s->warnings.empty())
        return 1;
    std::cout << path << ": valid scenario '" << s->name << "' (version " << s->version << ", seed "
              << s->seed << ")\n"
              << "  cluster: " << s->cluster.size() << " nodes in " << s->cluster.rackCount()
              << " racks, " << s->cluster.totalGpus() << " GPUs, " << s->cluster.totalCpus()
              << " CPUs, " << s->cluster.totalMemGb() << " GB\n"
              << "  workload: " << s->jobs.size() << " jobs";
    if (!s->jobs.empty())
        std::cout << ", submitted " << s->jobs.front().submit << " s to " << s->jobs.back().submit
                  << " s";
    for (const auto& w : s->synthetic)
        std::cout << " + " << w.jobs << " synthetic (" << w.jobsPerHour << "/h, drawn per seed)";
    std::cout << "\n  events: " << s->events.size() << "\n  sha256: " << s->sha256 << '\n';
    for (const auto& report : s->imports)
        std::cout << "  import " << report.text();
    return 0;
}

int runImport(const ImportArgs& args) {
    try {
        if (isJobFormat(args.format)) {
            const JobImport imported =
                importJobs(TraceSource{args.format, args.in, args.tasks, nullptr});
            std::cout << imported.report.text();
            if (!args.out.empty())
                writeJobsYaml(args.out, imported.jobs);
        } else if (isNodeFormat(args.format)) {
            const NodeImport imported = importNodes(args.format, args.in, args.rackSize);
            std::cout << imported.report.text();
            if (!args.out.empty())
                writeNodesYaml(args.out, imported.nodes);
        } else {
            std::cerr << "maifs: unknown format '" << args.format << "' (" << knownFormats()
                      << ")\n";
            return 2;
        }
    } catch (const std::exception& e) {
        std::cerr << "maifs: " << e.what() << '\n';
        return 1;
    }
    if (!args.out.empty())
        std::cout << "written: " << args.out << '\n';
    return 0;
}

int runExplain(const std::string& runDir, const std::string& jobId) {
    try {
        const auto history = readDecisionHistory(runDir, jobId);
        if (history.empty()) {
            std::cerr << "maifs: no decision in " << runDir << " concerns job '" << jobId << "'\n";
            return 1;
        }
        std::cout << "decision history of job " << jobId << " (" << history.size() << " entries)\n";
        for (const auto& e : history)
            std::printf("%12.1f s  %-8s %s\n", e.time, e.trigger.c_str(), e.text.c_str());
    } catch (const std::exception& e) {
        std::cerr << "maifs: " << e.what() << '\n';
        return 1;
    }
    return 0;
}

int runListSchedulers() {
    for (const auto& info : registry().all()) {
        std::cout << info.id << (info.preemptive ? "  [preemptive]" : "")
                  << (info.allocationModes ? (info.optMode ? "  [+fair|+greedy|+tune|+opt]"
                                                           : "  [+fair|+greedy|+tune]")
                      : info.roundTune     ? "  [+tune: rounds re-grow running jobs]"
                                           : "")
                  << "\n    " << info.description << '\n';
        if (!info.argument.empty())
            std::cout << "    " << info.id << "@" << info.argument << '\n';
    }
    return 0;
}

int runSimulate(const SimulateArgs& args) {
    const auto s = loadScenario(args.scenario);
    if (!s)
        return 1;
    const std::uint64_t seed = args.seed ? *args.seed : s->seed;
    try {
        ProgressBar bar(args.scheduler);
        RunOptions options;
        options.seed = seed;
        options.detail = args.records;
        options.progress = [&](double f) {
            bar.update(f);
        };
        const std::clock_t started = std::clock();
        const RunRecord run = runScenario(*s, registry(), args.scheduler, options);
        bar.done();
        const Summary sum = summarize(run);
        const std::clock_t simulated = std::clock();
        const auto writingFrom = std::chrono::steady_clock::now();
        writeRunFiles(args.out, run, sum);
        // Wall time too: decisions.jsonl is written on a second thread.
        const std::chrono::duration<double> writingWall =
            std::chrono::steady_clock::now() - writingFrom;
        if (args.timing)
            std::cerr << "timing: simulation " << cpuSeconds(simulated - started) << " s CPU ("
                      << run.eventsProcessed << " events, " << run.supersededEvents
                      << " finish times superseded), "
                      << "writing the run files " << cpuSeconds(std::clock() - simulated)
                      << " s CPU (" << seconds(writingWall.count()) << " s wall)\n";
        for (const auto& w : s->warnings)
            std::cerr << "maifs: warning: " << w << '\n';
        printVerdict(run, "");
        std::cout << "scenario   " << s->name << " (seed " << seed << ")\n"
                  << "scheduler  " << args.scheduler << '\n'
                  << "jobs       " << sum.jobsFinished << " of " << sum.jobs << " finished"
                  << (sum.jobsFinished == 0 ? " (no JCT to report)" : "") << '\n'
                  << "mean JCT   " << hours(sum.meanJct) << "  (p50 " << hours(sum.p50Jct)
                  << ", p95 " << hours(sum.p95Jct) << ", p99 " << hours(sum.p99Jct) << ")\n"
                  << "mean wait  " << hours(sum.meanWait) << '\n'
                  << "makespan   " << hours(sum.makespan) << '\n'
                  << "GPU util   " << pct(sum.gpuUtil) << " allocated, " << pct(sum.gpuEffUtil)
                  << " effective\n"
                  << "CPU util   " << pct(sum.cpuUtil) << ", memory " << pct(sum.memUtil) << '\n'
                  << "rho        mean " << sum.meanRho << ", max " << sum.maxRho << '\n'
                  << "preempted  " << sum.preemptions << ", rejected actions "
                  << sum.rejectedActions << '\n'
                  << "run end    " << runEndName(run.end) << '\n'
                  << "files      " << args.out << '/' << runFilesWritten(args.records) << '\n';
        return drained(run) ? 0 : kRunDidNotDrain;
    } catch (const std::exception& e) {
        std::cerr << "maifs: " << e.what() << '\n';
        return 1;
    }
}

int runCompare(const CompareArgs& args) {
    const auto s = loadScenario(args.scenario);
    if (!s)
        return 1;
    std::vector<std::string> schedulers = args.schedulers;
    if (schedulers.empty())
        schedulers = s->schedulers.empty() ? std::vector<std::string>{"fifo"} : s->schedulers;
    // "all": every baseline ("all,maifs" adds MAIFS); MAIFS variants are named explicitly.
    schedulers = marl::expandAllSchedulers(registry(), schedulers);
    for (const auto& id : schedulers)
        if (std::string mode; !registry().resolve(id, mode)) {
            std::cerr << "maifs: unknown scheduler '" << id << "' (see maifs list-schedulers)\n";
            return 1;
        }
    std::vector<unsigned long long> seeds = args.seeds;
    if (seeds.empty())
        seeds = {s->seed};

    if (args.heldOut && !args.windows.empty() && args.windows != "held-out") {
        std::cerr << "maifs: --held-out and --windows " << args.windows << " contradict\n";
        return 2;
    }
    const std::string windowSet = args.heldOut ? "held-out" : args.windows;
    std::vector<SummaryRow> rows;
    bool allDrained = true;
    try {
        // The whole workload, or each window of one set of MAIFS's split (labelled t1.., v1..,
        // w1.. for training, validation and held-out windows).
        std::vector<Scenario> runs;
        std::string label;
        if (!windowSet.empty()) {
            const marl::MaifsConfig config = args.maifsConfig.empty()
                                                 ? marl::MaifsConfig{}
                                                 : marl::MaifsConfig::fromFile(args.maifsConfig);
            marl::EpisodeWindows all = marl::episodeWindows(*s, config);
            runs = windowSet == "train"        ? std::move(all.train)
                   : windowSet == "validation" ? std::move(all.validation)
                                               : std::move(all.heldOut);
            label = windowSet == "train" ? "t" : windowSet == "validation" ? "v" : "w";
            // With validation_lead_jobs, what training validates on is one continuous run.
            if (windowSet == "validation" && all.validationRun) {
                runs = {std::move(*all.validationRun)};
                label = "vrun";
            }
            if (runs.empty())
                throw std::runtime_error("no " + windowSet + " windows in " + s->name +
                                         " with these MAIFS settings (validation_windows: " +
                                         std::to_string(config.validationWindows) + ")");
        } else {
            runs.push_back(*s);
        }
        // Each scheduler is made for each run before any run, so that one it refuses (a policy
        // file that cannot be read, a workload too long for maifs-lookahead) stops the comparison
        // before a run folder is written.
        for (const auto& id : schedulers)
            for (const Scenario& run : runs)
                (void)makeScheduler(run, registry(), id, seeds.front());
        for (const auto& id : schedulers)
            for (auto seed : seeds)
                for (std::size_t w = 0; w < runs.size(); ++w) {
                    const std::string window = label.empty() ? "" : label + std::to_string(w + 1);
                    ProgressBar bar(id + " seed " + std::to_string(seed) +
                                    (window.empty() ? "" : " " + window));
                    RunOptions options;
                    options.seed = seed;
                    options.detail = args.records;
                    options.progress = [&](double f) {
                        bar.update(f);
                    };
                    const RunRecord run = runScenario(runs[w], registry(), id, options);
                    bar.done();
                    rows.push_back({id, seed, window, summarize(run)});
                    printVerdict(run, runFolderName(rows.back()));
                    allDrained = allDrained && drained(run);
                    if (!args.out.empty())
                        writeRunFiles(
                            (std::filesystem::path(args.out) / runFolderName(rows.back())).string(),
                            run, rows.back().summary);
                }
        if (!args.out.empty()) {
            std::filesystem::create_directories(args.out);
            std::ofstream csv(std::filesystem::path(args.out) / "summary.csv", std::ios::binary);
            writeSummaryCsv(csv, rows);
            if (!csv.flush()) {
                std::cerr << "maifs: cannot write " << args.out << "/summary.csv\n";
                return 1;
            }
        }
    } catch (const std::exception& e) {
        std::cerr << "maifs: " << e.what() << '\n';
        return 1;
    }

    // mean and standard deviation across seeds, per scheduler
    const auto stat = [&](const std::string& id, double Summary::*field) {
        std::vector<double> v;
        for (const auto& r : rows)
            if (r.scheduler == id)
                v.push_back(r.summary.*field);
        const auto [m, sd] = meanAndSd(v);
        return std::pair{m, sd};
    };
    if (!windowSet.empty())
        std::printf("%s: %zu %s windows of %d jobs, %d GPUs; %zu seed(s); mean +- sd across "
                    "windows x seeds\n",
                    s->name.c_str(),
                    rows.size() / std::max<std::size_t>(1, schedulers.size()) /
                        std::max<std::size_t>(1, seeds.size()),
                    windowSet.c_str(), rows.empty() ? 0 : rows.front().summary.jobs,
                    s->cluster.totalGpus(), seeds.size());
    else
        std::printf("%s: %d jobs, %d GPUs; %zu seed(s); mean +- sd across seeds\n", s->name.c_str(),
                    rows.empty() ? 0 : rows.front().summary.jobs, s->cluster.totalGpus(),
                    seeds.size());
    // The first column is as wide as the longest id ("maifs@runs/policy.pt" included).
    int width = 12;
    for (const auto& id : schedulers)
        width = std::max(width, static_cast<int>(id.size()));
    std::printf("%-*s %18s %18s %18s %16s %12s\n", width, "scheduler", "mean JCT (h)",
                "p95 JCT (h)", "makespan (h)", "mean wait (h)", "GPU util");
    for (const auto& id : schedulers) {
        const auto cell = [&](double Summary::*f, double scale) {
            const auto [m, sd] = stat(id, f);
            char buf[40];
            std::snprintf(buf, sizeof buf, "%.2f +- %.2f", m / scale, sd / scale);
            return std::string(buf);
        };
        std::printf("%-*s %18s %18s %18s %16s %12s\n", width, id.c_str(),
                    cell(&Summary::meanJct, 3600).c_str(), cell(&Summary::p95Jct, 3600).c_str(),
                    cell(&Summary::makespan, 3600).c_str(), cell(&Summary::meanWait, 3600).c_str(),
                    pct(stat(id, &Summary::gpuUtil).first).c_str());
    }
    if (!args.out.empty())
        std::printf("written: %s/summary.csv and one folder per run\n", args.out.c_str());
    return allDrained ? 0 : kRunDidNotDrain;
}

} // namespace maifs::cli
