#include "core/sched/placement.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <map>

namespace maifs {

namespace {

constexpr double kSlack = kFitSlack;

// Filter outcomes as codes: the scan over every node must not build strings.
enum class Filter { Ok, Down, NoGpus, GpuSpec, NoFractionalRoom, TooFewGpus, Cpu, Memory, Count };

FilterReason reasonOf(Filter f) {
    switch (f) {
    case Filter::Down:
        return FilterReason::NodeDown;
    case Filter::NoGpus:
        return FilterReason::NoGpus;
    case Filter::GpuSpec:
        return FilterReason::GpuSpec;
    case Filter::NoFractionalRoom:
        return FilterReason::NoFractionalRoom;
    case Filter::TooFewGpus:
        return FilterReason::TooFewGpus;
    case Filter::Cpu:
        return FilterReason::Cpu;
    default:
        return FilterReason::Memory;
    }
}

struct Filtered {
    bool ok = false;
    Filter reason = Filter::Ok;
};

// Can `gpus` GPUs of `milli` each (with proportional CPU / memory) go on this node?
Filtered fits(const ClusterView& view, const CapacityLedger& ledger, const Job& job, int node,
              int gpus, const ShareSizing& sizing) {
    // Cheapest and most selective first: this runs for every candidate node at every placement.
    if (!ledger.alive(node))
        return {false, Filter::Down};
    const Node& n = view.cluster().node(node);
    if (n.gpus == 0)
        return {false, Filter::NoGpus};
    const ClusterView::FreeCapacity free = ledger.freeCapacity(node);
    if (job.fractional()) {
        bool any = false;
        for (int g = 0; g < n.gpus && !any; ++g)
            any = ledger.freeMilli(node, g) >= job.gpuMilli;
        if (!any)
            return {false, Filter::NoFractionalRoom};
    } else if (free.wholeGpus < gpus) {
        return {false, Filter::TooFewGpus};
    }
    if (!job.gpuSpec.empty() && !gpuSpecAllows(job.gpuSpec, n.gpuModel))
        return {false, Filter::GpuSpec};
    const double units = gpus * (job.gpuMilli / 1000.0);
    if (free.cpus + kSlack < units * sizing.cpus(n))
        return {false, Filter::Cpu};
    if (free.memGb + kSlack < units * sizing.mem(n))
        return {false, Filter::Memory};
    return {true, Filter::Ok};
}

// Greedy: nodes with the most free GPUs first, each giving what it can (CPU / memory permitting).
std::optional<Allocation> spreadOver(const ClusterView& view, const CapacityLedger& ledger,
                                     const Job& job, std::vector<int> nodes,
                                     const ShareSizing& sizing) {
    // The most free GPUs first, then the lower node (the callers' lists ascend): a stable sort's
    // order without its buffer.
    std::sort(nodes.begin(), nodes.end(), [&](int a, int b) {
        const int fa = ledger.freeWholeGpus(a), fb = ledger.freeWholeGpus(b);
        return fa > fb || (fa == fb && a < b);
    });
    Allocation alloc;
    int left = job.gpus;
    for (int node : nodes) {
        if (left == 0)
            break;
        int take = std::min(left, ledger.freeWholeGpus(node));
        while (take > 0 && !fits(view, ledger, job, node, take, sizing).ok)
            --take;
        if (take == 0)
            continue;
        alloc.shares.push_back(sizedShare(view, job, node, take, sizing));
        left -= take;
    }
    if (left > 0)
        return std::nullopt;
    std::sort(alloc.shares.begin(), alloc.shares.end(),
              [](const NodeShare& a, const NodeShare& b) { return a.node < b.node; });
    return alloc;
}

} // namespace

NodeShare sizedShare(const ClusterView& view, const Job& job, int node, int gpus,
                     const ShareSizing& sizing) {
    const Node& n = view.cluster().node(node);
    const double units = gpus * (job.gpuMilli / 1000.0);
    return NodeShare{node, gpus, job.gpuMilli, units * sizing.cpus(n), units * sizing.mem(n), {}};
}

std::optional<NodeShare> fitOnNode(const ClusterView& view, const CapacityLedger& ledger,
                                   int jobIndex, int node, const ShareSizing& sizing, int gpus) {
    const Job& job = view.job(jobIndex);
    const int count = gpus > 0 ? gpus : job.gpus;
    if (!fits(view, ledger, job, node, count, sizing).ok)
        return std::nullopt;
    return sizedShare(view, job, node, count, sizing);
}

PlacementResult placeConsolidated(const ClusterView& view, const CapacityLedger& ledger,
                                  int jobIndex, int topK, const ShareSizing& sizing,
                                  NodePreference prefer) {
    const Job& job = view.job(jobIndex);
    PlacementResult result;
    JobDecision& d = result.explanation;
    d.job = jobIndex;

    // Quick bound before any scan: whole-GPU jobs cannot start with fewer free GPUs in total.
    if (!job.fractional() && ledger.totalFreeWholeGpus() < job.gpus) {
        d.outcome = {
            {OutcomeClause::Code::GpusShort,
             {static_cast<double>(job.gpus), static_cast<double>(ledger.totalFreeWholeGpus())}}};
        return result;
    }

    // With no decision kept, the explanation's candidates and filter counts go unread: when every
    // node has the same GPUs, the scan's best (score by free GPUs alone, ties to the lower index)
    // is the first node in preference order that fits, found without judging every node.
    const bool firstFit =
        !view.recordsDecisions() && !job.fractional() && view.uniformGpusPerNode() > 0;
    std::array<int, static_cast<int>(Filter::Count)> failures{};
    // (score, node, GPUs left) of every node that fits; records are built for the best few only.
    struct Fit {
        double score;
        int node;
        double left;
    };
    std::vector<Fit> fitting;
    const int nodeCount = view.cluster().size();
    // A node that passes: its score.
    const auto admit = [&](int node) {
        const Node& n = view.cluster().node(node);
        const double left = job.fractional() ? 0 : ledger.freeWholeGpus(node) - job.gpus;
        if (prefer == NodePreference::BestFit) {
            fitting.push_back({n.gpus > 0 ? -left / n.gpus : 0, node, left});
        } else {
            const double room = job.fractional() ? ledger.freeWholeGpus(node) : left;
            fitting.push_back({n.gpus > 0 ? room / n.gpus : 0, node, room});
        }
    };
    const auto judge = [&](int node) {
        const Filtered f = fits(view, ledger, job, node, job.gpus, sizing);
        if (f.ok)
            admit(node);
        else
            ++failures[static_cast<std::size_t>(f.reason)];
    };
    // With every node the same size, GPU-proportional sizing and no GPU model asked, the only
    // nodes with enough free GPUs that can fail are those short of CPU / memory for their free
    // GPUs and those this decision changed: judge these, count the rest as passing, and take
    // the best few from the free-GPU buckets in preference order (judging all of them was 70%
    // of a recorded run on a large cluster).
    const bool countedFit = !firstFit && !job.fractional() && job.gpus >= 1 &&
                            view.uniformGpusPerNode() > 0 && sizing.proportional &&
                            job.gpuSpec.empty();
    std::vector<int> withFree; // nodes with enough free GPUs (reused for one free GPU below)
    if (job.fractional()) {
        for (int node = 0; node < nodeCount; ++node)
            judge(node);
    } else if (firstFit) {
        // Preference order: best fit from `gpus` free GPUs up, most free from a whole node down;
        // within a count, node order. The first node that passes is the scan's best.
        const int nodeGpus = view.uniformGpusPerNode();
        const bool packing = prefer == NodePreference::BestFit;
        for (int k = 0; k <= nodeGpus - job.gpus && fitting.empty(); ++k) {
            // The first few nodes of the bucket, more only while none of them fits: most first
            // nodes fit, and listing a whole bucket cost more than the rest of the placement.
            for (std::size_t limit = 8; fitting.empty(); limit *= 2) {
                ledger.nodesWithExactlyFreeGpus(packing ? job.gpus + k : nodeGpus - k, withFree,
                                                limit);
                for (int node : withFree)
                    if (fits(view, ledger, job, node, job.gpus, sizing).ok) {
                        judge(node);
                        break;
                    }
                if (withFree.size() < limit)
                    break;
            }
        }
    } else if (countedFit) {
        const int down = view.downNodes();
        const int noGpus = view.aliveNodesWithoutGpus();
        failures[static_cast<std::size_t>(Filter::Down)] = down;
        failures[static_cast<std::size_t>(Filter::NoGpus)] = noGpus;
        failures[static_cast<std::size_t>(Filter::TooFewGpus)] =
            nodeCount - down - noGpus - ledger.countNodesWithFreeGpus(job.gpus);
        std::vector<int> failed;
        ledger.touchedNodes(withFree);
        const auto shortOfShare = view.nodesShortOfProportionalShare();
        withFree.insert(withFree.end(), shortOfShare.begin(), shortOfShare.end());
        std::ranges::sort(withFree);
        // (std::unique: clang 14, which builds the fuzzers, rejects ranges::unique's subrange.)
        withFree.erase(std::unique(withFree.begin(), withFree.end()), withFree.end());
        for (int node : withFree) {
            if (!ledger.alive(node) || ledger.freeWholeGpus(node) < job.gpus)
                continue;
            const Filtered f = fits(view, ledger, job, node, job.gpus, sizing);
            if (!f.ok) {
                ++failures[static_cast<std::size_t>(f.reason)];
                failed.push_back(node);
            }
        }
        const int nodeGpus = view.uniformGpusPerNode();
        const bool packing = prefer == NodePreference::BestFit;
        const std::size_t want = static_cast<std::size_t>(std::max(topK, 1));
        for (int k = 0; k <= nodeGpus - job.gpus && fitting.size() < want; ++k) {
            ledger.nodesWithExactlyFreeGpus(packing ? job.gpus + k : nodeGpus - k, withFree,
                                            want - fitting.size() + failed.size());
            for (int node : withFree)
                if (fitting.size() < want && !std::ranges::binary_search(failed, node))
                    admit(node);
        }
    } else {
        // Only nodes with enough free GPUs can pass; the others' verdicts are counted, not
        // computed (down, no GPUs, too few free GPUs: the filters' order in fits()).
        ledger.nodesWithFreeGpus(job.gpus, withFree);
        const int down = view.downNodes();
        const int noGpus = view.aliveNodesWithoutGpus();
        failures[static_cast<std::size_t>(Filter::Down)] = down;
        failures[static_cast<std::size_t>(Filter::NoGpus)] = noGpus;
        failures[static_cast<std::size_t>(Filter::TooFewGpus)] =
            nodeCount - down - noGpus - static_cast<int>(withFree.size());
        for (int node : withFree)
            judge(node);
    }
    const auto better = [](const Fit& a, const Fit& b) {
        return a.score != b.score ? a.score > b.score : a.node < b.node;
    };
    const std::size_t keep = std::min(fitting.size(), static_cast<std::size_t>(std::max(topK, 1)));
    std::partial_sort(fitting.begin(), fitting.begin() + static_cast<std::ptrdiff_t>(keep),
                      fitting.end(), better);
    // Candidates are for the record only: a run that keeps no decision does not build them.
    const bool explain = view.recordsDecisions();
    std::vector<CandidateRecord> feasible;
    for (std::size_t i = 0; i < keep && explain; ++i) {
        CandidateRecord c;
        c.nodes = {fitting[i].node};
        c.feasible = true;
        const double weight = prefer == NodePreference::BestFit ? -1.0 : 1.0;
        c.terms.push_back({"gpus_left_free", fitting[i].left, weight * fitting[i].score, weight});
        c.score = fitting[i].score;
        feasible.push_back(std::move(c));
    }
    for (std::size_t i = 0; i < failures.size(); ++i)
        if (failures[i] > 0)
            d.filterCounts.emplace_back(reasonOf(static_cast<Filter>(i)), failures[i]);

    Allocation alloc;
    if (keep > 0) {
        alloc.shares.push_back(sizedShare(view, job, fitting.front().node, job.gpus, sizing));
    } else if (!job.fractional()) {
        // No single node: the fewest nodes within one rack, else across racks, over every node
        // that can hold one of its GPUs: also one with the GPUs but not the CPU / memory for the
        // whole gang (best-case sizing asks more than one node has), else such a job could never
        // start even on an idle cluster, yet could on a busy one.
        ledger.nodesWithFreeGpus(1, withFree);
        // Racks ascending, each rack's nodes ascending: racks are numbered by first appearance,
        // so on most clusters this is node order itself and needs no sort.
        std::vector<std::pair<int, int>> byRack; // (rack, node)
        byRack.reserve(withFree.size());
        bool inOrder = true;
        for (int node : withFree) {
            const int rack = view.cluster().rackOf(node);
            inOrder = inOrder && (byRack.empty() || byRack.back().first <= rack);
            byRack.emplace_back(rack, node);
        }
        if (!inOrder)
            std::sort(byRack.begin(), byRack.end());
        std::optional<Allocation> best;
        std::vector<int> usable;
        for (std::size_t i = 0; i < byRack.size();) {
            usable.clear();
            const int rack = byRack[i].first;
            for (; i < byRack.size() && byRack[i].first == rack; ++i)
                if (fits(view, ledger, job, byRack[i].second, 1, sizing).ok)
                    usable.push_back(byRack[i].second);
            if (usable.empty())
                continue;
            auto a = spreadOver(view, ledger, job, usable, sizing);
            if (a && (!best || a->shares.size() < best->shares.size()))
                best = std::move(a);
            // No one node holds the gang (it would have gone there), so two is the fewest: no
            // later rack can do better.
            if (best && best->shares.size() <= 2)
                break;
        }
        if (!best) {
            usable.clear();
            for (int node : withFree)
                if (fits(view, ledger, job, node, 1, sizing).ok)
                    usable.push_back(node);
            if (!usable.empty())
                best = spreadOver(view, ledger, job, usable, sizing);
        }
        if (best && !explain) {
            alloc = std::move(*best);
        } else if (best) {
            alloc = std::move(*best);
            CandidateRecord c;
            for (const auto& s : alloc.shares)
                c.nodes.push_back(s.node);
            c.feasible = true;
            c.terms.push_back({"nodes_spanned", static_cast<double>(alloc.shares.size()),
                               static_cast<double>(alloc.shares.size()) / nodeCount, -1.0});
            c.score = -static_cast<double>(alloc.shares.size()) / nodeCount;
            feasible.insert(feasible.begin(), std::move(c));
        }
    }
    if (static_cast<int>(feasible.size()) > topK)
        feasible.resize(static_cast<std::size_t>(topK));
    d.candidates = std::move(feasible);

    if (alloc.empty()) {
        d.outcome = {shortfall(view, jobIndex, ledger.totalFreeWholeGpus())};
        return result;
    }
    d.placed = true;
    OutcomeClause started{
        OutcomeClause::Code::Started,
        {job.fractional() ? static_cast<double>(job.gpuMilli) : static_cast<double>(alloc.gpus()),
         job.fractional() ? 1.0 : 0.0, alloc.cpus(), alloc.memGb()}};
    for (const auto& s : alloc.shares)
        started.nodes.push_back(s.node);
    d.outcome = {std::move(started)};
    result.allocation = std::move(alloc);
    return result;
}

OutcomeClause shortfall(const ClusterView& view, int jobIndex, int totalFreeGpus) {
    const Job& job = view.job(jobIndex);
    return {OutcomeClause::Code::NoNodeFits,
            {job.fractional() ? static_cast<double>(job.gpuMilli) : static_cast<double>(job.gpus),
             job.fractional() ? 1.0 : 0.0, static_cast<double>(view.cluster().size()),
             static_cast<double>(totalFreeGpus)}};
}

} // namespace maifs
