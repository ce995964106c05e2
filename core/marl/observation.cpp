#include "core/marl/observation.h"

#include "core/model/placeability.h"
#include "core/model/resource_floor.h"
#include "core/sched/allocation_mode.h"
#include "core/sched/opt_allocation.h"
#include "core/sched/placement.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace maifs::marl {

namespace {

float squash(double hours) {
    return static_cast<float>(std::log1p(std::max(0.0, hours)) / 5.0);
}

// A job's remaining time at its request, in hours: what the window orders by and the features
// describe (the rule's preemption compares it too).
double hoursLeftAtRequest(const ClusterView& view, int job) {
    return view.remainingWork(job) / view.job(job).gpuEquivalent() / 3600.0;
}

// A window slot's job features that do not depend on the node.
struct SlotInfo {
    int job = -1;
    int gpusWanted = 0;
    double remainingHours = 0, waitingHours = 0;
    ModelClass cls = ModelClass::Other;
    double bestCpu = 0, bestMem = 0, maxSpeedup = 1;
    double floorCpu = 0, floorMem = 0; // per GPU: below min(request, best case) is masked
    double tput[3] = {0, 0, 0};
    int piece = 0; // consolidate_gangs: the GPUs each claim of a gang must take (0: any)
};

// Whether some alive node the job may run on (GPUs of a model its gpu_spec allows) has the memory
// for `memPerGpu` on each of the job's GPUs it could hold (all of them, or all of its own), were
// it empty.
bool someNodeHolds(const ClusterView& view, const Job& job, double memPerGpu) {
    const Cluster& cluster = view.cluster();
    for (int n = 0; n < cluster.size(); ++n) {
        const Node& node = cluster.node(n);
        if (view.alive(n) && node.gpus > 0 && gpuSpecAllows(job.gpuSpec, node.gpuModel) &&
            node.memGb + 1e-9 >= memPerGpu * std::min<double>(job.gpuEquivalent(), node.gpus))
            return true;
    }
    return false;
}

// consolidate_gangs: the most GPUs of job `j`'s missing `wanted` that one alive node can give now
// at the cheapest offered levels (the lowest CPU and memory levels at or above the floor: if a
// share does not fit at those, it fits at none). 0: no node can give any.
int largestPiece(const ClusterView& view, const CapacityLedger& ledger, int j,
                 const std::vector<double>& cpus, const std::vector<double>& mems,
                 const SlotInfo& s) {
    const auto cheapest = [](const std::vector<double>& levels, double floor) {
        double best = -1;
        for (double v : levels)
            if (v >= floor - 1e-9 && (best < 0 || v < best))
                best = v;
        return best;
    };
    const double cpu = cheapest(cpus, s.floorCpu), mem = cheapest(mems, s.floorMem);
    if (cpu < 0 || mem < 0)
        return 0;
    int best = 0;
    for (int n = 0; n < view.cluster().size() && best < s.gpusWanted; ++n) {
        const int gpus = std::min(ledger.freeWholeGpus(n), s.gpusWanted);
        if (ledger.alive(n) && gpus > best &&
            fitOnNode(view, ledger, j, n, ShareSizing::fixed(cpu, mem), gpus))
            best = gpus;
    }
    return best;
}

// Per-node aggregates of the running jobs, computed once per micro-round.
struct NodeLoad {
    int jobs = 0;
    double remainingHours = 0;
    // With context features: when its first running job finishes at its current rate, and the
    // GPUs its jobs free within kSoonS.
    double firstFinishS = std::numeric_limits<double>::infinity();
    int gpusFreedSoon = 0;
};

// "Soon", for the context features' coming finishes: about a scheduling decision's horizon on
// the workloads we train on (jobs of hours, rounds of minutes).
constexpr double kSoonS = 3600;

// The cluster-wide context features: the queue behind the window.
struct QueueBeyond {
    std::vector<int> gpus; // sorted: what each job behind the window wants
    float features[4] = {};
};

QueueBeyond queueBeyond(const ClusterView& view, const std::vector<int>& waiting, int window,
                        int totalGpus, double shortestInWindowHours) {
    QueueBeyond q;
    double demand = 0;
    double shortest = std::numeric_limits<double>::infinity();
    int shorter = 0;
    for (std::size_t i = static_cast<std::size_t>(window); i < waiting.size(); ++i) {
        const Job& job = view.job(waiting[i]);
        const double hours = hoursLeftAtRequest(view, waiting[i]);
        q.gpus.push_back(job.gpus);
        demand += job.gpuEquivalent();
        shortest = std::min(shortest, hours);
        shorter += hours < shortestInWindowHours ? 1 : 0;
    }
    if (q.gpus.empty())
        return q;
    std::ranges::sort(q.gpus);
    const auto count = static_cast<double>(q.gpus.size());
    q.features[0] = squash(count);
    q.features[1] = totalGpus > 0 ? static_cast<float>(std::log1p(demand / totalGpus)) : 0.0F;
    q.features[2] = squash(shortest);
    q.features[3] = static_cast<float>(shorter / count);
    return q;
}

// Agent n's running slots: the jobs running on its node that no agent acted on this epoch, the
// most remaining time first (those a preemption would free the longest for), their features and
// what it may do to them.
void describeRunning(const ClusterView& view, const CapacityLedger& ledger, const Layout& layout,
                     int n, const std::vector<int>& actedOn, AgentInputs& in, float* o,
                     std::uint8_t* mask) {
    std::vector<int> jobs;
    for (int j : view.jobsOn(n))
        if (std::find(actedOn.begin(), actedOn.end(), j) == actedOn.end() &&
            std::find(jobs.begin(), jobs.end(), j) == jobs.end())
            jobs.push_back(j);
    std::stable_sort(jobs.begin(), jobs.end(), [&](int a, int b) {
        return hoursLeftAtRequest(view, a) > hoursLeftAtRequest(view, b);
    });
    const Node& node = view.cluster().node(n);
    const bool mayPreempt = view.preemptionAllowed() && !view.pending().empty();
    for (int r = 0; r < layout.running && r < static_cast<int>(jobs.size()); ++r) {
        const int j = jobs[static_cast<std::size_t>(r)];
        in.runningJobs[static_cast<std::size_t>(n * layout.running + r)] = j;
        float* f = o + layout.runningFeature(r, 0);
        const ShareSizing best = bestCaseSizing(view, j);
        double gpus = 0, cpus = 0, mem = 0;
        for (const auto& s : view.allocation(j).shares)
            if (s.node == n) {
                gpus = s.gpus * (s.gpuMilli / 1000.0);
                cpus = s.cpus;
                mem = s.memGb;
            }
        const auto perGpuOf = [&](double v, double bestPerGpu) {
            return gpus > 0 && bestPerGpu > 0
                       ? static_cast<float>(std::min(2.0, v / gpus / bestPerGpu))
                       : 0.0F;
        };
        const double total = view.totalWork(j);
        f[0] = 1.0F;
        f[1] = node.gpus > 0 ? static_cast<float>(gpus / node.gpus) : 0.0F;
        f[2] = squash(hoursLeftAtRequest(view, j));
        f[3] = squash(view.lastRunSeconds(j) / 3600.0);
        f[4] = perGpuOf(cpus, best.cpusPerGpu);
        f[5] = perGpuOf(mem, best.memPerGpu);
        f[6] = total > 0 ? static_cast<float>(view.remainingWork(j) / total) : 0.0F;
        f[7] = static_cast<float>(view.allocation(j).shares.size() > 1);
        using Op = Layout::RunningOp;
        mask[layout.runningAction(r, Op::Preempt)] = mayPreempt ? 1 : 0;
        for (const Op op : {Op::Grow, Op::Shrink})
            mask[layout.runningAction(r, op)] =
                resizedOnNode(view, ledger, j, n, op).has_value() ? 1 : 0;
    }
}

// Whether node n, with `free` as its ledger, takes window slot w's job (`s`) at a CPU level of
// `lowest` or richer and any memory level, both at or above the job's floor.
bool takesAtALevel(const ClusterView& view, const CapacityLedger& free, const Layout& layout,
                   int lowest, const AgentInputs& in, const SlotInfo& s, int w, int n) {
    const auto& cpus = in.cpus[static_cast<std::size_t>(w)];
    const auto& mems = in.mems[static_cast<std::size_t>(w)];
    for (int c = lowest; c < layout.cpuLevels; ++c)
        for (int m = 0; m < layout.memLevels; ++m) {
            const double cpu = cpus[static_cast<std::size_t>(c)];
            const double mem = mems[static_cast<std::size_t>(m)];
            if (cpu >= s.floorCpu - 1e-9 && mem >= s.floorMem - 1e-9 &&
                agentShare(view, free, n, s.job, s.gpusWanted, cpu, mem))
                return true;
        }
    return false;
}

// preempt_to_admit: strikes every preempt action but those that admit the window's first job no
// agent can place (MaifsConfig::preemptToAdmit). The no-op bits stand: preemptions never oblige.
void offerPreemptionOnlyToAdmit(const ClusterView& view, const CapacityLedger& ledger,
                                const MaifsConfig& config, const Layout& layout,
                                const std::vector<SlotInfo>& slots, AgentInputs& in) {
    const auto actions = static_cast<std::size_t>(layout.actionCount());
    // Placeable as the rule sees it: at the request's level or richer when the agent may idle
    // rather than starve a job.
    const int lowest = config.idleOverStarving && layout.cpuLevels > 1 ? 1 : 0;
    const auto placeable = [&](int w) {
        for (std::size_t a = 0; a < static_cast<std::size_t>(in.agents); ++a)
            for (int c = lowest; c < layout.cpuLevels; ++c)
                for (int m = 0; m < layout.memLevels; ++m)
                    if (in.masks[a * actions + static_cast<std::size_t>(layout.action(w, c, m))])
                        return true;
        return false;
    };
    int blocked = -1;
    for (int w = 0; w < layout.window && blocked < 0; ++w) {
        const SlotInfo& s = slots[static_cast<std::size_t>(w)];
        if (s.job < 0)
            break;
        // A gang being assembled from claims is the agents' business, not a preemption's.
        if (s.gpusWanted == view.job(s.job).gpus && !placeable(w))
            blocked = w;
    }
    if (blocked < 0) { // nothing to admit: no preemption anywhere
        for (std::size_t a = 0; a < static_cast<std::size_t>(in.agents); ++a)
            for (int r = 0; r < layout.running; ++r)
                in.masks[a * actions + static_cast<std::size_t>(layout.runningAction(
                                           r, Layout::RunningOp::Preempt))] = 0;
        return;
    }
    CapacityLedger trial = ledger; // a victim given back, tried, and taken again
    for (int n = 0; n < in.agents; ++n)
        for (int r = 0; r < layout.running; ++r) {
            std::uint8_t& offered = in.masks[static_cast<std::size_t>(n) * actions +
                                             static_cast<std::size_t>(layout.runningAction(
                                                 r, Layout::RunningOp::Preempt))];
            if (!offered)
                continue;
            offered = 0;
            const int victim = in.runningJob(n, r, layout);
            if (victim < 0)
                continue;
            const SlotInfo& s = slots[static_cast<std::size_t>(blocked)];
            const Job& job = view.job(s.job);
            const double victimHours = hoursLeftAtRequest(view, victim);
            if (!job.fractional() && job.gpus > view.cluster().node(n).gpus)
                continue;
            if (victimHours <= config.preemptToAdmit * s.remainingHours)
                continue;
            const Allocation& held = view.allocation(victim);
            trial.giveBack(held);
            offered = takesAtALevel(view, trial, layout, lowest, in, s, blocked, n);
            trial.take(held);
        }
}

// shrink_to_admit: strikes every shrink action that would not let its node take a window job it
// cannot take now, on its own. The no-op bits stand: shrinks never oblige.
void offerShrinkOnlyToAdmit(const ClusterView& view, const CapacityLedger& ledger,
                            const MaifsConfig& config, const Layout& layout,
                            const std::vector<SlotInfo>& slots, AgentInputs& in) {
    const auto actions = static_cast<std::size_t>(layout.actionCount());
    const int lowest = config.idleOverStarving && layout.cpuLevels > 1 ? 1 : 0;
    // Whether node n, with `free` as its ledger, takes slot w's job as the masks would offer it
    // (consolidate_gangs' piece included).
    const auto takes = [&](const CapacityLedger& free, int n, int w) {
        const SlotInfo& s = slots[static_cast<std::size_t>(w)];
        return (s.piece == 0 || std::min(free.freeWholeGpus(n), s.gpusWanted) >= s.piece) &&
               takesAtALevel(view, free, layout, lowest, in, s, w, n);
    };
    CapacityLedger trial = ledger; // a job given back, tried shrunk, and given its share again
    for (int n = 0; n < in.agents; ++n)
        for (int r = 0; r < layout.running; ++r) {
            std::uint8_t& offered = in.masks[static_cast<std::size_t>(n) * actions +
                                             static_cast<std::size_t>(layout.runningAction(
                                                 r, Layout::RunningOp::Shrink))];
            if (!offered)
                continue;
            offered = 0;
            const int j = in.runningJob(n, r, layout);
            const std::optional<Allocation> shrunk =
                resizedOnNode(view, ledger, j, n, Layout::RunningOp::Shrink);
            if (!shrunk)
                continue;
            const Allocation& held = view.allocation(j);
            trial.giveBack(held);
            trial.take(*shrunk);
            for (int w = 0; w < layout.window && !offered; ++w)
                offered = slots[static_cast<std::size_t>(w)].job >= 0 && !takes(ledger, n, w) &&
                          takes(trial, n, w);
            trial.giveBack(*shrunk);
            trial.take(held);
        }
}

} // namespace

std::string Layout::describe() const {
    return "window " + std::to_string(window) + ", " + std::to_string(cpuLevels) + " CPU levels, " +
           std::to_string(memLevels) + " memory levels, " + std::to_string(running) +
           " running slots" + (context > 0 ? ", context features" : "") + " (observation " +
           std::to_string(observationSize()) + ", actions " + std::to_string(actionCount()) + ")";
}

ShareSizing floorSizing(const ClusterView& view, int job) {
    const ResourceFloor floor = resourceFloor(view.job(job), view.profile(job));
    return ShareSizing::fixed(floor.cpusPerGpu, floor.memPerGpu);
}

std::optional<NodeShare> agentShare(const ClusterView& view, const CapacityLedger& ledger, int node,
                                    int job, int gpusWanted, double cpuPerGpu, double memPerGpu) {
    if (!ledger.alive(node) || gpusWanted <= 0)
        return std::nullopt;
    const Job& jb = view.job(job);
    // A job that fits a node goes whole unless other agents already claim part of it; a gang
    // being assembled (or larger than the node) takes what it still lacks, up to the node's free
    // GPUs. Giving a node the whole job over existing claims over-assembled the gang (12 of 8).
    const bool whole =
        jb.fractional() || (gpusWanted >= jb.gpus && jb.gpus <= view.cluster().node(node).gpus);
    const int gpus = whole ? jb.gpus : std::min(ledger.freeWholeGpus(node), gpusWanted);
    if (gpus == 0)
        return std::nullopt;
    return fitOnNode(view, ledger, job, node, ShareSizing::fixed(cpuPerGpu, memPerGpu), gpus);
}

std::optional<Allocation> resizedOnNode(const ClusterView& view, const CapacityLedger& ledger,
                                        int job, int node, Layout::RunningOp op) {
    constexpr double kSlack = 1e-6;
    const ShareSizing target =
        op == Layout::RunningOp::Grow ? bestCaseSizing(view, job) : floorSizing(view, job);
    Allocation a = view.allocation(job);
    for (auto& s : a.shares) {
        if (s.node != node)
            continue;
        const double units = s.gpus * (s.gpuMilli / 1000.0);
        const bool grow = op == Layout::RunningOp::Grow;
        const double cpus = grow ? std::max(s.cpus, units * target.cpusPerGpu)
                                 : std::min(s.cpus, units * target.cpusPerGpu);
        const double mem = grow ? std::max(s.memGb, units * target.memPerGpu)
                                : std::min(s.memGb, units * target.memPerGpu);
        if (std::abs(cpus - s.cpus) <= kSlack && std::abs(mem - s.memGb) <= kSlack)
            return std::nullopt;
        if (ledger.freeCpus(node) + kSlack < cpus - s.cpus ||
            ledger.freeMemGb(node) + kSlack < mem - s.memGb)
            return std::nullopt;
        s.cpus = cpus;
        s.memGb = mem;
        return a;
    }
    return std::nullopt;
}

float nodeTieBreak(const Layout& layout, const AgentInputs& in, int agent) {
    const auto obs = static_cast<std::size_t>(layout.observationSize());
    const auto a = static_cast<std::size_t>(agent);
    if (in.observations.size() < (a + 1) * obs)
        return 0.0F;
    const float* node = in.observations.data() + a * obs;
    return 0.02F * std::min(node[5], 4.0F) + 0.01F * (1.0F - std::min(node[6], 1.0F)) +
           0.001F * (1.0F - node[1]);
}

int levelRank(const Layout& layout, int action) {
    return layout.cpuLevelOf(action) * layout.memLevels + layout.memLevelOf(action);
}

float offerBid(const Layout& layout, const AgentInputs& in, int agent, int action) {
    if (action == 0)
        return 0.0F;
    const auto levels = static_cast<float>(layout.cpuLevels * layout.memLevels);
    return static_cast<float>(levelRank(layout, action) + 1) / levels +
           nodeTieBreak(layout, in, agent);
}

void allowNoOp(const MaifsConfig& config, const Layout& layout, std::uint8_t* mask) {
    if (!config.workConserving) {
        mask[0] = 1;
        return;
    }
    // The placements that oblige the agent to act: any, or (idle over starving) those at the
    // job's request or richer.
    const int lowest = config.idleOverStarving && layout.cpuLevels > 1 ? 1 : 0;
    bool obliged = false;
    for (int k = 1; layout.isPlacement(k) && !obliged; ++k)
        obliged = mask[k] != 0 && layout.cpuLevelOf(k) >= lowest;
    mask[0] = obliged ? 0 : 1;
}

AgentInputs buildInputs(const ClusterView& view, const CapacityLedger& ledger,
                        const MaifsConfig& config, const std::vector<int>& waiting,
                        const std::vector<int>& claimedGpus, const std::vector<int>& actedOn) {
    const Layout layout = Layout::of(config);
    const Cluster& cluster = view.cluster();
    const int agents = cluster.size();
    const int obsSize = layout.observationSize();
    const int actions = layout.actionCount();
    AgentInputs in;
    in.agents = agents;
    in.observations.assign(static_cast<std::size_t>(agents) * obsSize, 0.0F);
    in.masks.assign(static_cast<std::size_t>(agents) * actions, 0);
    in.windowJobs.assign(static_cast<std::size_t>(layout.window), -1);
    in.cpus.resize(static_cast<std::size_t>(layout.window));
    in.mems.resize(static_cast<std::size_t>(layout.window));
    in.runningJobs.assign(static_cast<std::size_t>(agents * layout.running), -1);

    std::vector<NodeLoad> load(static_cast<std::size_t>(agents));
    for (int j : view.running()) {
        const double hours = hoursLeftAtRequest(view, j);
        double leftS = std::numeric_limits<double>::infinity();
        if (layout.context > 0)
            if (const double rate = view.currentRate(j); rate > 0)
                leftS = view.remainingWork(j) / rate;
        for (const auto& s : view.allocation(j).shares) {
            auto& l = load[static_cast<std::size_t>(s.node)];
            ++l.jobs;
            l.remainingHours += hours;
            l.firstFinishS = std::min(l.firstFinishS, leftS);
            l.gpusFreedSoon += leftS <= kSoonS ? s.gpus : 0;
        }
    }
    int totalGpus = 0;
    for (int n = 0; n < agents; ++n)
        totalGpus += view.alive(n) ? cluster.node(n).gpus : 0;
    const float global[Layout::kGlobalFeatures] = {
        squash(static_cast<double>(view.pending().size())),
        totalGpus > 0 ? static_cast<float>(ledger.totalFreeWholeGpus()) / totalGpus : 0.0F,
        squash(static_cast<double>(view.running().size()))};

    // Per-slot job features that do not depend on the node, and the CPU / memory levels.
    std::vector<SlotInfo> slots(static_cast<std::size_t>(layout.window));
    for (int w = 0; w < layout.window && w < static_cast<int>(waiting.size()); ++w) {
        const int j = waiting[static_cast<std::size_t>(w)];
        const Job& job = view.job(j);
        const ModelProfile& profile = view.profile(j);
        SlotInfo& s = slots[static_cast<std::size_t>(w)];
        s.job = j;
        s.gpusWanted = job.gpus - claimedGpus[static_cast<std::size_t>(w)];
        s.remainingHours = hoursLeftAtRequest(view, j);
        s.waitingHours = (view.now() - view.lastQueuedAt(j)) / 3600.0;
        s.cls = profile.modelClass;
        const ShareSizing best = bestCaseSizing(view, j);
        s.bestCpu = best.cpusPerGpu;
        s.bestMem = best.memPerGpu;
        const double requestCpu = job.cpus / job.gpuEquivalent();
        const double requestMem = job.memGb / job.gpuEquivalent();
        // With never_below_floor, a job never starts with less than it asked for and less than
        // its model can use: the cheapest level stays open only where the model gains nothing
        // above it.
        if (config.neverBelowFloor) {
            const ShareSizing floor = floorSizing(view, j);
            s.floorCpu = floor.cpusPerGpu;
            s.floorMem = floor.memPerGpu;
            // Only where the best case is offered (maifs-fixed's one level is the request) and
            // some node could give it: on a cluster of small nodes alone the job would otherwise
            // wait for the whole cluster to drain (the idle-cluster guard).
            if (config.fungible && config.requestMemorySpeedFloor > 0 &&
                best.memPerGpu > requestMem &&
                SpeedModel::throughput(profile, job.gpus, requestCpu, requestMem) <
                    config.requestMemorySpeedFloor *
                        SpeedModel::throughput(profile, job.gpus, requestCpu, best.memPerGpu) &&
                someNodeHolds(view, job, best.memPerGpu))
                s.floorMem = best.memPerGpu;
        }
        std::vector<double> cpus = {requestCpu}, mems = {requestMem};
        if (config.fungible) {
            const auto point = cheapestProfiledPoint(profile, job.gpus);
            const double cheapest = point ? point->cpusPerGpu : requestCpu;
            cpus = {cheapest, requestCpu, best.cpusPerGpu};
            mems = {requestMem, best.memPerGpu};
        }
        const double atRequest = SpeedModel::throughput(profile, job.gpus, requestCpu, requestMem);
        s.maxSpeedup =
            atRequest > 0 ? SpeedModel::bestThroughput(profile, job.gpus) / atRequest : 1;
        for (std::size_t l = 0; l < 3; ++l) {
            const double cpu = config.fungible ? cpus[l] : requestCpu * (0.5 + 0.5 * l);
            s.tput[l] = SpeedModel::throughput(profile, job.gpus, cpu, requestMem);
        }
        if (config.consolidateGangs && !job.fractional() && s.gpusWanted > 1)
            s.piece = largestPiece(view, ledger, j, cpus, mems, s);
        in.windowJobs[static_cast<std::size_t>(w)] = j;
        in.cpus[static_cast<std::size_t>(w)] = std::move(cpus);
        in.mems[static_cast<std::size_t>(w)] = std::move(mems);
    }

    QueueBeyond beyond;
    float clusterFreedSoon = 0;
    if (layout.context > 0) {
        double shortestInWindow = std::numeric_limits<double>::infinity();
        for (const SlotInfo& s : slots)
            if (s.job >= 0)
                shortestInWindow = std::min(shortestInWindow, s.remainingHours);
        beyond = queueBeyond(view, waiting, layout.window, totalGpus, shortestInWindow);
        int freedSoon = 0;
        for (int n = 0; n < agents; ++n)
            freedSoon += view.alive(n) ? load[static_cast<std::size_t>(n)].gpusFreedSoon : 0;
        clusterFreedSoon = totalGpus > 0 ? static_cast<float>(freedSoon) / totalGpus : 0.0F;
    }

    for (int n = 0; n < agents; ++n) {
        const Node& node = cluster.node(n);
        float* o = in.observations.data() + static_cast<std::size_t>(n) * obsSize;
        std::uint8_t* mask = in.masks.data() + static_cast<std::size_t>(n) * actions;
        const bool alive = view.alive(n);
        const NodeLoad& l = load[static_cast<std::size_t>(n)];
        double speed = 0;
        for (ModelClass c :
             {ModelClass::Image, ModelClass::Language, ModelClass::Speech, ModelClass::Other})
            speed += view.speed().gpuSpeed(c, node.gpuModel) / 4.0;
        const auto frac = [](double a, double b) {
            return b > 0 ? static_cast<float>(a / b) : 0.0F;
        };
        o[0] = alive ? 1.0F : 0.0F;
        o[1] = alive ? frac(ledger.freeWholeGpus(n), node.gpus) : 0.0F;
        o[2] = alive ? frac(ledger.freeCpus(n), node.cpus) : 0.0F;
        o[3] = alive ? frac(ledger.freeMemGb(n), node.memGb) : 0.0F;
        o[4] = static_cast<float>(node.gpus) / 8.0F;
        o[5] = static_cast<float>(speed);
        o[6] = static_cast<float>(l.jobs) / 8.0F;
        o[7] = l.jobs > 0 ? squash(l.remainingHours / l.jobs) : 0.0F;
        for (int w = 0; w < layout.window; ++w) {
            const SlotInfo& s = slots[static_cast<std::size_t>(w)];
            if (s.job < 0)
                continue;
            const Job& job = view.job(s.job);
            float* f = o + Layout::kNodeFeatures + w * Layout::kJobFeatures;
            f[0] = 1.0F;
            f[1] = static_cast<float>(std::log2(1.0 + job.gpuEquivalent()) / 4.0);
            f[2] = squash(s.remainingHours);
            f[3] = squash(s.waitingHours);
            f[4 + static_cast<int>(s.cls)] = 1.0F;
            f[8] = frac(s.bestCpu, node.cpusPerGpu());
            f[9] = frac(s.bestMem, node.memPerGpu());
            f[10] = static_cast<float>(s.maxSpeedup);
            for (int t = 0; t < 3; ++t)
                f[11 + t] = static_cast<float>(s.tput[t]);
            const auto& cpus = in.cpus[static_cast<std::size_t>(w)];
            const auto& mems = in.mems[static_cast<std::size_t>(w)];
            bool any = false;
            // consolidate_gangs: only the nodes that give the most of what the gang lacks claim
            // it, so a gang spans as few nodes as the free GPUs allow.
            const bool smaller =
                s.piece > 0 && std::min(ledger.freeWholeGpus(n), s.gpusWanted) < s.piece;
            for (int c = 0; c < layout.cpuLevels && !smaller; ++c)
                for (int m = 0; m < layout.memLevels; ++m)
                    if (cpus[static_cast<std::size_t>(c)] >= s.floorCpu - 1e-9 &&
                        mems[static_cast<std::size_t>(m)] >= s.floorMem - 1e-9 &&
                        agentShare(view, ledger, n, s.job, s.gpusWanted,
                                   cpus[static_cast<std::size_t>(c)],
                                   mems[static_cast<std::size_t>(m)])) {
                        mask[layout.action(w, c, m)] = 1;
                        any = true;
                    }
            f[14] = any ? 1.0F : 0.0F;
        }
        if (layout.running > 0 && alive)
            describeRunning(view, ledger, layout, n, actedOn, in, o, mask);
        allowNoOp(config, layout, mask);
        std::copy(std::begin(global), std::end(global),
                  o + Layout::kNodeFeatures + layout.window * Layout::kJobFeatures +
                      layout.running * Layout::kRunningFeatures);
        if (layout.context > 0) {
            float* c = o + layout.contextFeature(0);
            std::copy(std::begin(beyond.features), std::end(beyond.features), c);
            if (alive && !beyond.gpus.empty())
                c[4] = static_cast<float>(
                           std::ranges::upper_bound(beyond.gpus, ledger.freeWholeGpus(n)) -
                           beyond.gpus.begin()) /
                       static_cast<float>(beyond.gpus.size());
            c[5] = std::isfinite(l.firstFinishS) ? squash(l.firstFinishS / 3600.0) : 0.0F;
            c[6] = alive ? frac(l.gpusFreedSoon, node.gpus) : 0.0F;
            c[7] = clusterFreedSoon;
        }
    }
    if (layout.running > 0 && config.preemptToAdmit > 0)
        offerPreemptionOnlyToAdmit(view, ledger, config, layout, slots, in);
    if (layout.running > 0 && config.shrinkToAdmit)
        offerShrinkOnlyToAdmit(view, ledger, config, layout, slots, in);
    return in;
}

} // namespace maifs::marl
