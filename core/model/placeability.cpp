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

std::string whyNeverPlaceable(const Job& job, std::span<const Node> nodes) {
    long long allowed = 0; // GPUs on nodes whose model the gpu_spec allows
    long long any = 0;
    for (const Node& n : nodes) {
        any += n.gpus;
        if (gpuSpecAllows(job.gpuSpec, n.gpuModel))
            allowed += n.gpus;
    }
    if (allowed >= job.gpus)
        return {};
    const std::string need = std::to_string(job.gpus) + (job.gpus == 1 ? " GPU" : " GPUs");
    if (job.gpuSpec.empty())
        return "needs " + need + ", the cluster has " + std::to_string(any) + " in all";
    return "needs " + need + " of " + job.gpuSpec + ", the cluster has " + std::to_string(allowed) +
           " such";
}

} // namespace maifs
