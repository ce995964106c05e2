// MAIFS inference cost per scheduling epoch (all micro-rounds: observations, masks, the actor's
// forward pass, conflict resolution) at 16, 128 and 1,213 agents (the Alibaba 2023 inventory's
// size), with 64 jobs waiting so that every agent has choices. The policy is freshly initialised
// with the shipped policies' settings: a trained one costs the same. Targets: < 5 ms at 16 agents,
// < 100 ms at 1,213.
#include "core/io/speed_params_yaml.h"
#include "core/marl/maifs_scheduler.h"
#include "core/marl/policy_file.h"
#include "core/marl/torch_runtime.h"
#include "core/sim/engine.h"

#include <benchmark/benchmark.h>

namespace {

using namespace maifs;

Scenario cluster(int nodes) {
    Scenario s;
    s.name = "bench";
    s.speed = builtinSpeedParams();
    std::vector<Node> list;
    for (int i = 0; i < nodes; ++i)
        list.push_back({"n" + std::to_string(i), "r" + std::to_string(i / 32), "V100", 8, 48, 500,
                        Interconnect::NvLink});
    s.cluster = Cluster(std::move(list));
    const char* models[] = {"res18", "res50", "bert", "deepspeech"};
    for (int i = 0; i < 64; ++i) {
        Job j;
        j.id = "j" + std::to_string(i);
        j.gpus = 1 << (i % 3);
        j.duration = 3600;
        j.model = models[i % 4];
        s.jobs.push_back(j);
    }
    return s;
}

// Runs the benchmark loop inside the engine's first scheduling call, on its live view.
class EpochProbe final : public Scheduler {
public:
    EpochProbe(benchmark::State& state, marl::MaifsScheduler& inner)
        : state_(state)
        , inner_(inner) {}
    Traits traits() const override { return {}; }
    Decision schedule(const ClusterView& view) override {
        if (done_)
            return {};
        done_ = true;
        std::size_t started = 0;
        for (auto _ : state_) {
            const Decision d = inner_.schedule(view);
            started = d.actions.size();
            benchmark::DoNotOptimize(started);
        }
        state_.counters["agents"] = view.cluster().size();
        state_.counters["jobs_started_per_epoch"] = static_cast<double>(started);
        return {};
    }

private:
    benchmark::State& state_;
    marl::MaifsScheduler& inner_;
    bool done_ = false;
};

void BM_MaifsEpoch(benchmark::State& state) {
    marl::useSingleThread();
    const Scenario s = cluster(static_cast<int>(state.range(0)));
    // The shipped policies' recipe (layout, running slots, preemption to admit, the rule as a
    // prior): all of it is work per micro-round.
    marl::MaifsConfig config = marl::MaifsConfig::fromFile(
        std::string(MAIFS_SOURCE_DIR) + "/resources/policies/train-synergy-128.yaml");
    config.microRounds = static_cast<int>(state.range(1));
    marl::MaifsScheduler maifs(marl::untrainedPolicy(config, 1), true, 1, 4);
    EpochProbe probe(state, maifs);
    RunOptions o;
    o.schedulerName = "bench";
    // The probe starts nothing and asks for no rounds, so the run ends after its first decision.
    simulate(s, probe, o);
}
// (agents, micro-rounds): the default 4 rounds, and one round to separate the per-round cost.
BENCHMARK(BM_MaifsEpoch)
    ->Args({16, 4})
    ->Args({128, 4})
    ->Args({1213, 4})
    ->Args({1213, 1})
    ->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();
