#include "core/marl/maifs_config.h"

#include "core/io/csv_reader.h"
#include "core/io/yaml_reader.h"
#include "core/util/input_error.h"

#include <algorithm>
#include <cstdio>
#include <functional>
#include <sstream>

namespace maifs::marl {

namespace {

// One table drives writing, reading and the list of allowed keys, so they cannot drift apart.
struct Field {
    const char* key;
    std::function<std::string(const MaifsConfig&)> write;
    std::function<void(MaifsConfig&, const YamlReader&, const YAML::Node&, const std::string&)>
        read;
};

std::string num(double v) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.17g", v);
    return buf;
}

Field intField(const char* key, int MaifsConfig::*m, long long min, long long max) {
    return {key, [m](const MaifsConfig& c) { return std::to_string(c.*m); },
            [m, min, max](MaifsConfig& c, const YamlReader& r, const YAML::Node& n,
                          const std::string& path) {
                c.*m = static_cast<int>(r.integer(n, path, min, max));
            }};
}

Field realField(const char* key, double MaifsConfig::*m, bool positive) {
    return {key, [m](const MaifsConfig& c) { return num(c.*m); },
            [m, positive](MaifsConfig& c, const YamlReader& r, const YAML::Node& n,
                          const std::string& path) {
                c.*m = positive ? r.positive(n, path) : r.nonNegative(n, path);
            }};
}

Field boolField(const char* key, bool MaifsConfig::*m) {
    return {key, [m](const MaifsConfig& c) { return std::string(c.*m ? "true" : "false"); },
            [m](MaifsConfig& c, const YamlReader& r, const YAML::Node& n, const std::string& path) {
                c.*m = r.boolean(n, path);
            }};
}

const std::vector<Field>& fields() {
    static const std::vector<Field> f = {
        intField("window", &MaifsConfig::window, 1, 64),
        intField("micro_rounds", &MaifsConfig::microRounds, 1, 64),
        boolField("shortest_first_window", &MaifsConfig::shortestFirstWindow),
        boolField("fungible", &MaifsConfig::fungible),
        intField("running_slots", &MaifsConfig::runningSlots, 0, 16),
        realField("preempt_to_admit", &MaifsConfig::preemptToAdmit, false),
        boolField("context_features", &MaifsConfig::contextFeatures),
        boolField("round_retune", &MaifsConfig::roundRetune),
        boolField("work_conserving", &MaifsConfig::workConserving),
        boolField("idle_over_starving", &MaifsConfig::idleOverStarving),
        boolField("never_below_floor", &MaifsConfig::neverBelowFloor),
        realField("request_memory_speed_floor", &MaifsConfig::requestMemorySpeedFloor, false),
        boolField("consolidate_gangs", &MaifsConfig::consolidateGangs),
        boolField("shrink_to_admit", &MaifsConfig::shrinkToAdmit),
        boolField("serve_by_offer", &MaifsConfig::serveByOffer),
        realField("reward_scale_s", &MaifsConfig::rewardScaleS, true),
        realField("makespan_weight", &MaifsConfig::makespanWeight, false),
        realField("conflict_penalty", &MaifsConfig::conflictPenalty, false),
        intField("hidden", &MaifsConfig::hidden, 8, 1024),
        boolField("coordination_graph", &MaifsConfig::coordinationGraph),
        boolField("attention_critic", &MaifsConfig::attentionCritic),
        intField("critic_heads", &MaifsConfig::criticHeads, 1, 16),
        realField("gamma", &MaifsConfig::gamma, false),
        realField("lr_actor", &MaifsConfig::lrActor, true),
        realField("lr_critic", &MaifsConfig::lrCritic, true),
        realField("tau", &MaifsConfig::tau, true),
        intField("batch", &MaifsConfig::batch, 1, 65536),
        intField("buffer_steps", &MaifsConfig::bufferSteps, 16, 10000000),
        intField("replay_memory_mb", &MaifsConfig::replayMemoryMb, 16, 1048576),
        intField("critic_agents", &MaifsConfig::criticAgents, 0, 1000000),
        realField("updates_per_100_steps", &MaifsConfig::updatesPer100Steps, false),
        realField("alpha", &MaifsConfig::alpha, false),
        boolField("learn_alpha", &MaifsConfig::learnAlpha),
        realField("target_entropy_ratio", &MaifsConfig::targetEntropyRatio, false),
        realField("grad_clip_critic", &MaifsConfig::gradClipCritic, true),
        realField("grad_clip_actor", &MaifsConfig::gradClipActor, true),
        realField("attention_logit_reg", &MaifsConfig::attentionLogitReg, false),
        realField("policy_logit_reg", &MaifsConfig::policyLogitReg, false),
        intField("imitation_episodes", &MaifsConfig::imitationEpisodes, 0, 1000000),
        realField("imitation_weight", &MaifsConfig::imitationWeight, false),
        boolField("rollout_teacher", &MaifsConfig::rolloutTeacher),
        boolField("rollout_clairvoyant", &MaifsConfig::rolloutClairvoyant),
        realField("rollout_margin", &MaifsConfig::rolloutMargin, false),
        boolField("rollout_dagger", &MaifsConfig::rolloutDagger),
        boolField("rollout_agent_labels", &MaifsConfig::rolloutAgentLabels),
        realField("rule_prior", &MaifsConfig::rulePrior, false),
        intField("episode_jobs", &MaifsConfig::episodeJobs, 2, 1000000),
        realField("train_fraction", &MaifsConfig::trainFraction, true),
        intField("parallel_envs", &MaifsConfig::parallelEnvs, 1, 64),
        intField("warm_jobs", &MaifsConfig::warmJobs, 0, 1000000),
        boolField("warm_by_policy", &MaifsConfig::warmByPolicy),
        boolField("curriculum", &MaifsConfig::curriculum),
        realField("arrival_scale_min", &MaifsConfig::arrivalScaleMin, true),
        realField("arrival_scale_max", &MaifsConfig::arrivalScaleMax, true),
        realField("cpu_scale_min", &MaifsConfig::cpuScaleMin, true),
        realField("cpu_scale_max", &MaifsConfig::cpuScaleMax, true),
        boolField("node_shapes", &MaifsConfig::nodeShapes),
        intField("validation_windows", &MaifsConfig::validationWindows, 0, 1000),
        intField("validation_lead_jobs", &MaifsConfig::validationLeadJobs, 0, 1000000),
        boolField("keep_best", &MaifsConfig::keepBest),
    };
    return f;
}

} // namespace

std::string MaifsConfig::toText() const {
    std::string s;
    for (const auto& f : fields())
        s += std::string(f.key) + ": " + f.write(*this) + "\n";
    return s;
}

MaifsConfig MaifsConfig::fromText(const std::string& text, const std::string& file) {
    const YamlReader r(file);
    const YAML::Node root = r.parse(text);
    MaifsConfig c;
    if (!root || root.IsNull())
        return c;
    r.requireMap(root, "");
    for (auto it = root.begin(); it != root.end(); ++it) {
        const std::string key = r.text(it->first, "");
        const auto& all = fields();
        auto f = std::find_if(all.begin(), all.end(), [&](const Field& x) { return key == x.key; });
        if (f == all.end()) {
            std::string known;
            for (const auto& x : all)
                known += (known.empty() ? "" : ", ") + std::string(x.key);
            r.fail(it->first, key, "unknown MAIFS setting; expected one of " + known);
        }
        f->read(c, r, it->second, key);
    }
    if (c.hidden % c.criticHeads != 0)
        r.fail(root["critic_heads"] ? root["critic_heads"] : root["hidden"], "critic_heads",
               "expected a divisor of hidden (" + std::to_string(c.hidden) + ")");
    if (c.gamma >= 1)
        r.fail(root["gamma"], "gamma", "expected a discount below 1, got " + num(c.gamma));
    if (c.keepBest && c.validationWindows == 0)
        r.fail(root["keep_best"], "keep_best",
               "expected validation_windows > 0 with it (the best iteration is chosen on "
               "training windows set aside, never on held-out ones)");
    if (c.arrivalScaleMin > c.arrivalScaleMax)
        r.fail(root["arrival_scale_min"] ? root["arrival_scale_min"] : root["arrival_scale_max"],
               "arrival_scale_min",
               "expected at most arrival_scale_max (" + num(c.arrivalScaleMax) + ")");
    if (c.cpuScaleMin > c.cpuScaleMax)
        r.fail(root["cpu_scale_min"] ? root["cpu_scale_min"] : root["cpu_scale_max"],
               "cpu_scale_min", "expected at most cpu_scale_max (" + num(c.cpuScaleMax) + ")");
    if (c.requestMemorySpeedFloor > 1)
        r.fail(root["request_memory_speed_floor"], "request_memory_speed_floor",
               "expected a share of the job's speed from 0 to 1, got " +
                   num(c.requestMemorySpeedFloor));
    if (c.rolloutTeacher && c.warmJobs > 0)
        r.fail(root["rollout_teacher"], "rollout_teacher",
               "expected warm_jobs: 0 with it (its rollouts replay a window from its start, where "
               "warm starts hand the jobs before it to FIFO+TUNE)");
    if (c.rolloutDagger && !c.rolloutTeacher)
        r.fail(root["rollout_dagger"], "rollout_dagger",
               "expected rollout_teacher: true with it (the teacher labels the student's states)");
    if (c.rolloutAgentLabels && !c.rolloutTeacher)
        r.fail(root["rollout_agent_labels"], "rollout_agent_labels",
               "expected rollout_teacher: true with it (the labels are the teacher's rollouts)");
    if (c.trainFraction >= 1)
        r.fail(root["train_fraction"], "train_fraction",
               "expected a fraction below 1 (some windows must be held out)");
    return c;
}

MaifsConfig MaifsConfig::fromFile(const std::string& path) {
    return fromText(readWholeFile(path), path);
}

std::string variantOf(const MaifsConfig& c) {
    if (!c.fungible)
        return "maifs-fixed";
    if (!c.coordinationGraph)
        return "maifs-nocg";
    if (!c.attentionCritic)
        return "maifs-noattn";
    return "maifs";
}

bool applyVariant(MaifsConfig& c, const std::string& variant) {
    if (variant == "maifs-noattn")
        c.attentionCritic = false;
    else if (variant == "maifs-nocg")
        c.coordinationGraph = false;
    else if (variant == "maifs-fixed")
        c.fungible = false;
    else if (variant != "maifs")
        return false;
    return true;
}

} // namespace maifs::marl
