#pragma once

#include "core/model/scenario.h"

#include <cstdint>
#include <string>
#include <vector>

namespace maifs {

// One dimension of a sweep (docs/sweeps.md).
struct SweepAxis {
    enum class Kind {
        Set,              // `set: PATH`: the base scenario's value at PATH is replaced
        ArrivalRateScale, // submit times divided by the value (2 = jobs arrive twice as fast)
        DurationScale,    // job durations multiplied by the value
        ModelMix,         // every job's model drawn from this class mix (models.class_mix)
    };
    std::string name;
    Kind kind = Kind::Set;
    std::string path;                // Set: where, resolved against the base scenario
    std::vector<std::string> values; // each value as YAML flow text; also its label
    std::vector<double> factors;     // the scale axes: the values as numbers
};

// A sweep file read and checked: the base scenario plus the axes, schedulers and seeds whose
// product are the cells.
struct SweepSpec {
    std::string name;
    std::string file;       // the sweep file
    std::string sha256;     // of the sweep file's bytes
    std::string baseFile;   // the base scenario, resolved against the sweep file's folder
    std::string baseText;   // its bytes, read once, so that every cell sees the same base
    std::string baseSha256; // of baseText
    std::vector<SweepAxis> axes;
    std::vector<std::string> schedulers;
    std::vector<std::uint64_t> seeds;
    // Caps on each cell's run (0: the base scenario's engine.max_events / max_time_s): a cell that
    // reaches one is recorded as failed with the reason and the sweep goes on.
    long long cellMaxEvents = 0;
    double cellMaxTimeS = 0;
};

// One cell of the grid: a value of each axis, a scheduler and a seed.
struct SweepCell {
    int index = 0;
    std::vector<int> values; // index into each axis's values
    std::string scheduler;
    std::uint64_t seed = 0;
};

// Reads and checks a sweep file, and the base scenario it names. Throws InputError naming the
// file, line, field and what was expected.
SweepSpec readSweepFile(const std::string& path);
SweepSpec readSweepText(const std::string& text, const std::string& fileLabel);

// Every cell, axes outermost (in file order), then schedulers, then seeds; index = position.
std::vector<SweepCell> sweepCells(const SweepSpec& spec);

// "nodes=4 load=2 scheduler=fifo seed=1": how a cell is named in progress lines and errors.
std::string cellLabel(const SweepSpec& spec, const SweepCell& cell);

// The scenario of a cell: the base with the cell's values applied. Throws std::runtime_error
// naming the cell and the field when a value makes the scenario invalid.
Scenario cellScenario(const SweepSpec& spec, const SweepCell& cell);

} // namespace maifs
