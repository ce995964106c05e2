#pragma once

// Torch header: include only from core/marl's torch translation units (never with Qt).
#include "core/marl/maifs_config.h"
#include "core/marl/observation.h"

#include <torch/torch.h>

namespace maifs::marl {

// The window rule's action per agent, computed from masks and observations as tensors, so that
// training can name the teacher's action for any logged step and the actor can add the rule as
// a prior (`rule_prior`) in every forward pass, batched like the network. The same choice as
// WindowRulePolicy::actions plus its preemptToAdmit (tested against it, tst_networks).
class RuleTeacher {
public:
    explicit RuleTeacher(const MaifsConfig& config);
    // [B, n] int64 from mask [B, n, A] (bool) and obs [B, n, D].
    torch::Tensor actions(const torch::Tensor& mask, const torch::Tensor& obs) const;

private:
    torch::Tensor rank_; // [A]: WindowRulePolicy::preference, higher first
    // With preempt_to_admit (else undefined): each running slot's preempt action and the
    // observation column of its remaining time.
    torch::Tensor preemptActions_, hoursColumns_;
};

} // namespace maifs::marl
