#pragma once

#include "core/io/yaml_reader.h"
#include "core/model/scenario.h"

#include <string>
#include <vector>

namespace maifs {

// `cluster.import`: real inventories, appended to the cluster's nodes. Paths resolve against
// baseDir (the scenario file's folder).
void readClusterImports(const YamlReader& r, const YAML::Node& list, const std::string& baseDir,
                        std::vector<Node>& nodes, std::vector<ImportReport>& reports);

// `workload.trace`: real job traces with their filters (docs/scenario.md), appended to s.jobs.
// Needs s.cluster and s.speed. Jobs the cluster can never run are dropped and reported.
void readTraces(const YamlReader& r, const YAML::Node& list, const std::string& baseDir,
                Scenario& s);

} // namespace maifs
