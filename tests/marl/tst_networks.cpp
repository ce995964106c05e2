// The LibTorch side of MAIFS, without Qt (torch and Qt headers never share a file): shapes,
// masking, gradient flow through the attention and graph layers, a critic that learns a fixed
// batch, and policy files whose stored layout or versions do not match being refused.
#include "core/marl/policy.h"
#include "core/marl/policy_file.h"
#include "core/marl/rule_teacher.h"
#include "core/marl/torch_policy.h"
#include "core/util/input_error.h"
#include "core/util/rng.h"

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <string>

using namespace maifs;
using namespace maifs::marl;

namespace {

int failures = 0;

void check(bool ok, const std::string& what) {
    std::printf("%s: %s\n", ok ? "PASS" : "FAIL", what.c_str());
    if (!ok)
        ++failures;
}

bool gradientReaches(const torch::nn::Module& m, const std::string& prefix) {
    for (const auto& p : m.named_parameters())
        if (p.key().rfind(prefix, 0) == 0 && p.value().grad().defined() &&
            p.value().grad().abs().sum().item<double>() > 0)
            return true;
    return false;
}

void actorShapesMaskingAndGradients() {
    torch::manual_seed(1);
    const MaifsConfig c;
    const Layout l = Layout::of(c);
    Actor actor = makeActor(c);
    const torch::Tensor obs = torch::randn({3, 5, l.observationSize()});
    torch::Tensor mask = torch::rand({3, 5, l.actionCount()}) > 0.5;
    mask.index_put_({torch::indexing::Slice(), torch::indexing::Slice(), 0}, true);
    const ActorOutput out = actor->forward(obs, mask);
    check(out.logits.sizes() == torch::IntArrayRef({3, 5, l.actionCount()}),
          "actor logits [B,n,A]");
    check(out.attention.sizes() == torch::IntArrayRef({3, 5, 5}), "attention [B,n,n]");
    check(torch::allclose(out.attention.sum(-1), torch::ones({3, 5})), "attention rows sum to 1");
    const torch::Tensor p = torch::softmax(out.logits, -1);
    check(p.masked_select(mask.logical_not()).abs().max().item<float>() == 0.0F,
          "infeasible actions get probability exactly 0");
    // Gradient flows from the policy output back through both graph layers and the scores.
    (p * torch::randn_like(p)).sum().backward();
    check(gradientReaches(*actor, "score"), "gradient reaches the attention scores");
    check(gradientReaches(*actor, "gcn1") && gradientReaches(*actor, "gcn2"),
          "gradient reaches both graph-convolution layers");
    check(gradientReaches(*actor, "enc1"), "gradient reaches the encoder");

    MaifsConfig noGraph;
    noGraph.coordinationGraph = false;
    Actor plain = makeActor(noGraph);
    check(!plain->forward(obs, mask).attention.defined(), "maifs-nocg has no graph");
}

void criticShapesGradientsAndLearning() {
    torch::manual_seed(2);
    const MaifsConfig c;
    const Layout l = Layout::of(c);
    Critic critic = makeCritic(c);
    const torch::Tensor obs = torch::randn({16, 4, l.observationSize()});
    const torch::Tensor act = torch::randint(0, l.actionCount(), {16, 4});
    const torch::Tensor onehot = torch::one_hot(act, l.actionCount()).to(torch::kFloat);
    const CriticOutput out = critic->forward(obs, onehot);
    check(out.q.sizes() == torch::IntArrayRef({16, 4, l.actionCount()}), "critic Q [B,n,A]");
    check(out.attentionLogits.sizes() == torch::IntArrayRef({16, c.criticHeads, 4, 4}),
          "critic attention [B,heads,n,n]");
    out.q.sum().backward();
    check(gradientReaches(*critic, "key") && gradientReaches(*critic, "query") &&
              gradientReaches(*critic, "value"),
          "gradient reaches the shared key / query / value projections");

    // On a fixed batch with fixed targets the critic's loss must fall.
    const torch::Tensor target = torch::randn({16, 4});
    torch::optim::Adam opt(critic->parameters(), torch::optim::AdamOptions(1e-3));
    double first = 0, last = 0;
    for (int step = 0; step < 200; ++step) {
        const torch::Tensor q =
            critic->forward(obs, onehot).q.gather(2, act.unsqueeze(2)).squeeze(2);
        const torch::Tensor loss = torch::mse_loss(q, target);
        opt.zero_grad();
        loss.backward();
        opt.step();
        (step == 0 ? first : last) = loss.item<double>();
    }
    check(last < 0.2 * first, "critic loss on a fixed batch falls below 20% (" +
                                  std::to_string(first) + " -> " + std::to_string(last) + ")");

    MaifsConfig pooled;
    pooled.attentionCritic = false;
    Critic noAttention = makeCritic(pooled);
    const CriticOutput p = noAttention->forward(obs, onehot);
    check(p.q.sizes() == out.q.sizes() && !p.attentionLogits.defined(),
          "maifs-noattn critic pools the others");
    // One agent alone attends to nobody and still gets finite values.
    check(torch::isfinite(critic->forward(obs.narrow(1, 0, 1), onehot.narrow(1, 0, 1)).q)
              .all()
              .item<bool>(),
          "a single agent's Q is finite");
}

// A policy file with one field changed, written like TorchPolicy::save does.
void writeDoctored(const std::string& path, const std::string& key, std::int64_t value) {
    const MaifsConfig c;
    const Layout l = Layout::of(c);
    torch::serialize::OutputArchive ar;
    ar.write("format", c10::IValue(std::string("maifs-policy")));
    ar.write("format_version", c10::IValue(std::int64_t{kPolicyFormatVersion}));
    ar.write("feature_version", c10::IValue(std::int64_t{kFeatureVersion}));
    ar.write("config", c10::IValue(c.toText()));
    ar.write("observation_size", c10::IValue(std::int64_t{l.observationSize()}));
    ar.write("action_count", c10::IValue(std::int64_t{l.actionCount()}));
    ar.write(key, c10::IValue(value));
    torch::serialize::OutputArchive weights;
    makeActor(c)->save(weights);
    ar.write("actor", weights);
    ar.save_to(path);
}

void mismatchedPolicyFilesAreRefused() {
    const auto dir = std::filesystem::temp_directory_path() / "maifs-tst-networks";
    std::filesystem::create_directories(dir);
    const auto refusedFor = [&](const std::string& key, std::int64_t value,
                                const std::string& expect) {
        const std::string path = (dir / (key + ".pt")).string();
        writeDoctored(path, key, value);
        try {
            loadPolicy(path);
            check(false, key + " " + std::to_string(value) + " was accepted");
        } catch (const InputError& e) {
            check(e.field() == expect && e.file() == path,
                  "refused for " + key + ": " + std::string(e.what()));
        }
    };
    refusedFor("observation_size", 99, "layout");
    refusedFor("action_count", 7, "layout");
    refusedFor("feature_version", kFeatureVersion + 1, "feature_version");
    refusedFor("format_version", kPolicyFormatVersion + 1, "format_version");
    writeDoctored((dir / "good.pt").string(), "unused", 0);
    check(loadPolicy((dir / "good.pt").string()) != nullptr, "an undoctored file loads");
    std::filesystem::remove_all(dir);
}

// Agents' inputs with random features and masks, in the shape real ones have: the no-op always
// allowed, running slots ordered by time left, and the last agents with no placement but
// preemptions offered (what preempt_to_admit's masks look like).
AgentInputs randomInputs(const Layout& l, int agents) {
    AgentInputs in;
    in.agents = agents;
    const torch::Tensor obs = torch::rand({agents, l.observationSize()}).contiguous();
    in.observations.assign(obs.data_ptr<float>(), obs.data_ptr<float>() + obs.numel());
    const torch::Tensor draw = (torch::rand({agents, l.actionCount()}) < 0.3).contiguous();
    in.masks.assign(draw.data_ptr<bool>(), draw.data_ptr<bool>() + draw.numel());
    const auto at = [&](int a, int k) -> std::uint8_t& {
        return in.masks[static_cast<std::size_t>(a * l.actionCount() + k)];
    };
    for (int a = 0; a < agents; ++a) {
        at(a, 0) = 1;
        for (int r = 0; r < l.running; ++r)
            in.observations[static_cast<std::size_t>(a * l.observationSize() +
                                                     l.runningFeature(r, 2))] =
                static_cast<float>(l.running - r) +
                in.observations[static_cast<std::size_t>(a * l.observationSize())];
        for (int k = 1; a >= agents / 2 && l.isPlacement(k); ++k)
            at(a, k) = 0;
    }
    return in;
}

void theRulePriorMakesAnUntrainedActorTheRule() {
    torch::manual_seed(3);
    MaifsConfig c;
    c.runningSlots = 2;
    c.preemptToAdmit = 2;
    const Layout l = Layout::of(c);
    const AgentInputs in = randomInputs(l, 8);
    const std::vector<int> rule = WindowRulePolicy(c).actions(in);
    const auto n = static_cast<std::int64_t>(in.agents);
    const torch::Tensor obs = torch::from_blob(const_cast<float*>(in.observations.data()),
                                               {1, n, l.observationSize()}, torch::kFloat);
    const torch::Tensor mask = torch::from_blob(const_cast<std::uint8_t*>(in.masks.data()),
                                                {1, n, l.actionCount()}, torch::kUInt8)
                                   .to(torch::kBool);
    const torch::Tensor teacher = RuleTeacher(c).actions(mask, obs).contiguous();
    check(std::vector<int>(teacher.data_ptr<std::int64_t>(),
                           teacher.data_ptr<std::int64_t>() + n) == rule,
          "RuleTeacher names WindowRulePolicy's actions, its one preemption to admit included");
    check(std::count_if(rule.begin(), rule.end(), [&](int k) { return l.isRunningAction(k); }) == 1,
          "the inputs exercise the rule's preemption");

    Rng rng(1);
    const auto greedy = [&](const MaifsConfig& config) {
        torch::manual_seed(4);
        TorchPolicy policy(config, makeActor(config));
        return policy.act(in, true, rng, 0).actions;
    };
    check(greedy(c) != rule, "an untrained actor without the prior is not the rule");
    c.rulePrior = 50;
    check(greedy(c) == rule, "with rule_prior an untrained actor acts greedily as the rule");
}

} // namespace

int main() {
    at::set_num_threads(1);
    actorShapesMaskingAndGradients();
    criticShapesGradientsAndLearning();
    mismatchedPolicyFilesAreRefused();
    theRulePriorMakesAnUntrainedActorTheRule();
    std::printf("%d failure(s)\n", failures);
    return failures == 0 ? 0 : 1;
}
