#pragma once

#include "ui/workspace/import_preview.h"

#include <functional>
#include <memory>

#include <QString>
#include <QWizard>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QProgressBar;
class QSpinBox;
class QTableView;
class QTableWidget;

namespace maifs::ui {

class CsvMappingForm;
class JobTableModel;
class NodeTableModel;

// Where an import lands: the document's file (relative paths), its sections a trace is read with,
// and how the document names a file.
struct ImportTarget {
    QString baseFile;
    QString clusterYaml; // for a trace: the cluster its jobs must fit
    QString modelsYaml;
    QString eventsYaml;
    std::function<QString(const QString&)> reference; // absolute path -> as the scenario names it
};

class ScenarioEditor;
// The target an import into the editor's open document has (empty when none is open).
ImportTarget importTargetOf(const ScenarioEditor& editor);

// File > Import Trace… and File > Import Cluster…: a file, its format proposed from its first lines
// (and why), for a generic CSV the column mapping with the file's first rows beside it, filters
// (a trace) or inventory options, and a preview of exactly what the scenario will read (the first
// rows as parsed, the import report, the first located errors) before anything changes. The result
// is one `workload.trace` / `cluster.import` entry that references the file with its mapping.
class ImportWizard : public QWizard {
    Q_OBJECT
public:
    enum class Kind { Jobs, Nodes };
    enum Page { FilePage, ColumnsPage, OptionsPage, PreviewPage };

    ImportWizard(Kind kind, ImportTarget target, QWidget* parent = nullptr);
    ~ImportWizard() override;

    // Chooses the file (as the Browse button does) and proposes its format.
    void setFile(const QString& path);
    QString format() const;
    Kind kind() const { return kind_; }
    // The chosen file's name, for labels ("Import trace jobs.csv").
    QString fileName() const;
    // The entry for the scenario, `{format: ..., file: ..., ...}` (YAML flow text).
    QString entryYaml() const;
    // One line for a dialog or a status bar: "jobs.csv: 480 jobs (12 dropped)".
    QString summary() const;
    // Whether the preview is being computed (tests wait on previewReady).
    bool previewRunning() const { return running_; }
    const ImportResult& preview() const { return result_; }

    int nextId() const override;

signals:
    void previewReady();

private:
    void buildFilePage();
    void buildColumnsPage();
    void buildOptionsPage();
    void buildPreviewPage();
    void sniff();
    void startPreview();
    void showPreview();
    QString optionsYaml() const;
    ImportRequest request() const;
    bool isMapped() const;   // a generic format, read through a column mapping
    bool needsTasks() const; // a job table read with its task table (PAI 2020)

    Kind kind_;
    ImportTarget target_;
    // File page
    QLineEdit* file_ = nullptr;
    QLineEdit* tasks_ = nullptr;
    QComboBox* format_ = nullptr;
    QLabel* sniffed_ = nullptr;
    std::vector<std::vector<std::string>> headRows_;
    // Columns page
    CsvMappingForm* mapping_ = nullptr;
    QTableWidget* rawRows_ = nullptr;
    QLabel* mappingStatus_ = nullptr;
    // Options page (a trace)
    QLineEdit* vc_ = nullptr;
    QLineEdit* user_ = nullptr;
    QLineEdit* windowFrom_ = nullptr;
    QLineEdit* windowTo_ = nullptr;
    QSpinBox* gpusMin_ = nullptr;
    QSpinBox* gpusMax_ = nullptr;
    QCheckBox* dropFailed_ = nullptr;
    QSpinBox* first_ = nullptr;
    QDoubleSpinBox* arrivalScale_ = nullptr;
    QDoubleSpinBox* durationScale_ = nullptr;
    QCheckBox* rebase_ = nullptr;
    // Options page (an inventory)
    QSpinBox* rackSize_ = nullptr;
    QDoubleSpinBox* cpusPerGpu_ = nullptr;
    QDoubleSpinBox* memPerGpu_ = nullptr;
    QLineEdit* gpuModels_ = nullptr;
    // Preview page
    QProgressBar* busy_ = nullptr;
    QLabel* verdict_ = nullptr;
    QPlainTextEdit* report_ = nullptr;
    QTableView* table_ = nullptr;
    JobTableModel* jobs_ = nullptr;
    NodeTableModel* nodes_ = nullptr;
    bool running_ = false;
    int generation_ = 0; // previews started; a stale result is dropped
    ImportResult result_;
};

} // namespace maifs::ui
