#pragma once

#include "core/model/scenario.h"

namespace maifs {

// Workload what-ifs of sweeps, applied to a read scenario (docs/sweeps.md).

// Jobs arrive `factor` times as fast: submit times, the measurement window and synthetic arrival
// gaps are divided by it (synthetic rates multiplied). Cluster events keep their times.
void scaleArrivalRate(Scenario& scenario, double factor);

// Every job needs `factor` times as long: durations and synthetic duration ranges are multiplied.
void scaleDurations(Scenario& scenario, double factor);

// Forgets the trace's model names, so that every job's model is drawn from the scenario's class
// mix (models.class_mix) with the run's seed, as for jobs that name none.
void redrawModels(Scenario& scenario);

} // namespace maifs
