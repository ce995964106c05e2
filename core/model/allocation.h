#pragma once

#include <vector>

namespace maifs {

// What a job holds on one node: whole GPUs (gpuMilli = 1000 each) or a share of one GPU.
struct NodeShare {
    int node = -1;
    int gpus = 0;        // number of GPUs used on this node
    int gpuMilli = 1000; // milli-GPU on each of them
    double cpus = 0;
    double memGb = 0;
    std::vector<int>
        gpuSlots; // the physical GPUs, filled in by the engine when it applies the share
    bool operator==(const NodeShare&) const = default;
};

// A job's placement and resources: one share per node it spans (a gang: all or nothing).
struct Allocation {
    std::vector<NodeShare> shares;

    int gpus() const {
        int n = 0;
        for (const auto& s : shares)
            n += s.gpus;
        return n;
    }
    double gpuMilliTotal() const {
        double n = 0;
        for (const auto& s : shares)
            n += static_cast<double>(s.gpus) * s.gpuMilli;
        return n;
    }
    double cpus() const {
        double n = 0;
        for (const auto& s : shares)
            n += s.cpus;
        return n;
    }
    double memGb() const {
        double n = 0;
        for (const auto& s : shares)
            n += s.memGb;
        return n;
    }
    bool empty() const { return shares.empty(); }
    bool operator==(const Allocation&) const = default;
};

} // namespace maifs
