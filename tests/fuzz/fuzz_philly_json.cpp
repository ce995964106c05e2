// libFuzzer target: the Philly raw JSON importer. Bad input must end in InputError, never in a
// crash, a hang or another exception.
#include "core/io/trace/importers.h"
#include "core/util/input_error.h"

#include <cstddef>
#include <cstdint>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    try {
        maifs::parsePhillyJson(text, "fuzz.json");
    } catch (const maifs::InputError&) {
    }
    return 0;
}
