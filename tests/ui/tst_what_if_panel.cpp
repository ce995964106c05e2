// The What-if panel driven as a planner drives it: one more node by the keyboard, Run clicked,
// base and variant side by side with the difference worked out by hand; a variant that cannot be
// built says why; the results outlive an edit of the scenario.
#include "core/io/scenario_reader.h"
#include "core/session/session.h"
#include "ui/sweep/capacity_search_panel.h"
#include "ui/sweep/what_if_model.h"
#include "ui/sweep/what_if_view.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableWidget>
#include <QTest>

using namespace maifs;
using namespace maifs::ui;

namespace {

// One single-GPU node; j1 and j2 (1 h each) at 0, j3 (0.5 h) at 2 h. FIFO: JCTs 1, 2 and 0.5 h
// (mean 7/6 h). With a second node like it: 1, 1 and 0.5 h (mean 5/6 h).
const char* kTiny = R"(version: 1
name: tiny
cluster:
  nodes:
    - {id: a, rack: r0, gpu_model: V100, gpus: 1, cpus: 8, mem_gb: 64}
workload:
  jobs:
    - {id: j1, submit: 0, gpus: 1, duration: 3600}
    - {id: j2, submit: 0, gpus: 1, duration: 3600}
    - {id: j3, submit: 7200, gpus: 1, duration: 1800}
)";

} // namespace

class TestWhatIfPanel : public QObject {
    Q_OBJECT

private slots:
    void oneMoreNodeShowsBaseVariantAndTheDelta() {
        Session session;
        session.use(std::make_shared<const Scenario>(readScenarioText(kTiny, "tiny.yaml")));
        WhatIfView view(session);
        view.resize(1400, 700);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QCOMPARE(view.kindBox()->count(), 1);
        QVERIFY(view.kindBox()->currentText().contains(QStringLiteral("1 x V100")));
        view.setRuns({"fifo", "sjf"}, {1, 2});
        // Run with nothing changed: refused, and said.
        QTest::mouseClick(view.runButton(), Qt::LeftButton);
        QVERIFY(view.statusLabel()->text().contains(QStringLiteral("changes nothing")));
        // +1 node by the keyboard
        view.nodesBox()->setFocus();
        QTest::keyClick(view.nodesBox(), Qt::Key_Up);
        QCOMPARE(view.whatIf().nodes, 1);
        QCOMPARE(view.whatIf().like, std::string("a"));
        QSignalSpy finished(&view, &WhatIfView::studyFinished);
        QTest::mouseClick(view.runButton(), Qt::LeftButton);
        QVERIFY(view.running());
        QVERIFY(!view.runButton()->isEnabled());
        QVERIFY(finished.wait(60000));
        if (qEnvironmentVariableIsSet("MAIFS_SAVE_WHAT_IF")) // to look at it
            view.grab().save(qEnvironmentVariable("MAIFS_SAVE_WHAT_IF"));
        WhatIfModel* model = view.model();
        QCOMPARE(model->rowCount(), 2);
        QCOMPARE(model->schedulerAt(0), QStringLiteral("fifo"));
        const auto c = model->compare(0, WhatIfModel::Metric::MeanJct);
        QVERIFY(qAbs(c.base - 7.0 / 6) < 1e-9);
        QVERIFY(qAbs(c.variant - 5.0 / 6) < 1e-9);
        QVERIFY(qAbs(c.delta.mean + 1.0 / 3) < 1e-9);
        // The trace does not change with the seed: two seeds, one observation, no interval.
        QCOMPARE(c.distinct, 1);
        QCOMPARE(c.delta.n, 1);
        const auto cell = [&](int column) {
            return model->data(model->index(0, column)).toString();
        };
        QCOMPARE(cell(WhatIfModel::MeanJctBase), QStringLiteral("1.17"));
        QCOMPARE(cell(WhatIfModel::MeanJctVariant), QStringLiteral("0.83"));
        QCOMPARE(cell(WhatIfModel::MeanJctDelta), QStringLiteral("-0.33 (-28.6%)"));
        QVERIFY(cell(WhatIfModel::Seeds).contains(QStringLiteral("one result")));
        // p95: 2 h -> 1 h, every seed alike: no interval either.
        QCOMPARE(cell(WhatIfModel::P95JctDelta), QStringLiteral("-1.00 (-50.0%)"));
        // Makespan: 2.5 h both ways (j3 arrives at 2 h).
        QCOMPARE(cell(WhatIfModel::MakespanDelta), QStringLiteral("0.00 (0.0%)"));
        QVERIFY(view.resultsCsv().startsWith(QStringLiteral("scheduler,mean_jct_h_base,")));
        QVERIFY(view.resultsCsv().contains(QStringLiteral("\nfifo,1.16666")));

        // Removing two nodes of a one-node kind: the reason, nothing run, results kept.
        for (int i = 0; i < 3; ++i)
            QTest::keyClick(view.nodesBox(), Qt::Key_Down);
        QCOMPARE(view.whatIf().nodes, -2);
        QTest::mouseClick(view.runButton(), Qt::LeftButton);
        QVERIFY2(
            view.statusLabel()->text().contains(QStringLiteral("cannot remove 2 nodes like a")),
            qPrintable(view.statusLabel()->text()));
        QVERIFY(!view.running());
        QCOMPARE(model->rowCount(), 2);

        // The scenario is edited (here: replaced): the study stays and says it is older.
        std::string edited = kTiny;
        edited.replace(edited.find("name: tiny"), 10, "name: edited");
        session.use(std::make_shared<const Scenario>(readScenarioText(edited, "tiny.yaml")));
        view.scenarioChanged();
        QCOMPARE(model->rowCount(), 2);
        QVERIFY(view.statusLabel()->text().contains(QStringLiteral("changed since")));
    }

    void aCapacitySearchFindsTheFewestNodesByHand() {
        Session session;
        session.use(std::make_shared<const Scenario>(readScenarioText(kTiny, "tiny.yaml")));
        WhatIfView view(session);
        view.resize(1400, 800);
        view.show();
        view.setRuns({"fifo"}, {1});
        CapacitySearchPanel* panel = view.capacitySearch();
        QCOMPARE(panel->schedulerBox()->currentText(), QStringLiteral("fifo"));
        // mean JCT <= 0.9 h: one node gives 7/6 h (misses), two give 5/6 h (meets).
        QCOMPARE(panel->metricBox()->currentData().toString(), QStringLiteral("mean_jct_s"));
        panel->boundBox()->setFocus();
        panel->boundBox()->selectAll();
        QTest::keyClicks(panel->boundBox(), QStringLiteral("0.9"));
        QCOMPARE(panel->boundBox()->value(), 0.9);
        QSignalSpy finished(panel, &CapacitySearchPanel::searchFinished);
        QTest::mouseClick(panel->searchButton(), Qt::LeftButton);
        QVERIFY(finished.wait(60000));
        if (qEnvironmentVariableIsSet("MAIFS_SAVE_CAPACITY")) // to look at it
            view.grab().save(qEnvironmentVariable("MAIFS_SAVE_CAPACITY"));
        QTableWidget* steps = panel->stepsTable();
        QCOMPARE(steps->rowCount(), 2);
        QCOMPARE(steps->item(0, 0)->text(), QStringLiteral("1 (start)"));
        QCOMPARE(steps->item(0, 1)->text(), QStringLiteral("1"));
        QVERIFY(steps->item(0, 3)->text().startsWith(QStringLiteral("1.17 h")));
        QCOMPARE(steps->item(0, 4)->text(), QStringLiteral("misses"));
        QCOMPARE(steps->item(1, 1)->text(), QStringLiteral("2"));
        QCOMPARE(steps->item(1, 2)->text(), QStringLiteral("2")); // GPUs in all
        QVERIFY(steps->item(1, 3)->text().startsWith(QStringLiteral("0.83 h")));
        QCOMPARE(steps->item(1, 4)->text(), QStringLiteral("meets"));
        QVERIFY2(panel->answerLabel()->text().startsWith(QStringLiteral("Answer: 2 nodes")),
                 qPrintable(panel->answerLabel()->text()));
    }

    void seedsThatChangeTheWorkloadGiveAnInterval() {
        WhatIfModel model;
        model.start({"x"});
        const auto summary = [](double meanJctH) {
            Summary s;
            s.meanJct = meanJctH * 3600;
            return s;
        };
        // differences -1, -2, -3 h: mean -2, sd 1, t(2) = 4.303: [-4.48, +0.48]
        const double base[] = {5, 6, 7}, variant[] = {4, 4, 4};
        for (int i = 0; i < 3; ++i) {
            model.add("x", static_cast<quint64>(i + 1), false, summary(base[i]));
            model.add("x", static_cast<quint64>(i + 1), true, summary(variant[i]));
        }
        const auto c = model.compare(0, WhatIfModel::Metric::MeanJct);
        QCOMPARE(c.delta.n, 3);
        QCOMPARE(c.delta.mean, -2.0);
        QVERIFY(qAbs(c.delta.low - (-2 - 4.303 / std::sqrt(3.0))) < 1e-3);
        QVERIFY(qAbs(c.delta.high - (-2 + 4.303 / std::sqrt(3.0))) < 1e-3);
        QCOMPARE(model.data(model.index(0, WhatIfModel::MeanJctDelta)).toString(),
                 QStringLiteral("-2.00 (-33.3%) [-4.48, +0.48]"));
        QCOMPARE(model.data(model.index(0, WhatIfModel::Seeds)).toString(), QStringLiteral("3"));
    }
};

QTEST_MAIN(TestWhatIfPanel)
#include "tst_what_if_panel.moc"
