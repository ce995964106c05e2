#pragma once

#include "core/marl/maifs_config.h"
#include "core/model/scenario.h"

#include <optional>
#include <vector>

namespace maifs::marl {

// Episodes are windows of `episodeJobs` consecutive jobs of the scenario's workload (resolved
// with the scenario's own seed, so the windows are fixed), submit times rebased to the window's
// first arrival. The first `trainFraction` of the windows train; the rest are held out for
// evaluation, so that no job a policy is evaluated on was seen in training. Cluster events and
// the measurement window do not carry over into windows.
// With `validationWindows` k > 0 the last k training windows are not trained on but validate
// (training picks its best iteration on them: `keep_best`), still disjoint from the held-out ones.
// With `validationLeadJobs` (and k > 0), `validationRun` is the k validation windows as one
// scenario after that many training jobs, measured from the first validation job on.
struct EpisodeWindows {
    std::vector<Scenario> train;
    std::vector<Scenario> validation;
    std::vector<Scenario> heldOut;
    std::optional<Scenario> validationRun;
};

// Throws InputError when the workload has fewer than two windows' worth of jobs, or too few
// training windows to set k aside and still train on one.
EpisodeWindows episodeWindows(const Scenario& scenario, const MaifsConfig& config);

// The jobs no training under `config` can have seen (those after the training and validation
// windows, the trace's tail beyond the last whole window included; at least the last
// 1 - trainFraction of the trace), cut into `count` windows of equal size, rebased like episodes:
// the evaluation protocol's windows (`maifs evaluate`). Fewer windows when the tail holds fewer
// than `count` x `minJobs` jobs; InputError when it holds fewer than 2 x `minJobs`.
std::vector<Scenario> evaluationWindows(const Scenario& scenario, const MaifsConfig& config,
                                        int count, int minJobs);

// The same jobs as evaluationWindows, as one scenario (rebased to its first job) with each
// window's submit times to measure: a scheduler runs them in one go, so that a window starts
// with the queue and the running jobs the ones before it left (`maifs evaluate --continuous`).
// Window w measures the jobs submitted from its first job's submit time up to (not including)
// the next window's; the last one to the end.
struct EvaluationSegment {
    Scenario scenario;
    std::vector<MeasurementWindow> windows;
};
EvaluationSegment evaluationSegment(const Scenario& scenario, const MaifsConfig& config, int count,
                                    int minJobs);

// The curriculum (`curriculum`): how many of the first training windows, ordered by
// non-decreasing cluster size (`sizes`, in GPUs), episode `e` of `total` may draw: the smallest
// clusters first, each larger size joining after its share of the episodes (two sizes: the first
// half of training on the smaller cluster only, then all).
std::size_t curriculumWindows(const std::vector<int>& sizes, int e, int total);

} // namespace maifs::marl
