#include "core/marl/reward.h"

#include <algorithm>

namespace maifs::marl {

double intervalReward(const EpisodeLog& log, std::size_t epoch, double next,
                      const MaifsConfig& config) {
    // Per job of the episode: the return is minus the episode's mean JCT in reward_scale_s.
    const double scale = config.rewardScaleS * config.episodeJobs;
    const double dt = std::max(0.0, next - log.epochs[epoch].time);
    const int jobs = log.epochs[epoch].jobsInSystem;
    return -((jobs * dt + (jobs > 0 ? config.makespanWeight * dt : 0.0)) / scale);
}

double runEnd(const RunRecord& run) {
    double end = 0;
    for (const auto& j : run.jobs)
        end = std::max(end, j.finish);
    return end;
}

std::vector<float> stepRewards(const EpisodeLog& log, const RunRecord& run,
                               const MaifsConfig& config) {
    std::vector<double> r(log.steps.size(), 0.0);
    for (std::size_t k = 0; k < log.steps.size(); ++k)
        r[k] -= config.conflictPenalty * log.steps[k].rechoices;
    const double end = runEnd(run);
    std::size_t step = 0; // the last step at or before the current epoch
    bool any = false;
    for (std::size_t e = 0; e < log.epochs.size(); ++e) {
        while (step + 1 < log.steps.size() && log.steps[step + 1].epoch <= static_cast<int>(e))
            ++step;
        any = any || (!log.steps.empty() && log.steps[step].epoch <= static_cast<int>(e));
        if (!any)
            continue;
        const double next = e + 1 < log.epochs.size() ? log.epochs[e + 1].time : end;
        r[step] += intervalReward(log, e, next, config);
    }
    return {r.begin(), r.end()};
}

} // namespace maifs::marl
