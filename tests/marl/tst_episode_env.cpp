// EpisodeEnv: MAIFS's environment driven from outside the engine's thread (the Python module's
// env). Torch-free, so that the ThreadSanitizer build runs it (tools/tsan.sh).
#include "core/io/run_writer.h"
#include "core/io/scenario_reader.h"
#include "core/marl/episode_env.h"
#include "core/marl/reward.h"
#include "core/metrics/summary.h"
#include "core/sim/engine.h"

#include <limits>
#include <stdexcept>

#include <QtTest>

using namespace maifs;
using namespace maifs::marl;

namespace {

Scenario tiny() {
    return readScenarioFile(MAIFS_TEST_DATA "/maifs-tiny.yaml");
}

// Two 1-GPU nodes and one 1-GPU job: both agents can take it, only one can have it.
Scenario oneJobTwoNodes() {
    return readScenarioText(R"(
version: 1
cluster:
  nodes:
    - {id: n0, gpu_model: V100, gpus: 1, cpus: 4, mem_gb: 62.5}
    - {id: n1, gpu_model: V100, gpus: 1, cpus: 4, mem_gb: 62.5}
engine: {interference: false}
workload:
  jobs:
    - {id: j0, submit: 0, duration: 100, model: res50}
)",
                            "one-job.yaml");
}

std::string summaryText(const RunRecord& run) {
    return summaryJson(summarize(run)).dump();
}

// Plays an episode with the rule's actions and bids; returns each step's reward.
std::vector<double> playRule(EpisodeEnv& env, Scenario s, std::uint64_t seed) {
    std::vector<double> rewards;
    env.reset(std::move(s), seed);
    while (env.atStop()) {
        const PolicyOutput rule = env.ruleOutput();
        rewards.push_back(env.step(rule.actions, rule.bids, rule.rows).reward);
    }
    return rewards;
}

} // namespace

class TestEpisodeEnv : public QObject {
    Q_OBJECT

private slots:
    void theRulesActionsReplayTheRuleSchedulerAndItsRewards() {
        MaifsConfig config;
        config.conflictPenalty = 0.02; // some re-choices happen on maifs-tiny: the term counts
        EpisodeEnv env(config);
        const std::vector<double> rewards = playRule(env, tiny(), 7);
        QVERIFY(env.ended());
        QVERIFY(rewards.size() > 20);

        EpisodeLog log;
        MaifsScheduler rule(std::make_shared<WindowRulePolicy>(config), true, 7, 0, &log);
        RunOptions options;
        options.seed = 7;
        options.detail = RecordDetail::Summary;
        const RunRecord run = simulate(tiny(), rule, options);
        QCOMPARE(summaryText(env.record()), summaryText(run));

        const std::vector<float> offline = stepRewards(log, run, config);
        QCOMPARE(offline.size(), rewards.size());
        int rechoices = 0;
        for (std::size_t k = 0; k < rewards.size(); ++k) {
            QCOMPARE(static_cast<float>(rewards[k]), offline[k]);
            rechoices += log.steps[k].rechoices;
        }
        QVERIFY(rechoices > 0);
    }

    void bidsDecideWhoIsServedFirstAndTheStepSaysWhatTookEffect() {
        for (const int winner : {0, 1}) {
            MaifsConfig config;
            config.conflictPenalty = 0.5; // charged per re-choice when asked for (0 by default)
            EpisodeEnv env(config);
            env.reset(oneJobTwoNodes(), 1);
            QVERIFY(env.atStop());
            QCOMPARE(env.inputs().agents, 2);
            const std::vector<int> both = env.ruleOutput().actions;
            QCOMPARE(both[0], both[1]); // the same job at the same levels
            std::vector<float> bids{0, 0};
            bids[static_cast<std::size_t>(winner)] = 1;
            const auto out = env.step(both, bids);
            QCOMPARE(out.rechoices, 1);
            // The loser had no row to choose again from: it idled.
            std::vector<int> executed{0, 0};
            executed[static_cast<std::size_t>(winner)] = both[0];
            QCOMPARE(out.executed, executed);
            QVERIFY(env.ended());
            const auto& job = env.record().jobs.at(0);
            QCOMPARE(job.history.back().allocation.shares.at(0).node, winner);
            // One job in the system from 0 until it finishes, over 200 jobs' hours, and the
            // re-choice's charge.
            QVERIFY(job.finish > 0);
            QCOMPARE(out.reward, -config.conflictPenalty - job.finish / (3600.0 * 200));
        }
        QCOMPARE(MaifsConfig{}.conflictPenalty, 0.0);
    }

    void rowsAreRefusedWhenTheyDoNotFitTheAgentsAndActions() {
        EpisodeEnv env{MaifsConfig{}};
        env.reset(oneJobTwoNodes(), 1);
        const std::vector<int> actions = env.ruleOutput().actions;
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                                 env.step(actions, {}, std::vector<float>(3, 1.0F)));
        std::vector<float> rows = env.ruleOutput().rows;
        rows[1] = std::numeric_limits<float>::quiet_NaN();
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, env.step(actions, {}, rows));
        QVERIFY(env.atStop()); // nothing was taken
    }

    void aMaskedActionIsRefusedAndNothingIsTaken() {
        EpisodeEnv env{MaifsConfig{}};
        env.reset(oneJobTwoNodes(), 1);
        const auto actions = static_cast<std::size_t>(env.layout().actionCount());
        int masked = -1;
        for (std::size_t k = 1; k < actions && masked < 0; ++k)
            if (!env.inputs().masks[k])
                masked = static_cast<int>(k);
        QVERIFY(masked > 0);
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, env.step({masked, 0}));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, env.step({0}));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, env.step({0, 0}, {1}));
        QCOMPARE(env.steps(), 0);
        QVERIFY(env.atStop());
        env.step(env.ruleOutput().actions);
        QCOMPARE(env.steps(), 1);
        QVERIFY_THROWS_EXCEPTION(std::logic_error, env.step({0, 0}));
    }

    void anEpisodeCanBeAbandonedAtAnyStop() {
        EpisodeEnv env{MaifsConfig{}};
        env.reset(tiny(), 1);
        for (int k = 0; k < 3; ++k)
            env.step(env.ruleOutput().actions);
        const double midway = env.now();
        env.reset(tiny(), 1); // the first episode's thread unwinds; a new one starts
        QCOMPARE(env.steps(), 0);
        QVERIFY(env.now() < midway);
        QVERIFY_THROWS_EXCEPTION(std::logic_error, (void)env.record());
        // Destroyed at a stop: the engine's thread ends rather than waiting for ever.
    }
};

QTEST_GUILESS_MAIN(TestEpisodeEnv)
#include "tst_episode_env.moc"
