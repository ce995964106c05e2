#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace maifs::cli {

struct TrainArgs {
    std::string scenario;
    std::vector<std::string> also; // more workloads whose windows join the training pool
    int episodes = 100;
    std::uint64_t seed = 1;
    std::string out;
    bool resume = false;
    std::string config; // YAML of MAIFS settings (docs/maifs.md); default: the built-in ones
    std::string variant = "maifs";
    std::string csv; // default: OUT.csv
};

// maifs train: SAC training of a MAIFS policy; Ctrl-C stops after the current iteration with a
// usable policy saved. Exit 0 when done or stopped, 1 on bad input.
int runTrain(const TrainArgs& args);

} // namespace maifs::cli
