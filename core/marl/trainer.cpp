#include "core/marl/trainer.h"

#include "core/marl/episode_windows.h"
#include "core/marl/maifs_scheduler.h"
#include "core/marl/node_shapes.h"
#include "core/marl/policy_file.h"
#include "core/marl/reward.h"
#include "core/marl/rollout_teacher.h"
#include "core/marl/rule_teacher.h"
#include "core/marl/torch_policy.h"
#include "core/metrics/summary.h"
#include "core/sched/ordering_policies.h"
#include "core/sim/engine.h"
#include "core/sweep/workload_variant.h"
#include "core/util/input_error.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <limits>
#include <map>
#include <numeric>
#include <optional>
#include <set>
#include <thread>

namespace maifs::marl {

namespace {

constexpr std::uint64_t kEpisodeStream = 0x45504953; // "EPIS"
constexpr std::uint64_t kBatchStream = 0x42415443;   // "BATC"

// Flat arrays of steps. A step's successor is the next slot: episodes are pushed whole and end
// with a terminal step, so a successor is always stored while its step is.
class ReplayBuffer {
public:
    ReplayBuffer(int agents, const Layout& layout, int capacity)
        : n_(agents)
        , d_(layout.observationSize())
        , a_(layout.actionCount())
        , cap_(capacity)
        , obs_(static_cast<std::size_t>(capacity) * agents * d_)
        , mask_(static_cast<std::size_t>(capacity) * agents * a_)
        , act_(static_cast<std::size_t>(capacity) * agents)
        , reward_(static_cast<std::size_t>(capacity))
        , done_(static_cast<std::size_t>(capacity)) {}

    int size() const { return size_; }

    void push(const EpisodeLog& log, const std::vector<float>& rewards) {
        for (std::size_t k = 0; k < log.steps.size(); ++k) {
            const auto& s = log.steps[k];
            const auto h = static_cast<std::size_t>(head_);
            std::copy(s.observations.begin(), s.observations.end(),
                      obs_.begin() + static_cast<std::ptrdiff_t>(h * n_ * d_));
            std::copy(s.masks.begin(), s.masks.end(),
                      mask_.begin() + static_cast<std::ptrdiff_t>(h * n_ * a_));
            std::copy(s.actions.begin(), s.actions.end(),
                      act_.begin() + static_cast<std::ptrdiff_t>(h * n_));
            reward_[h] = rewards[k];
            done_[h] = k + 1 == log.steps.size() ? 1.0F : 0.0F;
            head_ = (head_ + 1) % cap_;
            size_ = std::min(size_ + 1, cap_);
        }
    }

    struct Batch {
        torch::Tensor obs, mask, act, reward, done, nextObs, nextMask;
    };

    // `agents` > 0 and below the cluster's size: the batch holds that many agents, one random
    // subset (in node order) for the whole batch, so that the critic's attention over agents
    // ([B, n, n] per head) stays bounded on clusters of thousands of nodes.
    Batch sample(int batch, int agents, Rng& rng) const {
        const auto B = static_cast<std::size_t>(batch);
        std::vector<std::size_t> rows(static_cast<std::size_t>(n_));
        std::iota(rows.begin(), rows.end(), std::size_t{0});
        if (agents > 0 && agents < n_) {
            for (std::size_t i = 0; i < static_cast<std::size_t>(agents); ++i)
                std::swap(rows[i], rows[static_cast<std::size_t>(
                                       rng.uniformInt(static_cast<std::int64_t>(i), n_ - 1))]);
            rows.resize(static_cast<std::size_t>(agents));
            std::ranges::sort(rows);
        }
        const std::size_t n = rows.size(), d = static_cast<std::size_t>(d_),
                          a = static_cast<std::size_t>(a_), all = static_cast<std::size_t>(n_);
        // Gathered into flat vectors first: element-wise tensor indexing costs microseconds each.
        std::vector<float> obs(B * n * d), nextObs(B * n * d), reward(B), done(B);
        std::vector<std::uint8_t> mask(B * n * a), nextMask(B * n * a);
        std::vector<std::int64_t> act(B * n);
        for (std::size_t i = 0; i < B; ++i) {
            const auto k = static_cast<std::size_t>(rng.uniformInt(0, size_ - 1));
            const std::size_t next = done_[k] > 0 ? k : (k + 1) % static_cast<std::size_t>(cap_);
            for (std::size_t r = 0; r < n; ++r) {
                const std::size_t from = rows[r], to = i * n + r;
                std::copy_n(obs_.begin() + static_cast<std::ptrdiff_t>((k * all + from) * d), d,
                            obs.begin() + static_cast<std::ptrdiff_t>(to * d));
                std::copy_n(obs_.begin() + static_cast<std::ptrdiff_t>((next * all + from) * d), d,
                            nextObs.begin() + static_cast<std::ptrdiff_t>(to * d));
                std::copy_n(mask_.begin() + static_cast<std::ptrdiff_t>((k * all + from) * a), a,
                            mask.begin() + static_cast<std::ptrdiff_t>(to * a));
                std::copy_n(mask_.begin() + static_cast<std::ptrdiff_t>((next * all + from) * a), a,
                            nextMask.begin() + static_cast<std::ptrdiff_t>(to * a));
                act[to] = act_[k * all + from];
            }
            reward[i] = reward_[k];
            done[i] = done_[k];
        }
        const auto Bi = static_cast<std::int64_t>(batch);
        const auto m = static_cast<std::int64_t>(n);
        const auto tensor = [](auto& v, torch::IntArrayRef shape, torch::Dtype type) {
            return torch::from_blob(v.data(), shape, type).clone();
        };
        Batch b;
        b.obs = tensor(obs, {Bi, m, d_}, torch::kFloat);
        b.nextObs = tensor(nextObs, {Bi, m, d_}, torch::kFloat);
        b.mask = tensor(mask, {Bi, m, a_}, torch::kUInt8).to(torch::kBool);
        b.nextMask = tensor(nextMask, {Bi, m, a_}, torch::kUInt8).to(torch::kBool);
        b.act = tensor(act, {Bi, m}, torch::kLong);
        b.reward = tensor(reward, {Bi}, torch::kFloat);
        b.done = tensor(done, {Bi}, torch::kFloat);
        return b;
    }

private:
    std::int64_t n_, d_, a_;
    int cap_;
    std::vector<float> obs_;
    std::vector<std::uint8_t> mask_;
    std::vector<std::int64_t> act_;
    std::vector<float> reward_, done_;
    int head_ = 0, size_ = 0;
};

struct Losses {
    double critic = 0, actor = 0, entropy = 0, imitation = 0;
};

class SoftActorCritic {
public:
    SoftActorCritic(const MaifsConfig& config, Actor actor)
        : config_(config)
        , actor_(std::move(actor))
        , critic_(makeCritic(config))
        , target_(makeCritic(config))
        , logAlpha_(torch::full({1}, std::log(std::max(config.alpha, 1e-8))))
        , actorOpt_(actor_->parameters(), torch::optim::AdamOptions(config.lrActor))
        , criticOpt_(critic_->parameters(), torch::optim::AdamOptions(config.lrCritic))
        , alphaOpt_({logAlpha_}, torch::optim::AdamOptions(config.lrActor))
        , teacher_(config) {
        logAlpha_.set_requires_grad(config.learnAlpha);
        copyInto(target_, critic_, 1.0);
    }

    double alpha() const { return std::exp(logAlpha_.item<double>()); }
    Critic& critic() { return critic_; }

    // `imitating`: the actor learns the teacher's actions only (and the temperature rests).
    // `taught`: with the rollout teacher, the steps its actions label (the imitation's target).
    Losses update(const ReplayBuffer::Batch& b, bool imitating,
                  const ReplayBuffer::Batch* taught = nullptr) {
        const auto A = Layout::of(config_).actionCount();
        const double alpha = this->alpha();
        const auto oneHot = [&](const torch::Tensor& a) {
            return torch::one_hot(a, A).to(torch::kFloat);
        };
        Losses l;
        // Critic: r + gamma (1 - d) (Q_target(o', a') - alpha log pi(a'|o')), a' ~ pi.
        torch::Tensor y;
        {
            torch::NoGradGuard noGrad;
            const ActorOutput next = actor_->forward(b.nextObs, b.nextMask);
            const torch::Tensor logp = torch::log_softmax(next.logits, -1);
            const torch::Tensor a2 =
                torch::multinomial(logp.exp().view({-1, A}), 1).view({b.act.size(0), -1});
            const torch::Tensor q2 =
                target_->forward(b.nextObs, oneHot(a2)).q.gather(2, a2.unsqueeze(2)).squeeze(2);
            const torch::Tensor v = q2 - alpha * logp.gather(2, a2.unsqueeze(2)).squeeze(2);
            y = b.reward.unsqueeze(1) + config_.gamma * (1 - b.done).unsqueeze(1) * v;
        }
        const CriticOutput c = critic_->forward(b.obs, oneHot(b.act));
        torch::Tensor criticLoss = torch::mse_loss(c.q.gather(2, b.act.unsqueeze(2)).squeeze(2), y);
        if (c.attentionLogits.defined())
            criticLoss = criticLoss + config_.attentionLogitReg * c.attentionLogits.pow(2).mean();
        criticOpt_.zero_grad();
        criticLoss.backward();
        torch::nn::utils::clip_grad_norm_(critic_->parameters(), config_.gradClipCritic);
        criticOpt_.step();
        l.critic = criticLoss.item<double>();

        // Actor: the expectation over the agent's own actions of alpha log pi - Q_i, with the
        // other agents' actions sampled from the current policy (the counterfactual baseline
        // sum_a pi(a) Q_i(a, a_-i) only shifts this by a constant, so it is implicit).
        const ActorOutput out = actor_->forward(b.obs, b.mask);
        const torch::Tensor logp = torch::log_softmax(out.logits, -1);
        const torch::Tensor p = logp.exp();
        torch::Tensor actorLoss = torch::zeros({});
        if (!imitating) {
            torch::Tensor q;
            {
                torch::NoGradGuard noGrad;
                const torch::Tensor sampled =
                    torch::multinomial(p.view({-1, A}), 1).view({b.act.size(0), -1});
                q = critic_->forward(b.obs, oneHot(sampled)).q;
            }
            actorLoss = (p * (alpha * logp - q)).sum(-1).mean();
        }
        const double imitationWeight = imitating ? 1.0 : config_.imitationWeight;
        if (imitationWeight > 0) {
            const torch::Tensor ce =
                taught
                    ? teacherCrossEntropy(
                          torch::log_softmax(actor_->forward(taught->obs, taught->mask).logits, -1),
                          taught->mask, taught->act)
                    : teacherCrossEntropy(logp, b.mask,
                                          out.ruleActions.defined()
                                              ? out.ruleActions
                                              : teacher_.actions(b.mask, b.obs));
            l.imitation = ce.item<double>();
            actorLoss = actorLoss + imitationWeight * ce;
        }
        actorLoss =
            actorLoss + config_.policyLogitReg * out.rawLogits.masked_select(b.mask).pow(2).mean();
        if (out.attentionLogits.defined())
            actorLoss = actorLoss + config_.attentionLogitReg * out.attentionLogits.pow(2).mean();
        actorOpt_.zero_grad();
        actorLoss.backward();
        torch::nn::utils::clip_grad_norm_(actor_->parameters(), config_.gradClipActor);
        actorOpt_.step();
        l.actor = actorLoss.item<double>();

        const torch::Tensor entropy = -(p * logp).sum(-1).detach(); // [B, n]
        l.entropy = entropy.mean().item<double>();
        if (config_.learnAlpha && !imitating) {
            const torch::Tensor feasible = b.mask.sum(-1).to(torch::kFloat).clamp_min(1);
            const torch::Tensor target = config_.targetEntropyRatio * feasible.log();
            const torch::Tensor alphaLoss = (logAlpha_.exp() * (entropy - target)).mean();
            alphaOpt_.zero_grad();
            alphaLoss.backward();
            alphaOpt_.step();
        }
        copyInto(target_, critic_, config_.tau);
        return l;
    }

    // The training state: counters, the latest actor (the policy file may hold an earlier, best
    // one: keep_best), critic, target, optimisers, temperature and the best validation so far.
    void saveState(const std::string& path, int episode, long long envSteps, int updates,
                   double bestValidation) {
        torch::serialize::OutputArchive ar;
        ar.write("best_validation", c10::IValue(bestValidation));
        ar.write("config", c10::IValue(config_.toText()));
        ar.write("episode", c10::IValue(static_cast<std::int64_t>(episode)));
        ar.write("env_steps", c10::IValue(static_cast<std::int64_t>(envSteps)));
        ar.write("updates", c10::IValue(static_cast<std::int64_t>(updates)));
        ar.write("log_alpha", logAlpha_.detach());
        const auto nested = [&](const char* key, auto save) {
            torch::serialize::OutputArchive sub;
            save(sub);
            ar.write(key, sub);
        };
        nested("actor", [&](auto& a) { actor_->save(a); });
        nested("critic", [&](auto& a) { critic_->save(a); });
        nested("target", [&](auto& a) { target_->save(a); });
        nested("actor_opt", [&](auto& a) { actorOpt_.save(a); });
        nested("critic_opt", [&](auto& a) { criticOpt_.save(a); });
        nested("alpha_opt", [&](auto& a) { alphaOpt_.save(a); });
        ar.save_to(path + ".partial");
        std::filesystem::rename(path + ".partial", path);
    }

    struct Counters {
        int episode = 0;
        long long envSteps = 0;
        int updates = 0;
        double bestValidation = std::numeric_limits<double>::infinity();
    };

    // Restores the state; states written before the latest actor was stored keep the actor the
    // caller loaded from the policy file.
    Counters loadState(const std::string& path) {
        torch::serialize::InputArchive ar;
        try {
            ar.load_from(path);
        } catch (const c10::Error&) {
            throw InputError(path, 0, 0, "", "cannot read the training state to resume from");
        }
        c10::IValue v;
        ar.read("config", v);
        if (v.toStringRef() != config_.toText())
            throw InputError(path, 0, 0, "config",
                             "the training state was written with another configuration; resume "
                             "with the same --config");
        const auto nested = [&](const char* key, auto load) {
            torch::serialize::InputArchive sub;
            ar.read(key, sub);
            load(sub);
        };
        if (torch::serialize::InputArchive sub; ar.try_read("actor", sub))
            actor_->load(sub);
        nested("critic", [&](auto& a) { critic_->load(a); });
        nested("target", [&](auto& a) { target_->load(a); });
        nested("actor_opt", [&](auto& a) { actorOpt_.load(a); });
        nested("critic_opt", [&](auto& a) { criticOpt_.load(a); });
        nested("alpha_opt", [&](auto& a) { alphaOpt_.load(a); });
        torch::Tensor la;
        ar.read("log_alpha", la);
        {
            torch::NoGradGuard noGrad;
            logAlpha_.copy_(la);
        }
        c10::IValue e, s, u, b;
        ar.read("episode", e);
        ar.read("env_steps", s);
        ar.read("updates", u);
        Counters c{static_cast<int>(e.toInt()), s.toInt(), static_cast<int>(u.toInt())};
        if (ar.try_read("best_validation", b))
            c.bestValidation = b.toDouble();
        return c;
    }

private:
    // Minus the log-probability of the teacher's actions [B, n], over the agents that had more
    // than one feasible action.
    static torch::Tensor teacherCrossEntropy(const torch::Tensor& logp, const torch::Tensor& mask,
                                             const torch::Tensor& teacher) {
        const torch::Tensor chose = (mask.sum(-1) > 1).to(torch::kFloat);
        const torch::Tensor taken = logp.gather(2, teacher.unsqueeze(2)).squeeze(2);
        return -(taken * chose).sum() / chose.sum().clamp_min(1);
    }

    static void copyInto(Critic& to, Critic& from, double tau) {
        torch::NoGradGuard noGrad;
        auto dst = to->parameters();
        auto src = from->parameters();
        for (std::size_t i = 0; i < dst.size(); ++i)
            dst[i].mul_(1 - tau).add_(src[i], tau);
    }

    MaifsConfig config_;
    Actor actor_;
    Critic critic_, target_;
    torch::Tensor logAlpha_;
    torch::optim::Adam actorOpt_, criticOpt_, alphaOpt_;
    RuleTeacher teacher_;
};

struct EpisodeResult {
    EpisodeLog log;
    std::vector<float> rewards;
    double meanJct = 0;
    // Per step, each agent's label from the rollout teacher: DAgger's, or its own episodes'
    // with `rollout_agent_labels` (empty: the steps' actions are what is taught).
    std::vector<std::vector<int>> labels;
};

// The episode's steps with the rollout teacher's labels as their actions: without labels (the
// teacher's own joint steps) as they are; else each agent's label where the agent's mask at its
// turn allows it (else what it did: a label for a job another agent took first cannot be learnt
// there).
EpisodeLog taughtLog(const EpisodeResult& r, const Layout& layout) {
    if (r.labels.empty())
        return r.log;
    if (r.labels.size() != r.log.steps.size())
        throw std::logic_error("rollout teacher: " + std::to_string(r.labels.size()) +
                               " labels for " + std::to_string(r.log.steps.size()) + " steps");
    EpisodeLog taught = r.log;
    const auto count = static_cast<std::size_t>(layout.actionCount());
    for (std::size_t k = 0; k < taught.steps.size(); ++k) {
        auto& step = taught.steps[k];
        for (std::size_t a = 0; a < step.actions.size(); ++a) {
            const int label = r.labels[k][a];
            if (step.masks[a * count + static_cast<std::size_t>(label)])
                step.actions[a] = label;
        }
    }
    return taught;
}

// `handOver`: jobs before the measured window (warm starts) are FIFO+TUNE's; else the policy's.
EpisodeResult runEpisode(const Scenario& window, const std::shared_ptr<Policy>& policy,
                         std::uint64_t seed, bool greedy, bool handOver = true) {
    EpisodeResult r;
    MaifsScheduler scheduler(policy, greedy, seed, 0, &r.log);
    if (handOver && window.window.from > 0 && std::isfinite(window.window.from))
        scheduler.warmUpWith(makeFifo(AllocationMode::Tune, 0), window.window.from);
    RunOptions o;
    o.seed = seed;
    o.schedulerName = "maifs-training";
    o.detail = RecordDetail::None; // the reward reads the episode log, not the record
    const RunRecord run = simulate(window, scheduler, o);
    r.rewards = stepRewards(r.log, run, policy->config());
    r.meanJct = summarize(run).meanJct;
    return r;
}

// A training window under randomised load and CPU (MaifsConfig's *_scale_min / _max): factors
// drawn log-uniformly from `pick` only when a range is set, so that fixed-scale training keeps
// its random streams (and its policies) unchanged.
Scenario randomised(const Scenario& window, const MaifsConfig& config, Rng& pick) {
    Scenario s = window;
    if (config.arrivalScaleMax > config.arrivalScaleMin)
        scaleArrivalRate(s, pick.logUniform(config.arrivalScaleMin, config.arrivalScaleMax));
    else if (config.arrivalScaleMin != 1)
        scaleArrivalRate(s, config.arrivalScaleMin);
    const double c = config.cpuScaleMax > config.cpuScaleMin
                         ? pick.logUniform(config.cpuScaleMin, config.cpuScaleMax)
                         : config.cpuScaleMin;
    // Shapes first, then the CPU factor, so that both apply (the draws keep their order).
    if (config.nodeShapes) {
        int largestGang = 0;
        for (const Job& j : s.jobs)
            largestGang = std::max(largestGang, j.gpus);
        const double before = gpuCapacity(s.cluster, s.speed);
        s.cluster = reshapedCluster(s.cluster, s.speed, largestGang, pick);
        const double after = gpuCapacity(s.cluster, s.speed);
        if (before > 0 && after > 0)
            scaleArrivalRate(s, after / before);
    }
    if (c != 1) {
        std::vector<Node> nodes = s.cluster.nodes();
        for (auto& n : nodes)
            n.cpus = std::max(1.0, std::round(n.cpus * c));
        s.cluster = Cluster(std::move(nodes));
    }
    return s;
}

} // namespace

int replayCapacity(const MaifsConfig& config, int agents) {
    const Layout layout = Layout::of(config);
    const double perStep = static_cast<double>(agents) *
                               (static_cast<double>(layout.observationSize()) * sizeof(float) +
                                static_cast<double>(layout.actionCount()) + sizeof(std::int64_t)) +
                           2 * sizeof(float);
    const double fits = config.replayMemoryMb * 1024.0 * 1024.0 / perStep;
    return static_cast<int>(
        std::max<double>(config.batch + 1, std::min<double>(config.bufferSteps, fits)));
}

TrainResult train(const TrainOptions& opt) {
    const MaifsConfig& config = opt.config;
    EpisodeWindows windows = episodeWindows(*opt.scenario, config);
    std::vector<Scenario> validationRuns; // continuous validation, one per workload
    if (windows.validationRun)
        validationRuns.push_back(std::move(*windows.validationRun));
    for (const Scenario* more : opt.alsoTrainOn) {
        EpisodeWindows w = episodeWindows(*more, config);
        std::ranges::move(w.train, std::back_inserter(windows.train));
        std::ranges::move(w.validation, std::back_inserter(windows.validation));
        if (w.validationRun)
            validationRuns.push_back(std::move(*w.validationRun));
    }
    torch::manual_seed(opt.seed);
    at::set_num_threads(1);
    auto policy = std::make_shared<TorchPolicy>(config, makeActor(config));
    const auto teacher = std::make_shared<WindowRulePolicy>(config);
    SoftActorCritic sac(config, policy->actor());
    const std::string statePath = opt.out + ".state";
    int episode = 0, updates = 0;
    long long envSteps = 0;
    double bestValidation = std::numeric_limits<double>::infinity();
    if (opt.resume) {
        const auto loaded = loadPolicy(opt.out);
        if (!(loaded->config() == config))
            throw InputError(opt.out, 0, 0, "config",
                             "the policy was trained with another configuration; resume with "
                             "the same --config");
        {
            torch::NoGradGuard noGrad;
            auto dst = policy->actor()->parameters();
            auto src = dynamic_cast<TorchPolicy&>(*loaded).actor()->parameters();
            for (std::size_t i = 0; i < dst.size(); ++i)
                dst[i].copy_(src[i]);
        }
        const auto counters = sac.loadState(statePath);
        episode = counters.episode;
        envSteps = counters.envSteps;
        updates = counters.updates;
        bestValidation = counters.bestValidation;
        torch::manual_seed(opt.seed + static_cast<std::uint64_t>(episode));
    }
    policy->attachCritic(sac.critic());
    policy->actor()->train();
    // Validation windows set aside from training, else the first held-out window (a curve only).
    const bool continuousValidation = !validationRuns.empty();
    const std::vector<Scenario> validating = continuousValidation ? validationRuns
                                             : windows.validation.empty()
                                                 ? std::vector<Scenario>{windows.heldOut.front()}
                                                 : windows.validation;
    // Training windows by cluster size (stable: the pool's order within a size), for the
    // curriculum; without it every window is eligible and the draw is the pool's own order.
    std::vector<std::size_t> bySize(windows.train.size());
    std::iota(bySize.begin(), bySize.end(), std::size_t{0});
    if (config.curriculum)
        std::ranges::stable_sort(
            bySize, {}, [&](std::size_t i) { return windows.train[i].cluster.totalGpus(); });
    std::vector<int> gpusBySize;
    for (std::size_t i : bySize)
        gpusBySize.push_back(windows.train[i].cluster.totalGpus());
    // One buffer per cluster size (a step stores one row per agent); the memory budget is shared.
    std::map<int, ReplayBuffer> replay;
    std::map<int, ReplayBuffer> taught; // with the rollout teacher: its labelled steps
    {
        std::set<int> sizes;
        for (const auto& w : windows.train)
            sizes.insert(w.cluster.size());
        // The rollout teacher's labelled steps take half of the budget: it is one budget.
        const int buffers = static_cast<int>(sizes.size()) * (config.rolloutTeacher ? 2 : 1);
        MaifsConfig share = config;
        share.replayMemoryMb = std::max(16, config.replayMemoryMb / buffers);
        for (int n : sizes) {
            replay.emplace(n, ReplayBuffer(n, Layout::of(config), replayCapacity(share, n)));
            if (config.rolloutTeacher)
                taught.emplace(n, ReplayBuffer(n, Layout::of(config), replayCapacity(share, n)));
        }
    }
    Rng batchRng = Rng::derived(opt.seed ^ static_cast<std::uint64_t>(episode), kBatchStream);

    std::ofstream csv;
    if (!opt.csv.empty()) {
        const bool append = opt.resume && std::filesystem::exists(opt.csv);
        csv.open(opt.csv, append ? std::ios::app : std::ios::trunc);
        if (!append)
            csv << "episode,reward,mean_jct_s,validation_jct_s,critic_loss,actor_loss,entropy,"
                   "alpha,env_steps,updates,rechoices,guard_starts,imitation_loss,kept\n";
    }
    const auto started = std::chrono::steady_clock::now();
    TrainResult result;
    while (episode < opt.episodes) {
        if (opt.stop && opt.stop->load()) {
            result.stopped = true;
            break;
        }
        const int parallel = std::min(config.parallelEnvs, opt.episodes - episode);
        const bool imitating = episode < config.imitationEpisodes;
        std::vector<EpisodeResult> results(static_cast<std::size_t>(parallel));
        std::vector<Scenario> episodes(static_cast<std::size_t>(parallel));
        std::vector<std::thread> threads;
        for (int e = 0; e < parallel; ++e) {
            Rng pick =
                Rng::derived(opt.seed, kEpisodeStream + static_cast<std::uint64_t>(episode + e));
            const std::size_t eligible =
                config.curriculum ? curriculumWindows(gpusBySize, episode + e, opt.episodes)
                                  : bySize.size();
            const std::size_t w = bySize[static_cast<std::size_t>(
                pick.uniformInt(0, static_cast<std::int64_t>(eligible) - 1))];
            const std::uint64_t envSeed = pick.next();
            episodes[static_cast<std::size_t>(e)] = randomised(windows.train[w], config, pick);
            const bool dagger =
                imitating && config.rolloutDagger && episode + e >= config.imitationEpisodes / 2;
            threads.emplace_back([&, e, envSeed, dagger] {
                const Scenario& s = episodes[static_cast<std::size_t>(e)];
                if (dagger) {
                    auto labelled = std::make_shared<LabelledEpisodePolicy>(policy, s, envSeed);
                    EpisodeResult& r = results[static_cast<std::size_t>(e)];
                    r = runEpisode(s, labelled, envSeed, true, false);
                    r.labels = labelled->labels();
                    return;
                }
                if (imitating && config.rolloutTeacher) {
                    auto rollout = std::make_shared<RolloutTeacherPolicy>(config, s, envSeed);
                    EpisodeResult& r = results[static_cast<std::size_t>(e)];
                    r = runEpisode(s, rollout, envSeed, true, false);
                    if (config.rolloutAgentLabels)
                        r.labels = rollout->agentLabels();
                    return;
                }
                results[static_cast<std::size_t>(e)] =
                    !imitating ? runEpisode(s, policy, envSeed, false, !config.warmByPolicy)
                               : runEpisode(s, teacher, envSeed, true, !config.warmByPolicy);
            });
        }
        for (auto& t : threads)
            t.join();

        TrainProgress p;
        long long steps = 0;
        for (std::size_t e = 0; e < results.size(); ++e) {
            const EpisodeResult& r = results[e];
            replay.at(episodes[e].cluster.size()).push(r.log, r.rewards);
            if (imitating && config.rolloutTeacher)
                taught.at(episodes[e].cluster.size())
                    .push(taughtLog(r, Layout::of(config)), r.rewards);
            steps += static_cast<long long>(r.log.steps.size());
            double ret = 0;
            for (float x : r.rewards)
                ret += x;
            p.reward += ret / parallel;
            p.meanJctS += r.meanJct / parallel;
            for (const auto& s : r.log.steps)
                p.rechoices += s.rechoices;
            p.guardStarts += r.log.guardStarts;
        }
        envSteps += steps;
        episode += parallel;
        const auto due = static_cast<int>(
            std::lround(static_cast<double>(steps) * config.updatesPer100Steps / 100.0));
        Losses sum;
        int done = 0;
        for (int u = 0; u < due; ++u) {
            // A batch comes from one buffer (one cluster size), chosen in proportion to its steps.
            std::vector<double> weights;
            std::vector<int> sizes;
            for (auto& [n, b] : replay)
                if (b.size() >= std::min(config.batch, 64)) {
                    sizes.push_back(n);
                    weights.push_back(b.size());
                }
            if (sizes.empty())
                break;
            const int n = sizes[sizes.size() == 1 ? 0 : batchRng.weightedIndex(weights)];
            ReplayBuffer& from = replay.at(n);
            const auto batch =
                from.sample(std::min(config.batch, from.size()), config.criticAgents, batchRng);
            std::optional<ReplayBuffer::Batch> teacherBatch;
            if (imitating && config.rolloutTeacher) {
                const ReplayBuffer& t = taught.at(n);
                teacherBatch =
                    t.sample(std::min(config.batch, t.size()), config.criticAgents, batchRng);
            }
            const Losses l = sac.update(batch, imitating, teacherBatch ? &*teacherBatch : nullptr);
            sum.critic += l.critic;
            sum.actor += l.actor;
            sum.entropy += l.entropy;
            sum.imitation += l.imitation;
            ++done;
        }
        updates += done;
        policy->actor()->eval();
        for (const Scenario& w : validating)
            p.validationJctS +=
                runEpisode(w, policy, opt.seed, true, !continuousValidation).meanJct /
                static_cast<double>(validating.size());
        policy->actor()->train();

        p.episode = episode;
        p.imitating = imitating;
        if (done > 0) {
            p.criticLoss = sum.critic / done;
            p.actorLoss = sum.actor / done;
            p.entropy = sum.entropy / done;
            p.imitationLoss = sum.imitation / done;
        }
        p.alpha = sac.alpha();
        p.envSteps = envSteps;
        p.updates = updates;
        p.seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
        p.kept = !config.keepBest || p.validationJctS < bestValidation;
        if (p.kept) {
            bestValidation = std::min(bestValidation, p.validationJctS);
            policy->save(opt.out);
        }
        sac.saveState(statePath, episode, envSteps, updates, bestValidation);
        if (csv) {
            char row[512];
            std::snprintf(row, sizeof row,
                          "%d,%.6g,%.6g,%.6g,%.6g,%.6g,%.6g,%.6g,%lld,%d,%d,%d,%.6g,%d\n",
                          p.episode, p.reward, p.meanJctS, p.validationJctS, p.criticLoss,
                          p.actorLoss, p.entropy, p.alpha, p.envSteps, p.updates, p.rechoices,
                          p.guardStarts, p.imitationLoss, p.kept ? 1 : 0);
            csv << row << std::flush;
        }
        if (opt.progress)
            opt.progress(p);
        result.last = p;
    }
    // Also when a resumed run had nothing left to do: the policy file is rewritten from the state
    // (with keep_best it already holds the best iteration, which the state does not).
    if (result.last.episode == 0 && !config.keepBest) {
        policy->actor()->eval();
        policy->save(opt.out);
    }
    result.episodes = episode;
    return result;
}

} // namespace maifs::marl
