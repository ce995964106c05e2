#include "tests/support/layering_rules.h"

#include <algorithm>
#include <fstream>
#include <map>
#include <regex>
#include <set>

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

// The C++ sources below root, sorted, without build folders and hidden ones.
std::vector<fs::path> sourceFiles(const fs::path& root) {
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
    return files;
}

struct Include {
    std::string file; // relative to the root
    int line = 0;
    std::string target;
    bool quoted = false; // "..." rather than <...>
};

// Every #include of the C++ sources below root, in file order.
std::vector<Include> includesBelow(const fs::path& root) {
    static const std::regex includeLine(R"(^\s*#\s*include\s*([<"])([^>"]+)[>"])");
    std::vector<Include> out;
    for (const auto& file : sourceFiles(root)) {
        const std::string rel = fs::relative(file, root).generic_string();
        std::ifstream in(file);
        std::string text;
        int lineNo = 0;
        while (std::getline(in, text)) {
            ++lineNo;
            std::smatch m;
            if (std::regex_search(text, m, includeLine))
                out.push_back({rel, lineNo, m[2], m[1] == "\""});
        }
    }
    return out;
}

// The room a path belongs to: "core/io" for core/io/trace/x.h, "ui/replay" for ui/replay/x.h,
// "ui" for ui/x.h; empty outside core/ and ui/.
std::string roomOf(const std::string& path) {
    if (!startsWith(path, "core/") && !startsWith(path, "ui/"))
        return {};
    const auto first = path.find('/');
    const auto second = path.find('/', first + 1);
    return second == std::string::npos ? path.substr(0, first) : path.substr(0, second);
}

} // namespace

std::vector<LayeringViolation> findLayeringViolations(const fs::path& root) {
    std::vector<LayeringViolation> out;
    for (const auto& [rel, lineNo, inc, quoted] : includesBelow(root)) {
        const bool torchAllowed = startsWith(rel, "core/marl/") || startsWith(rel, "tests/marl/");
        if (startsWith(rel, "core/") && isQt(inc))
            out.push_back({rel, lineNo, inc, "no Qt in core/"});
        if (!torchAllowed && isTorch(inc))
            out.push_back({rel, lineNo, inc, "torch only in core/marl/"});
        if (startsWith(rel, "ui/") && isEngineInternal(inc))
            out.push_back({rel, lineNo, inc, "ui/ reaches the engine only through Session"});
    }
    return out;
}

std::vector<LayeringViolation> findFolderLoops(const fs::path& root) {
    struct Edge {
        std::string from, to;
        LayeringViolation where;
    };
    std::vector<Edge> edges;
    std::map<std::string, std::set<std::string>> next;
    for (const auto& inc : includesBelow(root)) {
        const std::string from = roomOf(inc.file);
        const std::string to = roomOf(inc.target);
        if (!inc.quoted || from.empty() || to.empty() || to == from)
            continue;
        edges.push_back({from, to, {inc.file, inc.line, inc.target, {}}});
        next[from].insert(to);
    }

    // The shortest way back from `start` to `goal` (breadth first, rooms in name order), or empty.
    const auto wayBack = [&](const std::string& start, const std::string& goal) {
        std::map<std::string, std::string> cameFrom{{start, {}}};
        std::vector<std::string> frontier{start};
        while (!frontier.empty()) {
            std::vector<std::string> following;
            for (const auto& room : frontier)
                for (const auto& n : next[room]) {
                    if (cameFrom.contains(n))
                        continue;
                    cameFrom[n] = room;
                    if (n == goal) {
                        std::vector<std::string> path{n};
                        for (std::string r = room; !r.empty(); r = cameFrom[r])
                            path.push_back(r);
                        std::reverse(path.begin(), path.end());
                        return path;
                    }
                    following.push_back(n);
                }
            frontier = std::move(following);
        }
        return std::vector<std::string>{};
    };

    std::vector<LayeringViolation> out;
    for (auto& e : edges) {
        const auto back = wayBack(e.to, e.from);
        if (back.empty())
            continue;
        std::string loop = e.from;
        for (const auto& room : back)
            loop += " -> " + room;
        e.where.rule = "folder loop: " + loop;
        out.push_back(e.where);
    }
    return out;
}

} // namespace maifs::test
