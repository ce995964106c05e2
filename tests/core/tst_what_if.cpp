// The What-if panel's questions as scenarios: nodes added and removed by kind, a GPU model swapped,
// arrivals and durations scaled; the answers worked out by hand on a one-GPU cluster.
#include "core/io/scenario_reader.h"
#include "core/metrics/summary.h"
#include "core/sched/registry.h"
#include "core/session/run_scenario.h"
#include "core/sweep/what_if.h"

#include <stdexcept>

#include <QTest>

using namespace maifs;

namespace {

// Two 1-hour jobs at time 0 and a half-hour one at 2 h; one single-GPU V100 node and two 4-GPU
// K80 nodes, there to be swapped and removed.
const char* kTiny = R"(version: 1
name: tiny
cluster:
  nodes:
    - {id: a, rack: r0, gpu_model: V100, gpus: 1, cpus: 8, mem_gb: 64}
    - {id: b, rack: r1, gpu_model: K80, gpus: 4, cpus: 16, mem_gb: 128}
    - {id: c, rack: r1, gpu_model: K80, gpus: 4, cpus: 16, mem_gb: 128}
workload:
  jobs:
    - {id: j1, submit: 0, gpus: 1, duration: 3600}
    - {id: j2, submit: 0, gpus: 1, duration: 3600}
    - {id: j3, submit: 7200, gpus: 1, duration: 1800}
)";

std::string errorOf(const Scenario& base, const WhatIf& w) {
    try {
        applyWhatIf(base, w);
    } catch (const std::invalid_argument& e) {
        return e.what();
    }
    return {};
}

} // namespace

class TestWhatIf : public QObject {
    Q_OBJECT

private slots:
    void addedNodesCopyTheKindAndKeepIdsUnique() {
        const Scenario base = readScenarioText(kTiny, "tiny.yaml");
        WhatIf w;
        w.nodes = 2;
        w.like = "a";
        const Scenario s = applyWhatIf(base, w);
        QCOMPARE(s.cluster.size(), 5);
        const Node& added = s.cluster.node(3);
        QCOMPARE(added.id, std::string("a+1"));
        QCOMPARE(s.cluster.node(4).id, std::string("a+2"));
        QCOMPARE(added.gpuModel, std::string("V100"));
        QCOMPARE(added.gpus, 1);
        QCOMPARE(added.cpus, 8.0);
        QCOMPARE(added.rack, std::string("r0"));
        QCOMPARE(s.jobs, base.jobs); // the workload is untouched
        QCOMPARE(w.describe(base), std::string("+2 nodes like a (1 x V100, 8 CPUs, 64 GB)"));
        // asked again on the variant, new ids skip the taken ones
        WhatIf again = w;
        again.nodes = 1;
        QCOMPARE(applyWhatIf(s, again).cluster.node(5).id, std::string("a+3"));
    }

    void removedNodesAreTheLastOfTheKind() {
        const Scenario base = readScenarioText(kTiny, "tiny.yaml");
        WhatIf w;
        w.nodes = -1;
        w.like = "b";
        const Scenario s = applyWhatIf(base, w);
        QCOMPARE(s.cluster.size(), 2);
        QVERIFY(s.cluster.indexOf("b").has_value());
        QVERIFY(!s.cluster.indexOf("c").has_value());
        w.nodes = -3;
        QCOMPARE(errorOf(base, w),
                 std::string("cannot remove 3 nodes like b: the cluster has 2 of that kind that "
                             "no cluster event names"));
        w.like = "zz";
        QCOMPARE(errorOf(base, w), std::string("no node 'zz' in the cluster"));
    }

    void aGpuSwapAndScalesChangeWhatTheySay() {
        const Scenario base = readScenarioText(kTiny, "tiny.yaml");
        WhatIf w;
        w.gpuFrom = "K80";
        w.gpuTo = "V100";
        w.arrivalScale = 2;
        w.durationScale = 0.5;
        const Scenario s = applyWhatIf(base, w);
        QCOMPARE(s.cluster.node(1).gpuModel, std::string("V100"));
        QCOMPARE(s.cluster.node(2).gpuModel, std::string("V100"));
        QCOMPARE(s.jobs[2].submit, 3600.0);  // twice as fast: 7200 s / 2
        QCOMPARE(s.jobs[2].duration, 900.0); // half as long
        QCOMPARE(w.describe(base), std::string("K80 -> V100; arrivals x 2; durations x 0.5"));
        w.gpuTo = "H9000";
        QCOMPARE(errorOf(base, w),
                 std::string("GPU model 'H9000' is not in the scenario's GPU speed table"));
        w.gpuTo.clear();
        QCOMPARE(errorOf(base, w), std::string("a GPU model swap needs both models (from and to)"));
        WhatIf scale;
        scale.arrivalScale = 0;
        QCOMPARE(errorOf(base, scale), std::string("arrival scale: expected a number > 0, got 0"));
        QVERIFY(WhatIf{}.empty());
        QCOMPARE(WhatIf{}.describe(base), std::string("as it is"));
    }

    void oneMoreNodeHalvesTheQueueByHand() {
        // The cluster shrunk to node a alone (one GPU), then one more node like it.
        Scenario base = readScenarioText(kTiny, "tiny.yaml");
        WhatIf shrink;
        shrink.nodes = -2;
        shrink.like = "b";
        base = applyWhatIf(base, shrink);
        QCOMPARE(base.cluster.size(), 1);
        SchedulerRegistry registry;
        registerBuiltinSchedulers(registry);
        // One GPU: j1 0..1 h, j2 1..2 h, j3 2..2.5 h: JCTs 1, 2 and 0.5 h.
        const Summary before = summarize(runScenario(base, registry, "fifo", 1));
        QCOMPARE(before.meanJct, (3600.0 + 7200.0 + 1800.0) / 3);
        WhatIf more;
        more.nodes = 1;
        more.like = "a";
        // Two GPUs: j1 and j2 at once (1 h each), j3 at 2 h (0.5 h).
        const Summary after = summarize(runScenario(applyWhatIf(base, more), registry, "fifo", 1));
        QCOMPARE(after.meanJct, (3600.0 + 3600.0 + 1800.0) / 3);
    }
};

QTEST_GUILESS_MAIN(TestWhatIf)
#include "tst_what_if.moc"
