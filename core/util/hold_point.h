#pragma once

#include <atomic>
#include <condition_variable>
#include <functional>
#include <mutex>

namespace maifs {

// Where a worker thread may be held between two steps of its work, and released by another
// thread: the studio's live runs (held after every decision until Step) and training runs (held
// after an iteration while paused). Plain std:: synchronisation, so that ThreadSanitizer sees all
// of it (tests/core/tst_hold_point.cpp runs under tools/tsan.sh).
//
// Armed, every pass() holds until a release(); disarmed, pass() goes straight through. A release
// counts: one that comes while the worker holds lets exactly one pass through, even if the point
// is armed again at once. cancel() releases for good and makes every later pass() return false.
class HoldPoint {
public:
    explicit HoldPoint(bool armed = false)
        : armed_(armed) {}

    // Worker side, at a checkpoint. When it will hold, `beforeHold` runs first (under the lock,
    // so that the controller sees the hold only after it: hand the state out there). Returns
    // false once cancelled: the worker should stop.
    bool pass(const std::function<void()>& beforeHold = {});

    // Controller side; any thread.
    void arm();     // hold at each pass() from now on
    void disarm();  // pass freely (a worker holding now goes on)
    void release(); // let the holding worker (or the next one to hold) go one pass further
    void cancel();  // release for good; pass() returns false from now on
    bool holding() const { return holding_; }
    bool armed() const;
    // The cancel flag as the engine and the trainer poll it.
    const std::atomic<bool>* cancelFlag() const { return &cancelled_; }

private:
    mutable std::mutex mutex_;
    std::condition_variable wake_;
    bool armed_;
    unsigned releases_ = 0;
    std::atomic<bool> cancelled_{false};
    std::atomic<bool> holding_{false};
};

} // namespace maifs
