#include "app/cli/train_command.h"

#include "core/io/scenario_reader.h"
#include "core/marl/rl_module.h"

#include <atomic>
#include <csignal>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <string>
#include <vector>

namespace maifs::cli {

namespace {

std::atomic<bool> gStop{false};

extern "C" void onInterrupt(int) {
    gStop.store(true);
}

} // namespace

int runTrain(const TrainArgs& args) {
    try {
        const Scenario scenario = readScenarioFile(args.scenario);
        std::vector<Scenario> more;
        for (const auto& path : args.also)
            more.push_back(readScenarioFile(path));
        marl::MaifsConfig config;
        if (!args.config.empty())
            config = marl::MaifsConfig::fromFile(args.config);
        if (!marl::applyVariant(config, args.variant)) {
            std::cerr
                << "maifs: --variant must be maifs, maifs-noattn, maifs-nocg or maifs-fixed\n";
            return 2;
        }
        // A policy's folder is created rather than failing after the first iteration's work.
        if (const auto dir = std::filesystem::path(args.out).parent_path(); !dir.empty())
            std::filesystem::create_directories(dir);
        marl::TrainOptions o;
        o.scenario = &scenario;
        for (const auto& m : more)
            o.alsoTrainOn.push_back(&m);
        o.config = config;
        o.episodes = args.episodes;
        o.seed = args.seed;
        o.out = args.out;
        o.resume = args.resume;
        o.csv = args.csv.empty() ? args.out + ".csv" : args.csv;
        o.stop = &gStop;
        int bestEpisode = 0;
        o.progress = [&bestEpisode, keepBest = config.keepBest,
                      rollouts = config.rolloutTeacher](const marl::TrainProgress& p) {
            std::printf("episode %5d  return %9.3f  mean JCT %8.2f h  validation %8.2f h  critic "
                        "%8.4f  actor %8.4f  entropy %6.3f  alpha %.4f  %lld steps (%.0f/s)\n",
                        p.episode, p.reward, p.meanJctS / 3600, p.validationJctS / 3600,
                        p.criticLoss, p.actorLoss, p.entropy, p.alpha, p.envSteps,
                        p.seconds > 0 ? static_cast<double>(p.envSteps) / p.seconds : 0.0);
            if (p.imitationLoss > 0)
                std::printf("              %s: cross-entropy to %s actions %.4f\n",
                            p.imitating ? "imitating" : "imitation term",
                            p.imitating && rollouts ? "the rollout teacher's" : "the rule's",
                            p.imitationLoss);
            if (keepBest && p.kept) {
                bestEpisode = p.episode;
                std::printf("              best validation so far: policy saved\n");
            }
            std::fflush(stdout);
        };
        const int agents = scenario.cluster.size();
        const int replay = marl::rlModule().replayCapacity(config, agents);
        std::printf(
            "replay buffer: %d steps of %d agents (buffer_steps %d, replay_memory_mb %d%s)\n",
            replay, agents, config.bufferSteps, config.replayMemoryMb,
            more.empty() ? "" : "; shared with the other workloads' cluster sizes");
        std::fflush(stdout);
        std::signal(SIGINT, onInterrupt);
        const marl::TrainResult r = marl::rlModule().train(o);
        std::signal(SIGINT, SIG_DFL);
        std::string kept; // keep_best: which iteration the policy file holds
        if (config.keepBest)
            kept = bestEpisode > 0
                       ? " (the best validation, after episode " + std::to_string(bestEpisode) + ")"
                       : " (the best validation)";
        std::printf("%s after %d episodes (%.1f s): policy %s%s, training state %s.state, log %s\n",
                    r.stopped ? "stopped" : "done", r.episodes, r.last.seconds, args.out.c_str(),
                    kept.c_str(), args.out.c_str(), o.csv.c_str());
        return 0;
    } catch (const std::exception& e) {
        std::cerr << "maifs: " << e.what() << '\n';
        return 1;
    }
}

} // namespace maifs::cli
