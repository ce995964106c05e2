#pragma once

#include "core/marl/maifs_config.h"
#include "core/marl/maifs_scheduler.h"
#include "core/record/run_record.h"

#include <vector>

namespace maifs::marl {

// The reward of every logged step (docs/maifs.md): the cost of each interval between decision
// epochs, -(jobs in the system x its length) / (reward_scale_s x episode_jobs) (minus
// makespan_weight x its length while jobs remain, same scale), goes to the last step taken at or
// before it; each step also pays conflict_penalty per re-choice (0 by default). Over an episode the
// JCT terms sum to minus the mean JCT of its jobs in units of reward_scale_s (hours by default).
std::vector<float> stepRewards(const EpisodeLog& log, const RunRecord& run,
                               const MaifsConfig& config);

// One term of the above: what epoch `epoch`'s interval, lasting until `next`, costs (negative).
// EpisodeEnv pays the same terms step by step, as each step's intervals close.
double intervalReward(const EpisodeLog& log, std::size_t epoch, double next,
                      const MaifsConfig& config);
// When the episode's last job finished: where its last interval ends.
double runEnd(const RunRecord& run);

} // namespace maifs::marl
