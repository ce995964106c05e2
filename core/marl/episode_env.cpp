#include "core/marl/episode_env.h"

#include "core/marl/reward.h"
#include "core/sim/engine.h"

#include <cmath>
#include <stdexcept>
#include <string>

namespace maifs::marl {

namespace {

// Thrown inside the engine's thread to unwind an abandoned episode; never leaves this file.
struct Abandoned {};

} // namespace

// What the two threads hand each other. Exactly one side runs at a time: the engine until it
// stops (`learnersTurn`), the learner until it answers; the mutex orders every other access to the
// env's members (the log and the inputs are written by the engine only while it runs).
struct EpisodeEnv::Exchange {
    std::mutex mutex;
    std::condition_variable turnChanged;
    bool learnersTurn = false;
    bool abandoned = false;
    bool finished = false;
    const AgentInputs* inputs = nullptr; // the engine's, while it waits
    std::vector<int> actions;
    std::vector<float> bids;
    std::vector<float> rows;
    std::exception_ptr error;
};

class EpisodeEnv::HandOffPolicy final : public Policy {
public:
    HandOffPolicy(MaifsConfig config, std::shared_ptr<Exchange> exchange)
        : config_(std::move(config))
        , exchange_(std::move(exchange)) {}
    const MaifsConfig& config() const override { return config_; }

    PolicyOutput act(const AgentInputs& inputs, bool, Rng&, int) override {
        std::unique_lock lock(exchange_->mutex);
        exchange_->inputs = &inputs;
        exchange_->learnersTurn = true;
        exchange_->turnChanged.notify_all();
        exchange_->turnChanged.wait(
            lock, [&] { return !exchange_->learnersTurn || exchange_->abandoned; });
        exchange_->inputs = nullptr;
        if (exchange_->abandoned)
            throw Abandoned{};
        return givenStep(std::move(exchange_->actions), std::move(exchange_->bids),
                         std::move(exchange_->rows));
    }

    // The learner is the policy: nothing here computes probabilities.
    std::vector<float> probabilities(const AgentInputs&) override {
        throw std::logic_error("EpisodeEnv's policy is the learner outside; it has no "
                               "probabilities");
    }

private:
    MaifsConfig config_;
    std::shared_ptr<Exchange> exchange_;
};

EpisodeEnv::EpisodeEnv(MaifsConfig config)
    : config_(std::move(config)) {}

EpisodeEnv::~EpisodeEnv() {
    abandon();
}

void EpisodeEnv::abandon() {
    if (!engine_.joinable())
        return;
    {
        std::lock_guard lock(exchange_->mutex);
        exchange_->abandoned = true;
    }
    exchange_->turnChanged.notify_all();
    engine_.join();
}

void EpisodeEnv::reset(Scenario scenario, std::uint64_t seed) {
    abandon();
    exchange_ = std::make_shared<Exchange>();
    log_ = {};
    record_ = {};
    inputs_ = {};
    started_ = true;
    ended_ = false;
    engine_ = std::thread([this, exchange = exchange_, scenario = std::move(scenario), seed] {
        try {
            MaifsScheduler scheduler(std::make_shared<HandOffPolicy>(config_, exchange),
                                     /*greedy=*/true, seed, /*topK=*/0, &log_);
            RunOptions options;
            options.seed = seed;
            options.schedulerName = "maifs-env";
            options.detail = RecordDetail::Summary;
            RunRecord run = simulate(scenario, scheduler, options);
            std::lock_guard lock(exchange->mutex);
            record_ = std::move(run);
        } catch (const Abandoned&) {
        } catch (...) {
            std::lock_guard lock(exchange->mutex);
            exchange->error = std::current_exception();
        }
        std::lock_guard lock(exchange->mutex);
        exchange->finished = true;
        exchange->learnersTurn = true;
        exchange->turnChanged.notify_all();
    });
    std::unique_lock lock(exchange_->mutex);
    waitForStop(lock);
}

void EpisodeEnv::waitForStop(std::unique_lock<std::mutex>& lock) {
    exchange_->turnChanged.wait(lock, [&] { return exchange_->learnersTurn; });
    if (exchange_->finished) {
        ended_ = true;
        inputs_ = {};
        lock.unlock();
        engine_.join();
        if (exchange_->error)
            std::rethrow_exception(exchange_->error);
        return;
    }
    inputs_ = *exchange_->inputs;
    // The log keeps every step's inputs for training; a learner outside keeps its own.
    auto& last = log_.steps;
    if (!last.empty()) {
        std::vector<float>().swap(last.back().observations);
        std::vector<std::uint8_t>().swap(last.back().masks);
    }
}

double EpisodeEnv::now() const {
    return log_.epochs.empty() ? 0.0 : log_.epochs.back().time;
}

const RunRecord& EpisodeEnv::record() const {
    if (!ended_)
        throw std::logic_error("EpisodeEnv: the episode has not ended");
    return record_;
}

PolicyOutput EpisodeEnv::ruleOutput() const {
    if (!atStop())
        throw std::logic_error("EpisodeEnv: no episode is at a stop");
    Rng unused(0); // the rule is deterministic
    return WindowRulePolicy(config_).act(inputs_, true, unused, 0);
}

EpisodeEnv::Outcome EpisodeEnv::step(const std::vector<int>& actions,
                                     const std::vector<float>& bids,
                                     const std::vector<float>& rows) {
    if (!atStop())
        throw std::logic_error(ended_ ? "EpisodeEnv: the episode has ended; call reset"
                                      : "EpisodeEnv: no episode; call reset");
    const auto agents = static_cast<std::size_t>(inputs_.agents);
    const auto count = static_cast<std::size_t>(layout().actionCount());
    if (actions.size() != agents)
        throw std::invalid_argument("expected " + std::to_string(agents) +
                                    " actions (one per agent), got " +
                                    std::to_string(actions.size()));
    if (!bids.empty() && bids.size() != agents)
        throw std::invalid_argument("expected " + std::to_string(agents) +
                                    " bids (one per agent) or none, got " +
                                    std::to_string(bids.size()));
    if (!rows.empty() && rows.size() != agents * count)
        throw std::invalid_argument("expected " + std::to_string(agents * count) +
                                    " row entries (agents x actions) or none, got " +
                                    std::to_string(rows.size()));
    if (std::any_of(rows.begin(), rows.end(), [](float v) { return !std::isfinite(v); }))
        throw std::invalid_argument("a row entry is not finite");
    for (std::size_t a = 0; a < agents; ++a) {
        const int act = actions[a];
        if (act < 0 || static_cast<std::size_t>(act) >= count)
            throw std::invalid_argument("agent " + std::to_string(a) + ": action " +
                                        std::to_string(act) + " is outside 0.." +
                                        std::to_string(count - 1));
        if (!inputs_.masks[a * count + static_cast<std::size_t>(act)])
            throw std::invalid_argument("agent " + std::to_string(a) + ": action " +
                                        std::to_string(act) + " is masked (not feasible)");
        if (!bids.empty() && !std::isfinite(bids[a]))
            throw std::invalid_argument("agent " + std::to_string(a) + ": bid is not finite");
    }
    const std::size_t k = log_.steps.size(); // the step being taken
    std::unique_lock lock(exchange_->mutex);
    exchange_->actions = actions;
    exchange_->bids = bids;
    exchange_->rows = rows;
    exchange_->learnersTurn = false;
    exchange_->turnChanged.notify_all();
    waitForStop(lock);

    // Step k is logged now. Its intervals are the epochs from its own to the next stop's (which
    // has no step yet), or to the episode's end: stepRewards' terms in stepRewards' order.
    const auto& step = log_.steps[k];
    Outcome out;
    out.rechoices = step.rechoices;
    out.executed = step.actions;
    double r = 0.0;
    r -= config_.conflictPenalty * step.rechoices;
    const std::size_t last = ended_ ? log_.epochs.size() : log_.epochs.size() - 1;
    const double end = ended_ ? runEnd(record_) : 0.0;
    for (auto e = static_cast<std::size_t>(step.epoch); e < last; ++e) {
        const double next = e + 1 < log_.epochs.size() ? log_.epochs[e + 1].time : end;
        r += intervalReward(log_, e, next, config_);
    }
    out.reward = r;
    return out;
}

} // namespace maifs::marl
