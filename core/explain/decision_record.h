#pragma once

#include "core/model/allocation.h"

#include <cstdint>
#include <optional>
#include <span>
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
    bool lostConflict = false; // not feasible: another agent of a learned policy took the job first
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

// Why a node could not take a job (or, for a learned policy, why an agent's claim was not
// itemised).
enum class FilterReason {
    NodeDown,
    NoGpus,
    GpuSpec,
    NoFractionalRoom,
    TooFewGpus,
    Cpu,
    Memory,
    LostConflictNotItemised,
};
const char* filterReasonName(FilterReason r); // decisions.jsonl's words: "too few free GPUs"

// One clause of what a scheduler concluded about a job, as a code and its arguments, so that each
// reader words it: decisions.jsonl in English (core/record's describeOutcome), the studio through
// its translations. The arguments' meaning is per code (below); node and job arguments are indices
// into the run's cluster and jobs, named only when worded.
struct OutcomeClause {
    enum class Code : std::uint8_t {
        // Prefixes: what follows is the placement they qualify.
        Affinity,         // Gandiva: the job went where its peers are
        BestFit,          // Gandiva: no affinity, best fit
        PackingScore,     // Tetris: args {score}
        Tenant,           // DRF: args {dominant share}; `name` the tenant
        IdleClusterGuard, // MAIFS: the rule started a job the policy left on an idle cluster
        // Placements and shortfalls.
        Started,       // args {GPUs (or milli-GPU), fractional 0/1, CPUs, GB}; nodes: where
        StartedOnNode, // args {CPUs, GB}; nodes {node}
        GpusShort,     // args {GPUs needed, GPUs free in the cluster}
        NoNodeFits,    // args {GPUs (or milli-GPU) needed, fractional 0/1, nodes, GPUs free};
                       // the decision's filter counts say why
        PeersShrunk,   // args {peers shrunk}; nodes {node}
        Unsliced,      // args: the GPU slots; nodes {from, to}
        TimeSliced,    // args {ways, milli-GPU each, then the GPU slots}; nodes {node}
        NoTimeSliceRoom,
        Resized, // args {why (ResizeCause), CPUs before, after, GB before, after}
        // Qualifiers of a start.
        BestCaseSizing,
        BestCaseDidNotFit,
        Preempts,   // args {job}
        SetByOptLp, // args {total throughput of the jobs in the start's block of the LP}
        // A learned policy's agents (MAIFS).
        AgentClaimed, // args {GPUs, CPUs, CPU level, GB, memory level, GPUs claimed, GPUs needed};
                      // nodes {agent}
        AgentStarted, // args {p, GPUs, CPUs, CPU level, GB, memory level, nodes of the gang};
                      // nodes {agent}
        ClaimsReleased,
        InWindowNoAgent,
        ChosenByNoAgent,
        // Waiting jobs not itemised (DecisionRecord::notListed): args {window size}.
        OutsideWindowByWork,
        OutsideWindowByArrival,
    };
    enum class ResizeCause { BestCaseFreeAgain, OptLp };

    Code code = Code::Started;
    std::vector<double> args;
    std::vector<int> nodes;
    std::string name; // a tenant: the one argument that is neither a number nor an index

    OutcomeClause() = default;
    OutcomeClause(Code c, std::vector<double> a = {}, std::vector<int> n = {},
                  std::string tenant = {})
        : code(c)
        , args(std::move(a))
        , nodes(std::move(n))
        , name(std::move(tenant)) {}
    bool operator==(const OutcomeClause&) const = default;

    // Args by position, 0 where missing, so a reader never indexes past what a writer gave.
    double arg(std::size_t i) const { return i < args.size() ? args[i] : 0; }
    // Prefixes end in ": " and lead straight into the next clause.
    bool isPrefix() const { return code <= Code::IdleClusterGuard; }
    // Parenthetical qualifiers follow the clause before them after a space.
    bool isParenthetical() const {
        return code == Code::BestCaseSizing || code == Code::BestCaseDidNotFit;
    }
    // A shortfall: what a waiting job needs and could not get.
    bool isShortfall() const { return code == Code::GpusShort || code == Code::NoNodeFits; }
};
using Outcome = std::vector<OutcomeClause>;

// What the scheduler concluded about one job in one decision.
struct JobDecision {
    int job = -1;
    bool placed = false;
    std::optional<OrderKey> key; // where the job stood in the policy's order, when it has one
    Outcome outcome;             // started on n3 with 2 GPUs, 6 CPUs, 125 GB; or the pending reason
    std::vector<CandidateRecord> candidates;                // the best few, best first
    std::vector<std::pair<FilterReason, int>> filterCounts; // filter reason -> nodes failing it
    bool operator==(const JobDecision&) const = default;
};
// The same verdict as at a previous decision (what decides whether a waiting job is itemised
// again): the same order key and outcome, and where the outcome is a shortfall, the same counts.
bool sameVerdict(const JobDecision& a, const JobDecision& b);
// The verdict alone (no candidates): what is kept to compare a later verdict with.
JobDecision verdictOf(const JobDecision& d);
// The clauses that say why a waiting job waits: from its shortfall on (so that jobs waiting for
// the same thing group together whatever their tenant), else the whole outcome.
std::span<const OutcomeClause> pendingClauses(const JobDecision& d);

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
    // Start a waiting job at the levels; or act on a job running on the agent's node: preempt
    // it, grow its CPU / memory there to the best case, or shrink them to its floor.
    enum class Op { Start, Preempt, Grow, Shrink };
    Op op = Op::Start;
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

// One invocation of a scheduler (docs/model.md, "Events and time").
struct DecisionRecord {
    double time = 0;
    std::string trigger; // arrival, finish, round, cluster
    std::vector<JobDecision> jobs;
    std::vector<ActionRecord> actions;
    int waitingNotListed = 0; // waiting jobs the scheduler considered but did not itemise
    // Why those waited, where one reason holds for all of them (MAIFS: outside the agents' window);
    // empty when the scheduler does not say.
    std::optional<OutcomeClause> notListed;
    std::vector<AgentRecord> agents; // learned policies only
    bool operator==(const DecisionRecord&) const = default;
};

const char* actionKindName(ActionRecord::Kind k);

} // namespace maifs
