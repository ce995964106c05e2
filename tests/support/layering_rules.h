#pragma once

#include <filesystem>
#include <string>
#include <vector>

namespace maifs::test {

struct LayeringViolation {
    std::string file; // relative to the scanned root
    int line = 0;
    std::string include;
    std::string rule;
};

// Scans the C++ sources below root (skipping build folders) for includes that break the layers:
// Qt anywhere in core/, torch outside core/marl and tests/marl, engine internals in ui/.
std::vector<LayeringViolation> findLayeringViolations(const std::filesystem::path& root);

// The includes that close a loop between folders of core/ and ui/ (core/io -> core/record ->
// core/io): folders are rooms, and a loop means neither can be understood, tested or moved without
// the other. One entry per include that lies on a loop; its rule names the loop.
std::vector<LayeringViolation> findFolderLoops(const std::filesystem::path& root);

} // namespace maifs::test
