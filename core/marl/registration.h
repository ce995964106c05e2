#pragma once

#include "core/marl/maifs_family.h"

namespace maifs::marl {

// The MAIFS scheduler an id of the family names (maifs_family.h), made in this process: loads its
// policy (the '@' file or the shipped one) or configures a yardstick. Throws InputError for a
// policy that cannot be read or was trained as another variant, std::invalid_argument for an id
// outside the family.
std::unique_ptr<Scheduler> makeMaifsScheduler(const std::string& id, const SchedulerContext& ctx);

// maifs-lookahead replays the run from its start for every alternative it weighs, so its cost
// grows with the square of the run's length: beyond this many jobs it is refused (InputError)
// rather than left to run for hours (docs/maifs.md, "Planning by rollouts").
inline constexpr int kLookaheadMaxJobs = 1000;

// The family, made in this process (LibTorch linked in): tests and benchmarks. The CLI and the
// studio register it through the RL module instead (registerMaifsSchedulersOnDemand).
void registerMaifsSchedulers(SchedulerRegistry& registry);

} // namespace maifs::marl
