#include "core/model/job_filter.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace maifs {

bool JobFilter::accepts(const Job& job) const {
    return (vc.empty() || job.vc == vc) && (gpus == 0 || job.gpus == gpus) &&
           (model.empty() || job.model == model) && job.submit >= fromS && job.submit <= toS &&
           (idContains.empty() || job.id.find(idContains) != std::string::npos);
}

Histogram arrivalsPerHour(const std::vector<Job>& jobs, const std::vector<std::size_t>& which) {
    Histogram h;
    if (which.empty())
        return h;
    double lo = jobs[which.front()].submit, hi = lo;
    for (std::size_t i : which) {
        lo = std::min(lo, jobs[i].submit);
        hi = std::max(hi, jobs[i].submit);
    }
    const double first = std::floor(lo / 3600.0);
    const auto bins = static_cast<std::size_t>(std::floor(hi / 3600.0) - first) + 1;
    h.counts.assign(bins, 0);
    for (std::size_t b = 0; b <= bins; ++b)
        h.edges.push_back((first + static_cast<double>(b)) * 3600.0);
    for (std::size_t i : which)
        ++h.counts[static_cast<std::size_t>(std::floor(jobs[i].submit / 3600.0) - first)];
    return h;
}

Histogram durationsLog(const std::vector<Job>& jobs, const std::vector<std::size_t>& which) {
    Histogram h;
    if (which.empty())
        return h;
    constexpr double kPerDecade = 4;
    const auto bin = [](double seconds) {
        return static_cast<int>(std::floor(std::log10(std::max(seconds, 1.0)) * kPerDecade));
    };
    int lo = bin(jobs[which.front()].duration), hi = lo;
    for (std::size_t i : which) {
        lo = std::min(lo, bin(jobs[i].duration));
        hi = std::max(hi, bin(jobs[i].duration));
    }
    h.counts.assign(static_cast<std::size_t>(hi - lo + 1), 0);
    for (int b = lo; b <= hi + 1; ++b)
        h.edges.push_back(std::pow(10.0, b / kPerDecade));
    for (std::size_t i : which)
        ++h.counts[static_cast<std::size_t>(bin(jobs[i].duration) - lo)];
    return h;
}

Histogram gpuDemand(const std::vector<Job>& jobs, const std::vector<std::size_t>& which) {
    std::map<int, int> byGpus;
    for (std::size_t i : which)
        ++byGpus[jobs[i].gpus];
    Histogram h;
    for (const auto& [gpus, count] : byGpus) {
        h.edges.push_back(gpus);
        h.counts.push_back(count);
    }
    if (!h.edges.empty())
        h.edges.push_back(h.edges.back() + 1);
    return h;
}

} // namespace maifs
