// libFuzzer target: the generic JSON job log (format json) through a fixed mapping, its preview
// collector, the sniffer and the wizard's head table. Bad input must end in InputError, never in a
// crash, a hang or another exception.
#include "core/io/trace/format_sniffer.h"
#include "core/io/trace/importers.h"
#include "core/util/input_error.h"

#include <cstddef>
#include <cstdint>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    maifs::CsvMapping m;
    m.columns = {{"id", "id"}, {"submit", "t"}, {"duration", "d"}, {"gpus", "g"}, {"status", "s"}};
    try {
        maifs::parseGenericJson(text, "fuzz.json", m);
    } catch (const maifs::InputError&) {
    }
    try {
        maifs::RowErrors errors;
        maifs::parseGenericJson(text, "fuzz.json", m, &errors);
    } catch (const maifs::InputError&) {
    }
    (void)maifs::sniffFormat(text, false);
    try {
        (void)maifs::jsonHeadTable(text, "fuzz.json", 8);
    } catch (const maifs::InputError&) {
    }
    return 0;
}
