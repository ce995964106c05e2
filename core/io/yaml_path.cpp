#include "core/io/yaml_path.h"

#include <charconv>
#include <stdexcept>
#include <utility>
#include <variant>
#include <vector>

namespace maifs {

namespace {

using Step = std::variant<std::string, std::size_t>; // a mapping key or a list index

std::vector<Step> parsePath(const std::string& path) {
    const auto bad = [&](const std::string& why) {
        return std::invalid_argument("path '" + path + "': " + why);
    };
    std::vector<Step> steps;
    std::size_t i = 0;
    while (i < path.size()) {
        std::size_t end = path.find_first_of(".[", i);
        if (end == std::string::npos)
            end = path.size();
        if (end == i)
            throw bad("expected a key at position " + std::to_string(i + 1));
        steps.emplace_back(path.substr(i, end - i));
        i = end;
        while (i < path.size() && path[i] == '[') {
            const std::size_t close = path.find(']', i);
            if (close == std::string::npos)
                throw bad("an index is not closed with ']'");
            std::size_t index = 0;
            const auto* first = path.data() + i + 1;
            const auto* last = path.data() + close;
            const auto res = std::from_chars(first, last, index);
            if (first == last || res.ec != std::errc() || res.ptr != last)
                throw bad("expected a number in [], got '" + std::string(first, last) + "'");
            steps.emplace_back(index);
            i = close + 1;
        }
        if (i < path.size()) {
            if (path[i] != '.')
                throw bad("expected '.' or '[' at position " + std::to_string(i + 1));
            if (++i == path.size())
                throw bad("ends with '.'");
        }
    }
    if (steps.empty())
        throw bad("empty");
    return steps;
}

std::string joinPath(const std::string& prefix, const std::string& path) {
    return prefix.empty() ? path : prefix + "." + path;
}

} // namespace

std::string resolveYamlPath(const YAML::Node& root, const std::string& path) {
    const std::vector<Step> steps = parsePath(path);
    const std::string& first = std::get<std::string>(steps.front());
    if (!root.IsMap() || root[first])
        return path;
    std::string found;
    for (const auto& kv : root) {
        const YAML::Node child = kv.second; // const: a lookup must not add the key
        if (child.IsMap() && child[first]) {
            if (!found.empty())
                throw std::invalid_argument("path '" + path + "': '" + first + "' is under both '" +
                                            found + "' and '" + kv.first.Scalar() +
                                            "'; write the full path");
            found = kv.first.Scalar();
        }
    }
    return joinPath(found, path);
}

YAML::Node getYamlPath(const YAML::Node& root, const std::string& path) {
    YAML::Node cur = YAML::Clone(root);
    for (const Step& step : parsePath(resolveYamlPath(root, path))) {
        if (const auto* key = std::get_if<std::string>(&step)) {
            if (!cur.IsMap() || !cur[*key])
                return YAML::Node(YAML::NodeType::Undefined);
            cur.reset(cur[*key]);
        } else {
            const std::size_t index = std::get<std::size_t>(step);
            if (!cur.IsSequence() || index >= cur.size())
                return YAML::Node(YAML::NodeType::Undefined);
            cur.reset(cur[index]);
        }
    }
    return cur;
}

void setYamlPath(YAML::Node root, const std::string& path, const YAML::Node& value) {
    const std::string full = resolveYamlPath(root, path);
    const std::vector<Step> steps = parsePath(full);
    YAML::Node cur = root;
    std::string walked;
    for (std::size_t k = 0; k < steps.size(); ++k) {
        const bool last = k + 1 == steps.size();
        if (const auto* key = std::get_if<std::string>(&steps[k])) {
            if (!cur.IsMap() && !cur.IsNull())
                throw std::invalid_argument("path '" + full + "': '" + walked +
                                            "' is not a mapping, so it has no key '" + *key + "'");
            walked = joinPath(walked, *key);
            if (last) {
                cur[*key] = YAML::Clone(value);
                return;
            }
            if (!cur[*key])
                cur[*key] = YAML::Node(YAML::NodeType::Map);
            YAML::Node next = cur[*key];
            cur.reset(next);
        } else {
            const std::size_t index = std::get<std::size_t>(steps[k]);
            if (!cur.IsSequence() || index >= cur.size())
                throw std::invalid_argument("path '" + full + "': '" + walked + "' has no item [" +
                                            std::to_string(index) + "]" +
                                            (cur.IsSequence()
                                                 ? " (it has " + std::to_string(cur.size()) + ")"
                                                 : " (it is not a list)"));
            walked += "[" + std::to_string(index) + "]";
            if (last) {
                cur[index] = YAML::Clone(value);
                return;
            }
            YAML::Node next = cur[index];
            cur.reset(next);
        }
    }
}

} // namespace maifs
