#pragma once

#include "core/marl/maifs_config.h"
#include "core/model/allocation.h"
#include "core/sched/capacity_ledger.h"
#include "core/sched/placement.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace maifs::marl {

// The sizes a policy is built for. A checkpoint records them; a scenario whose layout differs is
// refused (the number of agents may differ: weights are shared across agents).
struct Layout {
    static constexpr int kNodeFeatures = 8;
    static constexpr int kJobFeatures = 15;
    static constexpr int kRunningFeatures = 8;
    static constexpr int kGlobalFeatures = 3;
    static constexpr int kContextFeatures = 8; // with MaifsConfig::contextFeatures
    // What an agent may do to a running job on its node.
    enum class RunningOp { Preempt, Grow, Shrink };
    static constexpr int kRunningOps = 3;
    int window = 8;
    int cpuLevels = 3;
    int memLevels = 2;
    int running = 0; // running-job slots per agent (MaifsConfig::runningSlots)
    int context = 0; // features beyond the window, after the global ones (0 or kContextFeatures)

    static Layout of(const MaifsConfig& c) {
        return {c.window, cpuLevelCount(c), memLevelCount(c), c.runningSlots,
                c.contextFeatures ? kContextFeatures : 0};
    }
    // Where running slot `slot`'s feature `feature` sits in an agent's observation (2: its
    // remaining time, which the rule's and the trainer's preemption choice compare).
    int runningFeature(int slot, int feature) const {
        return kNodeFeatures + window * kJobFeatures + slot * kRunningFeatures + feature;
    }
    int observationSize() const {
        return kNodeFeatures + window * kJobFeatures + running * kRunningFeatures +
               kGlobalFeatures + context;
    }
    int contextFeature(int feature) const {
        return kNodeFeatures + window * kJobFeatures + running * kRunningFeatures +
               kGlobalFeatures + feature;
    }
    // Action 0 is no-op; then (window slot, CPU level, memory level), memory level fastest; then
    // (running slot, op), op fastest.
    int placementActions() const { return window * cpuLevels * memLevels; }
    int actionCount() const { return 1 + placementActions() + running * kRunningOps; }
    int action(int slot, int cpuLevel, int memLevel) const {
        return 1 + (slot * cpuLevels + cpuLevel) * memLevels + memLevel;
    }
    bool isPlacement(int action) const { return action >= 1 && action <= placementActions(); }
    bool isRunningAction(int action) const { return action > placementActions(); }
    int runningAction(int slot, RunningOp op) const {
        return 1 + placementActions() + slot * kRunningOps + static_cast<int>(op);
    }
    int runningSlotOf(int action) const { return (action - 1 - placementActions()) / kRunningOps; }
    RunningOp runningOpOf(int action) const {
        return static_cast<RunningOp>((action - 1 - placementActions()) % kRunningOps);
    }
    int slotOf(int action) const { return (action - 1) / (cpuLevels * memLevels); }
    int cpuLevelOf(int action) const { return ((action - 1) / memLevels) % cpuLevels; }
    int memLevelOf(int action) const { return (action - 1) % memLevels; }
    std::string describe() const;
    bool operator==(const Layout&) const = default;
};

// Row-major [agents x observationSize] features and [agents x actionCount] masks (1 = feasible)
// of one micro-round, plus what the actions mean.
struct AgentInputs {
    int agents = 0;
    std::vector<float> observations;
    std::vector<std::uint8_t> masks;
    std::vector<int> windowJobs;           // job index per window slot (-1: empty)
    std::vector<std::vector<double>> cpus; // per slot: CPU per GPU at each level
    std::vector<std::vector<double>> mems; // per slot: memory per GPU at each level
    std::vector<int> runningJobs;          // [agents x running slots]: job index (-1: empty)
    int runningJob(int agent, int slot, const Layout& l) const {
        return runningJobs[static_cast<std::size_t>(agent * l.running + slot)];
    }
};

// The least CPU and memory per GPU a job may start with: min(its request, its model's best case).
// Below it MAIFS's masks offer nothing (a job is not started starved; an agent idles instead).
ShareSizing floorSizing(const ClusterView& view, int job);

// What one agent would hold if it took a job at (cpu, mem) levels: its whole gang when it fits
// on the node, else (a gang larger than the node) a claim of the node's free GPUs.
std::optional<NodeShare> agentShare(const ClusterView& view, const CapacityLedger& ledger, int node,
                                    int job, int gpusWanted, double cpuPerGpu, double memPerGpu);

// Sets the no-op bit of one agent's mask from its placements: always allowed without
// work-conserving masks; else only when no placement obliges the agent (none, or with
// idle_over_starving only below-request ones). Also applied when jobs taken earlier in a
// micro-round are struck from a mask (MaifsScheduler).
void allowNoOp(const MaifsConfig& config, const Layout& layout, std::uint8_t* mask);

// Who among agents bidding alike should be served first, from agent `agent`'s node features
// (0 when `in` holds no observations): faster GPUs, then fewer jobs to interfere with, then the
// smaller share of its GPUs left free (best fit). Under 0.1 in all, so that it only orders bids
// closer than that: the rule's level steps (1/6) and a policy's clear preferences stand.
float nodeTieBreak(const Layout& layout, const AgentInputs& in, int agent);

// How rich action `action`'s CPU / memory levels are: 0 (cheapest CPU, request memory) up to
// cpuLevels x memLevels - 1 (best case of both).
int levelRank(const Layout& layout, int action);

// What agent `agent` offers by taking `action`: the window rule's bid, and any policy's with
// serve_by_offer. Richer levels first (steps of 1 / levels), nodeTieBreak's order among equal
// levels; 0 for the no-op. Before session 23 the lowest-numbered node won every tie: slow GPUs
// and crowded nodes as often as not (docs/maifs.md, "The window rule").
float offerBid(const Layout& layout, const AgentInputs& in, int agent, int action);

// Builds every agent's observation and action mask for the first `window` jobs of `waiting`.
// `claimed[j]` are GPUs other agents already claimed this epoch for a gang j. `actedOn`: running
// jobs already preempted or resized this epoch (no agent acts on them again in it).
AgentInputs buildInputs(const ClusterView& view, const CapacityLedger& ledger,
                        const MaifsConfig& config, const std::vector<int>& waiting,
                        const std::vector<int>& claimedGpus, const std::vector<int>& actedOn = {});

// A running job's allocation with its share on `node` grown to the model's best case (Grow: no
// dimension shrinks) or shrunk to its floor (Shrink: none grows), GPUs kept; nullopt when
// nothing would change or the node cannot give the growth.
std::optional<Allocation> resizedOnNode(const ClusterView& view, const CapacityLedger& ledger,
                                        int job, int node, Layout::RunningOp op);

} // namespace maifs::marl
