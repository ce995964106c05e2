#pragma once

#include <string_view>

namespace maifs {

// The text of resources/model_zoo.yaml and resources/speed_model.yaml, embedded at build time.
std::string_view builtinModelZooYaml();
std::string_view builtinSpeedModelYaml();

} // namespace maifs
