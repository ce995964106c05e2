#include "core/sched/waiting_order.h"

#include <algorithm>

namespace maifs {

void WaitingOrder::add(int job, const Policy& policy) {
    const auto at = static_cast<std::size_t>(job);
    const int shape = policy.shape(job);
    const Entry entry{policy.key(job), job, shape};
    order_.insert(std::lower_bound(order_.begin(), order_.end(), entry), entry);
    keyOf_[at] = entry.key;
    queued_[at] = 1;
    if (static_cast<std::size_t>(shape) >= ofShape_.size())
        ofShape_.resize(static_cast<std::size_t>(shape) + 1);
    auto& ofShape = ofShape_[static_cast<std::size_t>(shape)];
    ofShape.insert(std::lower_bound(ofShape.begin(), ofShape.end(), entry), entry);
}

void WaitingOrder::remove(int job) {
    const auto at = static_cast<std::size_t>(job);
    if (!queued_[at])
        return;
    const auto entry = std::lower_bound(order_.begin(), order_.end(), Entry{keyOf_[at], job, 0});
    auto& ofShape = ofShape_[static_cast<std::size_t>(entry->shape)];
    ofShape.erase(std::lower_bound(ofShape.begin(), ofShape.end(), *entry));
    order_.erase(entry);
    queued_[at] = 0;
}

std::size_t WaitingOrder::nextOutside(std::size_t pos, const ShapeSet& passed) const {
    // Most runs of passed shapes are short: look at the next few jobs before searching by shape.
    constexpr std::size_t kScanned = 16;
    for (std::size_t next = pos + 1; next < order_.size() && next <= pos + kScanned; ++next)
        if (!passed.contains(order_[next].shape))
            return next;
    if (pos + kScanned + 1 >= order_.size())
        return order_.size();
    const Entry& after = order_[pos + kScanned];
    const Entry* next = nullptr;
    for (std::size_t shape = 0; shape < ofShape_.size(); ++shape) {
        if (passed.contains(static_cast<int>(shape)))
            continue;
        const auto& ofShape = ofShape_[shape];
        const auto it = std::upper_bound(ofShape.begin(), ofShape.end(), after);
        if (it != ofShape.end() && (!next || *it < *next))
            next = &*it;
    }
    if (!next)
        return order_.size();
    return static_cast<std::size_t>(std::lower_bound(order_.begin(), order_.end(), *next) -
                                    order_.begin());
}

bool WaitingOrder::update(const ClusterView& view, const Policy& policy) {
    if (view.runId() == 0) // no way to tell this run's changes from another's
        return false;
    if (view.runId() != runId_) {
        *this = WaitingOrder{};
        runId_ = view.runId();
    }
    const auto jobs = static_cast<std::size_t>(view.jobCount());
    if (queued_.size() < jobs) {
        keyOf_.resize(jobs, 0);
        queued_.resize(jobs, 0);
    }
    // A job that left and came back (preempted) is re-keyed: its key is the one it waits with.
    if (!view.takePendingChanges(changed_))
        return false;
    const std::span<const int> pending = view.pending(); // ascending
    for (int j : changed_) {
        remove(j);
        if (std::ranges::binary_search(pending, j))
            add(j, policy);
    }
    return true;
}

} // namespace maifs
