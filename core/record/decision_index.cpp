#include "core/record/decision_index.h"

#include "core/record/outcome_text.h"
#include "core/util/text.h"

#include <algorithm>
#include <map>

namespace maifs {

namespace {

// Strict schedulers itemise only the jobs they reached; the others wait without a verdict.
constexpr const char* kNotConsidered = "no verdict recorded yet (not itemised by the scheduler)";

} // namespace

DecisionIndex::DecisionIndex(const RunRecord& run)
    : run_(run)
    , about_(run.jobs.size()) {
    catchUp();
}

void DecisionIndex::catchUp() {
    const RunRecord& run = run_;
    const auto note = [&](int job, std::size_t d) {
        if (job < 0 || job >= static_cast<int>(about_.size()))
            return;
        auto& list = about_[static_cast<std::size_t>(job)];
        if (list.empty() || list.back() != d)
            list.push_back(d);
    };
    for (std::size_t d = indexed_; d < run.decisions.size(); ++d) {
        const DecisionRecord& rec = run.decisions[d];
        for (const auto& jd : rec.jobs)
            note(jd.job, d);
        for (const auto& a : rec.actions)
            note(a.job, d);
        for (const auto& agent : rec.agents)
            note(agent.chosen.job, d);
    }
    indexed_ = run.decisions.size();
}

const std::vector<std::size_t>& DecisionIndex::about(int job) const {
    static const std::vector<std::size_t> none;
    if (job < 0 || job >= static_cast<int>(about_.size()))
        return none;
    return about_[static_cast<std::size_t>(job)];
}

const JobDecision* DecisionIndex::latestVerdict(int job, std::size_t decision) const {
    const auto& list = about(job);
    auto it = std::upper_bound(list.begin(), list.end(), decision);
    while (it != list.begin()) {
        --it;
        for (const auto& jd : run_.decisions[*it].jobs)
            if (jd.job == job)
                return &jd;
    }
    return nullptr;
}

std::vector<PendingReason> DecisionIndex::pendingReasons(const ClusterAt& at,
                                                         std::size_t decision) const {
    std::map<std::string, PendingReason> groups;
    const DecisionRecord* cursorDecision =
        decision == RunCursor::npos ? nullptr : &run_.decisions[decision];
    for (int j : at.waiting) {
        // A job the decision at the cursor left out, for the reason it gives for all of them;
        // else the job's latest verdict.
        if (cursorDecision && cursorDecision->notListed &&
            run_.jobs[static_cast<std::size_t>(j)].job.submit <= cursorDecision->time &&
            std::ranges::none_of(cursorDecision->jobs,
                                 [j](const JobDecision& jd) { return jd.job == j; })) {
            const OutcomeClause& why = *cursorDecision->notListed;
            PendingReason& group = groups[describeNotListed(why)];
            group.notListed = &why;
            group.jobs.push_back(j);
            continue;
        }
        const JobDecision* verdict =
            decision == RunCursor::npos ? nullptr : latestVerdict(j, decision);
        PendingReason& group =
            groups[verdict ? describeOutcome(pendingClauses(*verdict), *verdict, run_)
                           : kNotConsidered];
        group.verdict = verdict;
        group.jobs.push_back(j);
    }
    std::vector<PendingReason> out;
    for (auto& [reason, group] : groups) {
        group.reason = reason;
        out.push_back(std::move(group));
    }
    std::ranges::stable_sort(out, [](const PendingReason& a, const PendingReason& b) {
        return a.jobs.size() > b.jobs.size();
    });
    return out;
}

std::string describeAgentAction(const AgentAction& action, const RunRecord& run) {
    if (action.job < 0)
        return "no-op";
    const bool known = action.job < static_cast<int>(run.jobs.size());
    const std::string id = known ? run.jobs[static_cast<std::size_t>(action.job)].job.id : "?";
    switch (action.op) {
    case AgentAction::Op::Preempt:
        return "preempt " + id;
    case AgentAction::Op::Grow:
        return "grow " + id + " to best case";
    case AgentAction::Op::Shrink:
        return "shrink " + id + " to floor";
    case AgentAction::Op::Start:
        break;
    }
    return id + " cpu:" + agentLevelName(action.cpus) + " mem:" + agentLevelName(action.mem);
}

std::string describeAction(const ActionRecord& action, const RunRecord& run) {
    const bool known = action.job >= 0 && action.job < static_cast<int>(run.jobs.size());
    std::string s = std::string(actionKindName(action.kind)) + " " +
                    (known ? run.jobs[static_cast<std::size_t>(action.job)].job.id : "?");
    std::string where;
    for (const auto& share : action.allocation.shares) {
        if (!where.empty())
            where += " + ";
        const bool nodeKnown = share.node >= 0 && share.node < run.cluster.size();
        where += (nodeKnown ? run.cluster.node(share.node).id : "?") + " (" +
                 (share.gpuMilli < 1000
                      ? formatNumber(share.gpuMilli) + " milli-GPU"
                      : std::to_string(share.gpus) + (share.gpus == 1 ? " GPU" : " GPUs")) +
                 ", " + formatNumber(share.cpus) + " CPUs, " + formatNumber(share.memGb) + " GB)";
    }
    if (!where.empty())
        s += " on " + where;
    return s + (action.accepted ? ": accepted" : ": rejected, " + action.rejection);
}

} // namespace maifs
