#pragma once

#include <filesystem>
#include <string>

namespace maifs {

// Writes `bytes` to PATH.tmp and renames it over `path`, so that a reader (or a kill mid-write)
// sees the old file or the new one, never half of one. Throws std::runtime_error naming the file.
void writeFileAtomically(const std::filesystem::path& path, const std::string& bytes);

} // namespace maifs
