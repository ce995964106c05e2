// libFuzzer target: the sweep file reader, the YAML paths it edits and the cell scenarios it makes.
// The input is the sweep file after its `base:` line (a real base scenario, so that the axes,
// paths and edits are reached). Bad input must end in InputError, or for a cell whose edit makes
// the scenario invalid in the runtime_error that names the cell; never a crash or a hang.
#include "core/sweep/sweep_spec.h"
#include "core/util/input_error.h"

#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string text = "version: 1\nbase: " MAIFS_SOURCE_DIR
                             "/tests/data/capacity-waves.yaml\n" +
                             std::string(reinterpret_cast<const char*>(data), size);
    try {
        const maifs::SweepSpec spec = maifs::readSweepText(text, "fuzz.yaml");
        std::size_t cells = spec.schedulers.size() * spec.seeds.size();
        for (const auto& axis : spec.axes)
            cells *= axis.values.size();
        if (cells == 0 || cells > 10000)
            return 0;
        const auto all = maifs::sweepCells(spec);
        if (all.size() != cells)
            __builtin_trap(); // the grid must have exactly the product of its axes
        try {
            maifs::cellScenario(spec, all.front());
            maifs::cellScenario(spec, all.back());
        } catch (const std::runtime_error&) {
        }
    } catch (const maifs::InputError&) {
    }
    return 0;
}
