#pragma once

#include <string>
#include <string_view>

namespace maifs {

// Lower-case hex SHA-256 of the bytes, for identifying the exact scenario a run came from.
std::string sha256Hex(std::string_view bytes);

} // namespace maifs
