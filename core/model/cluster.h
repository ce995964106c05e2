#pragma once

#include "core/model/node.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace maifs {

// The nodes of a scenario, grouped into racks. Node indices are positions in `nodes`, stable for
// the whole run; racks are numbered by first appearance.
class Cluster {
public:
    Cluster() = default;
    explicit Cluster(std::vector<Node> nodes);

    const std::vector<Node>& nodes() const { return nodes_; }
    const Node& node(int index) const { return nodes_[static_cast<std::size_t>(index)]; }
    int size() const { return static_cast<int>(nodes_.size()); }
    int rackOf(int node) const { return rackOfNode_[static_cast<std::size_t>(node)]; }
    int rackCount() const { return static_cast<int>(rackNames_.size()); }
    const std::string& rackName(int rack) const {
        return rackNames_[static_cast<std::size_t>(rack)];
    }
    std::optional<int> indexOf(std::string_view id) const;

    // Appends a node (a what-if "node added" event) and returns its index.
    int add(Node node);

    int totalGpus() const;
    double totalCpus() const;
    double totalMemGb() const;
    int largestNodeGpus() const;

private:
    std::vector<Node> nodes_;
    std::vector<int> rackOfNode_;
    std::vector<std::string> rackNames_;
    int largestGpus_ = 0;
};

} // namespace maifs
