// The Model tab: the zoo's throughput matrix as a heat map, one cell edited (the model's whole
// profile goes into the scenario's models.zoo), undo, save and reload; the GPU speed table and the
// factors, with the reader refusing values outside their range.
#include "core/io/scenario_reader.h"
#include "core/model/speed_params.h"
#include "tests/support/text_files.h"
#include "ui/workspace/model_params_view.h"
#include "ui/workspace/scenario_editor.h"
#include "ui/workspace/speed_param_models.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>
#include <qcustomplot.h>

using namespace maifs;
using namespace maifs::ui;

class TestModelParams : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;
    QString path_;

private slots:
    void init() {
        path_ = dir_.filePath(QStringLiteral("demo.yaml"));
        QFile::remove(path_);
        QVERIFY(QFile::copy(QStringLiteral(MAIFS_TEST_DATA "/demo.yaml"), path_));
    }

    void heatMapShowsTheMatrixAndACellEditRoundTrips() {
        ScenarioEditor editor;
        QUndoStack& stack = *editor.undoStack();
        QVERIFY(editor.open(path_).isEmpty());
        ModelParamsView view(&editor);
        QVERIFY(view.showModel(QStringLiteral("res50"), 1));
        // 1-GPU matrices: 5 memory levels x 9 CPU levels.
        QCOMPARE(view.heatMap()->data()->keySize(), 5);
        QCOMPARE(view.heatMap()->data()->valueSize(), 9);
        const SpeedParams before = editor.document().scenario().speed;
        const double original = before.zoo.at("res50").byGpus.at(1).tput[2][1];
        QCOMPARE(view.heatMap()->data()->cell(1, 2), original);

        QVERIFY(view.setThroughput("res50", 1, 2, 1, 0.625).isEmpty());
        const SpeedParams after = editor.document().scenario().speed;
        QCOMPARE(after.zoo.at("res50").byGpus.at(1).tput[2][1], 0.625);
        QCOMPARE(view.heatMap()->data()->cell(1, 2), 0.625);
        // Everything else as it was: the rest of res50 and every other model.
        ModelProfile expected = before.zoo.at("res50");
        expected.byGpus.at(1).tput[2][1] = 0.625;
        QVERIFY(after.zoo.at("res50") == expected);
        QVERIFY(after.zoo.at("bert") == before.zoo.at("bert"));

        QVERIFY(editor.save(path_).isEmpty());
        const Scenario reloaded = readScenarioFile(path_.toStdString());
        QVERIFY(reloaded.speed.zoo.at("res50") == expected);
        stack.undo();
        QVERIFY(editor.document().scenario().speed == before);
        QVERIFY(!view.setThroughput("res50", 1, 99, 0, 1).isEmpty());
        QVERIFY(!view.setThroughput("nosuch", 1, 0, 0, 1).isEmpty());
        QVERIFY(!view.setThroughput("res50", 1, 0, 0, -1).isEmpty()); // reader: not negative
        QVERIFY(editor.document().scenario().speed == before);
    }

    void gpuSpeedAndFactorsEditThroughTheirTables() {
        ScenarioEditor editor;
        QUndoStack& stack = *editor.undoStack();
        QVERIFY(editor.open(path_).isEmpty());
        ModelParamsView view(&editor);
        GpuSpeedModel* speed = view.gpuSpeedModel();
        SpeedFactorsModel* factors = view.factorsModel();
        QAbstractItemModelTester t1(speed, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester t2(factors,
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
        int v100 = -1;
        for (int r = 0; r < speed->rowCount(); ++r)
            if (speed->headerData(r, Qt::Vertical).toString() == QStringLiteral("V100"))
                v100 = r;
        QVERIFY(v100 >= 0);
        QVERIFY(speed->setData(speed->index(v100, 1), QStringLiteral("1.25")));
        QCOMPARE(editor.document().scenario().speed.gpuSpeed.at("V100")[1], 1.25);
        QCOMPARE(editor.document().scenario().speed.gpuSpeed.at("V100")[0], 1.0); // untouched
        QVERIFY(!speed->setData(speed->index(v100, 0), QStringLiteral("0")));     // must be > 0
        QVERIFY(factors->setData(factors->index(SpeedFactorsModel::InterferenceFloor, 0),
                                 QStringLiteral("0.7")));
        QCOMPARE(editor.document().scenario().speed.interferenceFloor, 0.7);
        QVERIFY(!factors->setData(factors->index(SpeedFactorsModel::CrossRack, 0),
                                  QStringLiteral("1.5"))); // a fraction
        QVERIFY(!(factors->flags(factors->index(SpeedFactorsModel::CrossRack, 2)) &
                  Qt::ItemIsEditable));
        QCOMPARE(stack.count(), 2);
        stack.undo();
        stack.undo();
        QCOMPARE(editor.document().scenario().speed.gpuSpeed.at("V100")[1], 1.0);
        QCOMPARE(editor.document().scenario().speed.interferenceFloor, 0.8);
    }
};

QTEST_MAIN(TestModelParams)
#include "tst_model_params.moc"
