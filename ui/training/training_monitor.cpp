#include "ui/training/training_monitor.h"

#include "ui/charts/chart_export.h"
#include "ui/training/training_run.h"

#include <algorithm>

#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSaveFile>
#include <QSpinBox>
#include <QStandardPaths>
#include <QVBoxLayout>
#include <qcustomplot.h>

namespace maifs::ui {

namespace {

QCustomPlot* curvePlot(const QString& title, const QStringList& names, QWidget* parent) {
    auto* plot = new QCustomPlot(parent);
    offerChartExport(plot, title);
    plot->setMinimumSize(260, 180);
    plot->plotLayout()->insertRow(0);
    plot->plotLayout()->addElement(0, 0, new QCPTextElement(plot, title));
    plot->xAxis->setLabel(QObject::tr("episodes"));
    const QColor colours[] = {QColor(40, 110, 200), QColor(220, 110, 30)};
    for (int i = 0; i < names.size(); ++i) {
        QCPGraph* g = plot->addGraph();
        g->setName(names[i]);
        g->setPen(QPen(colours[i % 2], 2));
        g->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, 4));
    }
    plot->legend->setVisible(names.size() > 1);
    return plot;
}

void append(QCustomPlot* plot, int graph, double x, double y) {
    plot->graph(graph)->addData(x, y);
}

} // namespace

TrainingMonitor::TrainingMonitor(QWidget* parent)
    : QWidget(parent)
    , episodes_(new QSpinBox(this))
    , seed_(new QSpinBox(this))
    , variant_(new QComboBox(this))
    , episodeJobs_(new QSpinBox(this))
    , policy_(new QLineEdit(this))
    , settingsFile_(new QLineEdit(this))
    , start_(new QPushButton(tr("Start"), this))
    , pause_(new QPushButton(tr("Pause"), this))
    , stop_(new QPushButton(tr("Stop"), this))
    , saveAs_(new QPushButton(tr("Save Policy As…"), this))
    , compare_(new QPushButton(tr("Add to Comparison"), this))
    , status_(new QLabel(this))
    , reward_(curvePlot(tr("Episode return"), {tr("return")}, this))
    , losses_(curvePlot(tr("Losses"), {tr("critic"), tr("actor")}, this))
    , jct_(curvePlot(tr("Mean JCT (h)"), {tr("training episodes"), tr("validation")}, this)) {
    episodes_->setRange(2, 100000);
    episodes_->setValue(40);
    episodes_->setToolTip(tr("Episodes in all (two are simulated between updates)"));
    seed_->setRange(0, 1 << 30);
    seed_->setValue(1);
    for (const char* v : {"maifs", "maifs-noattn", "maifs-nocg", "maifs-fixed"})
        variant_->addItem(QString::fromLatin1(v));
    variant_->setToolTip(tr("The full design or one of its ablations"));
    episodeJobs_->setRange(5, 100000);
    episodeJobs_->setValue(200);
    episodeJobs_->setToolTip(tr("Jobs per episode: windows of consecutive jobs; the first 70% of "
                                "the windows train, the rest are held out"));
    settingsFile_->setPlaceholderText(tr("defaults"));
    settingsFile_->setToolTip(
        tr("A MAIFS settings file (maifs train --config), e.g. "
           "resources/policies/train-synergy-128.yaml, the shipped policies' recipe; the variant "
           "and jobs per episode chosen here override it"));
    auto* browseSettings = new QPushButton(tr("…"), this);
    auto* settingsRow = new QHBoxLayout;
    settingsRow->addWidget(settingsFile_, 1);
    settingsRow->addWidget(browseSettings);
    auto* browse = new QPushButton(tr("…"), this);
    auto* policyRow = new QHBoxLayout;
    policyRow->addWidget(policy_, 1);
    policyRow->addWidget(browse);
    auto* form = new QFormLayout;
    form->addRow(tr("Episodes:"), episodes_);
    form->addRow(tr("Seed:"), seed_);
    form->addRow(tr("Variant:"), variant_);
    form->addRow(tr("Jobs per episode:"), episodeJobs_);
    form->addRow(tr("Settings:"), settingsRow);
    form->addRow(tr("Policy file:"), policyRow);
    auto* buttons = new QHBoxLayout;
    for (QPushButton* b : {start_, pause_, stop_, saveAs_, compare_})
        buttons->addWidget(b);
    buttons->addStretch(1);
    status_->setWordWrap(true);
    auto* curves = new QHBoxLayout;
    curves->addWidget(reward_);
    curves->addWidget(losses_);
    curves->addWidget(jct_);
    auto* layout = new QVBoxLayout(this);
    auto* top = new QHBoxLayout;
    top->addLayout(form);
    auto* right = new QVBoxLayout;
    right->addLayout(buttons);
    right->addWidget(status_, 1);
    top->addLayout(right, 1);
    layout->addLayout(top);
    layout->addLayout(curves, 1);

    connect(start_, &QPushButton::clicked, this, [this] {
        if (const QString why = start(); !why.isEmpty())
            status_->setText(tr("Not started: %1").arg(why));
    });
    connect(pause_, &QPushButton::clicked, this, &TrainingMonitor::togglePause);
    connect(stop_, &QPushButton::clicked, this, &TrainingMonitor::stop);
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Policy file"), policyFile(),
                                                          tr("Policies (*.pt)"));
        if (!path.isEmpty())
            policy_->setText(path);
    });
    connect(browseSettings, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(
            this, tr("MAIFS settings"), settingsFile_->text(), tr("MAIFS settings (*.yaml *.yml)"));
        if (!path.isEmpty())
            settingsFile_->setText(path);
    });
    connect(saveAs_, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Save Policy As"), QString(),
                                                          tr("Policies (*.pt)"));
        if (path.isEmpty())
            return;
        const QString why = savePolicyAs(path);
        status_->setText(why.isEmpty() ? tr("Policy saved to %1").arg(path)
                                       : tr("Policy not saved: %1").arg(why));
    });
    connect(compare_, &QPushButton::clicked, this, [this] { emit addToComparison(schedulerId()); });
    connect(seed_, &QSpinBox::valueChanged, this,
            [this] { policy_->setText(defaultPolicyFile()); });
    connect(variant_, &QComboBox::currentIndexChanged, this,
            [this] { policy_->setText(defaultPolicyFile()); });
    status_->setText(tr("Open a scenario, then Start: the policy is saved after every iteration."));
    updateButtons();
}

TrainingMonitor::~TrainingMonitor() = default;

void TrainingMonitor::setScenario(std::shared_ptr<const Scenario> scenario) {
    scenario_ = std::move(scenario);
    if (!scenario_ || training())
        return; // a run in progress keeps its own scenario and the form it started with
    // Enough jobs per episode for at least four windows (three train, one held out).
    std::size_t jobs = scenario_->jobs.size();
    for (const auto& s : scenario_->synthetic)
        jobs += static_cast<std::size_t>(std::max(0, s.jobs));
    episodeJobs_->setValue(static_cast<int>(std::clamp<std::size_t>(jobs / 4, 5, 200)));
    seed_->setValue(static_cast<int>(scenario_->seed % (1u << 30)));
    policy_->setText(defaultPolicyFile());
    updateButtons();
}

void TrainingMonitor::setEpisodes(int episodes) {
    episodes_->setValue(episodes);
}
void TrainingMonitor::setSeed(int seed) {
    seed_->setValue(seed);
}
void TrainingMonitor::setEpisodeJobs(int jobs) {
    episodeJobs_->setValue(jobs);
}
void TrainingMonitor::setPolicyFile(const QString& path) {
    policy_->setText(path);
}
void TrainingMonitor::setSettingsFile(const QString& path) {
    settingsFile_->setText(path);
}
QString TrainingMonitor::policyFile() const {
    return policy_->text().trimmed();
}

QString TrainingMonitor::defaultPolicyFile() const {
    const QString name = scenario_ && !scenario_->name.empty()
                             ? QString::fromStdString(scenario_->name)
                             : "scenario";
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(QStringLiteral("policies/%1-%2-seed%3.pt")
                      .arg(name, variant_->currentText())
                      .arg(seed_->value()));
}

QString TrainingMonitor::schedulerId() const {
    return variant_->currentText() + QLatin1Char('@') + policyFile();
}

bool TrainingMonitor::training() const {
    return run_ && run_->running();
}

QString TrainingMonitor::status() const {
    return status_->text();
}

QString TrainingMonitor::start() {
    if (training())
        return tr("training is already running");
    if (!scenario_)
        return tr("no scenario open");
    TrainingRun::Settings s;
    s.episodes = episodes_->value();
    s.seed = static_cast<std::uint64_t>(seed_->value());
    s.variant = variant_->currentText();
    s.episodeJobs = episodeJobs_->value();
    s.settingsFile = settingsFile_->text().trimmed();
    s.policyFile = policyFile();
    delete run_;
    run_ = new TrainingRun(scenario_, s, this);
    history_.clear();
    for (QCustomPlot* plot : {reward_, losses_, jct_}) {
        for (int g = 0; g < plot->graphCount(); ++g)
            plot->graph(g)->data()->clear();
        plot->replot();
    }
    connect(run_, &TrainingRun::progressed, this, &TrainingMonitor::showProgress);
    connect(run_, &TrainingRun::finished, this,
            [this](int episodes, bool stopped, const QString& error) {
                if (!error.isEmpty())
                    status_->setText(tr("Training failed: %1").arg(error));
                else
                    status_->setText(tr("%1 after %2 episodes; policy in %3%4")
                                         .arg(stopped ? tr("Stopped") : tr("Done"))
                                         .arg(episodes)
                                         .arg(policyFile(), keptNote()));
                updateButtons();
                emit trainingFinished();
            });
    if (const QString why = run_->start(); !why.isEmpty()) {
        delete run_;
        run_ = nullptr;
        updateButtons();
        return why;
    }
    status_->setText(tr("Training %1 on %2 (%3 episodes, seed %4)…")
                         .arg(s.variant, QString::fromStdString(scenario_->name))
                         .arg(s.episodes)
                         .arg(s.seed));
    updateButtons();
    return {};
}

QString TrainingMonitor::keptNote() const {
    // keep_best: the file holds the iteration of the best validation, not necessarily the last.
    int kept = 0;
    for (const auto& p : history_)
        if (p.kept)
            kept = p.episode;
    if (kept == 0 || history_.empty() || kept == history_.back().episode)
        return {};
    return tr(" (as after episode %1: the best validation)").arg(kept);
}

void TrainingMonitor::togglePause() {
    if (!training())
        return;
    if (run_->paused())
        run_->resume();
    else
        run_->pause();
    updateButtons();
}

void TrainingMonitor::stop() {
    if (run_)
        run_->stop();
    updateButtons();
}

void TrainingMonitor::showProgress(const marl::TrainProgress& p) {
    history_.push_back(p);
    append(reward_, 0, p.episode, p.reward);
    append(losses_, 0, p.episode, p.criticLoss);
    append(losses_, 1, p.episode, p.actorLoss);
    append(jct_, 0, p.episode, p.meanJctS / 3600);
    append(jct_, 1, p.episode, p.validationJctS / 3600);
    for (QCustomPlot* plot : {reward_, losses_, jct_}) {
        plot->rescaleAxes();
        plot->replot(QCustomPlot::rpQueuedReplot);
    }
    status_->setText(
        tr("Episode %1 of %2: return %3, validation mean JCT %4 h, entropy %5, "
           "%6 steps (%7 a second), %8 s%9")
            .arg(p.episode)
            .arg(run_ ? run_->settings().episodes : 0)
            .arg(p.reward, 0, 'f', 3)
            .arg(p.validationJctS / 3600, 0, 'f', 2)
            .arg(p.entropy, 0, 'f', 3)
            .arg(p.envSteps)
            .arg(p.seconds > 0 ? static_cast<double>(p.envSteps) / p.seconds : 0.0, 0, 'f', 0)
            .arg(p.seconds, 0, 'f', 1)
            .arg(run_ && run_->paused() ? tr(" (paused)") : QString()));
}

QString TrainingMonitor::savePolicyAs(const QString& path) {
    QFile in(policyFile());
    if (!in.open(QIODevice::ReadOnly))
        return tr("no policy yet (%1)").arg(in.errorString());
    QSaveFile out(path);
    if (!out.open(QIODevice::WriteOnly))
        return out.errorString();
    out.write(in.readAll());
    if (!out.commit())
        return out.errorString();
    return {};
}

void TrainingMonitor::updateButtons() {
    const bool on = training();
    start_->setEnabled(!on && scenario_ != nullptr);
    pause_->setEnabled(on);
    pause_->setText(on && run_->paused() ? tr("Resume") : tr("Pause"));
    stop_->setEnabled(on);
    const bool havePolicy = QFile::exists(policyFile());
    saveAs_->setEnabled(havePolicy);
    compare_->setEnabled(havePolicy && !on);
    for (QWidget* w : std::initializer_list<QWidget*>{episodes_, seed_, variant_, episodeJobs_,
                                                      policy_, settingsFile_})
        w->setEnabled(!on);
}

} // namespace maifs::ui
