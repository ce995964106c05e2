#include "core/sim/engine.h"

#include "core/model/placeability.h"
#include "core/sched/free_state_index.h"
#include "core/sched/placement.h"
#include "core/sched/scheduler.h"
#include "core/sim/event_queue.h"
#include "core/sim/free_gpu_index.h"
#include "core/sim/node_set.h"
#include "core/sim/workload.h"
#include "core/util/text.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <map>
#include <numeric>
#include <stdexcept>

namespace maifs {

namespace {

constexpr double kSlack = 1e-9;
constexpr double kInf = std::numeric_limits<double>::infinity();

// A change of time slice only: the same GPUs, with CPU and memory scaled like the slice. The job
// is suspended and resumed at an iteration boundary (Gandiva), not checkpointed and restarted.
bool sameGpusRescaled(const Allocation& before, const Allocation& after) {
    if (before.shares.size() != after.shares.size())
        return false;
    for (std::size_t i = 0; i < before.shares.size(); ++i) {
        const NodeShare& b = before.shares[i];
        const NodeShare& a = after.shares[i];
        if (a.node != b.node || a.gpus != b.gpus || a.gpuSlots != b.gpuSlots)
            return false;
        const double scale = static_cast<double>(a.gpuMilli) / b.gpuMilli;
        if (std::abs(a.cpus - b.cpus * scale) > 1e-6 || std::abs(a.memGb - b.memGb * scale) > 1e-6)
            return false;
    }
    return true;
}

enum class Status { Future, Pending, Running, Finished };

struct JobState {
    Status status = Status::Future;
    const ModelProfile* profile = nullptr;
    double work = 0;
    double remaining = 0;
    double rate = 0;
    double lastUpdate = 0;
    double attained = 0; // GPU-seconds
    double queuedAt = 0; // arrival, or the last preemption
    double lastRun = 0;  // length of the last stretch it ran
    Allocation allocation;
    // contributions to the time series, kept to update the sums incrementally
    double gpuEff = 0, cpuEff = 0, memEff = 0;
    double bestTput = 1, satCpuPerGpu = 0, satMemPerGpu = 0;
};

struct NodeState {
    std::vector<int> freeMilli;
    int freeWhole = 0;
    double freeCpus = 0;
    double freeMem = 0;
    bool alive = true;
    std::vector<int> jobs;
};

class Simulation final : public ClusterView {
public:
    Simulation(const Scenario& scenario, Scheduler& scheduler, const RunOptions& options,
               std::vector<RunObserver*> observers)
        : scenario_(scenario)
        , scheduler_(scheduler)
        , options_(options)
        , speed_(scenario.speed, {scenario.engine.interference, scenario.engine.placementPenalty})
        , observers_(std::move(observers))
        , keepsDecisions_(std::any_of(observers_.begin(), observers_.end(),
                                      [](const RunObserver* o) { return o->wantsDecisions(); })) {
        record_.detail = options.detail;
        record_.cluster = scenario.cluster;
    }

    RunRecord run();

    // ClusterView
    double now() const override { return now_; }
    const Cluster& cluster() const override { return cluster_; }
    const SpeedModel& speed() const override { return speed_; }
    bool alive(int n) const override { return node(n).alive; }
    int freeWholeGpus(int n) const override { return node(n).freeWhole; }
    int freeMilli(int n, int gpu) const override {
        return node(n).freeMilli[static_cast<std::size_t>(gpu)];
    }
    double freeCpus(int n) const override { return node(n).freeCpus; }
    double freeMemGb(int n) const override { return node(n).freeMem; }
    FreeCapacity freeCapacity(int n) const override {
        const NodeState& s = node(n);
        return {s.freeWhole, s.freeCpus, s.freeMem};
    }
    std::span<const int> jobsOn(int n) const override { return node(n).jobs; }
    std::uint64_t nodesWithHoldingsChangedSince(std::uint64_t since,
                                                std::vector<int>& out) const override;
    void nodesWithFreeGpus(int gpus, std::vector<int>& out) const override {
        freeIndex_.collectAtLeast(std::max(gpus, 1), out);
    }
    void nodesWithExactlyFreeGpus(int free, std::vector<int>& out,
                                  std::size_t limit) const override {
        freeIndex_.collectExactly(free, out, limit);
    }
    int countNodesWithFreeGpus(int gpus) const override {
        return freeIndex_.countAtLeast(std::max(gpus, 1));
    }
    std::span<const int> nodesShortOfProportionalShare() const override {
        return shortNodes_.members();
    }
    const FreeStateIndex& freeStates() const override;
    const AffinityIndex& affinity() const override;
    int uniformGpusPerNode() const override { return uniformGpus_; }
    int downNodes() const override { return downNodes_; }
    int aliveNodesWithoutGpus() const override { return aliveWithoutGpus_; }
    int totalFreeWholeGpus() const override { return totalFreeWhole_; }
    std::span<const int> pending() const override { return pending_; }
    bool takePendingChanges(std::vector<int>& out) const override;
    std::uint64_t runId() const override { return runId_; }
    std::span<const int> running() const override {
        mergeRunning();
        return running_;
    }
    const Job& job(int i) const override { return record_.jobs[static_cast<std::size_t>(i)].job; }
    const ModelProfile& profile(int i) const override { return *state(i).profile; }
    const Allocation& allocation(int i) const override { return state(i).allocation; }
    double attainedGpuSeconds(int i) const override {
        const JobState& s = state(i);
        return s.attained +
               (s.status == Status::Running ? job(i).gpuEquivalent() * (now_ - s.lastUpdate) : 0);
    }
    double remainingWork(int i) const override {
        const JobState& s = state(i);
        return s.status == Status::Running ? s.remaining - s.rate * (now_ - s.lastUpdate)
                                           : s.remaining;
    }
    int jobCount() const override { return static_cast<int>(jobs_.size()); }
    bool preemptionAllowed() const override { return preemptionAllowed_; }
    bool roundBoundary() const override { return roundBoundary_; }
    double currentRate(int i) const override {
        const JobState& s = state(i);
        return s.status == Status::Running ? std::max(0.0, s.rate) : 0.0;
    }
    double restartCostS() const override { return scenario_.engine.restartCostS; }
    bool recordsDecisions() const override { return keepsDecisions_; }
    double isolatedJct(int i) const override {
        return record_.jobs[static_cast<std::size_t>(i)].isolatedJct;
    }
    double totalWork(int i) const override { return state(i).work; }
    double lastQueuedAt(int i) const override { return state(i).queuedAt; }
    double lastRunSeconds(int i) const override { return state(i).lastRun; }

private:
    NodeState& node(int n) { return nodes_[static_cast<std::size_t>(n)]; }
    const NodeState& node(int n) const { return nodes_[static_cast<std::size_t>(n)]; }
    JobState& state(int j) { return jobs_[static_cast<std::size_t>(j)]; }
    const JobState& state(int j) const { return jobs_[static_cast<std::size_t>(j)]; }

    void addNodeState(const Node& n);
    void setFreeWhole(int n, int value);
    void updateShareSets(int n);
    void advance(int j);
    void recomputeRates();
    void markDirty(const Allocation& a);
    std::string validateStart(int j, Allocation& a) const;
    void occupy(int j, const Allocation& a);
    void release(int j);
    void startJob(int j, Allocation a);
    void stopJob(int j, bool finished);
    void chargeRestart(int j);
    void applyDecision(Decision decision, const std::string& trigger);
    void sample();
    void log(EventRecord::Kind k, int job, int nodeIndex = -1) {
        if (observers_.empty())
            return;
        const EventRecord event{now_, k, job, nodeIndex};
        for (RunObserver* o : observers_)
            o->onEvent(event);
    }
    void finishJob(int j);
    void failNode(int n);
    double roundAfter(double t) const;
    bool nothingCanChange(std::size_t nextArrival, std::size_t arrivals) const;
    void concludeRun();

    const Scenario& scenario_;
    Scheduler& scheduler_;
    const RunOptions& options_;
    RunRecord record_;
    Cluster& cluster_ = record_.cluster; // the record's: nodes added during the run join it
    SpeedModel speed_;
    const std::vector<RunObserver*> observers_;
    std::vector<JobState> jobs_;
    std::vector<NodeState> nodes_;
    FreeGpuIndex freeIndex_; // alive nodes by whole free GPUs
    NodeSet shortNodes_;     // alive nodes short of CPU or memory for their free GPUs
    // Alive GPU nodes by free state, kept from the first question on (few policies ask).
    mutable FreeStateIndex freeStates_;
    mutable bool freeStatesKept_ = false;
    // Likewise the nodes by the sizes of the jobs they run (Gandiva's affinity).
    mutable AffinityIndex affinity_;
    mutable bool affinityKept_ = false;
    mutable std::vector<int> sizesScratch_;
    void updateAffinity(int n) const;
    std::map<NodeShape, int> kinds_;
    std::vector<int> kindOfNode_;
    int downNodes_ = 0;
    int uniformGpus_ = -1; // -1 before the first node; 0 once node sizes differ
    int aliveWithoutGpus_ = 0;
    int totalFreeWhole_ = 0;
    std::vector<int> pending_;
    // Jobs that joined or left pending_ since the scheduler last took them, kept from its first
    // question on (few policies ask).
    mutable std::vector<int> pendingChanges_;
    mutable bool pendingChangesKept_ = false;
    void notePendingChange(int j) {
        if (pendingChangesKept_)
            pendingChanges_.push_back(j);
    }
    const std::uint64_t runId_ = nextRunId();
    static std::uint64_t nextRunId() {
        static std::atomic<std::uint64_t> runs{0};
        return ++runs;
    }
    // The running jobs in index order, brought up to date when asked: starts and stops are
    // noted per job and in a list of starts (erasing from the middle of a list thousands long
    // at every finish was a fifth of a large run), merged in one pass when a policy asks.
    mutable std::vector<int> running_;
    mutable std::vector<int> started_; // since the last merge (stale entries are dropped then)
    static constexpr char kListed = 1; // in running_
    static constexpr char kRunsNow = 2;
    mutable std::vector<char> runningMark_; // per job
    mutable std::size_t changes_ = 0;       // starts and stops since the last merge
    int runningCount_ = 0;
    void noteStarted(int j);
    void noteStopped(int j);
    void noteChange();
    void mergeRunning() const;
    std::vector<int> dirtyNodes_;
    std::vector<int> affectedScratch_; // recomputeRates' jobs, kept to spare an allocation per call
    std::vector<int> jobCounts_;       // jobs holding resources on each node
    // Changes to the nodes' holdings: a clock, each node's last change, and the changes in
    // order (compacted to each node's last once it outgrows the cluster).
    std::uint64_t holdingsClock_ = 0;
    std::vector<std::uint64_t> lastHoldingsChange_;
    std::vector<std::pair<std::uint64_t, int>> holdingsLog_;
    std::vector<PerClass> nodeGpuSpeed_; // GPU speed of each node by model class, looked up once
    EventQueue queue_{0};
    double now_ = 0;
    bool preemptionAllowed_ = true; // false between rounds with engine.preemption_points: rounds
    bool roundBoundary_ = false;    // the decision being taken is a round's
    double roundOrigin_ = 0;        // the first round; round k is at roundOrigin_ + k * round_s
    int clusterEventsLeft_ = 0;     // queued cluster events not yet applied
    std::vector<std::string> unplaceable_; // per job: why it can never be placed, or ""
    std::vector<JobDecision> lastVerdict_; // per job: its last itemised pending verdict
    const bool keepsDecisions_;            // an observer wants decisions written up
    // running sums for the time series
    double gpuAlloc_ = 0, cpuAlloc_ = 0, memAlloc_ = 0, gpuEff_ = 0, cpuEff_ = 0, memEff_ = 0;
    double gpuCap_ = 0, cpuCap_ = 0, memCap_ = 0;
    int finished_ = 0;
    bool decided_ = false; // a decision was announced at the current moment
};

void Simulation::setFreeWhole(int n, int value) {
    NodeState& s = node(n);
    if (s.alive) {
        freeIndex_.move(n, s.freeWhole, value);
        totalFreeWhole_ += value - s.freeWhole;
    }
    s.freeWhole = value;
}

bool Simulation::takePendingChanges(std::vector<int>& out) const {
    if (!pendingChangesKept_) {
        pendingChangesKept_ = true;
        out.assign(pending_.begin(), pending_.end());
        return true;
    }
    out.swap(pendingChanges_);
    pendingChanges_.clear();
    std::ranges::sort(out);
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return true;
}

std::uint64_t Simulation::nodesWithHoldingsChangedSince(std::uint64_t since,
                                                        std::vector<int>& out) const {
    out.clear();
    const auto from =
        std::ranges::upper_bound(holdingsLog_, since, {}, &std::pair<std::uint64_t, int>::first);
    for (auto it = from; it != holdingsLog_.end(); ++it)
        out.push_back(it->second);
    std::ranges::sort(out);
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return holdingsClock_;
}

void Simulation::updateShareSets(int n) {
    lastHoldingsChange_[static_cast<std::size_t>(n)] = ++holdingsClock_;
    holdingsLog_.emplace_back(holdingsClock_, n);
    if (holdingsLog_.size() > 2 * nodes_.size() + 1024)
        std::erase_if(holdingsLog_, [&](const std::pair<std::uint64_t, int>& e) {
            return e.first != lastHoldingsChange_[static_cast<std::size_t>(e.second)];
        });
    const NodeState& s = node(n);
    const Node& spec = cluster_.node(n);
    // No slack: a node counted as not short must pass placement's filter (which allows 1e-9)
    // for certain; a rounding error only makes a node judged one by one.
    const bool counted = s.alive && spec.gpus > 0;
    shortNodes_.set(n, counted && (s.freeCpus < s.freeWhole * spec.cpusPerGpu() ||
                                   s.freeMem < s.freeWhole * spec.memPerGpu()));
    if (affinityKept_)
        updateAffinity(n);
    if (!freeStatesKept_)
        return;
    if (counted)
        freeStates_.set(
            n, {kindOfNode_[static_cast<std::size_t>(n)], s.freeWhole, s.freeCpus, s.freeMem});
    else
        freeStates_.remove(n);
}

void Simulation::updateAffinity(int n) const {
    const NodeState& s = node(n);
    sizesScratch_.clear();
    if (s.alive)
        for (int j : s.jobs)
            sizesScratch_.push_back(job(j).gpus);
    std::ranges::sort(sizesScratch_);
    // (std::unique: clang 14, which builds the fuzzers, rejects ranges::unique's subrange.)
    sizesScratch_.erase(std::unique(sizesScratch_.begin(), sizesScratch_.end()),
                        sizesScratch_.end());
    affinity_.set(n, sizesScratch_, s.freeWhole);
}

const AffinityIndex& Simulation::affinity() const {
    if (!affinityKept_) {
        affinityKept_ = true;
        for (int n = 0; n < static_cast<int>(nodes_.size()); ++n)
            updateAffinity(n);
    }
    return affinity_;
}

const FreeStateIndex& Simulation::freeStates() const {
    if (!freeStatesKept_) {
        freeStatesKept_ = true;
        for (int n = 0; n < static_cast<int>(nodes_.size()); ++n) {
            const NodeState& s = node(n);
            if (s.alive && cluster_.node(n).gpus > 0)
                freeStates_.set(n, {kindOfNode_[static_cast<std::size_t>(n)], s.freeWhole,
                                    s.freeCpus, s.freeMem});
        }
    }
    return freeStates_;
}

void Simulation::addNodeState(const Node& n) {
    NodeState s;
    s.freeMilli.assign(static_cast<std::size_t>(n.gpus), kMilliPerGpu);
    s.freeWhole = n.gpus;
    s.freeCpus = n.cpus;
    s.freeMem = n.memGb;
    freeIndex_.add(static_cast<int>(nodes_.size()), n.gpus);
    uniformGpus_ = uniformGpus_ < 0 || uniformGpus_ == n.gpus ? n.gpus : 0;
    if (n.gpus == 0)
        ++aliveWithoutGpus_;
    totalFreeWhole_ += n.gpus;
    gpuCap_ += n.gpus;
    cpuCap_ += n.cpus;
    memCap_ += n.memGb;
    nodes_.push_back(std::move(s));
    shortNodes_.resize(static_cast<int>(nodes_.size()));
    kindOfNode_.push_back(
        kinds_.try_emplace(shapeOf(n), static_cast<int>(kinds_.size())).first->second);
    lastHoldingsChange_.push_back(0);
    updateShareSets(static_cast<int>(nodes_.size()) - 1);
    jobCounts_.push_back(0);
    PerClass speeds{};
    for (int c = 0; c < kModelClassCount; ++c)
        speeds[static_cast<std::size_t>(c)] =
            speed_.gpuSpeed(static_cast<ModelClass>(c), n.gpuModel);
    nodeGpuSpeed_.push_back(speeds);
}

void Simulation::noteStarted(int j) {
    ++runningCount_;
    char& mark = runningMark_[static_cast<std::size_t>(j)];
    mark |= kRunsNow;
    // Stopped and started again since the last merge, it never left running_.
    if (!(mark & kListed))
        started_.push_back(j);
    noteChange();
}

void Simulation::noteStopped(int j) {
    --runningCount_;
    runningMark_[static_cast<std::size_t>(j)] &= static_cast<char>(~kRunsNow);
    noteChange();
}

// Merging costs one pass over running_: done once changes outnumber it, so that a policy that
// never asks keeps the lists short at the same cost per change.
void Simulation::noteChange() {
    if (++changes_ > running_.size() + 1024)
        mergeRunning();
}

void Simulation::mergeRunning() const {
    if (changes_ == 0)
        return;
    changes_ = 0;
    std::erase_if(running_, [&](int j) {
        char& mark = runningMark_[static_cast<std::size_t>(j)];
        if (mark & kRunsNow)
            return false;
        mark = 0;
        return true;
    });
    // A job started, stopped and started again is listed twice; one stopped again not at all.
    std::ranges::sort(started_);
    started_.erase(std::unique(started_.begin(), started_.end()), started_.end());
    std::erase_if(started_, [&](int j) {
        char& mark = runningMark_[static_cast<std::size_t>(j)];
        if (!(mark & kRunsNow) || (mark & kListed))
            return true;
        mark |= kListed;
        return false;
    });
    const auto middle = static_cast<std::ptrdiff_t>(running_.size());
    running_.insert(running_.end(), started_.begin(), started_.end());
    std::inplace_merge(running_.begin(), running_.begin() + middle, running_.end());
    started_.clear();
}

void Simulation::advance(int j) {
    JobState& s = state(j);
    const double dt = now_ - s.lastUpdate;
    if (s.status == Status::Running && dt > 0) {
        s.remaining -= s.rate * dt;
        s.attained += job(j).gpuEquivalent() * dt;
    }
    s.lastUpdate = now_;
}

void Simulation::markDirty(const Allocation& a) {
    for (const auto& sh : a.shares)
        dirtyNodes_.push_back(sh.node);
}

// Rates change only when the set of jobs on a node changes (interference) or a job's own
// allocation does: recompute those, and reschedule their finish events.
void Simulation::recomputeRates() {
    if (dirtyNodes_.empty())
        return;
    std::sort(dirtyNodes_.begin(), dirtyNodes_.end());
    dirtyNodes_.erase(std::unique(dirtyNodes_.begin(), dirtyNodes_.end()), dirtyNodes_.end());
    std::vector<int>& affected = affectedScratch_;
    affected.clear();
    for (int n : dirtyNodes_)
        for (int j : node(n).jobs)
            affected.push_back(j);
    dirtyNodes_.clear();
    std::sort(affected.begin(), affected.end());
    affected.erase(std::unique(affected.begin(), affected.end()), affected.end());

    for (int j : affected) {
        JobState& s = state(j);
        if (s.status != Status::Running)
            continue;
        advance(j);
        const Job& jb = job(j);
        const double rate = speed_.rate(*s.profile, jb.gpus, jb.gpuMilli, s.allocation, cluster_,
                                        jobCounts_, nodeGpuSpeed_);
        // effective use: the share of the job's GPU potential realised, and the CPU / memory
        // below the model's saturation point
        double gpuSpeed = kInf;
        for (const auto& sh : s.allocation.shares)
            gpuSpeed = std::min(gpuSpeed, at(nodeGpuSpeed_[static_cast<std::size_t>(sh.node)],
                                             s.profile->modelClass));
        const double g = jb.gpuEquivalent();
        const double ideal = g * s.bestTput * gpuSpeed;
        gpuEff_ -= s.gpuEff;
        s.gpuEff = ideal > 0 ? g * std::min(1.0, rate / ideal) : 0;
        gpuEff_ += s.gpuEff;
        if (rate != s.rate) {
            s.rate = rate;
            const bool superseded =
                rate > 0 ? queue_.setFinish(j, now_ + std::max(0.0, s.remaining) / rate)
                         : queue_.dropFinish(j);
            record_.supersededEvents += superseded;
        }
    }
}

std::string Simulation::validateStart(int j, Allocation& a) const {
    const Job& jb = job(j);
    if (a.shares.empty())
        return "empty allocation";
    if (jb.fractional() && (a.shares.size() != 1 || a.shares[0].gpus != 1))
        return "a fractional-GPU job takes one share of one GPU";
    int gpus = 0;
    std::vector<int> seen;
    for (auto& sh : a.shares) {
        if (sh.node < 0 || sh.node >= cluster_.size())
            return "unknown node index " + std::to_string(sh.node);
        const Node& n = cluster_.node(sh.node);
        if (std::find(seen.begin(), seen.end(), sh.node) != seen.end())
            return "node " + n.id + " appears twice";
        seen.push_back(sh.node);
        const NodeState& ns = node(sh.node);
        if (!ns.alive)
            return "node " + n.id + " is down";
        if (sh.gpus < 1)
            return "a share on " + n.id + " has no GPU";
        // Less than the job's demand is a time slice of the GPUs (Gandiva), never more.
        if (sh.gpuMilli < 1 || sh.gpuMilli > jb.gpuMilli)
            return "share on " + n.id + " has " + std::to_string(sh.gpuMilli) +
                   " milli-GPU per GPU, job needs at most " + std::to_string(jb.gpuMilli);
        if (!gpuSpecAllows(jb.gpuSpec, n.gpuModel))
            return "node " + n.id + " has " + n.gpuModel + ", job requires " + jb.gpuSpec;
        if (sh.cpus < 0 || sh.memGb < 0)
            return "negative CPU or memory on " + n.id;
        if (!sh.gpuSlots.empty()) {
            if (static_cast<int>(sh.gpuSlots.size()) != sh.gpus)
                return "share on " + n.id + " names " + std::to_string(sh.gpuSlots.size()) +
                       " GPUs for " + std::to_string(sh.gpus);
            for (int slot : sh.gpuSlots)
                if (slot < 0 || slot >= n.gpus ||
                    ns.freeMilli[static_cast<std::size_t>(slot)] < sh.gpuMilli)
                    return "GPU " + std::to_string(slot) + " of " + n.id + " is not free";
        } else if (sh.gpuMilli < kMilliPerGpu) {
            // Best fit: the GPUs with the least free milli-GPU that still take the share.
            std::vector<int> order(static_cast<std::size_t>(n.gpus));
            std::iota(order.begin(), order.end(), 0);
            std::stable_sort(order.begin(), order.end(), [&](int x, int y) {
                return ns.freeMilli[static_cast<std::size_t>(x)] <
                       ns.freeMilli[static_cast<std::size_t>(y)];
            });
            for (int g : order)
                if (static_cast<int>(sh.gpuSlots.size()) < sh.gpus &&
                    ns.freeMilli[static_cast<std::size_t>(g)] >= sh.gpuMilli)
                    sh.gpuSlots.push_back(g);
            if (static_cast<int>(sh.gpuSlots.size()) < sh.gpus) {
                sh.gpuSlots.clear();
                return "over capacity on " + n.id + ": fewer than " + std::to_string(sh.gpus) +
                       " GPUs have " + std::to_string(sh.gpuMilli) + " milli-GPU free";
            }
        } else {
            if (ns.freeWhole < sh.gpus)
                return "over capacity on " + n.id + ": " + std::to_string(sh.gpus) +
                       " GPUs asked, " + std::to_string(ns.freeWhole) + " free";
            for (int g = 0; g < n.gpus && static_cast<int>(sh.gpuSlots.size()) < sh.gpus; ++g)
                if (ns.freeMilli[static_cast<std::size_t>(g)] == kMilliPerGpu)
                    sh.gpuSlots.push_back(g);
        }
        if (sh.cpus > ns.freeCpus + kSlack)
            return "over capacity on " + n.id + ": " + readableNumber(sh.cpus) + " CPUs asked, " +
                   readableNumber(ns.freeCpus) + " free";
        if (sh.memGb > ns.freeMem + kSlack)
            return "over capacity on " + n.id + ": " + readableNumber(sh.memGb) + " GB asked, " +
                   readableNumber(ns.freeMem) + " free";
        gpus += sh.gpus;
    }
    if (gpus != jb.gpus)
        return "partial gang: " + std::to_string(gpus) + " of " + std::to_string(jb.gpus) + " GPUs";
    // Co-runner counts only scale the rate by the interference factor; the check is for a zero.
    if (!(speed_.rate(*state(j).profile, jb.gpus, jb.gpuMilli, a, cluster_, {}) > 0))
        return "the allocation gives the job no throughput";
    return {};
}

void Simulation::occupy(int j, const Allocation& a) {
    for (const auto& sh : a.shares) {
        NodeState& ns = node(sh.node);
        for (int slot : sh.gpuSlots)
            ns.freeMilli[static_cast<std::size_t>(slot)] -= sh.gpuMilli;
        ns.freeCpus -= sh.cpus;
        ns.freeMem -= sh.memGb;
        ns.jobs.insert(std::lower_bound(ns.jobs.begin(), ns.jobs.end(), j), j);
        jobCounts_[static_cast<std::size_t>(sh.node)] = static_cast<int>(ns.jobs.size());
        setFreeWhole(sh.node, static_cast<int>(std::count(ns.freeMilli.begin(), ns.freeMilli.end(),
                                                          kMilliPerGpu)));
        updateShareSets(sh.node);
    }
    gpuAlloc_ += a.gpuMilliTotal() / kMilliPerGpu;
    cpuAlloc_ += a.cpus();
    memAlloc_ += a.memGb();
    markDirty(a);
}

void Simulation::release(int j) {
    JobState& s = state(j);
    for (const auto& sh : s.allocation.shares) {
        NodeState& ns = node(sh.node);
        for (int slot : sh.gpuSlots)
            ns.freeMilli[static_cast<std::size_t>(slot)] += sh.gpuMilli;
        ns.freeCpus += sh.cpus;
        ns.freeMem += sh.memGb;
        ns.jobs.erase(std::lower_bound(ns.jobs.begin(), ns.jobs.end(), j));
        jobCounts_[static_cast<std::size_t>(sh.node)] = static_cast<int>(ns.jobs.size());
        setFreeWhole(sh.node, static_cast<int>(std::count(ns.freeMilli.begin(), ns.freeMilli.end(),
                                                          kMilliPerGpu)));
        updateShareSets(sh.node);
    }
    gpuAlloc_ -= s.allocation.gpuMilliTotal() / kMilliPerGpu;
    cpuAlloc_ -= s.allocation.cpus();
    memAlloc_ -= s.allocation.memGb();
    gpuEff_ -= s.gpuEff;
    cpuEff_ -= s.cpuEff;
    memEff_ -= s.memEff;
    s.gpuEff = s.cpuEff = s.memEff = 0;
    markDirty(s.allocation);
}

void Simulation::startJob(int j, Allocation a) {
    JobState& s = state(j);
    JobRecord& r = record_.jobs[static_cast<std::size_t>(j)];
    pending_.erase(std::lower_bound(pending_.begin(), pending_.end(), j));
    notePendingChange(j);
    noteStarted(j);
    occupy(j, a);
    const double g = job(j).gpuEquivalent();
    s.cpuEff = std::min(a.cpus(), g * s.satCpuPerGpu);
    s.memEff = std::min(a.memGb(), g * s.satMemPerGpu);
    cpuEff_ += s.cpuEff;
    memEff_ += s.memEff;
    s.status = Status::Running;
    s.lastUpdate = now_;
    s.rate = -1; // no rate yet: recomputeRates sets it and queues the finish event
    if (r.firstStart < 0)
        r.firstStart = now_;
    r.history.push_back({now_, kInf, a});
    s.allocation = std::move(a);
    log(EventRecord::Kind::Start, j);
}

void Simulation::stopJob(int j, bool finished) {
    JobState& s = state(j);
    advance(j);
    release(j);
    noteStopped(j);
    record_.jobs[static_cast<std::size_t>(j)].history.back().end = now_;
    s.allocation = {};
    record_.supersededEvents += queue_.dropFinish(j); // a preemption's or failure's
    s.rate = 0;
    s.lastRun = now_ - record_.jobs[static_cast<std::size_t>(j)].history.back().start;
    s.queuedAt = now_;
    if (finished) {
        s.status = Status::Finished;
        s.remaining = 0;
    } else {
        s.status = Status::Pending;
        pending_.insert(std::lower_bound(pending_.begin(), pending_.end(), j), j);
        notePendingChange(j);
    }
}

// A checkpoint-restart loses the last restart_cost_s of progress at the rate the job had.
void Simulation::chargeRestart(int j) {
    JobState& s = state(j);
    s.remaining = std::min(s.work, s.remaining + s.rate * scenario_.engine.restartCostS);
}

void Simulation::finishJob(int j) {
    stopJob(j, true);
    record_.jobs[static_cast<std::size_t>(j)].finish = now_;
    ++finished_;
    log(EventRecord::Kind::Finish, j);
    for (RunObserver* o : observers_)
        o->onJobFinished(finished_, static_cast<long long>(jobs_.size()));
}

void Simulation::failNode(int n) {
    std::vector<int> victims = node(n).jobs;
    for (int j : victims) {
        advance(j);
        chargeRestart(j);
        stopJob(j, false);
        ++record_.jobs[static_cast<std::size_t>(j)].preemptions;
        log(EventRecord::Kind::Preempt, j, n);
    }
    NodeState& ns = node(n);
    freeIndex_.remove(n, ns.freeWhole);
    totalFreeWhole_ -= ns.freeWhole;
    ns.alive = false;
    updateShareSets(n);
    const Node& spec = cluster_.node(n);
    ++downNodes_;
    if (spec.gpus == 0)
        --aliveWithoutGpus_;
    gpuCap_ -= spec.gpus;
    cpuCap_ -= spec.cpus;
    memCap_ -= spec.memGb;
    log(EventRecord::Kind::NodeFail, -1, n);
}

void Simulation::applyDecision(Decision decision, const std::string& trigger) {
    DecisionRecord rec;
    rec.time = now_;
    rec.trigger = trigger;
    rec.jobs = std::move(decision.jobs);
    rec.waitingNotListed = decision.waitingNotListed;
    rec.notListed = std::move(decision.notListed);
    rec.agents = std::move(decision.agents);
    for (auto& action : decision.actions) {
        ActionRecord ar{action.kind, action.job, action.allocation, false, {}};
        const int j = action.job;
        if (j < 0 || j >= jobCount()) {
            ar.rejection = "unknown job index " + std::to_string(j);
        } else if (action.kind == ActionRecord::Kind::Start) {
            if (state(j).status != Status::Pending)
                ar.rejection = "job " + job(j).id + " is not waiting";
            else
                ar.rejection = validateStart(j, action.allocation);
            if (ar.rejection.empty()) {
                ar.allocation = action.allocation;
                startJob(j, std::move(action.allocation));
            }
        } else if (action.kind == ActionRecord::Kind::Preempt) {
            if (state(j).status != Status::Running) {
                ar.rejection = "job " + job(j).id + " is not running";
            } else {
                advance(j);
                chargeRestart(j);
                stopJob(j, false);
                ++record_.jobs[static_cast<std::size_t>(j)].preemptions;
                log(EventRecord::Kind::Preempt, j);
            }
        } else { // Resize: release, validate the new allocation, restore the old one if invalid
            if (state(j).status != Status::Running) {
                ar.rejection = "job " + job(j).id + " is not running";
            } else {
                Allocation old = state(j).allocation;
                advance(j);
                release(j);
                ar.rejection = validateStart(j, action.allocation);
                JobState& s = state(j);
                if (!ar.rejection.empty()) {
                    occupy(j, old);
                    s.cpuEff = std::min(old.cpus(), job(j).gpuEquivalent() * s.satCpuPerGpu);
                    s.memEff = std::min(old.memGb(), job(j).gpuEquivalent() * s.satMemPerGpu);
                    cpuEff_ += s.cpuEff;
                    memEff_ += s.memEff;
                } else {
                    if (!sameGpusRescaled(old, action.allocation))
                        chargeRestart(j);
                    ar.allocation = action.allocation;
                    auto& history = record_.jobs[static_cast<std::size_t>(j)].history;
                    history.back().end = now_;
                    history.push_back({now_, kInf, action.allocation});
                    occupy(j, action.allocation);
                    s.cpuEff =
                        std::min(action.allocation.cpus(), job(j).gpuEquivalent() * s.satCpuPerGpu);
                    s.memEff = std::min(action.allocation.memGb(),
                                        job(j).gpuEquivalent() * s.satMemPerGpu);
                    cpuEff_ += s.cpuEff;
                    memEff_ += s.memEff;
                    s.allocation = std::move(action.allocation);
                    s.rate = -1;
                    log(EventRecord::Kind::Resize, j);
                }
            }
        }
        ar.accepted = ar.rejection.empty();
        if (!ar.accepted) {
            ++record_.rejectedActions;
            log(EventRecord::Kind::Rejected, j);
        }
        rec.actions.push_back(std::move(ar));
    }
    if (!keepsDecisions_)
        return;
    // A waiting job's verdict is itemised when it changes, or when the job is acted on; repeats
    // are only counted (waiting_not_listed). The record then grows with jobs and changes, not
    // with decisions x queue length.
    std::erase_if(rec.jobs, [&](const JobDecision& jd) {
        if (jd.job < 0 || jd.job >= jobCount() || jd.placed)
            return false;
        const bool actedOn = std::any_of(rec.actions.begin(), rec.actions.end(),
                                         [&](const ActionRecord& a) { return a.job == jd.job; });
        JobDecision& last = lastVerdict_[static_cast<std::size_t>(jd.job)];
        if (!actedOn && last.job == jd.job && sameVerdict(last, jd)) {
            ++rec.waitingNotListed;
            return true;
        }
        last = verdictOf(jd);
        return false;
    });
    // A round that changed nothing is not kept: a long queue under a round-based policy would
    // otherwise grow the record by rounds x queue (memory follows changes, not rounds).
    const bool keep = trigger == "round"
                          ? std::any_of(rec.actions.begin(), rec.actions.end(),
                                        [](const ActionRecord& a) { return a.accepted; })
                          : (!rec.actions.empty() || !rec.jobs.empty() || !rec.agents.empty());
    if (!keep)
        return;
    for (RunObserver* o : observers_)
        o->onDecision(rec);
    decided_ = true;
}

void Simulation::sample() {
    TimeSample s{now_,
                 std::max(0.0, gpuAlloc_),
                 std::max(0.0, cpuAlloc_),
                 std::max(0.0, memAlloc_),
                 std::max(0.0, gpuEff_),
                 std::max(0.0, cpuEff_),
                 std::max(0.0, memEff_),
                 gpuCap_,
                 cpuCap_,
                 memCap_,
                 static_cast<int>(pending_.size()),
                 runningCount_};
    // One row per change: a round that changed nothing adds no row (the series is a step function).
    if (!record_.series.empty()) {
        TimeSample& last = record_.series.back();
        if (last.t == now_) {
            last = s;
            if (record_.series.size() >= 2) {
                TimeSample before = record_.series[record_.series.size() - 2];
                before.t = now_;
                if (before == s)
                    record_.series.pop_back();
            }
            return;
        }
        TimeSample same = last;
        same.t = now_;
        if (same == s)
            return;
    }
    record_.series.push_back(s);
}

RunRecord Simulation::run() {
    record_.scenarioName = scenario_.name;
    record_.scenarioSha256 = scenario_.sha256;
    record_.scheduler = options_.schedulerName;
    record_.seed = options_.seed;
    record_.window = scenario_.window;

    std::vector<Job> resolved = resolveJobs(scenario_, options_.seed);
    jobs_.resize(resolved.size());
    runningMark_.assign(resolved.size(), 0);
    record_.jobs.reserve(resolved.size());
    // About two rows per job (its start and its finish); reserved whole so that the series is
    // not copied, and its pages not faulted in afresh, at every doubling (a tenth of FIFO's
    // simulation on 100,000 jobs).
    record_.series.reserve(2 * resolved.size() + 64);
    for (const auto& n : cluster_.nodes())
        addNodeState(n);
    const std::vector<Node> nodeTypes = distinctNodeTypes(cluster_);
    // What a job's model, GPUs and requests decide, worked out once per distinct combination
    // (a trace has few; per job it was a tenth of a large run).
    struct Shape {
        double requested, isolated, fastest;
        SpeedModel::Saturation saturation;
    };
    std::map<std::tuple<const ModelProfile*, int, int, double, double>, Shape> shapes;
    for (std::size_t i = 0; i < resolved.size(); ++i) {
        JobState& s = jobs_[i];
        JobRecord& r = record_.jobs.emplace_back();
        r.job = std::move(resolved[i]);
        auto it = scenario_.speed.zoo.find(r.job.model);
        if (it == scenario_.speed.zoo.end())
            throw std::invalid_argument("job " + r.job.id + ": unknown model '" + r.job.model +
                                        "'");
        s.profile = &it->second;
        auto [shape, fresh] =
            shapes.try_emplace({s.profile, r.job.gpus, r.job.gpuMilli, r.job.cpus, r.job.memGb});
        if (fresh)
            shape->second = {requestedRate(r.job, *s.profile, speed_, cluster_),
                             isolatedRate(r.job, *s.profile, speed_, nodeTypes),
                             fastestRate(r.job, *s.profile, speed_, nodeTypes),
                             SpeedModel::saturation(*s.profile, r.job.gpus)};
        const Shape& k = shape->second;
        s.work = s.remaining = r.job.duration * k.requested;
        r.work = s.work;
        r.isolatedJct = timeAt(s.work, k.isolated);
        r.fastestJct = timeAt(s.work, k.fastest);
        s.satCpuPerGpu = k.saturation.cpusPerGpu;
        s.satMemPerGpu = k.saturation.memPerGpu;
        s.bestTput = k.saturation.throughput;
    }
    // `resolved` is spent: the jobs are the record's from here on.
    const std::size_t arrivals = record_.jobs.size();
    const auto submitOf = [&](std::size_t i) {
        return record_.jobs[i].job.submit;
    };
    queue_ = EventQueue(arrivals);
    for (std::size_t e = 0; e < scenario_.events.size(); ++e)
        queue_.push({scenario_.events[e].at, EventKind::Cluster, static_cast<int>(e)});
    clusterEventsLeft_ = static_cast<int>(scenario_.events.size());
    {
        Placeability ever(nodesEverAlive(scenario_));
        unplaceable_.resize(arrivals);
        if (keepsDecisions_) // read only where decisions are kept
            lastVerdict_.resize(arrivals);
        for (std::size_t i = 0; i < arrivals; ++i)
            unplaceable_[i] = ever.whyNever(record_.jobs[i].job);
    }
    Scheduler::Traits traits = scheduler_.traits();
    // Preemption at round boundaries only: a preemptive policy then needs its rounds.
    if (scenario_.engine.preemptAtRoundsOnly && traits.preemptive)
        traits.periodicRounds = true;
    const double round = scenario_.engine.roundS;
    // Rounds run while they could change something: a job waits, or a reallocating policy has
    // jobs to resize. They stop when nothing can change (see nothingCanChange) and are re-armed,
    // on the same grid, when something happens.
    bool roundArmed = false;
    if (traits.periodicRounds && arrivals > 0) {
        roundOrigin_ = std::ceil(submitOf(0) / round) * round;
        queue_.push({roundOrigin_, EventKind::Round, -1});
        roundArmed = true;
    }

    std::size_t nextArrival = 0;
    while (true) {
        const double tArrival = nextArrival < arrivals ? submitOf(nextArrival) : kInf;
        const double tQueue = queue_.empty() ? kInf : queue_.top().t;
        const double next = std::min(tArrival, tQueue);
        if (next == kInf)
            break;
        if (options_.cancel && options_.cancel->load(std::memory_order_relaxed)) {
            record_.cancelled = true;
            record_.end = RunEnd::Cancelled;
            break;
        }
        if (next > scenario_.engine.maxTimeS) {
            record_.end = RunEnd::TimeLimit;
            record_.endReason =
                "engine.max_time_s (" + readableNumber(scenario_.engine.maxTimeS) + " s) reached";
            break;
        }
        if (record_.eventsProcessed >= scenario_.engine.maxEvents) {
            record_.end = RunEnd::EventLimit;
            record_.endReason =
                "engine.max_events (" + std::to_string(scenario_.engine.maxEvents) + ") reached";
            break;
        }
        now_ = next;
        bool changed = false;
        bool roundDue = false;
        std::string trigger;
        const auto note = [&](const char* what) {
            if (trigger.empty())
                trigger = what;
        };
        // finishes and cluster events at this time
        while (!queue_.empty() && queue_.top().t == now_ && queue_.top().kind != EventKind::Round) {
            const QueuedEvent ev = queue_.top();
            queue_.pop();
            ++record_.eventsProcessed;
            if (ev.kind == EventKind::Finish) {
                finishJob(ev.id);
                note("finish");
            } else {
                --clusterEventsLeft_;
                const ClusterEvent& ce = scenario_.events[static_cast<std::size_t>(ev.id)];
                if (ce.kind == ClusterEvent::Kind::NodeAdd) {
                    const int idx = cluster_.add(ce.node);
                    addNodeState(ce.node);
                    log(EventRecord::Kind::NodeAdd, -1, idx);
                } else if (auto idx = cluster_.indexOf(ce.nodeId); idx && node(*idx).alive) {
                    failNode(*idx);
                }
                note("cluster");
            }
            changed = true;
        }
        while (nextArrival < arrivals && submitOf(nextArrival) == now_) {
            const int j = static_cast<int>(nextArrival++);
            state(j).status = Status::Pending;
            state(j).queuedAt = now_;
            pending_.push_back(j); // arrivals come in index order
            notePendingChange(j);
            log(EventRecord::Kind::Arrival, j);
            ++record_.eventsProcessed;
            note("arrival");
            changed = true;
        }
        while (!queue_.empty() && queue_.top().t == now_ && queue_.top().kind == EventKind::Round) {
            queue_.pop();
            ++record_.eventsProcessed;
            roundDue = true;
            roundArmed = false;
        }
        recomputeRates();
        decided_ = false;
        if (changed || (roundDue && traits.periodicRounds)) {
            if (!changed)
                trigger = "round";
            preemptionAllowed_ = !scenario_.engine.preemptAtRoundsOnly || roundDue;
            roundBoundary_ = roundDue;
            if (!pending_.empty() || traits.preemptive || traits.reallocates)
                applyDecision(scheduler_.schedule(*this), trigger);
            recomputeRates();
        }
        sample();
        for (RunObserver* o : observers_)
            o->onMomentDone(record_, decided_);
        if (traits.periodicRounds && !roundArmed) {
            const bool useful = !pending_.empty() || (traits.reallocates && runningCount_ > 0);
            if (useful && !nothingCanChange(nextArrival, arrivals)) {
                queue_.push({roundAfter(now_), EventKind::Round, -1});
                roundArmed = true;
            }
        }
    }
    concludeRun();
    return std::move(record_);
}

// The first round of the grid strictly after t.
double Simulation::roundAfter(double t) const {
    const double round = scenario_.engine.roundS;
    double k = std::floor((t - roundOrigin_) / round) + 1;
    double at = roundOrigin_ + k * round;
    while (at <= t) // floating-point: the grid point may round down onto t
        at = roundOrigin_ + (++k) * round;
    return at;
}

// Nothing runs and nothing is coming: the next round would see the state this one saw.
bool Simulation::nothingCanChange(std::size_t nextArrival, std::size_t arrivals) const {
    return runningCount_ == 0 && nextArrival >= arrivals && clusterEventsLeft_ == 0;
}

// Each unfinished job's state and reason, and the run's verdict.
void Simulation::concludeRun() {
    const bool cut = record_.end == RunEnd::Cancelled || record_.end == RunEnd::TimeLimit ||
                     record_.end == RunEnd::EventLimit;
    const std::string cause = record_.end == RunEnd::Cancelled
                                  ? "the run was cancelled"
                                  : "the run stopped (" + record_.endReason + ")";
    std::vector<Node> aliveNodes;
    for (int n = 0; n < cluster_.size(); ++n)
        if (node(n).alive)
            aliveNodes.push_back(cluster_.node(n));
    const bool noneAlive = aliveNodes.empty();
    Placeability alive(std::move(aliveNodes));
    int unplaceable = 0, stuck = 0;
    for (std::size_t i = 0; i < jobs_.size(); ++i) {
        JobRecord& r = record_.jobs[i];
        const JobState& s = jobs_[i];
        if (s.status == Status::Finished) {
            r.end = JobEnd::Finished;
            continue;
        }
        if (!unplaceable_[i].empty() && s.status != Status::Running) {
            r.end = JobEnd::Unplaceable;
            r.endReason = unplaceable_[i];
            ++unplaceable;
            continue;
        }
        switch (s.status) {
        case Status::Future:
            r.end = JobEnd::NotSubmitted;
            r.endReason = cause + " before its submit time";
            break;
        case Status::Running:
            r.end = JobEnd::Running;
            r.endReason = "still running when " + cause;
            break;
        default:
            r.end = r.history.empty() ? JobEnd::NeverStarted : JobEnd::Waiting;
            if (cut) {
                r.endReason = "waiting when " + cause;
            } else if (const std::string why = alive.whyNever(r.job); !why.empty()) {
                r.endReason = "the nodes still alive cannot hold it: " + why;
            } else {
                r.endReason = "it fits on the idle cluster, but the policy never started it "
                              "(for instance behind a job that can never start)";
            }
            break;
        }
        ++stuck;
    }
    if (cut)
        return;
    if (stuck > 0) {
        record_.end = RunEnd::Stalled;
        record_.endReason =
            std::to_string(stuck) + " job(s) left waiting with nothing running" +
            " and nothing to come" + (noneAlive ? " (every node is down)" : "") +
            (unplaceable > 0 ? " (" + std::to_string(unplaceable) + " never placeable)" : "");
    } else if (unplaceable > 0) {
        record_.end = RunEnd::Unplaceable;
        record_.endReason =
            std::to_string(unplaceable) + " job(s) no allocation on this cluster could ever hold";
    }
}

// RunOptions::progress as an observer: called as whole percents of the jobs finish.
class ProgressReport final : public RunObserver {
public:
    explicit ProgressReport(const std::function<void(double)>& report)
        : report_(report) {}
    void onJobFinished(long long finished, long long total) override {
        if ((finished * 100LL) / total != ((finished - 1) * 100LL) / total)
            report_(static_cast<double>(finished) / static_cast<double>(total));
    }

private:
    const std::function<void(double)>& report_;
};

} // namespace

RunRecord simulate(const Scenario& scenario, Scheduler& scheduler, const RunOptions& options) {
    std::vector<RunObserver*> observers;
    DecisionLog log;
    if (options.detail == RecordDetail::Full)
        observers.push_back(&log);
    ProgressReport progress(options.progress);
    if (options.progress)
        observers.push_back(&progress);
    observers.insert(observers.end(), options.observers.begin(), options.observers.end());
    Simulation sim(scenario, scheduler, options, std::move(observers));
    RunRecord record = sim.run();
    record.decisions = std::move(log.decisions);
    record.events = std::move(log.events);
    return record;
}

} // namespace maifs
