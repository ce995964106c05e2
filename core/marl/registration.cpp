#include "core/marl/registration.h"

#include "core/marl/maifs_scheduler.h"
#include "core/marl/policy_file.h"
#include "core/marl/shipped_policies.h"
#include "core/model/scenario.h"
#include "core/util/input_error.h"

#include <sstream>
#include <stdexcept>

namespace maifs::marl {

namespace {

std::unique_ptr<Scheduler> makeTrained(const std::string& variant, const SchedulerContext& ctx) {
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
    return std::make_unique<MaifsScheduler>(std::move(policy), !sampled, ctx.seed, explainTopK(ctx),
                                            nullptr, ctx.allocationMode == "tune");
}

} // namespace

std::unique_ptr<Scheduler> makeMaifsScheduler(const std::string& id, const SchedulerContext& ctx) {
    // The yardsticks' environment: the configuration after '@', defaults otherwise.
    const auto environment = [&] {
        return ctx.argument.empty() ? MaifsConfig{} : MaifsConfig::fromFile(ctx.argument);
    };
    if (id == "maifs-random")
        return std::make_unique<MaifsScheduler>(
            std::make_shared<RandomFeasiblePolicy>(environment()), false, ctx.seed,
            explainTopK(ctx), nullptr, ctx.allocationMode == "tune");
    if (id == "maifs-rule")
        return std::make_unique<MaifsScheduler>(std::make_shared<WindowRulePolicy>(environment()),
                                                true, ctx.seed, explainTopK(ctx), nullptr,
                                                ctx.allocationMode == "tune");
    if (!isMaifsScheduler(id))
        throw std::invalid_argument("not a MAIFS scheduler: " + id);
    return makeTrained(id, ctx);
}

void registerMaifsSchedulers(SchedulerRegistry& registry) {
    registerMaifsFamily(registry, makeMaifsScheduler);
}

} // namespace maifs::marl
