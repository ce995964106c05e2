#include "core/marl/registration.h"

#include "core/marl/maifs_scheduler.h"
#include "core/marl/policy_file.h"
#include "core/marl/rollout_teacher.h"
#include "core/marl/shipped_policies.h"
#include "core/model/scenario.h"
#include "core/sim/workload.h"
#include "core/util/input_error.h"

#include <sstream>
#include <stdexcept>
#include <yaml-cpp/yaml.h>

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

// The line (1-based) of a top-level key of a settings file that has already been read; 0 when
// it cannot say.
int lineOf(const std::string& file, const std::string& key) {
    try {
        const YAML::Node node = YAML::LoadFile(file)[key];
        return node ? node.Mark().line + 1 : 0;
    } catch (const YAML::Exception&) {
        return 0;
    }
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
    if (id == "maifs-lookahead") {
        MaifsConfig config = environment();
        if (config.rolloutClairvoyant)
            throw InputError(ctx.argument, lineOf(ctx.argument, "rollout_clairvoyant"), 0,
                             "rollout_clairvoyant",
                             "maifs-lookahead is a scheduler: its rollouts may know only the jobs "
                             "submitted so far (set rollout_clairvoyant: false)");
        if (ctx.scenario == nullptr)
            throw std::invalid_argument("maifs-lookahead needs the scenario it schedules");
        // The rollouts cut the workload at the jobs submitted so far, so it must be a list of
        // jobs: a synthetic one is drawn here as the engine draws it for this seed (else every
        // rollout would draw the whole stream again, future arrivals included).
        Scenario planned = *ctx.scenario;
        if (!planned.synthetic.empty()) {
            planned.jobs = resolveJobs(planned, ctx.seed);
            planned.synthetic.clear();
        }
        if (planned.jobs.size() > static_cast<std::size_t>(kLookaheadMaxJobs))
            throw InputError(
                planned.sourceFile.empty() ? planned.name : planned.sourceFile, 0, 0, "workload",
                "maifs-lookahead plans by replaying the run for every alternative, "
                "a cost that grows with the square of the run's length: at most " +
                    std::to_string(kLookaheadMaxJobs) + " jobs, this workload has " +
                    std::to_string(planned.jobs.size()) +
                    " (cut the workload: fewer synthetic jobs, or a trace's filters; or use "
                    "maifs-rule or maifs)");
        // The rollouts replay the run under MAIFS's scheduler with these settings, which must
        // re-grow running jobs at rounds exactly when this one does.
        config.roundRetune = config.roundRetune || ctx.allocationMode == "tune";
        return std::make_unique<MaifsScheduler>(
            std::make_shared<RolloutTeacherPolicy>(config, std::move(planned), ctx.seed), true,
            ctx.seed, explainTopK(ctx), nullptr, false);
    }
    if (!isMaifsScheduler(id))
        throw std::invalid_argument("not a MAIFS scheduler: " + id);
    return makeTrained(id, ctx);
}

void registerMaifsSchedulers(SchedulerRegistry& registry) {
    registerMaifsFamily(registry, makeMaifsScheduler);
}

} // namespace maifs::marl
