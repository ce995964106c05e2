#include "ui/replay/replay_view.h"

#include "ui/charts/cluster_canvas.h"
#include "ui/charts/gantt_plot.h"
#include "ui/common/preferences.h"
#include "ui/common/simulator_words.h"
#include "ui/replay/decision_inspector.h"
#include "ui/replay/live_run.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPointer>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QSlider>
#include <QSplitter>
#include <QTimer>
#include <QToolButton>
#include <QTreeWidget>
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
    , queue_(new QTreeWidget(this))
    , breakpointList_(new QListWidget(this))
    , graph_(new QCheckBox(tr("Coordination graph"), this))
    , inspector_(new DecisionInspector(this))
    , compareBox_(new QComboBox(this))
    , gantt_(new GanttPlot(this))
    , compared_(new GanttPlot(this))
    , finishLive_(button(tr("Finish live run"),
                         tr("Let the live simulation run to its end; it joins the comparison"),
                         this))
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
    controls->addWidget(finishLive_);
    finishLive_->hide();
    controls->addWidget(slider_, 1);
    controls->addWidget(clock_);
    // Breakpoints: run until a job starts or finishes, the queue grows, allocation drops, a node
    // fails or joins.
    until_->addItem(tr("job starts"), static_cast<int>(Until::JobStarts));
    until_->addItem(tr("job finishes"), static_cast<int>(Until::JobFinishes));
    until_->addItem(tr("node changes"), static_cast<int>(Until::NodeChanges));
    until_->addItem(tr("queue longer than"), static_cast<int>(Until::QueueLongerThan));
    until_->addItem(tr("GPU allocation below (%)"), static_cast<int>(Until::GpuAllocationBelow));
    until_->addItem(tr("a node fails or joins"), static_cast<int>(Until::NodeFailsOrJoins));
    until_->addItem(tr("an event of kind"), static_cast<int>(Until::EventOfKind));
    until_->addItem(tr("time reaches (h)"), static_cast<int>(Until::TimeReached));
    untilArgument_->setPlaceholderText(tr("job, node, number or event kind"));
    untilArgument_->setToolTip(
        tr("A job id, a node id, a number, or an event kind: arrival, start, "
           "finish, preempt, resize, node-fail, node-add, rejected"));
    untilArgument_->setMaximumWidth(120);
    auto* go =
        button(tr("Run until"), tr("Move to the first later moment the condition holds"), this);
    auto* add = button(tr("Add breakpoint"), tr("Keep the condition in the breakpoint list"), this);
    auto* remove = button(tr("Remove"), tr("Remove the selected breakpoint"), this);
    auto* toBreakpoint =
        button(tr("Next breakpoint"),
               tr("Move to the earliest later moment a checked breakpoint holds (F5)"), this);
    graph_->setToolTip(tr("Draw a learned policy's coordination-graph edges (attention weights "
                          "between agents) at the decision over the map: an arrow from an agent "
                          "to each agent it attends to, thicker and more opaque for a larger "
                          "weight, labelled with it when there are few"));
    auto* zoomOut = button(tr("−"), tr("Zoom the map out (-, or Ctrl+wheel)"), this);
    auto* zoomFit = button(tr("Fit"), tr("Fit the map to the view (0)"), this);
    auto* zoomIn = button(tr("+"), tr("Zoom the map in (+, or Ctrl+wheel)"), this);
    zoomOut->setObjectName(QStringLiteral("zoomOut"));
    zoomFit->setObjectName(QStringLiteral("zoomFit"));
    zoomIn->setObjectName(QStringLiteral("zoomIn"));
    connect(zoomOut, &QToolButton::clicked, canvas_, &ClusterCanvas::zoomOut);
    connect(zoomFit, &QToolButton::clicked, canvas_, &ClusterCanvas::zoomToFit);
    connect(zoomIn, &QToolButton::clicked, canvas_, &ClusterCanvas::zoomIn);
    graph_->setChecked(true);
    auto* breakRow = new QHBoxLayout;
    breakRow->addWidget(new QLabel(tr("Run until:"), this));
    breakRow->addWidget(until_);
    breakRow->addWidget(untilArgument_);
    breakRow->addWidget(go);
    breakRow->addWidget(add);
    breakRow->addWidget(remove);
    breakRow->addWidget(toBreakpoint);
    breakRow->addStretch(1);
    // The map's own controls sit over it (the toolbars above set the window's narrowest width).
    auto* mapRow = new QHBoxLayout;
    mapRow->addWidget(new QLabel(tr("Map:"), this));
    mapRow->addWidget(zoomOut);
    mapRow->addWidget(zoomFit);
    mapRow->addWidget(zoomIn);
    mapRow->addStretch(1);
    mapRow->addWidget(graph_);
    connect(add, &QToolButton::clicked, this, [this] {
        const QString why = addBreakpoint(static_cast<Until>(until_->currentData().toInt()),
                                          untilArgument_->text().trimmed());
        if (!why.isEmpty())
            clock_->setText(why);
    });
    connect(remove, &QToolButton::clicked, this, [this] {
        const int row = breakpointList_->currentRow();
        if (row < 0)
            return;
        delete breakpointList_->takeItem(row);
        breakpoints_.erase(breakpoints_.begin() + row);
    });
    connect(breakpointList_, &QListWidget::itemChanged, this, [this](QListWidgetItem* item) {
        const int row = breakpointList_->row(item);
        if (row >= 0 && row < breakpointCount())
            breakpoints_[static_cast<std::size_t>(row)].enabled = item->checkState() == Qt::Checked;
    });
    connect(toBreakpoint, &QToolButton::clicked, this, [this] {
        const QString why = runToBreakpoints();
        if (!why.isEmpty())
            clock_->setText(why);
    });
    graph_->setObjectName(QStringLiteral("showGraph"));
    connect(graph_, &QCheckBox::toggled, this, &ReplayView::setShowGraph);
    const auto runToBreakpoint = [this] {
        const QString why = runUntil(static_cast<Until>(until_->currentData().toInt()),
                                     untilArgument_->text().trimmed());
        if (!why.isEmpty())
            clock_->setText(why);
    };
    connect(go, &QToolButton::clicked, this, runToBreakpoint);
    connect(untilArgument_, &QLineEdit::returnPressed, this, runToBreakpoint);

    auto* scroll = mapScroll_ = new QScrollArea(this);
    scroll->setWidget(canvas_);
    scroll->setWidgetResizable(true);
    decision_->setReadOnly(true);
    for (QWidget* w : std::initializer_list<QWidget*>{
             scroll, scroll->viewport(), canvas_, decision_, queue_, gantt_, compared_, slider_})
        w->installEventFilter(this);
    auto* side = new QWidget(this);
    auto* sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(0, 0, 0, 0);
    queue_->setHeaderLabels({tr("Waiting at the cursor, by pending reason")});
    queue_->setToolTip(tr("Each waiting job's reason is its latest verdict up to the cursor"));
    breakpointList_->setMaximumHeight(90);
    sideLayout->addWidget(queue_, 2);
    sideLayout->addWidget(new QLabel(tr("Breakpoints (checked ones stop F5):"), side));
    sideLayout->addWidget(breakpointList_);
    sideLayout->addWidget(new QLabel(tr("Decision at the cursor:"), side));
    sideLayout->addWidget(decision_, 1);
    auto* mapPane = new QWidget(this);
    auto* mapLayout = new QVBoxLayout(mapPane);
    mapLayout->setContentsMargins(0, 0, 0, 0);
    mapLayout->addLayout(mapRow);
    mapLayout->addWidget(scroll, 1);
    auto* split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(mapPane);
    split->addWidget(side);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 1);
    // Gantt charts under the map: this run's, and optionally another's on the same time window.
    auto* ganttArea = new QWidget(this);
    auto* ganttLayout = new QVBoxLayout(ganttArea);
    ganttLayout->setContentsMargins(0, 0, 0, 0);
    auto* compareRow = new QHBoxLayout;
    compareRow->addWidget(new QLabel(tr("Gantt chart (drag to pan, wheel to zoom, click to move "
                                        "the cursor). Compare with:"),
                                     ganttArea));
    compareRow->addWidget(compareBox_);
    compareRow->addStretch(1);
    ganttLayout->addLayout(compareRow);
    gantts_ = new QSplitter(Qt::Vertical, ganttArea);
    gantts_->addWidget(gantt_);
    gantts_->addWidget(compared_);
    ganttLayout->addWidget(gantts_, 1);
    compared_->hide();
    vertical_ = new QSplitter(Qt::Vertical, this);
    vertical_->addWidget(split);
    vertical_->addWidget(ganttArea);
    vertical_->setStretchFactor(0, 3);
    vertical_->setStretchFactor(1, 2);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(controls);
    layout->addLayout(breakRow);
    layout->addWidget(vertical_, 1);
    for (GanttPlot* plot : {gantt_, compared_}) {
        connect(plot, &GanttPlot::timeClicked, this, &ReplayView::jumpTo);
        connect(plot, &GanttPlot::jobClicked, this, &ReplayView::focusJob);
    }
    // Synchronised: panning or zooming one moves the other.
    connect(gantt_, &GanttPlot::timeRangeChanged, compared_, &GanttPlot::setTimeRange);
    connect(compared_, &GanttPlot::timeRangeChanged, gantt_, &GanttPlot::setTimeRange);
    connect(compareBox_, &QComboBox::currentIndexChanged, this,
            [this](int i) { compareWith(compareBox_->itemData(i).toInt()); });

    connect(runBox_, &QComboBox::currentIndexChanged, this, &ReplayView::selectRun);
    connect(canvas_, &ClusterCanvas::jobClicked, this, &ReplayView::focusJob);
    connect(finishLive_, &QToolButton::clicked, this, [this] {
        if (live_)
            live_->finish();
        finishLive_->setEnabled(false);
    });
    connect(inspector_, &DecisionInspector::jobSelected, this, &ReplayView::focusJob);
    connect(inspector_, &DecisionInspector::timeRequested, this, &ReplayView::jumpTo);
    connect(inspector_, &DecisionInspector::nodesHighlighted, this,
            [this](const std::vector<int>& nodes) {
                QSet<QString> ids;
                for (int n : nodes)
                    if (run_ && n >= 0 && n < run_->cluster.size())
                        ids.insert(QString::fromStdString(run_->cluster.node(n).id));
                canvas_->setHighlighted(ids);
                // On a large cluster the lit node may be far down the map: bring it into view.
                if (!nodes.empty()) {
                    const QPoint c = canvas_->nodeRect(nodes.front()).center();
                    mapScroll_->ensureVisible(c.x(), c.y(), 60, 60);
                }
            });
    connect(queue_, &QTreeWidget::itemClicked, this, [this](QTreeWidgetItem* item) {
        if (item->parent())
            focusJob(item->data(0, Qt::UserRole).toInt());
    });
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
    runs_.clear();
    for (const auto& r : runs)
        runs_.push_back({r.scheduler, r.seed, r.record});
    {
        const QSignalBlocker block(runBox_);
        runBox_->clear();
        for (const auto& r : runs_)
            runBox_->addItem(
                tr("%1, seed %2").arg(QString::fromStdString(r.scheduler)).arg(r.seed));
    }
    {
        const QSignalBlocker block(compareBox_);
        const QString compared = compareBox_->currentText();
        compareBox_->clear();
        compareBox_->addItem(tr("(none)"), -1);
        for (int i = 0; i < runBox_->count(); ++i)
            compareBox_->addItem(runBox_->itemText(i), i);
        compareBox_->setCurrentIndex(std::max(0, compareBox_->findText(compared)));
    }
    if (live_)
        return; // the live run stays on screen; the finished runs wait in the list
    const int keep = runBox_->findText(current);
    if (keep >= 0 && run_) {
        runBox_->setCurrentIndex(keep);
        return;
    }
    selectRun(runs_.empty() ? -1 : 0);
}

void ReplayView::withRecord(int index, std::function<void(std::shared_ptr<const RunRecord>)> use) {
    if (!recordSource_) {
        use(nullptr);
        return;
    }
    Offered& offered = runs_[static_cast<std::size_t>(index)];
    clock_->setText(tr("Re-simulating %1, seed %2: its record was let go to save memory…")
                        .arg(QString::fromStdString(offered.scheduler))
                        .arg(offered.seed));
    QPointer<ReplayView> self(this);
    const std::string scheduler = offered.scheduler;
    const std::uint64_t seed = offered.seed;
    recordSource_(index, [self, index, scheduler, seed,
                          use = std::move(use)](std::shared_ptr<const RunRecord> r) {
        if (!self)
            return;
        // The list may have changed meanwhile: only the same run takes the record.
        if (index < self->runCount() &&
            self->runs_[static_cast<std::size_t>(index)].scheduler == scheduler &&
            self->runs_[static_cast<std::size_t>(index)].seed == seed) {
            self->runs_[static_cast<std::size_t>(index)].record = r;
            use(std::move(r));
        }
    });
}

int ReplayView::runCount() const {
    return static_cast<int>(runs_.size());
}

int ReplayView::runOf(const QString& scheduler, std::optional<quint64> seed) const {
    for (std::size_t i = 0; i < runs_.size(); ++i)
        if (QString::fromStdString(runs_[i].scheduler) == scheduler &&
            (!seed || runs_[i].seed == *seed))
            return static_cast<int>(i);
    return -1;
}

bool ReplayView::selectRun(int index) {
    setPlaying(false);
    if (index < 0 || index >= runCount()) {
        run_.reset();
        index_.reset();
        cursor_.reset();
        canvas_->setRun(nullptr);
        inspector_->setRun(nullptr, nullptr);
        gantt_->setRun(nullptr, QString());
        show();
        return false;
    }
    {
        const QSignalBlocker block(runBox_);
        runBox_->setCurrentIndex(index);
    }
    std::shared_ptr<const RunRecord> record = runs_[static_cast<std::size_t>(index)].record.lock();
    if (!record) {
        withRecord(index, [this, index](std::shared_ptr<const RunRecord> r) {
            if (r && runBox_->currentIndex() == index && !live_)
                selectRun(index);
        });
        return false;
    }
    run_ = std::move(record);
    index_ = std::make_shared<const DecisionIndex>(*run_);
    cursor_.emplace(*run_);
    canvas_->setRun(run_);
    canvas_->setFocusJob(-1);
    canvas_->setHighlighted({});
    inspector_->setRun(run_, index_);
    gantt_->setRun(run_, runBox_->currentText());
    if (comparedRun_)
        gantt_->setTimeRange(compared_->timeRange().first, compared_->timeRange().second);
    show();
    emit runShown();
    return true;
}

void ReplayView::jumpTo(double t) {
    if (!cursor_)
        return;
    cursor_->jumpTo(t);
    show();
}

void ReplayView::setLive(LiveRun* live) {
    if (live_)
        disconnect(live_, nullptr, this, nullptr);
    live_ = live;
    liveIndex_.reset();
    runBox_->setEnabled(!live_);
    finishLive_->setVisible(live_ != nullptr);
    finishLive_->setEnabled(true);
    if (!live_) {
        show();
        return;
    }
    setPlaying(false);
    connect(live_, &LiveRun::decided, this, &ReplayView::showLive);
    connect(live_, &QObject::destroyed, this, [this] { setLive(nullptr); });
    clock_->setText(tr("live: %1, seed %2, starting…").arg(live_->scheduler()).arg(live_->seed()));
}

void ReplayView::showLive(std::shared_ptr<const RunRecord> sofar) {
    if (liveIndex_ && sofar == run_)
        liveIndex_->catchUp();
    else
        liveIndex_ = std::make_shared<DecisionIndex>(*sofar);
    run_ = std::move(sofar);
    index_ = liveIndex_;
    cursor_.emplace(*run_);
    cursor_->jumpTo(run_->decisions.empty() ? cursor_->end() : run_->decisions.back().time);
    const int focus = canvas_->focusJob();
    canvas_->setRun(run_);
    canvas_->setFocusJob(focus);
    inspector_->setRun(run_, index_);
    if (focus >= 0)
        inspector_->followJob(focus);
    gantt_->setRun(run_, tr("live: %1").arg(live_ ? live_->scheduler() : QString()), true);
    gantt_->setFocusJob(focus);
    show();
}

bool ReplayView::nextDecision() {
    // Live, at the latest decision so far: let the simulation go on to the next one.
    // (While it is on its way, the cursor waits there: playback keeps going.)
    if (live_ && !live_->done() && cursor_ && !run_->decisions.empty() &&
        cursor_->time() >= run_->decisions.back().time) {
        if (live_->holding())
            live_->step();
        return true;
    }
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
    return stopAt({{condition, argument.toStdString()}});
}

QString ReplayView::addBreakpoint(Until condition, const QString& argument) {
    const Breakpoint b{condition, argument.toStdString()};
    if (run_)
        if (const std::string why = checkBreakpoint(b, *run_); !why.empty())
            return QString::fromStdString(why);
    breakpoints_.push_back(b);
    auto* item = new QListWidgetItem(QString::fromStdString(describeBreakpoint(b)));
    item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
    item->setCheckState(Qt::Checked);
    breakpointList_->addItem(item);
    return {};
}

int ReplayView::breakpointCount() const {
    return static_cast<int>(breakpoints_.size());
}

QString ReplayView::runToBreakpoints() {
    if (breakpoints_.empty())
        return tr("no breakpoints: add one with the condition above");
    return stopAt(breakpoints_);
}

QString ReplayView::stopAt(const std::vector<Breakpoint>& breakpoints) {
    if (!cursor_)
        return tr("no run: compare schedulers first");
    for (const auto& b : breakpoints)
        if (const std::string why = checkBreakpoint(b, *run_); b.enabled && !why.empty())
            return QString::fromStdString(why);
    const auto hit = runToBreakpoint(*cursor_, *run_, breakpoints);
    if (!hit)
        return tr("the condition does not hold later in this run");
    setPlaying(false);
    show();
    clock_->setText(
        clock_->text() +
        tr(" - stopped: %1").arg(QString::fromStdString(describeBreakpoint(breakpoints[*hit]))));
    return {};
}

bool ReplayView::compareWith(int index) {
    if (index < 0 || index >= runCount()) {
        const QSignalBlocker block(compareBox_);
        compareBox_->setCurrentIndex(0);
        comparedRun_.reset();
        compared_->setRun(nullptr, QString());
        compared_->hide();
        return false;
    }
    {
        const QSignalBlocker block(compareBox_);
        compareBox_->setCurrentIndex(index + 1);
    }
    comparedRun_ = runs_[static_cast<std::size_t>(index)].record.lock();
    if (!comparedRun_) {
        withRecord(index, [this, index](std::shared_ptr<const RunRecord> r) {
            if (r && compareBox_->currentIndex() == index + 1)
                compareWith(index);
        });
        return false;
    }
    compared_->setRun(comparedRun_, compareBox_->currentText());
    compared_->setTimeRange(gantt_->timeRange().first, gantt_->timeRange().second);
    compared_->setCursorTime(time());
    compared_->setFocusJob(comparedJob(canvas_->focusJob()));
    compared_->show();
    // Room for both charts: half the view below the map, split evenly.
    const int total = std::max(2, vertical_->height());
    vertical_->setSizes({total / 2, total / 2});
    gantts_->setSizes({total / 4, total / 4});
    return true;
}

int ReplayView::comparedJob(int job) const {
    // Runs of one scenario list the same jobs, but a compared run's order may differ.
    if (!run_ || !comparedRun_ || job < 0 || job >= static_cast<int>(run_->jobs.size()))
        return -1;
    return comparedRun_->indexOfJob(run_->jobs[static_cast<std::size_t>(job)].job.id).value_or(-1);
}

void ReplayView::focusJob(int job) {
    if (!run_ || job < 0 || job >= static_cast<int>(run_->jobs.size()))
        return;
    canvas_->setFocusJob(job);
    gantt_->setFocusJob(job);
    if (comparedRun_)
        compared_->setFocusJob(comparedJob(job));
    inspector_->followJob(job);
    // The job's row in the queue, when it waits.
    for (int g = 0; g < queue_->topLevelItemCount(); ++g)
        for (int c = 0; c < queue_->topLevelItem(g)->childCount(); ++c) {
            QTreeWidgetItem* item = queue_->topLevelItem(g)->child(c);
            if (item->data(0, Qt::UserRole).toInt() == job) {
                const QSignalBlocker block(queue_);
                queue_->setCurrentItem(item);
            }
        }
}

void ReplayView::setShowGraph(bool on) {
    if (graph_->isChecked() != on)
        graph_->setChecked(on);
    else
        show();
}

int ReplayView::waitingShown() const {
    int n = 0;
    for (int g = 0; g < queue_->topLevelItemCount(); ++g)
        n += queue_->topLevelItem(g)->childCount();
    return n;
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
    gantt_->setCursorTime(cursor_->time());
    if (comparedRun_)
        compared_->setCursorTime(cursor_->time());
    clock_->setText(
        (live_ ? tr("LIVE (decision %1 so far) ").arg(run_->decisions.size()) : QString()) +
        tr("t = %1 %2, %3 running, %4 waiting")
            .arg(preferences::formatTime(cursor_->time()), preferences::timeUnitSymbol())
            .arg(state_.running.size())
            .arg(state_.waiting.size()));
    {
        const QSignalBlocker block(slider_);
        const double span = std::max(1e-9, cursor_->end() - cursor_->start());
        slider_->setValue(
            static_cast<int>(kSliderSteps * (cursor_->time() - cursor_->start()) / span));
    }
    const std::size_t d = cursor_->decision();
    for (const PendingReason& group : index_->pendingReasons(state_, d)) {
        auto* top =
            new QTreeWidgetItem(queue_, {tr("%1 (%2)")
                                             .arg(SimulatorWords::pendingReason(group, *run_))
                                             .arg(group.jobs.size())});
        top->setToolTip(0, top->text(0));
        for (int j : group.jobs) {
            const JobRecord& rec = run_->jobs[static_cast<std::size_t>(j)];
            auto* item = new QTreeWidgetItem(
                top, {tr("%1: %2 GPU(s), waiting %3 %4")
                          .arg(QString::fromStdString(rec.job.id))
                          .arg(rec.job.gpus)
                          .arg(preferences::formatTime(cursor_->time() - rec.job.submit),
                               preferences::timeUnitSymbol())});
            item->setData(0, Qt::UserRole, j);
        }
    }
    if (queue_->topLevelItemCount() <= 3)
        queue_->expandAll();
    inspector_->showDecision(d);
    std::vector<ClusterCanvas::Edge> edges;
    if (d != RunCursor::npos && graph_->isChecked())
        for (const AgentRecord& a : run_->decisions[d].agents)
            for (const auto& [node, weight] : a.edges)
                edges.push_back({a.node, node, weight});
    canvas_->setEdges(std::move(edges));
    if (d == RunCursor::npos)
        return;
    const DecisionRecord& rec = run_->decisions[d];
    QStringList lines;
    lines << tr("Decision at %1 %2, after %3")
                 .arg(preferences::formatTime(rec.time, 3), preferences::timeUnitSymbol(),
                      DecisionInspector::triggerWords(rec.trigger));
    for (const auto& jd : rec.jobs)
        lines << QStringLiteral("  %1: %2")
                     .arg(QString::fromStdString(
                              run_->jobs[static_cast<std::size_t>(jd.job)].job.id),
                          DecisionInspector::verdictWords(jd, *run_));
    if (rec.waitingNotListed > 0)
        lines << tr("  and %1 more waiting jobs not listed").arg(rec.waitingNotListed);
    decision_->setPlainText(lines.join(QLatin1Char('\n')));
}

std::vector<ReplayView::Key> ReplayView::keys() {
    return {{QKeySequence(Qt::Key_Right), tr("Replay: next decision")},
            {QKeySequence(Qt::Key_Left), tr("Replay: previous decision")},
            {QKeySequence(Qt::Key_Space), tr("Replay: play / pause")},
            {QKeySequence(Qt::Key_Home), tr("Replay: the start of the run")},
            {QKeySequence(Qt::Key_End), tr("Replay: the end of the run")},
            {QKeySequence(Qt::Key_F5), tr("Replay: run to the next breakpoint")},
            {QKeySequence(Qt::Key_Plus), tr("Replay: zoom the map in (also Ctrl+wheel)")},
            {QKeySequence(Qt::Key_Minus), tr("Replay: zoom the map out")},
            {QKeySequence(Qt::Key_0), tr("Replay: fit the map to the view")}};
}

std::size_t ReplayView::decisionIndex() const {
    return cursor_ ? cursor_->decision() : RunCursor::npos;
}

bool ReplayView::eventFilter(QObject* watched, QEvent* event) {
    // A click on the map, a chart, the queue or the decision text gives that widget the focus,
    // and each would take the arrows for itself (to scroll, or to move a text cursor): the
    // stepping keys stay the replay's wherever the user clicked (docs/studio.md, the teacher's
    // demo).
    if (event->type() == QEvent::KeyPress) {
        auto* key = static_cast<QKeyEvent*>(event);
        const std::vector<Key> all = keys();
        // "+" is Shift+= on many layouts: the zoom keys count whatever Shift says.
        const bool zooming = (key->modifiers() & ~(Qt::ShiftModifier | Qt::KeypadModifier)) == 0 &&
                             (key->key() == Qt::Key_Plus || key->key() == Qt::Key_Equal ||
                              key->key() == Qt::Key_Minus || key->key() == Qt::Key_0);
        const bool stepping = zooming || std::any_of(all.begin(), all.end(), [&](const Key& k) {
                                  return k.key == QKeySequence(key->keyCombination());
                              });
        if (stepping) {
            keyPressEvent(key);
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
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
        if (const QString why = runToBreakpoints(); !why.isEmpty())
            clock_->setText(why);
        break;
    case Qt::Key_Plus:
    case Qt::Key_Equal:
        canvas_->zoomIn();
        break;
    case Qt::Key_Minus:
        canvas_->zoomOut();
        break;
    case Qt::Key_0:
        canvas_->zoomToFit();
        break;
    default:
        QWidget::keyPressEvent(event);
    }
}

} // namespace maifs::ui
