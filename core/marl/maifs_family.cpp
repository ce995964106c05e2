#include "core/marl/maifs_family.h"

#include "core/sched/scheduler.h"

#include <algorithm>

namespace maifs::marl {

namespace {

struct Member {
    const char* id;
    const char* description;
    bool trained; // loads a policy; otherwise a yardstick configured by "@CONFIG.yaml"
};

constexpr Member kFamily[] = {
    {"maifs",
     "MAIFS: multi-agent RL, integrated placement + fungible CPU / memory, coordination-graph "
     "actor, attention critic (trained policy)",
     true},
    {"maifs-noattn", "MAIFS ablation: critic without attention (others' features pooled)", true},
    {"maifs-nocg", "MAIFS ablation: actor without the coordination graph", true},
    {"maifs-fixed", "MAIFS ablation: placement only, CPU / memory at the trace's request", true},
    // The yardsticks run in MAIFS's environment as a configuration sets it ("@CONFIG.yaml", the
    // file `maifs train --config` takes: window order, levels, micro-rounds), defaults otherwise.
    {"maifs-random",
     "MAIFS's environment with a uniformly random feasible action per agent (the yardstick a "
     "trained policy must beat)",
     false},
    {"maifs-rule",
     "MAIFS's environment with a fixed rule per agent: the first window job it can hold, at the "
     "richest CPU / memory levels that fit (the imitation teacher)",
     false},
    {"maifs-lookahead",
     "MAIFS's environment planned by rollouts: at each stop the rule's choice improved by one "
     "step of lookahead, each alternative played out by the rule over the jobs submitted so far "
     "(no learning; slow: cost grows with the square of the run's length)",
     false},
};

} // namespace

bool isMaifsScheduler(const std::string& id) {
    const std::string base = id.substr(0, id.find_first_of("@+"));
    return std::ranges::any_of(kFamily, [&](const Member& m) { return base == m.id; });
}

void registerMaifsFamily(SchedulerRegistry& registry, MaifsMaker make) {
    for (const Member& m : kFamily) {
        SchedulerInfo info;
        info.id = m.id;
        info.description = m.description;
        info.roundTune = true;
        if (m.trained) {
            info.argument = "POLICY_FILE[:sampled]";
            info.params = {
                {"policy", "file", "shipped", "policy file after '@' (maifs train --out)"},
                {"sampled", "bool", "false", "sample actions instead of the most probable"}};
        } else {
            info.argument = "CONFIG.yaml";
        }
        const std::string id = m.id;
        info.make = [id, make](const SchedulerContext& ctx) {
            return make(id, ctx);
        };
        registry.add(std::move(info));
    }
}

std::vector<std::string> expandAllSchedulers(const SchedulerRegistry& registry,
                                             const std::vector<std::string>& ids) {
    std::vector<std::string> expanded;
    for (const auto& id : ids) {
        if (id != "all") {
            expanded.push_back(id);
            continue;
        }
        for (const auto& base : registry.ids())
            if (!isMaifsScheduler(base))
                expanded.push_back(base);
    }
    return expanded;
}

} // namespace maifs::marl
