#pragma once

#include <string>

namespace maifs {

// "0.1.0" or "0.1.0 (git 1a2b3c4d5e)" when built from a checkout.
std::string versionString();

} // namespace maifs
