#include "core/marl/torch_runtime.h"

#include <ATen/Parallel.h>
#include <torch/version.h>

namespace maifs::marl {

TorchRuntime torchRuntime() {
    return {TORCH_VERSION, at::get_num_threads()};
}

void useSingleThread() {
    at::set_num_threads(1);
}

} // namespace maifs::marl
