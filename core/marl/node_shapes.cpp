#include "core/marl/node_shapes.h"

#include <cmath>
#include <numeric>
#include <string>
#include <vector>

namespace maifs::marl {

Cluster reshapedCluster(const Cluster& cluster, const SpeedParams& speed, int minTotalGpus,
                        Rng& pick) {
    std::vector<Node> nodes = cluster.nodes();
    if (nodes.empty())
        return cluster;
    std::vector<std::string> models;
    for (const auto& [model, perClass] : speed.gpuSpeed)
        models.push_back(model);
    if (models.empty())
        return cluster;
    const int kinds = static_cast<int>(pick.uniformInt(1, std::min<std::int64_t>(3, nodes.size())));
    // Cut points: each kind gets at least one node, the blocks in node order.
    std::vector<std::size_t> starts{0};
    for (int k = 1; k < kinds; ++k)
        starts.push_back(static_cast<std::size_t>(
            pick.uniformInt(static_cast<std::int64_t>(starts.back()) + 1,
                            static_cast<std::int64_t>(nodes.size()) - (kinds - k))));
    starts.push_back(nodes.size());
    static constexpr int kGpuChoices[] = {2, 4, 8};
    for (int k = 0; k < kinds; ++k) {
        const int gpus = kGpuChoices[pick.uniformInt(0, 2)];
        const std::string& model = models[static_cast<std::size_t>(
            pick.uniformInt(0, static_cast<std::int64_t>(models.size()) - 1))];
        const double cpusPerGpu = std::round(pick.logUniform(2, 12));
        const double memPerGpu = std::round(pick.logUniform(32, 128));
        for (std::size_t i = starts[static_cast<std::size_t>(k)];
             i < starts[static_cast<std::size_t>(k) + 1]; ++i) {
            Node& n = nodes[i];
            n.gpus = gpus;
            n.gpuModel = model;
            n.cpus = cpusPerGpu * gpus;
            n.memGb = memPerGpu * gpus;
        }
    }
    int total = 0;
    for (const Node& n : nodes)
        total += n.gpus;
    if (total < minTotalGpus)
        for (Node& n : nodes) {
            n.cpus = n.cpusPerGpu() * 8;
            n.memGb = n.memPerGpu() * 8;
            n.gpus = 8;
        }
    return Cluster(std::move(nodes));
}

double gpuCapacity(const Cluster& cluster, const SpeedParams& speed) {
    double sum = 0;
    for (const Node& n : cluster.nodes()) {
        const auto it = speed.gpuSpeed.find(n.gpuModel);
        double s = 1;
        if (it != speed.gpuSpeed.end())
            s = std::accumulate(it->second.begin(), it->second.end(), 0.0) /
                static_cast<double>(it->second.size());
        sum += n.gpus * s;
    }
    return sum;
}

} // namespace maifs::marl
