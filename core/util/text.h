#pragma once

#include <string>
#include <string_view>

namespace maifs {

// A number as the run files write it: the shortest text that reads back as the same double
// ("0.1", "3279"); -0 as "0", and inf / -inf / nan spelled out.
std::string formatNumber(double v);

// Natural order of ids: "j2" before "j10".
bool naturalLess(const std::string& a, const std::string& b);

// A number for a human-readable message: up to 6 significant digits ("62.5", "1.33333").
// Files use formatNumber, which round-trips.
std::string readableNumber(double v);

// Where s stops being well-formed UTF-8 (RFC 3629: no overlongs, no surrogates, at most U+10FFFF),
// or npos when all of it is. Ids and names are checked where they are read, because the JSON
// writers cannot hold anything else.
std::size_t invalidUtf8At(std::string_view s);

// s with every byte that is not part of well-formed UTF-8 shown as \xHH: safe in any message.
std::string printableUtf8(std::string_view s);

} // namespace maifs
