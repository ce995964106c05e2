#include "core/marl/rollout_teacher.h"

#include "core/marl/maifs_scheduler.h"
#include "core/marl/observation.h"
#include "core/metrics/summary.h"
#include "core/sim/engine.h"

#include <memory>
#include <stdexcept>
#include <utility>

namespace maifs::marl {

namespace {

// Thrown by ScriptedPolicy to stop a replay at the stop being decided; never leaves this file.
struct ReachedStop {};

// The policy of a replay: the steps taken, served as EpisodeEnv serves a learner's step (so that
// the replay reaches the state the episode reached), then at the stop being decided either a
// stop (`next` empty: ReachedStop) or `next`, then the rule to the end. One engine run on the
// caller's thread: no hand-offs between threads as an EpisodeEnv stepped from here would make.
class ScriptedPolicy final : public Policy {
public:
    ScriptedPolicy(const MaifsConfig& config, const std::vector<EnvStep>& taken,
                   const EnvStep* next, const AgentInputs* at)
        : config_(config)
        , taken_(taken)
        , next_(next)
        , at_(at) {}
    const MaifsConfig& config() const override { return config_; }

    PolicyOutput act(const AgentInputs& in, bool, Rng&, int) override {
        const std::size_t k = played_++;
        if (k < taken_.size())
            return served(taken_[k]);
        if (k == taken_.size()) {
            if (next_ == nullptr)
                throw ReachedStop{};
            // The replay must stand where the caller stands; the engine is deterministic, so
            // anything else is a bug worth stopping for, not a value to learn from.
            if (at_ != nullptr && (in.masks != at_->masks || in.observations != at_->observations))
                throw std::logic_error(
                    "rollout teacher: the replay of the steps taken does not reach the stop "
                    "being decided (steps of another episode?)");
            return served(*next_);
        }
        Rng unused(0); // the rule is deterministic
        PolicyOutput rule = WindowRulePolicy(config_).act(in, true, unused, 0);
        return served({std::move(rule.actions), std::move(rule.bids), std::move(rule.rows)});
    }
    std::vector<float> probabilities(const AgentInputs&) override {
        throw std::logic_error("a rollout's scripted policy has no probabilities");
    }
    // Whether the run got past the stop being decided.
    bool passedTheStop() const { return played_ > taken_.size(); }

private:
    static PolicyOutput served(EnvStep step) {
        return givenStep(std::move(step.actions), std::move(step.bids), std::move(step.rows));
    }

    const MaifsConfig& config_;
    const std::vector<EnvStep>& taken_;
    const EnvStep* next_;
    const AgentInputs* at_;
    std::size_t played_ = 0;
};

// One replay of `scenario` under `policy`, as EpisodeEnv runs an episode (its scheduler settings
// and run options), logging the epochs into `log`.
RunRecord replay(const Scenario& scenario, std::uint64_t seed,
                 std::shared_ptr<ScriptedPolicy> policy, EpisodeLog& log) {
    MaifsScheduler scheduler(std::move(policy), /*greedy=*/true, seed, /*topK=*/0, &log);
    RunOptions options;
    options.seed = seed;
    options.schedulerName = "maifs-env";
    options.detail = RecordDetail::Summary;
    return simulate(scenario, scheduler, options);
}

// The window as a scheduler knows it at the stop `taken` reaches: with `rollout_clairvoyant`,
// all of it; else its jobs submitted by then.
Scenario knownAt(const MaifsConfig& config, const Scenario& window, std::uint64_t seed,
                 const std::vector<EnvStep>& taken) {
    if (config.rolloutClairvoyant)
        return window;
    EpisodeLog log;
    double now = 0;
    try {
        (void)replay(window, seed,
                     std::make_shared<ScriptedPolicy>(config, taken, nullptr, nullptr), log);
        // The episode ended before the stop: only a caller's steps of another episode do that.
        throw std::logic_error("rollout teacher: the replay of the steps taken ends before the "
                               "stop being decided (steps of another episode?)");
    } catch (const ReachedStop&) {
        now = log.epochs.empty() ? 0.0 : log.epochs.back().time;
    }
    Scenario known = window;
    std::erase_if(known.jobs, [&](const Job& j) { return j.submit > now; });
    return known;
}

// The mean JCT of `taken`, then `next`, then the rule to the end.
double playOut(const MaifsConfig& config, const Scenario& known, std::uint64_t seed,
               const std::vector<EnvStep>& taken, const EnvStep& next, const AgentInputs& inputs) {
    const auto script = std::make_shared<ScriptedPolicy>(config, taken, &next, &inputs);
    EpisodeLog log;
    const RunRecord run = replay(known, seed, script, log);
    if (!script->passedTheStop())
        throw std::logic_error("rollout teacher: the replay of the steps taken ends before the "
                               "stop being decided (steps of another episode?)");
    return summarize(run).meanJct;
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

PolicyOutput RolloutTeacherPolicy::act(const AgentInputs& in, bool, Rng&, int) {
    RolloutChoice choice = rolloutChoice(config_, window_, seed_, taken_, in);
    departures_ += choice.departs ? 1 : 0;
    expected_ = choice.meanJct;
    agentLabels_.push_back(std::move(choice.agentBest));
    // As the replays serve it, so that they reach the states this episode reaches.
    PolicyOutput out = givenStep(choice.step.actions, choice.step.bids, choice.step.rows);
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
