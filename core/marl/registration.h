#pragma once

#include "core/sched/registry.h"

namespace maifs::marl {

// Adds maifs, maifs-noattn, maifs-nocg, maifs-fixed and maifs-random (random feasible actions).
// Each loads the policy named after '@'
// ("maifs@my.pt"; a policy of another variant is refused) or else the one shipped with the
// build; "@sampled" (alone or after the file: "maifs@my.pt:sampled") samples actions instead of
// taking the most probable.
void registerMaifsSchedulers(SchedulerRegistry& registry);

} // namespace maifs::marl
