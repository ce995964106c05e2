// How a run ends: every policy ends a run that can no longer change with a named verdict (never a
// loop), limits end a runaway run, and each unfinished job says why. Each scenario carries a small
// engine.max_events as a safety net: a regression then ends as event_limit and fails the
// comparison, instead of hanging the suite.
#include "core/metrics/summary.h"
#include "core/sched/registry.h"
#include "core/sched/scheduler.h"
#include "core/session/run_scenario.h"
#include "tests/support/run_helpers.h"
#include "tests/support/std_strings.h"

#include <cmath>

#include <QTest>

using namespace maifs;
using maifs::test::jobById;

namespace {

// Two nodes, both failing at t = 10 while j1 runs; j2 arrives at 20 to a dead cluster.
const char* kAllNodesFail = R"(
version: 1
engine: {max_events: 100000}
cluster:
  nodes:
    - {id: a, gpu_model: V100, gpus: 4, cpus: 32, mem_gb: 256}
    - {id: b, gpu_model: V100, gpus: 4, cpus: 32, mem_gb: 256}
events:
  - {at: 10, fail: a}
  - {at: 10, fail: b}
workload:
  jobs:
    - {id: j1, submit: 0, gpus: 2, duration: 1000, model: res50}
    - {id: j2, submit: 20, gpus: 1, duration: 100, model: res50}
)";

// j0 can never run (no A100 anywhere); j1 can.
const char* kUnplaceableHead = R"(
version: 1
engine: {max_events: 100000, interference: false}
cluster:
  nodes: [{id: a, gpu_model: V100, gpus: 4, cpus: 32, mem_gb: 256}]
workload:
  jobs:
    - {id: j0, submit: 0, gpus: 1, duration: 100, model: res50, gpu_spec: A100}
    - {id: j1, submit: 5, gpus: 1, duration: 100, model: res50}
)";

RunRecord run(const std::string& yaml, const std::string& id) {
    SchedulerRegistry reg;
    registerBuiltinSchedulers(reg);
    return runScenario(readScenarioText(yaml, "test.yaml"), reg, id, 1);
}

} // namespace

class TestRunEnd : public QObject {
    Q_OBJECT

private slots:
    void everyPolicyEndsWhenEveryNodeIsDown() {
        for (const auto& id : test::everyBuiltinPolicy()) {
            const RunRecord r = run(kAllNodesFail, id);
            QVERIFY2(r.end == RunEnd::Stalled, (id + ": " + runEndName(r.end)).c_str());
            QVERIFY2(r.endReason.find("every node is down") != std::string::npos, id.c_str());
            // j1 ran 0..10 and went back to the queue; j2 never started.
            QCOMPARE(jobById(r, "j1").end, JobEnd::Waiting);
            QCOMPARE(jobById(r, "j2").end, JobEnd::NeverStarted);
            QCOMPARE(jobById(r, "j2").endReason,
                     std::string("the nodes still alive cannot hold it: needs 1 GPU, the cluster "
                                 "has 0 in all"));
            // No round fires after the failure: a handful of events, not a loop.
            QVERIFY2(r.eventsProcessed < 20,
                     (id + ": " + std::to_string(r.eventsProcessed)).c_str());
            const Summary s = summarize(r);
            QCOMPARE(s.jobsFinished, 0);
            QVERIFY(std::isnan(s.meanJct)); // no JCT, not a JCT of 0
        }
    }

    void aJobNoNodeCanHoldIsReportedAndTheRestRuns() {
        // Non-blocking policies run j1 (5..105) and end with j0 unplaceable; strict FIFO keeps j1
        // behind j0 for ever: stalled, and j1 says why.
        const RunRecord las = run(kUnplaceableHead, "las");
        QCOMPARE(las.end, RunEnd::Unplaceable);
        QCOMPARE(jobById(las, "j1").finish, 105.0);
        QCOMPARE(jobById(las, "j0").end, JobEnd::Unplaceable);
        QCOMPARE(jobById(las, "j0").endReason,
                 std::string("needs 1 GPU of A100, the cluster has 0 such"));

        const RunRecord fifo = run(kUnplaceableHead, "fifo");
        QCOMPARE(fifo.end, RunEnd::Stalled);
        QCOMPARE(jobById(fifo, "j0").end, JobEnd::Unplaceable);
        QCOMPARE(jobById(fifo, "j1").end, JobEnd::NeverStarted);
        QVERIFY(jobById(fifo, "j1").endReason.find("the policy never started it") !=
                std::string::npos);
    }

    // A preempted job's finish time is not an event of the run: it is taken out of the queue and
    // counted apart, so that events per second (and engine.max_events) count only the run's own.
    void aSupersededFinishEventIsCountedApart() {
        // SRTF on one GPU: j0 (1000 s) starts at 0; j1 (100 s) arrives at 10 and preempts it.
        // j0's finish event for t = 1000 is superseded; j1 finishes at 110; j0 restarts then
        // (the restart cost takes back the 10 s it had done: 1000 s left) and finishes at 1110,
        // after the stale event's 1000.
        const RunRecord r = run(R"(
version: 1
engine: {round_s: 1e6, restart_cost_s: 30, interference: false}
cluster:
  nodes: [{id: a, gpu_model: V100, gpus: 1, cpus: 3, mem_gb: 62.5}]
workload:
  jobs:
    - {id: j0, submit: 0, duration: 1000, model: res50}
    - {id: j1, submit: 10, duration: 100, model: res50}
)",
                                "srtf");
        QCOMPARE(r.end, RunEnd::Completed);
        QCOMPARE(jobById(r, "j1").finish, 110.0);
        QCOMPARE(jobById(r, "j0").finish, 1110.0);
        QCOMPARE(r.supersededEvents, 1LL);
        QCOMPARE(r.eventsProcessed, 4LL); // 2 arrivals, 2 finishes
    }

    // A finish time a rate change moved earlier is gone from the queue: the run ends when its
    // jobs do, not at the stale time, which lay past engine.max_time_s and used to end a run
    // whose jobs had all finished with the verdict time_limit.
    void aRunEndsWithItsJobsNotAtAStaleFinishTime() {
        // Both jobs share one node, each slowed by the other (interference 0.05): rates 0.95.
        // jB finishes at 100 / 0.95 = 105.263 s; jA's finish, first due at 1000 / 0.95 =
        // 1052.6 s, moves to 105.263 + (1000 - 100) = 1005.263 s once it runs alone.
        const RunRecord r = run(R"(
version: 1
engine: {round_s: 1e6, restart_cost_s: 0, max_time_s: 1030}
cluster:
  nodes: [{id: a, gpu_model: V100, gpus: 4, cpus: 12, mem_gb: 250}]
workload:
  jobs:
    - {id: jA, submit: 0, gpus: 2, duration: 1000, model: res50}
    - {id: jB, submit: 0, gpus: 2, duration: 100, model: res50}
)",
                                "fifo");
        QCOMPARE(r.end, RunEnd::Completed);
        QVERIFY(r.endReason.empty());
        QVERIFY(std::abs(jobById(r, "jB").finish - 100.0 / 0.95) < 1e-9);
        QVERIFY(std::abs(jobById(r, "jA").finish - (100.0 / 0.95 + 900.0)) < 1e-9);
        QCOMPARE(r.supersededEvents, 1LL);
        QCOMPARE(r.eventsProcessed, 4LL);
    }

    void theEventLimitEndsARunawayRun() {
        // Two 1e9 s jobs on one GPU under LAS: rounds every 300 s for ever, cut at 40 events.
        const RunRecord r = run(R"(
version: 1
engine: {max_events: 40}
cluster:
  nodes: [{id: a, gpu_model: V100, gpus: 1, cpus: 3, mem_gb: 62.5}]
workload:
  jobs:
    - {id: j0, submit: 0, duration: 1e9, model: res50}
    - {id: j1, submit: 0, duration: 1e9, model: res50}
)",
                                "las");
        QCOMPARE(r.end, RunEnd::EventLimit);
        QCOMPARE(r.eventsProcessed, 40LL);
        QCOMPARE(r.endReason, std::string("engine.max_events (40) reached"));
        int running = 0, waiting = 0;
        for (const auto& j : r.jobs) {
            running += j.end == JobEnd::Running;
            waiting += j.end == JobEnd::Waiting || j.end == JobEnd::NeverStarted;
        }
        QCOMPARE(running, 1);
        QCOMPARE(waiting, 1);
    }

    void theTimeLimitEndsTheRunBeforeLaterWork() {
        // j0 finishes at 100; the run stops at 1000, before j1 (submit 5000) arrives.
        const RunRecord r = run(R"(
version: 1
engine: {max_time_s: 1000}
cluster:
  nodes: [{id: a, gpu_model: V100, gpus: 1, cpus: 3, mem_gb: 62.5}]
workload:
  jobs:
    - {id: j0, submit: 0, duration: 100, model: res50}
    - {id: j1, submit: 5000, duration: 100, model: res50}
)",
                                "fifo");
        QCOMPARE(r.end, RunEnd::TimeLimit);
        QCOMPARE(jobById(r, "j0").finish, 100.0);
        QCOMPARE(jobById(r, "j1").end, JobEnd::NotSubmitted);
    }

    void roundsThatChangeNothingLeaveNoTrace() {
        // A queue under Tiresias: rounds re-rank it every 300 s, but only rounds that start or
        // preempt something are kept, and the time series has a row only where a value changed.
        const RunRecord r = run(R"(
version: 1
engine: {interference: false}
cluster:
  nodes: [{id: a, gpu_model: V100, gpus: 1, cpus: 3, mem_gb: 62.5}]
workload:
  jobs:
    - {id: j0, submit: 0, duration: 20000, model: res50}
    - {id: j1, submit: 1, duration: 20000, model: res50}
    - {id: j2, submit: 2, duration: 20000, model: res50}
)",
                                "tiresias");
        QCOMPARE(r.end, RunEnd::Completed);
        for (const auto& d : r.decisions)
            if (d.trigger == "round")
                QVERIFY(std::ranges::any_of(d.actions,
                                            [](const ActionRecord& a) { return a.accepted; }));
        for (std::size_t i = 1; i < r.series.size(); ++i) {
            TimeSample prev = r.series[i - 1];
            prev.t = r.series[i].t;
            QVERIFY2(!(prev == r.series[i]), std::to_string(r.series[i].t).c_str());
        }
        // Work done is conserved: 60000 s of work on one GPU, no preemption cost is free.
        QVERIFY(summarize(r).makespan >= 60000.0);
    }

    void aCompletedRunSaysSo() {
        const RunRecord r = maifs::test::runFifo(R"(
version: 1
cluster:
  nodes: [{id: a, gpu_model: V100, gpus: 1, cpus: 3, mem_gb: 62.5}]
workload:
  jobs: [{id: j0, submit: 0, duration: 100, model: res50}]
)");
        QCOMPARE(r.end, RunEnd::Completed);
        QVERIFY(r.endReason.empty());
        QCOMPARE(r.jobs[0].end, JobEnd::Finished);
    }
};

QTEST_GUILESS_MAIN(TestRunEnd)
#include "tst_run_end.moc"
