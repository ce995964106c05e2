#pragma once

#include "core/model/allocation.h"
#include "core/model/cluster.h"
#include "core/model/job.h"
#include "core/model/speed_model.h"
#include "core/sched/affinity_index.h"
#include "core/sched/free_state_index.h"

#include <cstdint>
#include <span>
#include <vector>

namespace maifs {

// What a scheduler may see of the simulation: read-only, so that it cannot corrupt the state.
class ClusterView {
public:
    virtual ~ClusterView() = default;

    virtual double now() const = 0;
    virtual const Cluster& cluster() const = 0;
    virtual const SpeedModel& speed() const = 0;

    virtual bool alive(int node) const = 0;
    virtual int freeWholeGpus(int node) const = 0;
    // Free milli-GPU of one physical GPU of a node.
    virtual int freeMilli(int node, int gpu) const = 0;
    virtual double freeCpus(int node) const = 0;
    virtual double freeMemGb(int node) const = 0;
    // A node's free whole GPUs, CPUs and memory in one call (placement's filter reads them for
    // every candidate node).
    struct FreeCapacity {
        int wholeGpus = 0;
        double cpus = 0;
        double memGb = 0;
    };
    virtual FreeCapacity freeCapacity(int node) const {
        return {freeWholeGpus(node), freeCpus(node), freeMemGb(node)};
    }
    // The running jobs holding resources on a node.
    virtual std::span<const int> jobsOn(int node) const = 0;
    // The nodes whose holdings changed (a job started, stopped or was re-sized on it; it failed
    // or joined) since `since`, ascending, in `out`; returns what to pass as `since` next time
    // (0 at first: every node that changed at all). Costs the changes, not the cluster's size.
    virtual std::uint64_t nodesWithHoldingsChangedSince(std::uint64_t since,
                                                        std::vector<int>& out) const = 0;
    // The jobs that joined or left the waiting list (arrived, started, were preempted or lost
    // their node) since the last call, ascending, in `out` (the first call: the jobs waiting
    // now). Costs the changes, not the queue's length. One reader per run, the run's scheduler:
    // a call takes the changes. False when the view keeps no such record.
    virtual bool takePendingChanges(std::vector<int>& /*out*/) const { return false; }
    // Tells runs apart, so that a scheduler keeping state across decisions (its ordered queue)
    // starts afresh on a new run; 0 when the view cannot say.
    virtual std::uint64_t runId() const { return 0; }
    // Appends the alive nodes with at least `gpus` (>= 1) whole GPUs free, ascending: placement
    // looks at these instead of scanning every node.
    virtual void nodesWithFreeGpus(int gpus, std::vector<int>& out) const = 0;
    // Appends the first `limit` alive nodes with exactly `free` whole GPUs free, ascending.
    virtual void
    nodesWithExactlyFreeGpus(int free, std::vector<int>& out,
                             std::size_t limit = static_cast<std::size_t>(-1)) const = 0;
    // How many alive nodes have at least `gpus` (>= 1) whole GPUs free.
    virtual int countNodesWithFreeGpus(int gpus) const = 0;
    // The alive GPU nodes whose free CPUs or memory fall short of what their free whole GPUs
    // bring in proportion (free CPUs < free GPUs x CPUs per GPU, or likewise memory), in no
    // order. Every other node passes a proportional placement's CPU and memory filters for any
    // gang it has the GPUs for, so placement judges only these and counts the rest.
    virtual std::span<const int> nodesShortOfProportionalShare() const = 0;
    // The alive GPU nodes grouped by free state (node shape, free whole GPUs, free CPUs, free
    // memory), as of the start of this decision: a scheduler that changed nodes in it judges
    // those from its ledger (CapacityLedger::touchedNodes).
    virtual const FreeStateIndex& freeStates() const = 0;
    // For each job size, the alive nodes running a job of that size by free whole GPUs, as of
    // the start of this decision (the nodes it changed: CapacityLedger::touchedNodes).
    virtual const AffinityIndex& affinity() const = 0;
    // The GPUs every node has, or 0 when node sizes differ (best fit then cannot go by free
    // GPUs alone).
    virtual int uniformGpusPerNode() const = 0;
    // Nodes that are down, and alive nodes without GPUs (the filters no free GPU can pass).
    virtual int downNodes() const = 0;
    virtual int aliveNodesWithoutGpus() const = 0;
    virtual int totalFreeWholeGpus() const = 0; // over alive nodes

    virtual std::span<const int> pending() const = 0; // in arrival order
    virtual std::span<const int> running() const = 0; // by job index
    virtual const Job& job(int index) const = 0;
    virtual const ModelProfile& profile(int index) const = 0;
    virtual const Allocation& allocation(int index) const = 0;
    virtual double attainedGpuSeconds(int index) const = 0;
    virtual double remainingWork(int index) const = 0;
    virtual double totalWork(int index) const = 0;
    // Work / rate alone at the job's best allocation (docs/metrics.md, fairness rho).
    virtual double isolatedJct(int index) const = 0;
    // When the job last stopped running (preempted) or arrived, and how long it last ran.
    virtual double lastQueuedAt(int index) const = 0;
    virtual double lastRunSeconds(int index) const = 0;
    virtual int jobCount() const = 0;
    // False when the scenario allows preemption only at round boundaries
    // (engine.preemption_points: rounds) and this decision is not a round's.
    virtual bool preemptionAllowed() const { return true; }
    // True when this decision is a scheduling round's (running jobs are re-tuned on rounds).
    virtual bool roundBoundary() const { return false; }
    // Progress per second of a running job now (0 when it is not running).
    virtual double currentRate(int index) const = 0;
    // False when the run keeps no decision records: a policy may then skip what only explains.
    virtual bool recordsDecisions() const { return true; }
    // Progress lost by a checkpoint-restart, in seconds at the job's rate (engine.restart_cost_s).
    virtual double restartCostS() const { return 0; }
};

} // namespace maifs
