#include "core/session/scenario_document.h"

#include "core/io/csv_reader.h"
#include "core/io/scenario_reader.h"
#include "core/io/yaml_path.h"

#include <filesystem>
#include <functional>
#include <stdexcept>
#include <yaml-cpp/yaml.h>

namespace maifs {

struct ScenarioDocument::Tree {
    YAML::Node root;
};

namespace {

std::string flowText(const YAML::Node& n) {
    YAML::Emitter e;
    e << YAML::Flow << n;
    return e.c_str();
}

// Removes the key or list item a path ends in; false when there is none.
bool removeYamlPath(YAML::Node root, const std::string& path) {
    const std::size_t dot = path.find_last_of('.');
    const std::size_t bracket = path.find_last_of('[');
    if (bracket != std::string::npos && (dot == std::string::npos || bracket > dot)) {
        YAML::Node parent = getYamlPath(root, path.substr(0, bracket));
        const std::size_t index = std::stoul(path.substr(bracket + 1));
        if (!parent.IsSequence() || index >= parent.size())
            return false;
        YAML::Node copy(YAML::NodeType::Sequence);
        for (std::size_t i = 0; i < parent.size(); ++i)
            if (i != index)
                copy.push_back(parent[i]);
        setYamlPath(root, path.substr(0, bracket), copy);
        return true;
    }
    const std::string key = dot == std::string::npos ? path : path.substr(dot + 1);
    if (dot == std::string::npos)
        return root.remove(key);
    YAML::Node parent = getYamlPath(root, path.substr(0, dot));
    if (!parent.IsMap())
        return false;
    YAML::Node copy = YAML::Clone(parent);
    const bool removed = copy.remove(key);
    setYamlPath(root, path.substr(0, dot), copy);
    return removed;
}

// Every scenario key that names a file, as (section, keys of each of its entries). A section holds
// one entry or a list of them.
void forEachFileReference(YAML::Node root, const std::function<void(YAML::Node)>& rewrite) {
    const auto eachEntry = [&](YAML::Node section, const std::function<void(YAML::Node)>& f) {
        if (section.IsSequence())
            for (std::size_t i = 0; i < section.size(); ++i)
                f(section[i]);
        else if (section.IsMap())
            f(section);
    };
    const auto fileKeys = [&](YAML::Node entry) {
        for (const char* key : {"file", "tasks"})
            if (entry[key] && entry[key].IsScalar())
                rewrite(entry[key]);
    };
    if (root["cluster"] && root["cluster"].IsMap())
        eachEntry(root["cluster"]["import"], fileKeys);
    if (!root["workload"] || !root["workload"].IsMap())
        return;
    eachEntry(root["workload"]["trace"], fileKeys);
    eachEntry(root["workload"]["synthetic"], [&](YAML::Node w) {
        for (const char* key : {"arrivals_from", "durations_from"})
            if (w[key] && w[key].IsMap())
                fileKeys(w[key]);
    });
}

} // namespace

ScenarioDocument::ScenarioDocument() = default;
ScenarioDocument::ScenarioDocument(ScenarioDocument&&) noexcept = default;
ScenarioDocument& ScenarioDocument::operator=(ScenarioDocument&&) noexcept = default;
ScenarioDocument::~ScenarioDocument() = default;

ScenarioDocument ScenarioDocument::fromFile(const std::string& path) {
    return fromText(readWholeFile(path), path);
}

ScenarioDocument ScenarioDocument::fromText(const std::string& text, const std::string& fileLabel) {
    ScenarioDocument doc;
    doc.scenario_ = std::make_shared<const Scenario>(readScenarioText(text, fileLabel));
    doc.tree_ = std::make_unique<Tree>();
    doc.tree_->root = YAML::Load(text);
    doc.file_ = fileLabel;
    return doc;
}

std::string ScenarioDocument::text() const {
    YAML::Emitter e;
    e << tree_->root;
    return std::string(e.c_str()) + '\n';
}

std::optional<std::string> ScenarioDocument::value(const std::string& path) const {
    const YAML::Node n = getYamlPath(tree_->root, path);
    if (!n.IsDefined())
        return std::nullopt;
    return flowText(n);
}

std::vector<std::string> ScenarioDocument::items(const std::string& listPath) const {
    std::vector<std::string> out;
    const YAML::Node list = getYamlPath(tree_->root, listPath);
    if (list.IsSequence())
        for (const auto& item : list)
            out.push_back(flowText(item));
    return out;
}

std::vector<ClusterEntry> ScenarioDocument::clusterEntries() const {
    std::vector<ClusterEntry> out;
    const YAML::Node& root = tree_->root; // const: a lookup must not add the key
    const YAML::Node cluster = root["cluster"];
    if (!cluster || !cluster.IsMap())
        return out;
    const auto add = [&](ClusterEntry::Kind kind, const std::string& path, const YAML::Node& n) {
        ClusterEntry e;
        e.kind = kind;
        e.path = path;
        if (n.IsMap())
            for (const auto& kv : n)
                e.fields[kv.first.Scalar()] =
                    kv.second.IsScalar() ? kv.second.Scalar() : flowText(kv.second);
        out.push_back(std::move(e));
    };
    const auto addAll = [&](ClusterEntry::Kind kind, const char* key) {
        const YAML::Node list = cluster[key];
        const std::string base = std::string("cluster.") + key;
        if (!list) // a missing key reads as an invalid node: ask before looking at it
            return;
        if (list.IsSequence()) {
            for (std::size_t i = 0; i < list.size(); ++i)
                add(kind, base + "[" + std::to_string(i) + "]", list[i]);
        } else if (list.IsMap()) {
            add(kind, base, list);
        }
    };
    addAll(ClusterEntry::Kind::Import, "import");
    addAll(ClusterEntry::Kind::Node, "nodes");
    addAll(ClusterEntry::Kind::Template, "generate");
    return out;
}

void ScenarioDocument::set(const std::string& path, const std::optional<std::string>& yaml) {
    YAML::Node edited = YAML::Clone(tree_->root);
    if (yaml) {
        YAML::Node value;
        try {
            value = YAML::Load(*yaml);
        } catch (const YAML::Exception& e) {
            throw std::invalid_argument("'" + *yaml + "' is not a YAML value: " + e.msg);
        }
        setYamlPath(edited, path, value);
    } else {
        removeYamlPath(edited, resolveYamlPath(edited, path));
    }
    YAML::Emitter e;
    e << edited;
    // Read as the file it will be saved as: relative trace paths resolve against its folder.
    auto scenario = std::make_shared<const Scenario>(readScenarioText(e.c_str(), file_));
    tree_->root = edited;
    scenario_ = std::move(scenario);
}

bool ScenarioDocument::rewriteFiles(
    const std::string& newFile,
    const std::function<std::string(const std::filesystem::path&, const std::string&)>& rewrite) {
    namespace fs = std::filesystem;
    // An untitled document (no file yet) names its files absolutely or from the working folder.
    const fs::path folder = fs::path(file_).parent_path();
    const fs::path base = folder.empty() ? fs::current_path() : fs::absolute(folder);
    YAML::Node edited = YAML::Clone(tree_->root);
    bool changed = false;
    forEachFileReference(edited, [&](YAML::Node n) {
        const std::string written = n.Scalar();
        const fs::path absolute = fs::path(written).is_absolute()
                                      ? fs::path(written)
                                      : (base / written).lexically_normal();
        const std::string now = rewrite(absolute, written);
        if (now != written) {
            n = now;
            changed = true;
        }
    });
    YAML::Emitter e;
    e << edited;
    auto scenario = std::make_shared<const Scenario>(readScenarioText(e.c_str(), newFile));
    tree_->root = edited;
    file_ = newFile;
    scenario_ = std::move(scenario);
    return changed;
}

void ScenarioDocument::makeFilesAbsolute() {
    rewriteFiles(file_, [](const std::filesystem::path& absolute, const std::string&) {
        return absolute.generic_string();
    });
}

bool ScenarioDocument::moveTo(const std::string& path) {
    namespace fs = std::filesystem;
    const fs::path folder = fs::path(path).parent_path();
    const fs::path newBase =
        (folder.empty() ? fs::current_path() : fs::absolute(folder)).lexically_normal();
    return rewriteFiles(path, [&](const fs::path& absolute, const std::string& written) {
        // A file in or below the new folder is named relative to it (the folder can move as one);
        // any other keeps working from anywhere as an absolute path.
        const fs::path rel = absolute.lexically_relative(newBase);
        if (!rel.empty() && *rel.begin() != "..")
            return rel.generic_string();
        return fs::path(written).is_absolute() ? written : absolute.generic_string();
    });
}

void ScenarioDocument::setFile(const std::string& path) {
    file_ = path;
    Scenario s = *scenario_;
    s.sourceFile = path;
    scenario_ = std::make_shared<const Scenario>(std::move(s));
}

} // namespace maifs
