// File > New Scenario, Import Trace and Import Cluster, driven as a user drives them: the file
// typed and Return pressed, columns and units chosen with the keyboard, Next / Finish / Cancel
// clicked. The saved scenario validates, reads exactly as a hand-written one and runs; a bad row is
// named by file:line:field in the preview (and Finish stays off); Cancel leaves the document
// untouched.
#include "core/io/scenario_reader.h"
#include "core/metrics/summary.h"
#include "core/sched/registry.h"
#include "core/session/run_scenario.h"
#include "core/session/scenario_document.h"
#include "tests/support/text_files.h"
#include "tests/support/window_part.h"
#include "ui/common/user_guide.h"
#include "ui/comparison/run_manager.h"
#include "ui/comparison/run_shelf.h"
#include "ui/replay/replay_view.h"
#include "ui/workspace/cluster_editor_view.h"
#include "ui/workspace/csv_mapping_form.h"
#include "ui/workspace/import_preview.h"
#include "ui/workspace/import_wizard.h"
#include "ui/workspace/main_window.h"
#include "ui/workspace/new_scenario_wizard.h"
#include "ui/workspace/scenario_editor.h"
#include "ui/workspace/shortcuts_dialog.h"
#include "ui/workspace/workspace.h"

#include <QAbstractButton>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTimer>
#include <QUndoStack>

using maifs::test::onlyPart;
using namespace maifs;
using namespace maifs::ui;
using maifs::test::writeTextFile;

namespace {

// Block style, as most scenarios are written: the wizards compose sections from it.
const char* kBase = R"(version: 1
name: base
cluster:
  generate:
    - {count: 2, gpu_model: V100, gpus: 8, cpus: 24, mem_gb: 500}
workload:
  jobs: []
)";

template <typename T> T* child(QWidget* w, const char* name) {
    T* found = w->findChild<T*>(QString::fromLatin1(name));
    if (!found)
        qFatal("no child %s", name);
    return found;
}

void click(QAbstractButton* b) {
    QVERIFY2(b->isEnabled(), qPrintable(b->text()));
    // A radio button answers on its indicator and label only, not across its whole width.
    const bool radio = qobject_cast<QRadioButton*>(b) != nullptr;
    QTest::mouseClick(b, Qt::LeftButton, {}, radio ? QPoint(6, b->height() / 2) : QPoint());
    if (radio)
        QVERIFY(b->isChecked());
}

// Selects an item of a closed combo box with the keys a user would press (Home, then Down).
void chooseByKeys(QComboBox* box, const QString& text) {
    const int target = box->findText(text);
    QVERIFY2(target >= 0, qPrintable(text));
    QTest::keyClick(box, Qt::Key_Home);
    for (int i = 0; i < target; ++i)
        QTest::keyClick(box, Qt::Key_Down);
    QCOMPARE(box->currentText(), text);
}

void typeInto(QWidget* w, const QString& text) {
    QTest::keyClick(w, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(w, text);
}

// Types the file's path and presses Return: the format is sniffed and the wizard moves on.
void chooseFile(QWizard& wizard, const QString& path) {
    auto* file = child<QLineEdit>(&wizard, "file");
    typeInto(file, path);
    QTest::keyClick(file, Qt::Key_Return);
}

void waitForPreview(ImportWizard& wizard) {
    QCOMPARE(wizard.currentId(), int(ImportWizard::PreviewPage));
    if (wizard.previewRunning()) {
        QSignalSpy ready(&wizard, &ImportWizard::previewReady);
        QVERIFY(ready.wait(30000));
    }
}

struct ImportFolder {
    QTemporaryDir dir;
    QString base;
    ImportFolder() {
        for (const char* name : {"jobs_header.csv", "jobs_noheader.csv", "jobs_minutes.csv",
                                 "jobs_bad.csv", "nodes.csv", "jobs.jsonl", "jobs_bad.jsonl"})
            QFile::copy(QStringLiteral(MAIFS_TEST_DATA "/import/") + QLatin1String(name),
                        dir.filePath(QLatin1String(name)));
        base = dir.filePath(QStringLiteral("base.yaml"));
        writeTextFile(base, kBase);
    }
    QString file(const char* name) const { return dir.filePath(QLatin1String(name)); }
    // A scenario written by hand beside the data, read as the CLI reads it.
    Scenario handWritten(const std::string& workloadOrCluster) const {
        const QString path = dir.filePath(QStringLiteral("hand.yaml"));
        writeTextFile(path, workloadOrCluster);
        return readScenarioFile(path.toStdString());
    }
};

// Drives the wizard the next exec() opens. A failed check returns from `drive` with the wizard
// still open: it is then rejected, so that a failure never leaves the test waiting on a dialog.
void onNextModal(QObject* context, std::function<void(ImportWizard&)> drive) {
    QTimer::singleShot(0, context, [drive = std::move(drive)] {
        auto* wizard = qobject_cast<ImportWizard*>(QApplication::activeModalWidget());
        if (!wizard)
            return;
        drive(*wizard);
        if (wizard->isVisible())
            wizard->reject();
    });
}

// The studio on the base scenario and an import wizard aimed at it, on screen.
struct ImportSession {
    ImportFolder ws;
    MainWindow w;
    std::unique_ptr<ImportWizard> wizard;
    bool ready = false;

    explicit ImportSession(ImportWizard::Kind kind) {
        if (!w.openScenario(ws.base))
            return;
        wizard = std::make_unique<ImportWizard>(kind, w.importTarget());
        wizard->show();
        ready = QTest::qWaitForWindowExposed(wizard.get());
    }
};

std::string textOf(const MainWindow& w) {
    return w.workspace().editor()->document().text();
}

} // namespace

class ImportWizardsTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QApplication::setApplicationName(QStringLiteral("maifs-studio-test"));
    }

    void importTraceWithAHeaderFromTheMenu() {
        ImportFolder ws;
        MainWindow w;
        QVERIFY(w.openScenario(ws.base));
        // The menu's action opens the wizard modally; the user drives it meanwhile.
        bool driven = false;
        onNextModal(&w, [&](ImportWizard& importer) {
            ImportWizard* wizard = &importer;
            QVERIFY(QTest::qWaitForWindowExposed(wizard));
            chooseFile(*wizard, ws.file("jobs_header.csv"));
            QCOMPARE(wizard->format(), QStringLiteral("csv"));
            QVERIFY(child<QLabel>(wizard, "sniffed")
                        ->text()
                        .contains(QStringLiteral("csv"), Qt::CaseInsensitive));
            QCOMPARE(wizard->currentId(), int(ImportWizard::ColumnsPage));
            // Columns proposed from their names; the mapping is complete as proposed.
            QCOMPARE(child<QComboBox>(wizard, "column_submit")->currentText(),
                     QStringLiteral("submitted"));
            QCOMPARE(child<QComboBox>(wizard, "column_duration")->currentText(),
                     QStringLiteral("runtime"));
            QCOMPARE(child<QComboBox>(wizard, "column_gpus")->currentText(),
                     QStringLiteral("num_gpus"));
            QCOMPARE(child<QComboBox>(wizard, "column_vc")->currentText(), QStringLiteral("queue"));
            QCOMPARE(child<QTableWidget>(wizard, "rawRows")->rowCount(), 4);
            click(wizard->button(QWizard::NextButton));
            // Filters: VC vc1 only.
            QTest::keyClicks(child<QLineEdit>(wizard, "vc"), QStringLiteral("vc1"));
            click(wizard->button(QWizard::NextButton));
            waitForPreview(*wizard);
            QVERIFY2(wizard->preview().error.empty(), wizard->preview().error.c_str());
            QCOMPARE(wizard->preview().jobs.size(), std::size_t(3));
            QVERIFY(child<QLabel>(wizard, "verdict")->text().contains(QStringLiteral("3")));
            QVERIFY(child<QPlainTextEdit>(wizard, "report")
                        ->toPlainText()
                        .contains(QStringLiteral("4 rows read, 3 kept")));
            click(wizard->button(QWizard::FinishButton));
            driven = true;
        });
        const int undoBefore = w.workspace().undoStack()->count();
        QAction* import = nullptr;
        for (QAction* a : w.findChildren<QAction*>())
            if (a->text() == QStringLiteral("Import &Trace…"))
                import = a;
        QVERIFY(import && import->isEnabled());
        import->trigger();
        QVERIFY(driven);
        // One undoable step; the entry references the file (relative: it is beside the scenario).
        QCOMPARE(w.workspace().undoStack()->count(), undoBefore + 1);
        QVERIFY(w.workspace().editor()->isModified());
        const auto saved = ws.dir.filePath(QStringLiteral("saved.yaml"));
        QCOMPARE(w.saveScenario(saved), QString());
        const Scenario fromWizard = readScenarioFile(saved.toStdString());
        const Scenario byHand = ws.handWritten(R"(version: 1
name: base
cluster: {generate: [{count: 2, gpu_model: V100, gpus: 8, cpus: 24, mem_gb: 500}]}
workload:
  jobs: []
  trace:
    - format: csv
      file: jobs_header.csv
      columns: {id: job, submit: submitted, duration: runtime, gpus: num_gpus, user: user, vc: queue}
      vc: [vc1]
)");
        QCOMPARE(fromWizard.jobs.size(), std::size_t(3));
        QVERIFY(fromWizard.jobs == byHand.jobs);
        QVERIFY(
            QString::fromStdString(textOf(w)).contains(QStringLiteral("file: jobs_header.csv")));
        // It runs: every job finishes.
        SchedulerRegistry registry;
        registerBuiltinSchedulers(registry);
        const Summary summary = summarize(runScenario(fromWizard, registry, "fifo", 1));
        QCOMPARE(summary.jobsFinished, 3);
        // Undo takes the import back.
        w.workspace().undoStack()->undo();
        QVERIFY(w.workspace().editor()->document().scenario().jobs.empty());
    }

    void aFileWithoutAHeaderIsMappedByColumnNumber() {
        ImportSession session(ImportWizard::Kind::Jobs);
        QVERIFY(session.ready);
        auto& [ws, w, wizardPtr, ready] = session;
        ImportWizard& wizard = *wizardPtr;
        chooseFile(wizard, ws.file("jobs_noheader.csv"));
        QCOMPARE(wizard.format(), QStringLiteral("csv"));
        QCOMPARE(wizard.currentId(), int(ImportWizard::ColumnsPage));
        // The sniffer saw numbers in the first row: no header; every row is data.
        QVERIFY(!child<QCheckBox>(&wizard, "header")->isChecked());
        QCOMPARE(child<QTableWidget>(&wizard, "rawRows")->rowCount(), 4);
        QVERIFY(!wizard.button(QWizard::NextButton)->isEnabled()); // nothing mapped yet
        chooseByKeys(child<QComboBox>(&wizard, "column_id"), QStringLiteral("column 1 (e.g. a1)"));
        chooseByKeys(child<QComboBox>(&wizard, "column_user"),
                     QStringLiteral("column 2 (e.g. alice)"));
        chooseByKeys(child<QComboBox>(&wizard, "column_submit"),
                     QStringLiteral("column 3 (e.g. 0)"));
        QVERIFY(child<QLabel>(&wizard, "mappingStatus")->text().contains(QStringLiteral("dur")));
        chooseByKeys(child<QComboBox>(&wizard, "column_duration"),
                     QStringLiteral("column 4 (e.g. 3600)"));
        chooseByKeys(child<QComboBox>(&wizard, "column_gpus"), QStringLiteral("column 5 (e.g. 1)"));
        click(wizard.button(QWizard::NextButton));
        click(wizard.button(QWizard::NextButton));
        waitForPreview(wizard);
        QVERIFY2(wizard.preview().error.empty(), wizard.preview().error.c_str());
        QCOMPARE(wizard.entryYaml(),
                 QStringLiteral("{format: csv, file: jobs_noheader.csv, header: false, columns: "
                                "{duration: 4, gpus: 5, id: 1, submit: 3, user: 2}}"));
        click(wizard.button(QWizard::FinishButton));
        QCOMPARE(w.applyImport(wizard), QString());
        // The same jobs as the file with a header gives (ids, times, GPUs, users), line for line.
        const Scenario withHeader = ws.handWritten(R"(version: 1
cluster: {generate: [{count: 2, gpu_model: V100, gpus: 8, cpus: 24, mem_gb: 500}]}
workload: {trace: [{format: csv, file: jobs_header.csv, columns: {id: job, submit: submitted, duration: runtime, gpus: num_gpus, user: user}}]}
)");
        const auto& jobs = w.workspace().editor()->document().scenario().jobs;
        QCOMPARE(jobs.size(), withHeader.jobs.size());
        for (std::size_t i = 0; i < jobs.size(); ++i) {
            QCOMPARE(jobs[i].id, withHeader.jobs[i].id);
            QCOMPARE(jobs[i].submit, withHeader.jobs[i].submit);
            QCOMPARE(jobs[i].duration, withHeader.jobs[i].duration);
            QCOMPARE(jobs[i].gpus, withHeader.jobs[i].gpus);
            QCOMPARE(jobs[i].user, withHeader.jobs[i].user);
        }
    }

    void timesInMinutesAreConverted() {
        ImportSession session(ImportWizard::Kind::Jobs);
        QVERIFY(session.ready);
        auto& [ws, w, wizardPtr, ready] = session;
        ImportWizard& wizard = *wizardPtr;
        chooseFile(wizard, ws.file("jobs_minutes.csv"));
        chooseByKeys(child<QComboBox>(&wizard, "column_submit"), QStringLiteral("submit_min"));
        chooseByKeys(child<QComboBox>(&wizard, "column_duration"), QStringLiteral("minutes"));
        chooseByKeys(child<QComboBox>(&wizard, "timeUnit"), QStringLiteral("min"));
        chooseByKeys(child<QComboBox>(&wizard, "durationUnit"), QStringLiteral("min"));
        click(wizard.button(QWizard::NextButton));
        // Half the arrival gaps.
        typeInto(child<QDoubleSpinBox>(&wizard, "arrivalScale"), QStringLiteral("0.5"));
        click(wizard.button(QWizard::NextButton));
        waitForPreview(wizard);
        QVERIFY2(wizard.preview().error.empty(), wizard.preview().error.c_str());
        const auto& jobs = wizard.preview().jobs;
        QCOMPARE(jobs.size(), std::size_t(3));
        // m2: submitted at 10 min, x0.5 -> 300 s; 30 min -> 1800 s.
        QCOMPARE(jobs[1].id, std::string("m2"));
        QCOMPARE(jobs[1].submit, 300.0);
        QCOMPARE(jobs[1].duration, 1800.0);
        QCOMPARE(jobs[2].submit, 600.0);
        QCOMPARE(jobs[2].duration, 7200.0);
        QVERIFY(wizard.entryYaml().contains(QStringLiteral("time_unit: min")));
        QVERIFY(wizard.entryYaml().contains(QStringLiteral("duration_unit: min")));
        QVERIFY(wizard.entryYaml().contains(QStringLiteral("arrival_scale: 0.5")));
        click(wizard.button(QWizard::FinishButton));
        QCOMPARE(w.applyImport(wizard), QString());
        // The CLI reads the saved file to the same jobs.
        const QString saved = ws.dir.filePath(QStringLiteral("minutes.yaml"));
        QCOMPARE(w.saveScenario(saved), QString());
        QVERIFY(readScenarioFile(saved.toStdString()).jobs == jobs);
    }

    void badRowsAreNamedByFileLineAndField() {
        ImportSession session(ImportWizard::Kind::Jobs);
        QVERIFY(session.ready);
        auto& [ws, w, wizardPtr, ready] = session;
        ImportWizard& wizard = *wizardPtr;
        const std::string before = textOf(w);
        chooseFile(wizard, ws.file("jobs_bad.csv"));
        click(wizard.button(QWizard::NextButton));
        click(wizard.button(QWizard::NextButton));
        waitForPreview(wizard);
        const QString verdict = child<QLabel>(&wizard, "verdict")->text();
        QVERIFY2(verdict.contains(QStringLiteral("jobs_bad.csv:3:")), qPrintable(verdict));
        QVERIFY2(verdict.contains(QStringLiteral("num_gpus")), qPrintable(verdict));
        // The first bad rows at once: line 3 (GPUs) and line 5 (duration).
        QCOMPARE(wizard.preview().rowErrors.size(), std::size_t(2));
        QVERIFY(verdict.contains(QStringLiteral("jobs_bad.csv:5:")));
        QVERIFY(verdict.contains(QStringLiteral("runtime")));
        QVERIFY(!wizard.button(QWizard::FinishButton)->isEnabled());
        click(wizard.button(QWizard::CancelButton));
        QCOMPARE(textOf(w), before);
    }

    void aJsonLogIsMappedByItsKeys() {
        ImportSession session(ImportWizard::Kind::Jobs);
        QVERIFY(session.ready);
        auto& [ws, w, wizardPtr, ready] = session;
        ImportWizard& wizard = *wizardPtr;
        chooseFile(wizard, ws.file("jobs.jsonl"));
        QCOMPARE(wizard.format(), QStringLiteral("json"));
        QCOMPARE(wizard.currentId(), int(ImportWizard::ColumnsPage));
        // The keys name the fields: no header choice to make; the objects shown as rows.
        QVERIFY(child<QCheckBox>(&wizard, "header")->isChecked());
        QVERIFY(!child<QCheckBox>(&wizard, "header")->isEnabled());
        QCOMPARE(child<QTableWidget>(&wizard, "rawRows")->rowCount(), 4);
        QCOMPARE(child<QComboBox>(&wizard, "column_submit")->currentText(),
                 QStringLiteral("submitted"));
        QCOMPARE(child<QComboBox>(&wizard, "column_gpus")->currentText(),
                 QStringLiteral("num_gpus"));
        click(wizard.button(QWizard::NextButton));
        click(wizard.button(QWizard::NextButton));
        waitForPreview(wizard);
        QVERIFY2(wizard.preview().error.empty(), wizard.preview().error.c_str());
        QVERIFY(!wizard.entryYaml().contains(QStringLiteral("header")));
        click(wizard.button(QWizard::FinishButton));
        QCOMPARE(w.applyImport(wizard), QString());
        const QString saved = ws.dir.filePath(QStringLiteral("json.yaml"));
        QCOMPARE(w.saveScenario(saved), QString());
        const Scenario byHand = ws.handWritten(R"(version: 1
cluster: {generate: [{count: 2, gpu_model: V100, gpus: 8, cpus: 24, mem_gb: 500}]}
workload: {trace: [{format: csv, file: jobs_header.csv, columns: {id: job, submit: submitted, duration: runtime, gpus: num_gpus, user: user, vc: queue}}]}
)");
        const Scenario fromWizard = readScenarioFile(saved.toStdString());
        QCOMPARE(fromWizard.jobs.size(), std::size_t(4));
        QVERIFY(fromWizard.jobs == byHand.jobs);
    }

    void aBadJsonValueIsLocatedAndTheOtherJobsPreviewed() {
        ImportSession session(ImportWizard::Kind::Jobs);
        QVERIFY(session.ready);
        auto& [ws, w, wizardPtr, ready] = session;
        ImportWizard& wizard = *wizardPtr;
        chooseFile(wizard, ws.file("jobs_bad.jsonl"));
        QCOMPARE(wizard.format(), QStringLiteral("json"));
        click(wizard.button(QWizard::NextButton));
        click(wizard.button(QWizard::NextButton));
        waitForPreview(wizard);
        const QString verdict = child<QLabel>(&wizard, "verdict")->text();
        QVERIFY2(verdict.contains(QStringLiteral("jobs_bad.jsonl:2:1: runtime")),
                 qPrintable(verdict));
        QCOMPARE(wizard.preview().rowErrors.size(), std::size_t(1));
        QVERIFY(!wizard.button(QWizard::FinishButton)->isEnabled());
    }

    void cancelLeavesTheDocumentUntouched() {
        ImportFolder ws;
        MainWindow w;
        QVERIFY(w.openScenario(ws.base));
        const std::string before = textOf(w);
        const int undo = w.workspace().undoStack()->count();
        bool driven = false;
        onNextModal(&w, [&](ImportWizard& importer) {
            ImportWizard* wizard = &importer;
            chooseFile(*wizard, ws.file("jobs_header.csv"));
            click(wizard->button(QWizard::NextButton));
            click(wizard->button(QWizard::NextButton));
            waitForPreview(*wizard);
            QCOMPARE(wizard->preview().jobs.size(), std::size_t(4));
            click(wizard->button(QWizard::CancelButton));
            driven = true;
        });
        w.importWithWizard(ImportWizard::Kind::Jobs);
        QVERIFY(driven);
        QCOMPARE(textOf(w), before);
        QCOMPARE(w.workspace().undoStack()->count(), undo);
        QVERIFY(!w.workspace().editor()->isModified());
    }

    void importClusterAddsTheInventory() {
        ImportSession session(ImportWizard::Kind::Nodes);
        QVERIFY(session.ready);
        auto& [ws, w, wizardPtr, ready] = session;
        ImportWizard& wizard = *wizardPtr;
        chooseFile(wizard, ws.file("nodes.csv"));
        QCOMPARE(wizard.format(), QStringLiteral("csv-nodes"));
        QCOMPARE(child<QComboBox>(&wizard, "column_id")->currentText(), QStringLiteral("host"));
        QCOMPARE(child<QComboBox>(&wizard, "column_gpu_model")->currentText(),
                 QStringLiteral("gpu_type"));
        QCOMPARE(child<QComboBox>(&wizard, "column_mem_gb")->currentText(),
                 QStringLiteral("memory"));
        chooseByKeys(child<QComboBox>(&wizard, "memUnit"), QStringLiteral("MiB"));
        click(wizard.button(QWizard::NextButton));
        typeInto(child<QSpinBox>(&wizard, "rackSize"), QStringLiteral("2"));
        click(wizard.button(QWizard::NextButton));
        waitForPreview(wizard);
        QVERIFY2(wizard.preview().error.empty(), wizard.preview().error.c_str());
        QCOMPARE(wizard.preview().nodes.size(), std::size_t(3));
        QCOMPARE(wizard.preview().nodes[2].memGb, 0.25); // 256 MiB
        click(wizard.button(QWizard::FinishButton));
        QCOMPARE(w.applyImport(wizard), QString());
        const Cluster& c = w.workspace().editor()->document().scenario().cluster;
        QCOMPARE(c.size(), std::size_t(5)); // 2 generated + 3 imported
        QCOMPARE(c.totalGpus(), 16 + 20);
        const Scenario byHand = ws.handWritten(R"(version: 1
cluster:
  generate: [{count: 2, gpu_model: V100, gpus: 8, cpus: 24, mem_gb: 500}]
  import: [{format: csv-nodes, file: nodes.csv, columns: {id: host, gpu_model: gpu_type, gpus: gpus, cpus: cpus, mem_gb: memory}, mem_unit: MiB, rack_size: 2}]
workload: {jobs: []}
)");
        QVERIFY(c.nodes() == byHand.cluster.nodes());
    }

    void theClusterTabImportsThroughTheSameWizard() {
        ImportFolder ws;
        MainWindow w;
        QVERIFY(w.openScenario(ws.base));
        QAction* import = nullptr;
        for (QAction* a : onlyPart<ClusterEditorView>(w)->findChildren<QAction*>())
            if (a->text() == QStringLiteral("Import Inventory…"))
                import = a;
        QVERIFY(import);
        bool driven = false;
        onNextModal(&w, [&](ImportWizard& wizard) {
            QCOMPARE(wizard.kind(), ImportWizard::Kind::Nodes);
            chooseFile(wizard, ws.file("nodes.csv"));
            click(wizard.button(QWizard::NextButton));
            click(wizard.button(QWizard::NextButton));
            waitForPreview(wizard);
            QCOMPARE(wizard.preview().nodes.size(), std::size_t(3));
            click(wizard.button(QWizard::FinishButton));
            driven = true;
        });
        import->trigger();
        QVERIFY(driven);
        QCOMPARE(w.workspace().editor()->document().scenario().cluster.size(), std::size_t(5));
        QCOMPARE(w.workspace().undoStack()->undoText(),
                 QStringLiteral("Import inventory nodes.csv"));
    }

    void newScenarioFromATemplateAndSyntheticJobs() {
        QTemporaryDir dir;
        MainWindow w;
        NewScenarioWizard wizard;
        wizard.show();
        QVERIFY(QTest::qWaitForWindowExposed(&wizard));
        typeInto(child<QSpinBox>(&wizard, "count"), QStringLiteral("3"));
        chooseByKeys(child<QComboBox>(&wizard, "gpuModel"), QStringLiteral("K80"));
        typeInto(child<QSpinBox>(&wizard, "gpus"), QStringLiteral("4"));
        typeInto(child<QSpinBox>(&wizard, "rackSize"), QStringLiteral("2"));
        click(wizard.button(QWizard::NextButton));
        QCOMPARE(wizard.currentId(), int(NewScenarioWizard::WorkloadPage));
        typeInto(child<QSpinBox>(&wizard, "jobs"), QStringLiteral("50"));
        typeInto(child<QLineEdit>(&wizard, "gpuMix"), QStringLiteral("1: 3, 4: 1"));
        QTest::keyClick(child<QLineEdit>(&wizard, "gpuMix"), Qt::Key_Tab);
        // The preview drew the first seed's jobs.
        QVERIFY2(child<QLabel>(&wizard, "syntheticStatus")->text().startsWith(QStringLiteral("50")),
                 qPrintable(child<QLabel>(&wizard, "syntheticStatus")->text()));
        // ... and what it asks of the cluster: 3 nodes x 4 GPUs.
        QVERIFY(child<QLabel>(&wizard, "syntheticStatus")
                    ->text()
                    .contains(QStringLiteral("of the cluster's 12 GPUs")));
        click(wizard.button(QWizard::NextButton));
        typeInto(child<QLineEdit>(&wizard, "name"), QStringLiteral("k80-lab"));
        typeInto(child<QSpinBox>(&wizard, "seed"), QStringLiteral("9"));
        QVERIFY2(wizard.problem().isEmpty(), qPrintable(wizard.problem()));
        QCOMPARE(wizard.scenarioText(),
                 QStringLiteral("version: 1\nname: k80-lab\nseed: 9\ncluster: {generate: [{count: "
                                "3, gpu_model: K80, gpus: 4, cpus: 24, mem_gb: 500, rack_size: "
                                "2}]}\nworkload: {synthetic: {jobs: 50, jobs_per_hour: 4, gpus: "
                                "{1: 3, 4: 1}}}\n"));
        click(wizard.button(QWizard::FinishButton));
        QVERIFY(w.newScenario(wizard.scenarioText()));
        QVERIFY(w.workspace().editor()->isUntitled());
        QVERIFY(w.workspace().editor()->isModified());
        QVERIFY(w.windowTitle().startsWith(QStringLiteral("Untitled")));
        // It runs at once, from the studio.
        QSignalSpy done(w.workspace().runManager(), &RunManager::finished);
        w.workspace().runManager()->start(QStringLiteral("fifo"), 9);
        QTRY_COMPARE_WITH_TIMEOUT(done.count(), 1, 60000);
        // (the spy counts in the run's thread; the window takes the run in its own, after)
        QTRY_COMPARE(w.workspace().shelf()->size(), 1);
        QCOMPARE(w.workspace().shelf()->at(0).summary.jobsFinished, 50);
        // Save As gives it a home; the CLI reads the file.
        const QString path = dir.filePath(QStringLiteral("k80-lab.yaml"));
        QCOMPARE(w.saveScenario(path), QString());
        QVERIFY(!w.workspace().editor()->isUntitled());
        QVERIFY(!w.workspace().editor()->isModified());
        QCOMPARE(w.windowTitle().left(12), QStringLiteral("k80-lab.yaml"));
        const Scenario s = readScenarioFile(path.toStdString());
        QCOMPARE(s.cluster.size(), std::size_t(3));
        QCOMPARE(s.cluster.rackCount(), 2);
        QCOMPARE(s.seed, std::uint64_t(9));
        QCOMPARE(s.synthetic.size(), std::size_t(1));
    }

    void newScenarioFromABundledClusterAndATrace() {
        ImportFolder ws;
        NewScenarioWizard wizard;
        wizard.show();
        QVERIFY(QTest::qWaitForWindowExposed(&wizard));
        click(child<QRadioButton>(&wizard, "clusterBundled"));
        chooseByKeys(child<QComboBox>(&wizard, "bundled"), QStringLiteral("demo"));
        click(wizard.button(QWizard::NextButton));
        click(child<QRadioButton>(&wizard, "workloadTrace"));
        QVERIFY(!wizard.button(QWizard::NextButton)->isEnabled()); // no trace chosen yet
        // The Import Trace button opens the import wizard, previewed against demo's cluster.
        bool driven = false;
        onNextModal(&wizard, [&](ImportWizard& found) {
            ImportWizard* importer = &found;
            chooseFile(*importer, ws.file("jobs_header.csv"));
            click(importer->button(QWizard::NextButton));
            click(importer->button(QWizard::NextButton));
            waitForPreview(*importer);
            QVERIFY2(importer->preview().error.empty(), importer->preview().error.c_str());
            QCOMPARE(importer->preview().jobs.size(), std::size_t(4));
            click(importer->button(QWizard::FinishButton));
            driven = true;
        });
        click(child<QPushButton>(&wizard, "importTrace"));
        QVERIFY(driven);
        QVERIFY(child<QLabel>(&wizard, "traceSummary")->text().contains(QStringLiteral("4")));
        click(wizard.button(QWizard::NextButton));
        QVERIFY2(wizard.problem().isEmpty(), qPrintable(wizard.problem()));
        const Scenario s = readScenarioText(wizard.scenarioText().toStdString(), "untitled.yaml");
        const Scenario demo = readScenarioFile(MAIFS_SOURCE_DIR "/scenarios/demo.yaml");
        QVERIFY(s.cluster.nodes() == demo.cluster.nodes());
        QCOMPARE(s.jobs.size(), std::size_t(4));
        // The trace is named by its absolute path: the document can be saved anywhere.
        QVERIFY(wizard.scenarioText().contains(ws.file("jobs_header.csv")));
    }

    void sectionsAreComposedWhateverTheirStyle() {
        // ScenarioDocument::value gives a section as written: flow, a one-line block mapping, or
        // several lines. Each must land under its key.
        QCOMPARE(yamlSection("cluster", "{generate: []}"),
                 std::string("cluster: {generate: []}\n"));
        QCOMPARE(yamlSection("cluster", "import: {format: x}"),
                 std::string("cluster:\n  import: {format: x}\n"));
        QCOMPARE(yamlSection("cluster", "nodes:\n  - {id: a}\nimport: {format: x}\n"),
                 std::string("cluster:\n  nodes:\n    - {id: a}\n  import: {format: x}\n"));
        // A trace previewed against a cluster that is itself an imported inventory.
        ImportFolder ws;
        ImportRequest r;
        r.entryYaml = "{format: csv, file: jobs_header.csv, columns: {submit: submitted, duration: "
                      "runtime, gpus: num_gpus}}";
        r.baseFile = ws.base.toStdString();
        r.clusterYaml = "import: {format: csv-nodes, file: nodes.csv, columns: {id: host, "
                        "gpu_model: gpu_type, gpus: gpus, cpus: cpus, mem_gb: memory}}";
        const ImportResult result = previewImport(r);
        QVERIFY2(result.error.empty(), result.error.c_str());
        QCOMPARE(result.jobs.size(), std::size_t(4));
    }

    void makeFilesAbsoluteKeepsTheScenario() {
        ImportFolder ws;
        const QString path = ws.dir.filePath(QStringLiteral("rel.yaml"));
        writeTextFile(path, R"(version: 1
cluster:
  import: {format: csv-nodes, file: nodes.csv, columns: {id: host, gpu_model: gpu_type, gpus: gpus, cpus: cpus, mem_gb: memory}}
workload:
  trace: [{format: csv, file: ./jobs_header.csv, columns: {submit: submitted, duration: runtime, gpus: num_gpus}}]
)");
        ScenarioDocument doc = ScenarioDocument::fromFile(path.toStdString());
        const Scenario before = doc.scenario();
        doc.makeFilesAbsolute();
        const QString text = QString::fromStdString(doc.text());
        QVERIFY(text.contains(ws.file("nodes.csv")));
        QVERIFY(text.contains(ws.file("jobs_header.csv")));
        QVERIFY(!text.contains(QStringLiteral("./jobs_header.csv")));
        // Read from elsewhere, the absolute text gives the same scenario.
        const Scenario elsewhere = readScenarioText(doc.text(), "/nowhere/else.yaml");
        QVERIFY(elsewhere.cluster.nodes() == before.cluster.nodes());
        QCOMPARE(elsewhere.jobs.size(), before.jobs.size());
        for (std::size_t i = 0; i < before.jobs.size(); ++i)
            QCOMPARE(elsewhere.jobs[i].submit, before.jobs[i].submit);
    }

    void helpShowsTheGuideAndEveryShortcut() {
        MainWindow w;
        UserGuide guide;
        QVERIFY(guide.pages()->count() >= 10);
        // The studio's page first, rendered from Markdown (headings are blocks, not '#').
        QVERIFY(guide.pages()->currentItem()->toolTip() == QStringLiteral("studio.md"));
        QVERIFY(guide.browser()->toPlainText().contains(QStringLiteral("New Scenario")));
        QVERIFY(!guide.browser()->toPlainText().startsWith(QLatin1Char('#')));
        QVERIFY(guide.showPage(QStringLiteral("traces.md")));
        QVERIFY(guide.browser()->toPlainText().contains(QStringLiteral("csv-nodes")));

        ShortcutsDialog shortcuts(&w);
        QStringList rows;
        for (int r = 0; r < shortcuts.table()->rowCount(); ++r)
            rows << shortcuts.table()->item(r, 0)->text() + QLatin1Char('|') +
                        shortcuts.table()->item(r, 1)->text() + QLatin1Char('|') +
                        shortcuts.table()->item(r, 2)->text();
        const QString all = rows.join(QLatin1Char('\n'));
        QVERIFY2(all.contains(QStringLiteral("File|New Scenario|") +
                              QKeySequence(QKeySequence::New).toString(QKeySequence::NativeText)),
                 qPrintable(all));
        QVERIFY(all.contains(QStringLiteral("File|Import Trace|Ctrl+I")));
        QVERIFY(all.contains(QStringLiteral("Simulate|Compare All Schedulers (3 seeds)|Ctrl+R")));
        QVERIFY(all.contains(QStringLiteral("Replay tab|Replay: next decision|Right")));
        // Every menu action with a shortcut is listed.
        int withShortcut = 0;
        for (const QAction* a : w.findChildren<QAction*>())
            withShortcut += !a->shortcut().isEmpty() && !a->text().isEmpty();
        QCOMPARE(shortcuts.table()->rowCount(),
                 withShortcut + static_cast<int>(ReplayView::keys().size()));

        // Every tab says what it is (tooltip) and explains itself (What's This).
        auto* tabs = w.findChild<QTabWidget*>();
        QVERIFY(tabs);
        QCOMPARE(tabs->count(), 9);
        for (int i = 0; i < tabs->count(); ++i) {
            QVERIFY2(!tabs->tabToolTip(i).isEmpty(), qPrintable(tabs->tabText(i)));
            QVERIFY2(tabs->widget(i)->whatsThis().size() > 60, qPrintable(tabs->tabText(i)));
        }
    }
};

QTEST_MAIN(ImportWizardsTest)
#include "tst_import_wizards.moc"
