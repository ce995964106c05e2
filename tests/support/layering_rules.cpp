#include "tests/support/layering_rules.h"

#include <algorithm>
#include <fstream>
#include <regex>

namespace maifs::test {

namespace fs = std::filesystem;

namespace {

bool startsWith(const std::string& s, std::string_view prefix) {
    return s.starts_with(prefix);
}

bool isSource(const fs::path& p) {
    const auto ext = p.extension().string();
    return ext == ".h" || ext == ".hpp" || ext == ".cpp" || ext == ".cc";
}

bool isQt(const std::string& inc) {
    static const std::regex qt(R"(^(Q[A-Za-z0-9]+|Qt[A-Za-z]+/.*|qcustomplot\.h)$)");
    return std::regex_match(inc, qt);
}

bool isTorch(const std::string& inc) {
    return startsWith(inc, "torch/") || startsWith(inc, "ATen/") || startsWith(inc, "c10/");
}

// The ui's doors into the core are the Session facade, the run record and the value types it
// carries; the engine's state and the schedulers' internals stay behind them.
bool isEngineInternal(const std::string& inc) {
    if (startsWith(inc, "core/sim/"))
        return true;
    return startsWith(inc, "core/sched/") && inc != "core/sched/registry.h";
}

} // namespace

std::vector<LayeringViolation> findLayeringViolations(const fs::path& root) {
    static const std::regex includeLine(R"(^\s*#\s*include\s*([<"])([^>"]+)[>"])");
    std::vector<LayeringViolation> out;
    std::vector<fs::path> files;
    for (auto it = fs::recursive_directory_iterator(root); it != fs::recursive_directory_iterator();
         ++it) {
        const std::string name = it->path().filename().string();
        if (it->is_directory() && (startsWith(name, "build") || startsWith(name, "."))) {
            it.disable_recursion_pending();
            continue;
        }
        if (it->is_regular_file() && isSource(it->path()))
            files.push_back(it->path());
    }
    std::sort(files.begin(), files.end());

    for (const auto& file : files) {
        const std::string rel = fs::relative(file, root).generic_string();
        const bool inCore = startsWith(rel, "core/");
        const bool torchAllowed = startsWith(rel, "core/marl/") || startsWith(rel, "tests/marl/");
        const bool inUi = startsWith(rel, "ui/");
        std::ifstream in(file);
        std::string text;
        int lineNo = 0;
        while (std::getline(in, text)) {
            ++lineNo;
            std::smatch m;
            if (!std::regex_search(text, m, includeLine))
                continue;
            const std::string inc = m[2];
            if (inCore && isQt(inc))
                out.push_back({rel, lineNo, inc, "no Qt in core/"});
            if (!torchAllowed && isTorch(inc))
                out.push_back({rel, lineNo, inc, "torch only in core/marl/"});
            if (inUi && isEngineInternal(inc))
                out.push_back({rel, lineNo, inc, "ui/ reaches the engine only through Session"});
        }
    }
    return out;
}

} // namespace maifs::test
