#pragma once

#include <string>
#include <tuple>

namespace maifs {

inline constexpr int kMilliPerGpu = 1000;

enum class Interconnect { NvLink, Pcie };

// A server of the cluster. A node may have no GPUs (a CPU-only machine).
struct Node {
    std::string id;
    std::string rack;
    std::string gpuModel; // a key of the GPU speed table; empty for a CPU-only node
    int gpus = 0;
    double cpus = 0;
    double memGb = 0;
    Interconnect interconnect = Interconnect::NvLink;

    double cpusPerGpu() const { return gpus > 0 ? cpus / gpus : 0; }
    double memPerGpu() const { return gpus > 0 ? memGb / gpus : 0; }
    bool operator==(const Node&) const = default;
};

// What makes two nodes "the same kind" to a capacity planner: GPU model, GPUs, CPUs, memory (not
// the id, rack or interconnect). Ordered, so that kinds can key a map.
using NodeShape = std::tuple<std::string, int, double, double>;
inline NodeShape shapeOf(const Node& n) {
    return {n.gpuModel, n.gpus, n.cpus, n.memGb};
}

} // namespace maifs
