#pragma once

#include "core/explain/decision_record.h"
#include "core/model/allocation.h"
#include "core/sched/cluster_view.h"

#include <optional>
#include <string>
#include <vector>

namespace maifs {

struct Action {
    ActionRecord::Kind kind = ActionRecord::Kind::Start;
    int job = -1;
    Allocation allocation; // Start and Resize
};

struct Decision {
    std::vector<Action> actions;
    std::vector<JobDecision> jobs;   // the explanation, copied into the decision record
    int waitingNotListed = 0;        // waiting jobs left out of `jobs` to keep records small
    std::vector<AgentRecord> agents; // learned policies: what each agent saw and chose
    std::optional<OutcomeClause> notListed = {}; // why they were left out, where one reason holds
};

// A scheduling policy. The engine calls it with a view of the state and applies the actions it
// returns, one by one, rejecting (and recording) any that is invalid at that point.
class Scheduler {
public:
    struct Traits {
        bool preemptive = false;
        // Invoked by the periodic round even when no arrival or finish happened (policies whose
        // priorities change with time); otherwise only when the state changed.
        bool periodicRounds = false;
        // Changes running jobs' allocations when capacity frees up, so it is invoked after a
        // finish even when nothing waits (Gandiva growing time slices back).
        bool reallocates = false;
    };

    virtual ~Scheduler() = default;
    virtual Traits traits() const = 0;
    virtual Decision schedule(const ClusterView& view) = 0;
};

} // namespace maifs
