#include "core/sched/capacity_ledger.h"

#include <algorithm>
#include <numeric>

namespace maifs {

CapacityLedger::NodeFree& CapacityLedger::own(int node) {
    auto it = nodes_.find(node);
    if (it != nodes_.end())
        return it->second;
    NodeFree f;
    const int gpus = view_->cluster().node(node).gpus;
    for (int g = 0; g < gpus; ++g)
        f.milli.push_back(view_->freeMilli(node, g));
    f.cpus = view_->freeCpus(node);
    f.mem = view_->freeMemGb(node);
    return nodes_.emplace(node, std::move(f)).first->second;
}

int CapacityLedger::freeMilli(int node, int gpu) const {
    auto it = nodes_.find(node);
    return it == nodes_.end() ? view_->freeMilli(node, gpu)
                              : it->second.milli[static_cast<std::size_t>(gpu)];
}

int CapacityLedger::freeWholeGpus(int node) const {
    auto it = nodes_.find(node);
    if (it == nodes_.end())
        return view_->freeWholeGpus(node);
    return static_cast<int>(std::count(it->second.milli.begin(), it->second.milli.end(), 1000));
}

double CapacityLedger::freeCpus(int node) const {
    auto it = nodes_.find(node);
    return it == nodes_.end() ? view_->freeCpus(node) : it->second.cpus;
}

double CapacityLedger::freeMemGb(int node) const {
    auto it = nodes_.find(node);
    return it == nodes_.end() ? view_->freeMemGb(node) : it->second.mem;
}

void CapacityLedger::nodesWithFreeGpus(int gpus, std::vector<int>& out) const {
    out.clear();
    view_->nodesWithFreeGpus(gpus, out);
    correctTouched(out, [gpus](int free) { return free >= gpus; });
}

void CapacityLedger::nodesByGpus(const Job& job, std::vector<int>& out) const {
    if (!job.fractional()) {
        nodesWithFreeGpus(job.gpus, out);
        return;
    }
    out.resize(static_cast<std::size_t>(view_->cluster().size()));
    std::iota(out.begin(), out.end(), 0);
}

void CapacityLedger::nodesWithExactlyFreeGpus(int free, std::vector<int>& out,
                                              std::size_t limit) const {
    out.clear();
    // The touched nodes among the view's first `limit` are dropped and re-judged below: take as
    // many more, so that the first `limit` of the corrected list are still right.
    const std::size_t ask =
        limit > static_cast<std::size_t>(-1) - nodes_.size() ? limit : limit + nodes_.size();
    view_->nodesWithExactlyFreeGpus(free, out, ask);
    correctTouched(out, [free](int f) { return f == free; });
    if (out.size() > limit)
        out.resize(limit);
}

int CapacityLedger::countNodesWithFreeGpus(int gpus) const {
    int count = view_->countNodesWithFreeGpus(gpus);
    for (const auto& [n, f] : nodes_)
        if (alive(n)) {
            count -= view_->freeWholeGpus(n) >= gpus ? 1 : 0;
            count += std::ranges::count(f.milli, 1000) >= gpus ? 1 : 0;
        }
    return count;
}

void CapacityLedger::touchedNodes(std::vector<int>& out) const {
    out.clear();
    for (const auto& entry : nodes_)
        out.push_back(entry.first);
}

void CapacityLedger::correctTouched(std::vector<int>& out,
                                    const std::function<bool(int)>& wanted) const {
    if (nodes_.empty())
        return;
    std::erase_if(out, [&](int n) { return nodes_.contains(n); });
    const auto middle = static_cast<std::ptrdiff_t>(out.size());
    for (const auto& [n, f] : nodes_) // ascending, as the map is ordered
        if (alive(n) && wanted(static_cast<int>(std::ranges::count(f.milli, 1000))))
            out.push_back(n);
    std::inplace_merge(out.begin(), out.begin() + middle, out.end());
}

ClusterView::FreeCapacity CapacityLedger::freeCapacity(int node) const {
    if (nodes_.empty())
        return view_->freeCapacity(node);
    auto it = nodes_.find(node);
    if (it == nodes_.end())
        return view_->freeCapacity(node);
    const NodeFree& f = it->second;
    return {static_cast<int>(std::ranges::count(f.milli, 1000)), f.cpus, f.mem};
}

int CapacityLedger::totalFreeWholeGpus() const {
    return view_->totalFreeWholeGpus() + wholeGpusDelta_;
}

void CapacityLedger::journal(int node) {
    if (!journalling_)
        return;
    const auto it = nodes_.find(node);
    journal_.push_back(
        {node, it == nodes_.end() ? std::nullopt : std::optional(it->second), wholeGpusDelta_});
}

void CapacityLedger::rollBack(std::size_t to) {
    for (std::size_t i = journal_.size(); i-- > to;) {
        JournalEntry& e = journal_[i];
        if (e.before)
            nodes_.insert_or_assign(e.node, std::move(*e.before));
        else
            nodes_.erase(e.node);
        wholeGpusDelta_ = e.wholeGpusDeltaBefore;
    }
    journal_.resize(to);
}

void CapacityLedger::endTrials() {
    journalling_ = false;
    journal_.clear();
}

void CapacityLedger::apply(const Allocation& a, int sign) {
    for (const auto& s : a.shares) {
        journal(s.node);
        NodeFree& f = own(s.node);
        // The total of free whole GPUs is kept as a running sum: placement asks for it before
        // every scan, and summing over the touched nodes each time grew with the decision.
        const int wholeBefore = static_cast<int>(std::ranges::count(f.milli, 1000));
        applyShare(f, s, sign);
        if (alive(s.node))
            wholeGpusDelta_ += static_cast<int>(std::ranges::count(f.milli, 1000)) - wholeBefore;
    }
}

void CapacityLedger::resizeCpuMem(const Allocation& from, const Allocation& to) {
    // Per node, in giveBack's and take's order, so that the sums are the same to the last bit.
    for (std::size_t i = 0; i < from.shares.size(); ++i) {
        journal(from.shares[i].node);
        NodeFree& f = own(from.shares[i].node);
        f.cpus += from.shares[i].cpus;
        f.mem += from.shares[i].memGb;
        f.cpus -= to.shares[i].cpus;
        f.mem -= to.shares[i].memGb;
    }
}

void CapacityLedger::applyShare(NodeFree& f, const NodeShare& s, int sign) {
    f.cpus += sign * s.cpus;
    f.mem += sign * s.memGb;
    if (!s.gpuSlots.empty()) {
        for (int slot : s.gpuSlots)
            f.milli[static_cast<std::size_t>(slot)] += sign * s.gpuMilli;
        return;
    }
    // A planned share names no physical GPUs yet: the engine will take whole GPUs from the
    // lowest free index and a fractional share from the best-fitting GPU; mirror that here.
    if (sign < 0 && s.gpuMilli == 1000) {
        int left = s.gpus;
        for (auto& m : f.milli)
            if (left > 0 && m == 1000) {
                m = 0;
                --left;
            }
    } else if (sign < 0) {
        // Best fit, as the engine does: the GPUs with the least free milli-GPU that fit.
        std::vector<std::size_t> order(f.milli.size());
        std::iota(order.begin(), order.end(), std::size_t{0});
        std::stable_sort(order.begin(), order.end(),
                         [&](std::size_t x, std::size_t y) { return f.milli[x] < f.milli[y]; });
        int left = s.gpus;
        for (std::size_t g : order)
            if (left > 0 && f.milli[g] >= s.gpuMilli) {
                f.milli[g] -= s.gpuMilli;
                --left;
            }
    }
}

} // namespace maifs
