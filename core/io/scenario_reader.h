#pragma once

#include "core/model/scenario.h"

#include <string>

namespace maifs {

// Reads and validates a scenario file. Throws InputError naming the file, line, column and key of
// the first problem; nothing is returned half-read.
Scenario readScenarioFile(const std::string& path);
Scenario readScenarioText(const std::string& text, const std::string& fileLabel);

} // namespace maifs
