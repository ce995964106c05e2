// HoldPoint: a worker held at its checkpoints and released by another thread (the studio's live
// runs and training). Plain std:: threads, so that tools/tsan.sh runs it under ThreadSanitizer.
// No sleeps: the test learns that the worker holds from the worker itself (beforeHold).
#include "core/util/hold_point.h"

#include <atomic>
#include <condition_variable>
#include <mutex>
#include <thread>
#include <vector>

#include <QTest>

using namespace maifs;

namespace {

// A worker of `steps` steps with a checkpoint after each; it records the step it held at.
class Worker {
public:
    Worker(HoldPoint& point, int steps)
        : point_(point)
        , thread_([this, steps] {
            for (int k = 1; k <= steps; ++k) {
                done_ = k;
                if (!point_.pass([this, k] { announce(k); }))
                    return;
            }
        }) {}
    ~Worker() {
        if (thread_.joinable())
            thread_.join();
    }
    // Blocks until the worker holds (it cannot move on before a release): the step it holds at.
    int nextHold() {
        std::unique_lock lock(mutex_);
        announced_.wait(lock, [this] { return !holds_.empty(); });
        const int k = holds_.front();
        holds_.erase(holds_.begin());
        return k;
    }
    void join() { thread_.join(); }
    int done() const { return done_; }
    std::vector<int> holdsLeft() {
        std::lock_guard lock(mutex_);
        return holds_;
    }

private:
    void announce(int k) {
        std::lock_guard lock(mutex_);
        holds_.push_back(k);
        announced_.notify_all();
    }

    HoldPoint& point_;
    std::atomic<int> done_{0};
    std::mutex mutex_;
    std::condition_variable announced_;
    std::vector<int> holds_;
    std::thread thread_;
};

} // namespace

class TestHoldPoint : public QObject {
    Q_OBJECT

private slots:
    void disarmedItPassesFreely() {
        HoldPoint point;
        Worker w(point, 5);
        w.join();
        QCOMPARE(w.done(), 5);
        QVERIFY(w.holdsLeft().empty());
    }

    void armedItHoldsAfterEveryStepUntilReleased() {
        HoldPoint point(/*armed=*/true);
        Worker w(point, 3);
        for (int k = 1; k <= 3; ++k) {
            QCOMPARE(w.nextHold(), k);
            QCOMPARE(w.done(), k); // held: it has not started the next step
            point.release();
        }
        w.join();
        QCOMPARE(w.done(), 3);
    }

    void aReleaseLetsExactlyOneStepThrough() {
        // Two Step clicks are two decisions, never more: each release counts once.
        HoldPoint point(/*armed=*/true);
        Worker w(point, 4);
        QCOMPARE(w.nextHold(), 1);
        point.release();
        QCOMPARE(w.nextHold(), 2);
        QCOMPARE(w.done(), 2);
        point.release();
        QCOMPARE(w.nextHold(), 3);
        point.cancel();
        w.join();
        QCOMPARE(w.done(), 3);
    }

    void disarmingRunsToTheEndWithoutHolds() {
        HoldPoint point(/*armed=*/true);
        Worker w(point, 6);
        QCOMPARE(w.nextHold(), 1);
        point.disarm(); // the live run's Finish
        w.join();
        QCOMPARE(w.done(), 6);
        QVERIFY(w.holdsLeft().empty());
    }

    void cancellingStopsTheWorkerAtItsHold() {
        HoldPoint point(/*armed=*/true);
        Worker w(point, 6);
        QCOMPARE(w.nextHold(), 1);
        point.cancel();
        w.join();
        QCOMPARE(w.done(), 1);
        QVERIFY(!point.pass());
        QVERIFY(point.cancelFlag()->load());
    }
};

QTEST_GUILESS_MAIN(TestHoldPoint)
#include "tst_hold_point.moc"
