#pragma once

#include "core/util/input_error.h"

#include <algorithm>
#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>
#include <yaml-cpp/yaml.h>

namespace maifs {

// Typed reads from a parsed YAML document that fail with the file, line, column and dotted key
// path of the offending value ("cluster.nodes[2].gpus: expected an integer >= 0, got 'x'").
class YamlReader {
public:
    explicit YamlReader(std::string file)
        : file_(std::move(file)) {}

    const std::string& file() const { return file_; }

    // Parses text; a syntax error becomes an InputError at the parser's position.
    YAML::Node parse(const std::string& text) const;

    [[noreturn]] void fail(const YAML::Node& at, const std::string& path,
                           const std::string& message) const;

    void requireMap(const YAML::Node& n, const std::string& path) const;
    void requireSequence(const YAML::Node& n, const std::string& path) const;
    // Fails on the first key of a map that is not in `allowed`.
    void checkKeys(const YAML::Node& map, const std::string& path,
                   std::initializer_list<std::string_view> allowed) const;
    void checkKeys(const YAML::Node& map, const std::string& path,
                   const std::vector<std::string>& allowed) const;
    template <typename Names>
    void checkKeysIn(const YAML::Node& map, const std::string& path, const Names& allowed) const {
        requireMap(map, path);
        for (const auto& kv : map) {
            const std::string key = kv.first.Scalar();
            if (std::find(allowed.begin(), allowed.end(), key) == allowed.end()) {
                std::string list;
                for (const auto& a : allowed)
                    list += (list.empty() ? "" : ", ") + std::string(a);
                fail(kv.first, join(path, key), "unknown key; expected one of: " + list);
            }
        }
    }

    std::string text(const YAML::Node& n, const std::string& path) const;
    double number(const YAML::Node& n, const std::string& path) const;
    double nonNegative(const YAML::Node& n, const std::string& path) const;
    double positive(const YAML::Node& n, const std::string& path) const;
    long long integer(const YAML::Node& n, const std::string& path, long long min,
                      long long max) const;
    bool boolean(const YAML::Node& n, const std::string& path) const;

    static std::string join(const std::string& path, const std::string& key) {
        return path.empty() ? key : path + "." + key;
    }
    static std::string index(const std::string& path, std::size_t i) {
        return path + "[" + std::to_string(i) + "]";
    }

private:
    std::string file_;
};

} // namespace maifs
