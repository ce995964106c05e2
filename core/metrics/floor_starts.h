#pragma once

#include "core/model/speed_params.h"
#include "core/record/run_record.h"

namespace maifs {

// How many times a run started (or restarted) a job with less CPU or memory per GPU than
// min(its request, its model's best case) (core/model/resource_floor.h). A re-size of a running
// job (an allocation span that begins where the previous one ends) is not a start. Jobs whose
// model the zoo does not know are not counted.
int startsBelowFloor(const RunRecord& run, const SpeedParams& speed);

} // namespace maifs
