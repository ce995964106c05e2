// The engine against JCTs worked out by hand on tiny clusters. Every case states its arithmetic.
// Unless a case says otherwise, a GPU's proportional share is 3 CPUs + 62.5 GB, where every zoo
// model's throughput is 1.0 by definition, so a job's work equals its duration.
#include "core/metrics/summary.h"
#include "core/sched/affinity_index.h"
#include "core/sched/free_state_index.h"
#include "core/sim/event_queue.h"
#include "core/sim/free_gpu_index.h"
#include "core/sim/node_set.h"
#include "core/util/rng.h"
#include "tests/support/run_helpers.h"
#include "tests/support/std_strings.h"

#include <map>
#include <set>
#include <tuple>

#include <QTest>

using namespace maifs;
using maifs::test::jobById;
using maifs::test::runFifo;
using maifs::test::runYaml;

namespace {

// Replays fixed actions at fixed decision times: lets a test drive preemption and invalid actions.
class ScriptedScheduler final : public Scheduler {
public:
    std::map<double, std::vector<Action>> script;
    Traits traits() const override { return {true, false}; }
    Decision schedule(const ClusterView& view) override {
        Decision d;
        auto it = script.find(view.now());
        if (it != script.end()) {
            d.actions = it->second;
            script.erase(it);
        }
        return d;
    }
};

Allocation on(int node, int gpus, double cpus, double mem) {
    return Allocation{{NodeShare{node, gpus, 1000, cpus, mem, {}}}};
}

const char* kOneGpuNode = R"(
version: 1
cluster:
  nodes: [{id: n0, gpu_model: V100, gpus: 1, cpus: 3, mem_gb: 62.5}]
engine: {interference: false}
)";

} // namespace

class TestEngine : public QObject {
    Q_OBJECT

private slots:
    void theFreeGpuIndexAnswersInNodeOrderAcrossWords() {
        // 130 nodes span three 64-bit words; node k starts with k % 9 free GPUs.
        FreeGpuIndex index;
        std::vector<int> free;
        for (int k = 0; k < 130; ++k) {
            free.push_back(k % 9);
            index.add(k, k % 9);
        }
        index.move(63, free[63], 8); // the last bit of the first word
        free[63] = 8;
        index.move(64, free[64], 0);
        free[64] = 0;
        index.remove(129, free[129]); // a node going down leaves the index
        free[129] = -1;
        for (int g = 0; g <= 9; ++g) {
            std::vector<int> want, got;
            for (int k = 0; k < 130; ++k)
                if (free[static_cast<std::size_t>(k)] >= g)
                    want.push_back(k);
            index.collectAtLeast(g, got);
            QCOMPARE(got, want);
            QCOMPARE(index.countAtLeast(g), static_cast<int>(want.size()));
            // The first few with exactly g free, across the word boundaries.
            std::vector<int> exactly, firstFive;
            for (int k = 0; k < 130; ++k)
                if (free[static_cast<std::size_t>(k)] == g && exactly.size() < 5)
                    exactly.push_back(k);
            index.collectExactly(g, firstFive, 5);
            QCOMPARE(firstFive, exactly);
        }
        QCOMPARE(index.count(8), static_cast<int>(std::ranges::count(free, 8)));
        QCOMPARE(index.count(12), 0);
    }

    // The event queue moves a job's finish in place and takes it out on a stop: checked against
    // an ordered set of (time, kind, id) through random pushes, moves, drops and pops, with
    // equal times so that the ties (kind, then id) decide.
    void theEventQueueServesItsEventsInOrderThroughMovesAndDrops() {
        using Key = std::tuple<double, int, int>;
        const auto keyOf = [](const QueuedEvent& e) {
            return Key{e.t, static_cast<int>(e.kind), e.id};
        };
        constexpr int kJobs = 40;
        EventQueue queue(kJobs);
        std::set<Key> want;
        std::map<int, double> finishOf;
        Rng rng(7);
        int clusterEvents = 0, moves = 0, drops = 0, pops = 0;
        for (int step = 0; step < 5000; ++step) {
            const double t = static_cast<double>(rng.uniformInt(0, 20));
            const int job = static_cast<int>(rng.uniformInt(0, kJobs - 1));
            switch (rng.uniformInt(0, 4)) {
            case 0:
                queue.push({t, EventKind::Cluster, clusterEvents});
                want.insert({t, 1, clusterEvents++});
                break;
            case 1:
            case 2: {
                const bool had = finishOf.contains(job);
                QCOMPARE(queue.setFinish(job, t), had);
                if (had) {
                    want.erase({finishOf[job], 0, job});
                    ++moves;
                }
                finishOf[job] = t;
                want.insert({t, 0, job});
                break;
            }
            case 3:
                QCOMPARE(queue.dropFinish(job), finishOf.contains(job));
                if (finishOf.contains(job)) {
                    want.erase({finishOf[job], 0, job});
                    finishOf.erase(job);
                    ++drops;
                }
                break;
            default:
                if (want.empty()) {
                    QVERIFY(queue.empty());
                    break;
                }
                QVERIFY(keyOf(queue.top()) == *want.begin());
                if (queue.top().kind == EventKind::Finish)
                    finishOf.erase(queue.top().id);
                want.erase(want.begin());
                queue.pop();
                ++pops;
            }
            for (int j = 0; j < kJobs; ++j)
                QCOMPARE(queue.hasFinish(j), finishOf.contains(j));
        }
        QVERIFY(moves > 100 && drops > 100 && pops > 100);
        while (!want.empty()) {
            QVERIFY(keyOf(queue.top()) == *want.begin());
            want.erase(want.begin());
            queue.pop();
        }
        QVERIFY(queue.empty());
    }

    void aNodeSetKeepsItsMembersThroughSwapRemoval() {
        NodeSet set;
        set.resize(6);
        for (int n : {4, 1, 5, 2})
            set.set(n, true);
        set.set(1, true); // already in: no duplicate
        set.set(4, false);
        set.set(3, false); // never in: nothing changes
        std::vector<int> members(set.members().begin(), set.members().end());
        std::ranges::sort(members);
        QCOMPARE(members, (std::vector<int>{1, 2, 5}));
        set.set(5, false);
        set.set(1, false);
        set.set(2, false);
        QVERIFY(set.members().empty());
        set.set(4, true);
        QCOMPARE(std::vector<int>(set.members().begin(), set.members().end()), std::vector<int>{4});
    }

    void theFreeStateIndexGroupsNodesIntoBucketsByFreeGpusAndKind() {
        // Nodes 0-5 of one kind: 0, 2 and 5 idle (8 GPUs, 24 CPUs); 1 and 3 with 4 GPUs and 12
        // CPUs free; 4 with 4 GPUs but 10 CPUs; 7 with 4 GPUs, 11 CPUs and more memory. Node 6
        // is another kind, idle.
        FreeStateIndex index;
        const FreeStateIndex::State idle{0, 8, 24, 500}, half{0, 4, 12, 250}, short4{0, 4, 10, 250};
        for (int n : {0, 2, 5})
            index.set(n, idle);
        index.set(1, half);
        index.set(3, half);
        index.set(4, short4);
        index.set(7, {0, 4, 11, 300});
        index.set(6, {1, 8, 24, 500});
        // Per bucket: (free GPUs, kind, most CPUs, most memory) and each group's (CPUs: nodes),
        // fewest CPUs first.
        const auto describe = [&](int gpus) {
            std::vector<FreeStateIndex::Bucket> buckets;
            index.buckets(gpus, buckets);
            std::string text;
            for (const auto& b : buckets) {
                text += "(" + std::to_string(b.wholeGpus) + "," + std::to_string(b.kind) + "," +
                        std::to_string(static_cast<int>(b.mostCpus())) + "," +
                        std::to_string(static_cast<int>(b.mostMemGb)) + ")";
                for (auto g = b.first; g != b.end; ++g) {
                    text += " " + std::to_string(static_cast<int>(g->second.state.cpus)) + ":";
                    for (int n : g->second.nodes)
                        text += std::to_string(n);
                }
                text += "; ";
            }
            return text;
        };
        QCOMPARE(describe(1), std::string("(4,0,12,300) 10:4 11:7 12:13; (8,0,24,500) 24:025; "
                                          "(8,1,24,500) 24:6; "));
        QCOMPARE(describe(5), std::string("(8,0,24,500) 24:025; (8,1,24,500) 24:6; "));
        QCOMPARE(describe(9), std::string());
        index.set(0, half); // 0 joins 1 and 3
        index.remove(7);    // its bucket's memory bound falls back to 250
        index.remove(7);    // twice: nothing changes
        QCOMPARE(describe(1),
                 std::string("(4,0,12,250) 10:4 12:013; (8,0,24,500) 24:25; (8,1,24,500) 24:6; "));
        // A release can leave a rounding residue below zero: it sorts below every positive.
        index.set(8, {0, 4, -1e-12, 250});
        index.set(9, {0, 4, 0.5, 250});
        QCOMPARE(describe(4), std::string("(4,0,12,250) 0:8 0:9 10:4 12:013; (8,0,24,500) 24:25; "
                                          "(8,1,24,500) 24:6; "));
    }

    void theAffinityIndexListsNodesRunningAJobOfEachSizeByFreeGpus() {
        AffinityIndex index;
        const auto listed = [&](int gpus) {
            std::vector<std::pair<int, int>> out;
            if (const auto* running = index.running(gpus))
                out.assign(running->begin(), running->end());
            return out;
        };
        const std::vector<int> one{1}, oneAndTwo{1, 2}, two{2}, none;
        index.set(3, one, 5);
        index.set(1, oneAndTwo, 6);
        index.set(0, one, 6);
        QCOMPARE(listed(1), (std::vector<std::pair<int, int>>{{5, 3}, {6, 0}, {6, 1}}));
        QCOMPARE(listed(2), (std::vector<std::pair<int, int>>{{6, 1}}));
        QVERIFY(index.running(4) == nullptr);
        index.set(1, two, 4); // its 1-GPU job left, a GPU was taken: re-keyed under 2 only
        QCOMPARE(listed(1), (std::vector<std::pair<int, int>>{{5, 3}, {6, 0}}));
        QCOMPARE(listed(2), (std::vector<std::pair<int, int>>{{4, 1}}));
        index.set(1, none, 8); // idle (or failed): gone, and so is the size nobody runs
        QVERIFY(index.running(2) == nullptr);
        index.set(3, one, 5); // unchanged: nothing moves
        QCOMPARE(listed(1), (std::vector<std::pair<int, int>>{{5, 3}, {6, 0}}));
    }

    void fifoQueuesBehindTheRunningJob() {
        // j0 runs 0..100; j1 (submitted at 10) waits for the only GPU, runs 100..150.
        const auto r = runFifo(std::string(kOneGpuNode) + R"(
workload:
  jobs:
    - {id: j0, submit: 0, duration: 100, model: res50}
    - {id: j1, submit: 10, duration: 50, model: res50}
)");
        QCOMPARE(jobById(r, "j0").finish, 100.0);
        QCOMPARE(jobById(r, "j1").firstStart, 100.0);
        QCOMPARE(jobById(r, "j1").finish, 150.0);
        const Summary s = summarize(r);
        QCOMPARE(s.meanJct, 120.0);  // (100 + 140) / 2
        QCOMPARE(s.meanWait, 45.0);  // (0 + 90) / 2
        QCOMPARE(s.makespan, 150.0); // 150 - 0
        // GPU busy the whole [0, 150]: allocated utilisation 1.
        QCOMPARE(s.gpuUtil, 1.0);
    }

    void strictFifoBlocksBehindTheHead() {
        // 2 GPUs. j0 (1 GPU) runs 0..100. j1 needs 2 GPUs: blocked until 100, runs 100..200.
        // j2 (1 GPU, arrives at 1) could fit at once but strict FIFO keeps it behind j1: 200..210.
        const auto r = runFifo(R"(
version: 1
cluster:
  nodes: [{id: n0, gpu_model: V100, gpus: 2, cpus: 6, mem_gb: 125}]
engine: {interference: false}
workload:
  jobs:
    - {id: j0, submit: 0, duration: 100, model: res50}
    - {id: j1, submit: 0, gpus: 2, duration: 100, model: res50}
    - {id: j2, submit: 1, duration: 10, model: res50}
)");
        QCOMPARE(jobById(r, "j1").firstStart, 100.0);
        QCOMPARE(jobById(r, "j2").firstStart, 200.0);
        QCOMPARE(jobById(r, "j2").finish, 210.0);
    }

    void gangSpansNodesAtTheCrossNodePenalty() {
        // Two 4-GPU nodes in one rack. j0 and j1 (3 GPUs each, res50) take n0 and n1 (best fit).
        // j2 (2 GPUs, transformer = language) fits on no single node: it gets 1 GPU on each,
        // at rate 2 x 1.0 x 0.7 (cross-node, language) = 1.4 against work 2 x 700 = 1400:
        // it runs 0..1000.
        const auto r = runFifo(R"(
version: 1
cluster:
  nodes:
    - {id: n0, rack: r0, gpu_model: V100, gpus: 4, cpus: 12, mem_gb: 250}
    - {id: n1, rack: r0, gpu_model: V100, gpus: 4, cpus: 12, mem_gb: 250}
engine: {interference: false}
workload:
  jobs:
    - {id: j0, submit: 0, gpus: 3, duration: 5000, model: res50}
    - {id: j1, submit: 0, gpus: 3, duration: 5000, model: res50}
    - {id: j2, submit: 0, gpus: 2, duration: 700, model: transformer}
)");
        const auto& j2 = jobById(r, "j2");
        QCOMPARE(j2.history.front().allocation.shares.size(), std::size_t{2});
        QCOMPARE(j2.firstStart, 0.0);
        QCOMPARE(j2.finish, 1000.0);
        QCOMPARE(jobById(r, "j0").history.front().allocation.shares.front().node, 0);
        QCOMPARE(jobById(r, "j1").history.front().allocation.shares.front().node, 1);
    }

    void crossRackCostsTenPercentMore() {
        // As above but the nodes are in two racks: 0.7 x 0.9 = 0.63; 1400 / (2 x 0.63) = 1111.11 s.
        const auto r = runFifo(R"(
version: 1
cluster:
  nodes:
    - {id: n0, rack: r0, gpu_model: V100, gpus: 4, cpus: 12, mem_gb: 250}
    - {id: n1, rack: r1, gpu_model: V100, gpus: 4, cpus: 12, mem_gb: 250}
engine: {interference: false}
workload:
  jobs:
    - {id: j0, submit: 0, gpus: 3, duration: 5000, model: res50}
    - {id: j1, submit: 0, gpus: 3, duration: 5000, model: res50}
    - {id: j2, submit: 0, gpus: 2, duration: 700, model: transformer}
)");
        QVERIFY(qFuzzyCompare(jobById(r, "j2").finish, 1400.0 / (2 * 0.7 * 0.9)));
    }

    void fractionalJobsShareOneGpu() {
        // One GPU, three half-GPU jobs of 100 s. A half GPU gets 1.5 CPUs + 31.25 GB, i.e. 3 CPUs
        // + 62.5 GB per GPU-equivalent: rate 0.5, work 50. j0 and j1 share the GPU over 0..100;
        // j2 waits for a half and runs 100..200.
        const auto r = runFifo(std::string(kOneGpuNode) + R"(
workload:
  jobs:
    - {id: j0, submit: 0, gpu_milli: 500, duration: 100, model: res50}
    - {id: j1, submit: 0, gpu_milli: 500, duration: 100, model: res50}
    - {id: j2, submit: 0, gpu_milli: 500, duration: 100, model: res50}
)");
        QCOMPARE(jobById(r, "j0").finish, 100.0);
        QCOMPARE(jobById(r, "j1").finish, 100.0);
        QCOMPARE(jobById(r, "j1").history.front().allocation.shares.front().gpuSlots,
                 std::vector<int>{0});
        QCOMPARE(jobById(r, "j2").firstStart, 100.0);
        QCOMPARE(jobById(r, "j2").finish, 200.0);
        QCOMPARE(jobById(r, "j0").history.front().allocation.cpus(), 1.5);
    }

    void res18RunsTwoPointFourTimesFasterWithNineCpus() {
        // res18 requested at 3 CPUs + 62.5 GB: work = 2400 x tput(3, 62.5) = 2400.
        // On a node with 9 CPUs per GPU FIFO's proportional share is 9 CPUs: tput(9, 62.5) = 2.4,
        // so it runs 2400 / 2.4 = 1000 s; on a 3-CPU node it runs its 2400 s.
        const auto fast = runFifo(R"(
version: 1
cluster:
  nodes: [{id: n0, gpu_model: V100, gpus: 1, cpus: 9, mem_gb: 62.5}]
workload:
  jobs: [{id: j0, submit: 0, duration: 2400, model: res18, cpus: 3, mem_gb: 62.5}]
)");
        const auto slow = runFifo(std::string(kOneGpuNode) + R"(
workload:
  jobs: [{id: j0, submit: 0, duration: 2400, model: res18, cpus: 3, mem_gb: 62.5}]
)");
        QCOMPARE(fast.jobs[0].finish, 1000.0);
        QCOMPARE(slow.jobs[0].finish, 2400.0);
        QCOMPARE(slow.jobs[0].jct() / fast.jobs[0].jct(), 2.4);
    }

    void coLocatedJobsInterfere() {
        // Two 1-GPU image jobs on one 2-GPU node: each runs at 1 - 0.05 x 1 = 0.95.
        // j1 (work 475) finishes at 475 / 0.95 = 500. j0 has done 475 of 950 by then and runs
        // alone at 1.0 for the other 475: finishes at 975.
        const auto r = runFifo(R"(
version: 1
cluster:
  nodes: [{id: n0, gpu_model: V100, gpus: 2, cpus: 6, mem_gb: 125}]
workload:
  jobs:
    - {id: j0, submit: 0, duration: 950, model: res50}
    - {id: j1, submit: 0, duration: 475, model: res50}
)");
        QCOMPARE(jobById(r, "j1").finish, 500.0);
        QCOMPARE(jobById(r, "j0").finish, 975.0);
    }

    void nodeFailureRequeuesWithRestartCost() {
        // j0 starts on n0 (best-fit tie: lowest index). n0 fails at 400: j0 has done 400 of 1000,
        // loses 30 s of progress (restart cost), restarts at once on n1 with 630 left: ends 1030.
        const auto r = runFifo(R"(
version: 1
cluster:
  nodes:
    - {id: n0, gpu_model: V100, gpus: 1, cpus: 3, mem_gb: 62.5}
    - {id: n1, gpu_model: V100, gpus: 1, cpus: 3, mem_gb: 62.5}
engine: {interference: false, restart_cost_s: 30}
events: [{at: 400, fail: n0}]
workload:
  jobs: [{id: j0, submit: 0, duration: 1000, model: res50}]
)");
        const auto& j0 = r.jobs[0];
        QCOMPARE(j0.preemptions, 1);
        QCOMPARE(j0.history.size(), std::size_t{2});
        QCOMPARE(j0.history[0].end, 400.0);
        QCOMPARE(j0.history[1].allocation.shares[0].node, 1);
        QCOMPARE(j0.finish, 1030.0);
        // capacity halves at 400: GPU capacity in the last sample is 1
        QCOMPARE(r.series.back().gpuCap, 1.0);
    }

    void addedNodeTakesWaitingJob() {
        // One GPU busy with j0 until 1000; j1 waits until a node is added at 300 and runs 300..400.
        const auto r = runFifo(std::string(kOneGpuNode) + R"(
events: [{at: 300, add: {id: n9, gpu_model: V100, gpus: 1, cpus: 3, mem_gb: 62.5}}]
workload:
  jobs:
    - {id: j0, submit: 0, duration: 1000, model: res50}
    - {id: j1, submit: 0, duration: 100, model: res50}
)");
        QCOMPARE(jobById(r, "j1").firstStart, 300.0);
        QCOMPARE(jobById(r, "j1").finish, 400.0);
        QCOMPARE(r.cluster.node(jobById(r, "j1").history[0].allocation.shares[0].node).id,
                 std::string("n9"));
    }

    void preemptionLosesRestartCost() {
        // j0 runs from 0; at 100 the script preempts it (100 done, 30 lost: 930 left) and starts
        // j1 (200 s: 100..300). At 300 j0 restarts and ends at 300 + 930 = 1230.
        ScriptedScheduler s;
        s.script[0] = {{ActionRecord::Kind::Start, 0, on(0, 1, 3, 62.5)}};
        s.script[100] = {{ActionRecord::Kind::Preempt, 0, {}},
                         {ActionRecord::Kind::Start, 1, on(0, 1, 3, 62.5)}};
        s.script[300] = {{ActionRecord::Kind::Start, 0, on(0, 1, 3, 62.5)}};
        const auto r = runYaml(std::string(kOneGpuNode) + R"(
workload:
  jobs:
    - {id: j0, submit: 0, duration: 1000, model: res50}
    - {id: j1, submit: 100, duration: 200, model: res50}
)",
                               s);
        QCOMPARE(jobById(r, "j1").finish, 300.0);
        QCOMPARE(jobById(r, "j0").preemptions, 1);
        QCOMPARE(jobById(r, "j0").finish, 1230.0);
        QCOMPARE(summarize(r).preemptions, 1);
    }

    void invalidActionsAreRejectedAndStateStaysValid() {
        ScriptedScheduler s;
        s.script[0] = {
            {ActionRecord::Kind::Start, 0, on(0, 1, 3, 62.5)},   // j0 needs 2 GPUs
            {ActionRecord::Kind::Start, 99, on(0, 1, 3, 62.5)},  // no such job
            {ActionRecord::Kind::Start, 1, on(0, 1, 100, 62.5)}, // 100 CPUs on a 6-CPU node
            {ActionRecord::Kind::Preempt, 1, {}},                // not running
            {ActionRecord::Kind::Start, 0, on(0, 2, 6, 125)},    // valid
            {ActionRecord::Kind::Start, 1, on(0, 1, 3, 62.5)},   // no GPU left
            {ActionRecord::Kind::Start, 1, Allocation{{NodeShare{0, 1, 1200, 3, 62.5, {}}}}},
        };
        const auto r = runYaml(R"(
version: 1
cluster:
  nodes: [{id: n0, gpu_model: V100, gpus: 2, cpus: 6, mem_gb: 125}]
engine: {interference: false}
workload:
  jobs:
    - {id: j0, submit: 0, gpus: 2, duration: 100, model: res50}
    - {id: j1, submit: 0, duration: 100, model: res50}
)",
                               s);
        QCOMPARE(r.rejectedActions, 6);
        const auto& actions = r.decisions.front().actions;
        QCOMPARE(actions[0].rejection, std::string("partial gang: 1 of 2 GPUs"));
        QCOMPARE(actions[1].rejection, std::string("unknown job index 99"));
        QCOMPARE(actions[2].rejection, std::string("over capacity on n0: 100 CPUs asked, 6 free"));
        QCOMPARE(actions[3].rejection, std::string("job j1 is not running"));
        QVERIFY(actions[4].accepted);
        QCOMPARE(actions[5].rejection, std::string("over capacity on n0: 1 GPUs asked, 0 free"));
        QCOMPARE(actions[6].rejection,
                 std::string("share on n0 has 1200 milli-GPU per GPU, job needs at most 1000"));
        QCOMPARE(jobById(r, "j0").finish, 100.0);
        QVERIFY(!jobById(r, "j1").finished()); // nobody started it again
        // nothing leaked: after j0 the node is empty
        QCOMPARE(r.series.back().gpuAlloc, 0.0);
        QCOMPARE(r.series.back().cpuAlloc, 0.0);
    }

    void modelsAreDrawnBySeedWhenTheTraceNamesNone() {
        const std::string yaml = std::string(kOneGpuNode) + R"(
workload:
  jobs: [{id: a, duration: 10}, {id: b, duration: 10}, {id: c, duration: 10}, {id: d, duration: 10}]
)";
        const auto a = runYaml(yaml, *makeFifo(AllocationMode::Fair, 4), 5);
        const auto b = runYaml(yaml, *makeFifo(AllocationMode::Fair, 4), 5);
        for (std::size_t i = 0; i < a.jobs.size(); ++i) {
            QVERIFY(!a.jobs[i].job.model.empty());
            QCOMPARE(a.jobs[i].job.model, b.jobs[i].job.model);
        }
    }
};

QTEST_GUILESS_MAIN(TestEngine)
#include "tst_engine.moc"
