#pragma once

#include "core/explain/decision_record.h"
#include "core/model/allocation.h"
#include "core/model/cluster.h"
#include "core/model/job.h"
#include "core/model/scenario.h"

#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace maifs {

struct AllocationSpan {
    double start = 0;
    double end = std::numeric_limits<double>::infinity(); // still held when the run ended
    Allocation allocation;
    bool operator==(const AllocationSpan&) const = default;
};

// Where a job stands when the run ends (jobs.csv's `state`).
enum class JobEnd {
    Finished,
    Unplaceable,  // no allocation on the cluster's nodes could ever hold it
    NeverStarted, // it arrived and could fit, but was never started
    Waiting,      // it ran, was preempted, and was not restarted
    Running,      // cut short by a limit or a cancel
    NotSubmitted, // the run ended before its submit time
};
const char* jobEndName(JobEnd e);

// How a run ended (summary.json's `end`).
enum class RunEnd {
    Completed,   // every job finished
    Unplaceable, // every job finished except those no allocation could ever hold
    Stalled,     // jobs were left waiting and nothing (arrival, finish, cluster event) could change
    TimeLimit,   // engine.max_time_s reached
    EventLimit,  // engine.max_events reached
    Cancelled,
};
const char* runEndName(RunEnd e);

struct JobRecord {
    Job job; // as run: model drawn and CPU / memory request filled in where the trace had none
    double work = 0; // duration x rate at the requested allocation (docs/model.md)
    double firstStart = -1;
    double finish = -1; // -1: did not finish
    int preemptions = 0;
    double isolatedJct = 0; // alone on the cluster at its best allocation (fairness rho)
    double fastestJct = 0;  // no scheduler's JCT for it is lower (workload.h)
    std::vector<AllocationSpan> history;
    JobEnd end = JobEnd::Finished;
    std::string endReason; // why it did not finish; empty when it did

    bool finished() const { return finish >= 0; }
    double jct() const { return finish - job.submit; }
    double wait() const { return firstStart - job.submit; }
    bool operator==(const JobRecord&) const = default;
};

// The cluster between two events: allocated and effective (speed-weighted) use, capacity, queue.
struct TimeSample {
    double t = 0;
    double gpuAlloc = 0, cpuAlloc = 0, memAlloc = 0; // GPUs, cores, GB
    double gpuEff = 0, cpuEff = 0, memEff = 0;
    double gpuCap = 0, cpuCap = 0, memCap = 0;
    int pending = 0, running = 0;
    bool operator==(const TimeSample&) const = default;
};

struct EventRecord {
    enum class Kind { Arrival, Start, Finish, Preempt, Resize, NodeFail, NodeAdd, Rejected };
    double t = 0;
    Kind kind = Kind::Arrival;
    int job = -1;
    int node = -1;
    bool operator==(const EventRecord&) const = default;
};

const char* eventKindName(EventRecord::Kind k);

// How much of a run is kept. Full: everything below. Summary: the jobs (with their allocation
// history) and the time series, what summary.json, jobs.csv and timeseries.csv need; no decisions
// and no events, which grow with the scheduler's activity rather than with the workload. None:
// the same in memory; the run files are summary.json only. Sweeps, capacity searches, evaluations
// and training rollouts need only summaries.
enum class RecordDetail { Full, Summary, None };
const char* recordDetailName(RecordDetail d);
// "full" / "summary" / "none"; nullopt otherwise.
std::optional<RecordDetail> parseRecordDetail(std::string_view text);

// The single product of a run: exporters, metrics and the studio's views read only this.
struct RunRecord {
    std::string scenarioName;
    std::string scenarioSha256;
    std::string scheduler;
    std::uint64_t seed = 0;
    MeasurementWindow window;
    Cluster cluster; // including nodes added during the run
    std::vector<JobRecord> jobs;
    std::vector<TimeSample> series;
    std::vector<DecisionRecord> decisions;
    std::vector<EventRecord> events;
    RecordDetail detail = RecordDetail::Full; // decisions and events are empty unless Full
    int rejectedActions = 0;
    bool cancelled = false;
    RunEnd end = RunEnd::Completed;
    std::string endReason; // one line for a terminal: why the run ended as it did
    // The run's events (arrivals, finishes, rounds, cluster events): what engine.max_events
    // bounds. Apart from them, the finish times that a rate change, preemption or failure
    // superseded before they came due (each re-timing of a running job is work too).
    long long eventsProcessed = 0;
    long long supersededEvents = 0;

    // The index of the job with this id (as Cluster::indexOf does for nodes).
    std::optional<int> indexOfJob(std::string_view id) const;
};

} // namespace maifs
