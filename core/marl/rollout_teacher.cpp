#include "core/marl/rollout_teacher.h"

#include "core/marl/episode_env.h"
#include "core/marl/observation.h"
#include "core/metrics/summary.h"

#include <stdexcept>
#include <utility>

namespace maifs::marl {

RolloutTeacherPolicy::RolloutTeacherPolicy(MaifsConfig config, Scenario window, std::uint64_t seed)
    : config_(std::move(config))
    , window_(std::move(window))
    , seed_(seed) {}

Scenario RolloutTeacherPolicy::knownNow() const {
    if (config_.rolloutClairvoyant)
        return window_;
    EpisodeEnv env(config_);
    env.reset(window_, seed_);
    for (const Taken& t : taken_)
        if (env.atStop())
            env.step(t.actions, t.bids, t.rows);
    Scenario known = window_;
    const double now = env.now();
    std::erase_if(known.jobs, [&](const Job& j) { return j.submit > now; });
    return known;
}

double RolloutTeacherPolicy::playOut(const Scenario& known, const Taken& next,
                                     const AgentInputs& inputs) {
    EpisodeEnv env(config_);
    env.reset(known, seed_);
    for (const Taken& t : taken_) {
        if (!env.atStop())
            break;
        env.step(t.actions, t.bids, t.rows);
    }
    // The replay must stand where the scheduler calling act() stands; the engine is deterministic,
    // so anything else is a bug worth stopping for, not a value to learn from.
    if (!env.atStop() || env.inputs().masks != inputs.masks ||
        env.inputs().observations != inputs.observations)
        throw std::logic_error("RolloutTeacherPolicy: the replay of the steps taken does not reach "
                               "the stop being decided (one object plays one episode)");
    env.step(next.actions, next.bids, next.rows);
    while (env.atStop()) {
        const PolicyOutput rule = env.ruleOutput();
        env.step(rule.actions, rule.bids, rule.rows);
    }
    ++rollouts_;
    return summarize(env.record()).meanJct;
}

PolicyOutput RolloutTeacherPolicy::act(const AgentInputs& in, bool, Rng& rng, int topK) {
    const Layout layout = Layout::of(config_);
    const auto count = static_cast<std::size_t>(layout.actionCount());
    const int perSlot = layout.cpuLevels * layout.memLevels;
    PolicyOutput out = WindowRulePolicy(config_).act(in, true, rng, topK);
    Taken best{out.actions, out.bids, out.rows};
    const Scenario known = knownNow();
    double bestJct = playOut(known, best, in);
    const double bar = bestJct * (1 - config_.rolloutMargin); // the rule's, less the margin
    for (int a = 0; a < in.agents; ++a) {
        const std::uint8_t* mask = &in.masks[static_cast<std::size_t>(a) * count];
        const float* row = &out.rows[static_cast<std::size_t>(a) * count];
        std::vector<int> tries;
        if (mask[0])
            tries.push_back(0);
        // Per window job, the rule's preferred levels for it: the choice is which job, not
        // every level (the rule's sizing is TUNE's, and levels multiply the rollouts).
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
        for (int alt : tries) {
            if (alt == out.actions[static_cast<std::size_t>(a)])
                continue;
            Taken trial{out.actions, out.bids, out.rows};
            trial.actions[static_cast<std::size_t>(a)] = alt;
            trial.bids[static_cast<std::size_t>(a)] = offerBid(layout, in, a, alt);
            const double jct = playOut(known, trial, in);
            if (jct < bestJct && jct < bar) {
                bestJct = jct;
                best = std::move(trial);
            }
        }
    }
    if (best.actions != out.actions)
        ++departures_;
    expected_ = bestJct;
    out.actions = best.actions;
    out.bids = best.bids;
    out.topActions.assign(out.actions.size(), {});
    if (topK > 0)
        for (std::size_t a = 0; a < out.actions.size(); ++a)
            out.topActions[a].push_back({out.actions[a], 1.0F});
    taken_.push_back(std::move(best));
    return out;
}

std::vector<float> RolloutTeacherPolicy::probabilities(const AgentInputs&) {
    throw std::logic_error("RolloutTeacherPolicy plays one episode by rollouts; it has no "
                           "probabilities");
}

} // namespace maifs::marl
