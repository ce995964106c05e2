#pragma once

#include "core/model/model_class.h"

#include <map>
#include <string>
#include <vector>

namespace maifs {

// One profiled throughput matrix: rows are CPU-per-GPU levels, columns memory-per-GPU levels,
// values relative to 3 CPUs + 62.5 GB per GPU. A 0 entry was not profiled.
struct ThroughputMatrix {
    std::vector<double> cpuLevels;
    std::vector<double> memLevels;
    std::vector<std::vector<double>> tput;
    bool operator==(const ThroughputMatrix&) const = default;
};

struct ModelProfile {
    std::string name;
    ModelClass modelClass = ModelClass::Other;
    std::map<int, ThroughputMatrix> byGpus; // by the job's GPU count (1, 2, 4 in the zoo)
    bool operator==(const ModelProfile&) const = default;
};

// Every constant of the speed model (docs/model.md, "Speed"): data, overridable per scenario.
struct SpeedParams {
    std::map<std::string, ModelProfile> zoo;
    std::map<std::string, PerClass> gpuSpeed; // relative to a V100, by GPU model
    PerClass crossNode{0.85, 0.7, 0.85, 0.85};
    double crossRack = 0.9;
    PerClass interferencePerJob{0.05, 0.05, 0.05, 0.05};
    double interferenceFloor = 0.8;
    PerClass classMix{20, 70, 10, 0};
    bool operator==(const SpeedParams&) const = default;
};

} // namespace maifs
