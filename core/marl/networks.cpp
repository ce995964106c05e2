#include "core/marl/networks.h"

#include <cmath>

namespace maifs::marl {

namespace {
constexpr double kMasked = -1e9;
}

ActorImpl::ActorImpl(int obs, int actions, int hidden, bool coordinationGraph)
    : graph_(coordinationGraph) {
    enc1_ = register_module("enc1", torch::nn::Linear(obs, hidden));
    enc2_ = register_module("enc2", torch::nn::Linear(hidden, hidden));
    if (graph_) {
        score_ = register_module(
            "score", torch::nn::Linear(torch::nn::LinearOptions(hidden, hidden).bias(false)));
        gcn1_ = register_module("gcn1", torch::nn::Linear(hidden, hidden));
        gcn2_ = register_module("gcn2", torch::nn::Linear(hidden, hidden));
    }
    head1_ = register_module("head1", torch::nn::Linear(hidden, hidden));
    head2_ = register_module("head2", torch::nn::Linear(hidden, 64));
    head3_ = register_module("head3", torch::nn::Linear(64, actions));
}

ActorOutput ActorImpl::forward(const torch::Tensor& obs, const torch::Tensor& mask) {
    ActorOutput out;
    const torch::Tensor e = torch::tanh(enc2_(torch::tanh(enc1_(obs))));
    torch::Tensor z = e;
    if (graph_) {
        const double scale = 1.0 / std::sqrt(static_cast<double>(e.size(2)));
        out.attentionLogits = torch::bmm(score_(e), e.transpose(1, 2)) * scale;
        out.attention = torch::softmax(out.attentionLogits, -1);
        const torch::Tensor h1 = torch::tanh(gcn1_(torch::bmm(out.attention, e)));
        const torch::Tensor h2 = torch::tanh(gcn2_(torch::bmm(out.attention, h1)));
        z = e + h2;
    }
    out.rawLogits = head3_(torch::relu(head2_(torch::relu(head1_(z)))));
    torch::Tensor logits = out.rawLogits;
    if (prior_) {
        out.ruleActions = prior_->actions(mask, obs);
        logits = logits +
                 priorWeight_ * torch::one_hot(out.ruleActions, logits.size(2)).to(logits.dtype());
    }
    out.logits = logits.masked_fill(mask.logical_not(), kMasked);
    return out;
}

void ActorImpl::setRulePrior(double weight, RuleTeacher teacher) {
    priorWeight_ = weight;
    prior_.emplace(std::move(teacher));
}

CriticImpl::CriticImpl(int obs, int actions, int hidden, int heads, bool attention)
    : attention_(attention)
    , heads_(heads) {
    stateEnc_ = register_module("state_enc", torch::nn::Linear(obs, hidden));
    actionEnc_ = register_module("action_enc", torch::nn::Linear(obs + actions, hidden));
    if (attention_) {
        const auto noBias = torch::nn::LinearOptions(hidden, hidden).bias(false);
        key_ = register_module("key", torch::nn::Linear(noBias));
        query_ = register_module("query", torch::nn::Linear(noBias));
        value_ = register_module("value", torch::nn::Linear(hidden, hidden));
    }
    q1_ = register_module("q1", torch::nn::Linear(2 * hidden, hidden));
    q2_ = register_module("q2", torch::nn::Linear(hidden, actions));
}

CriticOutput CriticImpl::forward(const torch::Tensor& obs, const torch::Tensor& actionsOneHot) {
    CriticOutput out;
    const auto B = obs.size(0), n = obs.size(1);
    const torch::Tensor s = torch::leaky_relu(stateEnc_(obs));
    const torch::Tensor x = torch::leaky_relu(actionEnc_(torch::cat({obs, actionsOneHot}, -1)));
    const auto hidden = s.size(2);
    torch::Tensor others = torch::zeros_like(s);
    if (n > 1 && attention_) {
        const auto width = hidden / heads_;
        const auto split = [&](const torch::Tensor& t) {
            return t.view({B, n, heads_, width}).permute({0, 2, 1, 3}); // [B, H, n, w]
        };
        const torch::Tensor q = split(query_(s));
        const torch::Tensor k = split(key_(x));
        const torch::Tensor v = split(torch::leaky_relu(value_(x)));
        out.attentionLogits =
            torch::matmul(q, k.transpose(2, 3)) / std::sqrt(static_cast<double>(width));
        // An agent attends to the others only.
        const torch::Tensor self = torch::eye(n, torch::kBool).view({1, 1, n, n});
        const torch::Tensor w =
            torch::softmax(out.attentionLogits.masked_fill(self, -1e30), -1); // [B, H, n, n]
        others = torch::matmul(w, v).permute({0, 2, 1, 3}).reshape({B, n, hidden});
    } else if (n > 1) {
        others = (x.sum(1, true) - x) / static_cast<double>(n - 1);
    }
    out.q = q2_(torch::leaky_relu(q1_(torch::cat({s, others}, -1))));
    return out;
}

} // namespace maifs::marl
