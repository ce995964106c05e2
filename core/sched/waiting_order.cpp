#include "core/sched/waiting_order.h"

#include <algorithm>

namespace maifs {

void WaitingOrder::add(int job, const Policy& policy) {
    const auto at = static_cast<std::size_t>(job);
    const int shape = policy.shape(job);
    const Entry entry{policy.key(job), job, shape};
    order_.insert(entry);
    keyOf_[at] = entry.key;
    queued_[at] = 1;
    if (static_cast<std::size_t>(shape) >= ofShape_.size())
        ofShape_.resize(static_cast<std::size_t>(shape) + 1);
    ofShape_[static_cast<std::size_t>(shape)].insert(entry);
}

void WaitingOrder::remove(int job) {
    const auto at = static_cast<std::size_t>(job);
    if (!queued_[at])
        return;
    const Entry entry = order_.at(order_.lowerBound(Entry{keyOf_[at], job, 0}));
    ofShape_[static_cast<std::size_t>(entry.shape)].erase(entry);
    order_.erase(entry);
    queued_[at] = 0;
}

WaitingOrder::Order::Position WaitingOrder::nextOutside(Order::Position at,
                                                        const ShapeSet& passed) const {
    // Most runs of passed shapes are short: look at the next few jobs before searching by shape.
    constexpr int kScanned = 16;
    for (int k = 0; k < kScanned; ++k)
        if ((at = order_.next(at)) == order_.end() || !passed.contains(order_.at(at).shape))
            return at;
    const Entry* next = nullptr;
    for (std::size_t shape = 0; shape < ofShape_.size(); ++shape) {
        if (passed.contains(static_cast<int>(shape)))
            continue;
        const Order& ofShape = ofShape_[shape];
        const Order::Position p = ofShape.upperBound(order_.at(at));
        if (p != ofShape.end() && (!next || ofShape.at(p) < *next))
            next = &ofShape.at(p);
    }
    return next ? order_.lowerBound(*next) : order_.end();
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
