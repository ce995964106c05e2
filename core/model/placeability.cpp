#include "core/model/placeability.h"

namespace maifs {

bool gpuSpecAllows(const std::string& spec, const std::string& gpuModel) {
    if (spec.empty())
        return true;
    std::size_t start = 0;
    while (start <= spec.size()) {
        const std::size_t bar = spec.find('|', start);
        const std::size_t end = bar == std::string::npos ? spec.size() : bar;
        if (spec.compare(start, end - start, gpuModel) == 0)
            return true;
        if (bar == std::string::npos)
            break;
        start = bar + 1;
    }
    return false;
}

long long Placeability::gpusAllowed(const std::string& spec) {
    if (auto it = allowed_.find(spec); it != allowed_.end())
        return it->second;
    long long gpus = 0;
    for (const Node& n : nodes_)
        if (gpuSpecAllows(spec, n.gpuModel))
            gpus += n.gpus;
    allowed_.emplace(spec, gpus);
    return gpus;
}

std::string Placeability::whyNever(const Job& job) {
    const long long allowed = gpusAllowed(job.gpuSpec);
    if (allowed >= job.gpus)
        return {};
    const std::string need = std::to_string(job.gpus) + (job.gpus == 1 ? " GPU" : " GPUs");
    if (job.gpuSpec.empty())
        return "needs " + need + ", the cluster has " + std::to_string(allowed) + " in all";
    return "needs " + need + " of " + job.gpuSpec + ", the cluster has " + std::to_string(allowed) +
           " such";
}

} // namespace maifs
