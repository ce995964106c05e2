#pragma once

#include <string>
#include <yaml-cpp/yaml.h>

namespace maifs {

// Sweeps and the capacity search change a scenario where its file says it, by a path such as
// `cluster.generate[0].count` or `engine.round_s`. A path whose first key is not at the top level
// but under exactly one top-level mapping is taken from there (`generate[0].count` names
// `cluster.generate[0].count`), so that the short form the planners type works.
//
// Returns the full path; throws std::invalid_argument naming the path and what is wrong (a syntax
// error, an index out of range, a key that is ambiguous).
std::string resolveYamlPath(const YAML::Node& root, const std::string& path);

// Sets the value at the (resolved) path in root, creating missing mapping keys (the scenario
// reader then rejects keys it does not know, with their line). Indexes must exist.
void setYamlPath(YAML::Node root, const std::string& path, const YAML::Node& value);

// The value at the (resolved) path, or an undefined node when a key is missing.
YAML::Node getYamlPath(const YAML::Node& root, const std::string& path);

} // namespace maifs
