#include "core/marl/episode_windows.h"

#include "core/sim/workload.h"
#include "core/util/input_error.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace maifs::marl {

namespace {

// Each window copies this, not the scenario: a copy of the whole trace per window keeps its
// capacity after the window's jobs are assigned (philly-full in 10-job windows: 8,224 copies of
// 82,247 jobs, beyond 24 GB).
Scenario withoutWorkload(const Scenario& scenario) {
    Scenario base = scenario;
    base.jobs = {};
    base.synthetic.clear();
    base.events.clear();
    base.imports.clear();
    base.window = {};
    return base;
}

// Jobs [begin, end), with the `warm` jobs before them ahead (warm starts: measured from the
// first of the window's own jobs on), submit times rebased to the first job held.
Scenario window(const Scenario& base, std::string name, const std::vector<Job>& jobs,
                std::size_t begin, std::size_t end, std::size_t warm = 0) {
    Scenario s = base;
    s.name = std::move(name);
    const std::size_t first = begin - std::min(begin, warm);
    s.jobs.assign(jobs.begin() + static_cast<std::ptrdiff_t>(first),
                  jobs.begin() + static_cast<std::ptrdiff_t>(end));
    const double origin = s.jobs.front().submit;
    for (auto& j : s.jobs)
        j.submit -= origin;
    if (first < begin)
        s.window.from = s.jobs[begin - first].submit;
    return s;
}

// The number of windows that train (validation included) when the trace has `count` windows.
std::size_t trainingWindows(std::size_t count, double trainFraction) {
    return std::clamp<std::size_t>(
        static_cast<std::size_t>(static_cast<double>(count) * trainFraction), 1, count - 1);
}

} // namespace

EpisodeWindows episodeWindows(const Scenario& scenario, const MaifsConfig& config) {
    const std::vector<Job> jobs = resolveJobs(scenario, scenario.seed);
    const auto size = static_cast<std::size_t>(config.episodeJobs);
    const std::size_t count = jobs.size() / size;
    if (count < 2)
        throw InputError(scenario.sourceFile, 0, 0, "episode_jobs",
                         "the workload has " + std::to_string(jobs.size()) +
                             " jobs: fewer than two windows of " + std::to_string(size) +
                             " (one to train on, one held out); lower episode_jobs");
    const std::size_t trainCount = trainingWindows(count, config.trainFraction);
    EpisodeWindows out;
    const Scenario base = withoutWorkload(scenario);
    // Held-out windows start cold: their warm jobs would be training jobs.
    const auto warm = static_cast<std::size_t>(config.warmJobs);
    for (std::size_t w = 0; w < count; ++w)
        (w < trainCount ? out.train : out.heldOut)
            .push_back(window(base,
                              scenario.name + " window " + std::to_string(w + 1) + "/" +
                                  std::to_string(count),
                              jobs, w * size, (w + 1) * size, w < trainCount ? warm : 0));
    const auto k = static_cast<std::size_t>(config.validationWindows);
    if (k >= out.train.size() && k > 0)
        throw InputError(scenario.sourceFile, 0, 0, "validation_windows",
                         "only " + std::to_string(out.train.size()) + " training window(s) of " +
                             std::to_string(size) + " jobs: setting " + std::to_string(k) +
                             " aside for validation leaves none to train on");
    if (k > 0 && config.validationLeadJobs > 0) {
        const std::size_t first = (trainCount - k) * size;
        out.validationRun =
            window(base, scenario.name + " validation run", jobs, first, trainCount * size,
                   static_cast<std::size_t>(config.validationLeadJobs));
    }
    out.validation.assign(std::make_move_iterator(out.train.end() - static_cast<std::ptrdiff_t>(k)),
                          std::make_move_iterator(out.train.end()));
    out.train.resize(out.train.size() - k);
    return out;
}

namespace {

// Where the evaluation windows lie in the resolved jobs: `count` windows of `per` jobs from
// `first`.
struct EvaluationCut {
    std::vector<Job> jobs;
    std::size_t first = 0, count = 0, per = 0;
};

EvaluationCut evaluationCut(const Scenario& scenario, const MaifsConfig& config, int count,
                            int minJobs) {
    EvaluationCut cut;
    cut.jobs = resolveJobs(scenario, scenario.seed);
    const std::size_t total = cut.jobs.size();
    const auto size = static_cast<std::size_t>(config.episodeJobs);
    // Where training under this config stops: after its training windows, or (a trace too short
    // to train on in such windows) after the trainFraction share.
    cut.first =
        static_cast<std::size_t>(std::ceil(static_cast<double>(total) * config.trainFraction));
    if (const std::size_t whole = total / size; whole >= 2)
        cut.first = std::max(cut.first, trainingWindows(whole, config.trainFraction) * size);
    const std::size_t tail = total - std::min(cut.first, total);
    const auto least = static_cast<std::size_t>(std::max(1, minJobs));
    if (tail < 2 * least)
        throw InputError(scenario.sourceFile, 0, 0, "episode_jobs",
                         "the " + std::to_string(tail) +
                             " jobs after the training windows are fewer than two evaluation "
                             "windows of " +
                             std::to_string(least));
    cut.count = std::min<std::size_t>(static_cast<std::size_t>(count), tail / least);
    cut.per = tail / cut.count;
    return cut;
}

} // namespace

std::vector<Scenario> evaluationWindows(const Scenario& scenario, const MaifsConfig& config,
                                        int count, int minJobs) {
    const EvaluationCut cut = evaluationCut(scenario, config, count, minJobs);
    const Scenario base = withoutWorkload(scenario);
    std::vector<Scenario> out;
    for (std::size_t w = 0; w < cut.count; ++w)
        out.push_back(window(base,
                             scenario.name + " evaluation window " + std::to_string(w + 1) + "/" +
                                 std::to_string(cut.count),
                             cut.jobs, cut.first + w * cut.per, cut.first + (w + 1) * cut.per));
    return out;
}

EvaluationSegment evaluationSegment(const Scenario& scenario, const MaifsConfig& config, int count,
                                    int minJobs) {
    const EvaluationCut cut = evaluationCut(scenario, config, count, minJobs);
    EvaluationSegment out;
    out.scenario = window(withoutWorkload(scenario), scenario.name + " evaluation segment",
                          cut.jobs, cut.first, cut.first + cut.count * cut.per);
    for (std::size_t w = 0; w < cut.count; ++w) {
        MeasurementWindow m;
        m.from = out.scenario.jobs[w * cut.per].submit;
        if (w + 1 < cut.count)
            m.to = std::nextafter(out.scenario.jobs[(w + 1) * cut.per].submit,
                                  -std::numeric_limits<double>::infinity());
        out.windows.push_back(m);
    }
    return out;
}

std::size_t curriculumWindows(const std::vector<int>& sizes, int e, int total) {
    if (sizes.empty())
        return 0;
    std::vector<int> distinct = sizes;
    distinct.erase(std::unique(distinct.begin(), distinct.end()), distinct.end());
    const auto k = static_cast<long long>(distinct.size());
    const auto stage = std::min(k - 1, static_cast<long long>(e) * k / std::max(1, total));
    const int upTo = distinct[static_cast<std::size_t>(stage)];
    return static_cast<std::size_t>(std::ranges::count_if(sizes, [&](int n) { return n <= upTo; }));
}

} // namespace maifs::marl
