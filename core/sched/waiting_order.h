#pragma once

#include "core/sched/cluster_view.h"
#include "core/sched/job_shapes.h"
#include "core/util/sorted_blocks.h"

#include <cstdint>
#include <functional>
#include <utility>
#include <vector>

#include <queue>

namespace maifs {

// The waiting jobs in rank order (key, then job index), kept across a run's decisions for a
// policy whose keys hold while a job waits (SJF, SRTF, LAS, FIFO with backfill), or change at a
// time known in advance (Tiresias's promotion): a decision re-ranks only the jobs that joined or
// left the waiting list since the last (ClusterView::takePendingChanges) and those whose time
// came due, instead of keying and sorting every waiting job. Also keeps the waiting jobs of each
// placement shape (JobShapes) in the same order, so that a decision passes over the jobs of
// shapes that already missed without walking through them.
// Sorted blocks (core/util/sorted_blocks.h), not one sorted vector: a change moves one block,
// where a vector moved half the queue (23% of a 32,000-job congested SRTF run, 18% of LAS on
// 8,000); nor a tree: a node per job made the kept order slower than sorting afresh.
class WaitingOrder {
public:
    struct Entry {
        double key;
        int job;
        int shape; // its placement shape (JobShapes), kept so that a long walk need not ask
        bool operator<(const Entry& o) const { return key != o.key ? key < o.key : job < o.job; }
    };
    struct Policy {
        std::function<double(int)> key;
        std::function<int(int)> shape;
        // When a waiting job's key may change next (infinity: it holds while the job waits).
        std::function<double(int)> changesAt;
    };
    using Order = SortedBlocks<Entry>;
    // Brings the order up to date with the view's waiting list. False when the view keeps no
    // log of its changes, or fewer than `keptFrom` jobs wait (once kept: fewer than half of it):
    // the caller must then rank the waiting jobs itself. (Under much churn a short queue costs
    // less sorted afresh than kept: Tiresias preempting 20-odd jobs a decision from a queue of
    // about 100 ran 12-20% slower kept.)
    bool update(const ClusterView& view, const Policy& policy, std::size_t keptFrom);
    const Order& jobs() const { return order_; }
    // The first job after `at` whose shape is not in `passed`, or jobs().end() if there is none:
    // O(shapes x log(jobs)), however many jobs lie between.
    Order::Position nextOutside(Order::Position at, const ShapeSet& passed) const;

private:
    void add(int job, const Policy& policy);
    void remove(int job);
    void rekeyDue(double now, const Policy& policy);
    void forget(); // stops keeping the order (it is built anew when kept again)

    std::uint64_t runId_ = 0;
    bool kept_ = false; // the order is up to date
    Order order_;
    std::vector<double> keyOf_;  // of a job in order_, to find it there
    std::vector<char> queued_;   // in order_
    std::vector<Order> ofShape_; // the same, per shape
    std::vector<int> changed_;
    // Waiting jobs whose keys change at a known time: (time, job), the earliest first; an entry
    // whose job left, or was re-keyed since, is stale (changesAt_ no longer names its time).
    std::priority_queue<std::pair<double, int>, std::vector<std::pair<double, int>>, std::greater<>>
        due_;
    std::vector<double> changesAt_; // per job in order_
};

} // namespace maifs
