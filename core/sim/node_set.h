#pragma once

#include <cstddef>
#include <span>
#include <vector>

namespace maifs {

// A set of node indices with constant-time membership changes and its members as a span (in no
// order): the engine keeps the few nodes placement must judge one by one in one of these.
class NodeSet {
public:
    void resize(int nodes) { position_.resize(static_cast<std::size_t>(nodes), kAbsent); }
    void set(int node, bool member) {
        std::size_t& at = position_[static_cast<std::size_t>(node)];
        if (member == (at != kAbsent))
            return;
        if (member) {
            at = members_.size();
            members_.push_back(node);
            return;
        }
        // Swap the last member into the hole.
        const int last = members_.back();
        members_[at] = last;
        position_[static_cast<std::size_t>(last)] = at;
        members_.pop_back();
        at = kAbsent;
    }
    std::span<const int> members() const { return members_; }

private:
    static constexpr std::size_t kAbsent = static_cast<std::size_t>(-1);
    std::vector<int> members_;
    std::vector<std::size_t> position_;
};

} // namespace maifs
