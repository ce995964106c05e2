#include "ui/workspace/view_screenshots.h"

#include "ui/comparison/comparison_view.h"
#include "ui/comparison/run_shelf.h"
#include "ui/replay/decision_inspector.h"
#include "ui/replay/replay_view.h"
#include "ui/sweep/sweep_table_model.h"
#include "ui/sweep/sweep_view.h"
#include "ui/sweep/what_if_view.h"
#include "ui/training/training_monitor.h"
#include "ui/workspace/main_window.h"
#include "ui/workspace/workspace.h"

#include <algorithm>

#include <QApplication>
#include <QDir>
#include <QEventLoop>
#include <QSpinBox>
#include <QTreeWidget>

namespace maifs::ui {

QStringList saveViewScreenshots(MainWindow& window, const QString& dir, const QString& prefix) {
    using View = MainWindow::View;
    // File names in English whatever the UI language, so that scripts can find them.
    const std::pair<View, const char*> views[] = {{View::Scenario, "scenario"},
                                                  {View::Cluster, "cluster"},
                                                  {View::Jobs, "jobs"},
                                                  {View::Model, "model"},
                                                  {View::Comparison, "comparison"}};
    QStringList written;
    if (!QDir().mkpath(dir))
        return written;
    const View current = window.currentView();
    for (const auto& [view, name] : views) {
        window.showView(view);
        QApplication::processEvents();
        const QString path =
            QDir(dir).filePath(prefix + QLatin1Char('-') + QLatin1String(name) + ".png");
        if (window.grab().save(path))
            written << path;
    }
    // The comparison's second chart, the JCT CDF.
    window.showView(View::Comparison);
    window.comparisonView()->showChart(1);
    QApplication::processEvents();
    const QString cdf = QDir(dir).filePath(prefix + QStringLiteral("-comparison-cdf.png"));
    if (window.grab().save(cdf))
        written << cdf;
    window.comparisonView()->showChart(2);
    QApplication::processEvents();
    const QString overTime =
        QDir(dir).filePath(prefix + QStringLiteral("-comparison-over-time.png"));
    if (window.grab().save(overTime))
        written << overTime;
    window.comparisonView()->showChart(0);
    if (window.replayView()->runCount() > 0) {
        // The runs shown below, with their decisions (compared runs keep none: re-simulated
        // here, at once, rather than in the background as a click would).
        std::vector<std::shared_ptr<const RunRecord>> shown;
        for (const int i : {0, std::max(1, window.replayView()->runOf(QStringLiteral("tiresias"))),
                            window.replayView()->runOf(QStringLiteral("maifs"))})
            if (i >= 0 && i < window.workspace().shelf()->size())
                shown.push_back(window.workspace().shelf()->record(i));
        if (!window.replayView()->live()) {
            window.replayView()->setRuns(window.workspace().shelf()->results());
            window.replayView()->selectRun(0);
        }
        window.showView(View::Replay);
        window.replayView()->jumpTo(window.replayView()->time()); // the current run, as it stands
        for (int i = 0; i < 40 && window.replayView()->nextDecision(); ++i) {
        }
        QApplication::processEvents();
        const QString replay = QDir(dir).filePath(prefix + QStringLiteral("-replay.png"));
        if (window.grab().save(replay))
            written << replay;
        // Two runs' Gantt charts together, a running job followed on the map and in the charts.
        if (window.replayView()->runCount() > 1) {
            const int other = window.replayView()->runOf(QStringLiteral("tiresias"));
            window.replayView()->compareWith(other >= 0 ? other : 1);
            if (!window.replayView()->state().running.empty())
                window.replayView()->focusJob(window.replayView()->state().running.front());
            QApplication::processEvents();
            const QString both = QDir(dir).filePath(prefix + QStringLiteral("-replay-gantt.png"));
            if (window.grab().save(both))
                written << both;
            window.replayView()->compareWith(-1);
        }
        // A MAIFS decision: its agents in the inspector, the coordination graph over the map.
        if (const int maifs = window.replayView()->runOf(QStringLiteral("maifs")); maifs >= 0) {
            window.replayView()->selectRun(maifs);
            while (window.replayView()->nextDecision())
                if (window.replayView()->inspector()->agents()->topLevelItemCount() > 2)
                    break;
            window.replayView()->inspector()->showPage(DecisionInspector::Page::Agents);
            QApplication::processEvents();
            const QString agents = QDir(dir).filePath(prefix + QStringLiteral("-replay-maifs.png"));
            if (window.grab().save(agents))
                written << agents;
            window.replayView()->inspector()->showPage(DecisionInspector::Page::Candidates);
        }
    }
    if (window.trainingMonitor()->iterations() > 0) {
        window.showTrainingMonitor();
        QApplication::processEvents();
        const QString training = QDir(dir).filePath(prefix + QStringLiteral("-training.png"));
        if (window.grab().save(training))
            written << training;
    }
    // The What-if tab with a study: one more node of the cluster's first kind, FIFO with and
    // without TUNE and MAIFS on three seeds (a big scenario: the two baselines on one seed).
    if (window.workspace().session().loaded()) {
        const Scenario& s = window.workspace().session().scenario();
        const bool big = MainWindow::isBigScenario(s);
        std::vector<std::string> schedulers{"fifo", "fifo+tune"};
        const auto compared = window.comparedSchedulers();
        if (!big && std::ranges::find(compared, std::string("maifs")) != compared.end())
            schedulers.push_back("maifs");
        window.whatIfView()->setRuns(schedulers,
                                     big ? std::vector<quint64>{s.seed}
                                         : std::vector<quint64>{s.seed, s.seed + 1, s.seed + 2});
        window.whatIfView()->nodesBox()->setValue(1);
        QEventLoop study;
        QObject::connect(window.whatIfView(), &WhatIfView::studyFinished, &study,
                         &QEventLoop::quit);
        if (window.whatIfView()->run().isEmpty())
            study.exec();
        window.showView(View::WhatIf);
        QApplication::processEvents();
        const QString whatIf = QDir(dir).filePath(prefix + QStringLiteral("-what-if.png"));
        if (window.grab().save(whatIf))
            written << whatIf;
    }
    if (window.sweepView()->model()->rowCount() > 0) {
        window.showView(View::Sweep);
        QApplication::processEvents();
        const QString sweep = QDir(dir).filePath(prefix + QStringLiteral("-sweep.png"));
        if (window.grab().save(sweep))
            written << sweep;
    }
    window.showView(current);
    return written;
}

} // namespace maifs::ui
