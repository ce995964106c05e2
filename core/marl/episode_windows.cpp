#include "core/marl/episode_windows.h"

#include "core/sim/workload.h"
#include "core/util/input_error.h"

#include <algorithm>

namespace maifs::marl {

EpisodeWindows episodeWindows(const Scenario& scenario, const MaifsConfig& config) {
    const std::vector<Job> jobs = resolveJobs(scenario, scenario.seed);
    const auto size = static_cast<std::size_t>(config.episodeJobs);
    const std::size_t count = jobs.size() / size;
    if (count < 2)
        throw InputError(scenario.sourceFile, 0, 0, "episode_jobs",
                         "the workload has " + std::to_string(jobs.size()) +
                             " jobs: fewer than two windows of " + std::to_string(size) +
                             " (one to train on, one held out); lower episode_jobs");
    const std::size_t trainCount = std::clamp<std::size_t>(
        static_cast<std::size_t>(static_cast<double>(count) * config.trainFraction), 1, count - 1);
    EpisodeWindows out;
    // Each window copies this, not the scenario: a copy of the whole trace per window keeps its
    // capacity after the window's jobs are assigned (philly-full in 10-job windows: 8,224 copies
    // of 82,247 jobs, beyond 24 GB).
    Scenario base = scenario;
    base.jobs = {};
    base.synthetic.clear();
    base.events.clear();
    base.imports.clear();
    base.window = {};
    for (std::size_t w = 0; w < count; ++w) {
        Scenario s = base;
        s.name = scenario.name + " window " + std::to_string(w + 1) + "/" + std::to_string(count);
        s.jobs.assign(jobs.begin() + static_cast<std::ptrdiff_t>(w * size),
                      jobs.begin() + static_cast<std::ptrdiff_t>((w + 1) * size));
        const double origin = s.jobs.front().submit;
        for (auto& j : s.jobs)
            j.submit -= origin;
        (w < trainCount ? out.train : out.heldOut).push_back(std::move(s));
    }
    const auto k = static_cast<std::size_t>(config.validationWindows);
    if (k >= out.train.size() && k > 0)
        throw InputError(scenario.sourceFile, 0, 0, "validation_windows",
                         "only " + std::to_string(out.train.size()) + " training window(s) of " +
                             std::to_string(size) + " jobs: setting " + std::to_string(k) +
                             " aside for validation leaves none to train on");
    out.validation.assign(std::make_move_iterator(out.train.end() - static_cast<std::ptrdiff_t>(k)),
                          std::make_move_iterator(out.train.end()));
    out.train.resize(out.train.size() - k);
    return out;
}

} // namespace maifs::marl
