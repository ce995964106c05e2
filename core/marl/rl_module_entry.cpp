// The one symbol libmaifs-rl.so exports: its table of functions (rl_module.h).
#include "core/marl/registration.h"
#include "core/marl/rl_module.h"

namespace {

const maifs::marl::RlModule kModule{maifs::marl::kRlModuleAbi, maifs::marl::makeMaifsScheduler,
                                    maifs::marl::train,        maifs::marl::replayCapacity,
                                    maifs::marl::torchRuntime, maifs::marl::useSingleThread};

} // namespace

extern "C" __attribute__((visibility("default"))) const maifs::marl::RlModule* maifs_rl_module() {
    return &kModule;
}
