#include "core/model/speed_model.h"

#include <algorithm>
#include <limits>
#include <stdexcept>

namespace maifs {

namespace {

// Per-GPU allocations are quotients (27 CPUs / 3 GPUs): compare with a tolerance so that 9 - 1e-15
// still counts as the 9-CPU level.
constexpr double kLevelTolerance = 1e-9;

const ThroughputMatrix& matrixFor(const ModelProfile& profile, int gpus) {
    if (profile.byGpus.empty())
        throw std::logic_error("model '" + profile.name + "' has no throughput profile");
    // The variant for the largest profiled GPU count not above the job's (8 GPUs use the 4-GPU
    // one).
    auto it = profile.byGpus.upper_bound(gpus);
    if (it == profile.byGpus.begin())
        return it->second;
    return std::prev(it)->second;
}

// Index of the largest level <= x, or -1 when x is below every level.
int levelIndex(const std::vector<double>& levels, double x) {
    int idx = -1;
    for (std::size_t i = 0; i < levels.size(); ++i)
        if (levels[i] <= x * (1 + kLevelTolerance) + kLevelTolerance)
            idx = static_cast<int>(i);
    return idx;
}

} // namespace

SpeedModel::SpeedModel(SpeedParams params, Switches switches)
    : params_(std::move(params))
    , switches_(switches) {}

double SpeedModel::throughput(const ModelProfile& profile, int gpus, double cpuPerGpu,
                              double memPerGpu) {
    const ThroughputMatrix& m = matrixFor(profile, gpus);
    int ci = levelIndex(m.cpuLevels, cpuPerGpu);
    int mi = levelIndex(m.memLevels, memPerGpu);
    // Below the lowest profiled level nothing was measured: scale the lowest entry down in
    // proportion, so that less CPU or memory is never credited with more speed.
    double scale = 1.0;
    if (ci < 0) {
        scale *= std::max(0.0, cpuPerGpu) / m.cpuLevels.front();
        ci = 0;
    }
    if (mi < 0) {
        scale *= std::max(0.0, memPerGpu) / m.memLevels.front();
        mi = 0;
    }
    // An unprofiled (0) point takes the nearest profiled one with less CPU, then less memory.
    for (int c = ci; c >= 0; --c)
        for (int k = mi; k >= 0; --k) {
            const double v = m.tput[static_cast<std::size_t>(c)][static_cast<std::size_t>(k)];
            if (v > 0)
                return v * scale;
        }
    return 0;
}

double SpeedModel::bestThroughput(const ModelProfile& profile, int gpus) {
    const ThroughputMatrix& m = matrixFor(profile, gpus);
    double best = 0;
    for (const auto& row : m.tput)
        for (double v : row)
            best = std::max(best, v);
    return best;
}

SpeedModel::Saturation SpeedModel::saturation(const ModelProfile& profile, int gpus) {
    const ThroughputMatrix& m = matrixFor(profile, gpus);
    Saturation s;
    s.throughput = bestThroughput(profile, gpus);
    // The best case is the matrix's own: the fewest CPUs, then the least memory, reaching its
    // maximum (a published "best" point that disagrees with its matrix is refused on reading).
    for (std::size_t c = 0; c < m.tput.size(); ++c)
        for (std::size_t k = 0; k < m.tput[c].size(); ++k)
            if (m.tput[c][k] >= s.throughput) {
                s.cpusPerGpu = m.cpuLevels[c];
                s.memPerGpu = m.memLevels[k];
                return s;
            }
    return s;
}

double SpeedModel::gpuSpeed(ModelClass c, const std::string& gpuModel) const {
    auto it = params_.gpuSpeed.find(gpuModel);
    return it == params_.gpuSpeed.end() ? 1.0 : at(it->second, c);
}

double SpeedModel::placementFactor(ModelClass c, int nodesSpanned, int racksSpanned) const {
    if (!switches_.placementPenalty || nodesSpanned <= 1)
        return 1.0;
    double f = at(params_.crossNode, c);
    if (racksSpanned > 1)
        f *= params_.crossRack;
    return f;
}

double SpeedModel::interference(ModelClass c, int otherJobsOnNode) const {
    if (!switches_.interference || otherJobsOnNode <= 0)
        return 1.0;
    return std::max(params_.interferenceFloor,
                    1.0 - at(params_.interferencePerJob, c) * otherJobsOnNode);
}

double SpeedModel::rate(const ModelProfile& profile, int gpus, int gpuMilli,
                        const Allocation& alloc, const Cluster& cluster,
                        std::span<const int> jobsOnNode,
                        std::span<const PerClass> nodeGpuSpeed) const {
    if (alloc.shares.empty())
        return 0;
    const ModelClass c = profile.modelClass;
    // A share may hold less of each GPU than the job asks for: a time slice (Gandiva). The job
    // then runs that fraction of the time; its CPU and memory count per GPU-time it holds.
    double timeShare = 1.0;
    // A gang runs at the pace of its slowest task: the least CPU / memory per GPU, the slowest
    // GPU model and the most crowded node decide.
    double cpuPerGpu = std::numeric_limits<double>::max();
    double memPerGpu = std::numeric_limits<double>::max();
    double gpuFactor = std::numeric_limits<double>::max();
    double interferenceFactor = 1.0;
    int racks = 0;
    for (std::size_t i = 0; i < alloc.shares.size(); ++i) {
        const NodeShare& s = alloc.shares[i];
        const double gpuUnits = s.gpus * (s.gpuMilli / 1000.0);
        if (gpuUnits <= 0)
            return 0;
        timeShare = std::min(timeShare, static_cast<double>(s.gpuMilli) / gpuMilli);
        cpuPerGpu = std::min(cpuPerGpu, s.cpus / gpuUnits);
        memPerGpu = std::min(memPerGpu, s.memGb / gpuUnits);
        gpuFactor =
            std::min(gpuFactor, nodeGpuSpeed.empty()
                                    ? gpuSpeed(c, cluster.node(s.node).gpuModel)
                                    : at(nodeGpuSpeed[static_cast<std::size_t>(s.node)], c));
        const int others =
            jobsOnNode.empty() ? 0 : jobsOnNode[static_cast<std::size_t>(s.node)] - 1;
        interferenceFactor = std::min(interferenceFactor, interference(c, others));
        // A rack is counted at its first share (no set: this runs at every rate change, and
        // gangs span few nodes).
        const int rack = cluster.rackOf(s.node);
        const bool seen =
            std::any_of(alloc.shares.begin(), alloc.shares.begin() + static_cast<std::ptrdiff_t>(i),
                        [&](const NodeShare& t) { return cluster.rackOf(t.node) == rack; });
        racks += seen ? 0 : 1;
    }
    const double g = gpus * (gpuMilli / 1000.0) * timeShare;
    return g * throughput(profile, gpus, cpuPerGpu, memPerGpu) * gpuFactor *
           placementFactor(c, static_cast<int>(alloc.shares.size()), racks) * interferenceFactor;
}

} // namespace maifs
