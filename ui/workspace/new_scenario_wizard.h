#pragma once

#include <QString>
#include <QWizard>

class QButtonGroup;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QRadioButton;
class QSpinBox;
class QCustomPlot;

namespace maifs::ui {

// File > New Scenario…: a cluster (a template of identical nodes, an imported inventory, or the
// cluster of a bundled scenario), a workload (an imported trace, the synthetic generator with a
// preview of what it draws, or none yet), a name and a seed. The result is scenario text that
// validates (the last page reads it as the CLI would); the studio opens it as an untitled document.
// Files it names are absolute, so that the document can be saved anywhere.
class NewScenarioWizard : public QWizard {
    Q_OBJECT
public:
    enum Page { ClusterPage, WorkloadPage, FinishPage };
    enum class ClusterSource { Template, Inventory, Bundled };
    enum class WorkloadSource { Trace, Synthetic, Empty };

    explicit NewScenarioWizard(QWidget* parent = nullptr);

    // The composed scenario (YAML); valid once the last page says so.
    QString scenarioText() const;
    // Why the composed scenario does not read, or empty.
    QString problem() const { return problem_; }

    // The entries the import buttons would produce, set directly (tests, a drop on the window).
    void setInventoryEntry(const QString& entryYaml, const QString& summary);
    void setTraceEntry(const QString& entryYaml, const QString& summary);

    // The cluster section as chosen (YAML flow text), or why it cannot be built.
    QString clusterYaml(QString* error = nullptr) const;
    QString modelsYaml() const;

private:
    void buildClusterPage();
    void buildWorkloadPage();
    void buildFinishPage();
    void importInventory();
    void importTrace();
    void drawSyntheticPreview();
    QString syntheticYaml() const;
    QString workloadYaml() const;
    void check();
    ClusterSource clusterSource() const;
    WorkloadSource workloadSource() const;

    // Cluster page
    QButtonGroup* clusterChoice_ = nullptr;
    QSpinBox* count_ = nullptr;
    QComboBox* gpuModel_ = nullptr;
    QSpinBox* gpus_ = nullptr;
    QSpinBox* cpus_ = nullptr;
    QDoubleSpinBox* mem_ = nullptr;
    QSpinBox* rackSize_ = nullptr;
    QPushButton* importInventory_ = nullptr;
    QLabel* inventorySummary_ = nullptr;
    QString inventoryEntry_;
    QComboBox* bundled_ = nullptr;
    // Workload page
    QButtonGroup* workloadChoice_ = nullptr;
    QPushButton* importTrace_ = nullptr;
    QLabel* traceSummary_ = nullptr;
    QString traceEntry_;
    QSpinBox* jobs_ = nullptr;
    QDoubleSpinBox* jobsPerHour_ = nullptr;
    QLineEdit* gpuMix_ = nullptr;
    QCustomPlot* arrivals_ = nullptr;
    QCustomPlot* durations_ = nullptr;
    QLabel* syntheticStatus_ = nullptr;
    // Finish page
    QLineEdit* name_ = nullptr;
    QSpinBox* seed_ = nullptr;
    QPlainTextEdit* text_ = nullptr;
    QLabel* verdict_ = nullptr;
    QString problem_;
};

} // namespace maifs::ui
