#pragma once

#include <cstdint>
#include <utility>
#include <vector>

namespace maifs {

// Changes to numbered things (the nodes' holdings; the waiting list's members) in the order they
// happened, for a reader that asks what changed since it last looked: it costs the changes, not
// how many things there are. Compacted to each thing's last change once it outgrows them.
class ChangeLog {
public:
    void note(int what);
    // The things changed after clock `since` (0: every thing that ever changed), ascending and
    // once each, in `out`; returns the clock to pass next time.
    std::uint64_t since(std::uint64_t since, std::vector<int>& out) const;

private:
    std::uint64_t clock_ = 0;
    std::vector<std::uint64_t> lastChange_; // per thing, grown as things appear
    std::vector<std::pair<std::uint64_t, int>> log_;
};

} // namespace maifs
