#include "ui/sweep/what_if_view.h"

#include "core/marl/rl_module.h"
#include "core/session/session.h"
#include "ui/comparison/run_dialog.h"
#include "ui/sweep/capacity_search_panel.h"
#include "ui/sweep/what_if_model.h"
#include "ui/sweep/what_if_study.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <set>
#include <tuple>

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QTableView>
#include <QVBoxLayout>

namespace maifs::ui {

namespace {

QString kindText(const Node& n, int count) {
    return WhatIfView::tr("%1 x %2, %3 CPUs, %4 GB — %n node(s), e.g. %5", nullptr, count)
        .arg(n.gpus)
        .arg(n.gpuModel.empty() ? WhatIfView::tr("no GPU") : QString::fromStdString(n.gpuModel))
        .arg(n.cpus)
        .arg(n.memGb)
        .arg(QString::fromStdString(n.id));
}

QString seedsText(const std::vector<quint64>& seeds) {
    QStringList parts;
    for (quint64 s : seeds)
        parts << QString::number(s);
    return parts.join(QLatin1Char(','));
}

} // namespace

WhatIfView::WhatIfView(const Session& session, QWidget* parent)
    : QWidget(parent)
    , session_(session)
    , model_(new WhatIfModel(this))
    , nodes_(new QSpinBox(this))
    , kind_(new QComboBox(this))
    , gpuFrom_(new QComboBox(this))
    , gpuTo_(new QComboBox(this))
    , arrival_(new QDoubleSpinBox(this))
    , duration_(new QDoubleSpinBox(this))
    , runsLabel_(new QLabel(this))
    , runButton_(new QPushButton(tr("Run Base and Variant"), this))
    , cancelButton_(new QPushButton(tr("Cancel"), this))
    , progress_(new QProgressBar(this))
    , status_(new QLabel(this))
    , heading_(new QLabel(this))
    , table_(new QTableView(this))
    , capacity_(new CapacitySearchPanel(session, this)) {
    nodes_->setRange(-100000, 100000);
    nodes_->setPrefix(QStringLiteral("+"));
    connect(nodes_, &QSpinBox::valueChanged, this,
            [this](int v) { nodes_->setPrefix(v >= 0 ? QStringLiteral("+") : QString()); });
    nodes_->setToolTip(tr("Nodes added (or, negative, removed) of the kind chosen beside"));
    kind_->setToolTip(tr("The kind of node added or removed: the cluster's node shapes, most "
                         "common first"));
    gpuFrom_->setToolTip(tr("Every GPU of this model becomes the model beside"));
    for (QDoubleSpinBox* box : {arrival_, duration_}) {
        box->setRange(0.01, 100);
        box->setDecimals(2);
        box->setSingleStep(0.1);
        box->setValue(1);
        box->setPrefix(QStringLiteral("x "));
    }
    arrival_->setToolTip(tr("Jobs arrive this many times as fast (2: twice the load)"));
    duration_->setToolTip(tr("Every job needs this many times as long"));
    auto* nodesRow = new QHBoxLayout;
    nodesRow->addWidget(nodes_);
    nodesRow->addWidget(new QLabel(tr("nodes like"), this));
    nodesRow->addWidget(kind_, 1);
    auto* gpuRow = new QHBoxLayout;
    gpuRow->addWidget(gpuFrom_, 1);
    gpuRow->addWidget(new QLabel(QStringLiteral("→"), this));
    gpuRow->addWidget(gpuTo_, 1);
    auto* choose = new QPushButton(tr("Choose…"), this);
    auto* runsRow = new QHBoxLayout;
    runsRow->addWidget(runsLabel_, 1);
    runsRow->addWidget(choose);
    auto* form = new QFormLayout;
    form->addRow(tr("Cluster:"), nodesRow);
    form->addRow(tr("GPU model swap:"), gpuRow);
    form->addRow(tr("Arrival rate:"), arrival_);
    form->addRow(tr("Durations:"), duration_);
    form->addRow(tr("Runs:"), runsRow);
    auto* variantBox = new QGroupBox(tr("Variant of the open scenario"), this);
    variantBox->setLayout(form);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(runButton_);
    buttons->addWidget(cancelButton_);
    buttons->addWidget(progress_, 1);
    buttons->addStretch(0);
    for (QPushButton* b : {runButton_, cancelButton_})
        b->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    cancelButton_->setEnabled(false);
    progress_->hide();
    heading_->setWordWrap(true);
    heading_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    status_->setWordWrap(true);
    table_->setModel(model_);
    table_->verticalHeader()->hide();
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table_->setAlternatingRowColors(true);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(variantBox);
    layout->addLayout(buttons);
    layout->addWidget(status_);
    layout->addWidget(heading_);
    layout->addWidget(table_, 1);
    layout->addWidget(capacity_);
    connect(kind_, &QComboBox::currentIndexChanged, this,
            [this] { capacity_->setKind(kind_->currentData().toString().toStdString()); });
    connect(choose, &QPushButton::clicked, this, &WhatIfView::chooseRuns);
    connect(runButton_, &QPushButton::clicked, this, [this] {
        if (const QString why = run(); !why.isEmpty())
            status_->setText(tr("Not run: %1").arg(why));
    });
    connect(cancelButton_, &QPushButton::clicked, this, [this] {
        study_.reset();
        runButton_->setEnabled(true);
        cancelButton_->setEnabled(false);
        progress_->hide();
        status_->setText(tr("Cancelled; the results so far are kept."));
    });
    describeRuns();
    scenarioChanged();
}

WhatIfView::~WhatIfView() = default;

void WhatIfView::scenarioChanged() {
    const QString keptKind = kind_->currentData().toString();
    const QString keptFrom = gpuFrom_->currentText(), keptTo = gpuTo_->currentText();
    kind_->clear();
    gpuFrom_->clear();
    gpuTo_->clear();
    gpuFrom_->addItem(tr("(no swap)"));
    gpuTo_->addItem(QString());
    if (!session_.loaded()) {
        setEnabled(false);
        return;
    }
    setEnabled(true);
    const Scenario& s = session_.scenario();
    // Node kinds by shape, the most common first (ties: the first seen).
    std::map<NodeShape, std::pair<int, int>> kinds; // shape -> (count, first node)
    for (int i = 0; i < s.cluster.size(); ++i) {
        const Node& n = s.cluster.node(i);
        auto [it, fresh] = kinds.try_emplace(shapeOf(n), 0, i);
        ++it->second.first;
    }
    std::vector<std::pair<int, int>> ordered;
    for (const auto& [shape, v] : kinds)
        ordered.push_back(v);
    std::sort(ordered.begin(), ordered.end(), [](const auto& a, const auto& b) {
        return a.first != b.first ? a.first > b.first : a.second < b.second;
    });
    for (const auto& [count, first] : ordered) {
        const Node& n = s.cluster.node(first);
        kind_->addItem(kindText(n, count), QString::fromStdString(n.id));
    }
    std::set<std::string> models;
    for (const Node& n : s.cluster.nodes())
        if (!n.gpuModel.empty())
            models.insert(n.gpuModel);
    for (const auto& m : models)
        gpuFrom_->addItem(QString::fromStdString(m));
    for (const auto& [m, speeds] : s.speed.gpuSpeed)
        gpuTo_->addItem(QString::fromStdString(m));
    if (const int k = kind_->findData(keptKind); k >= 0)
        kind_->setCurrentIndex(k);
    if (const int k = gpuFrom_->findText(keptFrom); k >= 0)
        gpuFrom_->setCurrentIndex(k);
    if (const int k = gpuTo_->findText(keptTo); k >= 0)
        gpuTo_->setCurrentIndex(k);
    if (!studiedScenario_.empty() && model_->rowCount() > 0 &&
        s.sha256 + s.name != studiedScenario_)
        status_->setText(tr("The scenario has changed since these results: they are for the "
                            "scenario as it was when the study started (above)."));
}

void WhatIfView::setRuns(const std::vector<std::string>& schedulers,
                         const std::vector<quint64>& seeds) {
    schedulers_ = schedulers;
    seeds_ = seeds;
    describeRuns();
}

void WhatIfView::describeRuns() {
    QStringList ids;
    for (const auto& id : schedulers_)
        ids << QString::fromStdString(id);
    runsLabel_->setText(tr("%1; seeds %2").arg(ids.join(QStringLiteral(", ")), seedsText(seeds_)));
    capacity_->setRuns(schedulers_, seeds_);
}

void WhatIfView::chooseRuns() {
    std::vector<std::string> offered;
    for (const auto& id : session_.schedulerIds())
        if (!marl::isMaifsScheduler(id) || id == "maifs")
            offered.push_back(id);
    RunDialog dialog(RunDialog::offersOf(session_.registry(), offered), schedulers_,
                     seeds_.empty() ? 1 : seeds_.front(), this);
    dialog.seedsEdit()->setText(seedsText(seeds_));
    if (dialog.exec() != QDialog::Accepted)
        return;
    if (const auto seeds = dialog.seeds())
        setRuns(dialog.schedulers(), *seeds);
}

WhatIf WhatIfView::whatIf() const {
    WhatIf w;
    w.nodes = nodes_->value();
    w.like = kind_->currentData().toString().toStdString();
    if (gpuFrom_->currentIndex() > 0) {
        w.gpuFrom = gpuFrom_->currentText().toStdString();
        w.gpuTo = gpuTo_->currentText().toStdString();
    }
    w.arrivalScale = arrival_->value();
    w.durationScale = duration_->value();
    return w;
}

bool WhatIfView::running() const {
    return study_ && study_->done() < study_->total();
}

QString WhatIfView::run() {
    if (!session_.loaded())
        return tr("no scenario is open");
    if (running())
        return tr("a study is running");
    if (schedulers_.empty() || seeds_.empty())
        return tr("choose at least one scheduler and one seed");
    const WhatIf w = whatIf();
    if (w.empty())
        return tr("the variant changes nothing: add or remove nodes, swap a GPU model or scale "
                  "the workload");
    const Scenario& base = session_.scenario();
    std::shared_ptr<const Scenario> variant;
    try {
        variant = std::make_shared<const Scenario>(applyWhatIf(base, w));
    } catch (const std::exception& e) {
        return QString::fromUtf8(e.what());
    }
    QStringList ids;
    for (const auto& id : schedulers_)
        ids << QString::fromStdString(id);
    model_->start(ids);
    studiedScenario_ = base.sha256 + base.name;
    heading_->setText(
        tr("<b>Base</b>: %1 (%2 nodes, %3 GPUs). <b>Variant</b>: %4 (%5 nodes, %6 GPUs). "
           "Δ = variant − base, paired by seed; green: better, red: worse, plain: the interval "
           "holds zero.")
            .arg(QString::fromStdString(base.name).toHtmlEscaped())
            .arg(base.cluster.size())
            .arg(base.cluster.totalGpus())
            .arg(QString::fromStdString(w.describe(base)).toHtmlEscaped())
            .arg(variant->cluster.size())
            .arg(variant->cluster.totalGpus()));
    study_ = std::make_unique<WhatIfStudy>(session_, variant, schedulers_, seeds_);
    connect(study_.get(), &WhatIfStudy::runFinished, this,
            [this](const QString& id, quint64 seed, bool isVariant, const Summary& summary) {
                model_->add(id, seed, isVariant, summary);
                updateProgress();
            });
    connect(study_.get(), &WhatIfStudy::runFailed, this,
            [this](const QString& id, quint64 seed, bool isVariant, const QString& why) {
                status_->setText(tr("%1 (seed %2, %3) failed: %4")
                                     .arg(id)
                                     .arg(seed)
                                     .arg(isVariant ? tr("variant") : tr("base"), why));
                updateProgress();
            });
    connect(study_.get(), &WhatIfStudy::allDone, this, [this] {
        runButton_->setEnabled(true);
        cancelButton_->setEnabled(false);
        progress_->hide();
        emit studyFinished();
    });
    runButton_->setEnabled(false);
    cancelButton_->setEnabled(true);
    progress_->setRange(0, study_->total());
    progress_->setValue(0);
    progress_->setFormat(tr("%v of %m runs"));
    progress_->show();
    status_->clear();
    return {};
}

void WhatIfView::updateProgress() {
    if (!study_)
        return;
    progress_->setValue(study_->done());
    const double left = study_->secondsLeft();
    if (left >= 0 && study_->done() < study_->total())
        progress_->setFormat(tr("%v of %m runs, about %1 s left").arg(std::ceil(left), 0, 'f', 0));
}

QString WhatIfView::resultsCsv() const {
    return model_->toCsv();
}

} // namespace maifs::ui
