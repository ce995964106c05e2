#include "core/sim/free_gpu_index.h"

#include <bit>

namespace maifs {

void FreeGpuIndex::ensureCount(int free) {
    if (counts_.size() <= static_cast<std::size_t>(free)) {
        counts_.resize(static_cast<std::size_t>(free) + 1, 0);
        bits_.resize(counts_.size(), std::vector<std::uint64_t>(words_, 0));
    }
}

void FreeGpuIndex::set(int node, int free, bool on) {
    const auto word = static_cast<std::size_t>(node) / 64;
    const std::uint64_t mask = std::uint64_t{1} << (static_cast<unsigned>(node) % 64);
    auto& w = bits_[static_cast<std::size_t>(free)][word];
    w = on ? (w | mask) : (w & ~mask);
    counts_[static_cast<std::size_t>(free)] += on ? 1 : -1;
}

void FreeGpuIndex::add(int node, int free) {
    ensureCount(free);
    const std::size_t words = static_cast<std::size_t>(node) / 64 + 1;
    if (words > words_) {
        words_ = words;
        for (auto& b : bits_)
            b.resize(words_, 0);
    }
    set(node, free, true);
}

void FreeGpuIndex::remove(int node, int free) {
    set(node, free, false);
}

void FreeGpuIndex::move(int node, int from, int to) {
    if (from == to)
        return;
    set(node, from, false);
    ensureCount(to);
    set(node, to, true);
}

int FreeGpuIndex::count(int free) const {
    return free >= 0 && static_cast<std::size_t>(free) < counts_.size()
               ? counts_[static_cast<std::size_t>(free)]
               : 0;
}

int FreeGpuIndex::countAtLeast(int gpus) const {
    int total = 0;
    for (std::size_t f = static_cast<std::size_t>(gpus < 0 ? 0 : gpus); f < counts_.size(); ++f)
        total += counts_[f];
    return total;
}

void FreeGpuIndex::collectAtLeast(int gpus, std::vector<int>& out) const {
    const std::size_t first = static_cast<std::size_t>(gpus < 0 ? 0 : gpus);
    if (first >= bits_.size())
        return;
    for (std::size_t w = 0; w < words_; ++w) {
        std::uint64_t any = 0;
        for (std::size_t f = first; f < bits_.size(); ++f)
            any |= bits_[f][w];
        while (any != 0) {
            out.push_back(
                static_cast<int>(w * 64 + static_cast<std::size_t>(std::countr_zero(any))));
            any &= any - 1;
        }
    }
}

void FreeGpuIndex::collectExactly(int free, std::vector<int>& out, std::size_t limit) const {
    if (free < 0 || static_cast<std::size_t>(free) >= bits_.size() || count(free) == 0)
        return;
    const auto& bits = bits_[static_cast<std::size_t>(free)];
    std::size_t taken = 0;
    for (std::size_t w = 0; w < words_; ++w)
        for (std::uint64_t b = bits[w]; b != 0; b &= b - 1) {
            if (taken++ == limit)
                return;
            out.push_back(static_cast<int>(w * 64 + static_cast<std::size_t>(std::countr_zero(b))));
        }
}

} // namespace maifs
