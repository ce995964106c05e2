#include "core/sched/waiting_order.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace maifs {

namespace {
constexpr double kNever = std::numeric_limits<double>::infinity();
} // namespace

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
    changesAt_[at] = policy.changesAt ? policy.changesAt(job) : kNever;
    if (changesAt_[at] != kNever)
        due_.emplace(changesAt_[at], job);
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

void WaitingOrder::forget() {
    if (!kept_)
        return;
    for (auto p = order_.begin(); p != order_.end(); p = order_.next(p))
        queued_[static_cast<std::size_t>(order_.at(p).job)] = 0;
    order_.clear();
    for (Order& ofShape : ofShape_)
        ofShape.clear();
    due_ = {};
    kept_ = false;
}

bool WaitingOrder::update(const ClusterView& view, const Policy& policy, std::size_t keptFrom) {
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
        changesAt_.resize(jobs, kNever);
    }
    // A job that left and came back (preempted) is re-keyed: its key is the one it waits with.
    if (!view.takePendingChanges(changed_))
        return false;
    const std::span<const int> pending = view.pending(); // ascending
    if (pending.size() < (kept_ ? keptFrom / 2 : keptFrom)) {
        forget();
        return false;
    }
    if (!kept_) {
        kept_ = true;
        changed_.assign(pending.begin(), pending.end());
    }
    for (int j : changed_) {
        remove(j);
        if (std::ranges::binary_search(pending, j))
            add(j, policy);
    }
    rekeyDue(view.now(), policy);
    return true;
}

void WaitingOrder::rekeyDue(double now, const Policy& policy) {
    // A time is taken as due a little early: the policy's own test (now - a >= b, say) may
    // already hold where now >= a + b does not yet, by rounding. A job whose key has not changed
    // yet is looked at again at the next decision.
    const auto dueBy = [&](double t) {
        return t <= now + 1e-9 * std::max(1.0, std::abs(now));
    };
    std::vector<std::pair<double, int>> notYet;
    while (!due_.empty() && dueBy(due_.top().first)) {
        const auto [t, job] = due_.top();
        due_.pop();
        const auto at = static_cast<std::size_t>(job);
        if (!queued_[at] || changesAt_[at] != t)
            continue; // stale
        if (policy.key(job) == keyOf_[at]) {
            notYet.emplace_back(t, job);
            continue;
        }
        remove(job);
        add(job, policy);
    }
    for (const auto& e : notYet)
        due_.push(e);
}

} // namespace maifs
