// The replay cursor over a finished run: the cluster at a moment worked out by hand, stepping
// forward then back returns the same state, breakpoints on events and on samples, and on a real
// scenario the holdings at every sample agree with the run's own series (GPUs, running, waiting).
#include "core/record/breakpoint.h"
#include "core/record/decision_index.h"
#include "core/record/gantt_rows.h"
#include "core/record/live_feed.h"
#include "core/record/outcome_text.h"
#include "core/record/run_cursor.h"
#include "core/sched/ordering_policies.h"
#include "core/sched/registry.h"
#include "core/session/run_scenario.h"
#include "tests/support/run_helpers.h"
#include "tests/support/std_strings.h"

#include <cmath>
#include <optional>

#include <QTest>

using namespace maifs;
using maifs::test::jobById;
using maifs::test::runFifo;

namespace {

// j0 runs 0..100 on the only GPU; j1 (submitted at 10) waits for it, runs 100..150.
const char* kQueue = R"(
version: 1
cluster:
  nodes: [{id: n0, gpu_model: V100, gpus: 1, cpus: 3, mem_gb: 62.5}]
engine: {interference: false}
workload:
  jobs:
    - {id: j0, submit: 0, duration: 100, model: res50}
    - {id: j1, submit: 10, duration: 50, model: res50}
)";

// Two one-GPU nodes: j0 runs 0..100 on n0, j1 10..60 on n1, j2 (submitted at 20) waits for a GPU
// until j1 leaves n1 at 60, then runs 60..90 there.
const char* kTwoNodes = R"(
version: 1
cluster:
  nodes:
    - {id: n0, gpu_model: V100, gpus: 1, cpus: 3, mem_gb: 62.5}
    - {id: n1, gpu_model: V100, gpus: 1, cpus: 3, mem_gb: 62.5}
engine: {interference: false}
workload:
  jobs:
    - {id: j0, submit: 0, duration: 100, model: res50}
    - {id: j1, submit: 10, duration: 50, model: res50}
    - {id: j2, submit: 20, duration: 30, model: res50}
)";

std::vector<int> jobsOn(const ClusterAt& at, int node) {
    std::vector<int> out;
    for (const auto& h : at.byNode[static_cast<std::size_t>(node)])
        out.push_back(h.job);
    return out;
}

} // namespace

class TestRunCursor : public QObject {
    Q_OBJECT

private slots:
    void clusterAtAMomentByHand() {
        const RunRecord r = runFifo(kQueue);
        QCOMPARE(jobById(r, "j1").finish, 150.0);
        RunCursor c(r);
        QCOMPARE(c.start(), 0.0);
        QCOMPARE(c.end(), 150.0);
        c.jumpTo(50);
        ClusterAt at = c.state();
        QCOMPARE(jobsOn(at, 0), (std::vector<int>{0}));
        QCOMPARE(at.waiting, (std::vector<int>{1}));
        QCOMPARE(at.gpusHeld(), 1.0);
        c.jumpTo(100); // j0's finish and j1's start happen at 100: after them, j1 holds the GPU
        at = c.state();
        QCOMPARE(jobsOn(at, 0), (std::vector<int>{1}));
        QCOMPARE(at.running, (std::vector<int>{1}));
        QVERIFY(at.waiting.empty());
        c.jumpTo(5); // before j1 is submitted, it neither runs nor waits
        QVERIFY(c.state().waiting.empty());
        c.jumpTo(1e9);
        QCOMPARE(c.time(), 150.0);
        QVERIFY(c.state().running.empty());
    }

    void steppingForwardThenBackReturnsTheSameState() {
        const RunRecord r = runFifo(kQueue);
        RunCursor c(r);
        QVERIFY(!r.decisions.empty());
        c.jumpTo(r.decisions.front().time);
        QCOMPARE(c.decision(), std::size_t(0));
        QVERIFY(!c.previousDecision());
        for (std::size_t k = 0; k + 1 < r.decisions.size(); ++k) {
            const double t = c.time();
            const ClusterAt before = c.state();
            QVERIFY(c.nextDecision());
            QCOMPARE(c.decision(), k + 1);
            QVERIFY(c.time() > t);
            QVERIFY(c.previousDecision());
            QCOMPARE(c.time(), t);
            QCOMPARE(c.state().running, before.running);
            QCOMPARE(c.state().waiting, before.waiting);
            QVERIFY(c.nextDecision());
        }
        QVERIFY(!c.nextDecision());
    }

    void breakpointsOnEventsAndSamples() {
        const RunRecord r = runFifo(kQueue);
        RunCursor c(r);
        // Run until j1 starts: at 100.
        QVERIFY(c.runUntilEvent(
            [](const EventRecord& e) { return e.kind == EventRecord::Kind::Start && e.job == 1; }));
        QCOMPARE(c.time(), 100.0);
        QVERIFY(!c.runUntilEvent(
            [](const EventRecord& e) { return e.kind == EventRecord::Kind::NodeFail; }));
        QCOMPARE(c.time(), 100.0);
        // Run until a job waits: j1 from its submission at 10.
        c.jumpTo(0);
        QVERIFY(c.runUntilSample([](const TimeSample& s) { return s.pending >= 1; }));
        QCOMPARE(c.time(), 10.0);
        QVERIFY(!c.runUntilSample([](const TimeSample& s) { return s.pending > 50; }));
    }

    void storedBreakpointsStopAtTheEarliestOne() {
        const RunRecord r = runFifo(kTwoNodes);
        QCOMPARE(jobById(r, "j0").history.front().allocation.shares.front().node, 0);
        QCOMPARE(jobById(r, "j2").firstStart, 60.0);
        QCOMPARE(jobById(r, "j2").finish, 90.0);
        RunCursor c(r);
        // A node's changes: n1 gets j1 at 10, swaps it for j2 at 60, frees at 90; n0 only at 100.
        const std::vector<Breakpoint> onN1{{Breakpoint::Kind::NodeChanges, "n1"}};
        for (double expected : {10.0, 60.0, 90.0}) {
            QCOMPARE(runToBreakpoint(c, r, onN1), std::optional<std::size_t>(0));
            QCOMPARE(c.time(), expected);
        }
        QVERIFY(!runToBreakpoint(c, r, onN1));
        QCOMPARE(c.time(), 90.0);
        c.jumpTo(0);
        QCOMPARE(runToBreakpoint(c, r, {{Breakpoint::Kind::NodeChanges, "n0"}}),
                 std::optional<std::size_t>(0));
        QCOMPARE(c.time(), 100.0);

        // Several stored: the earliest wins; disabled ones are skipped.
        c.jumpTo(0);
        std::vector<Breakpoint> list{{Breakpoint::Kind::JobFinishes, "j2"},
                                     {Breakpoint::Kind::QueueLongerThan, "0"}};
        QCOMPARE(runToBreakpoint(c, r, list), std::optional<std::size_t>(1));
        QCOMPARE(c.time(), 20.0); // j2 queues
        QCOMPARE(runToBreakpoint(c, r, list), std::optional<std::size_t>(0));
        QCOMPARE(c.time(), 90.0);
        c.jumpTo(0);
        list[1].enabled = false;
        QCOMPARE(runToBreakpoint(c, r, list), std::optional<std::size_t>(0));
        QCOMPARE(c.time(), 90.0);
        QCOMPARE(describeBreakpoint(list[0]), std::string("job j2 finishes"));

        // One that cannot apply stops nothing and says why.
        c.jumpTo(0);
        const Breakpoint unknown{Breakpoint::Kind::NodeChanges, "n9"};
        QCOMPARE(checkBreakpoint(unknown, r), std::string("no node 'n9' in this run"));
        QCOMPARE(checkBreakpoint({Breakpoint::Kind::GpuAllocationBelow, "half"}, r),
                 std::string("expected a number, got 'half'"));
        QVERIFY(checkBreakpoint({Breakpoint::Kind::GpuAllocationBelow, "50"}, r).empty());
        QVERIFY(!runToBreakpoint(c, r, {list[0], unknown}));
        QCOMPARE(c.time(), 0.0);

        // An event kind, and a time (in hours).
        QCOMPARE(runToBreakpoint(c, r, {{Breakpoint::Kind::EventOfKind, "finish"}}),
                 std::optional<std::size_t>(0));
        QCOMPARE(c.time(), 60.0); // j1
        QCOMPARE(checkBreakpoint({Breakpoint::Kind::EventOfKind, "explode"}, r).substr(0, 25),
                 std::string("expected an event kind (a"));
        QCOMPARE(runToBreakpoint(c, r, {{Breakpoint::Kind::TimeReached, "0.025"}}),
                 std::optional<std::size_t>(0));
        QCOMPARE(c.time(), 90.0);
        QVERIFY(!runToBreakpoint(c, r, {{Breakpoint::Kind::TimeReached, "0.02"}})); // passed
        QVERIFY(!runToBreakpoint(c, r, {{Breakpoint::Kind::TimeReached, "1"}}));    // after the end
        QCOMPARE(c.time(), 90.0);
    }

    void decisionIndexGivesHistoriesAndPendingReasons() {
        const RunRecord r = runFifo(kTwoNodes);
        const DecisionIndex index(r);
        const int j2 = 2;
        QCOMPARE(r.jobs[j2].job.id, std::string("j2"));
        // j2 is judged when it arrives (20, waits) and when j1 finishes (60, starts).
        std::vector<double> times;
        for (std::size_t d : index.about(j2))
            times.push_back(r.decisions[d].time);
        QCOMPARE(times, (std::vector<double>{20.0, 60.0}));
        RunCursor c(r);
        c.jumpTo(30);
        const JobDecision* verdict = index.latestVerdict(j2, c.decision());
        QVERIFY(verdict);
        QVERIFY(!verdict->placed);
        const auto reasons = index.pendingReasons(c.state(), c.decision());
        QCOMPARE(reasons.size(), std::size_t(1));
        QCOMPARE(reasons[0].reason, std::string("needs 1 GPUs; 0 free in the whole cluster"));
        QCOMPARE(reasons[0].jobs, (std::vector<int>{j2}));
        c.jumpTo(60);
        QVERIFY(index.latestVerdict(j2, c.decision())->placed);
        QCOMPARE(index.latestVerdict(j2, 0), nullptr); // not yet submitted at the first decision
        QCOMPARE(reasons[0].verdict, verdict);         // what the studio words in its language
        // A waiting job groups by what it lacks, not by what precedes it (DRF's tenant share).
        JobDecision drf;
        drf.key = OrderKey{OrderKey::Kind::Rank, 3};
        drf.outcome = {{OutcomeClause::Code::Tenant, {0.25}, {}, "vc1"},
                       {OutcomeClause::Code::NoNodeFits, {2, 0, 4, 0}}};
        drf.filterCounts = {{FilterReason::TooFewGpus, 4}};
        QCOMPARE(describeOutcome(pendingClauses(drf), drf, r),
                 std::string("needs 2 GPUs: 0/4 nodes fit; 4 too few free GPUs; 0 GPUs free in "
                             "total"));
        QCOMPARE(verdictText(drf, r),
                 std::string("rank 3: tenant vc1, dominant share 0.25: needs 2 GPUs: 0/4 nodes "
                             "fit; 4 too few free GPUs; 0 GPUs free in total"));
        JobDecision none;
        none.outcome = {{OutcomeClause::Code::ChosenByNoAgent}};
        QCOMPARE(pendingClauses(none).size(), std::size_t{1});

        const DecisionRecord& first = r.decisions.front();
        QCOMPARE(first.time, 0.0);
        QCOMPARE(first.actions.size(), std::size_t(1));
        const std::string action = describeAction(first.actions[0], r);
        QVERIFY2(action.starts_with("start j0 on n0 (1 GPU, ") && action.ends_with(": accepted"),
                 action.c_str());
    }

    void ganttBarsByHand() {
        const RunRecord r = runFifo(kTwoNodes);
        const GanttRows g = ganttRows(r);
        QCOMPARE(g.rows(), 2);
        QCOMPARE(g.bars.size(), std::size_t(3));
        // Row n0: j0 on GPU 0 over 0..100; row n1: j1 10..60, then j2 60..90, by start.
        const auto bar = [&](std::size_t i) {
            const GanttBar& b = g.bars[i];
            return std::vector<double>{b.start,       b.end,          double(b.row),
                                       double(b.job), double(b.lane), double(b.lanes)};
        };
        QCOMPARE(bar(0), (std::vector<double>{0, 100, 0, 0, 0, 1}));
        QCOMPARE(bar(1), (std::vector<double>{10, 60, 1, 1, 0, 1}));
        QCOMPARE(bar(2), (std::vector<double>{60, 90, 1, 2, 0, 1}));
        QCOMPARE(g.rowBegin, (std::vector<std::size_t>{0, 1, 3}));
        QCOMPARE(g.t0, 0.0);
        QCOMPARE(g.t1, 100.0);
        QCOMPARE(g.jobAt(50, 1), 1);
        QCOMPARE(g.jobAt(60, 1), 2); // the bar starting at 60, not the one ending there
        QCOMPARE(g.jobAt(95, 1), -1);
        QCOMPARE(g.jobAt(95, 0), 0);
        QCOMPARE(g.jobAt(5, 1), -1);
        QCOMPARE(g.jobAt(5, 7), -1);
    }

    void theRecordSoFarAfterEachDecisionIsAPrefixOfTheRun() {
        // The live mode's view: after each decision, the decisions so far are the final run's
        // first ones, and the cluster at that moment is the same as the finished run's.
        SchedulerRegistry registry;
        registerBuiltinSchedulers(registry);
        const Scenario demo = readScenarioFile(MAIFS_TEST_DATA "/demo.yaml");
        std::vector<RunRecord> sofar;
        RunRecord grown;
        std::optional<DecisionIndex> caughtUp; // the live view's index, never rebuilt
        LiveFeed feed([&](RunGrowth growth) {
            grow(grown, std::move(growth));
            sofar.push_back(grown);
            if (caughtUp)
                caughtUp->catchUp();
            else
                caughtUp.emplace(grown);
        });
        RunOptions options;
        options.seed = demo.seed;
        options.observers = {&feed};
        const RunRecord full = runScenario(demo, registry, "srtf", options);
        QCOMPARE(sofar.size(), full.decisions.size());
        const DecisionIndex whole(full);
        for (int j = 0; j < static_cast<int>(full.jobs.size()); ++j)
            QCOMPARE(caughtUp->about(j), whole.about(j));
        RunCursor finished(full);
        for (std::size_t k = 0; k < sofar.size(); ++k) {
            const RunRecord& r = sofar[k];
            QCOMPARE(r.decisions.size(), k + 1);
            QCOMPARE(r.decisions.back(), full.decisions[k]);
            QCOMPARE(r.series.back().t, full.decisions[k].time);
            RunCursor live(r);
            live.jumpTo(full.decisions[k].time);
            finished.jumpTo(full.decisions[k].time);
            const ClusterAt a = live.state(), b = finished.state();
            QCOMPARE(a.running, b.running);
            QCOMPARE(a.waiting, b.waiting);
            for (std::size_t n = 0; n < a.byNode.size(); ++n)
                QCOMPARE(jobsOn(a, static_cast<int>(n)), jobsOn(b, static_cast<int>(n)));
        }
    }

    void holdingsAgreeWithTheRunsSeriesEverywhere_data() {
        QTest::addColumn<QString>("scheduler");
        for (const char* id : {"fifo", "srtf", "gandiva", "tetris+tune"})
            QTest::newRow(id) << QString::fromLatin1(id);
    }

    void holdingsAgreeWithTheRunsSeriesEverywhere() {
        // Preemption, time slices and resized allocations included.
        QFETCH(QString, scheduler);
        SchedulerRegistry registry;
        registerBuiltinSchedulers(registry);
        const Scenario demo = readScenarioFile(MAIFS_TEST_DATA "/demo.yaml");
        const RunRecord r = runScenario(demo, registry, scheduler.toStdString(), demo.seed);
        RunCursor c(r);
        QVERIFY(r.series.size() > 50);
        for (const TimeSample& s : r.series) {
            c.jumpTo(s.t);
            const ClusterAt at = c.state();
            QVERIFY2(std::abs(at.gpusHeld() - s.gpuAlloc) < 1e-9, qPrintable(QString::number(s.t)));
            QCOMPARE(static_cast<int>(at.running.size()), s.running);
            QCOMPARE(static_cast<int>(at.waiting.size()), s.pending);
        }
    }
};

QTEST_APPLESS_MAIN(TestRunCursor)
#include "tst_run_cursor.moc"
