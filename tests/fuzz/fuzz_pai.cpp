// libFuzzer target: the PAI 2020 job + task join and machine spec. The input is split at its first
// NUL byte into a job table and a task table. Bad input must end in InputError, never a crash.
#include "core/io/trace/importers.h"
#include "core/util/input_error.h"

#include <cstddef>
#include <cstdint>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    const auto cut = text.find('\0');
    const std::string jobs = text.substr(0, cut);
    const std::string tasks = cut == std::string::npos ? std::string() : text.substr(cut + 1);
    try {
        maifs::parsePaiJobs(jobs, "job.csv", tasks, "task.csv");
    } catch (const maifs::InputError&) {
    }
    try {
        maifs::parsePaiMachines(text, "pai.csv");
    } catch (const maifs::InputError&) {
    }
    return 0;
}
