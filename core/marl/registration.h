#pragma once

#include "core/marl/maifs_family.h"

namespace maifs::marl {

// The MAIFS scheduler an id of the family names (maifs_family.h), made in this process: loads its
// policy (the '@' file or the shipped one) or configures a yardstick. Throws InputError for a
// policy that cannot be read or was trained as another variant, std::invalid_argument for an id
// outside the family.
std::unique_ptr<Scheduler> makeMaifsScheduler(const std::string& id, const SchedulerContext& ctx);

// The family, made in this process (LibTorch linked in): tests and benchmarks. The CLI and the
// studio register it through the RL module instead (registerMaifsSchedulersOnDemand).
void registerMaifsSchedulers(SchedulerRegistry& registry);

} // namespace maifs::marl
