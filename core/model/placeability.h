#pragma once

#include "core/model/job.h"
#include "core/model/node.h"

#include <map>
#include <string>
#include <vector>

namespace maifs {

// True when the node's GPU model satisfies the job's gpu_spec ("V100M16|V100M32"; empty = any).
bool gpuSpecAllows(const std::string& spec, const std::string& gpuModel);

// Whether any allocation on a set of nodes could ever hold a job. Only GPUs and gpu_spec can rule
// a job out: a gang may span nodes, and CPU / memory follow the GPUs taken (every allocation mode
// sizes them per GPU), so a request is never a hard constraint here.
class Placeability {
public:
    // `nodes`: every node that is alive at some time of the run (the cluster and those added).
    explicit Placeability(std::vector<Node> nodes)
        : nodes_(std::move(nodes)) {}

    // Why no allocation could hold the job, or "" when one could. Cached per gpu_spec: a trace of
    // 100k jobs on 1,000 nodes costs one scan per distinct spec.
    std::string whyNever(const Job& job);

private:
    long long gpusAllowed(const std::string& spec);

    std::vector<Node> nodes_;
    std::map<std::string, long long> allowed_; // gpu_spec -> GPUs on nodes it allows
};

} // namespace maifs
