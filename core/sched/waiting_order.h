#pragma once

#include "core/sched/cluster_view.h"
#include "core/sched/job_shapes.h"

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
// A sorted vector, not a tree: a change moves a few kilobytes of a long queue, where a node per
// job cost an allocation per change and made the kept order slower than sorting afresh.
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
    // Brings the order up to date with the view's waiting list. False when the view keeps no
    // log of its changes: the caller must then rank the waiting jobs itself.
    bool update(const ClusterView& view, const Policy& policy);
    const std::vector<Entry>& jobs() const { return order_; }
    // The position in jobs() of the first job after `pos` whose shape is not in `passed`, or
    // jobs().size() if there is none: O(shapes x log(jobs)), however many jobs lie between.
    std::size_t nextOutside(std::size_t pos, const ShapeSet& passed) const;

private:
    void add(int job, const Policy& policy);
    void remove(int job);

    std::uint64_t runId_ = 0;
    std::vector<Entry> order_;                // ascending
    std::vector<double> keyOf_;               // of a job in order_, to find it there
    std::vector<char> queued_;                // in order_
    std::vector<std::vector<Entry>> ofShape_; // per shape, ascending
    std::vector<int> changed_;
};

} // namespace maifs
