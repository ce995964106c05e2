#include "core/metrics/summary.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

namespace maifs {

MeanSd meanAndSd(const std::vector<double>& values) {
    if (values.empty())
        return {std::numeric_limits<double>::quiet_NaN(), 0};
    MeanSd r;
    for (double v : values)
        r.mean += v;
    r.mean /= static_cast<double>(values.size());
    double var = 0;
    for (double v : values)
        var += (v - r.mean) * (v - r.mean);
    r.sd = values.size() > 1 ? std::sqrt(var / static_cast<double>(values.size() - 1)) : 0;
    return r;
}

double percentile(const std::vector<double>& sorted, double p) {
    if (sorted.empty())
        return 0;
    const double rank = std::ceil(p / 100.0 * static_cast<double>(sorted.size()));
    const auto idx =
        static_cast<std::size_t>(std::clamp(rank, 1.0, static_cast<double>(sorted.size()))) - 1;
    return sorted[idx];
}

namespace {

double mean(const std::vector<double>& v) {
    return v.empty() ? 0 : std::accumulate(v.begin(), v.end(), 0.0) / static_cast<double>(v.size());
}

} // namespace

Summary summarize(const RunRecord& run) {
    Summary s;
    std::vector<double> jct, wait, rho, fastest;
    double firstSubmit = std::numeric_limits<double>::infinity();
    double lastFinish = -std::numeric_limits<double>::infinity();
    for (const auto& j : run.jobs) {
        s.preemptions += j.preemptions;
        if (!run.window.contains(j.job.submit))
            continue;
        ++s.jobs;
        firstSubmit = std::min(firstSubmit, j.job.submit);
        if (!j.finished())
            continue;
        ++s.jobsFinished;
        lastFinish = std::max(lastFinish, j.finish);
        jct.push_back(j.jct());
        wait.push_back(j.wait());
        if (j.isolatedJct > 0 && std::isfinite(j.isolatedJct))
            rho.push_back(j.jct() / j.isolatedJct);
        fastest.push_back(j.fastestJct);
    }
    s.rejectedActions = run.rejectedActions;
    std::sort(jct.begin(), jct.end());
    std::sort(wait.begin(), wait.end());
    s.meanJct = mean(jct);
    s.meanFastestJct = mean(fastest);
    s.p50Jct = percentile(jct, 50);
    s.p95Jct = percentile(jct, 95);
    s.p99Jct = percentile(jct, 99);
    s.maxJct = jct.empty() ? 0 : jct.back();
    s.meanWait = mean(wait);
    s.p50Wait = percentile(wait, 50);
    s.p95Wait = percentile(wait, 95);
    s.p99Wait = percentile(wait, 99);
    s.maxWait = wait.empty() ? 0 : wait.back();
    s.meanRho = mean(rho);
    s.maxRho = rho.empty() ? 0 : *std::max_element(rho.begin(), rho.end());
    if (s.jobsFinished == 0) {
        // No finished job has no JCT: NaN (null in summary.json, "nan" in CSV), never a 0 that
        // reads like a perfect result.
        const double none = std::numeric_limits<double>::quiet_NaN();
        for (double* v :
             {&s.meanJct, &s.p50Jct, &s.p95Jct, &s.p99Jct, &s.maxJct, &s.meanWait, &s.p50Wait,
              &s.p95Wait, &s.p99Wait, &s.maxWait, &s.makespan, &s.meanRho, &s.maxRho})
            *v = none;
        return s;
    }
    s.makespan = lastFinish - firstSubmit;

    // Piecewise-constant integrals of the series over [first submit, last finish].
    double cap[3] = {0, 0, 0}, alloc[3] = {0, 0, 0}, eff[3] = {0, 0, 0};
    for (std::size_t i = 0; i < run.series.size(); ++i) {
        const TimeSample& x = run.series[i];
        const double t0 = std::max(x.t, firstSubmit);
        const double t1 =
            std::min(i + 1 < run.series.size() ? run.series[i + 1].t : lastFinish, lastFinish);
        if (t1 <= t0)
            continue;
        const double dt = t1 - t0;
        cap[0] += x.gpuCap * dt;
        cap[1] += x.cpuCap * dt;
        cap[2] += x.memCap * dt;
        alloc[0] += x.gpuAlloc * dt;
        alloc[1] += x.cpuAlloc * dt;
        alloc[2] += x.memAlloc * dt;
        eff[0] += x.gpuEff * dt;
        eff[1] += x.cpuEff * dt;
        eff[2] += x.memEff * dt;
    }
    const auto ratio = [](double a, double b) {
        return b > 0 ? a / b : 0.0;
    };
    s.gpuUtil = ratio(alloc[0], cap[0]);
    s.cpuUtil = ratio(alloc[1], cap[1]);
    s.memUtil = ratio(alloc[2], cap[2]);
    s.gpuEffUtil = ratio(eff[0], cap[0]);
    s.cpuEffUtil = ratio(eff[1], cap[1]);
    s.memEffUtil = ratio(eff[2], cap[2]);
    return s;
}

} // namespace maifs
