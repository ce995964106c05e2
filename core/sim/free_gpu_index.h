#pragma once

#include <cstdint>
#include <vector>

namespace maifs {

// The alive nodes by how many whole GPUs they have free, one bitset over the nodes per count.
// Placement asks "which nodes have at least g free?" at every start attempt; answering from the
// bitsets costs (nodes / 64) x counts word operations plus the answer, where a scan asked every
// node through the view (the engine's cost grew with the cluster at a fixed load).
class FreeGpuIndex {
public:
    // A node enters with `free` GPUs free; nodes enter in index order (0, 1, 2, ...).
    void add(int node, int free);
    void remove(int node, int free);
    void move(int node, int from, int to);

    int count(int free) const;
    // How many nodes have at least `gpus` free.
    int countAtLeast(int gpus) const;
    // The nodes with at least `gpus` free, ascending, appended to `out`.
    void collectAtLeast(int gpus, std::vector<int>& out) const;
    // The first `limit` nodes with exactly `free` GPUs free, ascending, appended to `out`.
    void collectExactly(int free, std::vector<int>& out,
                        std::size_t limit = static_cast<std::size_t>(-1)) const;

private:
    void ensureCount(int free);
    void set(int node, int free, bool on);

    std::vector<std::vector<std::uint64_t>> bits_; // [free GPUs][node / 64]
    std::vector<int> counts_;
    std::size_t words_ = 0;
};

} // namespace maifs
