#include "app/cli/evaluate_command.h"

#include "app/cli/progress_bar.h"
#include "app/cli/run_commands.h"
#include "core/io/atomic_file.h"
#include "core/marl/episode_windows.h"
#include "core/marl/maifs_family.h"
#include "core/metrics/evaluation.h"
#include "core/metrics/floor_starts.h"
#include "core/session/run_scenario.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdio>
#include <exception>
#include <filesystem>
#include <iostream>
#include <mutex>
#include <thread>

namespace maifs::cli {

namespace {

std::string fmt(const char* format, double v) {
    if (!std::isfinite(v))
        return "n/a";
    char buf[48];
    std::snprintf(buf, sizeof buf, format, v);
    return buf;
}

std::string hoursText(double s) {
    return fmt("%.2f", s / 3600);
}

// "+0.42 [-0.10, +0.94]" in hours; "+0.42" alone when there is no interval (n < 2).
std::string differenceText(const PairedDifference& d) {
    std::string s = fmt("%+.2f", d.mean / 3600);
    if (d.n >= 2)
        s += " [" + fmt("%+.2f", d.low / 3600) + ", " + fmt("%+.2f", d.high / 3600) + "]";
    return s;
}

std::string percentText(const PairedDifference& d, double best) {
    return best > 0 ? fmt("%+.1f%%", 100 * d.mean / best) : "n/a";
}

// The protocol's default line-up: every heuristic with its +tune mode, then the MAIFS policies,
// their rule and random yardsticks (with the windows of `config`, when given).
std::vector<std::string> defaultSchedulers(const std::string& config) {
    std::vector<std::string> ids;
    for (const auto& info : cliRegistry().all()) {
        if (marl::isMaifsScheduler(info.id))
            continue;
        ids.push_back(info.id);
        if (info.allocationModes)
            ids.push_back(info.id + "+tune");
    }
    // maifs+tune: the shipped policy with the rounds' re-growth every +tune heuristic has.
    for (std::string id : {"maifs", "maifs+tune", "maifs-noattn", "maifs-nocg", "maifs-fixed"})
        ids.push_back(id);
    for (std::string id : {"maifs-rule", "maifs-random"})
        ids.push_back(config.empty() ? id : id + "@" + config);
    return ids;
}

bool isHeuristic(const std::string& id) {
    std::string mode;
    const SchedulerInfo* info = cliRegistry().resolve(id, mode);
    return info != nullptr && !marl::isMaifsScheduler(info->id);
}

struct Task {
    std::string scheduler;
    std::uint64_t seed = 0;
    int window = 0; // the scenario it runs (continuous: the one segment)
};

// What one run gives: its window's figures, or (continuous) every window's.
std::vector<EvaluationRun> measure(RunRecord& run, const Task& t, const SpeedParams& speed,
                                   const std::vector<MeasurementWindow>& windows) {
    if (windows.empty())
        return {{t.scheduler, t.seed, t.window, summarize(run), startsBelowFloor(run, speed),
                 drained(run)}};
    std::vector<EvaluationRun> out;
    for (std::size_t w = 0; w < windows.size(); ++w) {
        run.window = windows[w];
        // The run's starts below the floor are counted once (in its first window), so that the
        // sum over windows is the run's.
        out.push_back({t.scheduler, t.seed, static_cast<int>(w), summarize(run),
                       w == 0 ? startsBelowFloor(run, speed) : 0, drained(run)});
    }
    return out;
}

// Runs every task, `parallel` at a time; each result lands in its task's slot, so the order (and
// the output) does not depend on the threads. The first failure is rethrown after all stop.
// `measured`: the windows of a continuous evaluation (its one scenario), else empty.
std::vector<EvaluationRun> runAll(const std::vector<Scenario>& windows,
                                  const std::vector<MeasurementWindow>& measured,
                                  const SpeedParams& speed, const std::vector<Task>& tasks,
                                  int parallel, const std::string& label) {
    std::vector<std::vector<EvaluationRun>> results(tasks.size());
    std::atomic<std::size_t> next{0}, done{0};
    std::atomic<bool> failed{false};
    std::exception_ptr failure;
    std::mutex mutex;
    ProgressBar bar(label);
    const auto work = [&] {
        for (std::size_t i = next++; i < tasks.size() && !failed; i = next++) {
            try {
                const Task& t = tasks[i];
                RunOptions options; // the figures and the allocation histories, no decisions
                options.seed = t.seed;
                options.detail = RecordDetail::Summary;
                RunRecord run = runScenario(windows[static_cast<std::size_t>(t.window)],
                                            cliRegistry(), t.scheduler, options);
                results[i] = measure(run, t, speed, measured);
            } catch (...) {
                const std::lock_guard lock(mutex);
                if (!failed.exchange(true))
                    failure = std::current_exception();
            }
            const std::lock_guard lock(mutex);
            bar.update(static_cast<double>(++done) / static_cast<double>(tasks.size()));
        }
    };
    std::vector<std::thread> threads;
    for (int k = 1; k < parallel; ++k)
        threads.emplace_back(work);
    work();
    for (auto& t : threads)
        t.join();
    bar.done();
    if (failure)
        std::rethrow_exception(failure);
    std::vector<EvaluationRun> runs;
    for (auto& r : results)
        std::ranges::move(r, std::back_inserter(runs));
    return runs;
}

std::string runsCsvHeader() {
    return "scenario,scheduler,seed,window,jobs,jobs_finished,mean_jct_s,p95_jct_s,makespan_s,"
           "mean_wait_s,gpu_util,starts_below_floor,rejected_actions,drained\n";
}

std::string runsCsv(const std::string& scenario, const std::vector<EvaluationRun>& runs) {
    std::string s;
    for (const auto& r : runs) {
        char buf[512];
        std::snprintf(buf, sizeof buf, "%s,%s,%llu,%d,%d,%d,%.6f,%.6f,%.6f,%.6f,%.6f,%d,%d,%d\n",
                      scenario.c_str(), r.scheduler.c_str(),
                      static_cast<unsigned long long>(r.seed), r.window + 1, r.summary.jobs,
                      r.summary.jobsFinished, r.summary.meanJct, r.summary.p95Jct,
                      r.summary.makespan, r.summary.meanWait, r.summary.gpuUtil, r.startsBelowFloor,
                      r.summary.rejectedActions, r.drained ? 1 : 0);
        s += buf;
    }
    return s;
}

std::string pairedCsvHeader() {
    return "scenario,scheduler,best,n,mean_jct_s,jct_diff_s,jct_diff_low_s,jct_diff_high_s,"
           "p95_jct_s,p95_diff_s,p95_diff_low_s,p95_diff_high_s,makespan_s,makespan_diff_s,"
           "makespan_diff_low_s,makespan_diff_high_s,starts_below_floor,rejected_actions,"
           "undrained_runs\n";
}

std::string pairedCsv(const std::string& scenario, const Evaluation& e) {
    std::string s;
    for (const auto& r : e.rows) {
        char buf[640];
        std::snprintf(buf, sizeof buf,
                      "%s,%s,%s,%d,%.6f,%.6f,%.6f,%.6f,%.6f,%.6f,%.6f,%.6f,%.6f,%.6f,%.6f,%.6f,%d,"
                      "%d,%d\n",
                      scenario.c_str(), r.scheduler.c_str(), e.best.c_str(), r.jctVsBest.n,
                      r.meanJct, r.jctVsBest.mean, r.jctVsBest.low, r.jctVsBest.high, r.p95Jct,
                      r.p95VsBest.mean, r.p95VsBest.low, r.p95VsBest.high, r.makespan,
                      r.makespanVsBest.mean, r.makespanVsBest.low, r.makespanVsBest.high,
                      r.startsBelowFloor, r.rejectedActions, r.undrainedRuns);
        s += buf;
    }
    return s;
}

std::string markdownTable(const Evaluation& e) {
    const EvaluationRow* best = nullptr;
    for (const auto& r : e.rows)
        if (r.scheduler == e.best)
            best = &r;
    std::string s =
        "| scheduler | mean JCT (h) | vs best (h) [95% CI] | vs best | p95 JCT (h) | vs best | "
        "makespan (h) | vs best | starts below floor | rejected actions |\n"
        "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n";
    for (const auto& r : e.rows) {
        const bool isBest = r.scheduler == e.best;
        s += "| " + (isBest ? "**" + r.scheduler + "** (best heuristic)" : r.scheduler) + " | " +
             hoursText(r.meanJct) + " | " + (isBest ? "" : differenceText(r.jctVsBest)) + " | " +
             (isBest || !best ? "" : percentText(r.jctVsBest, best->meanJct)) + " | " +
             hoursText(r.p95Jct) + " | " +
             (isBest || !best ? "" : percentText(r.p95VsBest, best->p95Jct)) + " | " +
             hoursText(r.makespan) + " | " +
             (isBest || !best ? "" : percentText(r.makespanVsBest, best->makespan)) + " | " +
             std::to_string(r.startsBelowFloor) + " | " + std::to_string(r.rejectedActions) +
             (r.undrainedRuns > 0 ? " (" + std::to_string(r.undrainedRuns) + " runs undrained)"
                                  : "") +
             " |\n";
    }
    if (best && e.contentionFreeJct > 0)
        s += "| *contention-free bound* (each job alone, as fast as the cluster allows) | " +
             hoursText(e.contentionFreeJct) + " |  | " +
             fmt("%+.1f%%", 100.0 * (e.contentionFreeJct - best->meanJct) / best->meanJct) +
             " |  |  |  |  |  |  |\n";
    return s;
}

} // namespace

int runEvaluate(const EvaluateArgs& args) {
    if (args.windows < 2 || args.minWindowJobs < 1 || args.parallel < 1) {
        std::cerr << "maifs: --windows must be at least 2, --min-window-jobs and --parallel at "
                     "least 1\n";
        return 2;
    }
    const std::vector<std::string> schedulers =
        args.schedulers.empty() ? defaultSchedulers(args.maifsConfig) : args.schedulers;
    for (const auto& id : schedulers)
        if (std::string mode; !cliRegistry().resolve(id, mode)) {
            std::cerr << "maifs: unknown scheduler '" << id << "' (see maifs list-schedulers)\n";
            return 1;
        }
    if (std::ranges::none_of(schedulers, isHeuristic)) {
        std::cerr << "maifs: no heuristic among the schedulers: the paired differences need one "
                     "to compare against\n";
        return 1;
    }
    std::string runsText = runsCsvHeader(), pairedText = pairedCsvHeader(), md;
    bool allDrained = true;
    try {
        const marl::MaifsConfig config = args.maifsConfig.empty()
                                             ? marl::MaifsConfig{}
                                             : marl::MaifsConfig::fromFile(args.maifsConfig);
        for (const auto& path : args.scenarios) {
            const auto s = loadScenario(path);
            if (!s)
                return 1;
            std::vector<Scenario> windows;
            std::vector<MeasurementWindow> measured;
            if (args.continuous) {
                marl::EvaluationSegment segment =
                    marl::evaluationSegment(*s, config, args.windows, args.minWindowJobs);
                windows.push_back(std::move(segment.scenario));
                measured = std::move(segment.windows);
            } else {
                windows = marl::evaluationWindows(*s, config, args.windows, args.minWindowJobs);
            }
            const std::vector<unsigned long long> seeds =
                args.seeds.empty() ? std::vector<unsigned long long>{s->seed} : args.seeds;
            // Each scheduler is made for each window first, so that one it refuses (a workload
            // too long for maifs-lookahead) stops the evaluation before its runs.
            for (const auto& id : schedulers)
                for (const Scenario& window : windows)
                    (void)makeScheduler(window, cliRegistry(), id, seeds.front());
            std::vector<Task> tasks;
            for (const auto& id : schedulers)
                for (int w = 0; w < static_cast<int>(windows.size()); ++w)
                    for (auto seed : seeds)
                        tasks.push_back({id, seed, w});
            const std::vector<EvaluationRun> runs =
                runAll(windows, measured, s->speed, tasks, args.parallel, s->name);
            const Evaluation e = evaluate(runs, isHeuristic);

            const int jobsPerWindow = static_cast<int>(windows.front().jobs.size()) /
                                      std::max(1, static_cast<int>(measured.size()));
            std::string seedList, sensitive;
            for (auto seed : seeds)
                seedList += (seedList.empty() ? "" : ",") + std::to_string(seed);
            for (const auto& r : e.rows)
                if (r.seedSensitive)
                    sensitive += (sensitive.empty() ? "" : ", ") + r.scheduler;
            const std::string seedText =
                seeds.size() == 1   ? "seed " + seedList
                : sensitive.empty() ? "seeds " + seedList + ", which change no figure"
                                    : "seeds " + seedList + ", which change the figures of " +
                                          sensitive + " only (averaged per window)";
            char head[1024];
            std::snprintf(
                head, sizeof head,
                "%s: %d evaluation windows of %d jobs (the jobs after the training windows of "
                "episode_jobs %d, train_fraction %.2f), %s, %d GPUs; %s; n = %d windows. Best "
                "heuristic by mean JCT: %s. Differences are scheduler - best, paired by window, "
                "with 95%% t intervals.\n",
                s->name.c_str(), e.windows, jobsPerWindow, config.episodeJobs, config.trainFraction,
                args.continuous ? "measured in one run of them all (each window starts with the "
                                  "load the ones before it left)"
                                : "each run alone from an empty cluster",
                s->cluster.totalGpus(), seedText.c_str(), e.windows, e.best.c_str());
            std::cout << '\n' << head << '\n';
            md += std::string("\n### ") + s->name + "\n\n" + head + "\n";
            const std::string table = markdownTable(e);
            std::cout << table;
            md += table;
            runsText += runsCsv(s->name, runs);
            pairedText += pairedCsv(s->name, e);
            for (const auto& r : e.rows)
                allDrained = allDrained && r.undrainedRuns == 0;
        }
        if (!args.out.empty()) {
            std::filesystem::create_directories(args.out);
            const std::filesystem::path dir(args.out);
            writeFileAtomically(dir / "runs.csv", runsText);
            writeFileAtomically(dir / "paired.csv", pairedText);
            writeFileAtomically(dir / "evaluation.md", md);
            std::cout << "\nwritten: " << args.out << "/{runs.csv,paired.csv,evaluation.md}\n";
        }
    } catch (const std::exception& e) {
        std::cerr << "maifs: " << e.what() << '\n';
        return 1;
    }
    return allDrained ? 0 : kRunDidNotDrain;
}

} // namespace maifs::cli
