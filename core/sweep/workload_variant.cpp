#include "core/sweep/workload_variant.h"

#include <cmath>

namespace maifs {

void scaleArrivalRate(Scenario& scenario, double factor) {
    for (auto& j : scenario.jobs)
        j.submit /= factor;
    if (std::isfinite(scenario.window.from))
        scenario.window.from /= factor;
    if (std::isfinite(scenario.window.to))
        scenario.window.to /= factor;
    for (auto& w : scenario.synthetic) {
        w.jobsPerHour *= factor;
        for (auto& gap : w.arrivalGapsS)
            gap /= factor;
    }
}

void scaleDurations(Scenario& scenario, double factor) {
    for (auto& j : scenario.jobs)
        j.duration *= factor;
    for (auto& w : scenario.synthetic) {
        for (auto& range : w.durations) {
            range.minMinutes *= factor;
            range.maxMinutes *= factor;
        }
        for (auto& d : w.durationsS)
            d *= factor;
    }
}

void redrawModels(Scenario& scenario) {
    for (auto& j : scenario.jobs)
        j.model.clear();
}

} // namespace maifs
