#pragma once

#include "core/marl/policy.h"
#include "core/model/scenario.h"

#include <cstdint>
#include <vector>

namespace maifs::marl {

// The window rule improved by one step of rollouts (the improvement step of approximate policy
// iteration; Bertsekas's rollout algorithm): at every stop, each agent with a choice tries, one
// agent at a time with the others at the rule's choice, idling, its rule-preferred action for
// every other window job, and every running-slot action it may take; each such joint action is
// played to the window's end by the rule (EpisodeEnv, from the window's start with the steps
// taken so far), and the one of least mean JCT is taken, the rule's own on ties. The engine is
// deterministic, so each stop's choice is no worse than the rule from there, and the episode's
// mean JCT is at most the rule's on the same window (tested).
// Clairvoyant: its rollouts see the window's later arrivals. So it is a teacher for training
// (`rollout_teacher`: the imitation episodes learn its actions), never a scheduler.
// One object plays one episode of `window` with `seed`, as MaifsScheduler calls it.
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
    // Joint actions played out.
    long long rollouts() const { return rollouts_; }

private:
    struct Taken {
        std::vector<int> actions;
        std::vector<float> bids, rows;
    };
    // The mean JCT of the steps taken so far, then `next`, then the rule to the end; NaN when
    // the replay does not reach the stop `inputs` describe (never, if the engine is
    // deterministic: then act throws).
    double playOut(const Scenario& known, const Taken& next, const AgentInputs& inputs);
    // The window as the scheduler knows it at the current stop: with `rollout_clairvoyant`, all
    // of it; else its jobs submitted by now (the rollouts then plan as a scheduler could).
    Scenario knownNow() const;

    MaifsConfig config_;
    Scenario window_;
    std::uint64_t seed_;
    std::vector<Taken> taken_;
    double expected_ = 0;
    int departures_ = 0;
    long long rollouts_ = 0;
};

} // namespace maifs::marl
