// The Replay tab's second part: the decision inspector shows the records of the decision at the
// cursor (jobs, candidates with the one taken in bold, filters, sorting), a job's whole history
// (double-click moves the cursor), clicking a GPU follows its job, stored breakpoints (a node's
// changes; F5), the queue grouped by pending reason, and MAIFS's coordination-graph edges drawn
// over the map.
#include "core//io/scenario_reader.h"
#include "core/marl/rl_module.h"
#include "core/record/breakpoint.h"
#include "core/record/decision_index.h"
#include "core/record/outcome_text.h"
#include "core/session/session.h"
#include "ui/charts/cluster_canvas.h"
#include "ui/charts/gantt_plot.h"
#include "ui/charts/gantt_raster.h"
#include "ui/common/preferences.h"
#include "ui/common/simulator_words.h"
#include "ui/replay/candidate_table_model.h"
#include "ui/replay/decision_inspector.h"
#include "ui/replay/live_run.h"
#include "ui/replay/replay_view.h"

#include <algorithm>

#include <QApplication>
#include <QLabel>
#include <QListWidget>
#include <QPainterPath>
#include <QScrollArea>
#include <QSignalSpy>
#include <QTest>
#include <QToolButton>
#include <QTranslator>
#include <QTreeWidget>
#include <QWheelEvent>

using namespace maifs;
using namespace maifs::ui;

namespace {

Session::RunResult runOn(const char* scenario, const char* scheduler, std::uint64_t seed) {
    Session s(marl::registerMaifsSchedulersOnDemand);
    s.load(scenario);
    return s.run(scheduler, seed);
}

std::size_t decisionAt(const RunRecord& r, double t) {
    RunCursor c(r);
    c.jumpTo(t);
    return c.decision();
}

std::vector<int> sorted(std::vector<int> v) {
    std::ranges::sort(v);
    return v;
}

} // namespace

class TestReplay : public QObject {
    Q_OBJECT

private slots:
    void inspectorShowsTheDecisionAtTheCursor() {
        const auto run = runOn(MAIFS_TEST_DATA "/demo.yaml", "fifo", 1);
        const RunRecord& r = *run.record;
        ReplayView replay;
        replay.setRuns({run});
        DecisionInspector* inspector = replay.inspector();
        int chosenSeen = 0;
        while (replay.nextDecision()) {
            const std::size_t d = decisionAt(r, replay.time());
            const DecisionRecord& rec = r.decisions[d];
            QCOMPARE(inspector->jobs()->count(), static_cast<int>(rec.jobs.size()));
            QCOMPARE(inspector->actions()->count(), static_cast<int>(rec.actions.size()));
            if (rec.jobs.empty())
                continue;
            // The first job of the decision is shown; its candidates are the record's.
            const JobDecision& jd = rec.jobs.front();
            QCOMPARE(inspector->selectedJob(), jd.job);
            CandidateTableModel* model = inspector->candidates();
            QCOMPARE(model->rowCount(), static_cast<int>(jd.candidates.size()));
            for (int row = 0; row < model->rowCount(); ++row)
                QCOMPARE(*model->candidate(row), jd.candidates[static_cast<std::size_t>(row)]);
            // The candidate taken is the one the engine accepted, in bold.
            std::vector<int> taken;
            for (const auto& a : rec.actions)
                if (a.job == jd.job && a.accepted && a.kind == ActionRecord::Kind::Start)
                    for (const auto& s : a.allocation.shares)
                        taken.push_back(s.node);
            if (taken.empty()) {
                QCOMPARE(model->chosenRow(), -1);
                continue;
            }
            QVERIFY(model->chosenRow() >= 0);
            QCOMPARE(sorted(model->candidate(model->chosenRow())->nodes), sorted(taken));
            QVERIFY(model->index(model->chosenRow(), 0).data(Qt::FontRole).value<QFont>().bold());
            QSet<QString> ids;
            for (int n : taken)
                ids.insert(QString::fromStdString(r.cluster.node(n).id));
            QCOMPARE(replay.canvas()->highlighted(), ids);
            ++chosenSeen;
        }
        QVERIFY(chosenSeen > 10);
    }

    void candidatesFilterAndSort() {
        const auto run = runOn(MAIFS_TEST_DATA "/demo.yaml", "gandiva", 1);
        const RunRecord& r = *run.record;
        ReplayView replay;
        replay.setRuns({run});
        DecisionInspector* inspector = replay.inspector();
        // A decision whose first job has several candidates with different scores.
        const JobDecision* jd = nullptr;
        while (!jd && replay.nextDecision()) {
            const auto& rec = r.decisions[decisionAt(r, replay.time())];
            if (!rec.jobs.empty() && rec.jobs.front().candidates.size() >= 3 &&
                rec.jobs.front().candidates.front().score !=
                    rec.jobs.front().candidates.back().score)
                jd = &rec.jobs.front();
        }
        QVERIFY(jd);
        CandidateFilter* filter = inspector->candidateFilter();
        const int scoreColumn = filter->columnCount() - 1;
        QCOMPARE(filter->headerData(scoreColumn, Qt::Horizontal).toString(), QString("Score"));
        QVERIFY(filter->columnCount() > CandidateTableModel::FirstTerm + 1); // score terms shown
        filter->sort(scoreColumn, Qt::AscendingOrder);
        for (int row = 1; row < filter->rowCount(); ++row)
            QVERIFY(filter->index(row - 1, scoreColumn)
                        .data(CandidateTableModel::SortRole)
                        .toDouble() <=
                    filter->index(row, scoreColumn).data(CandidateTableModel::SortRole).toDouble());
        const auto feasible = std::ranges::count(jd->candidates, true, &CandidateRecord::feasible);
        filter->setVerdict(CandidateFilter::Verdict::Passed);
        QCOMPARE(filter->rowCount(), static_cast<int>(feasible));
        filter->setVerdict(CandidateFilter::Verdict::Failed);
        QCOMPARE(filter->rowCount(),
                 static_cast<int>(jd->candidates.size()) - static_cast<int>(feasible));
        filter->setVerdict(CandidateFilter::Verdict::Any);
        filter->setFilterFixedString(QStringLiteral("no such reason"));
        QCOMPARE(filter->rowCount(), 0);
        filter->setFilterFixedString(QString());
        QCOMPARE(filter->rowCount(), static_cast<int>(jd->candidates.size()));
    }

    void aJobsHistoryMovesTheCursor() {
        const auto run = runOn(MAIFS_TEST_DATA "/demo.yaml", "tiresias", 1);
        const RunRecord& r = *run.record;
        const DecisionIndex index(r);
        int job = -1;
        for (int j = 0; j < static_cast<int>(r.jobs.size()) && job < 0; ++j)
            if (index.about(j).size() >= 3)
                job = j;
        QVERIFY(job >= 0);
        ReplayView replay;
        replay.setRuns({run});
        replay.focusJob(job);
        QTreeWidget* history = replay.inspector()->history();
        QCOMPARE(history->topLevelItemCount(), static_cast<int>(index.about(job).size()));
        QCOMPARE(replay.canvas()->focusJob(), job);
        QTreeWidgetItem* last = history->topLevelItem(history->topLevelItemCount() - 1);
        emit history->itemDoubleClicked(last, 0);
        QCOMPARE(replay.time(), r.decisions[index.about(job).back()].time);
        QCOMPARE(replay.inspector()->selectedJob(), job); // still followed after the move
        // ... and through decisions that do not judge it (its latest verdict is shown).
        replay.jumpTo(0);
        for (int step = 0; step < 20 && replay.nextDecision(); ++step)
            QCOMPARE(replay.inspector()->selectedJob(), job);
        QCOMPARE(replay.inspector()->history()->topLevelItemCount(),
                 static_cast<int>(index.about(job).size()));
    }

    void clickingAGpuFollowsItsJob() {
        const auto run = runOn(MAIFS_TEST_DATA "/demo.yaml", "fifo", 1);
        ReplayView replay;
        replay.resize(1400, 900);
        replay.setRuns({run});
        for (int i = 0; i < 30; ++i)
            replay.nextDecision();
        const ClusterAt& at = replay.state();
        QVERIFY(!at.running.empty());
        // The first held GPU on the map.
        int node = -1, slot = -1;
        for (int n = 0; n < static_cast<int>(at.byNode.size()) && node < 0; ++n)
            for (const auto& h : at.byNode[static_cast<std::size_t>(n)])
                if (!h.share.gpuSlots.empty()) {
                    node = n;
                    slot = h.share.gpuSlots.front();
                    break;
                }
        QVERIFY(node >= 0);
        const int job = replay.canvas()->jobsOnGpu(node, slot).front();
        QTest::mouseClick(replay.canvas(), Qt::LeftButton, {},
                          replay.canvas()->gpuRect(node, slot).center());
        QCOMPARE(replay.canvas()->focusJob(), job);
        QCOMPARE(replay.inspector()->selectedJob(), job);
        QVERIFY(replay.inspector()->history()->topLevelItemCount() > 0);
        // After clicks on the map and in the decision text, the arrows still step decisions,
        // sent where the keyboard focus is (the map's scroll area would scroll with them).
        static_cast<QWidget&>(replay).show();
        QVERIFY(QTest::qWaitForWindowActive(&replay));
        for (QWidget* clicked : {static_cast<QWidget*>(replay.canvas()),
                                 static_cast<QWidget*>(replay.decisionView())}) {
            QTest::mouseClick(clicked, Qt::LeftButton, {}, QPoint(5, 5));
            clicked->setFocus(Qt::MouseFocusReason); // what a click does to a focusable widget
            QWidget* focus = QApplication::focusWidget();
            QVERIFY(focus);
            const double before = replay.time();
            const std::size_t index = replay.decisionIndex();
            QTest::keyClick(focus, Qt::Key_Right);
            QVERIFY(replay.decisionIndex() > index); // (decisions at one time pass together)
            QVERIFY(replay.time() >= before);
            QTest::keyClick(focus, Qt::Key_Left);
            QCOMPARE(replay.decisionIndex(), index);
        }
    }

    void queueGroupsWaitingJobsByReason() {
        const auto run = runOn(MAIFS_TEST_DATA "/demo.yaml", "fifo", 1);
        ReplayView replay;
        replay.setRuns({run});
        QVERIFY(replay.runUntil(ReplayView::Until::QueueLongerThan, QStringLiteral("5")).isEmpty());
        const DecisionIndex index(*run.record);
        const auto groups =
            index.pendingReasons(replay.state(), decisionAt(*run.record, replay.time()));
        QTreeWidget* queue = replay.queue();
        QCOMPARE(queue->topLevelItemCount(), static_cast<int>(groups.size()));
        for (int g = 0; g < queue->topLevelItemCount(); ++g) {
            // In the studio's words (translated), not the file's English.
            const QString words =
                SimulatorWords::pendingReason(groups[static_cast<std::size_t>(g)], *run.record);
            QVERIFY2(queue->topLevelItem(g)->text(0).startsWith(words),
                     qPrintable(queue->topLevelItem(g)->text(0)));
            QCOMPARE(queue->topLevelItem(g)->childCount(),
                     static_cast<int>(groups[static_cast<std::size_t>(g)].jobs.size()));
        }
        QCOMPARE(replay.waitingShown(), static_cast<int>(replay.state().waiting.size()));
    }

    void storedBreakpointsAndF5() {
        const auto run = runOn(MAIFS_TEST_DATA "/demo.yaml", "fifo", 1);
        const RunRecord& r = *run.record;
        ReplayView replay;
        replay.setRuns({run});
        QVERIFY(!replay.runToBreakpoints().isEmpty()); // none stored
        QCOMPARE(replay.addBreakpoint(ReplayView::Until::NodeChanges, QStringLiteral("n9")),
                 QString("no node 'n9' in this run"));
        QCOMPARE(replay.breakpointCount(), 0);
        QVERIFY(
            replay.addBreakpoint(ReplayView::Until::NodeChanges, QStringLiteral("n2")).isEmpty());
        QCOMPARE(replay.breakpointCount(), 1);
        RunCursor expected(r);
        for (int hit = 0; hit < 3; ++hit) {
            QVERIFY(runToBreakpoint(expected, r, {{Breakpoint::Kind::NodeChanges, "n2"}}));
            QTest::keyClick(&replay, Qt::Key_F5);
            QCOMPARE(replay.time(), expected.time());
        }
    }

    void ganttRasterByHand() {
        // One pixel per second, ten per row: j0 on n0 over 0..100, j1 on n1 10..60, j2 on
        // n1 60..90.
        GanttRows g;
        g.bars = {{0, 100, 0, 0, 0, 1}, {10, 60, 1, 1, 0, 1}, {60, 90, 1, 2, 0, 1}};
        g.rowBegin = {0, 1, 3};
        g.t1 = 100;
        const std::vector<QRgb> colours{qRgb(255, 0, 0), qRgb(0, 255, 0), qRgb(0, 0, 255)};
        const GanttWindow all{0, 100, 0, 2};
        QImage image = renderGantt(g, colours, all, QSize(100, 20));
        QCOMPARE(image.pixel(50, 5), colours[0]);
        QCOMPARE(image.pixel(30, 15), colours[1]);
        QCOMPARE(image.pixel(70, 15), colours[2]);
        QCOMPARE(qAlpha(image.pixel(95, 15)), 0); // n1 idle after 90
        QCOMPARE(qAlpha(image.pixel(5, 15)), 0);  // and before 10
        QCOMPARE(qAlpha(image.pixel(50, 9)), 0);  // the gap between rows
        // The followed job is framed in black.
        image = renderGantt(g, colours, all, QSize(100, 20), 2);
        QCOMPARE(image.pixel(70, 10), qRgb(0, 0, 0));
        QCOMPARE(image.pixel(75, 14), colours[2]);
        QCOMPARE(image.pixel(30, 15), colours[1]);
        // Zoomed into 40..60 s of n1 only: 5 pixels a second, the whole height for one row.
        image = renderGantt(g, colours, {40, 60, 1, 2}, QSize(100, 20));
        QCOMPARE(image.pixel(50, 10), colours[1]);
        QCOMPARE(image.pixel(99, 10), colours[1]);
        // A bar far narrower than a pixel still shows.
        g.bars[1] = {10, 10.001, 1, 1, 0, 1};
        image = renderGantt(g, colours, all, QSize(100, 20));
        QCOMPARE(image.pixel(10, 15), colours[1]);
    }

    void ganttChartsFollowTheCursorAndEachOther() {
        const auto fifo = runOn(MAIFS_TEST_DATA "/demo.yaml", "fifo", 1);
        const auto srtf = runOn(MAIFS_TEST_DATA "/demo.yaml", "srtf", 1);
        ReplayView replay;
        replay.resize(1400, 900);
        replay.setRuns({fifo, srtf});
        QVERIFY(replay.compareWith(1));
        GanttPlot* a = replay.gantt();
        GanttPlot* b = replay.comparedGantt();
        QCOMPARE(b->rows().bars.size(), ganttRows(*srtf.record).bars.size());
        a->setTimeRange(3600, 7200);
        QCOMPARE(b->timeRange(), (std::pair<double, double>{3600, 7200}));
        b->setTimeRange(1800, 5400);
        QCOMPARE(a->timeRange(), (std::pair<double, double>{1800, 5400}));
        // Clicking a bar moves the cursor to that time and follows its job.
        a->replot();
        const GanttBar* bar = nullptr;
        for (const auto& candidate : a->rows().bars)
            if (candidate.start < 3000 && candidate.end > 4000) {
                bar = &candidate;
                break;
            }
        QVERIFY(bar);
        const QPoint at(
            static_cast<int>(a->xAxis->coordToPixel(3500.0 / 3600)),
            static_cast<int>(a->yAxis->coordToPixel(bar->row + (bar->lane + 0.5) / bar->lanes)));
        QCOMPARE(a->jobAt(at), bar->job);
        QTest::mouseClick(a, Qt::LeftButton, {}, at);
        QVERIFY(std::abs(replay.time() - a->timeAt(at)) < 1e-6);
        QCOMPARE(replay.canvas()->focusJob(), bar->job);
        QCOMPARE(replay.inspector()->selectedJob(), bar->job);
        QVERIFY(!replay.compareWith(-1));
        QVERIFY(b->isHidden());
    }

    void aZoomedWindowSurvivesALiveUpdate() {
        const auto run = runOn(MAIFS_TEST_DATA "/demo.yaml", "fifo", 1);
        GanttPlot plot;
        plot.resize(1000, 300);
        plot.setRun(run.record, QStringLiteral("fifo"));
        plot.replot();
        const auto whole = plot.timeRange();
        const QPointF at = plot.axisRect()->rect().center();
        QWheelEvent wheel(at, plot.mapToGlobal(at), QPoint(), QPoint(0, 240), Qt::NoButton,
                          Qt::NoModifier, Qt::NoScrollPhase, false);
        QApplication::sendEvent(&plot, &wheel);
        const auto zoomed = plot.timeRange();
        QVERIFY(zoomed.second - zoomed.first < whole.second - whole.first);
        plot.setRun(run.record, QStringLiteral("fifo"), true); // the live mode's next step
        QCOMPARE(plot.timeRange(), zoomed);
        plot.setRun(run.record, QStringLiteral("fifo")); // another run: the whole of it
        QCOMPARE(plot.timeRange(), whole);
        plot.setRun(run.record, QStringLiteral("fifo"), true); // nothing chosen: whole again
        QCOMPARE(plot.timeRange(), whole);
    }

    void ganttOfPhillyFullRenders() {
        // The 82,247 jobs of the Philly trace; the frame time is measured in bench_gantt_frame.
        const auto run = runOn(MAIFS_SOURCE_DIR "/scenarios/philly-full.yaml", "fifo", 1);
        GanttPlot plot;
        plot.resize(1600, 500);
        plot.setRun(run.record, QStringLiteral("fifo"));
        QCOMPARE(plot.rows().rows(), run.record->cluster.size());
        QVERIFY(plot.rows().bars.size() >= run.record->jobs.size());
        const QImage frame = plot.toPixmap(1600, 500).toImage();
        if (qEnvironmentVariableIsSet("MAIFS_SAVE_GANTT"))
            frame.save(qEnvironmentVariable("MAIFS_SAVE_GANTT"));
        // Bars cover a fifth of the chart (FIFO fills the first nodes; m351 onwards stay mostly
        // idle): count coloured pixels in the axis rect on a 7-pixel grid.
        const QRect area = plot.axisRect()->rect();
        int coloured = 0, total = 0;
        for (int y = area.top() + 1; y < area.bottom(); y += 7)
            for (int x = area.left() + 1; x < area.right(); x += 7) {
                ++total;
                const QColor c = frame.pixelColor(x, y);
                coloured += c.saturation() > 60 ? 1 : 0;
            }
        QVERIFY2(coloured > total / 10,
                 qPrintable(QStringLiteral("%1 / %2").arg(coloured).arg(total)));
        // Moving the cursor alone does not rasterise the bars again.
        plot.replot();
        const int before = plot.rasterisations();
        QVERIFY(before >= 1);
        plot.setCursorTime(3600 * 100);
        plot.replot();
        QCOMPARE(plot.rasterisations(), before);
    }

    void liveModeStepsARunningSimulation() {
        Session session(marl::registerMaifsSchedulersOnDemand);
        session.load(MAIFS_TEST_DATA "/demo.yaml");
        const auto full = session.run("tiresias", 7);
        ReplayView replay;
        LiveRun live(session, QStringLiteral("tiresias"), 7);
        replay.setLive(&live);
        QVERIFY(replay.live());
        QSignalSpy finished(&live, &LiveRun::finished);
        live.start();
        RunCursor expected(*full.record);
        for (std::size_t k = 0; k < 12; ++k) {
            const double t = full.record->decisions[k].time;
            // Held at decision k: the cursor there, the cluster as the finished run has it.
            QTRY_VERIFY_WITH_TIMEOUT(live.holding() && replay.time() == t, 60000);
            expected.jumpTo(t);
            const ClusterAt want = expected.state();
            QCOMPARE(replay.state().running, want.running);
            QCOMPARE(replay.state().waiting, want.waiting);
            QCOMPARE(replay.inspector()->jobs()->count(),
                     static_cast<int>(full.record->decisions[k].jobs.size()));
            if (k >= 2) { // stepping back inside what is known so far, then forward again
                QVERIFY(replay.previousDecision());
                QCOMPARE(replay.time(), full.record->decisions[k - 1].time);
                QVERIFY(replay.nextDecision());
                QCOMPARE(replay.time(), t);
                QVERIFY(live.holding()); // not released by moving inside the known part
            }
            QVERIFY(replay.nextDecision()); // releases the simulation
        }
        live.finish();
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 60000);
        const auto result = finished.front().front().value<Session::RunResult>();
        QVERIFY(result.record);
        QCOMPARE(result.record->decisions, full.record->decisions);
        QCOMPARE(result.record->jobs, full.record->jobs);
    }

    void maifsDecisionsDrawTheirCoordinationGraph() {
#if defined(__SANITIZE_THREAD__)
        QSKIP("the ThreadSanitizer build has no LibTorch module (tools/tsan.sh)");
#endif
        const auto run = runOn(MAIFS_TEST_DATA "/maifs-tiny.yaml", "maifs", 7);
        const RunRecord& r = *run.record;
        ReplayView replay;
        replay.setRuns({run});
        const DecisionRecord* rec = nullptr;
        while (!rec && replay.nextDecision()) {
            const auto& d = r.decisions[decisionAt(r, replay.time())];
            if (!d.agents.empty())
                rec = &d;
        }
        QVERIFY(rec);
        std::size_t edges = 0;
        for (const auto& a : rec->agents)
            edges += a.edges.size();
        QVERIFY(edges > 0);
        QCOMPARE(replay.canvas()->edges().size(), edges);
        QTreeWidget* agents = replay.inspector()->agents();
        QCOMPARE(agents->topLevelItemCount(), static_cast<int>(rec->agents.size()));
        // Each agent's top actions with their probabilities, as recorded.
        QCOMPARE(agents->topLevelItem(0)->childCount(),
                 static_cast<int>(rec->agents.front().topActions.size()));
        // The choice in words: the job, and the CPU and memory levels spelt out.
        const AgentAction& chosen = rec->agents.front().chosen;
        QCOMPARE(agents->topLevelItem(0)->text(3), DecisionInspector::actionText(chosen, r));
        const QString words = agents->topLevelItem(0)->text(3);
        if (chosen.job >= 0) {
            QVERIFY(words.startsWith(QStringLiteral("start ") +
                                     QString::fromStdString(r.jobs[chosen.job].job.id) +
                                     QStringLiteral(" with CPUs at ")));
            QVERIFY(words.contains(QStringLiteral("memory at")));
        } else {
            QCOMPARE(words, QStringLiteral("wait (take no job)"));
        }
        // The rule that settles conflicts is stated on the page.
        QVERIFY(replay.inspector()
                    ->findChild<QLabel*>(QStringLiteral("conflictRule"))
                    ->text()
                    .contains(QStringLiteral("highest first")));
        replay.setShowGraph(false);
        QVERIFY(replay.canvas()->edges().empty());
        replay.setShowGraph(true);
        QCOMPARE(replay.canvas()->edges().size(), edges);
    }

    void theSimulatorsWordsFollowTheLanguage() {
        // Every outcome code has studio words, and under zh_CN they are Chinese: the core records
        // codes, so nothing the simulator says stays in English.
        const auto run = runOn(MAIFS_TEST_DATA "/demo.yaml", "fifo", 1);
        const RunRecord& r = *run.record;
        JobDecision d;
        d.filterCounts = {{FilterReason::TooFewGpus, 3}, {FilterReason::Cpu, 1}};
        const auto last = static_cast<int>(OutcomeClause::Code::OutsideWindowByArrival);
        std::vector<QString> english;
        for (int code = 0; code <= last; ++code) {
            const OutcomeClause c{
                static_cast<OutcomeClause::Code>(code), {1, 0, 4, 2, 1, 2, 8}, {0, 1}};
            english.push_back(SimulatorWords::clause(c, d, r));
            QVERIFY2(!english.back().isEmpty(), qPrintable(QString::number(code)));
        }
        QTranslator zh;
        QVERIFY(zh.load(QStringLiteral(MAIFS_QM_FILE)));
        QCoreApplication::installTranslator(&zh);
        for (int code = 0; code <= last; ++code) {
            const OutcomeClause c{
                static_cast<OutcomeClause::Code>(code), {1, 0, 4, 2, 1, 2, 8}, {0, 1}};
            const QString words = SimulatorWords::clause(c, d, r);
            QVERIFY2(words != english[static_cast<std::size_t>(code)], qPrintable(words));
        }
        for (int f = 0; f <= static_cast<int>(FilterReason::LostConflictNotItemised); ++f)
            QVERIFY(SimulatorWords::filter(static_cast<FilterReason>(f)) !=
                    QString::fromLatin1(filterReasonName(static_cast<FilterReason>(f))));
        for (int c = 0; c < kModelClassCount; ++c) {
            const auto cls = static_cast<ModelClass>(c);
            QVERIFY(SimulatorWords::modelClass(cls) !=
                    QString::fromLatin1(modelClassName(cls).data(),
                                        static_cast<qsizetype>(modelClassName(cls).size())));
        }
        // A real run: the inspector's verdicts and the queue's reasons in Chinese, the file's
        // words unchanged.
        ReplayView replay;
        replay.setRuns({run});
        QVERIFY(replay.nextDecision());
        const JobDecision& first = r.decisions[replay.decisionIndex()].jobs.front();
        QVERIFY(first.placed);
        const QString words = DecisionInspector::verdictWords(first, r);
        QVERIFY2(words.contains(QStringLiteral("上启动")), qPrintable(words));
        QVERIFY(verdictText(first, r).find("started on") != std::string::npos);
        QVERIFY(replay.runUntil(ReplayView::Until::QueueLongerThan, QStringLiteral("5")).isEmpty());
        QVERIFY(replay.queue()->topLevelItemCount() > 0);
        for (int g = 0; g < replay.queue()->topLevelItemCount(); ++g) {
            const QString reason = replay.queue()->topLevelItem(g)->text(0);
            QVERIFY2(std::ranges::any_of(reason, [](QChar ch) { return ch.unicode() >= 0x4E00; }),
                     qPrintable(reason));
        }
        QCoreApplication::removeTranslator(&zh);
    }

    void decisionsAreWordedInTheChosenTimeUnit() {
        QCoreApplication::setOrganizationName(QStringLiteral("maifs-test-replay-words"));
        preferences::setTimeUnit(preferences::TimeUnit::Hours);
        const auto fifo = runOn(MAIFS_TEST_DATA "/demo.yaml", "fifo", 1);
        const RunRecord& r = *fifo.record;
        ReplayView replay;
        replay.setRuns({fifo});
        QVERIFY(replay.nextDecision());
        const JobDecision& first = r.decisions[replay.decisionIndex()].jobs.front();
        QVERIFY(first.key && first.key->kind == OrderKey::Kind::Arrival);
        // FIFO's order key in words and hours (the file keeps "arrival 82" in seconds).
        const QString hours =
            QStringLiteral("arrived at %1 h: ").arg(first.key->value / 3600, 0, 'f', 2);
        QVERIFY2(replay.decisionText().contains(hours), qPrintable(replay.decisionText()));
        QVERIFY(replay.decisionText().contains(QStringLiteral("after an arrival")));
        QVERIFY(verdictText(first, r).starts_with("arrival "));
        preferences::setTimeUnit(preferences::TimeUnit::Seconds);
        replay.jumpTo(replay.time()); // shown again
        QVERIFY2(replay.decisionText().contains(
                     QStringLiteral("arrived at %1 s: ").arg(first.key->value, 0, 'f', 0)),
                 qPrintable(replay.decisionText()));
        preferences::setTimeUnit(preferences::TimeUnit::Hours);
        // Tiresias: its queue and the arrival, not "queue x 1e12 + submit".
        const auto tiresias = runOn(MAIFS_TEST_DATA "/demo.yaml", "tiresias", 1);
        const RunRecord& t = *tiresias.record;
        QVERIFY(std::ranges::any_of(t.decisions, [&](const DecisionRecord& d) {
            return std::ranges::any_of(d.jobs, [&](const JobDecision& jd) {
                return jd.key && jd.key->kind == OrderKey::Kind::TiresiasQueue &&
                       DecisionInspector::verdictWords(jd, t).startsWith(
                           QStringLiteral("queue %1, arrived at ").arg(jd.key->tiresiasQueue()));
            });
        }));
    }

    void edgesBetweenTwoAgentsAreTwoCurvesApart() {
        const auto run = runOn(MAIFS_TEST_DATA "/demo.yaml", "fifo", 1);
        ReplayView replay;
        replay.resize(1400, 900);
        replay.setRuns({run});
        const ClusterCanvas& map = *replay.canvas();
        const QPainterPath there = map.edgePath({0, 1, 0.5});
        const QPainterPath back = map.edgePath({1, 0, 0.5});
        QVERIFY(!there.isEmpty() && !back.isEmpty());
        // Both join the two nodes' centres, bowed to opposite sides.
        QCOMPARE(there.pointAtPercent(0).toPoint(), map.nodeRect(0).center());
        QCOMPARE(there.pointAtPercent(1).toPoint(), map.nodeRect(1).center());
        const QPointF a = there.pointAtPercent(0.5), b = back.pointAtPercent(0.5);
        QVERIFY(std::hypot(a.x() - b.x(), a.y() - b.y()) > 8);
        QVERIFY(map.edgePath({0, 0, 1}).isEmpty()); // an agent attending to itself: no curve
    }

    void theMapFillsTheViewForASmallClusterAndZooms() {
        const auto run = runOn(MAIFS_TEST_DATA "/demo.yaml", "fifo", 1);
        ReplayView replay;
        replay.resize(1600, 1000);
        replay.setRuns({run});
        static_cast<QWidget&>(replay).show();
        QVERIFY(QTest::qWaitForWindowExposed(&replay));
        ClusterCanvas* map = replay.canvas();
        // Four nodes: cells well above the compact 9 px, and the map still fits without scrolling.
        const int fit = map->cellSize();
        QVERIFY2(fit >= 20, std::to_string(fit).c_str());
        const QWidget* port = map->parentWidget();
        QVERIFY(map->height() <= port->height());
        // Larger with the window, smaller with it.
        replay.resize(900, 700);
        QTRY_VERIFY(map->cellSize() < fit);
        replay.resize(1600, 1000);
        QTRY_COMPARE(map->cellSize(), fit);
        // After a click on the map, + / - / 0 zoom it (and the arrows still step).
        QTest::mouseClick(map, Qt::LeftButton, {}, QPoint(5, 5));
        map->setFocus(Qt::MouseFocusReason);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Plus);
        QVERIFY(map->zoom() > 1);
        QVERIFY(map->cellSize() > fit);
        for (int i = 0; i < 4; ++i) // 2.4x the fit: more than the view holds, which scrolls
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Plus);
        QVERIFY(map->minimumHeight() > port->height() || map->minimumWidth() > port->width());
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_0);
        QCOMPARE(map->zoom(), 1.0);
        QCOMPARE(map->cellSize(), fit);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Minus);
        QVERIFY(map->cellSize() < fit);
        // The buttons and Ctrl+wheel do the same.
        QTest::mouseClick(replay.findChild<QToolButton*>(QStringLiteral("zoomFit")),
                          Qt::LeftButton);
        QCOMPARE(map->cellSize(), fit);
        QWheelEvent wheel(QPointF(10, 10), map->mapToGlobal(QPointF(10, 10)), QPoint(),
                          QPoint(0, 120), Qt::NoButton, Qt::ControlModifier, Qt::NoScrollPhase,
                          false);
        QApplication::sendEvent(map, &wheel);
        QVERIFY(map->cellSize() > fit);
        // A GPU cell is still found where it is drawn.
        const QRect cell = map->gpuRect(0, 3);
        QCOMPARE(map->gpuAt(cell.center()), std::make_pair(0, 3));
    }

    void aBigClusterKeepsTheCompactMap() {
        QScrollArea view;
        auto* map = new ClusterCanvas;
        view.setWidget(map);
        view.setWidgetResizable(true);
        view.resize(1600, 1000);
        map->setScenario(std::make_shared<const Scenario>(
            readScenarioFile(MAIFS_SOURCE_DIR "/scenarios/philly-full.yaml")));
        QCOMPARE(map->cellSize(), 9); // 552 nodes never fit: the view scrolls instead
        QVERIFY(map->minimumHeight() > 1000);
    }
};

QTEST_MAIN(TestReplay)
#include "tst_replay.moc"
