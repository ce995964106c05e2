#include "core/io/yaml_reader.h"

#include "core/util/text.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <map>
#include <sstream>
#include <vector>
#include <yaml-cpp/eventhandler.h>
#include <yaml-cpp/parser.h>

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

// yaml-cpp keeps both entries of a repeated key and its lookups return the first, so a second
// `workload:` would be silently ignored. The check runs over the parser's events, where an alias is
// one event: linear in the text even for billion-laughs documents.
class DuplicateKeyCheck final : public YAML::EventHandler {
public:
    explicit DuplicateKeyCheck(std::string file)
        : file_(std::move(file)) {}

    void OnDocumentStart(const YAML::Mark&) override {}
    void OnDocumentEnd() override {}
    void OnNull(const YAML::Mark&, YAML::anchor_t) override { completed(); }
    void OnAlias(const YAML::Mark&, YAML::anchor_t) override { completed(); }
    void OnScalar(const YAML::Mark& mark, const std::string&, YAML::anchor_t,
                  const std::string& text) override {
        if (!open_.empty() && open_.back().isMap && open_.back().expectKey) {
            Container& m = open_.back();
            if (auto [it, fresh] = m.keys.emplace(text, mark.line + 1); !fresh)
                throw InputError(file_, mark.line + 1, mark.column + 1,
                                 YamlReader::join(m.path, text),
                                 "duplicate key (first at line " + std::to_string(it->second) +
                                     "); a key may appear only once in a mapping");
            m.lastKey = text;
        }
        completed();
    }
    void OnSequenceStart(const YAML::Mark&, const std::string&, YAML::anchor_t,
                         YAML::EmitterStyle::value) override {
        open_.push_back({false, true, {}, {}, childPath(), 0});
    }
    void OnSequenceEnd() override { close(); }
    void OnMapStart(const YAML::Mark&, const std::string&, YAML::anchor_t,
                    YAML::EmitterStyle::value) override {
        open_.push_back({true, true, {}, {}, childPath(), 0});
    }
    void OnMapEnd() override { close(); }

private:
    struct Container {
        bool isMap = false;
        bool expectKey = true;           // maps: the next node is a key
        std::map<std::string, int> keys; // maps: key -> line of its first appearance
        std::string lastKey;             // maps: the key whose value comes next
        std::string path;                // for the message: "workload.jobs[3]"
        std::size_t items = 0;           // sequences: items so far
    };
    // The path of a node starting now (a complex key gets its map's path).
    std::string childPath() const {
        if (open_.empty())
            return {};
        const Container& c = open_.back();
        if (!c.isMap)
            return YamlReader::index(c.path, c.items);
        return c.expectKey ? c.path : YamlReader::join(c.path, c.lastKey);
    }
    // A node ended: in a map a key is followed by its value and a value by the next key.
    void completed() {
        if (open_.empty())
            return;
        Container& c = open_.back();
        if (c.isMap)
            c.expectKey = !c.expectKey;
        else
            ++c.items;
    }
    void close() {
        open_.pop_back();
        completed();
    }

    std::string file_;
    std::vector<Container> open_;
};

} // namespace

YAML::Node YamlReader::parse(const std::string& text) const {
    try {
        YAML::Node root = YAML::Load(text);
        std::istringstream in(text);
        YAML::Parser parser(in);
        DuplicateKeyCheck check(file_);
        // The first document only, as YAML::Load reads: on some malformed input (a NUL byte
        // after a broken flow key, found by fuzz_sweep) yaml-cpp's parser never reports the end
        // of the stream, and a loop over documents would spin for ever.
        parser.HandleNextDocument(check);
        return root;
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
    checkKeysIn(map, path, allowed);
}

void YamlReader::checkKeys(const YAML::Node& map, const std::string& path,
                           const std::vector<std::string>& allowed) const {
    checkKeysIn(map, path, allowed);
}

std::string YamlReader::text(const YAML::Node& n, const std::string& path) const {
    if (!n.IsScalar())
        fail(n, path, "expected a text value, got " + describe(n));
    if (const std::size_t bad = invalidUtf8At(n.Scalar()); bad != std::string::npos)
        fail(n, path,
             "expected UTF-8 text; byte " + std::to_string(bad + 1) + " of '" +
                 printableUtf8(n.Scalar()) + "' is not");
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
