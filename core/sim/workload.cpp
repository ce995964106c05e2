#include "core/sim/workload.h"

#include "core/util/rng.h"
#include "core/util/text.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <tuple>

namespace maifs {

namespace {
constexpr std::uint64_t kModelDrawStream = 1;
}

ReferenceShare referenceShare(const Cluster& cluster) {
    using Key = std::tuple<std::string, int, double, double>;
    std::map<Key, int> gpusByType;
    std::vector<Key> order;
    for (const auto& n : cluster.nodes()) {
        if (n.gpus == 0)
            continue;
        Key k{n.gpuModel, n.gpus, n.cpus, n.memGb};
        if (!gpusByType.count(k))
            order.push_back(k);
        gpusByType[k] += n.gpus;
    }
    ReferenceShare share;
    int best = 0;
    for (const auto& k : order)
        if (gpusByType[k] > best) {
            best = gpusByType[k];
            share.cpusPerGpu = std::get<2>(k) / std::get<1>(k);
            share.memPerGpu = std::get<3>(k) / std::get<1>(k);
        }
    return share;
}

std::vector<Job> resolveJobs(const Scenario& scenario, std::uint64_t seed) {
    std::vector<Job> jobs;
    if (scenario.jobs.empty() && scenario.synthetic.size() == 1) {
        jobs = scenario.synthetic.front().generate(seed);
    } else {
        jobs = scenario.jobs;
        for (const auto& w : scenario.synthetic) {
            std::vector<Job> more = w.generate(seed);
            jobs.insert(jobs.end(), std::make_move_iterator(more.begin()),
                        std::make_move_iterator(more.end()));
        }
    }
    if (!scenario.synthetic.empty()) {
        const auto earlier = [](const Job& a, const Job& b) {
            if (a.submit != b.submit)
                return a.submit < b.submit;
            return naturalLess(a.id, b.id);
        };
        // One generated stream comes in order already; sorting it would only move every job.
        if (!std::is_sorted(jobs.begin(), jobs.end(), earlier))
            std::stable_sort(jobs.begin(), jobs.end(), earlier);
    }
    const ReferenceShare ref = referenceShare(scenario.cluster);
    // Zoo models of each class, in name order (the zoo is a sorted map).
    std::vector<std::vector<std::string>> byClass(kModelClassCount);
    for (const auto& [name, profile] : scenario.speed.zoo)
        byClass[static_cast<std::size_t>(profile.modelClass)].push_back(name);
    PerClass weights = scenario.speed.classMix;
    for (int c = 0; c < kModelClassCount; ++c)
        if (byClass[static_cast<std::size_t>(c)].empty())
            weights[static_cast<std::size_t>(c)] = 0;
    Rng rng = Rng::derived(seed, kModelDrawStream);
    for (auto& j : jobs) {
        if (j.model.empty()) {
            const auto& names = byClass[rng.weightedIndex(weights)];
            j.model = names[static_cast<std::size_t>(
                rng.uniformInt(0, static_cast<std::int64_t>(names.size()) - 1))];
        }
        if (j.cpus <= 0)
            j.cpus = j.gpuEquivalent() * ref.cpusPerGpu;
        if (j.memGb <= 0)
            j.memGb = j.gpuEquivalent() * ref.memPerGpu;
    }
    return jobs;
}

double requestedRate(const Job& job, const ModelProfile& profile, const SpeedModel& speed,
                     const Cluster& cluster) {
    const double g = job.gpuEquivalent();
    const int largest = std::max(1, cluster.largestNodeGpus());
    const int nodes = (job.gpus + largest - 1) / largest;
    return g * SpeedModel::throughput(profile, job.gpus, job.cpus / g, job.memGb / g) *
           speed.placementFactor(profile.modelClass, nodes, 1);
}

double jobWork(const Job& job, const ModelProfile& profile, const SpeedModel& speed,
               const Cluster& cluster) {
    return job.duration * requestedRate(job, profile, speed, cluster);
}

std::vector<Node> distinctNodeTypes(const Cluster& cluster) {
    std::vector<Node> types;
    for (const auto& n : cluster.nodes()) {
        const bool seen = std::any_of(types.begin(), types.end(), [&](const Node& t) {
            return t.gpuModel == n.gpuModel && t.gpus == n.gpus && t.cpus == n.cpus &&
                   t.memGb == n.memGb;
        });
        if (!seen)
            types.push_back(n);
    }
    return types;
}

double isolatedRate(const Job& job, const ModelProfile& profile, const SpeedModel& speed,
                    const std::vector<Node>& nodeTypes) {
    const double g = job.gpuEquivalent();
    double bestRate = 0;
    for (const auto& n : nodeTypes) {
        if (n.gpus == 0)
            continue;
        const int nodes = (job.gpus + n.gpus - 1) / n.gpus;
        const double perGpuCpu = nodes == 1 ? n.cpus / g : n.cpusPerGpu();
        const double perGpuMem = nodes == 1 ? n.memGb / g : n.memPerGpu();
        const double rate = g * SpeedModel::throughput(profile, job.gpus, perGpuCpu, perGpuMem) *
                            speed.gpuSpeed(profile.modelClass, n.gpuModel) *
                            speed.placementFactor(profile.modelClass, nodes, 1);
        bestRate = std::max(bestRate, rate);
    }
    return bestRate;
}

double isolatedJct(const Job& job, double work, const ModelProfile& profile,
                   const SpeedModel& speed, const std::vector<Node>& nodeTypes) {
    return timeAt(work, isolatedRate(job, profile, speed, nodeTypes));
}

double fastestRate(const Job& job, const ModelProfile& profile, const SpeedModel& speed,
                   const std::vector<Node>& nodeTypes) {
    int largest = 0;
    double gpuSpeed = 0;
    for (const auto& n : nodeTypes)
        if (n.gpus > 0) {
            largest = std::max(largest, n.gpus);
            gpuSpeed = std::max(gpuSpeed, speed.gpuSpeed(profile.modelClass, n.gpuModel));
        }
    if (largest == 0)
        return 0;
    const int nodes = (job.gpus + largest - 1) / largest;
    return job.gpuEquivalent() * SpeedModel::bestThroughput(profile, job.gpus) * gpuSpeed *
           speed.placementFactor(profile.modelClass, nodes, 1);
}

double fastestJct(const Job& job, double work, const ModelProfile& profile, const SpeedModel& speed,
                  const std::vector<Node>& nodeTypes) {
    return timeAt(work, fastestRate(job, profile, speed, nodeTypes));
}

double timeAt(double work, double rate) {
    return rate > 0 ? work / rate : std::numeric_limits<double>::infinity();
}

} // namespace maifs
