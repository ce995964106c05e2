#include "ui/workspace/new_scenario_wizard.h"

#include "core/io/scenario_reader.h"
#include "core/io/speed_params_yaml.h"
#include "core/model/job_filter.h"
#include "core/session/scenario_document.h"
#include "ui/charts/histogram_plot.h"
#include "ui/common/bundled_scenarios.h"
#include "ui/common/checked_wizard_page.h"
#include "ui/workspace/import_preview.h"
#include "ui/workspace/import_wizard.h"
#include "ui/workspace/scenario_editor.h"

#include <numeric>

#include <QButtonGroup>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>
#include <qcustomplot.h>

namespace maifs::ui {

namespace {

// What an untitled document is read as; its files are absolute, so its folder does not matter.
const char* const kUntitled = "untitled.yaml";

QRadioButton* choice(QButtonGroup* group, int id, const QString& text, const QString& name,
                     QWidget* parent) {
    auto* button = new QRadioButton(text, parent);
    button->setObjectName(name);
    group->addButton(button, id);
    return button;
}

QString number(double v) {
    return QString::number(v, 'g', 12);
}

} // namespace

NewScenarioWizard::NewScenarioWizard(QWidget* parent)
    : QWizard(parent) {
    setWindowTitle(tr("New Scenario"));
    setObjectName(QStringLiteral("newScenarioWizard"));
    setWizardStyle(QWizard::ClassicStyle);
    setOption(QWizard::NoBackButtonOnStartPage);
    buildClusterPage();
    buildWorkloadPage();
    buildFinishPage();
    resize(860, 640);
}

NewScenarioWizard::ClusterSource NewScenarioWizard::clusterSource() const {
    return static_cast<ClusterSource>(clusterChoice_->checkedId());
}

NewScenarioWizard::WorkloadSource NewScenarioWizard::workloadSource() const {
    return static_cast<WorkloadSource>(workloadChoice_->checkedId());
}

void NewScenarioWizard::buildClusterPage() {
    auto* page = new CheckedWizardPage(
        [this] {
            switch (clusterSource()) {
            case ClusterSource::Template:
                return true;
            case ClusterSource::Inventory:
                return !inventoryEntry_.isEmpty();
            case ClusterSource::Bundled:
                return bundled_->count() > 0;
            }
            return false;
        },
        this);
    page->setTitle(tr("Cluster"));
    page->setSubTitle(tr("The machines the jobs run on. Nodes can be edited afterwards in the "
                         "Cluster tab."));
    clusterChoice_ = new QButtonGroup(page);

    auto* templ = choice(clusterChoice_, static_cast<int>(ClusterSource::Template),
                         tr("Identical nodes"), QStringLiteral("clusterTemplate"), page);
    templ->setChecked(true);
    count_ = new QSpinBox(page);
    count_->setObjectName(QStringLiteral("count"));
    count_->setRange(1, 1'000'000);
    count_->setValue(4);
    gpuModel_ = new QComboBox(page);
    gpuModel_->setObjectName(QStringLiteral("gpuModel"));
    for (const auto& [model, speeds] : builtinSpeedParams().gpuSpeed)
        gpuModel_->addItem(QString::fromStdString(model));
    gpuModel_->setCurrentText(QStringLiteral("V100"));
    gpuModel_->setToolTip(tr("GPU models of the speed table (docs/model.md); another model can be "
                             "added under models.gpu_speed"));
    gpus_ = new QSpinBox(page);
    gpus_->setObjectName(QStringLiteral("gpus"));
    gpus_->setRange(0, 1024);
    gpus_->setValue(8);
    cpus_ = new QSpinBox(page);
    cpus_->setObjectName(QStringLiteral("cpus"));
    cpus_->setRange(1, 100'000);
    cpus_->setValue(24);
    mem_ = new QDoubleSpinBox(page);
    mem_->setObjectName(QStringLiteral("mem"));
    mem_->setRange(0.1, 1'000'000);
    mem_->setValue(500);
    rackSize_ = new QSpinBox(page);
    rackSize_->setObjectName(QStringLiteral("rackSize"));
    rackSize_->setRange(0, 1'000'000);
    rackSize_->setSpecialValueText(tr("one rack"));
    rackSize_->setToolTip(tr("Nodes per rack: jobs spread over racks run slower (docs/model.md)"));
    auto* templateBox = new QGroupBox(page);
    auto* templateForm = new QFormLayout(templateBox);
    templateForm->addRow(tr("Nodes"), count_);
    templateForm->addRow(tr("GPU model"), gpuModel_);
    templateForm->addRow(tr("GPUs per node"), gpus_);
    templateForm->addRow(tr("CPUs per node"), cpus_);
    templateForm->addRow(tr("Memory per node (GB)"), mem_);
    templateForm->addRow(tr("Nodes per rack"), rackSize_);

    auto* inventory = choice(clusterChoice_, static_cast<int>(ClusterSource::Inventory),
                             tr("An inventory file (Philly, Alibaba 2023, PAI 2020, any CSV)"),
                             QStringLiteral("clusterInventory"), page);
    importInventory_ = new QPushButton(tr("Import Inventory…"), page);
    importInventory_->setObjectName(QStringLiteral("importInventory"));
    inventorySummary_ = new QLabel(tr("No inventory chosen."), page);
    inventorySummary_->setObjectName(QStringLiteral("inventorySummary"));
    auto* inventoryRow = new QHBoxLayout;
    inventoryRow->addSpacing(24);
    inventoryRow->addWidget(importInventory_);
    inventoryRow->addWidget(inventorySummary_, 1);
    connect(importInventory_, &QPushButton::clicked, this, &NewScenarioWizard::importInventory);

    auto* bundled =
        choice(clusterChoice_, static_cast<int>(ClusterSource::Bundled),
               tr("The cluster of a bundled scenario"), QStringLiteral("clusterBundled"), page);
    bundled_ = new QComboBox(page);
    bundled_->setObjectName(QStringLiteral("bundled"));
    for (const QFileInfo& info : bundledScenarios())
        bundled_->addItem(info.completeBaseName(), info.absoluteFilePath());
    auto* bundledRow = new QHBoxLayout;
    bundledRow->addSpacing(24);
    bundledRow->addWidget(bundled_, 1);

    auto* layout = new QVBoxLayout(page);
    layout->addWidget(templ);
    layout->addWidget(templateBox);
    layout->addWidget(inventory);
    layout->addLayout(inventoryRow);
    layout->addWidget(bundled);
    layout->addLayout(bundledRow);
    layout->addStretch(1);

    const auto follow = [this, templateBox, page] {
        templateBox->setEnabled(clusterSource() == ClusterSource::Template);
        importInventory_->setEnabled(clusterSource() == ClusterSource::Inventory);
        bundled_->setEnabled(clusterSource() == ClusterSource::Bundled);
        page->recheck();
    };
    connect(clusterChoice_, &QButtonGroup::idToggled, this, follow);
    follow();
    setPage(ClusterPage, page);
}

void NewScenarioWizard::buildWorkloadPage() {
    auto* page = new CheckedWizardPage(
        [this] { return workloadSource() != WorkloadSource::Trace || !traceEntry_.isEmpty(); },
        this);
    page->setTitle(tr("Workload"));
    page->setSubTitle(tr("The jobs to schedule: a real trace, jobs drawn anew for each seed, or "
                         "none yet (add jobs or traces later)."));
    workloadChoice_ = new QButtonGroup(page);

    auto* trace = choice(workloadChoice_, static_cast<int>(WorkloadSource::Trace),
                         tr("A job trace (Philly, Alibaba, Helios, PAI, any CSV)"),
                         QStringLiteral("workloadTrace"), page);
    importTrace_ = new QPushButton(tr("Import Trace…"), page);
    importTrace_->setObjectName(QStringLiteral("importTrace"));
    traceSummary_ = new QLabel(tr("No trace chosen."), page);
    traceSummary_->setObjectName(QStringLiteral("traceSummary"));
    auto* traceRow = new QHBoxLayout;
    traceRow->addSpacing(24);
    traceRow->addWidget(importTrace_);
    traceRow->addWidget(traceSummary_, 1);
    connect(importTrace_, &QPushButton::clicked, this, &NewScenarioWizard::importTrace);

    auto* synthetic = choice(workloadChoice_, static_cast<int>(WorkloadSource::Synthetic),
                             tr("Synthetic jobs (Synergy's generator: Poisson arrivals, "
                                "log-uniform durations)"),
                             QStringLiteral("workloadSynthetic"), page);
    synthetic->setChecked(true);
    jobs_ = new QSpinBox(page);
    jobs_->setObjectName(QStringLiteral("jobs"));
    jobs_->setRange(1, 10'000'000);
    jobs_->setValue(200);
    jobsPerHour_ = new QDoubleSpinBox(page);
    jobsPerHour_->setObjectName(QStringLiteral("jobsPerHour"));
    jobsPerHour_->setRange(0.01, 1'000'000);
    jobsPerHour_->setValue(4);
    gpuMix_ = new QLineEdit(QStringLiteral("1: 70, 2: 15, 4: 10, 8: 5"), page);
    gpuMix_->setObjectName(QStringLiteral("gpuMix"));
    gpuMix_->setToolTip(tr("GPUs per job and their weights"));
    syntheticStatus_ = new QLabel(page);
    syntheticStatus_->setObjectName(QStringLiteral("syntheticStatus"));
    syntheticStatus_->setWordWrap(true);
    arrivals_ = histogramPlot(tr("Arrivals per hour (seed 1)"), tr("submit time (h)"), page);
    durations_ = histogramPlot(tr("Durations (seed 1)"), tr("duration (s, log scale)"), page);
    auto* syntheticBox = new QGroupBox(page);
    auto* grid = new QGridLayout(syntheticBox);
    auto* form = new QFormLayout;
    form->addRow(tr("Jobs"), jobs_);
    form->addRow(tr("Jobs per hour"), jobsPerHour_);
    form->addRow(tr("GPU mix"), gpuMix_);
    grid->addLayout(form, 0, 0, 1, 2);
    grid->addWidget(arrivals_, 1, 0);
    grid->addWidget(durations_, 1, 1);
    grid->addWidget(syntheticStatus_, 2, 0, 1, 2);

    auto* empty = choice(workloadChoice_, static_cast<int>(WorkloadSource::Empty),
                         tr("No jobs yet"), QStringLiteral("workloadEmpty"), page);

    auto* layout = new QVBoxLayout(page);
    layout->addWidget(trace);
    layout->addLayout(traceRow);
    layout->addWidget(synthetic);
    layout->addWidget(syntheticBox, 1);
    layout->addWidget(empty);

    const auto follow = [this, syntheticBox, page] {
        importTrace_->setEnabled(workloadSource() == WorkloadSource::Trace);
        syntheticBox->setEnabled(workloadSource() == WorkloadSource::Synthetic);
        page->recheck();
    };
    connect(workloadChoice_, &QButtonGroup::idToggled, this, follow);
    follow();
    connect(jobs_, &QSpinBox::valueChanged, this, &NewScenarioWizard::drawSyntheticPreview);
    connect(jobsPerHour_, &QDoubleSpinBox::valueChanged, this,
            &NewScenarioWizard::drawSyntheticPreview);
    connect(gpuMix_, &QLineEdit::editingFinished, this, &NewScenarioWizard::drawSyntheticPreview);
    connect(this, &QWizard::currentIdChanged, this, [this](int id) {
        if (id == WorkloadPage)
            drawSyntheticPreview();
        if (id == FinishPage)
            check();
    });
    setPage(WorkloadPage, page);
}

void NewScenarioWizard::buildFinishPage() {
    auto* page = new CheckedWizardPage([this] { return problem_.isEmpty(); }, this);
    page->setTitle(tr("Name and check"));
    page->setSubTitle(tr("The scenario as it will be saved, read as the command line reads it. "
                         "It opens untitled: Save As chooses where it lives."));
    name_ = new QLineEdit(QStringLiteral("my-cluster"), page);
    name_->setObjectName(QStringLiteral("name"));
    seed_ = new QSpinBox(page);
    seed_->setObjectName(QStringLiteral("seed"));
    seed_->setRange(1, 1'000'000'000);
    seed_->setValue(1);
    seed_->setToolTip(tr("Draws the synthetic jobs and the models a trace leaves open"));
    text_ = new QPlainTextEdit(page);
    text_->setObjectName(QStringLiteral("text"));
    text_->setReadOnly(true);
    text_->setLineWrapMode(QPlainTextEdit::NoWrap);
    verdict_ = new QLabel(page);
    verdict_->setObjectName(QStringLiteral("verdict"));
    verdict_->setWordWrap(true);
    verdict_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* form = new QFormLayout;
    form->addRow(tr("Name"), name_);
    form->addRow(tr("Seed"), seed_);
    auto* layout = new QVBoxLayout(page);
    layout->addLayout(form);
    layout->addWidget(text_, 1);
    layout->addWidget(verdict_);
    connect(name_, &QLineEdit::textChanged, this, &NewScenarioWizard::check);
    connect(seed_, &QSpinBox::valueChanged, this, &NewScenarioWizard::check);
    setPage(FinishPage, page);
}

QString NewScenarioWizard::clusterYaml(QString* error) const {
    switch (clusterSource()) {
    case ClusterSource::Template: {
        QString entry = QStringLiteral("{count: %1, gpu_model: %2, gpus: %3, cpus: %4, mem_gb: %5")
                            .arg(count_->value())
                            .arg(yamlScalar(gpuModel_->currentText()))
                            .arg(gpus_->value())
                            .arg(cpus_->value())
                            .arg(number(mem_->value()));
        if (rackSize_->value() > 0)
            entry += QStringLiteral(", rack_size: %1").arg(rackSize_->value());
        return QStringLiteral("{generate: [%1}]}").arg(entry);
    }
    case ClusterSource::Inventory:
        return QStringLiteral("{import: [%1]}").arg(inventoryEntry_);
    case ClusterSource::Bundled:
        try {
            ScenarioDocument doc =
                ScenarioDocument::fromFile(bundled_->currentData().toString().toStdString());
            doc.makeFilesAbsolute();
            return QString::fromStdString(doc.value("cluster").value_or(""));
        } catch (const std::exception& e) {
            if (error)
                *error = QString::fromStdString(e.what());
            return {};
        }
    }
    return {};
}

QString NewScenarioWizard::modelsYaml() const {
    // A bundled cluster may use GPU models its scenario adds to the speed table.
    if (clusterSource() != ClusterSource::Bundled)
        return {};
    try {
        const ScenarioDocument doc =
            ScenarioDocument::fromFile(bundled_->currentData().toString().toStdString());
        return QString::fromStdString(doc.value("models").value_or(""));
    } catch (const std::exception&) {
        return {};
    }
}

void NewScenarioWizard::setInventoryEntry(const QString& entryYaml, const QString& summary) {
    inventoryEntry_ = entryYaml;
    inventorySummary_->setText(summary);
    clusterChoice_->button(static_cast<int>(ClusterSource::Inventory))->setChecked(true);
    static_cast<CheckedWizardPage*>(page(ClusterPage))->recheck();
}

void NewScenarioWizard::setTraceEntry(const QString& entryYaml, const QString& summary) {
    traceEntry_ = entryYaml;
    traceSummary_->setText(summary);
    workloadChoice_->button(static_cast<int>(WorkloadSource::Trace))->setChecked(true);
    static_cast<CheckedWizardPage*>(page(WorkloadPage))->recheck();
}

void NewScenarioWizard::importInventory() {
    ImportWizard wizard(ImportWizard::Kind::Nodes,
                        {QString::fromLatin1(kUntitled), {}, {}, {}, nullptr}, this);
    if (wizard.exec() == QDialog::Accepted)
        setInventoryEntry(wizard.entryYaml(), wizard.summary());
}

void NewScenarioWizard::importTrace() {
    // The trace is previewed against the cluster chosen on the first page: jobs no node could
    // hold are dropped there as they will be in the scenario.
    ImportWizard wizard(ImportWizard::Kind::Jobs,
                        {QString::fromLatin1(kUntitled), clusterYaml(), modelsYaml(), {}, nullptr},
                        this);
    if (wizard.exec() == QDialog::Accepted)
        setTraceEntry(wizard.entryYaml(), wizard.summary());
}

QString NewScenarioWizard::syntheticYaml() const {
    return QStringLiteral("{jobs: %1, jobs_per_hour: %2, gpus: {%3}}")
        .arg(jobs_->value())
        .arg(number(jobsPerHour_->value()))
        .arg(gpuMix_->text().trimmed());
}

QString NewScenarioWizard::workloadYaml() const {
    switch (workloadSource()) {
    case WorkloadSource::Trace:
        return QStringLiteral("{trace: [%1]}").arg(traceEntry_);
    case WorkloadSource::Synthetic:
        return QStringLiteral("{synthetic: %1}").arg(syntheticYaml());
    case WorkloadSource::Empty:
        return QStringLiteral("{jobs: []}");
    }
    return {};
}

void NewScenarioWizard::drawSyntheticPreview() {
    if (workloadSource() != WorkloadSource::Synthetic)
        return;
    // Read as the scenario will read it (the same checks, the same messages), on the chosen
    // cluster, then drawn with the first seed.
    QString error;
    const QString cluster = clusterYaml(&error);
    std::vector<Job> jobs;
    int clusterGpus = 0;
    if (error.isEmpty()) {
        try {
            std::string text = "version: 1\n" + yamlSection("cluster", cluster.toStdString()) +
                               "workload: {synthetic: " + syntheticYaml().toStdString() + "}\n";
            if (const QString models = modelsYaml(); !models.isEmpty())
                text += yamlSection("models", models.toStdString());
            const Scenario s = readScenarioText(text, kUntitled);
            jobs = s.synthetic.front().generate(1);
            clusterGpus = s.cluster.totalGpus();
        } catch (const std::exception& e) {
            error = QString::fromStdString(e.what());
        }
    }
    std::vector<std::size_t> all(jobs.size());
    std::iota(all.begin(), all.end(), std::size_t{0});
    Histogram perHour = arrivalsPerHour(jobs, all);
    for (double& e : perHour.edges)
        e /= 3600.0;
    drawHistogram(arrivals_, perHour, false, false);
    drawHistogram(durations_, durationsLog(jobs, all), true, false);
    if (!error.isEmpty()) {
        syntheticStatus_->setStyleSheet(QStringLiteral("color: #b00020"));
        syntheticStatus_->setText(error);
        return;
    }
    syntheticStatus_->setStyleSheet(QString());
    const double lastHour = jobs.empty() ? 0 : jobs.back().submit / 3600.0;
    QString text = tr("%n jobs arriving over %1 h; each run draws them anew from its seed.", "",
                      static_cast<int>(jobs.size()))
                       .arg(lastHour, 0, 'f', 1);
    // GPU-hours asked for per GPU-hour the cluster has while jobs arrive: above 100% the queue
    // grows (before the speed model's factors).
    double gpuSeconds = 0;
    for (const Job& j : jobs)
        gpuSeconds += j.gpus * j.duration;
    if (clusterGpus > 0 && lastHour > 0)
        text += QLatin1Char(' ') +
                tr("Offered load: %1% of the cluster's %2 GPUs.")
                    .arg(100.0 * gpuSeconds / (clusterGpus * lastHour * 3600.0), 0, 'f', 0)
                    .arg(clusterGpus);
    syntheticStatus_->setText(text);
}

QString NewScenarioWizard::scenarioText() const {
    QString error;
    const QString cluster = clusterYaml(&error);
    QString text = QStringLiteral("version: 1\nname: %1\nseed: %2\n")
                       .arg(yamlScalar(name_->text().trimmed().isEmpty() ? QStringLiteral("new")
                                                                         : name_->text().trimmed()))
                       .arg(seed_->value());
    text += QString::fromStdString(yamlSection("cluster", cluster.toStdString()));
    if (const QString models = modelsYaml(); !models.isEmpty())
        text += QString::fromStdString(yamlSection("models", models.toStdString()));
    text += QStringLiteral("workload: %1\n").arg(workloadYaml());
    return text;
}

void NewScenarioWizard::check() {
    QString error;
    clusterYaml(&error);
    const QString text = scenarioText();
    if (error.isEmpty()) {
        try {
            const Scenario s = readScenarioText(text.toStdString(), kUntitled);
            std::size_t jobs = s.jobs.size();
            for (const auto& w : s.synthetic)
                jobs += static_cast<std::size_t>(w.jobs);
            verdict_->setStyleSheet(QString());
            verdict_->setText(tr("Valid: %1 nodes (%2 GPUs), %3 jobs.")
                                  .arg(s.cluster.size())
                                  .arg(s.cluster.totalGpus())
                                  .arg(jobs));
        } catch (const std::exception& e) {
            error = QString::fromStdString(e.what());
        }
    }
    problem_ = error;
    if (!error.isEmpty()) {
        verdict_->setStyleSheet(QStringLiteral("color: #b00020"));
        verdict_->setText(tr("Does not read: %1").arg(error.toHtmlEscaped()));
    }
    text_->setPlainText(text);
    static_cast<CheckedWizardPage*>(page(FinishPage))->recheck();
}

} // namespace maifs::ui
