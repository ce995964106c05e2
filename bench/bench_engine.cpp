// Engine throughput: a synthetic 100k-job trace on a 1,000-node (8,000-GPU) cluster under FIFO.
// The workload is Synergy-shaped (80% of durations log-uniform in 10^1.5..10^3 min, 20% in
// 10^3..10^4 min; GPU demand 1/2/4/8 = 70/15/10/5 %), with Poisson arrivals at a rate that keeps
// the cluster loaded (about 85% of its GPU capacity). Reports events/s and wall time per run.
#include "core/io/speed_params_yaml.h"
#include "core/sched/ordering_policies.h"
#include "core/sim/engine.h"
#include "core/util/rng.h"

#include <benchmark/benchmark.h>
#include <cmath>

namespace {

maifs::Scenario makeScenario(int jobs, int nodes) {
    using namespace maifs;
    Scenario s;
    s.name = "bench";
    s.speed = builtinSpeedParams();
    std::vector<Node> list;
    for (int i = 0; i < nodes; ++i)
        list.push_back({"n" + std::to_string(i), "r" + std::to_string(i / 32), "V100", 8, 24, 500,
                        Interconnect::NvLink});
    s.cluster = Cluster(std::move(list));
    Rng rng(42);
    const double gpuWeights[] = {70, 15, 10, 5};
    const int gpuChoices[] = {1, 2, 4, 8};
    // mean duration ~ 0.8 x E[10^U(1.5,3)] + 0.2 x E[10^U(3,4)] minutes; mean GPUs 1.8
    const double meanMinutes = 0.8 * (1000 - 31.6) / (1.5 * std::log(10.0)) +
                               0.2 * (10000 - 1000) / (1.0 * std::log(10.0));
    const double gpuSeconds = meanMinutes * 60 * 1.8;
    const double interArrival = gpuSeconds / (0.85 * nodes * 8);
    double t = 0;
    for (int i = 0; i < jobs; ++i) {
        t += rng.exponential(interArrival);
        const double minutes = rng.uniform01() < 0.8 ? std::pow(10.0, 1.5 + 1.5 * rng.uniform01())
                                                     : std::pow(10.0, 3.0 + rng.uniform01());
        Job j;
        j.id = "j" + std::to_string(i);
        j.submit = std::round(t);
        j.gpus = gpuChoices[rng.weightedIndex(gpuWeights)];
        j.duration = std::round(minutes * 60);
        s.jobs.push_back(j);
    }
    return s;
}

void BM_FifoSynthetic(benchmark::State& state) {
    const maifs::Scenario s =
        makeScenario(static_cast<int>(state.range(0)), static_cast<int>(state.range(1)));
    long long events = 0;
    for (auto _ : state) {
        auto fifo = maifs::makeFifo(maifs::AllocationMode::Fair, 4);
        maifs::RunOptions o;
        const auto record = maifs::simulate(s, *fifo, o);
        events = record.eventsProcessed; // the run's own events
        benchmark::DoNotOptimize(record.jobs.data());
    }
    state.counters["events"] = static_cast<double>(events);
    state.counters["events_per_s"] =
        benchmark::Counter(static_cast<double>(events) * static_cast<double>(state.iterations()),
                           benchmark::Counter::kIsRate);
}
BENCHMARK(BM_FifoSynthetic)
    ->Args({10000, 100})
    ->Args({100000, 1000})
    ->Unit(benchmark::kMillisecond)
    ->Iterations(1);

} // namespace

BENCHMARK_MAIN();
