#pragma once

#include "core/marl/maifs_scheduler.h"
#include "core/model/scenario.h"
#include "core/record/run_record.h"

#include <condition_variable>
#include <cstdint>
#include <exception>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

namespace maifs::marl {

// MAIFS's environment for a learner that is not a Policy called by the engine (the Python module's
// Gym-style env): the engine runs the episode on its own thread and stops at every micro-round in
// which some agent has a choice, handing over the agents' inputs; step() hands back their actions
// and waits for the next stop. Scheduler, observations, masks, serving order, re-choices and
// rewards are MaifsScheduler's and stepRewards' own, so an episode played with the rule's actions
// and bids is the maifs-rule run, and its rewards are the ones training computes. Not thread-safe:
// one learner thread drives an env.
class EpisodeEnv {
public:
    explicit EpisodeEnv(MaifsConfig config);
    ~EpisodeEnv(); // abandons an episode under way
    EpisodeEnv(const EpisodeEnv&) = delete;
    EpisodeEnv& operator=(const EpisodeEnv&) = delete;

    // Starts an episode on `scenario` (abandoning one under way) and runs it to its first stop.
    // An episode in which no agent ever has a choice has ended when this returns.
    void reset(Scenario scenario, std::uint64_t seed);

    struct Outcome {
        double reward = 0; // the step's share of the episode return (stepRewards' terms)
        int rechoices = 0; // agents whose first choice an agent served before them took
        // The actions that took effect (MaifsScheduler serves agents in bid order; an agent
        // whose job was taken chose again): what training logs and the critic sees.
        std::vector<int> executed;
    };
    // One action per agent for the current stop, each allowed by its mask; `bids` order the
    // agents (higher first; empty: the lower agent index first); an agent whose job an agent
    // served before it took chooses the best action left by its row of `rows` ([agents x
    // actions], e.g. its probabilities; empty: it idles).
    // Throws std::invalid_argument, taking nothing, for a wrong count or a masked action, and
    // std::logic_error when no episode is at a stop. Runs the episode to its next stop or end.
    Outcome step(const std::vector<int>& actions, const std::vector<float>& bids = {},
                 const std::vector<float>& rows = {});

    bool atStop() const { return started_ && !ended_; }
    bool ended() const { return ended_; }
    const AgentInputs& inputs() const { return inputs_; } // the current stop's
    double now() const;                                   // simulated time of the current stop
    int steps() const { return static_cast<int>(log_.steps.size()); }
    const MaifsConfig& config() const { return config_; }
    Layout layout() const { return Layout::of(config_); }
    // The run, once the episode has ended (RecordDetail::Summary: jobs and time series).
    const RunRecord& record() const;
    int guardStarts() const { return log_.guardStarts; }
    // What WindowRulePolicy would do at the current stop: its actions, bids and preference rows.
    PolicyOutput ruleOutput() const;

private:
    struct Exchange;
    class HandOffPolicy;
    void abandon();
    void waitForStop(std::unique_lock<std::mutex>& lock);

    MaifsConfig config_;
    std::shared_ptr<Exchange> exchange_;
    std::thread engine_;
    EpisodeLog log_;
    RunRecord record_;
    AgentInputs inputs_;
    bool started_ = false;
    bool ended_ = false;
};

} // namespace maifs::marl
