#pragma once

#include <cstddef>
#include <numeric>
#include <vector>

namespace maifs {

// Union-find over 0..n-1 whose root is always the smallest member, so that a set can be named by
// its first element (OPT's blocks by their first node).
class DisjointSets {
public:
    explicit DisjointSets(std::size_t n)
        : parent_(n) {
        std::iota(parent_.begin(), parent_.end(), std::size_t{0});
    }
    std::size_t root(std::size_t i) {
        while (parent_[i] != i)
            i = parent_[i] = parent_[parent_[i]];
        return i;
    }
    void unite(std::size_t a, std::size_t b) {
        a = root(a);
        b = root(b);
        if (a < b)
            parent_[b] = a;
        else
            parent_[a] = b;
    }

private:
    std::vector<std::size_t> parent_;
};

} // namespace maifs
