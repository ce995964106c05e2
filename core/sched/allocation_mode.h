#pragma once

#include "core/sched/placement.h"

#include <optional>
#include <string_view>

namespace maifs {

// How CPU and memory are sized at placement (Synergy, Mohan et al. OSDI'22):
//  fair   - GPU-proportional share of the node (every baseline's default);
//  greedy - the model's best-case demand (its saturation point), or the job waits;
//  tune   - best case where it fits, else the proportional share (never below it);
//  opt    - GPUs placed at the model's cheapest profiled point, then CPU / memory of the decision's
//           new jobs chosen together by an LP maximising total throughput (opt_allocation.h).
enum class AllocationMode { Fair, Greedy, Tune, Opt };

std::optional<AllocationMode> parseAllocationMode(std::string_view name);
std::string_view allocationModeName(AllocationMode mode);

// The best-case sizing of a job: its model's saturation point per GPU.
ShareSizing bestCaseSizing(const ClusterView& view, int job);

class OptMemo;

// `memo`: opt's profiled points kept over the run (else worked out at each call).
PlacementResult placeWithMode(const ClusterView& view, const CapacityLedger& ledger, int job,
                              int topK, AllocationMode mode,
                              NodePreference prefer = NodePreference::BestFit,
                              OptMemo* memo = nullptr);

} // namespace maifs
