#include "core/metrics/evaluation.h"

#include <algorithm>
#include <map>
#include <set>
#include <stdexcept>

namespace maifs {

namespace {

// The mean over seeds of one figure, per window (windows in order).
std::vector<double> perWindow(const std::vector<const EvaluationRun*>& runs, int windows,
                              double Summary::*field) {
    std::vector<double> sum(static_cast<std::size_t>(windows), 0.0);
    std::vector<int> count(static_cast<std::size_t>(windows), 0);
    for (const auto* r : runs) {
        sum[static_cast<std::size_t>(r->window)] += r->summary.*field;
        ++count[static_cast<std::size_t>(r->window)];
    }
    for (std::size_t w = 0; w < sum.size(); ++w)
        sum[w] /= count[w];
    return sum;
}

// The mean over windows (summary.h's; NaN for none).
double mean(const std::vector<double>& v) {
    return meanAndSd(v).mean;
}

bool sameFigures(const Summary& a, const Summary& b) {
    return a.meanJct == b.meanJct && a.p95Jct == b.p95Jct && a.makespan == b.makespan &&
           a.jobsFinished == b.jobsFinished;
}

} // namespace

Evaluation evaluate(const std::vector<EvaluationRun>& runs,
                    const std::function<bool(const std::string&)>& isYardstick) {
    Evaluation e;
    std::vector<std::string> order;
    std::map<std::string, std::vector<const EvaluationRun*>> bySched;
    std::set<std::pair<int, std::uint64_t>> cells;
    std::set<std::uint64_t> seeds;
    for (const auto& r : runs) {
        if (r.window < 0)
            throw std::invalid_argument("evaluate: negative window index");
        if (!bySched.contains(r.scheduler))
            order.push_back(r.scheduler);
        bySched[r.scheduler].push_back(&r);
        cells.insert({r.window, r.seed});
        seeds.insert(r.seed);
        e.windows = std::max(e.windows, r.window + 1);
    }
    e.seeds = static_cast<int>(seeds.size());
    for (const auto& [id, list] : bySched) {
        std::set<std::pair<int, std::uint64_t>> mine;
        for (const auto* r : list)
            if (!mine.insert({r->window, r->seed}).second)
                throw std::invalid_argument("evaluate: " + id + " ran window " +
                                            std::to_string(r->window + 1) + " with seed " +
                                            std::to_string(r->seed) + " twice");
        if (mine != cells)
            throw std::invalid_argument("evaluate: " + id +
                                        " lacks some window x seed the others ran");
    }
    if (runs.empty())
        return e;

    std::map<std::string, std::vector<double>> jct, p95, makespan;
    for (const auto& id : order) {
        const auto& list = bySched[id];
        jct[id] = perWindow(list, e.windows, &Summary::meanJct);
        p95[id] = perWindow(list, e.windows, &Summary::p95Jct);
        makespan[id] = perWindow(list, e.windows, &Summary::makespan);
    }
    for (const auto& id : order)
        if (isYardstick(id) && (e.best.empty() || mean(jct[id]) < mean(jct[e.best])))
            e.best = id;

    if (!e.best.empty())
        e.contentionFreeJct = mean(perWindow(bySched[e.best], e.windows, &Summary::meanFastestJct));
    for (const auto& id : order) {
        EvaluationRow row;
        row.scheduler = id;
        row.yardstick = isYardstick(id);
        row.meanJct = mean(jct[id]);
        row.p95Jct = mean(p95[id]);
        row.makespan = mean(makespan[id]);
        row.meanWait = mean(perWindow(bySched[id], e.windows, &Summary::meanWait));
        if (!e.best.empty()) {
            row.jctVsBest = pairedDifference(jct[id], jct[e.best]);
            row.p95VsBest = pairedDifference(p95[id], p95[e.best]);
            row.makespanVsBest = pairedDifference(makespan[id], makespan[e.best]);
        }
        for (const auto* r : bySched[id]) {
            row.startsBelowFloor += r->startsBelowFloor;
            row.rejectedActions += r->summary.rejectedActions;
            row.undrainedRuns += r->drained ? 0 : 1;
            for (const auto* other : bySched[id])
                row.seedSensitive = row.seedSensitive || (other->window == r->window &&
                                                          !sameFigures(other->summary, r->summary));
        }
        e.rows.push_back(std::move(row));
    }
    return e;
}

} // namespace maifs
