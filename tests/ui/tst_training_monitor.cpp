// The Train menu's monitor: MAIFS trains in the background with live curves, pauses between
// iterations (after saving the policy), stops with a usable policy, produces the same policy file
// as the trainer called directly with the same settings, and the trained policy joins the
// comparison.
#include "core/io/scenario_reader.h"
#include "core/marl/policy_file.h"
#include "core/marl/rl_module.h"
#include "core/marl/trainer.h"
#include "core/session/session.h"
#include "tests/support/text_files.h"
#include "ui/common/run_library.h"
#include "ui/comparison/comparison_model.h"
#include "ui/training/training_monitor.h"
#include "ui/training/training_run.h"
#include "ui/workspace/main_window.h"
#include "ui/workspace/workspace.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace maifs;
using namespace maifs::ui;
using maifs::test::readBytes;
using maifs::test::writeTextFile;

namespace {

constexpr int kTimeoutMs = 120000; // training is seconds here; the bound only ends a hang

std::shared_ptr<const Scenario> tiny() {
    return std::make_shared<const Scenario>(readScenarioFile(MAIFS_TEST_DATA "/maifs-tiny.yaml"));
}

void configure(TrainingMonitor& m, int episodes, const QString& file) {
    m.setScenario(tiny());
    m.setEpisodes(episodes);
    m.setSeed(3);
    m.setEpisodeJobs(20);
    m.setPolicyFile(file);
}

} // namespace

class TestTrainingMonitor : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QApplication::setOrganizationName(QStringLiteral("maifs-tests"));
        QApplication::setApplicationName(QStringLiteral("tst_training_monitor"));
        QSettings().clear();
        QFile::remove(RunLibrary::defaultFile());
    }

    void trainsInTheBackgroundWithLiveCurves() {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("p.pt"));
        TrainingMonitor m;
        configure(m, 4, file);
        QVERIFY(m.start().isEmpty());
        QVERIFY(m.training());
        QVERIFY(!m.start().isEmpty()); // one at a time
        QTRY_VERIFY_WITH_TIMEOUT(!m.training(), kTimeoutMs);
        // 4 episodes, 2 simulated between updates: two iterations, a point each on every curve.
        QCOMPARE(m.iterations(), 2);
        QCOMPARE(m.history().back().episode, 4);
        QVERIFY2(m.status().startsWith(QStringLiteral("Done after 4 episodes")),
                 qPrintable(m.status()));
        QVERIFY(QFile::exists(file));
        QVERIFY(QFile::exists(file + QStringLiteral(".csv")));

        // The same policy, byte for byte, as the trainer called directly with these settings.
        const Scenario scenario = readScenarioFile(MAIFS_TEST_DATA "/maifs-tiny.yaml");
        marl::TrainOptions o;
        o.scenario = &scenario;
        o.config.episodeJobs = 20;
        o.episodes = 4;
        o.seed = 3;
        // (in another folder under the same name: the archive records the file's name)
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("direct")));
        o.out = dir.filePath(QStringLiteral("direct/p.pt")).toStdString();
        marl::train(o);
        QCOMPARE(readBytes(file), readBytes(QString::fromStdString(o.out)));

        // Saved elsewhere, and it runs as a scheduler.
        const QString copy = dir.filePath(QStringLiteral("copy.pt"));
        QVERIFY(m.savePolicyAs(copy).isEmpty());
        QCOMPARE(readBytes(copy), readBytes(file));
        QCOMPARE(m.schedulerId(), QStringLiteral("maifs@") + file);
        Session session(marl::registerMaifsSchedulersOnDemand);
        session.load(MAIFS_TEST_DATA "/maifs-tiny.yaml");
        const auto run = session.run(m.schedulerId().toStdString(), 7);
        QVERIFY(run.record && !run.record->jobs.empty());
        QVERIFY(run.summary.jobsFinished > 0);
    }

    void pausesBetweenIterationsAndStopsWithAUsablePolicy() {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("p.pt"));
        TrainingMonitor m;
        configure(m, 8, file);
        QVERIFY(m.start().isEmpty());
        m.togglePause();
        QVERIFY(m.run()->paused());
        // The thread holds after the first iteration, with that iteration's policy saved.
        QTRY_VERIFY_WITH_TIMEOUT(m.run()->holding(), kTimeoutMs);
        QTRY_COMPARE_WITH_TIMEOUT(m.iterations(), 1, kTimeoutMs);
        QVERIFY(m.training());
        QVERIFY(QFile::exists(file));
        m.togglePause(); // resume
        QVERIFY(!m.run()->paused());
        m.togglePause(); // and pause again: held after the second
        QTRY_VERIFY_WITH_TIMEOUT(m.run()->holding() && m.iterations() == 2, kTimeoutMs);
        m.stop();
        QTRY_VERIFY_WITH_TIMEOUT(!m.training(), kTimeoutMs);
        QCOMPARE(m.iterations(), 2);
        QVERIFY2(m.status().startsWith(QStringLiteral("Stopped after 4 episodes")),
                 qPrintable(m.status()));
        Session session(marl::registerMaifsSchedulersOnDemand);
        session.load(MAIFS_TEST_DATA "/maifs-tiny.yaml");
        QVERIFY(session.run(m.schedulerId().toStdString(), 7).summary.jobsFinished > 0);
    }

    void refusesWhatCannotTrain() {
        TrainingMonitor m;
        QVERIFY(!m.start().isEmpty()); // no scenario
        QTemporaryDir dir;
        configure(m, 4, dir.filePath(QStringLiteral("p.pt")));
        m.setEpisodeJobs(200); // 160 jobs: not two windows
        QVERIFY(m.start().isEmpty());
        QTRY_VERIFY_WITH_TIMEOUT(!m.training(), kTimeoutMs);
        QVERIFY2(m.status().startsWith(QStringLiteral("Training failed:")) &&
                     m.status().contains(QStringLiteral("episode_jobs")),
                 qPrintable(m.status()));
        QCOMPARE(m.iterations(), 0);
    }

    void trainsFromASettingsFile() {
        QTemporaryDir dir;
        TrainingMonitor m;
        configure(m, 4, dir.filePath(QStringLiteral("p.pt")));
        // A bad file is refused before anything starts, naming the file, line and key.
        const QString bad = dir.filePath(QStringLiteral("bad.yaml"));
        QVERIFY(writeTextFile(bad, "window: 8\nimitation_episodes: many\n"));
        m.setSettingsFile(bad);
        const QString why = m.start();
        QVERIFY2(why.contains(QStringLiteral("bad.yaml")) && why.contains(QStringLiteral(":2")) &&
                     why.contains(QStringLiteral("imitation_episodes")),
                 qPrintable(why));
        QVERIFY(!m.training());
        // A good one: its settings are the policy's (the form's jobs per episode override its
        // episode_jobs); 4 imitation episodes = 2 iterations imitating the rule.
        const QString good = dir.filePath(QStringLiteral("good.yaml"));
        QVERIFY(writeTextFile(
            good, "episode_jobs: 100\nimitation_episodes: 4\nshortest_first_window: true\n"));
        m.setSettingsFile(good);
        QVERIFY(m.start().isEmpty());
        QTRY_VERIFY_WITH_TIMEOUT(!m.training(), kTimeoutMs);
        QCOMPARE(m.iterations(), 2);
        QVERIFY(m.history().back().imitating);
        const auto policy = marl::loadPolicy(m.policyFile().toStdString());
        QCOMPARE(policy->config().imitationEpisodes, 4);
        QVERIFY(policy->config().shortestFirstWindow);
        QCOMPARE(policy->config().episodeJobs, 20);

        // keep_best on 2 validation windows: the status names the iteration the file holds when
        // it is not the last (without the floor, where that is measured to happen).
        QVERIFY(writeTextFile(
            good, "validation_windows: 2\nkeep_best: true\nnever_below_floor: false\n"));
        m.setEpisodes(12);
        m.setSeed(2); // measured (session 23): keeps episode 4 of 12 (seed 3 now keeps the last)
        QVERIFY(m.start().isEmpty());
        QTRY_VERIFY_WITH_TIMEOUT(!m.training(), kTimeoutMs);
        int kept = 0;
        for (const auto& p : m.history())
            kept = p.kept ? p.episode : kept;
        QVERIFY(kept > 0 && kept < 12); // measured: the last iteration did not validate best
        QVERIFY2(m.status().contains(QStringLiteral("as after episode %1").arg(kept)),
                 qPrintable(m.status()));
    }

    void theTrainedPolicyJoinsTheComparison() {
        MainWindow w;
        QVERIFY(w.openScenario(QStringLiteral(MAIFS_TEST_DATA "/maifs-tiny.yaml")));
        QTemporaryDir dir;
        TrainingMonitor* m = w.trainingMonitor();
        m->setEpisodes(2);
        m->setEpisodeJobs(20);
        m->setPolicyFile(dir.filePath(QStringLiteral("p.pt")));
        QVERIFY(m->start().isEmpty());
        QTRY_VERIFY_WITH_TIMEOUT(!m->training(), kTimeoutMs);
        w.startRuns({"fifo"}, {7});
        QTRY_COMPARE_WITH_TIMEOUT(w.workspace().comparison()->rowCount(), 1, kTimeoutMs);
        emit m->addToComparison(m->schedulerId());
        // FIFO's row stays; the policy's joins it.
        QTRY_COMPARE_WITH_TIMEOUT(w.workspace().comparison()->rowCount(), 2, kTimeoutMs);
        QStringList names;
        for (int row = 0; row < 2; ++row)
            names << w.workspace().comparison()->index(row, 0).data().toString();
        QVERIFY2(names.contains(QStringLiteral("fifo")) && names.join(' ').contains("maifs@"),
                 qPrintable(names.join(", ")));
    }
};

QTEST_MAIN(TestTrainingMonitor)
#include "tst_training_monitor.moc"
