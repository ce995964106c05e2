#include "core/model/cluster.h"

#include <algorithm>

namespace maifs {

Cluster::Cluster(std::vector<Node> nodes) {
    nodes_.reserve(nodes.size());
    for (auto& n : nodes)
        add(std::move(n));
}

int Cluster::add(Node node) {
    auto it = std::find(rackNames_.begin(), rackNames_.end(), node.rack);
    int rack = static_cast<int>(it - rackNames_.begin());
    if (it == rackNames_.end())
        rackNames_.push_back(node.rack);
    largestGpus_ = std::max(largestGpus_, node.gpus);
    nodes_.push_back(std::move(node));
    rackOfNode_.push_back(rack);
    return static_cast<int>(nodes_.size()) - 1;
}

std::optional<int> Cluster::indexOf(std::string_view id) const {
    for (std::size_t i = 0; i < nodes_.size(); ++i)
        if (nodes_[i].id == id)
            return static_cast<int>(i);
    return std::nullopt;
}

int Cluster::totalGpus() const {
    int n = 0;
    for (const auto& node : nodes_)
        n += node.gpus;
    return n;
}

double Cluster::totalCpus() const {
    double n = 0;
    for (const auto& node : nodes_)
        n += node.cpus;
    return n;
}

double Cluster::totalMemGb() const {
    double n = 0;
    for (const auto& node : nodes_)
        n += node.memGb;
    return n;
}

int Cluster::largestNodeGpus() const {
    return largestGpus_;
}

} // namespace maifs
