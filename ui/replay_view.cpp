#include "ui/replay_view.h"

#include "ui/cluster_canvas.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QSlider>
#include <QSplitter>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

namespace maifs::ui {

namespace {

constexpr int kSliderSteps = 10000;

QToolButton* button(const QString& text, const QString& tip, QWidget* parent) {
    auto* b = new QToolButton(parent);
    b->setText(text);
    b->setToolTip(tip);
    b->setFocusPolicy(Qt::NoFocus); // the keys belong to the view
    return b;
}

} // namespace

ReplayView::ReplayView(QWidget* parent)
    : QWidget(parent)
    , runBox_(new QComboBox(this))
    , play_(button(tr("Play"), tr("Play / pause (Space)"), this))
    , speed_(new QComboBox(this))
    , until_(new QComboBox(this))
    , untilArgument_(new QLineEdit(this))
    , slider_(new QSlider(Qt::Horizontal, this))
    , clock_(new QLabel(this))
    , canvas_(new ClusterCanvas(this))
    , queue_(new QListWidget(this))
    , decision_(new QPlainTextEdit(this))
    , timer_(new QTimer(this)) {
    setFocusPolicy(Qt::StrongFocus);
    auto* first = button(tr("|<"), tr("Start of the run (Home)"), this);
    auto* previous = button(tr("< Decision"), tr("Previous decision (Left)"), this);
    auto* next = button(tr("Decision >"), tr("Next decision (Right)"), this);
    auto* last = button(tr(">|"), tr("End of the run (End)"), this);
    for (const char* s : {"1x", "4x", "16x"})
        speed_->addItem(QString::fromLatin1(s));
    speed_->setToolTip(tr("Decisions per step of playback"));
    slider_->setRange(0, kSliderSteps);
    auto* controls = new QHBoxLayout;
    controls->addWidget(new QLabel(tr("Run:"), this));
    controls->addWidget(runBox_);
    for (QWidget* w : std::initializer_list<QWidget*>{first, previous, play_, next, last})
        controls->addWidget(w);
    controls->addWidget(speed_);
    controls->addWidget(slider_, 1);
    controls->addWidget(clock_);
    // Breakpoints: run until a job starts or finishes, the queue grows, allocation drops, a node
    // fails or joins.
    until_->addItem(tr("job starts"), static_cast<int>(Until::JobStarts));
    until_->addItem(tr("job finishes"), static_cast<int>(Until::JobFinishes));
    until_->addItem(tr("queue longer than"), static_cast<int>(Until::QueueLongerThan));
    until_->addItem(tr("GPU allocation below (%)"), static_cast<int>(Until::GpuAllocationBelow));
    until_->addItem(tr("a node fails or joins"), static_cast<int>(Until::NodeEvent));
    untilArgument_->setPlaceholderText(tr("job id or number"));
    untilArgument_->setMaximumWidth(120);
    auto* go = button(tr("Run until"),
                      tr("Move to the first later moment the condition holds (F5)"), this);
    auto* breakRow = new QHBoxLayout;
    breakRow->addWidget(new QLabel(tr("Run until:"), this));
    breakRow->addWidget(until_);
    breakRow->addWidget(untilArgument_);
    breakRow->addWidget(go);
    breakRow->addStretch(1);
    const auto runToBreakpoint = [this] {
        const QString why = runUntil(static_cast<Until>(until_->currentData().toInt()),
                                     untilArgument_->text().trimmed());
        if (!why.isEmpty())
            clock_->setText(why);
    };
    connect(go, &QToolButton::clicked, this, runToBreakpoint);
    connect(untilArgument_, &QLineEdit::returnPressed, this, runToBreakpoint);

    auto* scroll = new QScrollArea(this);
    scroll->setWidget(canvas_);
    scroll->setWidgetResizable(true);
    decision_->setReadOnly(true);
    auto* side = new QWidget(this);
    auto* sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(0, 0, 0, 0);
    sideLayout->addWidget(new QLabel(tr("Waiting at the cursor:"), side));
    sideLayout->addWidget(queue_, 1);
    sideLayout->addWidget(new QLabel(tr("Decision at the cursor:"), side));
    sideLayout->addWidget(decision_, 2);
    auto* split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(scroll);
    split->addWidget(side);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(controls);
    layout->addLayout(breakRow);
    layout->addWidget(split, 1);

    connect(runBox_, &QComboBox::currentIndexChanged, this, &ReplayView::selectRun);
    connect(first, &QToolButton::clicked, this, [this] { jumpTo(-1e300); });
    connect(last, &QToolButton::clicked, this, [this] { jumpTo(1e300); });
    connect(previous, &QToolButton::clicked, this, &ReplayView::previousDecision);
    connect(next, &QToolButton::clicked, this, &ReplayView::nextDecision);
    connect(play_, &QToolButton::clicked, this, [this] { setPlaying(!playing()); });
    connect(slider_, &QSlider::valueChanged, this, [this](int v) {
        if (cursor_)
            jumpTo(cursor_->start() + (cursor_->end() - cursor_->start()) * v / kSliderSteps);
    });
    timer_->setInterval(250);
    connect(timer_, &QTimer::timeout, this, [this] {
        const int steps = 1 << (2 * speed_->currentIndex()); // 1, 4, 16 decisions a tick
        for (int i = 0; i < steps; ++i)
            if (!nextDecision()) {
                setPlaying(false);
                return;
            }
    });
    show();
}

void ReplayView::setRuns(const std::vector<Session::RunResult>& runs) {
    const QString current = runBox_->currentText();
    runs_ = runs;
    {
        const QSignalBlocker block(runBox_);
        runBox_->clear();
        for (const auto& r : runs_)
            runBox_->addItem(
                tr("%1, seed %2").arg(QString::fromStdString(r.scheduler)).arg(r.seed));
    }
    const int keep = runBox_->findText(current);
    if (keep >= 0 && run_) {
        runBox_->setCurrentIndex(keep);
        return;
    }
    selectRun(runs_.empty() ? -1 : 0);
}

int ReplayView::runCount() const {
    return static_cast<int>(runs_.size());
}

bool ReplayView::selectRun(int index) {
    setPlaying(false);
    if (index < 0 || index >= runCount()) {
        run_.reset();
        cursor_.reset();
        canvas_->setRun(nullptr);
        show();
        return false;
    }
    {
        const QSignalBlocker block(runBox_);
        runBox_->setCurrentIndex(index);
    }
    run_ = runs_[static_cast<std::size_t>(index)].record;
    cursor_.emplace(*run_);
    canvas_->setRun(run_);
    show();
    return true;
}

void ReplayView::jumpTo(double t) {
    if (!cursor_)
        return;
    cursor_->jumpTo(t);
    show();
}

bool ReplayView::nextDecision() {
    if (!cursor_ || !cursor_->nextDecision())
        return false;
    show();
    return true;
}

bool ReplayView::previousDecision() {
    if (!cursor_ || !cursor_->previousDecision())
        return false;
    show();
    return true;
}

QString ReplayView::runUntil(Until condition, const QString& argument) {
    if (!cursor_)
        return tr("no run: compare schedulers first");
    bool found = false;
    if (condition == Until::JobStarts || condition == Until::JobFinishes) {
        int job = -1;
        for (std::size_t j = 0; j < run_->jobs.size(); ++j)
            if (QString::fromStdString(run_->jobs[j].job.id) == argument)
                job = static_cast<int>(j);
        if (job < 0)
            return tr("no job '%1' in this run").arg(argument);
        const auto kind =
            condition == Until::JobStarts ? EventRecord::Kind::Start : EventRecord::Kind::Finish;
        found = cursor_->runUntilEvent(
            [&](const EventRecord& e) { return e.kind == kind && e.job == job; });
    } else if (condition == Until::NodeEvent) {
        found = cursor_->runUntilEvent([](const EventRecord& e) {
            return e.kind == EventRecord::Kind::NodeFail || e.kind == EventRecord::Kind::NodeAdd;
        });
    } else {
        bool ok = false;
        const double bound = argument.toDouble(&ok);
        if (!ok)
            return tr("expected a number, got '%1'").arg(argument);
        if (condition == Until::QueueLongerThan)
            found =
                cursor_->runUntilSample([bound](const TimeSample& s) { return s.pending > bound; });
        else
            found = cursor_->runUntilSample([bound](const TimeSample& s) {
                return s.gpuCap > 0 && 100 * s.gpuAlloc / s.gpuCap < bound;
            });
    }
    if (!found)
        return tr("the condition does not hold later in this run");
    setPlaying(false);
    show();
    return {};
}

void ReplayView::setPlaying(bool on) {
    if (on && cursor_)
        timer_->start();
    else
        timer_->stop();
    play_->setText(timer_->isActive() ? tr("Pause") : tr("Play"));
}

bool ReplayView::playing() const {
    return timer_->isActive();
}

double ReplayView::time() const {
    return cursor_ ? cursor_->time() : 0;
}

QString ReplayView::decisionText() const {
    return decision_->toPlainText();
}

void ReplayView::show() {
    queue_->clear();
    decision_->clear();
    if (!cursor_) {
        state_ = {};
        clock_->setText(tr("no run: compare schedulers first"));
        return;
    }
    state_ = cursor_->state();
    canvas_->setHoldings(state_);
    clock_->setText(tr("t = %1 h, %2 running, %3 waiting")
                        .arg(cursor_->time() / 3600, 0, 'f', 2)
                        .arg(state_.running.size())
                        .arg(state_.waiting.size()));
    {
        const QSignalBlocker block(slider_);
        const double span = std::max(1e-9, cursor_->end() - cursor_->start());
        slider_->setValue(
            static_cast<int>(kSliderSteps * (cursor_->time() - cursor_->start()) / span));
    }
    for (int j : state_.waiting) {
        const JobRecord& rec = run_->jobs[static_cast<std::size_t>(j)];
        queue_->addItem(tr("%1: %2 GPU(s), waiting %3 h")
                            .arg(QString::fromStdString(rec.job.id))
                            .arg(rec.job.gpus)
                            .arg((cursor_->time() - rec.job.submit) / 3600, 0, 'f', 2));
    }
    const std::size_t d = cursor_->decision();
    if (d == RunCursor::npos)
        return;
    const DecisionRecord& rec = run_->decisions[d];
    QStringList lines;
    lines << tr("Decision at %1 h (%2)")
                 .arg(rec.time / 3600, 0, 'f', 3)
                 .arg(QString::fromStdString(rec.trigger));
    for (const auto& jd : rec.jobs)
        lines << QStringLiteral("  %1: %2")
                     .arg(QString::fromStdString(
                              run_->jobs[static_cast<std::size_t>(jd.job)].job.id),
                          QString::fromStdString(jd.outcome));
    if (rec.waitingNotListed > 0)
        lines << tr("  and %1 more waiting jobs not listed").arg(rec.waitingNotListed);
    decision_->setPlainText(lines.join(QLatin1Char('\n')));
}

void ReplayView::keyPressEvent(QKeyEvent* event) {
    switch (event->key()) {
    case Qt::Key_Right:
        nextDecision();
        break;
    case Qt::Key_Left:
        previousDecision();
        break;
    case Qt::Key_Space:
        setPlaying(!playing());
        break;
    case Qt::Key_Home:
        jumpTo(-1e300);
        break;
    case Qt::Key_End:
        jumpTo(1e300);
        break;
    case Qt::Key_F5:
        runUntil(static_cast<Until>(until_->currentData().toInt()),
                 untilArgument_->text().trimmed());
        break;
    default:
        QWidget::keyPressEvent(event);
    }
}

} // namespace maifs::ui
