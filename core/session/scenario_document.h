#pragma once

#include "core/model/scenario.h"

#include <filesystem>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace maifs {

// One entry of a scenario's cluster section as written: a `generate` template, a node, or an
// imported inventory.
struct ClusterEntry {
    enum class Kind { Template, Node, Import };
    Kind kind = Kind::Node;
    std::string path;                          // cluster.generate[0], cluster.nodes[3], ...
    std::map<std::string, std::string> fields; // as written (YAML flow text for non-scalars)
};

// A scenario as the studio edits it. The YAML tree is the document (so a save keeps what the user
// wrote: generate blocks, trace references, defaults left out) and the Scenario is what it reads
// as, re-read after every change. A change that would make the scenario invalid is refused and
// leaves the document as it was.
class ScenarioDocument {
public:
    // Throws InputError naming file, line and field.
    static ScenarioDocument fromFile(const std::string& path);
    static ScenarioDocument fromText(const std::string& text, const std::string& fileLabel);

    ScenarioDocument(ScenarioDocument&&) noexcept;
    ScenarioDocument& operator=(ScenarioDocument&&) noexcept;
    ~ScenarioDocument();

    const std::string& file() const { return file_; }
    const Scenario& scenario() const { return *scenario_; }
    std::shared_ptr<const Scenario> scenarioHandle() const { return scenario_; }

    // The YAML text a save writes.
    std::string text() const;

    // The value at a path (docs/sweeps.md paths: `cluster.nodes[2].gpus`) as YAML flow text, or
    // nothing when it is not set.
    std::optional<std::string> value(const std::string& path) const;

    // The items of the list at a path as YAML flow text (none when missing or not a list).
    std::vector<std::string> items(const std::string& listPath) const;
    std::vector<ClusterEntry> clusterEntries() const;

    // Sets (or, with nullopt, removes) the value at a path, given as YAML text. Throws
    // std::invalid_argument (bad path or YAML) or InputError (the scenario would be invalid:
    // file, field, what was expected); the document is then unchanged.
    void set(const std::string& path, const std::optional<std::string>& yaml);

    // The document now lives at `path` (after a save-as); the scenario's source is updated.
    void setFile(const std::string& path);
    // Every file the document names (inventories, traces, task tables, the traces synthetic
    // workloads sample) as an absolute path, so that its sections can be copied into a document
    // elsewhere. Throws InputError when it would not read; the document is then unchanged.
    void makeFilesAbsolute();
    // The document now lives at `path`, in another folder: every file it names is rewritten to be
    // found from there (relative when in or below the new folder, else absolute). Returns whether
    // a reference changed. Throws InputError when it would not read; the document is then
    // unchanged.
    bool moveTo(const std::string& path);

private:
    ScenarioDocument();
    // Applies `rewrite(absolute, written)` to every file reference and re-reads the scenario as
    // the file `newFile`; all or nothing.
    bool rewriteFiles(const std::string& newFile,
                      const std::function<std::string(const std::filesystem::path&,
                                                      const std::string&)>& rewrite);
    struct Tree; // the YAML tree, kept out of this header's users
    std::unique_ptr<Tree> tree_;
    std::string file_;
    std::shared_ptr<const Scenario> scenario_;
};

} // namespace maifs
