#include "ui/sweep/capacity_search_panel.h"

#include "core/io/run_writer.h"
#include "core/session/session.h"
#include "core/sweep/what_if.h"
#include "ui/common/preferences.h"

#include <cmath>
#include <limits>
#include <stdexcept>
#include <tuple>

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMetaObject>
#include <QPointer>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace maifs::ui {

namespace {

struct Cancelled : std::runtime_error {
    Cancelled()
        : std::runtime_error("cancelled") {}
};

// The metrics a planner bounds, as capacityMetrics() names them (all in seconds).
const std::pair<const char*, const char*> kMetrics[] = {
    {"mean_jct_s", QT_TRANSLATE_NOOP("maifs::ui::CapacitySearchPanel", "mean JCT")},
    {"p95_jct_s", QT_TRANSLATE_NOOP("maifs::ui::CapacitySearchPanel", "p95 JCT")},
    {"makespan_s", QT_TRANSLATE_NOOP("maifs::ui::CapacitySearchPanel", "makespan")},
    {"mean_wait_s", QT_TRANSLATE_NOOP("maifs::ui::CapacitySearchPanel", "mean wait")},
    {"p95_wait_s", QT_TRANSLATE_NOOP("maifs::ui::CapacitySearchPanel", "p95 wait")}};

} // namespace

CapacitySearchPanel::CapacitySearchPanel(const Session& session, QWidget* parent)
    : QGroupBox(tr("Capacity search: the fewest nodes of the kind above that meet a target"),
                parent)
    , session_(session)
    , metric_(new QComboBox(this))
    , bound_(new QDoubleSpinBox(this))
    , scheduler_(new QComboBox(this))
    , searchButton_(new QPushButton(tr("Search"), this))
    , cancelButton_(new QPushButton(tr("Cancel"), this))
    , steps_(new QTableWidget(0, 5, this))
    , answer_(new QLabel(this)) {
    for (const auto& [id, name] : kMetrics)
        metric_->addItem(tr(name), QString::fromLatin1(id));
    bound_->setRange(0.001, 1e7);
    bound_->setDecimals(3);
    bound_->setValue(2);
    const auto unitSuffix = [this] {
        bound_->setSuffix(QLatin1Char(' ') + preferences::timeUnitSymbol());
    };
    unitSuffix();
    bound_->setToolTip(tr("The target: the metric's mean over the seeds at most this"));
    auto* row = new QHBoxLayout;
    row->addWidget(scheduler_);
    row->addWidget(metric_);
    row->addWidget(new QLabel(QStringLiteral("≤"), this));
    row->addWidget(bound_);
    row->addWidget(searchButton_);
    row->addWidget(cancelButton_);
    row->addStretch(1);
    cancelButton_->setEnabled(false);
    steps_->setHorizontalHeaderLabels({tr("Step"), tr("Nodes of the kind"), tr("GPUs in all"),
                                       tr("Metric (mean; per seed)"), tr("Target")});
    steps_->verticalHeader()->hide();
    steps_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    steps_->horizontalHeader()->setStretchLastSection(true);
    steps_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    steps_->setMaximumHeight(180);
    answer_->setWordWrap(true);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(row);
    layout->addWidget(steps_);
    layout->addWidget(answer_);
    connect(searchButton_, &QPushButton::clicked, this, [this] {
        if (const QString why = search(); !why.isEmpty())
            answer_->setText(tr("Not searched: %1").arg(why));
    });
    connect(cancelButton_, &QPushButton::clicked, this, &CapacitySearchPanel::cancel);
}

CapacitySearchPanel::~CapacitySearchPanel() {
    if (cancel_)
        cancel_->store(true);
    future_.waitForFinished();
}

void CapacitySearchPanel::setKind(const std::string& nodeId) {
    kind_ = nodeId;
}

void CapacitySearchPanel::setRuns(const std::vector<std::string>& schedulers,
                                  const std::vector<quint64>& seeds) {
    const QString kept = scheduler_->currentText();
    scheduler_->clear();
    for (const auto& id : schedulers)
        scheduler_->addItem(QString::fromStdString(id));
    if (const int k = scheduler_->findText(kept); k >= 0)
        scheduler_->setCurrentIndex(k);
    seeds_ = seeds;
}

bool CapacitySearchPanel::searching() const {
    return future_.isRunning();
}

void CapacitySearchPanel::cancel() {
    if (cancel_)
        cancel_->store(true);
}

QString CapacitySearchPanel::search() {
    if (!session_.loaded())
        return tr("no scenario is open");
    if (searching())
        return tr("a search is running");
    if (scheduler_->count() == 0 || seeds_.empty())
        return tr("choose a scheduler and seeds (Runs: Choose…)");
    const Scenario& base = session_.scenario();
    const auto like = base.cluster.indexOf(kind_);
    if (!like)
        return tr("choose the kind of node above");
    const Node model = base.cluster.node(*like);
    int count = 0;
    kindGpus_ = model.gpus;
    otherGpus_ = 0;
    for (const Node& n : base.cluster.nodes()) {
        if (shapeOf(n) == shapeOf(model))
            ++count;
        else
            otherGpus_ += n.gpus;
    }
    CapacityTarget target;
    target.metric = metric_->currentData().toString().toStdString();
    target.bound = preferences::timeUnit() == preferences::TimeUnit::Seconds
                       ? bound_->value()
                       : bound_->value() * 3600;
    const long long start = count;
    const long long min = count == base.cluster.size() ? 1 : 0; // never an empty cluster
    const long long max = std::max<long long>(64, 64LL * count);
    steps_->setRowCount(0);
    answer_->setText(
        tr("Searching %1 with %2 on %n seed(s)…", nullptr, static_cast<int>(seeds_.size()))
            .arg(QString::fromStdString(target.text()), scheduler_->currentText()));
    searchButton_->setEnabled(false);
    cancelButton_->setEnabled(true);
    cancel_ = std::make_shared<std::atomic<bool>>(false);
    auto session = std::make_shared<Session>(session_); // the scenario as it is now
    QPointer<CapacitySearchPanel> self(this);
    future_ = QtConcurrent::run([self, session, cancel = cancel_, base = session->scenarioHandle(),
                                 like = kind_, count, start, min, max, target,
                                 scheduler = scheduler_->currentText().toStdString(),
                                 seeds = seeds_] {
        CapacitySearch result;
        QString error;
        try {
            result = searchCapacity(start, min, max, target, [&](long long value) {
                WhatIf w;
                w.nodes = static_cast<int>(value - count);
                w.like = like;
                Session variant = *session;
                variant.use(std::make_shared<const Scenario>(applyWhatIf(*base, w)));
                std::vector<double> perSeed;
                for (quint64 seed : seeds) {
                    if (cancel->load())
                        throw Cancelled();
                    const Session::RunResult r =
                        variant.run(scheduler, seed, {}, cancel.get(), {}, RecordDetail::None);
                    if (cancel->load())
                        throw Cancelled();
                    // A run that did not drain has no figure: it misses the target.
                    const bool drained = r.record && (r.record->end == RunEnd::Completed ||
                                                      r.record->end == RunEnd::Unplaceable);
                    perSeed.push_back(drained ? summaryJson(r.summary)[target.metric].get<double>()
                                              : std::numeric_limits<double>::quiet_NaN());
                }
                double mean = 0;
                for (double v : perSeed)
                    mean += v;
                mean /= static_cast<double>(perSeed.size());
                QMetaObject::invokeMethod(
                    self.data(),
                    [self, value, perSeed, mean, met = target.met(mean)] {
                        if (self)
                            self->addStep(value, perSeed, mean, met);
                    },
                    Qt::QueuedConnection);
                return perSeed;
            });
        } catch (const Cancelled&) {
            error = CapacitySearchPanel::tr("cancelled");
        } catch (const std::exception& e) {
            error = QString::fromUtf8(e.what());
        }
        if (cancel->load() && error.isEmpty())
            error = CapacitySearchPanel::tr("cancelled");
        QMetaObject::invokeMethod(
            self.data(),
            [self, result, error] {
                if (self)
                    self->finish(result, error);
            },
            Qt::QueuedConnection);
    });
    return {};
}

void CapacitySearchPanel::addStep(long long count, const std::vector<double>& perSeed, double mean,
                                  bool met) {
    const bool seconds = preferences::timeUnit() == preferences::TimeUnit::Seconds;
    const auto shown = [&](double s) {
        return std::isnan(s) ? tr("did not drain")
                             : QString::number(seconds ? s : s / 3600, 'f', seconds ? 0 : 2);
    };
    QStringList each;
    for (double v : perSeed)
        each << shown(v);
    const int row = steps_->rowCount();
    steps_->insertRow(row);
    const QString cells[] = {
        QString::number(row + 1), QString::number(count),
        QString::number(static_cast<long long>(otherGpus_) + count * kindGpus_),
        QStringLiteral("%1 %2 (%3)")
            .arg(shown(mean), preferences::timeUnitSymbol(), each.join(QStringLiteral(", "))),
        met ? tr("meets") : tr("misses")};
    for (int c = 0; c < 5; ++c) {
        auto* item = new QTableWidgetItem(cells[c]);
        if (c == 4)
            item->setForeground(met ? QColor(20, 130, 40) : QColor(190, 30, 30));
        steps_->setItem(row, c, item);
    }
    steps_->scrollToBottom();
}

void CapacitySearchPanel::finish(const CapacitySearch& result, const QString& error) {
    searchButton_->setEnabled(true);
    cancelButton_->setEnabled(false);
    // The search's own account of each step: start, bracket or bisect.
    for (int row = 0; row < steps_->rowCount() && row < static_cast<int>(result.steps.size());
         ++row)
        steps_->item(row, 0)->setText(QStringLiteral("%1 (%2)").arg(row + 1).arg(
            QString::fromStdString(result.steps[static_cast<std::size_t>(row)].phase)));
    QString text;
    if (!error.isEmpty())
        text = tr("Stopped: %1.").arg(error);
    else if (result.answer)
        text = tr("Answer: %1 nodes of the kind (%2 GPUs in all) is the fewest that meets the "
                  "target.")
                   .arg(*result.answer)
                   .arg(static_cast<long long>(otherGpus_) + *result.answer * kindGpus_);
    else
        text = tr("No answer: even the largest cluster tried misses the target.");
    for (const auto& w : result.warnings)
        text += QLatin1Char(' ') + QString::fromStdString(w);
    answer_->setText(text);
    emit searchFinished();
}

} // namespace maifs::ui
