#pragma once

#include <string>
#include <utility>
#include <vector>

namespace maifs {

// Where things are in a JSON text: nlohmann's DOM keeps no positions, and an error about a value
// (a missing key, a parse error) should still name its line.

// Byte offset -> (line, column), 1-based.
std::pair<int, int> lineColumn(const std::string& text, std::size_t offset);
// The line on which each element of the top-level JSON array starts.
std::vector<int> jsonElementLines(const std::string& text);
// The first `max` complete objects of a list of objects or of JSON Lines, as text, from a head
// that may cut the file anywhere: a cut object ends the list. Not validated beyond balance.
std::vector<std::string> leadingJsonObjects(const std::string& text, std::size_t max);

} // namespace maifs
