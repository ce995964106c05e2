// Demo > Guided Tour: the moments it picks out of a run (worked by hand on tiny records), and the
// whole tour clicked through on the bundled demo: each step shows the run and the decision it
// explains, with that run's own numbers.
#include "tests/support/window_part.h"
#include "ui/replay/decision_inspector.h"
#include "ui/replay/replay_view.h"
#include "ui/sweep/what_if_view.h"
#include "ui/workspace/guided_tour.h"
#include "ui/workspace/main_window.h"
#include "ui/workspace/trace_browser.h"
#include "ui/workspace/workspace.h"

#include <QCheckBox>
#include <QMenuBar>
#include <QPushButton>
#include <QSettings>
#include <QTabWidget>
#include <QTest>

using maifs::test::onlyPart;
using namespace maifs;
using namespace maifs::ui;

namespace {

JobRecord jobAsking(double cpus) {
    JobRecord j;
    j.job.cpus = cpus;
    j.job.gpus = 1;
    return j;
}

ActionRecord action(ActionRecord::Kind kind, int job, double cpus, bool accepted = true) {
    ActionRecord a;
    a.kind = kind;
    a.job = job;
    a.accepted = accepted;
    a.allocation.shares = {NodeShare{0, 1, 1000, cpus, 10, {}}};
    return a;
}

CandidateRecord candidate(double score, bool feasible = true) {
    CandidateRecord c;
    c.score = score;
    c.feasible = feasible;
    return c;
}

QAction* menuAction(QMainWindow& w, const QString& menu, const QString& text) {
    for (QAction* m : w.menuBar()->actions())
        if (m->text().remove(QLatin1Char('&')) == menu)
            for (QAction* a : m->menu()->actions())
                if (a->text().remove(QLatin1Char('&')).startsWith(text))
                    return a;
    return nullptr;
}

} // namespace

class TestGuidedTour : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QCoreApplication::setOrganizationName(QStringLiteral("maifs-test-tour"));
        QSettings().clear();
    }

    void aMomentIsTheFirstThatShowsTheIdea() {
        RunRecord run;
        run.jobs = {jobAsking(3), jobAsking(3), jobAsking(6)};
        run.decisions.resize(4);
        // 0: a rejected start above the request does not count; an accepted one at the request
        // does not either.
        run.decisions[0].actions = {action(ActionRecord::Kind::Start, 0, 12, false),
                                    action(ActionRecord::Kind::Start, 1, 3)};
        // 1: job 2 gets less than it asked; 2: job 0 gets more; 3: job 1 is preempted.
        run.decisions[1].actions = {action(ActionRecord::Kind::Start, 2, 2)};
        run.decisions[2].actions = {action(ActionRecord::Kind::Start, 0, 6)};
        run.decisions[3].actions = {action(ActionRecord::Kind::Preempt, 1, 3)};
        const auto above = [](const ActionRecord& a, const JobRecord& j) {
            return a.kind == ActionRecord::Kind::Start && a.allocation.cpus() > j.job.cpus;
        };
        const auto below = [](const ActionRecord& a, const JobRecord& j) {
            return a.kind == ActionRecord::Kind::Start && a.allocation.cpus() < j.job.cpus;
        };
        QCOMPARE(firstAction(run, above)->decision, std::size_t{2});
        QCOMPARE(firstAction(run, above)->job, 0);
        QCOMPARE(firstAction(run, below)->decision, std::size_t{1});
        const auto preempt = firstAction(run, [](const ActionRecord& a, const JobRecord&) {
            return a.kind == ActionRecord::Kind::Preempt;
        });
        QCOMPARE(preempt->decision, std::size_t{3});
        QCOMPARE(preempt->job, 1);
        QVERIFY(!firstAction(run, [](const ActionRecord& a, const JobRecord&) {
            return a.kind == ActionRecord::Kind::Resize;
        }));
    }

    void aNodeChoiceNeedsTwoFeasibleNodesToldApart() {
        RunRecord run;
        run.decisions.resize(3);
        JobDecision tie; // two nodes, the same score: nothing chosen between them
        tie.job = 0;
        tie.placed = true;
        tie.candidates = {candidate(-0.5), candidate(-0.5)};
        JobDecision onlyOne; // the second node cannot hold it
        onlyOne.job = 1;
        onlyOne.placed = true;
        onlyOne.candidates = {candidate(-0.5), candidate(-0.25, false)};
        JobDecision waiting; // told apart, but not placed
        waiting.job = 2;
        waiting.candidates = {candidate(-0.5), candidate(-0.75)};
        JobDecision chosen;
        chosen.job = 3;
        chosen.placed = true;
        chosen.candidates = {candidate(-0.25), candidate(-0.75)};
        run.decisions[0].jobs = {tie, onlyOne};
        run.decisions[1].jobs = {waiting};
        run.decisions[2].jobs = {chosen};
        QCOMPARE(firstNodeChoice(run)->decision, std::size_t{2});
        QCOMPARE(firstNodeChoice(run)->job, 3);
    }

    void anAgentConflictNamesTheJobCompetedFor() {
        RunRecord run;
        run.decisions.resize(2);
        run.decisions[0].agents.resize(2); // agents, but no conflict
        run.decisions[1].agents.resize(3);
        run.decisions[1].agents[2].conflict = true;
        JobDecision won;
        won.job = 4;
        won.placed = true;
        won.candidates = {candidate(0.9)};
        JobDecision contested;
        contested.job = 5;
        contested.placed = true;
        CandidateRecord lost = candidate(0.4, false);
        lost.lostConflict = true;
        contested.candidates = {candidate(0.8), lost};
        run.decisions[1].jobs = {won, contested};
        QCOMPARE(firstAgentConflict(run)->decision, std::size_t{1});
        QCOMPARE(firstAgentConflict(run)->job, 5);
    }

    void walksANewcomerThroughTheDemoByClicks() {
        MainWindow w;
        w.resize(1600, 1000);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QAction* start = menuAction(w, QStringLiteral("Demo"), QStringLiteral("Guided Tour"));
        QVERIFY(start);
        start->trigger();
        GuidedTour* tour = onlyPart<GuidedTour>(w);
        QVERIFY(tour && tour->isVisible());
        auto* next = tour->findChild<QPushButton*>(QStringLiteral("tourNext"));
        auto* back = tour->findChild<QPushButton*>(QStringLiteral("tourBack"));
        auto* tabs = w.findChild<QTabWidget*>();
        const QByteArray saveDir = qgetenv("MAIFS_SAVE_TOUR");
        const auto nextStep = [&] {
            if (!saveDir.isEmpty())
                w.grab().save(QStringLiteral("%1/tour-%2.png")
                                  .arg(QString::fromLocal8Bit(saveDir))
                                  .arg(tour->step() + 1));
            QTRY_VERIFY_WITH_TIMEOUT(next->isEnabled(), 120000);
            QTest::mouseClick(next, Qt::LeftButton);
        };

        // 1: the demo is opened.
        QCOMPARE(tour->step(), 0);
        QVERIFY(!back->isEnabled());
        QVERIFY(w.workspace().path().endsWith(QStringLiteral("demo.yaml")));
        nextStep();
        // 2: the jobs, counted by model class.
        QCOMPARE(tour->step(), 1);
        QCOMPARE(tabs->currentWidget(), static_cast<QWidget*>(onlyPart<TraceBrowser>(w)));
        QVERIFY(tour->text().contains(QStringLiteral("60 of them")));
        QVERIFY(tour->text().contains(QStringLiteral("image models")));
        nextStep();
        // 3: the comparison runs, and is described once every run has finished.
        QCOMPARE(tour->step(), 2);
        QVERIFY(!next->isEnabled());
        QTRY_VERIFY_WITH_TIMEOUT(tour->ready(), 120000);
        QVERIFY2(tour->text().contains(QStringLiteral("Shortest mean JCT")),
                 qPrintable(tour->text()));
        QVERIFY(tour->text().contains(QStringLiteral("fifo+tune")));
        nextStep();

        // 4-7: each replays its run, seed 7, at the decision it explains.
        ReplayView* replay = w.replayView();
        std::shared_ptr<const RunRecord> run;
        const auto showing = [&](const char* scheduler) {
            QTRY_VERIFY_WITH_TIMEOUT(tour->ready(), 60000);
            QCOMPARE(tabs->currentWidget(), static_cast<QWidget*>(replay));
            QVERIFY(replay->shownRun());
            QCOMPARE(replay->shownRun()->scheduler, std::string(scheduler));
            QCOMPARE(replay->shownRun()->seed, GuidedTour::kSeed);
            run = replay->shownRun();
        };
        showing("fifo");
        QVERIFY(run);
        const auto choice = firstNodeChoice(*run);
        QVERIFY(choice);
        QCOMPARE(replay->time(), run->decisions[choice->decision].time);
        QVERIFY(tour->text().contains(QString::fromStdString(run->jobs[choice->job].job.id)));
        nextStep();

        showing("fifo+tune");
        QCOMPARE(run->scheduler, std::string("fifo+tune"));
        QVERIFY(tour->text().contains(QStringLiteral("asked for")));
        const auto more = firstAction(*run, [](const ActionRecord& a, const JobRecord& j) {
            return a.kind == ActionRecord::Kind::Start && a.allocation.cpus() > j.job.cpus + 1e-9;
        });
        QVERIFY(more);
        QCOMPARE(replay->time(), run->decisions[more->decision].time);
        nextStep();

        showing("srtf");
        QCOMPARE(run->scheduler, std::string("srtf"));
        QVERIFY(tour->text().contains(QStringLiteral("preempts")));
        QVERIFY(tour->text().contains(QStringLiteral("30 s of progress")));
        nextStep();

        showing("maifs");
        QCOMPARE(run->scheduler, std::string("maifs"));
        QVERIFY(replay->findChild<QCheckBox*>(QStringLiteral("showGraph"))->isChecked());
        QVERIFY(tour->text().contains(QStringLiteral("conflict")));
        QVERIFY(firstAgentConflict(*run));
        QVERIFY(tour->text().contains(QStringLiteral("lost a conflict")));
        nextStep();

        // 8: the user's turn; Back returns to MAIFS.
        QCOMPARE(tour->step(), 7);
        QVERIFY(!next->isEnabled());
        QCOMPARE(tabs->currentWidget(), static_cast<QWidget*>(w.whatIfView()));
        QTest::mouseClick(back, Qt::LeftButton);
        showing("maifs");
        QCOMPARE(tour->step(), 6);
    }
};

QTEST_MAIN(TestGuidedTour)
#include "tst_guided_tour.moc"
