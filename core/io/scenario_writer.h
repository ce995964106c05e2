#pragma once

#include "core/model/job.h"
#include "core/model/node.h"

#include <string>
#include <vector>

namespace maifs {

// Scenario fragments in the format readScenarioText reads back: `workload: {jobs: [...]}` and
// `cluster: {nodes: [...]}`. Written atomically (a temporary file renamed over the target), so a
// failed write never leaves half a file. Throws std::runtime_error on I/O failure.
void writeJobsYaml(const std::string& path, const std::vector<Job>& jobs);
void writeNodesYaml(const std::string& path, const std::vector<Node>& nodes);

std::string jobsYaml(const std::vector<Job>& jobs);
std::string nodesYaml(const std::vector<Node>& nodes);

} // namespace maifs
