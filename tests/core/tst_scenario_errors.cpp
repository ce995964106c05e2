// Every kind of bad scenario is refused with the file, line and key of the problem.
#include "core/io/scenario_reader.h"
#include "core/util/input_error.h"

#include <QTest>

using namespace maifs;

namespace {
const char* kCluster =
    "cluster:\n  nodes: [{id: n0, gpu_model: V100, gpus: 8, cpus: 24, mem_gb: 500}]\n";
}

class TestScenarioErrors : public QObject {
    Q_OBJECT

private slots:
    void rejects_data() {
        QTest::addColumn<QString>("yaml");
        QTest::addColumn<QString>("expected"); // the start of what() after "bad.yaml:"
        const QString c = QString::fromLatin1(kCluster);
        const QString jobs =
            QStringLiteral("workload:\n  jobs: [{id: j0, duration: 10, model: res50}]\n");
        QTest::newRow("empty file") << ""
                                    << "1:1: empty scenario";
        QTest::newRow("yaml syntax") << "version: 1\ncluster: [\n"
                                     << "3:1: YAML syntax";
        QTest::newRow("unknown top key") << "version: 1\ncluterr: {}\n"
                                         << "2:1: cluterr: unknown key";
        QTest::newRow("missing version") << c + jobs << "1:1: version: missing";
        QTest::newRow("wrong version")
            << "version: 2\n" + c + jobs << "1:10: version: expected an integer in [1, 1], got 2";
        QTest::newRow("wrong type")
            << "version: 1\ncluster:\n  nodes: [{id: n0, gpu_model: V100, gpus: eight, cpus: 24, "
               "mem_gb: 500}]\n" +
                   jobs
            << "3:43: cluster.nodes[0].gpus: expected an integer, got 'eight'";
        QTest::newRow("unknown node key")
            << "version: 1\ncluster:\n  nodes: [{id: n0, gpu: 8, cpus: 24, mem_gb: 500}]\n" + jobs
            << "3:20: cluster.nodes[0].gpu: unknown key";
        QTest::newRow("negative submit")
            << "version: 1\n" + c + "workload:\n  jobs: [{id: j0, submit: -5, duration: 10}]\n"
            << "5:27: workload.jobs[0].submit: expected a number >= 0, got -5";
        QTest::newRow("zero duration")
            << "version: 1\n" + c + "workload:\n  jobs: [{id: j0, duration: 0}]\n"
            << "5:29: workload.jobs[0].duration: expected a number > 0, got 0";
        QTest::newRow("missing duration") << "version: 1\n" + c + "workload:\n  jobs: [{id: j0}]\n"
                                          << "5:10: workload.jobs[0].duration: missing";
        QTest::newRow("too many gpus")
            << "version: 1\n" + c + "workload:\n  jobs: [{id: j0, gpus: 9, duration: 10}]\n"
            << "5:25: workload.jobs[0].gpus: job needs 9 GPUs but the cluster has only 8";
        QTest::newRow("unknown model")
            << "version: 1\n" + c +
                   "workload:\n  jobs: [{id: j0, duration: 10, model: resnet9000}]\n"
            << "5:40: workload.jobs[0].model: unknown model 'resnet9000'";
        QTest::newRow("fractional multi-gpu")
            << "version: 1\n" + c +
                   "workload:\n  jobs: [{id: j0, gpus: 2, gpu_milli: 500, duration: 10}]\n"
            << "5:39: workload.jobs[0].gpu_milli: a GPU share below 1000 milli";
        QTest::newRow("duplicate job")
            << "version: 1\n" + c +
                   "workload:\n  jobs: [{id: j0, duration: 10}, {id: j0, duration: 5}]\n"
            << "5:39: workload.jobs[1].id: duplicate job id 'j0'";
        QTest::newRow("duplicate node")
            << "version: 1\ncluster:\n  nodes:\n    - {id: a, gpu_model: V100, gpus: 1, cpus: 3, "
               "mem_gb: 62.5}\n"
               "    - {id: a, gpu_model: V100, gpus: 1, cpus: 3, mem_gb: 62.5}\n" +
                   jobs
            << "5:7: cluster: duplicate node id 'a'";
        QTest::newRow("unknown gpu model")
            << "version: 1\ncluster:\n  nodes: [{id: n0, gpu_model: H900, gpus: 8, cpus: 24, "
               "mem_gb: 500}]\n" +
                   jobs
            << "3:3: cluster: node 'n0': GPU model 'H900' is not in the GPU speed table";
        QTest::newRow("fail unknown node")
            << "version: 1\n" + c + "events: [{at: 10, fail: n7}]\n" + jobs
            << "4:25: events[0].fail: no node has id 'n7'";
        QTest::newRow("negative restart cost")
            << "version: 1\n" + c + "engine: {restart_cost_s: -1}\n" + jobs
            << "4:26: engine.restart_cost_s: expected a number >= 0";
        QTest::newRow("bad override")
            << "version: 1\n" + c + "models: {interference: {floor: 1.5}}\n" + jobs
            << "4:32: models.interference.floor: expected a fraction in [0, 1]";
        QTest::newRow("nan") << "version: 1\n" + c +
                                    "workload:\n  jobs: [{id: j0, duration: .nan}]\n"
                             << "5:29: workload.jobs[0].duration: expected a finite number";
        // yaml-cpp keeps both entries of a repeated key and reads the first: refused instead.
        QTest::newRow("duplicate top key") << "version: 1\n" + c + jobs + "workload:\n  jobs: []\n"
                                           << "6:1: workload: duplicate key (first at line 4)";
        QTest::newRow("duplicate nested key")
            << "version: 1\n" + c +
                   "workload:\n  jobs:\n    - {id: j0, duration: 10}\n    - {id: j1, "
                   "duration: 10, duration: 20}\n"
            << "7:30: workload.jobs[1].duration: duplicate key (first at line 7)";
        QTest::newRow("submit beyond exact range")
            << "version: 1\n" + c + "workload:\n  jobs: [{id: j0, submit: 1e20, duration: 10}]\n"
            << "5:27: workload.jobs[0].submit: expected a submit time of at most 1e10 s";
        QTest::newRow("absurd duration")
            << "version: 1\n" + c + "workload:\n  jobs: [{id: j0, duration: 1e12}]\n"
            << "5:29: workload.jobs[0].duration: expected a duration of at most 1e9 s";
        QTest::newRow("round too short")
            << "version: 1\nengine: {round_s: 1e-300}\n" + c + jobs
            << "2:19: engine.round_s: expected a round of 0.001 to 1e7 s";
        QTest::newRow("node added twice")
            << "version: 1\n" + c +
                   "events:\n  - {at: 5, add: {id: n1, gpu_model: V100, gpus: 8, cpus: 24, "
                   "mem_gb: 500}}\n  - {at: 9, add: {id: n1, gpu_model: V100, gpus: 8, cpus: 24, "
                   "mem_gb: 500}}\n" +
                   jobs
            << "6:23: events[1].add.id: node id 'n1' exists already (added by an earlier event)";
        QTest::newRow("max events zero") << "version: 1\nengine: {max_events: 0}\n" + c + jobs
                                         << "2:22: engine.max_events: expected an integer in [1, ";
    }

    void rejectsTextThatIsNotUtf8() {
        // A latin-1 byte in a name or an id would pass the reader and break every JSON writer.
        for (const std::string& yaml : {std::string("version: 1\nname: caf\xe9\n") + kCluster +
                                            "workload:\n  jobs: [{id: j0, duration: 10}]\n",
                                        std::string("version: 1\n") + kCluster +
                                            "workload:\n  jobs: [{id: j\xe9, duration: 10}]\n"}) {
            try {
                readScenarioText(yaml, "bad.yaml");
                QFAIL("accepted latin-1 text");
            } catch (const InputError& e) {
                const std::string what = e.what();
                QVERIFY2(what.find("expected UTF-8 text") != std::string::npos, what.c_str());
                QVERIFY2(what.find("\\xE9") != std::string::npos, what.c_str()); // shown escaped
                QVERIFY(e.line() > 0);
            }
        }
    }

    void warnsOfAJobNoNodeCouldHold() {
        // Accepted (real traces have odd rows), but never silently: a located warning.
        const Scenario s = readScenarioText(
            std::string("version: 1\n") + kCluster +
                "workload:\n  jobs:\n    - {id: j0, duration: 10}\n    - {id: j1, duration: 10, "
                "gpu_spec: A100}\n",
            "warn.yaml");
        QCOMPARE(s.warnings.size(), std::size_t{1});
        QCOMPARE(QString::fromStdString(s.warnings[0]),
                 QStringLiteral("warn.yaml:7:7: workload.jobs[1]: no node could ever hold this "
                                "job: needs 1 GPU of A100, the cluster has 0 such"));
    }

    void rejects() {
        QFETCH(QString, yaml);
        QFETCH(QString, expected);
        try {
            readScenarioText(yaml.toStdString(), "bad.yaml");
            QFAIL("accepted a bad scenario");
        } catch (const InputError& e) {
            const QString what = QString::fromStdString(e.what());
            QVERIFY2(what.startsWith(QStringLiteral("bad.yaml:") + expected), qPrintable(what));
            QCOMPARE(QString::fromStdString(e.file()), QStringLiteral("bad.yaml"));
        }
    }

    void missingFileNamesThePath() {
        QVERIFY_THROWS_EXCEPTION(InputError, readScenarioFile("/nonexistent/scenario.yaml"));
    }

    void acceptsAGoodOneAndOrdersJobs() {
        const Scenario s = readScenarioText(std::string("version: 1\nseed: 3\n") + kCluster +
                                                "workload:\n  jobs: [{id: j10, submit: 5, "
                                                "duration: 1}, {id: j2, submit: 5, duration: 1}, "
                                                "{id: j1, submit: 9, duration: 1}]\n",
                                            "good.yaml");
        QCOMPARE(s.seed, std::uint64_t{3});
        QCOMPARE(s.jobs.size(), std::size_t{3});
        QCOMPARE(QString::fromStdString(s.jobs[0].id),
                 QStringLiteral("j2")); // natural order in a tie
        QCOMPARE(QString::fromStdString(s.jobs[1].id), QStringLiteral("j10"));
        QCOMPARE(QString::fromStdString(s.jobs[2].id), QStringLiteral("j1"));
        QCOMPARE(s.engine.roundS, 300.0);
        QCOMPARE(s.name, std::string("good"));
    }

    void generatesNodesInRacks() {
        const Scenario s = readScenarioText(
            "version: 1\ncluster:\n  generate: [{count: 5, rack_size: 2, gpu_model: T4, gpus: 4, "
            "cpus: 16, mem_gb: 128}]\nworkload: {jobs: []}\n",
            "gen.yaml");
        QCOMPARE(s.cluster.size(), 5);
        QCOMPARE(s.cluster.rackCount(), 3);
        QCOMPARE(s.cluster.node(4).id, std::string("n4"));
        QCOMPARE(s.cluster.rackName(s.cluster.rackOf(4)), std::string("r2"));
    }
};

QTEST_GUILESS_MAIN(TestScenarioErrors)
#include "tst_scenario_errors.moc"
