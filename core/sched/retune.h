#pragma once

#include "core/sched/capacity_ledger.h"
#include "core/sched/scheduler.h"

#include <span>
#include <string_view>
#include <vector>

namespace maifs {

// Synergy re-does every job's CPU / memory at each round (Mohan et al., OSDI'22), so a job that
// started at its proportional share, or was shrunk to admit a peer, gets its best case back once
// its nodes have it free again. On the same GPUs: moving a job is a migration, which Synergy's
// TUNE does not do either. Jobs are taken in `order` (the policy's priority); one whose GPUs or
// CPU / memory were already acted on in this decision (`touched`, indexed by job; may be empty) is
// skipped. A resize is a checkpoint-restart in the engine (engine.restart_cost_s, as Synergy's
// deployment relaunches a job whose lease changed), so a job grows only when the time it saves
// over its remaining work exceeds that cost. The ledger takes every growth it returns.
std::vector<Action> growToBestCase(const ClusterView& view, CapacityLedger& ledger,
                                   std::span<const int> order, const std::vector<char>& touched);

// Whether a round would grow this allocation of a job: some share below the job's best-case CPU
// or memory per GPU.
bool belowBestCase(const ClusterView& view, int job, const Allocation& a);

// The running jobs that may be below their best case: those the policy started or re-sized
// below it. A job at its best case stays there until the policy itself changes it, so a round
// looks at these (growToBestCase skips the others) instead of at every running job.
class BelowBestCase {
public:
    // After a decision: its starts and resizes below the best case join.
    void note(const ClusterView& view, const std::vector<Action>& actions);
    // The noted jobs still running below their best case, ascending.
    std::span<const int> current(const ClusterView& view);

private:
    std::vector<int> jobs_;
};

// At a round under +tune: growToBestCase over `order`, its actions and their records appended to
// the decision, then the whole decision put in an order the engine can apply (orderFeasibly).
void retuneAtRound(const ClusterView& view, CapacityLedger& ledger, std::span<const int> order,
                   const std::vector<char>& touched, Decision& decision);

// The record of a running job's resize: its CPU / memory before and after, and why.
JobDecision explainResize(const ClusterView& view, const Action& resize,
                          OutcomeClause::ResizeCause why);

// The actions in an order the engine can apply one by one: preemptions, then whatever fits given
// what came before (shrinks before the starts and growths they make room for). Each action is
// checked against the CPU / memory the previous ones leave; the order among those that fit at
// once is kept. An action that never fits stays last (the engine rejects and records it).
void orderFeasibly(const ClusterView& view, std::vector<Action>& actions);

} // namespace maifs
