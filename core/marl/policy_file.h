#pragma once

#include "core/marl/policy.h"

#include <iosfwd>
#include <memory>
#include <string>

namespace maifs::marl {

// A trained actor, read from a policy file (maifs train --out). Throws InputError naming the file
// when it is not a MAIFS policy, has another format or feature version, or its stored layout
// disagrees with its configuration.
std::shared_ptr<Policy> loadPolicy(const std::string& path);
std::shared_ptr<Policy> loadPolicy(std::istream& in, const std::string& name);

// Writes a policy file (atomically). Only policies with weights can be saved.
void savePolicy(const Policy& policy, const std::string& path);

// A freshly initialised actor (seeded): what training starts from.
std::shared_ptr<Policy> untrainedPolicy(const MaifsConfig& config, std::uint64_t seed);

} // namespace maifs::marl
