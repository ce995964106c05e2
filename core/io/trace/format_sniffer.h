#pragma once

#include <string>
#include <vector>

namespace maifs {

// What the start of a file says it is, so that an import dialog can propose a format and say why.
struct SniffedFormat {
    enum class Kind { Unknown, Jobs, Nodes };
    Kind kind = Kind::Unknown;
    std::string format; // a name isJobFormat / isNodeFormat accept; "csv", "json" or "csv-nodes"
                        // when the file is of no known layout (a mapping is then needed)
    std::string reason; // e.g. "the header is Pollux's Philly CSV (timestamp, duration, ...)"
    bool header = true; // for a generic CSV: whether its first row looks like column names
    std::vector<std::string>
        columns; // the header's names (a JSON log's keys), or "1".."N" without a header
};

// Judges the first lines of a file (a few KB are enough). `nodes` asks for an inventory format
// rather than a job trace. Never throws; Unknown when the text is neither CSV nor JSON.
SniffedFormat sniffFormat(const std::string& head, bool nodes);

// The first `bytes` of a file (fewer when it is shorter); throws InputError when it cannot be read.
std::string readFileHead(const std::string& path, std::size_t bytes = 64 * 1024);

} // namespace maifs
