#pragma once

#include <string>

// Plain C++ door into LibTorch: callers (the studio, the CLI, tests) never see a torch header,
// because Qt's `slots` macro and torch's headers cannot share a translation unit.
namespace maifs::marl {

struct TorchRuntime {
    std::string version; // LibTorch's own version string, e.g. "1.13.0"
    int intraOpThreads = 0;
};

TorchRuntime torchRuntime();

// Policy networks here are tiny (batch-1 MLPs and 16-token attention): one intra-op thread is the
// fastest setting measured on this hardware, and it keeps runs deterministic.
void useSingleThread();

// Keeps freed large blocks in the heap instead of returning them to the kernel. Every forward
// pass at a thousand agents allocates several 6 MB attention tensors; with glibc's defaults each
// is a fresh mmap whose pages fault in one by one, which measured 2.8x slower per scheduling epoch
// (319 -> 113 ms at 1,213 agents). Process-wide and idempotent; called when a policy is made.
void keepLargeAllocations();

} // namespace maifs::marl
