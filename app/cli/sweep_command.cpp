#include "app/cli/sweep_command.h"

#include "app/cli/run_commands.h"
#include "app/cli/sweep_mpi.h"
#include "core/io/csv_reader.h"
#include "core/io/run_writer.h"
#include "core/io/scenario_reader.h"
#include "core/io/yaml_path.h"
#include "core/metrics/summary.h"
#include "core/session/run_scenario.h"
#include "core/sweep/capacity_search.h"
#include "core/util/input_error.h"
#include "core/util/text.h"

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <limits>

namespace maifs::cli {

namespace {

constexpr int kSomeCellsFailed = 3;

} // namespace

bool startedByMpi() {
    for (const char* var : {"OMPI_COMM_WORLD_SIZE", "PMIX_RANK", "PMI_RANK", "PMI_SIZE"})
        if (std::getenv(var))
            return true;
    return false;
}

namespace sweep {

SweepSpec load(const std::string& path, const SchedulerRegistry& registry) {
    SweepSpec spec = readSweepFile(path);
    for (std::size_t i = 0; i < spec.schedulers.size(); ++i)
        if (std::string mode; !registry.resolve(spec.schedulers[i], mode))
            throw InputError(path, 0, 0, "schedulers[" + std::to_string(i) + "]",
                             "unknown scheduler '" + spec.schedulers[i] +
                                 "' (see maifs list-schedulers)");
    return spec;
}

void report(const SweepSpec& spec, const SweepState& state, const CellResult& r) {
    const SweepCell& cell = state.cells()[static_cast<std::size_t>(r.index)];
    const std::string label = cellLabel(spec, cell);
    if (r.ok)
        std::printf("[%*d/%zu] %-44s mean JCT %8.2f h  (rank %d, %.2f s)\n", 5, state.done(),
                    state.cells().size(), label.c_str(), r.summary.meanJct / 3600.0, r.rank,
                    r.wallSeconds);
    else
        std::printf("[%*d/%zu] %-44s FAILED (rank %d): %s\n", 5, state.done(), state.cells().size(),
                    label.c_str(), r.rank, r.error.c_str());
    std::fflush(stdout);
}

int finish(const SweepState& state, const std::string& out) {
    state.writeOutputs();
    const int total = static_cast<int>(state.cells().size());
    const int failed = state.failed();
    std::printf("%d cells: %d ok, %d failed, %d missing (%d reused from an earlier run)\n"
                "written: %s/sweep.csv, %s/sweep.json\n",
                total, state.done() - failed, failed, total - state.done(), state.reused(),
                out.c_str(), out.c_str());
    if (failed > 0)
        return kSomeCellsFailed;
    return state.done() == total ? 0 : 1;
}

} // namespace sweep

int runSweep(const SweepArgs& args) {
    const SchedulerRegistry& reg = cliRegistry();
    if (startedByMpi())
        return runSweepOverMpi(args, reg);
    try {
        const SweepSpec spec = sweep::load(args.sweep, reg);
        SweepState state(spec, args.out, args.retryFailed);
        const std::vector<int> pending = state.pending();
        std::printf("sweep %s: %zu cells (%zu to run, %d reused), serial\n", spec.name.c_str(),
                    state.cells().size(), pending.size(), state.reused());
        for (int index : pending) {
            const CellResult r = runCell(spec, state.cells()[static_cast<std::size_t>(index)], reg);
            state.record(r);
            sweep::report(spec, state, r);
        }
        return sweep::finish(state, args.out);
    } catch (const std::exception& e) {
        std::cerr << "maifs: " << e.what() << '\n';
        return 1;
    }
}

namespace {

// The scenario with the varied field set to value; errors name the field and the value.
Scenario scenarioWith(const std::string& file, const std::string& text, const std::string& path,
                      long long value) {
    YAML::Node root = YAML::Load(text);
    setYamlPath(root, path, YAML::Node(value));
    try {
        return readScenarioText(YAML::Dump(root), file);
    } catch (const InputError& e) {
        throw std::runtime_error(file + " with " + path + " = " + std::to_string(value) +
                                 " is not a valid scenario: " +
                                 (e.field().empty() ? "" : e.field() + ": ") + e.message());
    }
}

} // namespace

int runCapacity(const CapacityArgs& args) {
    try {
        const CapacityTarget target = CapacityTarget::parse(args.target);
        const SchedulerRegistry& reg = cliRegistry();
        if (std::string mode; !reg.resolve(args.scheduler, mode)) {
            std::cerr << "maifs: unknown scheduler '" << args.scheduler
                      << "' (see maifs list-schedulers)\n";
            return 1;
        }
        const std::string text = readWholeFile(args.scenario);
        const Scenario base = readScenarioText(text, args.scenario);
        const YAML::Node root = YAML::Load(text);
        const std::string path = resolveYamlPath(root, args.vary);
        const YAML::Node current = getYamlPath(root, path);
        long long start = 0;
        if (!current.IsScalar() || !YAML::convert<long long>::decode(current, start))
            throw std::invalid_argument(
                "--vary " + args.vary + ": " + path + " in " + args.scenario +
                " must be an integer to search over (it is " +
                (current.IsDefined() ? "'" + YAML::Dump(current) + "'" : std::string("missing")) +
                ")");
        const long long max = args.max > 0 ? args.max : std::max<long long>(64, start * 64);
        std::vector<unsigned long long> seeds = args.seeds;
        if (seeds.empty())
            seeds = {base.seed};

        std::printf("capacity: smallest %s in [%lld, %lld] with %s, scheduler %s, %zu seed(s); "
                    "%s is %lld now\n",
                    path.c_str(), args.min, max, target.text().c_str(), args.scheduler.c_str(),
                    seeds.size(), path.c_str(), start);
        std::ofstream csv;
        if (!args.out.empty()) {
            std::filesystem::create_directories(args.out);
            csv.open(std::filesystem::path(args.out) / "capacity.csv", std::ios::binary);
            csv << "step,value,seed," << target.metric << ",run\n";
        }
        int step = 0;
        const auto evaluate = [&](long long value) {
            ++step;
            const Scenario s = scenarioWith(args.scenario, text, path, value);
            std::vector<double> perSeed;
            std::string seedsText;
            for (auto seed : seeds) {
                RunOptions options;
                options.seed = seed;
                options.detail = args.records;
                const RunRecord run = runScenario(s, reg, args.scheduler, options);
                const Summary sum = summarize(run);
                // A step whose run did not drain has no figure: it misses the target.
                const bool drained = run.end == RunEnd::Completed || run.end == RunEnd::Unplaceable;
                perSeed.push_back(drained ? summaryJson(sum)[target.metric].get<double>()
                                          : std::numeric_limits<double>::quiet_NaN());
                if (!drained)
                    std::printf("  (value %lld, seed %llu: the run did not drain (%s): %s)\n",
                                value, static_cast<unsigned long long>(seed), runEndName(run.end),
                                run.endReason.c_str());
                seedsText += (seedsText.empty() ? "" : ", ") + readableNumber(perSeed.back());
                std::string runDir;
                if (!args.out.empty()) {
                    runDir = std::to_string(value) + "-seed" + std::to_string(seed);
                    writeRunFiles((std::filesystem::path(args.out) / runDir).string(), run, sum);
                    csv << step << ',' << value << ',' << seed << ','
                        << formatNumber(perSeed.back()) << ',' << runDir << '\n';
                }
            }
            double mean = 0;
            for (double v : perSeed)
                mean += v;
            mean /= static_cast<double>(perSeed.size());
            std::printf("  step %2d  %s = %-6lld %s %s (seeds: %s)  %s\n", step, path.c_str(),
                        value, target.metric.c_str(), readableNumber(mean).c_str(),
                        seedsText.c_str(), target.met(mean) ? "meets" : "misses");
            std::fflush(stdout);
            return perSeed;
        };
        const CapacitySearch result = searchCapacity(start, args.min, max, target, evaluate);
        for (const auto& w : result.warnings)
            std::printf("note: %s\n", w.c_str());
        if (!args.out.empty()) {
            if (!csv.flush())
                throw std::runtime_error("cannot write " + args.out + "/capacity.csv");
            std::printf("written: %s/capacity.csv and one run folder per step and seed\n",
                        args.out.c_str());
        }
        if (!result.answer) {
            std::printf("no value up to %lld meets %s\n", max, target.text().c_str());
            return kSomeCellsFailed;
        }
        std::printf("answer: %s = %lld is the smallest value meeting %s (%zu steps)\n",
                    path.c_str(), *result.answer, target.text().c_str(), result.steps.size());
        return 0;
    } catch (const std::exception& e) {
        std::cerr << "maifs: " << e.what() << '\n';
        return 1;
    }
}

} // namespace maifs::cli
