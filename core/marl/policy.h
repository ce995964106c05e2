#pragma once

#include "core/marl/maifs_config.h"
#include "core/marl/observation.h"
#include "core/util/rng.h"

#include <memory>
#include <string>
#include <vector>

namespace maifs::marl {

// What the actor said for one micro-round: an action per agent, the probability of each chosen
// action, and the internals the decision inspector shows.
struct PolicyOutput {
    std::vector<int> actions;
    std::vector<float> chosenProbability;
    std::vector<std::vector<std::pair<int, float>>> topActions; // per agent, best first
    std::vector<float> attention; // [agents x agents] coordination-graph adjacency (row-stochastic)
    std::vector<float> values;    // per agent, when the policy carries its critic
};

// The actor behind a plain interface, so that the scheduler and the studio never see torch.
class Policy {
public:
    virtual ~Policy() = default;
    virtual const MaifsConfig& config() const = 0;
    // Greedy: the most probable feasible action; otherwise sampled with `rng`.
    virtual PolicyOutput act(const AgentInputs& inputs, bool greedy, Rng& rng, int topK) = 0;
    // Every action's probability, row-major [agents x actions]; infeasible ones are exactly 0.
    virtual std::vector<float> probabilities(const AgentInputs& inputs) = 0;
};

// A uniformly random feasible policy: the yardstick a trained policy must beat.
class RandomFeasiblePolicy final : public Policy {
public:
    explicit RandomFeasiblePolicy(MaifsConfig config)
        : config_(std::move(config)) {}
    const MaifsConfig& config() const override { return config_; }
    PolicyOutput act(const AgentInputs& inputs, bool greedy, Rng& rng, int topK) override;
    std::vector<float> probabilities(const AgentInputs& inputs) override;

private:
    MaifsConfig config_;
};

// A fixed rule in MAIFS's environment: every agent takes the first window job it can hold, at the
// richest CPU / memory levels that fit (best case first, the cheapest last). With the
// shortest-first window this is a non-preemptive SRTF with TUNE-like sizing, reached through the
// agents' actions, micro-rounds and conflicts: what the action space allows without learning, and
// the teacher a training run can imitate first (`imitation_episodes`).
class WindowRulePolicy final : public Policy {
public:
    explicit WindowRulePolicy(MaifsConfig config)
        : config_(std::move(config)) {}
    const MaifsConfig& config() const override { return config_; }
    // Deterministic: `greedy` and `rng` change nothing. The chosen action has probability 1.
    PolicyOutput act(const AgentInputs& inputs, bool greedy, Rng& rng, int topK) override;
    std::vector<float> probabilities(const AgentInputs& inputs) override;
    // The rule's action for each agent.
    std::vector<int> actions(const AgentInputs& inputs) const;

private:
    MaifsConfig config_;
};

} // namespace maifs::marl
