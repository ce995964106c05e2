// The scenario document in the studio: edits through the topology editor's table are undoable
// (one generic command), refused when they would make the scenario invalid (document unchanged),
// applied to every selected row as one step, saved atomically and reloaded identically; a save
// that would break relative file references is refused; the cluster map shows every node.
#include "core/io/scenario_reader.h"
#include "tests/support/std_strings.h"
#include "tests/support/text_files.h"
#include "tests/support/window_part.h"
#include "ui/charts/cluster_canvas.h"
#include "ui/workspace/cluster_editor_view.h"
#include "ui/workspace/cluster_spec_model.h"
#include "ui/workspace/main_window.h"
#include "ui/workspace/node_table_model.h"
#include "ui/workspace/scenario_editor.h"
#include "ui/workspace/workspace.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QDir>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using maifs::test::onlyPart;
using namespace maifs;
using namespace maifs::ui;
using maifs::test::readBytes;
using maifs::test::writeTextFile;

namespace {

const char* kNodes = R"(version: 1
name: three-nodes
cluster:
  nodes:
    - {id: a, rack: r0, gpu_model: V100, gpus: 8, cpus: 24, mem_gb: 500}
    - {id: b, rack: r0, gpu_model: V100, gpus: 4, cpus: 12, mem_gb: 250}
  generate:
    - {count: 2, rack_size: 2, gpu_model: K80, gpus: 2, cpus: 8, mem_gb: 64}
workload:
  jobs:
    - {id: j1, submit: 0, gpus: 2, duration: 100}
)";

struct Fixture {
    QTemporaryDir dir;
    ScenarioEditor editor;
    QUndoStack& stack = *editor.undoStack();
    NodeTableModel nodes;
    ClusterEditorView view{&editor, &nodes};
    QString path;

    explicit Fixture(const char* text = kNodes) {
        path = dir.filePath(QStringLiteral("s.yaml"));
        writeTextFile(path, text);
    }
    ClusterSpecModel& model() { return *view.specModel(); }
    const Cluster& cluster() const { return editor.document().scenario().cluster; }
};

} // namespace

class TestScenarioEditor : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void rowsShowTheClusterAsWritten() {
        Fixture f;
        QVERIFY(f.editor.open(f.path).isEmpty());
        QAbstractItemModelTester tester(&f.model(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(f.model().rowCount(), 3);
        QCOMPARE(f.model().data(f.model().index(0, ClusterSpecModel::Kind)).toString(),
                 QStringLiteral("node"));
        QCOMPARE(f.model().data(f.model().index(1, ClusterSpecModel::Gpus)).toString(),
                 QStringLiteral("4"));
        QCOMPARE(f.model().data(f.model().index(2, ClusterSpecModel::Kind)).toString(),
                 QStringLiteral("template"));
        QCOMPARE(f.model().data(f.model().index(2, ClusterSpecModel::Count)).toString(),
                 QStringLiteral("2"));
        QVERIFY(
            !(f.model().flags(f.model().index(0, ClusterSpecModel::Count)) & Qt::ItemIsEditable));
        QVERIFY(f.model().flags(f.model().index(2, ClusterSpecModel::Count)) & Qt::ItemIsEditable);
        QCOMPARE(f.cluster().size(), 4);
    }

    void editUndoRedoSaveReloadsIdentically() {
        Fixture f;
        QVERIFY(f.editor.open(f.path).isEmpty());
        QAbstractItemModelTester tester(&f.model(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(!f.editor.isModified());
        QVERIFY(
            f.model().setData(f.model().index(2, ClusterSpecModel::Count), QStringLiteral("5")));
        QVERIFY(f.model().setData(f.model().index(0, ClusterSpecModel::GpuModel),
                                  QStringLiteral("A100")));
        QCOMPARE(f.cluster().size(), 7);
        QCOMPARE(f.cluster().node(0).gpuModel, std::string("A100"));
        QVERIFY(f.editor.isModified());
        QCOMPARE(f.stack.count(), 2);
        f.stack.undo();
        QCOMPARE(f.cluster().node(0).gpuModel, std::string("V100"));
        f.stack.undo();
        QCOMPARE(f.cluster().size(), 4);
        QVERIFY(!f.editor.isModified());
        f.stack.redo();
        f.stack.redo();
        QCOMPARE(f.cluster().size(), 7);

        const QString saved = f.dir.filePath(QStringLiteral("saved.yaml"));
        QVERIFY(f.editor.save(saved).isEmpty());
        QVERIFY(!f.editor.isModified());
        const Scenario back = readScenarioFile(saved.toStdString());
        QCOMPARE(back.cluster.size(), 7);
        QCOMPARE(back.cluster.node(0).gpuModel, std::string("A100"));
        QCOMPARE(back.cluster.node(6).gpuModel, std::string("K80"));
        QCOMPARE(back.jobs.size(), std::size_t(1));
        // Saving what was loaded from the save gives the same bytes.
        QCOMPARE(QByteArray::fromStdString(ScenarioDocument::fromFile(saved.toStdString()).text()),
                 readBytes(saved));
        QCOMPARE(f.editor.document().file(), saved.toStdString());
        // Undo after the save makes the document modified again.
        f.stack.undo();
        QVERIFY(f.editor.isModified());
    }

    void invalidEditsAreRefusedAndChangeNothing() {
        Fixture f;
        QVERIFY(f.editor.open(f.path).isEmpty());
        const std::string before = f.editor.document().text();
        QString refused;
        QObject::connect(&f.model(), &ClusterSpecModel::editRefused,
                         [&refused](const QString& why) { refused = why; });
        QVERIFY(
            !f.model().setData(f.model().index(1, ClusterSpecModel::Gpus), QStringLiteral("-1")));
        QVERIFY2(refused.contains(QStringLiteral("cluster.nodes[1].gpus")), qPrintable(refused));
        QVERIFY(!f.model().setData(f.model().index(0, ClusterSpecModel::GpuModel),
                                   QStringLiteral("TPU9")));
        QVERIFY2(refused.contains(QStringLiteral("TPU9")), qPrintable(refused));
        // Node b takes node a's id: duplicate ids are refused.
        QVERIFY(!f.model().setData(f.model().index(1, ClusterSpecModel::Id), QStringLiteral("a")));
        QVERIFY2(refused.contains(QStringLiteral("duplicate node id 'a'")), qPrintable(refused));
        QCOMPARE(f.editor.document().text(), before);
        QCOMPARE(f.stack.count(), 0);
        // Removing every row would leave no node.
        QVERIFY(!f.model().remove({0, 1, 2}).isEmpty());
        QCOMPARE(f.editor.document().text(), before);
    }

    void multiRowEditsAreOneStep() {
        Fixture f;
        QVERIFY(f.editor.open(f.path).isEmpty());
        QVERIFY(
            f.model().setColumn({0, 1, 2}, ClusterSpecModel::Cpus, QStringLiteral("32")).isEmpty());
        QCOMPARE(f.stack.count(), 1);
        for (const auto& n : f.cluster().nodes())
            QCOMPARE(n.cpus, 32.0);
        f.stack.undo();
        QCOMPARE(f.cluster().node(0).cpus, 24.0);
        QCOMPARE(f.cluster().node(1).cpus, 12.0);
        QCOMPARE(f.cluster().node(3).cpus, 8.0);
        // Through the table's delegate: an edit typed into one of the selected rows.
        f.view.specTable()->selectionModel()->select(
            QItemSelection(f.model().index(0, 0), f.model().index(1, 0)),
            QItemSelectionModel::Select | QItemSelectionModel::Rows);
        QCOMPARE(f.view.selectedRows(), (QList<int>{0, 1}));
        QCOMPARE(f.view.canvas()->highlighted(), (QSet<QString>{"a", "b"}));
    }

    void addDuplicateRemoveNodes() {
        Fixture f;
        QVERIFY(f.editor.open(f.path).isEmpty());
        QAbstractItemModelTester tester(&f.model(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        const QString addError = f.model().addNode(1); // like b
        QVERIFY2(addError.isEmpty(), qPrintable(addError));
        QCOMPARE(f.cluster().size(), 5);
        QCOMPARE(f.model().rowCount(), 4);
        const Node& added = f.cluster().node(2); // nodes come before generated ones
        QCOMPARE(added.gpus, 4);
        QVERIFY(added.id != "a" && added.id != "b");
        QVERIFY(f.model().duplicate({0, 1, 3}).isEmpty()); // a, b and the template
        QCOMPARE(f.cluster().size(), 5 + 2 + 2);
        QVERIFY(f.cluster().indexOf("a-2").has_value());
        QVERIFY(f.cluster().indexOf("b-2").has_value());
        QCOMPARE(f.stack.count(), 2);
        QVERIFY(f.model().remove({0, 1}).isEmpty());
        QVERIFY(!f.cluster().indexOf("a").has_value());
        f.stack.undo();
        f.stack.undo();
        f.stack.undo();
        QCOMPARE(f.cluster().size(), 4);
        QCOMPARE(f.model().rowCount(), 3);
    }

    void saveElsewhereRewritesTheFilesItNames() {
        Fixture f("version: 1\ncluster: {nodes: [{id: n0, gpu_model: V100, gpus: 8, cpus: 24, "
                  "mem_gb: 500}]}\nworkload:\n  trace: {format: philly, file: data/jobs.csv}\n");
        QVERIFY(QDir(f.dir.path()).mkpath(QStringLiteral("data")));
        QVERIFY(
            writeTextFile(f.dir.filePath(QStringLiteral("data/jobs.csv")),
                          "timestamp,duration,num_gpus,gpu_time,cluster\n"
                          "2017-10-09 00:00:00,100,1,100,a\n2017-10-09 00:01:40,100,1,100,a\n"));
        QVERIFY(f.editor.open(f.path).isEmpty());
        QVERIFY(f.model().addNode().isEmpty()); // an edit in the history
        QSignalSpy renamed(&f.editor, &ScenarioEditor::filesRenamed);
        // Into an unrelated folder: the trace is named by its absolute path, and the copy reads.
        QTemporaryDir other;
        const QString elsewhere = other.filePath(QStringLiteral("s.yaml"));
        QCOMPARE(f.editor.save(elsewhere), QString());
        QCOMPARE(renamed.count(), 1);
        const QString absolute =
            QFileInfo(f.dir.filePath(QStringLiteral("data/jobs.csv"))).absoluteFilePath();
        QVERIFY2(readBytes(elsewhere).contains(("file: " + absolute).toUtf8()),
                 readBytes(elsewhere).constData());
        const Scenario moved = readScenarioFile(elsewhere.toStdString());
        QCOMPARE(moved.jobs.size(), std::size_t(2));
        QCOMPARE(moved.cluster.size(), 2);
        // The history named the file as the old folder saw it: it starts anew, the save is clean.
        QCOMPARE(f.stack.count(), 0);
        QVERIFY(!f.editor.isModified());
        QCOMPARE(f.editor.document().file(), QDir::toNativeSeparators(elsewhere).toStdString());
        // Back into a folder that holds the trace below it: named relative to it again.
        const QString back = f.dir.filePath(QStringLiteral("copy.yaml"));
        QCOMPARE(f.editor.save(back), QString());
        QVERIFY2(readBytes(back).contains("file: data/jobs.csv"), readBytes(back).constData());
        QCOMPARE(readScenarioFile(back.toStdString()).jobs.size(), std::size_t(2));
        // A folder where the scenario cannot be written leaves everything as it was.
        QVERIFY(!f.editor.save(QStringLiteral("/nonexistent-dir/s.yaml")).isEmpty());
        QCOMPARE(f.editor.document().file(), QDir::toNativeSeparators(back).toStdString());
    }

    void mainWindowMarksAndSavesEdits() {
        Fixture f;
        MainWindow w;
        QVERIFY(w.openScenario(f.path));
        QVERIFY(!w.isWindowModified());
        QVERIFY(w.windowTitle().contains(QStringLiteral("s.yaml[*]")));
        QVERIFY(onlyPart<ClusterEditorView>(w)->specModel()->addNode().isEmpty());
        QVERIFY(w.isWindowModified());
        QCOMPARE(w.workspace().session().scenario().cluster.size(), 5); // the runs see the edit
        // With no row chosen, the new node is the cluster's most common one (two K80 nodes).
        const Node& added = w.workspace().session().scenario().cluster.node(2);
        QCOMPARE(added.gpuModel, std::string("K80"));
        QCOMPARE(added.gpus, 2);
        QCOMPARE(added.cpus, 8.0);
        QCOMPARE(added.memGb, 64.0);
        QVERIFY(w.saveScenario(f.path).isEmpty());
        QVERIFY(!w.isWindowModified());
        QCOMPARE(readScenarioFile(f.path.toStdString()).cluster.size(), 5);
    }
};

QTEST_MAIN(TestScenarioEditor)
#include "tst_scenario_editor.moc"
