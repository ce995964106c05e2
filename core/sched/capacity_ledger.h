#pragma once

#include "core/model/allocation.h"
#include "core/sched/cluster_view.h"

#include <array>
#include <functional>
#include <map>
#include <optional>
#include <vector>

namespace maifs {

// The free capacity a scheduler plans against within one decision: the view's, minus what the
// decision has already handed out (or plus what it preempted). Only touched nodes are copied.
class CapacityLedger {
public:
    explicit CapacityLedger(const ClusterView& view)
        : view_(&view) {}

    bool alive(int node) const { return view_->alive(node); }
    int freeMilli(int node, int gpu) const;
    int freeWholeGpus(int node) const;
    double freeCpus(int node) const;
    double freeMemGb(int node) const;
    ClusterView::FreeCapacity freeCapacity(int node) const;
    int totalFreeWholeGpus() const;
    bool touched() const { return !nodes_.empty(); }
    // Replaces `out` by the alive nodes with at least `gpus` (>= 1) whole GPUs free after this
    // decision's changes, ascending (the view's index, corrected on the nodes it touched).
    void nodesWithFreeGpus(int gpus, std::vector<int>& out) const;
    // The nodes a job could go on by its GPUs alone: those with enough whole GPUs free, or every
    // node for a fractional job (its room is per GPU, which the index does not count).
    void nodesByGpus(const Job& job, std::vector<int>& out) const;
    // Likewise with exactly `free` whole GPUs free; the first `limit` of them.
    void nodesWithExactlyFreeGpus(int free, std::vector<int>& out,
                                  std::size_t limit = static_cast<std::size_t>(-1)) const;
    // How many alive nodes have at least `gpus` (>= 1) whole GPUs free after this decision.
    int countNodesWithFreeGpus(int gpus) const;
    // The nodes this decision has changed, ascending.
    void touchedNodes(std::vector<int>& out) const;

    void take(const Allocation& a) { apply(a, -1); }
    void giveBack(const Allocation& a) { apply(a, +1); }
    // giveBack(from) then take(to) for a running job whose CPU / memory change on the GPUs it
    // holds (`to`: `from`'s shares, same nodes and GPU slots, other CPU / memory): the same
    // numbers, without touching the GPUs (every +opt round resizes each running job on a
    // changed node this way).
    void resizeCpuMem(const Allocation& from, const Allocation& to);

    // Tentative changes taken back exactly, without copying the ledger (a preemption search
    // tries several prefixes of victims; a copy per trial was 15% of an overloaded Tiresias
    // run): between beginTrials() and endTrials(), each node a change touches is journalled as
    // it was, and rollBack(to) restores every change since checkpoint `to`, bit for bit, the
    // free-GPU total and the set of touched nodes with them. endTrials() keeps what is there.
    void beginTrials() { journalling_ = true; }
    std::size_t checkpoint() const { return journal_.size(); }
    void rollBack(std::size_t to);
    void endTrials();

private:
    // Free milli-GPU per GPU of one node: inline up to 16 GPUs, since every trial of a
    // preemption search copies the ledger (a vector per node was most of those copies' cost).
    class FreeMilli {
    public:
        void push_back(int v) {
            if (size_ == kInline)
                heap_.assign(inline_.begin(), inline_.end());
            if (size_ < kInline)
                inline_[size_] = v;
            else
                heap_.push_back(v);
            ++size_;
        }
        std::size_t size() const { return size_; }
        int* begin() { return size_ <= kInline ? inline_.data() : heap_.data(); }
        int* end() { return begin() + size_; }
        const int* begin() const { return size_ <= kInline ? inline_.data() : heap_.data(); }
        const int* end() const { return begin() + size_; }
        int& operator[](std::size_t i) { return begin()[i]; }
        int operator[](std::size_t i) const { return begin()[i]; }

    private:
        static constexpr std::size_t kInline = 16;
        std::array<int, kInline> inline_{};
        std::vector<int> heap_;
        std::size_t size_ = 0;
    };
    struct NodeFree {
        FreeMilli milli;
        double cpus = 0;
        double mem = 0;
    };
    struct JournalEntry {
        int node;
        std::optional<NodeFree> before; // nullopt: the node was not touched
        int wholeGpusDeltaBefore;
    };
    NodeFree& own(int node);
    void journal(int node);
    // The view's answer `out` with the touched nodes judged on their free whole GPUs here.
    void correctTouched(std::vector<int>& out, const std::function<bool(int)>& wanted) const;
    void apply(const Allocation& a, int sign);
    static void applyShare(NodeFree& f, const NodeShare& s, int sign);

    const ClusterView* view_;
    std::map<int, NodeFree> nodes_;
    int wholeGpusDelta_ = 0; // free whole GPUs on alive nodes, minus the view's
    bool journalling_ = false;
    std::vector<JournalEntry> journal_;
};

} // namespace maifs
