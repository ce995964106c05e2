#include "core/marl/torch_policy.h"

#include "core/marl/policy_file.h"
#include "core/marl/torch_runtime.h"
#include "core/util/input_error.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <numeric>

namespace maifs::marl {

namespace {

constexpr const char* kFormat = "maifs-policy";
constexpr int kMaxAttentionAgents = 256; // larger graphs are not copied out per micro-round

[[noreturn]] void refuse(const std::string& name, const std::string& field,
                         const std::string& message) {
    throw InputError(name, 0, 0, field, message);
}

std::int64_t readInt(torch::serialize::InputArchive& ar, const std::string& name, const char* key) {
    c10::IValue v;
    if (!ar.try_read(key, v) || !v.isInt())
        refuse(name, key, "missing from the policy file (not written by maifs train?)");
    return v.toInt();
}

} // namespace

TorchPolicy::TorchPolicy(MaifsConfig config, Actor actor)
    : config_(std::move(config))
    , actor_(std::move(actor)) {
    keepLargeAllocations();
}

Actor makeActor(const MaifsConfig& c) {
    const Layout l = Layout::of(c);
    Actor actor(l.observationSize(), l.actionCount(), c.hidden, c.coordinationGraph);
    if (c.rulePrior > 0)
        actor->setRulePrior(c.rulePrior, RuleTeacher(c));
    return actor;
}

Critic makeCritic(const MaifsConfig& c) {
    const Layout l = Layout::of(c);
    return Critic(l.observationSize(), l.actionCount(), c.hidden, c.criticHeads, c.attentionCritic);
}

ActorOutput TorchPolicy::forward(const AgentInputs& in) {
    const Layout layout = Layout::of(config_);
    const std::int64_t n = in.agents, d = layout.observationSize(), a = layout.actionCount();
    // from_blob does not copy; the inputs outlive the call and are only read.
    const torch::Tensor obs =
        torch::from_blob(const_cast<float*>(in.observations.data()), {1, n, d}, torch::kFloat);
    const torch::Tensor mask =
        torch::from_blob(const_cast<std::uint8_t*>(in.masks.data()), {1, n, a}, torch::kUInt8)
            .to(torch::kBool);
    return actor_->forward(obs, mask);
}

std::vector<float> TorchPolicy::probabilities(const AgentInputs& in) {
    torch::NoGradGuard noGrad;
    const torch::Tensor probs = torch::softmax(forward(in).logits[0], -1).contiguous();
    return {probs.data_ptr<float>(), probs.data_ptr<float>() + probs.numel()};
}

PolicyOutput TorchPolicy::act(const AgentInputs& in, bool greedy, Rng& rng, int topK) {
    torch::NoGradGuard noGrad;
    const std::int64_t n = in.agents, a = Layout::of(config_).actionCount();
    const ActorOutput o = forward(in);
    const torch::Tensor probs = torch::softmax(o.logits[0], -1).contiguous();
    const auto p = probs.accessor<float, 2>();

    PolicyOutput out;
    out.actions.assign(static_cast<std::size_t>(n), 0);
    out.chosenProbability.assign(static_cast<std::size_t>(n), 0.0F);
    out.topActions.resize(static_cast<std::size_t>(n));
    std::vector<int> order(static_cast<std::size_t>(a));
    for (std::int64_t i = 0; i < n; ++i) {
        const std::uint8_t* m = in.masks.data() + i * a;
        const int pick =
            std::max(0, drawAction(probs.data_ptr<float>() + i * a, m, static_cast<int>(a), greedy,
                                   greedy ? 0.0 : rng.uniform01()));
        out.actions[static_cast<std::size_t>(i)] = pick;
        out.chosenProbability[static_cast<std::size_t>(i)] = p[i][pick];
        if (topK > 0) {
            std::iota(order.begin(), order.end(), 0);
            const auto k = std::min<std::size_t>(static_cast<std::size_t>(topK), order.size());
            std::partial_sort(
                order.begin(), order.begin() + static_cast<std::ptrdiff_t>(k), order.end(),
                [&](int x, int y) { return p[i][x] > p[i][y] || (p[i][x] == p[i][y] && x < y); });
            for (std::size_t r = 0; r < k; ++r)
                if (m[order[r]])
                    out.topActions[static_cast<std::size_t>(i)].push_back(
                        {order[r], p[i][order[r]]});
        }
    }
    out.rows.assign(probs.data_ptr<float>(), probs.data_ptr<float>() + probs.numel());
    if (critic_ && topK > 0 && n <= kMaxAttentionAgents) {
        const torch::Tensor obs =
            torch::from_blob(const_cast<float*>(in.observations.data()),
                             {1, n, Layout::of(config_).observationSize()}, torch::kFloat);
        const torch::Tensor chosen =
            torch::tensor(std::vector<std::int64_t>(out.actions.begin(), out.actions.end()))
                .view({1, n});
        const torch::Tensor q =
            critic_->forward(obs, torch::one_hot(chosen, a).to(torch::kFloat)).q[0];
        const torch::Tensor v = (probs * q).sum(-1).contiguous();
        out.values.assign(v.data_ptr<float>(), v.data_ptr<float>() + n);
    }
    if (o.attention.defined() && n <= kMaxAttentionAgents) {
        const torch::Tensor att = o.attention[0].contiguous();
        out.attention.assign(att.data_ptr<float>(), att.data_ptr<float>() + n * n);
    }
    return out;
}

void TorchPolicy::save(const std::string& path) const {
    const Layout layout = Layout::of(config_);
    torch::serialize::OutputArchive ar;
    ar.write("format", c10::IValue(std::string(kFormat)));
    ar.write("format_version", c10::IValue(static_cast<std::int64_t>(kPolicyFormatVersion)));
    ar.write("feature_version", c10::IValue(static_cast<std::int64_t>(kFeatureVersion)));
    ar.write("config", c10::IValue(config_.toText()));
    ar.write("observation_size", c10::IValue(static_cast<std::int64_t>(layout.observationSize())));
    ar.write("action_count", c10::IValue(static_cast<std::int64_t>(layout.actionCount())));
    torch::serialize::OutputArchive weights;
    actor_->save(weights);
    ar.write("actor", weights);
    if (critic_) {
        torch::serialize::OutputArchive critic;
        critic_->save(critic);
        ar.write("critic", critic);
    }
    // Written aside and renamed, so that an interrupted save never leaves half a policy.
    const std::string tmp = path + ".partial";
    ar.save_to(tmp);
    std::filesystem::rename(tmp, path);
}

std::shared_ptr<Policy> loadPolicy(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in)
        refuse(path, "", "cannot open the policy file");
    return loadPolicy(in, path);
}

std::shared_ptr<Policy> loadPolicy(std::istream& in, const std::string& name) {
    torch::serialize::InputArchive ar;
    try {
        ar.load_from(in);
    } catch (const c10::Error&) {
        refuse(name, "", "not a MAIFS policy file (it cannot be read as a LibTorch archive)");
    }
    c10::IValue v;
    if (!ar.try_read("format", v) || !v.isString() || v.toStringRef() != kFormat)
        refuse(name, "format", "not a MAIFS policy file (a LibTorch archive of something else)");
    if (const auto version = readInt(ar, name, "format_version"); version != kPolicyFormatVersion)
        refuse(name, "format_version",
               "written in policy format " + std::to_string(version) + "; this build reads " +
                   std::to_string(kPolicyFormatVersion));
    if (const auto version = readInt(ar, name, "feature_version"); version != kFeatureVersion)
        refuse(name, "feature_version",
               "trained on observation features version " + std::to_string(version) +
                   "; this build computes version " + std::to_string(kFeatureVersion) +
                   ": retrain the policy");
    if (!ar.try_read("config", v) || !v.isString())
        refuse(name, "config", "missing from the policy file");
    const MaifsConfig config = MaifsConfig::fromText(v.toStringRef(), name + " (stored config)");
    const Layout layout = Layout::of(config);
    const auto obs = readInt(ar, name, "observation_size");
    const auto actions = readInt(ar, name, "action_count");
    if (obs != layout.observationSize() || actions != layout.actionCount())
        refuse(name, "layout",
               "stored layout has observations of " + std::to_string(obs) + " and " +
                   std::to_string(actions) + " actions; its configuration gives " +
                   layout.describe());
    Actor actor = makeActor(config);
    try {
        torch::serialize::InputArchive weights;
        ar.read("actor", weights);
        actor->load(weights);
    } catch (const c10::Error& e) {
        refuse(name, "actor",
               std::string("weights do not fit the stored configuration: ") +
                   e.what_without_backtrace());
    }
    actor->eval();
    auto policy = std::make_shared<TorchPolicy>(config, std::move(actor));
    torch::serialize::InputArchive criticWeights;
    if (ar.try_read("critic", criticWeights)) {
        Critic critic = makeCritic(config);
        try {
            critic->load(criticWeights);
        } catch (const c10::Error& e) {
            refuse(name, "critic",
                   std::string("weights do not fit the stored configuration: ") +
                       e.what_without_backtrace());
        }
        critic->eval();
        policy->attachCritic(std::move(critic));
    }
    return policy;
}

void savePolicy(const Policy& policy, const std::string& path) {
    const auto* p = dynamic_cast<const TorchPolicy*>(&policy);
    if (!p)
        throw std::invalid_argument("only a trained (LibTorch) policy can be saved");
    p->save(path);
}

std::shared_ptr<Policy> untrainedPolicy(const MaifsConfig& config, std::uint64_t seed) {
    torch::manual_seed(seed);
    return std::make_shared<TorchPolicy>(config, makeActor(config));
}

} // namespace maifs::marl
