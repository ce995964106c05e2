#pragma once

#include <string_view>

namespace maifs::marl {

// The bytes of resources/policies/<variant>.pt as compiled into this build; empty when the build
// ships no policy for that variant.
std::string_view shippedPolicy(std::string_view variant);

} // namespace maifs::marl
