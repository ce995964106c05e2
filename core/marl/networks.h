#pragma once

// Torch header: include only from core/marl's torch translation units (never with Qt).
#include "core/marl/rule_teacher.h"

#include <optional>
#include <torch/torch.h>

namespace maifs::marl {

struct ActorOutput {
    torch::Tensor logits;          // [B, n, A], infeasible actions at -1e9
    torch::Tensor rawLogits;       // [B, n, A], before masking (for the logit regulariser)
    torch::Tensor attention;       // [B, n, n] soft adjacency (empty without the graph)
    torch::Tensor attentionLogits; // [B, n, n] before the softmax
    torch::Tensor ruleActions;     // [B, n] the rule's actions the prior favoured (rule_prior only)
};

// The coordination-graph actor (DICG-style): per-agent encoder, attention scores as a soft
// adjacency over all agents (itself included), two graph-convolution layers, a residual, and a
// per-agent head over the flat action space. Weights are shared by all agents; the forward pass
// is batched over [B, n] with bmm, never a loop over agents.
class ActorImpl : public torch::nn::Module {
public:
    ActorImpl(int observationSize, int actionCount, int hidden, bool coordinationGraph);
    ActorOutput forward(const torch::Tensor& obs, const torch::Tensor& mask);
    // `rule_prior`: every forward pass adds `weight` to the logit of the rule's action. Not a
    // parameter: it follows from the configuration the policy file stores.
    void setRulePrior(double weight, RuleTeacher teacher);

private:
    bool graph_;
    double priorWeight_ = 0;
    std::optional<RuleTeacher> prior_;
    torch::nn::Linear enc1_{nullptr}, enc2_{nullptr}, score_{nullptr}, gcn1_{nullptr},
        gcn2_{nullptr}, head1_{nullptr}, head2_{nullptr}, head3_{nullptr};
};
TORCH_MODULE(Actor);

struct CriticOutput {
    torch::Tensor q;               // [B, n, A]: Q_i for every own action, the others' actions given
    torch::Tensor attentionLogits; // [B, heads, n, n] (empty without attention)
};

// The multi-head attention critic (MAAC): agent i's state encoding queries the state-action
// encodings of the other agents (keys / queries / values shared by all agents); Q_i for each of
// i's own actions from [s_i, x_i]. Without attention, x_i is the mean of the others' encodings.
class CriticImpl : public torch::nn::Module {
public:
    CriticImpl(int observationSize, int actionCount, int hidden, int heads, bool attention);
    CriticOutput forward(const torch::Tensor& obs, const torch::Tensor& actionsOneHot);

private:
    bool attention_;
    int heads_;
    torch::nn::Linear stateEnc_{nullptr}, actionEnc_{nullptr}, key_{nullptr}, query_{nullptr},
        value_{nullptr}, q1_{nullptr}, q2_{nullptr};
};
TORCH_MODULE(Critic);

} // namespace maifs::marl
