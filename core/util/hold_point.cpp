#include "core/util/hold_point.h"

namespace maifs {

bool HoldPoint::pass(const std::function<void()>& beforeHold) {
    std::unique_lock lock(mutex_);
    if (cancelled_)
        return false;
    if (!armed_)
        return true;
    if (beforeHold)
        beforeHold();
    holding_ = true;
    const unsigned seen = releases_;
    wake_.wait(lock, [&] { return releases_ != seen || !armed_ || cancelled_; });
    holding_ = false;
    return !cancelled_;
}

void HoldPoint::arm() {
    const std::lock_guard lock(mutex_);
    armed_ = true;
}

void HoldPoint::disarm() {
    {
        const std::lock_guard lock(mutex_);
        armed_ = false;
    }
    wake_.notify_all();
}

void HoldPoint::release() {
    {
        const std::lock_guard lock(mutex_);
        ++releases_;
    }
    wake_.notify_all();
}

void HoldPoint::cancel() {
    {
        const std::lock_guard lock(mutex_);
        cancelled_ = true;
    }
    wake_.notify_all();
}

bool HoldPoint::armed() const {
    const std::lock_guard lock(mutex_);
    return armed_;
}

} // namespace maifs
