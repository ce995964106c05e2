#include "core/marl/rollout_teacher.h"

#include "core/marl/episode_env.h"
#include "core/marl/observation.h"
#include "core/metrics/summary.h"

#include <stdexcept>
#include <utility>

namespace maifs::marl {

namespace {

// The env at the stop `taken` reaches from the start of `known`.
void replay(EpisodeEnv& env, const Scenario& known, std::uint64_t seed,
            const std::vector<EnvStep>& taken) {
    env.reset(known, seed);
    for (const EnvStep& t : taken) {
        if (!env.atStop())
            break;
        env.step(t.actions, t.bids, t.rows);
    }
}

// The window as a scheduler knows it at the stop `taken` reaches: with `rollout_clairvoyant`,
// all of it; else its jobs submitted by then.
Scenario knownAt(const MaifsConfig& config, const Scenario& window, std::uint64_t seed,
                 const std::vector<EnvStep>& taken) {
    if (config.rolloutClairvoyant)
        return window;
    EpisodeEnv env(config);
    replay(env, window, seed, taken);
    Scenario known = window;
    const double now = env.now();
    std::erase_if(known.jobs, [&](const Job& j) { return j.submit > now; });
    return known;
}

// The mean JCT of `taken`, then `next`, then the rule to the end.
double playOut(const MaifsConfig& config, const Scenario& known, std::uint64_t seed,
               const std::vector<EnvStep>& taken, const EnvStep& next, const AgentInputs& inputs) {
    EpisodeEnv env(config);
    replay(env, known, seed, taken);
    // The replay must stand where the caller stands; the engine is deterministic, so anything
    // else is a bug worth stopping for, not a value to learn from.
    if (!env.atStop() || env.inputs().masks != inputs.masks ||
        env.inputs().observations != inputs.observations)
        throw std::logic_error("rollout teacher: the replay of the steps taken does not reach "
                               "the stop being decided (steps of another episode?)");
    env.step(next.actions, next.bids, next.rows);
    while (env.atStop()) {
        const PolicyOutput rule = env.ruleOutput();
        env.step(rule.actions, rule.bids, rule.rows);
    }
    return summarize(env.record()).meanJct;
}

// The actions agent `a` tries besides the rule's: idling, per window job the rule's preferred
// levels for it (the choice is which job; levels would multiply the rollouts, and the rule's
// sizing is TUNE's), and every running-slot action its mask allows.
std::vector<int> triesOf(const Layout& layout, const AgentInputs& in, const PolicyOutput& rule,
                         int a) {
    const auto count = static_cast<std::size_t>(layout.actionCount());
    const int perSlot = layout.cpuLevels * layout.memLevels;
    const std::uint8_t* mask = &in.masks[static_cast<std::size_t>(a) * count];
    const float* row = &rule.rows[static_cast<std::size_t>(a) * count];
    std::vector<int> tries;
    if (mask[0])
        tries.push_back(0);
    for (int s = 0; s < layout.window; ++s) {
        int top = -1;
        for (int k = 1 + s * perSlot; k < 1 + (s + 1) * perSlot; ++k)
            if (mask[k] && (top < 0 || row[k] > row[top]))
                top = k;
        if (top >= 0)
            tries.push_back(top);
    }
    for (int k = 1 + layout.placementActions(); k < static_cast<int>(count); ++k)
        if (mask[k])
            tries.push_back(k);
    std::erase(tries, rule.actions[static_cast<std::size_t>(a)]);
    return tries;
}

} // namespace

RolloutChoice rolloutChoice(const MaifsConfig& config, const Scenario& window, std::uint64_t seed,
                            const std::vector<EnvStep>& taken, const AgentInputs& inputs) {
    const Layout layout = Layout::of(config);
    Rng unused(0); // the rule is deterministic
    const PolicyOutput rule = WindowRulePolicy(config).act(inputs, true, unused, 0);
    const Scenario known = knownAt(config, window, seed, taken);
    RolloutChoice best;
    best.step = {rule.actions, rule.bids, rule.rows};
    best.meanJct = playOut(config, known, seed, taken, best.step, inputs);
    best.agentBest = rule.actions;
    const double bar = best.meanJct * (1 - config.rolloutMargin); // the rule's, less the margin
    for (int a = 0; a < inputs.agents; ++a) {
        double score = bar; // agent a's best response so far
        for (int alt : triesOf(layout, inputs, rule, a)) {
            EnvStep trial = {rule.actions, rule.bids, rule.rows};
            trial.actions[static_cast<std::size_t>(a)] = alt;
            trial.bids[static_cast<std::size_t>(a)] = offerBid(layout, inputs, a, alt);
            const double jct = playOut(config, known, seed, taken, trial, inputs);
            if (jct < score) {
                score = jct;
                best.agentBest[static_cast<std::size_t>(a)] = alt;
            }
            if (jct < best.meanJct && jct < bar) {
                best.meanJct = jct;
                best.step = std::move(trial);
                best.departs = true;
            }
        }
    }
    return best;
}

RolloutTeacherPolicy::RolloutTeacherPolicy(MaifsConfig config, Scenario window, std::uint64_t seed)
    : config_(std::move(config))
    , window_(std::move(window))
    , seed_(seed) {}

PolicyOutput RolloutTeacherPolicy::act(const AgentInputs& in, bool, Rng&, int topK) {
    RolloutChoice choice = rolloutChoice(config_, window_, seed_, taken_, in);
    departures_ += choice.departs ? 1 : 0;
    expected_ = choice.meanJct;
    agentLabels_.push_back(std::move(choice.agentBest));
    // As EpisodeEnv hands a learner's step to the scheduler, so that the replays match.
    PolicyOutput out;
    out.actions = choice.step.actions;
    out.bids = choice.step.bids;
    out.rows = choice.step.rows;
    out.rechooseBest = true;
    out.chosenProbability.assign(out.actions.size(), 1.0F);
    out.topActions.resize(out.actions.size());
    if (topK > 0)
        for (std::size_t a = 0; a < out.actions.size(); ++a)
            out.topActions[a].push_back({out.actions[a], 1.0F});
    taken_.push_back(std::move(choice.step));
    return out;
}

std::vector<float> RolloutTeacherPolicy::probabilities(const AgentInputs&) {
    throw std::logic_error("RolloutTeacherPolicy plays one episode by rollouts; it has no "
                           "probabilities");
}

LabelledEpisodePolicy::LabelledEpisodePolicy(std::shared_ptr<Policy> student, Scenario window,
                                             std::uint64_t seed)
    : student_(std::move(student))
    , window_(std::move(window))
    , seed_(seed) {}

PolicyOutput LabelledEpisodePolicy::act(const AgentInputs& in, bool, Rng& rng, int topK) {
    RolloutChoice choice = rolloutChoice(config(), window_, seed_, taken_, in);
    labels_.push_back(config().rolloutAgentLabels ? std::move(choice.agentBest)
                                                  : std::move(choice.step.actions));
    PolicyOutput out = student_->act(in, true, rng, topK);
    // The step as the scheduler will take it (greedy re-choices from the student's rows), so
    // that the next stop's replays reach the same state.
    taken_.push_back({out.actions, servingBids(config(), in, out), out.rows});
    return out;
}

} // namespace maifs::marl
