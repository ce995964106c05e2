#pragma once

#include "core/model/job.h"
#include "core/model/speed_params.h"

namespace maifs {

// The least CPU and memory per GPU a job should ever start with: min(its request, its model's best
// case). Below it a CPU-sensitive job runs starved for its whole life (docs/maifs.md, "The floor"),
// which neither the request nor Synergy's TUNE would ever give it.
struct ResourceFloor {
    double cpusPerGpu = 0;
    double memPerGpu = 0;
};
ResourceFloor resourceFloor(const Job& job, const ModelProfile& profile);

} // namespace maifs
