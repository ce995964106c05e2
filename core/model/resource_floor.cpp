#include "core/model/resource_floor.h"

#include "core/model/speed_model.h"

#include <algorithm>

namespace maifs {

ResourceFloor resourceFloor(const Job& job, const ModelProfile& profile) {
    const auto best = SpeedModel::saturation(profile, job.gpus);
    const double g = job.gpuEquivalent();
    return {std::min(job.cpus / g, best.cpusPerGpu), std::min(job.memGb / g, best.memPerGpu)};
}

} // namespace maifs
