#include "core/metrics/floor_starts.h"

#include "core/model/resource_floor.h"

#include <algorithm>

namespace maifs {

namespace {

bool below(double given, double floor) {
    return given < floor - 1e-9 * std::max(1.0, floor);
}

} // namespace

int startsBelowFloor(const RunRecord& run, const SpeedParams& speed) {
    int count = 0;
    for (const auto& j : run.jobs) {
        const auto profile = speed.zoo.find(j.job.model);
        if (profile == speed.zoo.end() || j.job.gpuEquivalent() <= 0)
            continue;
        const ResourceFloor floor = resourceFloor(j.job, profile->second);
        for (std::size_t i = 0; i < j.history.size(); ++i) {
            const bool resize = i > 0 && j.history[i - 1].end == j.history[i].start;
            if (resize)
                continue;
            const Allocation& a = j.history[i].allocation;
            const double g = j.job.gpuEquivalent();
            if (below(a.cpus() / g, floor.cpusPerGpu) || below(a.memGb() / g, floor.memPerGpu))
                ++count;
        }
    }
    return count;
}

} // namespace maifs
