#pragma once

#include "core/model/allocation.h"

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace maifs {

// One term of a candidate's score: the raw value, its normalised form and its weight.
struct ScoreTerm {
    std::string name;
    double raw = 0;
    double normalised = 0;
    double weight = 0;
    bool operator==(const ScoreTerm&) const = default;
};

// A (job, node set) the scheduler looked at: passed every filter and was scored, or failed one.
struct CandidateRecord {
    std::vector<int> nodes;
    bool feasible = false;
    std::string failedFilter; // when not feasible: which filter and why
    std::vector<ScoreTerm> terms;
    double score = 0;
    bool operator==(const CandidateRecord&) const = default;
};

// Where a job stood in its policy's order, as a code and a number, so that each reader words it
// (decisions.jsonl as before, the studio in the chosen time unit and language).
struct OrderKey {
    enum class Kind {
        Rank,             // a policy's own rank
        Arrival,          // submit time, s (FIFO)
        ExpectedDuration, // trace duration, s (SJF)
        Remaining,        // remaining time at the ranked speed, s (SRTF)
        Attained,         // attained service, GPU-seconds (LAS)
        TiresiasQueue,    // queue x 1e12 + submit time (Tiresias's 2D-LAS)
        NegativeRho,      // minus the estimated finish-time fairness rho (FTF: largest first)
    };
    Kind kind = Kind::Rank;
    double value = 0;
    bool operator==(const OrderKey&) const = default;
    // Tiresias: the queue and the submit time packed in `value`.
    int tiresiasQueue() const;
    double tiresiasSubmit() const;
};
// "arrival 493", "remaining (s) 1200": the key as decisions.jsonl words it.
std::string describeOrderKey(const OrderKey& key);

// What the scheduler concluded about one job in one decision.
struct JobDecision {
    int job = -1;
    bool placed = false;
    std::optional<OrderKey> key; // where the job stood in the policy's order, when it has one
    std::string outcome;         // "started on n3: 2 GPUs, 6 CPUs, 125 GB" or the pending reason
    std::vector<CandidateRecord> candidates;               // the best few, best first
    std::vector<std::pair<std::string, int>> filterCounts; // filter reason -> nodes failing it
    bool operator==(const JobDecision&) const = default;
};

// An action as the engine saw it: accepted, or rejected with the reason.
struct ActionRecord {
    enum class Kind { Start, Preempt, Resize };
    Kind kind = Kind::Start;
    int job = -1;
    Allocation allocation;
    bool accepted = false;
    std::string rejection;
    bool operator==(const ActionRecord&) const = default;
};

// A learned agent's action (MAIFS): a job of its window at a CPU level and a memory level, or no
// job at all. Recorded as codes so that each reader words it (the files in English, the studio
// through its translations).
struct AgentAction {
    enum class Level { Cheapest, Request, BestCase };
    int job = -1; // -1: no job (the no-op)
    Level cpus = Level::Request;
    Level mem = Level::Request;
    bool operator==(const AgentAction&) const = default;
};
const char* agentLevelName(AgentAction::Level level); // "cheapest", "request", "best case"

// What one agent of a learned multi-agent policy (MAIFS) saw and chose in one micro-round.
struct AgentRecord {
    int round = 0;
    int node = -1;
    int feasibleActions = 0;                                // incl. no-op when allowed
    std::vector<std::pair<AgentAction, double>> topActions; // the likeliest first, with p
    AgentAction chosen;
    double chosenProbability = 0;
    bool conflict = false;
    std::vector<std::pair<int, double>> edges; // strongest coordination-graph edges: node, weight
    bool valued = false;                       // the policy carries its critic:
    double value = 0; // V_i = sum_a pi_i(a) Q_i(a, a_-i) at the actions taken
    bool operator==(const AgentRecord&) const = default;
};

// One invocation of a scheduler (MODEL.md section 5).
struct DecisionRecord {
    double time = 0;
    std::string trigger; // arrival, finish, round, cluster
    std::vector<JobDecision> jobs;
    std::vector<ActionRecord> actions;
    int waitingNotListed = 0; // waiting jobs the scheduler considered but did not itemise
    // Why those waited, where one reason holds for all of them (MAIFS: outside the agents' window);
    // empty when the scheduler does not say.
    std::string notListedReason;
    std::vector<AgentRecord> agents; // learned policies only
    bool operator==(const DecisionRecord&) const = default;
};

const char* actionKindName(ActionRecord::Kind k);
// The verdict as one line: the order key (if any), then the outcome ("arrival 493: started on n0:
// 1 GPU, 3 CPUs, 62.5 GB").
std::string verdictText(const JobDecision& d);

} // namespace maifs
