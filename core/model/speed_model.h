#pragma once

#include "core/model/allocation.h"
#include "core/model/cluster.h"
#include "core/model/speed_params.h"

#include <span>

namespace maifs {

// rate = g x tput(cpu/GPU, mem/GPU) x gpu_speed(class, GPU model) x placement x interference,
// in units of "work seconds per second" (a job at its reference allocation on a V100 runs at g).
class SpeedModel {
public:
    struct Switches {
        bool interference = true;
        bool placementPenalty = true;
    };

    SpeedModel(SpeedParams params, Switches switches);

    const SpeedParams& params() const { return params_; }
    const Switches& switches() const { return switches_; }

    // Step-function lookup: the largest profiled level not above the allocation (docs/model.md).
    static double throughput(const ModelProfile& profile, int gpus, double cpuPerGpu,
                             double memPerGpu);
    double gpuSpeed(ModelClass c, const std::string& gpuModel) const;
    double placementFactor(ModelClass c, int nodesSpanned, int racksSpanned) const;
    double interference(ModelClass c, int otherJobsOnNode) const;

    // jobsOnNode[i]: how many jobs (this one included) hold resources on node i (empty: none
    // other). nodeGpuSpeed[i], when given, caches gpuSpeed() for node i by class.
    double rate(const ModelProfile& profile, int gpus, int gpuMilli, const Allocation& alloc,
                const Cluster& cluster, std::span<const int> jobsOnNode,
                std::span<const PerClass> nodeGpuSpeed = {}) const;

    // The highest throughput the profile reaches for this GPU count, at any CPU / memory.
    static double bestThroughput(const ModelProfile& profile, int gpus);

    // Synergy's "best-case demand" per GPU: the profile's published best CPU / memory, else the
    // smallest profiled CPU (then memory) level at which the model reaches its best throughput.
    struct Saturation {
        double cpusPerGpu = 0;
        double memPerGpu = 0;
        double throughput = 0;
    };
    static Saturation saturation(const ModelProfile& profile, int gpus);

private:
    SpeedParams params_;
    Switches switches_;
};

} // namespace maifs
