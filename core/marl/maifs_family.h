#pragma once

#include "core/sched/registry.h"

#include <memory>
#include <string>
#include <vector>

namespace maifs::marl {

// Makes the MAIFS scheduler an id names ("maifs", "maifs-rule", ...; the registry has split off
// any '@' argument into the context). Implemented in LibTorch by makeMaifsScheduler
// (registration.h), reached in process or through the RL module (rl_module.h).
using MaifsMaker = std::unique_ptr<Scheduler> (*)(const std::string& id,
                                                  const SchedulerContext& ctx);

// The MAIFS family as the registry lists it, with no LibTorch needed to list it: maifs,
// maifs-noattn, maifs-nocg, maifs-fixed, and the yardsticks maifs-random (random feasible actions)
// and maifs-rule (WindowRulePolicy), which take "@CONFIG.yaml" for the environment's settings.
// Each trained variant loads the policy named after '@' ("maifs@my.pt"; a policy of another
// variant is refused) or else the one shipped with the build; "@sampled" (alone or after the
// file: "maifs@my.pt:sampled") samples actions instead of taking the most probable.
void registerMaifsFamily(SchedulerRegistry& registry, MaifsMaker make);

// True for the ids registered above (with or without '@' or a suffix): what "all" leaves out.
bool isMaifsScheduler(const std::string& id);

// The ids with "all" replaced by every baseline of the registry ("all,maifs" adds MAIFS): what
// `maifs compare --schedulers` and the Python module's compare run.
std::vector<std::string> expandAllSchedulers(const SchedulerRegistry& registry,
                                             const std::vector<std::string>& ids);

} // namespace maifs::marl
