#include "core/io/scenario_writer.h"

#include "core/io/atomic_file.h"
#include "core/io/run_writer.h"

#include <filesystem>
#include <fstream>
#include <stdexcept>

namespace maifs {

namespace {

// YAML double-quoted scalar: safe for any id or name.
std::string quoted(const std::string& s) {
    std::string q = "\"";
    for (char c : s) {
        if (c == '"' || c == '\\')
            q += '\\';
        q += c;
    }
    return q + '"';
}

} // namespace

std::string jobsYaml(const std::vector<Job>& jobs) {
    std::string s = "workload:\n  jobs:\n";
    for (const auto& j : jobs) {
        s += "    - {id: " + quoted(j.id) + ", submit: " + formatNumber(j.submit) +
             ", gpus: " + std::to_string(j.gpus);
        if (j.gpuMilli != 1000)
            s += ", gpu_milli: " + std::to_string(j.gpuMilli);
        if (j.cpus > 0)
            s += ", cpus: " + formatNumber(j.cpus);
        if (j.memGb > 0)
            s += ", mem_gb: " + formatNumber(j.memGb);
        if (!j.model.empty())
            s += ", model: " + quoted(j.model);
        if (!j.user.empty())
            s += ", user: " + quoted(j.user);
        if (!j.vc.empty())
            s += ", vc: " + quoted(j.vc);
        if (!j.gpuSpec.empty())
            s += ", gpu_spec: " + quoted(j.gpuSpec);
        s += ", duration: " + formatNumber(j.duration) + "}\n";
    }
    if (jobs.empty())
        s = "workload:\n  jobs: []\n";
    return s;
}

std::string nodesYaml(const std::vector<Node>& nodes) {
    std::string s = "cluster:\n  nodes:\n";
    for (const auto& n : nodes) {
        s += "    - {id: " + quoted(n.id) + ", rack: " + quoted(n.rack);
        if (n.gpus > 0)
            s += ", gpu_model: " + quoted(n.gpuModel);
        s += ", gpus: " + std::to_string(n.gpus) + ", cpus: " + formatNumber(n.cpus) +
             ", mem_gb: " + formatNumber(n.memGb) +
             ", interconnect: " + (n.interconnect == Interconnect::NvLink ? "nvlink" : "pcie") +
             "}\n";
    }
    if (nodes.empty())
        s = "cluster:\n  nodes: []\n";
    return s;
}

void writeJobsYaml(const std::string& path, const std::vector<Job>& jobs) {
    writeFileAtomically(path, jobsYaml(jobs));
}

void writeNodesYaml(const std::string& path, const std::vector<Node>& nodes) {
    writeFileAtomically(path, nodesYaml(nodes));
}

} // namespace maifs
