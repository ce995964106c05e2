#pragma once

#include <algorithm>
#include <cstddef>
#include <iterator>
#include <vector>

namespace maifs {

// A sorted sequence of distinct values kept as consecutive sorted blocks of at most kBlock
// values: an insertion or an erasure moves at most one block's values (and, when a block splits
// or empties, the block headers), where one sorted vector moves half the sequence. The walk goes
// by Position (block, index). Why not std::set: a node per value made the long walks of a
// waiting order pointer chases, and measured slower than a vector up to 32,000 waiting jobs.
template <typename T> class SortedBlocks {
public:
    static constexpr std::size_t kBlock = 512;

    struct Position {
        std::size_t block = 0;
        std::size_t index = 0;
        bool operator==(const Position&) const = default;
    };

    std::size_t size() const { return size_; }
    bool empty() const { return size_ == 0; }
    Position begin() const { return {0, 0}; }
    Position end() const { return {blocks_.size(), 0}; }
    const T& at(Position p) const { return blocks_[p.block][p.index]; }
    Position next(Position p) const {
        if (++p.index == blocks_[p.block].size())
            p = {p.block + 1, 0};
        return p;
    }

    // The first value not less than `v` (lowerBound) or greater than `v` (upperBound).
    Position lowerBound(const T& v) const {
        return bound(v, [](const T& a, const T& b) { return a < b; });
    }
    Position upperBound(const T& v) const {
        return bound(v, [](const T& a, const T& b) { return !(b < a); });
    }

    void insert(const T& v) {
        if (blocks_.empty()) {
            blocks_.push_back({v});
            size_ = 1;
            return;
        }
        // The first block whose last value is not less than v, or the last block.
        auto block = std::ranges::partition_point(
            blocks_, [&](const std::vector<T>& b) { return b.back() < v; });
        if (block == blocks_.end())
            block = std::prev(block);
        block->insert(std::lower_bound(block->begin(), block->end(), v), v);
        ++size_;
        if (block->size() > 2 * kBlock) {
            std::vector<T> upper(block->begin() + static_cast<std::ptrdiff_t>(kBlock),
                                 block->end());
            block->resize(kBlock);
            blocks_.insert(std::next(block), std::move(upper));
        }
    }

    // Erases `v`, which must be held.
    void erase(const T& v) {
        const Position p = lowerBound(v);
        auto& block = blocks_[p.block];
        block.erase(block.begin() + static_cast<std::ptrdiff_t>(p.index));
        --size_;
        // A run of erasures (a queue's head starting) must not leave many small blocks behind.
        const auto at = blocks_.begin() + static_cast<std::ptrdiff_t>(p.block);
        if (block.empty()) {
            blocks_.erase(at);
        } else if (block.size() < kBlock / 4 && std::next(at) != blocks_.end() &&
                   block.size() + std::next(at)->size() <= kBlock) {
            block.insert(block.end(), std::next(at)->begin(), std::next(at)->end());
            blocks_.erase(std::next(at));
        }
    }

    void clear() {
        blocks_.clear();
        size_ = 0;
    }

private:
    // The first value v `before` does not hold of (values ascending: a prefix holds).
    template <typename Before> Position bound(const T& v, Before before) const {
        const auto block = std::ranges::partition_point(
            blocks_, [&](const std::vector<T>& b) { return before(b.back(), v); });
        if (block == blocks_.end())
            return end();
        const auto in =
            std::ranges::partition_point(*block, [&](const T& a) { return before(a, v); });
        return {static_cast<std::size_t>(block - blocks_.begin()),
                static_cast<std::size_t>(in - block->begin())};
    }

    std::vector<std::vector<T>> blocks_; // none empty
    std::size_t size_ = 0;
};

} // namespace maifs
