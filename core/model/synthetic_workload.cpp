#include "core/model/synthetic_workload.h"

#include "core/util/rng.h"

#include <cmath>

namespace maifs {

namespace {
constexpr std::uint64_t kSyntheticStream = 2;
}

std::vector<Job> SyntheticWorkload::generate(std::uint64_t seed) const {
    Rng rng = Rng::derived(seed, kSyntheticStream);
    std::vector<double> durationWeights, gpuWeights;
    for (const auto& d : durations)
        durationWeights.push_back(d.weight);
    for (const auto& g : gpuMix)
        gpuWeights.push_back(g.second);
    std::vector<Job> out;
    out.reserve(static_cast<std::size_t>(jobs));
    // Trace-shaped arrivals keep the trace's burstiness; scaled to the requested mean rate.
    double gapScale = 1.0;
    if (!arrivalGapsS.empty() && jobsPerHour > 0) {
        double mean = 0;
        for (double g : arrivalGapsS)
            mean += g;
        mean /= static_cast<double>(arrivalGapsS.size());
        gapScale = mean > 0 ? (3600.0 / jobsPerHour) / mean : 1.0;
    }
    const auto pick = [&](const std::vector<double>& v) {
        return v[static_cast<std::size_t>(
            rng.uniformInt(0, static_cast<std::int64_t>(v.size()) - 1))];
    };
    double t = 0;
    for (int i = 0; i < jobs; ++i) {
        t += arrivalGapsS.empty() ? rng.exponential(3600.0 / jobsPerHour)
                                  : pick(arrivalGapsS) * gapScale;
        double minutes = 0;
        if (!durationsS.empty()) {
            minutes = pick(durationsS) / 60.0;
        } else {
            const DurationRange& d = durations[rng.weightedIndex(durationWeights)];
            const double lo = std::log10(d.minMinutes), hi = std::log10(d.maxMinutes);
            minutes = std::pow(10.0, lo + (hi - lo) * rng.uniform01());
        }
        Job j;
        j.id = idPrefix + std::to_string(i);
        // whole seconds keep the files short and the arithmetic exact
        j.submit = std::round(t);
        j.duration = std::max(1.0, std::round(minutes * 60));
        j.gpus = gpuMix[rng.weightedIndex(gpuWeights)].first;
        out.push_back(std::move(j));
    }
    return out;
}

} // namespace maifs
