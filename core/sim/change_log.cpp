#include "core/sim/change_log.h"

#include <algorithm>

namespace maifs {

void ChangeLog::note(int what) {
    const auto at = static_cast<std::size_t>(what);
    if (at >= lastChange_.size())
        lastChange_.resize(at + 1, 0);
    lastChange_[at] = ++clock_;
    log_.emplace_back(clock_, what);
    if (log_.size() > 2 * lastChange_.size() + 1024)
        std::erase_if(log_, [&](const std::pair<std::uint64_t, int>& e) {
            return e.first != lastChange_[static_cast<std::size_t>(e.second)];
        });
}

std::uint64_t ChangeLog::since(std::uint64_t since, std::vector<int>& out) const {
    out.clear();
    const auto from =
        std::ranges::upper_bound(log_, since, {}, &std::pair<std::uint64_t, int>::first);
    for (auto it = from; it != log_.end(); ++it)
        out.push_back(it->second);
    std::ranges::sort(out);
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return clock_;
}

} // namespace maifs
