#pragma once

#include "core/record/run_cursor.h"

#include <cstddef>
#include <string>
#include <vector>

namespace maifs {

// Waiting jobs that share one pending reason at a moment.
struct PendingReason {
    std::string reason; // in English, what the jobs are grouped by: "needs 4 GPUs; 0 free ..."
    // What a reader words instead: one of the group's verdicts (its pendingClauses), or the
    // decision's reason for not itemising them; neither when no decision itemised them yet.
    const JobDecision* verdict = nullptr;
    const OutcomeClause* notListed = nullptr;
    std::vector<int> jobs;
};

// Which decisions of a run concern each job: the job was itemised, acted on, or chosen by an agent
// of a learned policy. Built once per run, so a job's whole decision history and the latest
// verdict on a waiting job are lookups rather than scans of the run's decisions.
class DecisionIndex {
public:
    explicit DecisionIndex(const RunRecord& run);

    // Indexes the decisions the run gained since (the live mode's record grows in place).
    void catchUp();

    // Indexes into run.decisions, in time order.
    const std::vector<std::size_t>& about(int job) const;

    // The latest verdict on `job` in decisions [0, decision]: its JobDecision there, or nullptr
    // when no decision up to then itemised it.
    const JobDecision* latestVerdict(int job, std::size_t decision) const;

    // The waiting jobs of `at` grouped by the reason their latest verdict (up to `decision`) gives,
    // largest group first; jobs no decision itemised yet are grouped under "no verdict recorded
    // yet".
    std::vector<PendingReason> pendingReasons(const ClusterAt& at, std::size_t decision) const;

private:
    const RunRecord& run_;
    std::vector<std::vector<std::size_t>> about_;
    std::size_t indexed_ = 0; // decisions [0, indexed_) are in about_
};

// One line for a decision's action: "start j3 on n0 (1 GPU, 3 CPUs, 62.5 GB): accepted".
std::string describeAction(const ActionRecord& action, const RunRecord& run);
// "j12 cpu:best case mem:request", or "no-op" (decisions.jsonl's words for an agent's action).
std::string describeAgentAction(const AgentAction& action, const RunRecord& run);

} // namespace maifs
