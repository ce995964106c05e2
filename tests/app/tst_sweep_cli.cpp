// `maifs sweep` and `maifs capacity` as users run them: serially and under mpirun with 2 and 3
// ranks the same sweep.csv, a failing cell reported without stopping the sweep, a resumed sweep
// running only the missing cells, and the capacity search finding the answer worked out by hand
// in tests/data/capacity-waves.yaml.
#include "tests/support/text_files.h"

#include <QDir>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using maifs::test::readBytes;
using maifs::test::writeTextFile;

namespace {

struct Result {
    int code;
    QString out;
    QString err;
};

Result run(const QString& program, const QStringList& args) {
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    // CI runs as root, which Open MPI refuses unless told twice.
    env.insert(QStringLiteral("OMPI_ALLOW_RUN_AS_ROOT"), QStringLiteral("1"));
    env.insert(QStringLiteral("OMPI_ALLOW_RUN_AS_ROOT_CONFIRM"), QStringLiteral("1"));
    p.setProcessEnvironment(env);
    p.start(program, args);
    if (!p.waitForFinished(180000))
        return {-1, {}, QStringLiteral("did not finish")};
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
            QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}

Result runMaifs(const QStringList& args) {
    return run(QStringLiteral(MAIFS_CLI), args);
}

// 4 node counts x 2 schedulers x 2 seeds = 16 cells; nodes=0 makes an invalid cluster: 4 fail.
const char* kSweep = R"(version: 1
name: waves
base: %1
axes:
  - name: nodes
    set: generate[0].count
    values: [1, 0, 2, 4]
schedulers: [fifo, srtf]
seeds: [1, 2]
)";

// The only node fails at 10 s while j1 runs; j2 arrives after. Sweeps move the failure with
// events[0].at.
const char* kNodeDiesAt10 = R"(version: 1
cluster:
  nodes: [{id: a, gpu_model: V100, gpus: 4, cpus: 32, mem_gb: 256}]
events: [{at: 10, fail: a}]
workload:
  jobs:
    - {id: j1, submit: 0, gpus: 2, duration: 1000, model: res50}
    - {id: j2, submit: 20, gpus: 1, duration: 100, model: res50}
)";

} // namespace

class TestSweepCli : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;
    QString sweep_;

    QString serialOut() const { return dir_.filePath(QStringLiteral("serial")); }

private slots:
    void initTestCase() {
        QVERIFY(dir_.isValid());
        sweep_ = dir_.filePath(QStringLiteral("waves.yaml"));
        QVERIFY(
            writeTextFile(sweep_, QString::fromLatin1(kSweep)
                                      .arg(QStringLiteral(MAIFS_TEST_DATA "/capacity-waves.yaml"))
                                      .toStdString()));
        const auto r =
            runMaifs({QStringLiteral("sweep"), sweep_, QStringLiteral("--out"), serialOut()});
        QCOMPARE(r.code, 3); // completed, with failed cells
        QVERIFY2(r.out.contains(QStringLiteral("16 cells: 12 ok, 4 failed, 0 missing")),
                 qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("nodes=0 scheduler=fifo seed=1")),
                 qPrintable(r.out));
    }

    void serialSweepWritesOneRowPerCell() {
        const QList<QByteArray> lines =
            readBytes(serialOut() + QStringLiteral("/sweep.csv")).trimmed().split('\n');
        QCOMPARE(lines.size(), 17);
        QVERIFY(lines[0].startsWith("cell,nodes,scheduler,seed,status,error,jobs,"));
        // nodes=1, fifo: eight one-hour jobs one after another, mean JCT 4.5 h (16200 s).
        QVERIFY2(lines[1].startsWith("0,1,fifo,1,ok,,8,8,16200"), lines[1].constData());
        QVERIFY2(lines[5].startsWith("4,0,fifo,1,failed,"), lines[5].constData());
        QVERIFY(lines[5].contains("cluster.generate[0].count"));
        QVERIFY(QFile::exists(serialOut() + QStringLiteral("/sweep.json")));
    }

    void resumeRunsOnlyMissingCells() {
        const QString out = dir_.filePath(QStringLiteral("resumed"));
        QVERIFY(QDir().mkpath(out));
        QVERIFY(QDir(serialOut()).entryList(QDir::Files).contains(QStringLiteral("sweep.csv")));
        // A copy of the finished sweep with three cell records taken away: an interrupted run.
        QVERIFY(QDir().mkpath(out + QStringLiteral("/cells")));
        const QStringList records =
            QDir(serialOut() + QStringLiteral("/cells")).entryList(QDir::Files);
        QCOMPARE(records.size(), 16);
        for (const auto& f : records)
            if (f != QStringLiteral("000002.json") && f != QStringLiteral("000009.json") &&
                f != QStringLiteral("000015.json"))
                QVERIFY(QFile::copy(serialOut() + QStringLiteral("/cells/") + f,
                                    out + QStringLiteral("/cells/") + f));
        const auto r = runMaifs({QStringLiteral("sweep"), sweep_, QStringLiteral("--out"), out});
        QCOMPARE(r.code, 3);
        QVERIFY2(r.out.contains(QStringLiteral("16 cells (3 to run, 13 reused)")),
                 qPrintable(r.out));
        QCOMPARE(r.out.count(QStringLiteral(" mean JCT ")) + r.out.count(QStringLiteral("FAILED")),
                 3);
        QCOMPARE(readBytes(out + QStringLiteral("/sweep.csv")),
                 readBytes(serialOut() + QStringLiteral("/sweep.csv")));
        // Retrying the failed cells reruns exactly those.
        const auto retry = runMaifs({QStringLiteral("sweep"), sweep_, QStringLiteral("--out"), out,
                                     QStringLiteral("--retry-failed")});
        QVERIFY2(retry.out.contains(QStringLiteral("16 cells (4 to run, 12 reused)")),
                 qPrintable(retry.out));
    }

    void mpiRanksGiveTheSameSweepCsv_data() {
        QTest::addColumn<int>("ranks");
        QTest::newRow("np 2") << 2;
        QTest::newRow("np 3") << 3;
    }

    void mpiRanksGiveTheSameSweepCsv() {
#ifndef MAIFS_MPIEXEC
        QSKIP("MPI is absent (no mpiexec found by CMake): install openmpi-bin libopenmpi-dev");
#else
        QFETCH(int, ranks);
        const QString out = dir_.filePath(QStringLiteral("mpi%1").arg(ranks));
        const auto r = run(QStringLiteral(MAIFS_MPIEXEC),
                           {QStringLiteral("--oversubscribe"), QStringLiteral("-np"),
                            QString::number(ranks), QStringLiteral(MAIFS_CLI),
                            QStringLiteral("sweep"), sweep_, QStringLiteral("--out"), out});
        QVERIFY2(r.out.contains(QStringLiteral("%1 MPI ranks").arg(ranks)),
                 qPrintable(r.out + r.err));
        QVERIFY2(r.out.contains(QStringLiteral("16 cells: 12 ok, 4 failed, 0 missing")),
                 qPrintable(r.out + r.err));
        QCOMPARE(readBytes(out + QStringLiteral("/sweep.csv")),
                 readBytes(serialOut() + QStringLiteral("/sweep.csv")));
        QCOMPARE(readBytes(out + QStringLiteral("/sweep.json")),
                 readBytes(serialOut() + QStringLiteral("/sweep.json")));
        // Cells really went to the other ranks (each rank asks for work as soon as it is free).
        QVERIFY2(r.out.contains(QStringLiteral("(rank 1,")), qPrintable(r.out));
#endif
    }

    void capacityFindsTheHandComputedAnswer() {
        const QString out = dir_.filePath(QStringLiteral("capacity"));
        const auto r = runMaifs(
            {QStringLiteral("capacity"), QStringLiteral(MAIFS_TEST_DATA "/capacity-waves.yaml"),
             QStringLiteral("--target"), QStringLiteral("mean_jct_s<=7000"),
             QStringLiteral("--vary"), QStringLiteral("generate[0].count"),
             QStringLiteral("--scheduler"), QStringLiteral("fifo"), QStringLiteral("--seeds"),
             QStringLiteral("1,2"), QStringLiteral("--out"), out});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains(QStringLiteral(
                     "answer: cluster.generate[0].count = 3 is the smallest value meeting "
                     "mean_jct_s<=7000 (4 steps)")),
                 qPrintable(r.out));
        const QList<QByteArray> rows =
            readBytes(out + QStringLiteral("/capacity.csv")).trimmed().split('\n');
        QCOMPARE(rows.size(), 1 + 4 * 2);          // header, 4 steps x 2 seeds
        QVERIFY(rows[7].startsWith("4,3,1,6750")); // step 4 tried 3 nodes: 6750 s by hand
        QVERIFY(QFile::exists(out + QStringLiteral("/3-seed2/summary.json")));
    }

    void capacityRejectsWhatItCannotSearch() {
        const auto unreachable = runMaifs(
            {QStringLiteral("capacity"), QStringLiteral(MAIFS_TEST_DATA "/capacity-waves.yaml"),
             QStringLiteral("--target"), QStringLiteral("mean_jct_s<=100"),
             QStringLiteral("--vary"), QStringLiteral("generate[0].count"),
             QStringLiteral("--scheduler"), QStringLiteral("fifo"), QStringLiteral("--max"),
             QStringLiteral("8")});
        QCOMPARE(unreachable.code, 3);
        QVERIFY(unreachable.out.contains(QStringLiteral("no value up to 8 meets mean_jct_s<=100")));
        const auto notInteger = runMaifs(
            {QStringLiteral("capacity"), QStringLiteral(MAIFS_TEST_DATA "/capacity-waves.yaml"),
             QStringLiteral("--target"), QStringLiteral("mean_jct_s<=7000"),
             QStringLiteral("--vary"), QStringLiteral("generate[0].gpu_model"),
             QStringLiteral("--scheduler"), QStringLiteral("fifo")});
        QCOMPARE(notInteger.code, 1);
        QVERIFY2(notInteger.err.contains(QStringLiteral("must be an integer")),
                 qPrintable(notInteger.err));
        const auto badTarget = runMaifs(
            {QStringLiteral("capacity"), QStringLiteral(MAIFS_TEST_DATA "/capacity-waves.yaml"),
             QStringLiteral("--target"), QStringLiteral("gpu_util>=0.9"), QStringLiteral("--vary"),
             QStringLiteral("generate[0].count"), QStringLiteral("--scheduler"),
             QStringLiteral("fifo")});
        QCOMPARE(badTarget.code, 1);
        QVERIFY(badTarget.err.contains(QStringLiteral("bounds a metric from above")));
    }

    void unknownSchedulerInASweepIsAnInputError() {
        const QString bad = dir_.filePath(QStringLiteral("bad.yaml"));
        QVERIFY(writeTextFile(bad, QString::fromLatin1(kSweep)
                                       .arg(QStringLiteral(MAIFS_TEST_DATA "/capacity-waves.yaml"))
                                       .replace(QStringLiteral("srtf"), QStringLiteral("nosuch"))
                                       .toStdString()));
        const auto r = runMaifs({QStringLiteral("sweep"), bad, QStringLiteral("--out"),
                                 dir_.filePath(QStringLiteral("bad"))});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(QStringLiteral("schedulers[1]: unknown scheduler 'nosuch'")),
                 qPrintable(r.err));
    }

    void aCellThatCannotDrainFailsAndTheSweepGoesOn() {
        // The only node fails at `at`: at 10 the jobs are left waiting for ever (the cell fails
        // with the verdict, under every policy, round-based or not); at 5000 both have finished.
        const QString base = dir_.filePath(QStringLiteral("dies.yaml"));
        QVERIFY(writeTextFile(base, kNodeDiesAt10));
        const QString sweep = dir_.filePath(QStringLiteral("dies-sweep.yaml"));
        QVERIFY(writeTextFile(sweep, "version: 1\nbase: " + base.toStdString() +
                                         "\naxes:\n  - name: fail_at\n    set: events[0].at\n"
                                         "    values: [10, 5000]\nschedulers: [fifo, las, "
                                         "tiresias+tune]\nseeds: [1]\n"));
        const auto r = runMaifs({QStringLiteral("sweep"), sweep, QStringLiteral("--out"),
                                 dir_.filePath(QStringLiteral("dies"))});
        QCOMPARE(r.code, 3);
        QVERIFY2(r.out.contains(QStringLiteral("6 cells: 3 ok, 3 failed, 0 missing")),
                 qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("fail_at=10 scheduler=las seed=1")) &&
                     r.out.contains(QStringLiteral("the run did not drain (stalled)")),
                 qPrintable(r.out));

        // A per-cell event budget: every cell stops at 3 events and fails with the reason.
        QVERIFY(writeTextFile(sweep, "version: 1\nbase: " + base.toStdString() +
                                         "\naxes:\n  - name: fail_at\n    set: events[0].at\n"
                                         "    values: [5000]\nschedulers: [las]\nseeds: [1]\n"
                                         "cell_limits: {max_events: 3}\n"));
        const auto limited = runMaifs({QStringLiteral("sweep"), sweep, QStringLiteral("--out"),
                                       dir_.filePath(QStringLiteral("limited"))});
        QCOMPARE(limited.code, 3);
        QVERIFY2(limited.out.contains(QStringLiteral("(event_limit): engine.max_events (3)")),
                 qPrintable(limited.out));
    }

    void simulateSaysARunDidNotDrain() {
        const QString scenario = dir_.filePath(QStringLiteral("dies-now.yaml"));
        QVERIFY(writeTextFile(scenario, kNodeDiesAt10));
        const QString out = dir_.filePath(QStringLiteral("dies-run"));
        const auto r =
            runMaifs({QStringLiteral("simulate"), scenario, QStringLiteral("--scheduler"),
                      QStringLiteral("tiresias"), QStringLiteral("--out"), out});
        QCOMPARE(r.code, 3);
        QVERIFY2(r.err.contains(QStringLiteral("run did not drain (stalled)")), qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("job j1: waiting:")), qPrintable(r.err));
        // the files are written, complete, and say the same
        const QByteArray summary = readBytes(out + QStringLiteral("/summary.json"));
        QVERIFY2(summary.contains("\"end\": \"stalled\""), summary.constData());
        QVERIFY(!readBytes(out + QStringLiteral("/run.complete")).isEmpty());
        // compare: the same verdict and exit status
        const auto c = runMaifs({QStringLiteral("compare"), scenario,
                                 QStringLiteral("--schedulers"), QStringLiteral("fifo,las")});
        QCOMPARE(c.code, 3);
        QVERIFY2(c.err.contains(QStringLiteral("las-seed1: run did not drain")), qPrintable(c.err));
    }
};

QTEST_APPLESS_MAIN(TestSweepCli)
#include "tst_sweep_cli.moc"
