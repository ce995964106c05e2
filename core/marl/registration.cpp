#include "core/marl/registration.h"

#include "core/io/scenario.h"
#include "core/marl/maifs_scheduler.h"
#include "core/marl/policy_file.h"
#include "core/marl/shipped_policies.h"
#include "core/util/input_error.h"

#include <sstream>

namespace maifs::marl {

namespace {

struct Variant {
    const char* id;
    const char* description;
};

constexpr Variant kVariants[] = {
    {"maifs", "MAIFS: multi-agent RL, integrated placement + fungible CPU / memory, "
              "coordination-graph actor, attention critic (trained policy)"},
    {"maifs-noattn", "MAIFS ablation: critic without attention (others' features pooled)"},
    {"maifs-nocg", "MAIFS ablation: actor without the coordination graph"},
    {"maifs-fixed", "MAIFS ablation: placement only, CPU / memory at the trace's request"},
};

std::unique_ptr<Scheduler> make(const std::string& variant, const SchedulerContext& ctx) {
    std::string file;
    bool sampled = false;
    std::stringstream items(ctx.argument);
    for (std::string item; std::getline(items, item, ':');) {
        if (item == "sampled")
            sampled = true;
        else if (!item.empty())
            file = item;
    }
    std::shared_ptr<Policy> policy;
    if (!file.empty()) {
        policy = loadPolicy(file);
    } else {
        const std::string_view bytes = shippedPolicy(variant);
        if (bytes.empty())
            throw InputError("resources/policies/" + variant + ".pt", 0, 0, variant,
                             "this build ships no trained policy for " + variant +
                                 "; name one: " + variant + "@POLICY.pt (maifs train)");
        std::istringstream in{std::string(bytes)};
        policy = loadPolicy(in, "shipped " + variant + " policy");
    }
    const std::string trainedAs = variantOf(policy->config());
    if (trainedAs != variant)
        throw InputError(file.empty() ? "shipped " + variant + " policy" : file, 0, 0, "variant",
                         "the policy was trained as " + trainedAs + ", not " + variant + "; use " +
                             trainedAs + "@" + file);
    return std::make_unique<MaifsScheduler>(std::move(policy), !sampled, ctx.seed,
                                            explainTopK(ctx));
}

} // namespace

bool isMaifsScheduler(const std::string& id) {
    return id.rfind("maifs", 0) == 0;
}

void registerMaifsSchedulers(SchedulerRegistry& registry) {
    for (const Variant& v : kVariants) {
        const std::string id = v.id;
        SchedulerInfo info{id, v.description, false, false, false, {}, {}, "POLICY_FILE[:sampled]"};
        info.params = {{"policy", "file", "shipped", "policy file after '@' (maifs train --out)"},
                       {"sampled", "bool", "false", "sample actions instead of the most probable"}};
        info.make = [id](const SchedulerContext& ctx) {
            return make(id, ctx);
        };
        registry.add(std::move(info));
    }
    // The yardsticks run in MAIFS's environment as a configuration sets it ("@CONFIG.yaml", the
    // file `maifs train --config` takes: window order, levels, micro-rounds), defaults otherwise.
    const auto environment = [](const SchedulerContext& ctx) {
        return ctx.argument.empty() ? MaifsConfig{} : MaifsConfig::fromFile(ctx.argument);
    };
    registry.add({"maifs-random",
                  "MAIFS's environment with a uniformly random feasible action per agent (the "
                  "yardstick a trained policy must beat)",
                  false,
                  false,
                  false,
                  {},
                  [environment](const SchedulerContext& ctx) {
                      return std::make_unique<MaifsScheduler>(
                          std::make_shared<RandomFeasiblePolicy>(environment(ctx)), false, ctx.seed,
                          explainTopK(ctx));
                  },
                  "CONFIG.yaml"});
    registry.add({"maifs-rule",
                  "MAIFS's environment with a fixed rule per agent: the first window job it can "
                  "hold, at the richest CPU / memory levels that fit (the imitation teacher)",
                  false,
                  false,
                  false,
                  {},
                  [environment](const SchedulerContext& ctx) {
                      return std::make_unique<MaifsScheduler>(
                          std::make_shared<WindowRulePolicy>(environment(ctx)), true, ctx.seed,
                          explainTopK(ctx));
                  },
                  "CONFIG.yaml"});
}

} // namespace maifs::marl
