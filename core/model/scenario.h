#pragma once

#include "core/model/cluster.h"
#include "core/model/import_report.h"
#include "core/model/job.h"
#include "core/model/speed_params.h"
#include "core/model/synthetic_workload.h"

#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <vector>

namespace maifs {

// The largest submit time and duration a scenario may hold (seconds; about 317 and 32 years):
// submit + duration then stays exact to well below a millisecond in a double.
inline constexpr double kMaxSubmitS = 1e10;
inline constexpr double kMaxDurationS = 1e9;

struct EngineOptions {
    double roundS = 300;      // period of scheduling rounds
    double restartCostS = 30; // progress lost by a preemption or resize (checkpoint-restart)
    bool interference = true;
    bool placementPenalty = true;
    int explainTopK = 4; // candidates kept per job decision in the decision records
    // A runaway run (a policy that keeps a queue forever, absurd durations) ends with a verdict
    // instead of running on: simulated seconds, and events processed (arrivals, finishes, cluster
    // events, rounds).
    // Where preemptive policies may preempt: at any decision (arrivals, finishes, rounds), or only
    // at round boundaries, as Synergy's and Tiresias's simulators re-rank.
    bool preemptAtRoundsOnly = false;
    double maxTimeS = 2e10; // above any valid submit + duration (docs/scenario.md)
    long long maxEvents = 200'000'000;
};

// A what-if change to the cluster at a time: a node fails (its jobs go back to the queue) or a
// node is added.
struct ClusterEvent {
    enum class Kind { NodeFail, NodeAdd };
    double at = 0;
    Kind kind = Kind::NodeFail;
    std::string nodeId; // NodeFail
    Node node;          // NodeAdd
    bool operator==(const ClusterEvent&) const = default;
};

// Jobs submitted in [from, to] are measured; the others still run (warm-up / cool-down).
struct MeasurementWindow {
    double from = -std::numeric_limits<double>::infinity();
    double to = std::numeric_limits<double>::infinity();
    bool contains(double t) const { return t >= from && t <= to; }
    bool operator==(const MeasurementWindow&) const = default;
};

// Everything a run needs, as read from a scenario file (docs/scenario.md).
struct Scenario {
    int version = 1;
    std::string name;
    std::uint64_t seed = 1;
    Cluster cluster;
    std::vector<Job> jobs; // in arrival order: by submit time, ties by natural id order
    std::vector<SyntheticWorkload> synthetic; // generated per run, with the run's seed
    EngineOptions engine;
    SpeedParams speed;
    std::vector<std::string> schedulers;
    std::vector<ClusterEvent> events;
    MeasurementWindow window;

    std::vector<ImportReport> imports; // one per imported inventory or trace
    // What the reader accepted but a careful user should hear of ("file:line:col: field: ..."),
    // such as a job no node could ever hold; `maifs validate --strict` refuses a scenario with any.
    std::vector<std::string> warnings;

    std::string sourceFile; // where it was read from; empty when built in code
    std::string sha256;     // of the file's bytes
};

// Every node alive at some time of a run: the cluster's and those that events add.
inline std::vector<Node> nodesEverAlive(const Scenario& s) {
    std::vector<Node> nodes = s.cluster.nodes();
    for (const auto& ev : s.events)
        if (ev.kind == ClusterEvent::Kind::NodeAdd)
            nodes.push_back(ev.node);
    return nodes;
}

} // namespace maifs
