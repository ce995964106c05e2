// Cost of one draw from the portable RNG, which synthetic workloads and MAIFS sampling call often.
#include "core/util/rng.h"

#include <benchmark/benchmark.h>

static void BM_RngNext(benchmark::State& state) {
    maifs::Rng rng(1);
    for (auto _ : state)
        benchmark::DoNotOptimize(rng.next());
}
BENCHMARK(BM_RngNext);

static void BM_RngExponential(benchmark::State& state) {
    maifs::Rng rng(1);
    for (auto _ : state)
        benchmark::DoNotOptimize(rng.exponential(60.0));
}
BENCHMARK(BM_RngExponential);

BENCHMARK_MAIN();
