#pragma once

#include "core/marl/policy.h"
#include "core/model/scenario.h"

#include <cstdint>
#include <memory>
#include <vector>

namespace maifs::marl {

// One stop's step as EpisodeEnv::step takes it.
struct EnvStep {
    std::vector<int> actions;
    std::vector<float> bids, rows;
};

// What the window rule improved by one step of rollouts does at a stop (the improvement step of
// approximate policy iteration; Bertsekas's rollout algorithm): each agent with a choice tries,
// one agent at a time with the others at the rule's choice, idling, its rule-preferred levels for
// every other window job, and every running-slot action it may take; each such joint action is
// played to the window's end by the rule (a replay of the window from its start with the steps
// taken so far, as EpisodeEnv would play them), and the one of least mean JCT is taken, the rule's
// own unless a departure beats it by more than `rollout_margin` of it. The engine is deterministic,
// so with `rollout_clairvoyant` each stop's choice is no worse than the rule from there and an
// episode played by it scores at most the rule's (tested); without it the rollouts know only the
// jobs submitted by the stop, as a scheduler would.
struct RolloutChoice {
    EnvStep step;       // the rule's bids and rows; a departing agent bids what its action offers
    double meanJct = 0; // s, what the rollout of `step` scored
    bool departs = false;
    // Per agent, its best response to the rule: the best of the alternatives tried for it with
    // every other agent at the rule's choice (the rule's own action unless one beats the rule's
    // rollout by the margin). `step` departs in at most the one agent whose departure scored best.
    std::vector<int> agentBest;
};
// The choice at the stop `inputs` that `taken` reaches from the start of `window` seeded `seed`.
// Throws std::logic_error when the replay does not reach that stop (never, unless a caller
// passes steps of another episode).
RolloutChoice rolloutChoice(const MaifsConfig& config, const Scenario& window, std::uint64_t seed,
                            const std::vector<EnvStep>& taken, const AgentInputs& inputs);

// An episode played by rolloutChoice, as MaifsScheduler calls a policy: the teacher of
// `rollout_teacher` (its imitation episodes learn its actions), and without
// `rollout_clairvoyant` the scheduler maifs-lookahead (registration.h; its window is the whole
// workload, as drawn for the run's seed). One object plays one episode of `window` with `seed`.
class RolloutTeacherPolicy final : public Policy {
public:
    RolloutTeacherPolicy(MaifsConfig config, Scenario window, std::uint64_t seed);
    const MaifsConfig& config() const override { return config_; }
    PolicyOutput act(const AgentInputs& inputs, bool greedy, Rng& rng, int topK) override;
    // The chosen action has probability 1.
    std::vector<float> probabilities(const AgentInputs& inputs) override;

    // The mean JCT (s) the last stop's choice leads to: what the episode scores when played on.
    double expectedMeanJct() const { return expected_; }
    // Stops at which the choice was not the rule's.
    int departures() const { return departures_; }
    // Per stop, each agent's best response to the rule (RolloutChoice::agentBest): what
    // `rollout_agent_labels` teaches.
    const std::vector<std::vector<int>>& agentLabels() const { return agentLabels_; }

private:
    MaifsConfig config_;
    Scenario window_;
    std::uint64_t seed_;
    std::vector<EnvStep> taken_;
    double expected_ = 0;
    int departures_ = 0;
    std::vector<std::vector<int>> agentLabels_;
};

// DAgger's episode: `student` plays (greedily), and every stop it reaches is labelled with
// rolloutChoice's actions from there, so that a student learns the teacher's choices on the
// states its own choices lead to, not only on the teacher's (`rollout_dagger`). One object plays
// one episode of `window` with `seed`.
class LabelledEpisodePolicy final : public Policy {
public:
    LabelledEpisodePolicy(std::shared_ptr<Policy> student, Scenario window, std::uint64_t seed);
    const MaifsConfig& config() const override { return student_->config(); }
    PolicyOutput act(const AgentInputs& inputs, bool greedy, Rng& rng, int topK) override;
    std::vector<float> probabilities(const AgentInputs& inputs) override {
        return student_->probabilities(inputs);
    }
    // Per stop, the teacher's action for each agent (its best response to the rule with
    // `rollout_agent_labels`).
    const std::vector<std::vector<int>>& labels() const { return labels_; }

private:
    std::shared_ptr<Policy> student_;
    Scenario window_;
    std::uint64_t seed_;
    std::vector<EnvStep> taken_;
    std::vector<std::vector<int>> labels_;
};

} // namespace maifs::marl
