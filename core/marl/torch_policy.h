#pragma once

// Torch header: include only from core/marl's torch translation units (never with Qt).
#include "core/marl/networks.h"
#include "core/marl/policy.h"

#include <string>

namespace maifs::marl {

// Bumped whenever observation features change meaning: old policies are then refused.
inline constexpr int kFeatureVersion = 1;
inline constexpr int kPolicyFormatVersion = 1;

class TorchPolicy final : public Policy {
public:
    TorchPolicy(MaifsConfig config, Actor actor);
    const MaifsConfig& config() const override { return config_; }
    PolicyOutput act(const AgentInputs& inputs, bool greedy, Rng& rng, int topK) override;
    std::vector<float> probabilities(const AgentInputs& inputs) override;
    Actor& actor() { return actor_; }
    // With a critic the policy also reports each agent's value estimate in its decision records
    // (V_i = sum_a pi_i(a) Q_i(a, a_-i) at the actions taken); saved into the policy file.
    void attachCritic(Critic critic) { critic_ = std::move(critic); }
    void save(const std::string& path) const;

private:
    ActorOutput forward(const AgentInputs& inputs);
    MaifsConfig config_;
    Actor actor_;
    Critic critic_{nullptr};
};

Actor makeActor(const MaifsConfig& config);
Critic makeCritic(const MaifsConfig& config);

} // namespace maifs::marl
