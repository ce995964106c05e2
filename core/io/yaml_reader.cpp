#include "core/io/yaml_reader.h"

#include <algorithm>
#include <charconv>
#include <cmath>

namespace maifs {

namespace {

std::string describe(const YAML::Node& n) {
    switch (n.Type()) {
    case YAML::NodeType::Null:
        return "nothing";
    case YAML::NodeType::Sequence:
        return "a list";
    case YAML::NodeType::Map:
        return "a mapping";
    case YAML::NodeType::Scalar:
        return "'" + n.Scalar() + "'";
    default:
        return "an undefined value";
    }
}

} // namespace

YAML::Node YamlReader::parse(const std::string& text) const {
    try {
        return YAML::Load(text);
    } catch (const YAML::Exception& e) {
        throw InputError(file_, e.mark.line + 1, e.mark.column + 1, "", "YAML syntax: " + e.msg);
    }
}

void YamlReader::fail(const YAML::Node& at, const std::string& path,
                      const std::string& message) const {
    const YAML::Mark m = at.IsDefined() ? at.Mark() : YAML::Mark::null_mark();
    const bool known = m.line >= 0 && m.pos >= 0;
    throw InputError(file_, known ? m.line + 1 : 0, known ? m.column + 1 : 0, path, message);
}

void YamlReader::requireMap(const YAML::Node& n, const std::string& path) const {
    if (!n.IsMap())
        fail(n, path, "expected a mapping, got " + describe(n));
}

void YamlReader::requireSequence(const YAML::Node& n, const std::string& path) const {
    if (!n.IsSequence())
        fail(n, path, "expected a list, got " + describe(n));
}

void YamlReader::checkKeys(const YAML::Node& map, const std::string& path,
                           std::initializer_list<std::string_view> allowed) const {
    requireMap(map, path);
    for (const auto& kv : map) {
        const std::string key = kv.first.Scalar();
        if (std::find(allowed.begin(), allowed.end(), key) == allowed.end()) {
            std::string list;
            for (auto a : allowed)
                list += (list.empty() ? "" : ", ") + std::string(a);
            fail(kv.first, join(path, key), "unknown key; expected one of: " + list);
        }
    }
}

std::string YamlReader::text(const YAML::Node& n, const std::string& path) const {
    if (!n.IsScalar())
        fail(n, path, "expected a text value, got " + describe(n));
    return n.Scalar();
}

double YamlReader::number(const YAML::Node& n, const std::string& path) const {
    if (!n.IsScalar())
        fail(n, path, "expected a number, got " + describe(n));
    const std::string& s = n.Scalar();
    double v = 0;
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (ec != std::errc() || end != s.data() + s.size() || !std::isfinite(v))
        fail(n, path, "expected a finite number, got '" + s + "'");
    return v;
}

double YamlReader::nonNegative(const YAML::Node& n, const std::string& path) const {
    const double v = number(n, path);
    if (v < 0)
        fail(n, path, "expected a number >= 0, got " + n.Scalar());
    return v;
}

double YamlReader::positive(const YAML::Node& n, const std::string& path) const {
    const double v = number(n, path);
    if (!(v > 0))
        fail(n, path, "expected a number > 0, got " + n.Scalar());
    return v;
}

long long YamlReader::integer(const YAML::Node& n, const std::string& path, long long min,
                              long long max) const {
    if (!n.IsScalar())
        fail(n, path, "expected an integer, got " + describe(n));
    const std::string& s = n.Scalar();
    long long v = 0;
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    if (ec != std::errc() || end != s.data() + s.size())
        fail(n, path, "expected an integer, got '" + s + "'");
    if (v < min || v > max)
        fail(n, path,
             "expected an integer in [" + std::to_string(min) + ", " + std::to_string(max) +
                 "], got " + s);
    return v;
}

bool YamlReader::boolean(const YAML::Node& n, const std::string& path) const {
    if (n.IsScalar()) {
        const std::string& s = n.Scalar();
        if (s == "true" || s == "yes" || s == "on")
            return true;
        if (s == "false" || s == "no" || s == "off")
            return false;
    }
    fail(n, path, "expected true or false, got " + describe(n));
}

} // namespace maifs
