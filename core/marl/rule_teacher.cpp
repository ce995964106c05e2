#include "core/marl/rule_teacher.h"

#include "core/marl/policy.h"

#include <limits>
#include <vector>

namespace maifs::marl {

RuleTeacher::RuleTeacher(const MaifsConfig& config) {
    const Layout l = Layout::of(config);
    const std::vector<int> rank = WindowRulePolicy::preference(l);
    rank_ = torch::tensor(std::vector<float>(rank.begin(), rank.end()));
    if (config.preemptToAdmit <= 0 || l.running == 0)
        return;
    std::vector<std::int64_t> preempt, hours;
    for (int r = 0; r < l.running; ++r) {
        preempt.push_back(l.runningAction(r, Layout::RunningOp::Preempt));
        hours.push_back(l.runningFeature(r, 2));
    }
    preemptActions_ = torch::tensor(preempt);
    hoursColumns_ = torch::tensor(hours);
}

// The most preferred feasible action; with preempt_to_admit, the one preemption
// WindowRulePolicy::preemptToAdmit adds, from the same masks and running-slot features.
torch::Tensor RuleTeacher::actions(const torch::Tensor& mask, const torch::Tensor& obs) const {
    torch::Tensor teacher =
        rank_.expand(mask.sizes()).masked_fill(mask.logical_not(), -1).argmax(-1);
    if (!preemptActions_.defined())
        return teacher;
    const torch::Tensor offered = mask.index_select(2, preemptActions_); // [B, n, R]
    const torch::Tensor hours =
        obs.index_select(2, hoursColumns_)
            .masked_fill(offered.logical_not(), -std::numeric_limits<float>::infinity());
    const auto [slotHours, slot] = hours.max(2); // slots come most time left first
    const torch::Tensor idle = teacher.eq(0).logical_and(offered.any(2));
    const auto [most, agent] =
        slotHours.masked_fill(idle.logical_not(), -std::numeric_limits<float>::infinity())
            .max(1); // [B]
    const torch::Tensor chosen =
        preemptActions_.index_select(0, slot.gather(1, agent.unsqueeze(1)).squeeze(1));
    const torch::Tensor any = idle.any(1);
    const torch::Tensor before = teacher.gather(1, agent.unsqueeze(1)).squeeze(1);
    teacher.scatter_(1, agent.unsqueeze(1), torch::where(any, chosen, before).unsqueeze(1));
    return teacher;
}

} // namespace maifs::marl
