// The command line's contract: help and version succeed; unknown commands and options exit 2
// with a one-line reason followed by the usage.
#include <signal.h> // kill(), POSIX
#include <vector>

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

class TestCli : public QObject {
    Q_OBJECT

    struct Result {
        int code;
        QString out;
        QString err;
    };

    static bool writeFile(const QString& path, const QByteArray& bytes) {
        QFile f(path);
        return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
    }

    // A one-GPU cluster (3 CPUs: res50 runs at its request, so a job takes its duration) and
    // res50 jobs j0, j1, ... submitted and lasting as given: the evaluation tests' workloads.
    static QByteArray oneGpuScenario(const std::vector<int>& submits,
                                     const std::vector<int>& durations) {
        QByteArray y = "version: 1\n"
                       "cluster:\n"
                       "  nodes: [{id: n0, gpu_model: V100, gpus: 1, cpus: 3, mem_gb: 62.5}]\n"
                       "engine: {interference: false}\n"
                       "workload:\n  jobs:\n";
        for (std::size_t i = 0; i < submits.size(); ++i)
            y += "    - {id: j" + QByteArray::number(static_cast<int>(i)) +
                 ", submit: " + QByteArray::number(submits[i]) +
                 ", duration: " + QByteArray::number(durations[i]) + ", model: res50}\n";
        return y;
    }

    static Result run(const QStringList& args) {
        QProcess p;
        p.start(QStringLiteral(MAIFS_CLI), args);
        if (!p.waitForFinished(60000))
            return {-1, {}, QStringLiteral("did not finish")};
        return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
                QString::fromUtf8(p.readAllStandardOutput()),
                QString::fromUtf8(p.readAllStandardError())};
    }

private slots:
    void versionPrintsProjectVersion() {
        const auto r = run({QStringLiteral("--version")});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.startsWith(QStringLiteral("maifs 0.")), qPrintable(r.out));
    }

    void helpListsTheUsage() {
        const auto r = run({QStringLiteral("--help")});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains(QStringLiteral("Usage")));
    }

    void unknownCommandExits2WithReason() {
        const auto r = run({QStringLiteral("frobnicate")});
        QCOMPARE(r.code, 2);
        QCOMPARE(r.err.section('\n', 0, 0), QStringLiteral("maifs: unknown command 'frobnicate'"));
        QVERIFY(r.err.contains(QStringLiteral("Usage")));
    }

    void unknownOptionExits2WithReason() {
        const auto r = run({QStringLiteral("--frobnicate")});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.startsWith(QStringLiteral("maifs: ")), qPrintable(r.err));
        QVERIFY(r.err.section('\n', 0, 0).contains(QStringLiteral("--frobnicate")));
        QVERIFY(r.err.contains(QStringLiteral("Usage")));
    }

    void simulateWritesTheRunFiles() {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("run"));
        const auto r = run(
            {QStringLiteral("simulate"), QStringLiteral(MAIFS_TEST_DATA "/demo.yaml"),
             QStringLiteral("--scheduler"), QStringLiteral("fifo"), QStringLiteral("--out"), out});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains(QStringLiteral("48 of 48 finished")));
        for (const char* f : {"jobs.csv", "timeseries.csv", "decisions.jsonl", "summary.json"})
            QVERIFY2(QFile::exists(out + '/' + f), f);
        QFile summary(out + QStringLiteral("/summary.json"));
        QVERIFY(summary.open(QIODevice::ReadOnly));
        const QJsonObject o = QJsonDocument::fromJson(summary.readAll()).object();
        for (const char* key :
             {"jobs", "jobs_finished", "mean_jct_s", "p50_jct_s", "p95_jct_s", "p99_jct_s",
              "makespan_s", "mean_wait_s", "gpu_util", "cpu_util", "mem_util", "preemptions",
              "rejected_actions", "seed", "scenario_sha256", "version"})
            QVERIFY2(o.contains(QLatin1String(key)), key);
        QCOMPARE(o.value(QStringLiteral("jobs")).toInt(), 48);
        QCOMPARE(o.value(QStringLiteral("seed")).toInt(), 7); // the scenario's seed
    }

    void recordsSummaryAndNoneLeaveTheDecisionsOut() {
        QTemporaryDir dir;
        const auto simulate = [&](const QString& records) {
            return run({QStringLiteral("simulate"), QStringLiteral(MAIFS_TEST_DATA "/demo.yaml"),
                        QStringLiteral("--scheduler"), QStringLiteral("srtf"),
                        QStringLiteral("--records"), records, QStringLiteral("--out"),
                        dir.filePath(records)});
        };
        for (const char* records : {"full", "summary", "none"})
            QCOMPARE(simulate(QLatin1String(records)).code, 0);
        const auto bytes = [&](const QString& run, const char* file) {
            QFile f(dir.filePath(run) + '/' + QLatin1String(file));
            return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
        };
        // The same run: summary keeps jobs.csv and timeseries.csv byte for byte, none neither.
        for (const char* file : {"jobs.csv", "timeseries.csv"}) {
            QVERIFY2(!bytes(QStringLiteral("full"), file).isEmpty(), file);
            QCOMPARE(bytes(QStringLiteral("summary"), file), bytes(QStringLiteral("full"), file));
            QVERIFY2(!QFile::exists(dir.filePath(QStringLiteral("none/")) + QLatin1String(file)),
                     file);
        }
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("summary/decisions.jsonl"))));
        const QJsonObject full =
            QJsonDocument::fromJson(bytes(QStringLiteral("full"), "summary.json")).object();
        const QJsonObject none =
            QJsonDocument::fromJson(bytes(QStringLiteral("none"), "summary.json")).object();
        QVERIFY(!full.contains(QStringLiteral("records")));
        QCOMPARE(none.value(QStringLiteral("records")).toString(), QStringLiteral("none"));
        QCOMPARE(none.value(QStringLiteral("mean_jct_s")),
                 full.value(QStringLiteral("mean_jct_s")));
        QCOMPARE(none.value(QStringLiteral("gpu_util")), full.value(QStringLiteral("gpu_util")));
        // explain needs the decisions, and says where to get them
        const auto explain =
            run({QStringLiteral("explain"), dir.filePath(QStringLiteral("summary")),
                 QStringLiteral("--job"), QStringLiteral("j0")});
        QCOMPARE(explain.code, 1);
        QVERIFY2(explain.err.contains(QStringLiteral("decisions.jsonl")) &&
                     explain.err.contains(QStringLiteral("--records full")),
                 qPrintable(explain.err));
        // an unknown level is a usage error, and writes nothing
        const auto bad = simulate(QStringLiteral("some"));
        QCOMPARE(bad.code, 2);
        QVERIFY2(bad.err.contains(QStringLiteral("--records")), qPrintable(bad.err));
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("some"))));
    }

    void onlyMaifsLoadsTheLibTorchModule() {
        // With the module made unreachable, everything but MAIFS still runs: no command loads
        // LibTorch before a MAIFS scheduler is made.
        QTemporaryDir dir;
        // MAIFS_RL_MODULE names the module's file; unset, the CLI looks beside itself.
        const auto withModule = [&](const QString& module, const QStringList& args) {
            QProcess p;
            QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
            env.remove(QStringLiteral("MAIFS_RL_MODULE"));
            if (!module.isEmpty())
                env.insert(QStringLiteral("MAIFS_RL_MODULE"), module);
            p.setProcessEnvironment(env);
            p.start(QStringLiteral(MAIFS_CLI), args);
            p.waitForFinished(60000);
            return Result{p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()),
                          QString::fromUtf8(p.readAllStandardError())};
        };
        const auto withoutModule = [&](const QStringList& args) {
            return withModule(dir.filePath(QStringLiteral("none.so")), args);
        };
        const QString demo = QStringLiteral(MAIFS_TEST_DATA "/demo.yaml");
        QCOMPARE(withoutModule({QStringLiteral("simulate"), demo, QStringLiteral("--scheduler"),
                                QStringLiteral("tiresias+tune"), QStringLiteral("--out"),
                                dir.filePath(QStringLiteral("t"))})
                     .code,
                 0);
        QCOMPARE(withoutModule({QStringLiteral("validate"), demo}).code, 0);
        const auto list = withoutModule({QStringLiteral("list-schedulers")});
        QCOMPARE(list.code, 0);
        QVERIFY(list.out.contains(QStringLiteral("maifs-nocg@POLICY_FILE")));
        // MAIFS itself needs it, and says so with the path tried
        const auto maifs = withoutModule(
            {QStringLiteral("simulate"), demo, QStringLiteral("--scheduler"),
             QStringLiteral("maifs"), QStringLiteral("--out"), dir.filePath(QStringLiteral("m"))});
        QCOMPARE(maifs.code, 1);
        QVERIFY2(maifs.err.contains(QStringLiteral("cannot load MAIFS's LibTorch module")) &&
                     maifs.err.contains(dir.filePath(QStringLiteral("none.so"))),
                 qPrintable(maifs.err));
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("m"))));
        // and it is found beside the executable without any setting
        const auto found =
            withModule({}, {QStringLiteral("simulate"), demo, QStringLiteral("--scheduler"),
                            QStringLiteral("maifs-rule"), QStringLiteral("--out"),
                            dir.filePath(QStringLiteral("r"))});
        QCOMPARE(found.code, 0);
    }

    void compareTabulatesSchedulersTimesSeeds() {
        QTemporaryDir dir;
        const auto r =
            run({QStringLiteral("compare"), QStringLiteral(MAIFS_TEST_DATA "/demo.yaml"),
                 QStringLiteral("--schedulers"), QStringLiteral("fifo"), QStringLiteral("--seeds"),
                 QStringLiteral("1,2"), QStringLiteral("--out"), dir.path()});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.contains(QStringLiteral("fifo")));
        QFile csv(dir.filePath(QStringLiteral("summary.csv")));
        QVERIFY(csv.open(QIODevice::ReadOnly));
        const QStringList lines = QString::fromUtf8(csv.readAll()).split('\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 3);
        QVERIFY(lines[1].startsWith(QStringLiteral("fifo,1,,48,48,")));
        QVERIFY(lines[2].startsWith(QStringLiteral("fifo,2,,48,48,")));
        QVERIFY(QDir(dir.filePath(QStringLiteral("fifo-seed2"))).exists());
    }

    void compareRefusesAScheduleItCannotRunBeforeAnyRun() {
        // maifs-lookahead refuses workloads of more than 1,000 jobs (registration.h); FIFO comes
        // first in the list, and still no run folder may be written: a refusal loses nothing.
        QTemporaryDir dir;
        const QString scenario = dir.filePath(QStringLiteral("long.yaml"));
        QVERIFY(writeFile(scenario, "version: 1\n"
                                    "cluster:\n"
                                    "  nodes: [{id: n0, gpu_model: V100, gpus: 4, cpus: 12, "
                                    "mem_gb: 250}]\n"
                                    "workload:\n"
                                    "  synthetic: {jobs: 1001, jobs_per_hour: 2}\n"));
        const QString out = dir.filePath(QStringLiteral("out"));
        const auto r = run({QStringLiteral("compare"), scenario, QStringLiteral("--schedulers"),
                            QStringLiteral("fifo,maifs-lookahead"), QStringLiteral("--seeds"),
                            QStringLiteral("1"), QStringLiteral("--out"), out});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.contains(QStringLiteral("long.yaml")) &&
                     r.err.contains(QStringLiteral("at most 1000 jobs, this workload has 1001")),
                 qPrintable(r.err));
        QVERIFY(!QDir(out).exists());
    }

    void compareRunsEachHeldOutWindow() {
        // maifs-tiny: 160 jobs in windows of 20, the last 3 held out (docs/maifs.md).
        QTemporaryDir dir;
        const QString config = dir.filePath(QStringLiteral("maifs.yaml"));
        QVERIFY(writeFile(config, "episode_jobs: 20\n"));
        const auto r =
            run({QStringLiteral("compare"), QStringLiteral(MAIFS_TEST_DATA "/maifs-tiny.yaml"),
                 QStringLiteral("--schedulers"), QStringLiteral("fifo,maifs-random"),
                 QStringLiteral("--seeds"), QStringLiteral("1"), QStringLiteral("--held-out"),
                 QStringLiteral("--maifs-config"), config, QStringLiteral("--out"),
                 dir.filePath(QStringLiteral("out"))});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains(QStringLiteral("3 held-out windows of 20 jobs")),
                 qPrintable(r.out));
        QFile csv(dir.filePath(QStringLiteral("out/summary.csv")));
        QVERIFY(csv.open(QIODevice::ReadOnly));
        const QStringList lines = QString::fromUtf8(csv.readAll()).split('\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 1 + 2 * 3);
        QVERIFY(lines[1].startsWith(QStringLiteral("fifo,1,w1,20,20,")));
        QVERIFY(lines[6].startsWith(QStringLiteral("maifs-random,1,w3,20,20,")));
    }

    void compareRunsOnTrainingOrValidationWindows() {
        // Design choices are made on training / validation windows, never on held-out ones.
        QTemporaryDir dir;
        const QString config = dir.filePath(QStringLiteral("maifs.yaml"));
        QVERIFY(writeFile(config, "episode_jobs: 20\nvalidation_windows: 2\n"));
        const auto compare = [&](const QStringList& extra) {
            return run(QStringList{QStringLiteral("compare"),
                                   QStringLiteral(MAIFS_TEST_DATA "/maifs-tiny.yaml"),
                                   QStringLiteral("--schedulers"), QStringLiteral("fifo"),
                                   QStringLiteral("--seeds"), QStringLiteral("1"),
                                   QStringLiteral("--maifs-config"), config} +
                       extra);
        };
        // maifs-tiny: 8 windows of 20; 5 train, of which the last 2 validate; 3 held out.
        const auto train = compare({QStringLiteral("--windows"), QStringLiteral("train"),
                                    QStringLiteral("--out"), dir.filePath(QStringLiteral("t"))});
        QCOMPARE(train.code, 0);
        QVERIFY2(train.out.contains(QStringLiteral("3 train windows of 20 jobs")),
                 qPrintable(train.out));
        QVERIFY(QDir(dir.filePath(QStringLiteral("t/fifo-seed1-t3"))).exists());
        const auto validation =
            compare({QStringLiteral("--windows"), QStringLiteral("validation")});
        QCOMPARE(validation.code, 0);
        QVERIFY2(validation.out.contains(QStringLiteral("2 validation windows")),
                 qPrintable(validation.out));
        // Contradictions and empty sets are refused.
        QCOMPARE(compare({QStringLiteral("--held-out"), QStringLiteral("--windows"),
                          QStringLiteral("train")})
                     .code,
                 2);
        QVERIFY(compare({QStringLiteral("--windows"), QStringLiteral("tests")}).code != 0);
        QVERIFY(writeFile(config, "episode_jobs: 20\n"));
        const auto none = compare({QStringLiteral("--windows"), QStringLiteral("validation")});
        QCOMPARE(none.code, 1);
        QVERIFY2(none.err.contains(QStringLiteral("no validation windows")), qPrintable(none.err));
    }

    void yardsticksRunInAConfiguredEnvironment() {
        // maifs-rule / maifs-random take the environment's settings after '@'; a run's folder
        // stays directly under --out although the argument is a path.
        QTemporaryDir dir;
        const QString config = dir.filePath(QStringLiteral("env.yaml"));
        QVERIFY(writeFile(config, "episode_jobs: 20\nshortest_first_window: true\n"));
        const QString rule = QStringLiteral("maifs-rule@") + config;
        const auto r =
            run({QStringLiteral("compare"), QStringLiteral(MAIFS_TEST_DATA "/maifs-tiny.yaml"),
                 QStringLiteral("--schedulers"), QStringLiteral("maifs-rule,") + rule,
                 QStringLiteral("--seeds"), QStringLiteral("1"), QStringLiteral("--held-out"),
                 QStringLiteral("--maifs-config"), config, QStringLiteral("--out"),
                 dir.filePath(QStringLiteral("out"))});
        QCOMPARE(r.code, 0);
        const QStringList runs =
            QDir(dir.filePath(QStringLiteral("out"))).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
        QCOMPARE(runs.size(), 6);
        for (const QString& name : runs)
            QVERIFY2(QFile::exists(dir.filePath(QStringLiteral("out/") + name +
                                                QStringLiteral("/summary.json"))),
                     qPrintable(name));
        // The table's rows line up: every row's first number starts in the same column.
        const QStringList table =
            r.out.split('\n').filter(QRegularExpression(QStringLiteral("^maifs-rule")));
        QCOMPARE(table.size(), 2);
        QCOMPARE(table[0].indexOf(QRegularExpression(QStringLiteral("\\d"))),
                 table[1].indexOf(QRegularExpression(QStringLiteral("\\d"))));

        const auto bad =
            run({QStringLiteral("compare"), QStringLiteral(MAIFS_TEST_DATA "/maifs-tiny.yaml"),
                 QStringLiteral("--schedulers"),
                 QStringLiteral("maifs-rule@") + dir.filePath(QStringLiteral("no.yaml")),
                 QStringLiteral("--seeds"), QStringLiteral("1")});
        QVERIFY(bad.code != 0);
        QVERIFY2(bad.err.contains(QStringLiteral("no.yaml")), qPrintable(bad.err));
    }

    void evaluateGivesTheHandWorkedPairedDifferences() {
        // One GPU, 12 jobs in windows of 3; half train, so jobs 7-12 are cut into 2 evaluation
        // windows of 3 jobs, all submitted together. Window 1 (3000, 1000, 2000 s): FIFO's JCTs
        // 3000, 4000, 6000 (mean 4333.3 s), SJF's 1000, 3000, 6000 (3333.3). Window 2 (1000,
        // 2000, 4000): both 1000, 3000, 7000. SJF is best (3500 s against 4000); FIFO - SJF by
        // window: 1000, 0 s: mean 500, sd 707.1, standard error 500, t(0.975, 1) = 12.706:
        // [-5853, +6853] s, +14.3% of SJF's mean.
        QTemporaryDir dir;
        const QString config = dir.filePath(QStringLiteral("maifs.yaml"));
        QVERIFY(writeFile(config, "episode_jobs: 3\ntrain_fraction: 0.5\n"));
        const QByteArray y = oneGpuScenario(
            {0, 1000, 2000, 3000, 4000, 5000, 20000, 20000, 20000, 40000, 40000, 40000},
            {500, 500, 500, 500, 500, 500, 3000, 1000, 2000, 1000, 2000, 4000});
        const QString scenario = dir.filePath(QStringLiteral("one-gpu.yaml"));
        QVERIFY(writeFile(scenario, y));
        const auto evaluate = [&](const QString& schedulers, const QString& windows) {
            return run({QStringLiteral("evaluate"), scenario, QStringLiteral("--schedulers"),
                        schedulers, QStringLiteral("--windows"), windows,
                        QStringLiteral("--min-window-jobs"), QStringLiteral("3"),
                        QStringLiteral("--maifs-config"), config, QStringLiteral("--out"),
                        dir.filePath(QStringLiteral("out"))});
        };
        const auto r = evaluate(QStringLiteral("fifo,sjf"), QStringLiteral("10"));
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains(QStringLiteral("2 evaluation windows of 3 jobs")),
                 qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("Best heuristic by mean JCT: sjf")),
                 qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("| fifo | 1.11 | +0.14 [-1.63, +1.90] | +14.3% |")),
                 qPrintable(r.out));
        QFile paired(dir.filePath(QStringLiteral("out/paired.csv")));
        QVERIFY(paired.open(QIODevice::ReadOnly));
        const QStringList lines =
            QString::fromUtf8(paired.readAll()).split('\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 3);
        QVERIFY2(lines[1].startsWith(QStringLiteral(
                     "one-gpu,fifo,sjf,2,4000.000000,500.000000,-5853.000000,6853.000000,")),
                 qPrintable(lines[1]));
        QFile runs(dir.filePath(QStringLiteral("out/runs.csv")));
        QVERIFY(runs.open(QIODevice::ReadOnly));
        QCOMPARE(QString::fromUtf8(runs.readAll()).count('\n'), 1 + 2 * 2);
        QVERIFY(QFile::exists(dir.filePath(QStringLiteral("out/evaluation.md"))));

        // Too few jobs after the training windows, or no heuristic to compare against: exit 1
        // with the reason, and the earlier output stays as it was.
        QVERIFY(writeFile(config, "episode_jobs: 3\ntrain_fraction: 0.8\n"));
        const auto few = evaluate(QStringLiteral("fifo,sjf"), QStringLiteral("10"));
        QCOMPARE(few.code, 1);
        QVERIFY2(few.err.contains(QStringLiteral("fewer than two evaluation windows of 3")),
                 qPrintable(few.err));
        const auto alone = evaluate(QStringLiteral("maifs-random"), QStringLiteral("2"));
        QCOMPARE(alone.code, 1);
        QVERIFY2(alone.err.contains(QStringLiteral("no heuristic")), qPrintable(alone.err));
        QVERIFY(paired.seek(0));
        QCOMPARE(QString::fromUtf8(paired.readAll()).split('\n', Qt::SkipEmptyParts), lines);
    }

    void continuousEvaluationCarriesTheQueueIntoTheNextWindow() {
        // One GPU, 8 jobs in windows of 2; half train, so jobs 4-7 are 2 evaluation windows.
        // Rebased: j4 (1000 s) and j5 (3000 s) at 0, j6 (1000 s) and j7 (500 s) at 900.
        // In one run, FIFO: j4 0-1000, j5 -4000, j6 -5000, j7 -5500: window means 2500 and
        // 4350 s. SJF: j4 0-1000, then j7 -1500, j6 -2500, j5 -5500: 3250 and 1100 s. SJF is best
        // (2175 s against 3425); FIFO - SJF by window: -750, +3250: mean 1250, sd 2828.4, standard
        // error 2000, t(0.975, 1) = 12.706: [-24162, +26662] s, +57.5% of SJF's mean. (Each
        // window alone, FIFO and SJF tie on the first, 2500 s, and part by 250 s on the second.)
        QTemporaryDir dir;
        const QString config = dir.filePath(QStringLiteral("maifs.yaml"));
        QVERIFY(writeFile(config, "episode_jobs: 2\ntrain_fraction: 0.5\n"));
        const QByteArray y = oneGpuScenario({0, 1000, 2000, 3000, 10000, 10000, 10900, 10900},
                                            {100, 100, 100, 100, 1000, 3000, 1000, 500});
        const QString scenario = dir.filePath(QStringLiteral("one-gpu.yaml"));
        QVERIFY(writeFile(scenario, y));
        const auto evaluate = [&](bool continuous) {
            QStringList args{QStringLiteral("evaluate"),
                             scenario,
                             QStringLiteral("--schedulers"),
                             QStringLiteral("fifo,sjf"),
                             QStringLiteral("--min-window-jobs"),
                             QStringLiteral("2"),
                             QStringLiteral("--maifs-config"),
                             config,
                             QStringLiteral("--out"),
                             dir.filePath(QStringLiteral("out"))};
            if (continuous)
                args << QStringLiteral("--continuous");
            return run(args);
        };
        const auto r = evaluate(true);
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.contains(QStringLiteral("2 evaluation windows of 2 jobs")),
                 qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("measured in one run of them all")),
                 qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("| fifo | 0.95 | +0.35 [-6.71, +7.41] | +57.5% |")),
                 qPrintable(r.out));
        QFile runs(dir.filePath(QStringLiteral("out/runs.csv")));
        QVERIFY(runs.open(QIODevice::ReadOnly));
        const QStringList rows = QString::fromUtf8(runs.readAll()).split('\n', Qt::SkipEmptyParts);
        QCOMPARE(rows.size(), 1 + 2 * 2);
        QVERIFY2(rows[2].startsWith(QStringLiteral("one-gpu,fifo,1,2,2,2,4350.000000,")),
                 qPrintable(rows[2]));
        QVERIFY2(rows[4].startsWith(QStringLiteral("one-gpu,sjf,1,2,2,2,1100.000000,")),
                 qPrintable(rows[4]));

        const auto cold = evaluate(false);
        QCOMPARE(cold.code, 0);
        QVERIFY2(cold.out.contains(QStringLiteral("each run alone from an empty cluster")),
                 qPrintable(cold.out));
        QVERIFY2(
            cold.out.contains(QStringLiteral("| fifo | 0.52 | +0.03 [-0.41, +0.48] | +7.1% |")),
            qPrintable(cold.out));
    }

    void trainStopsCleanlyOnCtrlC() {
        // A long training interrupted after its first iteration: exit 0, "stopped", and a policy
        // that a scheduler loads.
        QTemporaryDir dir;
        const QString config = dir.filePath(QStringLiteral("maifs.yaml"));
        QVERIFY(writeFile(config, "episode_jobs: 20\nbatch: 16\n"));
        const QString policy = dir.filePath(QStringLiteral("out/p.pt"));
        QProcess p;
        p.start(QStringLiteral(MAIFS_CLI),
                {QStringLiteral("train"), QStringLiteral(MAIFS_TEST_DATA "/maifs-tiny.yaml"),
                 QStringLiteral("--episodes"), QStringLiteral("100000"), QStringLiteral("--config"),
                 config, QStringLiteral("--out"), policy});
        QVERIFY(p.waitForStarted());
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(policy + QStringLiteral(".csv")) &&
                                     QFile(policy + QStringLiteral(".csv")).size() > 150,
                                 60000);
        ::kill(static_cast<pid_t>(p.processId()), SIGINT);
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QCOMPARE(p.exitCode(), 0);
        QVERIFY(
            QString::fromUtf8(p.readAllStandardOutput()).contains(QStringLiteral("stopped after")));
        QTemporaryDir runDir;
        const auto r =
            run({QStringLiteral("simulate"), QStringLiteral(MAIFS_TEST_DATA "/demo.yaml"),
                 QStringLiteral("--scheduler"), QStringLiteral("maifs@") + policy,
                 QStringLiteral("--out"), runDir.path()});
        QCOMPARE(r.code, 0);
    }

    void badScenarioExits1WithWhere() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("bad.yaml"));
        QVERIFY(writeFile(path,
                          "version: 1\ncluster:\n  nodes: [{id: n0, gpus: 1, gpu_model: V100, "
                          "cpus: x, mem_gb: 1}]\n"));
        const auto r = run({QStringLiteral("validate"), path});
        QCOMPARE(r.code, 1);
        QVERIFY2(r.err.startsWith(
                     QStringLiteral("maifs: ") + path +
                     QStringLiteral(":3:52: cluster.nodes[0].cpus: expected a finite number")),
                 qPrintable(r.err));
    }

    void unknownSchedulerExits1() {
        QTemporaryDir dir;
        const auto r =
            run({QStringLiteral("simulate"), QStringLiteral(MAIFS_TEST_DATA "/demo.yaml"),
                 QStringLiteral("--scheduler"), QStringLiteral("nope"), QStringLiteral("--out"),
                 dir.path()});
        QCOMPARE(r.code, 1);
        QVERIFY(r.err.contains(QStringLiteral("unknown scheduler 'nope'")));
    }

    void explainPrintsAJobsDecisionHistory() {
        QTemporaryDir dir;
        QCOMPARE(run({QStringLiteral("simulate"), QStringLiteral(MAIFS_TEST_DATA "/demo.yaml"),
                      QStringLiteral("--scheduler"), QStringLiteral("fifo"),
                      QStringLiteral("--out"), dir.path()})
                     .code,
                 0);
        const auto r = run(
            {QStringLiteral("explain"), dir.path(), QStringLiteral("--job"), QStringLiteral("j0")});
        QCOMPARE(r.code, 0);
        QVERIFY2(r.out.startsWith(QStringLiteral("decision history of job j0")), qPrintable(r.out));
        QVERIFY(r.out.contains(QStringLiteral("start accepted on n0: 1 GPU, 3 CPUs, 62.5 GB")));
        const auto none = run({QStringLiteral("explain"), dir.path(), QStringLiteral("--job"),
                               QStringLiteral("nope")});
        QCOMPARE(none.code, 1);
        const auto missing = run({QStringLiteral("explain"), dir.filePath(QStringLiteral("absent")),
                                  QStringLiteral("--job"), QStringLiteral("j0")});
        QCOMPARE(missing.code, 1);
        QVERIFY2(
            missing.err.contains(QStringLiteral("absent: not a folder (expected a run folder)")),
            qPrintable(missing.err));
    }

    void listsSchedulers() {
        const auto r = run({QStringLiteral("list-schedulers")});
        QCOMPARE(r.code, 0);
        QVERIFY(r.out.startsWith(QStringLiteral("fifo")));
        // what an id takes after '@' and which modes it accepts are listed
        QVERIFY(r.out.contains(QStringLiteral("tiresias@queues=")));
        QVERIFY(r.out.contains(QStringLiteral("spread  [+fair|+greedy|+tune|+opt]")));
    }

    void noCommandExits2() {
        const auto r = run({});
        QCOMPARE(r.code, 2);
        QVERIFY(r.err.startsWith(QStringLiteral("maifs: ")));
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
