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
    // Who is served first when agents choose the same job (higher first); empty: the chosen
    // action's probability, the most confident agent first.
    std::vector<float> bids;
    // Row-major [agents x actions]: what an agent chooses by when its first choice was taken by
    // an agent served before it (MaifsScheduler strikes taken jobs from its mask and draws again
    // from this row over what is left, or takes the row's best when greedy or `rechooseBest`):
    // the policy's probabilities; the rule's order of preference. Empty: such an agent idles.
    std::vector<float> rows;
    bool rechooseBest = false;
};

// A step chosen outside the policy (a learner's, a script's, a planner's), as MaifsScheduler
// serves it: each action certain, bids and rows as given, an agent whose first choice was taken
// re-choosing by its row's best.
PolicyOutput givenStep(std::vector<int> actions, std::vector<float> bids, std::vector<float> rows);

// One agent's action from its row (probabilities, or any non-negative weights) over the actions
// its mask allows: the largest (the first of equals) when `best`, else a draw in proportion to the
// row by inverse transform of `u01` (uniform in [0, 1), from the portable generator, so that
// sampling depends on no library's RNG). -1 when the mask allows nothing.
int drawAction(const float* row, const std::uint8_t* mask, int actions, bool best, double u01);

// The bids MaifsScheduler serves agents by at a micro-round: the policy's own; else its
// confidences plus nodeTieBreak (agents all but certain of the same job tie to within noise), or
// with serve_by_offer what its agents' actions offer.
std::vector<float> servingBids(const MaifsConfig& config, const AgentInputs& in,
                               const PolicyOutput& out);

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
    // Deterministic: `greedy` and `rng` change nothing. The chosen action has probability 1;
    // an agent's bid in a conflict is how rich its levels are (1 at the best case), so a job goes
    // to the node that can give it the most CPU / memory, as TUNE's best case first; among equals,
    // to the faster GPUs, then the node with fewer jobs, then the fuller one (best fit).
    PolicyOutput act(const AgentInputs& inputs, bool greedy, Rng& rng, int topK) override;
    std::vector<float> probabilities(const AgentInputs& inputs) override;
    // The rule's action for each agent: its most preferred feasible action.
    std::vector<int> actions(const AgentInputs& inputs) const;
    // The rule as an order of preference over a layout's actions (higher first): at the request
    // or richer, the earlier window slot first, then more CPU, then more memory; then the no-op;
    // then CPU below the request (it starves a job for its whole run); last, any action on a
    // running job (negative ranks: the rule never resizes, and preempts only by preemptToAdmit).
    // Training computes the teacher's action for any logged step from it (`imitation_weight`).
    static std::vector<int> preference(const Layout& layout);
    // With preempt_to_admit: of the agents left idle, the one whose offered victim has the most
    // time left (the running-slot feature) preempts it; at most one per micro-round.
    static void preemptToAdmit(const Layout& layout, const AgentInputs& inputs,
                               std::vector<int>& chosen);

private:
    MaifsConfig config_;
};

} // namespace maifs::marl
