#pragma once

#include "core/sched/registry.h"

#include <string>

namespace maifs::marl {

// Adds maifs, maifs-noattn, maifs-nocg, maifs-fixed, and the yardsticks maifs-random (random
// feasible actions) and maifs-rule (WindowRulePolicy), which take "@CONFIG.yaml" for the
// environment's settings. Each trained variant loads the policy named after '@'
// ("maifs@my.pt"; a policy of another variant is refused) or else the one shipped with the
// build; "@sampled" (alone or after the file: "maifs@my.pt:sampled") samples actions instead of
// taking the most probable.
void registerMaifsSchedulers(SchedulerRegistry& registry);

// True for the ids registered above (with or without '@'): what "all" leaves out.
bool isMaifsScheduler(const std::string& id);

} // namespace maifs::marl
