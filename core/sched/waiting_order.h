#pragma once

#include "core/sched/cluster_view.h"
#include "core/sched/job_shapes.h"
#include "core/util/sorted_blocks.h"

#include <cstdint>
#include <functional>
#include <vector>

namespace maifs {

// The waiting jobs in rank order (key, then job index), kept across a run's decisions for a
// policy whose keys hold while a job waits (SJF, SRTF, LAS, FIFO with backfill): a decision
// re-ranks only the jobs that joined or left the waiting list since the last
// (ClusterView::takePendingChanges) instead of keying and sorting every waiting job. Also keeps
// the waiting jobs of each placement shape (JobShapes) in the same order, so that a decision
// passes over the jobs of shapes that already missed without walking through them.
// Sorted blocks (core/util/sorted_blocks.h), not one sorted vector: a change moves one block, where
// a vector moved half the queue (a quarter of a 32,000-job congested SRTF run, and of LAS's
// churn); nor a tree: a node per job made the kept order slower than sorting afresh.
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
    };
    using Order = SortedBlocks<Entry>;
    // Brings the order up to date with the view's waiting list. False when the view keeps no
    // log of its changes: the caller must then rank the waiting jobs itself.
    bool update(const ClusterView& view, const Policy& policy);
    const Order& jobs() const { return order_; }
    // The first job after `at` whose shape is not in `passed`, or jobs().end() if there is none:
    // O(shapes x log(jobs)), however many jobs lie between.
    Order::Position nextOutside(Order::Position at, const ShapeSet& passed) const;

private:
    void add(int job, const Policy& policy);
    void remove(int job);

    std::uint64_t runId_ = 0;
    Order order_;
    std::vector<double> keyOf_;  // of a job in order_, to find it there
    std::vector<char> queued_;   // in order_
    std::vector<Order> ofShape_; // the same, per shape
    std::vector<int> changed_;
};

} // namespace maifs
