#pragma once

#include <string>

namespace maifs {

// A number for a human-readable message: up to 6 significant digits ("62.5", "1.33333").
// Files use formatNumber (core/io/run_writer.h), which round-trips.
std::string readableNumber(double v);

} // namespace maifs
