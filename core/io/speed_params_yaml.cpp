#include "core/io/speed_params_yaml.h"

#include "core/io/builtin_resources.h"
#include "core/io/run_writer.h"

#include <algorithm>

namespace maifs {

namespace {

std::vector<double> readLevels(const YamlReader& r, const YAML::Node& n, const std::string& path) {
    r.requireSequence(n, path);
    std::vector<double> levels;
    for (std::size_t i = 0; i < n.size(); ++i) {
        const double v = r.positive(n[i], YamlReader::index(path, i));
        if (!levels.empty() && v <= levels.back())
            r.fail(n[i], YamlReader::index(path, i), "levels must increase");
        levels.push_back(v);
    }
    if (levels.empty())
        r.fail(n, path, "expected at least one level");
    return levels;
}

PerClass readPerClass(const YamlReader& r, const YAML::Node& n, const std::string& path,
                      PerClass values, bool fraction) {
    r.checkKeys(n, path, {"image", "language", "speech", "other"});
    for (const auto& kv : n) {
        const std::string key = kv.first.Scalar();
        const std::string p = YamlReader::join(path, key);
        const double v = fraction ? r.nonNegative(kv.second, p) : r.positive(kv.second, p);
        if (fraction && v > 1)
            r.fail(kv.second, p, "expected a fraction in [0, 1], got " + kv.second.Scalar());
        values[static_cast<int>(*parseModelClass(key))] = v;
    }
    return values;
}

// Synergy's profiles publish a best-case demand beside each matrix; the matrix is the truth (the
// engine derives the point from it), and a published point that disagrees is a data error: the
// profiles once said 62.5 GB for alexnet at 1 GPU, whose matrix peaks only at 125 GB.
void checkBestPoint(const YamlReader& r, const YAML::Node& entry, const std::string& path,
                    const ThroughputMatrix& m) {
    double best = 0;
    for (const auto& row : m.tput)
        for (double v : row)
            best = std::max(best, v);
    double cpu = 0, mem = 0;
    for (std::size_t c = 0; c < m.tput.size() && cpu == 0; ++c)
        for (std::size_t k = 0; k < m.tput[c].size(); ++k)
            if (m.tput[c][k] >= best) {
                cpu = m.cpuLevels[c];
                mem = m.memLevels[k];
                break;
            }
    const auto check = [&](const char* key, double derived) {
        if (!entry[key])
            return;
        const double given = r.positive(entry[key], YamlReader::join(path, key));
        if (given != derived)
            r.fail(entry[key], YamlReader::join(path, key),
                   "the matrix first reaches its maximum " + formatNumber(best) + " at " +
                       formatNumber(cpu) + " CPUs and " + formatNumber(mem) +
                       " GB per GPU, not at " + formatNumber(given) +
                       " (the best point is the fewest CPUs, then the least memory, reaching it)");
    };
    check("best_cpu_per_gpu", cpu);
    check("best_mem_per_gpu_gb", mem);
}

} // namespace

void readModelZoo(const YamlReader& r, const YAML::Node& root, const std::string& path,
                  SpeedParams& params) {
    r.checkKeys(root, path,
                {"cpu_levels_per_gpu", "mem_levels_per_gpu_gb_1gpu", "mem_levels_per_gpu_gb_multi",
                 "models"});
    // Scenario overrides may omit the levels: they then share the shipped zoo's.
    std::vector<double> cpu = {1, 2, 3, 4, 5, 6, 9, 12, 24};
    std::vector<double> mem1 = {20.83, 62.5, 125, 187.5, 250};
    std::vector<double> memMulti = {62.5, 125, 187.5, 250};
    if (root["cpu_levels_per_gpu"])
        cpu =
            readLevels(r, root["cpu_levels_per_gpu"], YamlReader::join(path, "cpu_levels_per_gpu"));
    if (root["mem_levels_per_gpu_gb_1gpu"])
        mem1 = readLevels(r, root["mem_levels_per_gpu_gb_1gpu"],
                          YamlReader::join(path, "mem_levels_per_gpu_gb_1gpu"));
    if (root["mem_levels_per_gpu_gb_multi"])
        memMulti = readLevels(r, root["mem_levels_per_gpu_gb_multi"],
                              YamlReader::join(path, "mem_levels_per_gpu_gb_multi"));

    const std::string modelsPath = YamlReader::join(path, "models");
    const YAML::Node models = root["models"];
    if (!models)
        r.fail(root, modelsPath, "missing: the zoo needs a `models` mapping");
    r.requireMap(models, modelsPath);
    for (const auto& kv : models) {
        const std::string name = kv.first.Scalar();
        const std::string mp = YamlReader::join(modelsPath, name);
        r.checkKeys(kv.second, mp, {"class", "by_gpus"});
        ModelProfile profile;
        profile.name = name;
        const std::string classText = r.text(kv.second["class"], YamlReader::join(mp, "class"));
        const auto cls = parseModelClass(classText);
        if (!cls)
            r.fail(kv.second["class"], YamlReader::join(mp, "class"),
                   "expected image, language, speech or other, got '" + classText + "'");
        profile.modelClass = *cls;
        const YAML::Node byGpus = kv.second["by_gpus"];
        const std::string bp = YamlReader::join(mp, "by_gpus");
        r.requireMap(byGpus, bp);
        for (const auto& g : byGpus) {
            const std::string gp = YamlReader::join(bp, g.first.Scalar());
            const int gpus = static_cast<int>(r.integer(g.first, gp, 1, 1024));
            r.checkKeys(
                g.second, gp,
                {"best_cpu_per_gpu", "best_mem_per_gpu_gb", "max_speedup", "iter_time_s", "tput"});
            ThroughputMatrix m;
            m.cpuLevels = cpu;
            m.memLevels = gpus == 1 ? mem1 : memMulti;
            const YAML::Node rows = g.second["tput"];
            const std::string tp = YamlReader::join(gp, "tput");
            r.requireSequence(rows, tp);
            if (rows.size() != m.cpuLevels.size())
                r.fail(rows, tp,
                       "expected " + std::to_string(m.cpuLevels.size()) +
                           " rows (one per CPU level), got " + std::to_string(rows.size()));
            for (std::size_t i = 0; i < rows.size(); ++i) {
                const std::string rp = YamlReader::index(tp, i);
                r.requireSequence(rows[i], rp);
                if (rows[i].size() != m.memLevels.size())
                    r.fail(rows[i], rp,
                           "expected " + std::to_string(m.memLevels.size()) +
                               " values (one per memory level), got " +
                               std::to_string(rows[i].size()));
                std::vector<double> row;
                for (std::size_t k = 0; k < rows[i].size(); ++k)
                    row.push_back(r.nonNegative(rows[i][k], YamlReader::index(rp, k)));
                m.tput.push_back(std::move(row));
            }
            checkBestPoint(r, g.second, gp, m);
            profile.byGpus[gpus] = std::move(m);
        }
        if (profile.byGpus.empty())
            r.fail(byGpus, bp, "expected at least one GPU-count profile");
        params.zoo[name] = std::move(profile);
    }
}

std::string modelProfileYaml(const ModelProfile& profile) {
    std::string y = "{class: " + std::string(modelClassName(profile.modelClass)) + ", by_gpus: {";
    bool firstGpus = true;
    for (const auto& [gpus, m] : profile.byGpus) {
        y += (firstGpus ? "" : ", ") + std::to_string(gpus) + ": {";
        firstGpus = false;
        y += "tput: [";
        for (std::size_t i = 0; i < m.tput.size(); ++i) {
            y += i == 0 ? "[" : ", [";
            for (std::size_t k = 0; k < m.tput[i].size(); ++k)
                y += (k == 0 ? "" : ", ") + formatNumber(m.tput[i][k]);
            y += "]";
        }
        y += "]}";
    }
    return y + "}}";
}

void readSpeedOverrides(const YamlReader& r, const YAML::Node& root, const std::string& path,
                        SpeedParams& params) {
    if (!root || root.IsNull())
        return;
    r.checkKeys(root, path, {"gpu_speed", "placement", "interference", "class_mix", "zoo"});
    if (const YAML::Node g = root["gpu_speed"]) {
        const std::string gp = YamlReader::join(path, "gpu_speed");
        r.requireMap(g, gp);
        for (const auto& kv : g) {
            const std::string model = kv.first.Scalar();
            PerClass base =
                params.gpuSpeed.count(model) ? params.gpuSpeed[model] : PerClass{1, 1, 1, 1};
            params.gpuSpeed[model] =
                readPerClass(r, kv.second, YamlReader::join(gp, model), base, false);
        }
    }
    if (const YAML::Node p = root["placement"]) {
        const std::string pp = YamlReader::join(path, "placement");
        r.checkKeys(p, pp, {"cross_node", "cross_rack"});
        if (p["cross_node"])
            params.crossNode = readPerClass(r, p["cross_node"], YamlReader::join(pp, "cross_node"),
                                            params.crossNode, true);
        if (p["cross_rack"]) {
            const std::string cp = YamlReader::join(pp, "cross_rack");
            params.crossRack = r.nonNegative(p["cross_rack"], cp);
            if (params.crossRack > 1)
                r.fail(p["cross_rack"], cp, "expected a fraction in [0, 1]");
        }
    }
    if (const YAML::Node i = root["interference"]) {
        const std::string ip = YamlReader::join(path, "interference");
        r.checkKeys(i, ip, {"per_job", "floor"});
        if (i["per_job"])
            params.interferencePerJob = readPerClass(
                r, i["per_job"], YamlReader::join(ip, "per_job"), params.interferencePerJob, true);
        if (i["floor"]) {
            const std::string fp = YamlReader::join(ip, "floor");
            params.interferenceFloor = r.nonNegative(i["floor"], fp);
            if (params.interferenceFloor > 1)
                r.fail(i["floor"], fp, "expected a fraction in [0, 1]");
        }
    }
    if (const YAML::Node m = root["class_mix"]) {
        const std::string mp = YamlReader::join(path, "class_mix");
        PerClass mix{0, 0, 0, 0};
        r.checkKeys(m, mp, {"image", "language", "speech", "other"});
        for (const auto& kv : m)
            mix[static_cast<int>(*parseModelClass(kv.first.Scalar()))] =
                r.nonNegative(kv.second, YamlReader::join(mp, kv.first.Scalar()));
        if (mix[0] + mix[1] + mix[2] + mix[3] <= 0)
            r.fail(m, mp, "expected at least one class with a weight > 0");
        params.classMix = mix;
    }
    if (const YAML::Node z = root["zoo"])
        readModelZoo(r, z, YamlReader::join(path, "zoo"), params);
}

const SpeedParams& builtinSpeedParams() {
    static const SpeedParams params = [] {
        SpeedParams p;
        const YamlReader zooReader("resources/model_zoo.yaml");
        readModelZoo(zooReader, zooReader.parse(std::string(builtinModelZooYaml())), "", p);
        const YamlReader speedReader("resources/speed_model.yaml");
        readSpeedOverrides(speedReader, speedReader.parse(std::string(builtinSpeedModelYaml())), "",
                           p);
        return p;
    }();
    return params;
}

} // namespace maifs
