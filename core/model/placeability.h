#pragma once

#include "core/model/job.h"
#include "core/model/node.h"

#include <span>
#include <string>

namespace maifs {

// True when the node's GPU model satisfies the job's gpu_spec ("V100M16|V100M32"; empty = any).
bool gpuSpecAllows(const std::string& spec, const std::string& gpuModel);

// Why no allocation on these nodes could ever hold the job, or "" when one could. Only GPUs and
// gpu_spec can rule a job out: a gang may span nodes, and CPU / memory follow the GPUs taken
// (every allocation mode sizes them per GPU), so a request is never a hard constraint here.
// `nodes`: every node that is alive at some time of the run (the cluster and the nodes added).
std::string whyNeverPlaceable(const Job& job, std::span<const Node> nodes);

} // namespace maifs
