#pragma once

#include "core/marl/maifs_family.h"
#include "core/marl/torch_runtime.h"
#include "core/marl/trainer.h"

namespace maifs::marl {

// The LibTorch half of MAIFS as a module (libmaifs-rl.so) that the command line and the studio
// load on first use: loading LibTorch costs ~0.5 s CPU and ~160 MB, which every command and view
// that does not touch MAIFS (validate, import, the baselines) should not pay. A table of plain
// C++ functions: the module is built by the same compiler from the same sources, and keeps its
// own copy of the core with its symbols hidden.
struct RlModule {
    int abi = 0; // kRlModuleAbi of the build that made it
    MaifsMaker makeScheduler = nullptr;
    TrainResult (*train)(const TrainOptions& options) = nullptr;
    int (*replayCapacity)(const MaifsConfig& config, int agents) = nullptr;
    TorchRuntime (*runtime)() = nullptr;
    void (*useSingleThread)() = nullptr;
};

// Bumped whenever RlModule or a type it passes changes layout.
inline constexpr int kRlModuleAbi = 1;

// The module, loaded at the first call: $MAIFS_RL_MODULE if set, else libmaifs-rl.so beside the
// executable, else ../lib/maifs-studio/libmaifs-rl.so from it (an installed tree). Throws
// std::runtime_error naming every path tried and why it failed. Thread-safe.
const RlModule& rlModule();

// The MAIFS family whose schedulers load the module when the first one is made.
void registerMaifsSchedulersOnDemand(SchedulerRegistry& registry);

// Asks for one intra-op thread in LibTorch when the module loads (the studio's setting: its
// policies are small, and one thread is the fastest measured and keeps runs deterministic).
void useSingleThreadWhenLoaded();

} // namespace maifs::marl
