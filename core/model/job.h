#pragma once

#include <string>

namespace maifs {

// A training job as submitted. Its size in time is `duration`: the runtime at its requested
// allocation, consolidated, alone, on a V100-class GPU (docs/model.md, "Jobs"); the engine turns it
// into work so that other allocations run faster or slower.
struct Job {
    std::string id;
    double submit = 0; // seconds
    std::string user;
    std::string vc;
    int gpus = 1;        // whole GPUs; 1 for a fractional job
    int gpuMilli = 1000; // per GPU; < 1000 only for a single fractional GPU
    double cpus = 0;     // requested in total; 0 = the GPU-proportional share
    double memGb = 0;    // requested in total; 0 = the GPU-proportional share
    std::string model;   // a key of the model zoo
    double duration = 0; // seconds
    std::string gpuSpec; // optional GPU-model constraint, "V100M16|V100M32"; empty = any
    bool failedInTrace =
        false; // the trace says it failed or was killed (it still used the cluster)

    bool fractional() const { return gpuMilli < 1000; }
    // GPU demand in GPU units: 0.5 for a half-GPU pod.
    double gpuEquivalent() const { return gpus * (gpuMilli / 1000.0); }
    bool operator==(const Job&) const = default;
};

} // namespace maifs
