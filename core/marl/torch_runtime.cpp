#include "core/marl/torch_runtime.h"

#include <ATen/Parallel.h>
#include <malloc.h>
#include <mutex>
#include <torch/version.h>

namespace maifs::marl {

TorchRuntime torchRuntime() {
    return {TORCH_VERSION, at::get_num_threads()};
}

void useSingleThread() {
    at::set_num_threads(1);
}

void keepLargeAllocations() {
    static std::once_flag once;
    std::call_once(once, [] {
        mallopt(M_MMAP_THRESHOLD, 32 * 1024 * 1024); // glibc's maximum on 64-bit
        mallopt(M_TRIM_THRESHOLD, 256 * 1024 * 1024);
        mallopt(M_TOP_PAD, 64 * 1024 * 1024);
    });
}

} // namespace maifs::marl
