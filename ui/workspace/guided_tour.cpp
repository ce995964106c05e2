#include "ui/workspace/guided_tour.h"

#include "core/model/model_class.h"
#include "ui/common/bundled_scenarios.h"
#include "ui/common/preferences.h"
#include "ui/common/simulator_words.h"
#include "ui/comparison/comparison_model.h"
#include "ui/comparison/run_manager.h"
#include "ui/replay/decision_inspector.h"
#include "ui/replay/replay_view.h"
#include "ui/workspace/main_window.h"
#include "ui/workspace/workspace.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <memory>

#include <QDir>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace maifs::ui {

std::optional<TourMoment>
firstAction(const RunRecord& run,
            const std::function<bool(const ActionRecord&, const JobRecord&)>& wanted) {
    for (std::size_t d = 0; d < run.decisions.size(); ++d)
        for (const ActionRecord& a : run.decisions[d].actions)
            if (a.accepted && a.job >= 0 && wanted(a, run.jobs[static_cast<std::size_t>(a.job)]))
                return TourMoment{d, a.job};
    return std::nullopt;
}

std::optional<TourMoment> firstNodeChoice(const RunRecord& run) {
    for (std::size_t d = 0; d < run.decisions.size(); ++d)
        for (const JobDecision& j : run.decisions[d].jobs) {
            if (!j.placed)
                continue;
            // Candidates come best first: a choice is two feasible ones the policy tells apart.
            std::vector<double> scores;
            for (const CandidateRecord& c : j.candidates)
                if (c.feasible)
                    scores.push_back(c.score);
            if (scores.size() >= 2 && scores[0] != scores[1])
                return TourMoment{d, j.job};
        }
    return std::nullopt;
}

std::optional<TourMoment> firstAgentConflict(const RunRecord& run) {
    for (std::size_t d = 0; d < run.decisions.size(); ++d) {
        const DecisionRecord& r = run.decisions[d];
        if (r.agents.size() < 2 || std::none_of(r.agents.begin(), r.agents.end(),
                                                [](const AgentRecord& a) { return a.conflict; }))
            continue;
        // The job they competed for: the one whose candidates include a lost conflict.
        for (const JobDecision& j : r.jobs)
            for (const CandidateRecord& c : j.candidates)
                if (c.lostConflict)
                    return TourMoment{d, j.job};
        return TourMoment{d, r.jobs.empty() ? -1 : r.jobs.front().job};
    }
    return std::nullopt;
}

namespace {

QString number(double value) {
    return QString::number(value, 'g', 4);
}

} // namespace

GuidedTour::GuidedTour(MainWindow& window, QWidget* parent)
    : QWidget(parent)
    , window_(window)
    , heading_(new QLabel(this))
    , counter_(new QLabel(this))
    , body_(new QTextBrowser(this))
    , back_(new QPushButton(tr("< &Back"), this))
    , next_(new QPushButton(tr("&Next >"), this)) {
    setObjectName(QStringLiteral("guidedTour"));
    heading_->setObjectName(QStringLiteral("tourHeading"));
    QFont bold = heading_->font();
    bold.setBold(true);
    bold.setPointSizeF(bold.pointSizeF() * 1.2);
    heading_->setFont(bold);
    heading_->setWordWrap(true);
    body_->setObjectName(QStringLiteral("tourText"));
    body_->setOpenLinks(false);
    back_->setObjectName(QStringLiteral("tourBack"));
    next_->setObjectName(QStringLiteral("tourNext"));
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(counter_);
    buttons->addStretch(1);
    buttons->addWidget(back_);
    buttons->addWidget(next_);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(heading_);
    layout->addWidget(body_, 1);
    layout->addLayout(buttons);
    connect(back_, &QPushButton::clicked, this, [this] { goTo(step_ - 1); });
    connect(next_, &QPushButton::clicked, this, [this] { goTo(step_ + 1); });
    // The comparison's runs finish one by one; the step waiting for them reads them once the
    // window has taken in the last (its receivers were connected first, so they ran already).
    const auto comparisonDone = [this] {
        if (waiting_ && step_ == 2 && window_.workspace().runsPending() == 0)
            describeComparison();
    };
    connect(window_.workspace().runManager(), &RunManager::finished, this, comparisonDone);
    connect(window_.workspace().runManager(), &RunManager::failed, this, comparisonDone);

    steps_ = {
        {tr("Welcome"),
         [this] {
             const QString demo = QDir(bundledScenarioDir()).filePath(QStringLiteral("demo.yaml"));
             if (QFileInfo(window_.workspace().path()) != QFileInfo(demo) &&
                 !window_.openScenario(demo)) {
                 say(tr("<p>The tour explains the bundled demo scenario, which could not be opened "
                        "(%1). Finish or cancel the runs in progress, then start the tour "
                        "again.</p>")
                         .arg(QDir::toNativeSeparators(demo).toHtmlEscaped()));
                 setWaiting(true);
                 return;
             }
             window_.showView(MainWindow::View::Scenario);
             say(tr("<p>This tour walks you through the demo scenario: a small GPU cluster, a "
                    "stream of deep-learning jobs, and the schedulers that decide where each job "
                    "runs and with how many CPUs.</p><p>Each step moves the studio to what it "
                    "explains; click around freely meanwhile. <b>Next</b> goes on, <b>Back</b> "
                    "returns; Demo &gt; Guided Tour starts it again.</p>"));
         }},
        {tr("The cluster and the jobs"),
         [this] {
             window_.showView(MainWindow::View::Jobs);
             const auto jobs = window_.workspace().session().jobsAsRun(kSeed);
             std::array<int, kModelClassCount> byClass{};
             for (const Job& j : jobs)
                 if (const auto it =
                         window_.workspace().session().scenario().speed.zoo.find(j.model);
                     it != window_.workspace().session().scenario().speed.zoo.end())
                     ++byClass[static_cast<std::size_t>(it->second.modelClass)];
             const Cluster& c = window_.workspace().session().scenario().cluster;
             say(tr("<p>The cluster: %1 nodes in %2 racks, %3 GPUs and %4 CPUs in all, so %5 "
                    "CPUs per GPU.</p><p>The jobs (the table): %6 of them, drawn anew for each "
                    "seed; here seed %7's. <b>%8</b> train image models, whose speed grows with "
                    "the CPUs that feed them data; %9 language and %10 speech models barely "
                    "care. Jobs arrive faster than the cluster serves them, so a queue forms: "
                    "the order in which a scheduler serves it, and how it shares out the CPUs, "
                    "decide how long jobs take.</p><p>The histograms below show arrivals, "
                    "durations and GPU demand.</p>")
                     .arg(c.size())
                     .arg(c.rackCount())
                     .arg(c.totalGpus())
                     .arg(c.totalCpus())
                     .arg(number(c.totalGpus() > 0 ? c.totalCpus() / c.totalGpus() : 0))
                     .arg(jobs.size())
                     .arg(kSeed)
                     .arg(byClass[static_cast<std::size_t>(ModelClass::Image)])
                     .arg(byClass[static_cast<std::size_t>(ModelClass::Language)])
                     .arg(byClass[static_cast<std::size_t>(ModelClass::Speech)]));
         }},
        {tr("Comparing the schedulers"),
         [this] {
             startComparison();
         }},
        {tr("A placement decision"),
         [this] {
             replay(QStringLiteral("fifo"), [this](const RunRecord& r) { explainPlacement(r); });
         }},
        {tr("Fungible allocation"),
         [this] {
             replay(QStringLiteral("fifo+tune"),
                    [this](const RunRecord& r) { explainFungible(r); });
         }},
        {tr("A preemption"),
         [this] {
             replay(QStringLiteral("srtf"), [this](const RunRecord& r) { explainPreemption(r); });
         }},
        {tr("MAIFS's agents"),
         [this] {
             replay(QStringLiteral("maifs"), [this](const RunRecord& r) { explainAgents(r); });
         }},
        {tr("Your turn"),
         [this] {
             window_.showView(MainWindow::View::WhatIf);
             say(tr("<p>Ask your own questions:</p><ul>"
                    "<li><b>What-if</b> (this tab): add or remove nodes, swap the GPU model, "
                    "speed up arrivals, and compare before and after side by side.</li>"
                    "<li><b>Cluster</b> and <b>Jobs</b>: edit the scenario (Ctrl+Z undoes); "
                    "Simulate &gt; Compare All Schedulers runs them again.</li>"
                    "<li><b>Replay</b>: step through any run; Simulate &gt; Live Run steps a "
                    "simulation as it happens.</li>"
                    "<li><b>Train</b> &gt; Train MAIFS trains a policy of your own on the open "
                    "scenario.</li></ul><p>Help &gt; User Guide (F1) explains every view.</p>"));
         }},
    };
}

QString GuidedTour::title() const {
    return heading_->text();
}

QString GuidedTour::text() const {
    return body_->toPlainText();
}

bool GuidedTour::ready() const {
    return !waiting_;
}

void GuidedTour::goTo(int step) {
    if (step < 0 || step >= stepCount())
        return;
    step_ = step;
    ++generation_;
    waiting_ = false;
    heading_->setText(steps_[static_cast<std::size_t>(step)].title);
    counter_->setText(tr("Step %1 of %2").arg(step + 1).arg(stepCount()));
    back_->setEnabled(step > 0);
    next_->setEnabled(step + 1 < stepCount());
    steps_[static_cast<std::size_t>(step)].enter();
    emit stepShown(step);
}

void GuidedTour::say(const QString& html) {
    body_->setHtml(html);
}

void GuidedTour::setWaiting(bool waiting) {
    waiting_ = waiting;
    next_->setEnabled(!waiting && step_ + 1 < stepCount());
}

void GuidedTour::startComparison() {
    // The standard comparison (every baseline and MAIFS, three seeds) plus FIFO with Synergy's
    // TUNE, whose fungible allocation step 5 explains.
    std::vector<std::string> schedulers = window_.comparedSchedulers();
    schedulers.push_back("fifo+tune");
    if (window_.workspace().runsPending() == 0)
        window_.startRuns(schedulers, {kSeed, kSeed + 1, kSeed + 2});
    window_.showView(MainWindow::View::Comparison);
    say(tr("<p>Every scheduler now runs on the demo with seeds %1, %2 and %3: three different "
           "workloads, the same three for every scheduler. The Run Queue below shows them; this "
           "takes a few seconds.</p>")
            .arg(kSeed)
            .arg(kSeed + 1)
            .arg(kSeed + 2));
    setWaiting(true);
    if (window_.workspace().runsPending() == 0)
        describeComparison();
}

void GuidedTour::describeComparison() {
    setWaiting(false);
    const ComparisonModel& m = *window_.workspace().comparison();
    int best = -1, worst = -1, fifo = -1, tune = -1;
    for (int row = 0; row < m.rowCount(); ++row) {
        const double jct = m.stat(row, ComparisonModel::MeanJct).first;
        if (!std::isfinite(jct))
            continue;
        if (best < 0 || jct < m.stat(best, ComparisonModel::MeanJct).first)
            best = row;
        if (worst < 0 || jct > m.stat(worst, ComparisonModel::MeanJct).first)
            worst = row;
        if (m.schedulerAt(row) == QLatin1String("fifo"))
            fifo = row;
        if (m.schedulerAt(row) == QLatin1String("fifo+tune"))
            tune = row;
    }
    if (best < 0) {
        say(tr("<p>No run finished: the comparison has nothing to show.</p>"));
        return;
    }
    const auto hours = [&m](int row) {
        return QString::number(m.stat(row, ComparisonModel::MeanJct).first, 'f', 2);
    };
    QString html =
        tr("<p>The table and the chart show each scheduler's job completion time (JCT: from "
           "submission to finish), averaged over the three seeds; the whiskers are the spread "
           "between seeds. Click a column header to sort.</p><p>Shortest mean JCT: <b>%1</b> "
           "(%2 h); longest: <b>%3</b> (%4 h).")
            .arg(m.schedulerAt(best), hours(best), m.schedulerAt(worst), hours(worst));
    if (fifo >= 0 && tune >= 0)
        html += tr(" FIFO with Synergy's fungible allocation (fifo+tune) takes %1 h against plain "
                   "FIFO's %2 h: same order, other CPU shares.")
                    .arg(hours(tune), hours(fifo));
    html += tr("</p><p>The JCT CDF tab shows every job; the third tab, the cluster's use and "
               "queue over time. Three seeds are few: the What-if tab and the command line's "
               "<tt>maifs compare</tt> give intervals over more.</p>");
    say(html);
}

void GuidedTour::replay(const QString& scheduler, std::function<void(const RunRecord&)> then) {
    ReplayView* view = window_.replayView();
    window_.showView(MainWindow::View::Replay);
    const int index = view->runOf(scheduler, kSeed);
    if (index < 0) {
        say(tr("<p>There is no %1 run of seed %2 to show: go back to the comparison step and "
               "let it finish (this build may also lack the scheduler).</p>")
                .arg(scheduler.toHtmlEscaped())
                .arg(kSeed));
        return;
    }
    say(tr("<p>Opening the %1 run of seed %2 in the replay…</p>")
            .arg(scheduler.toHtmlEscaped())
            .arg(kSeed));
    setWaiting(true);
    const int generation = generation_;
    auto connection = std::make_shared<QMetaObject::Connection>();
    *connection = connect(view, &ReplayView::runShown, this,
                          [this, view, generation, connection, then = std::move(then)] {
                              disconnect(*connection);
                              if (generation != generation_)
                                  return;
                              setWaiting(false);
                              if (const auto run = view->shownRun())
                                  then(*run);
                          });
    view->selectRun(index);
}

QString GuidedTour::jobName(const RunRecord& run, int job) const {
    const Job& j = run.jobs[static_cast<std::size_t>(job)].job;
    QString cls;
    if (const auto it = window_.workspace().session().scenario().speed.zoo.find(j.model);
        it != window_.workspace().session().scenario().speed.zoo.end())
        cls = SimulatorWords::modelClass(it->second.modelClass);
    return tr("%1 (%2, %3 GPU(s), %4 model)")
        .arg(QString::fromStdString(j.id), QString::fromStdString(j.model))
        .arg(j.gpus)
        .arg(cls);
}

void GuidedTour::explainPlacement(const RunRecord& run) {
    const auto moment = firstNodeChoice(run);
    if (!moment) {
        say(tr("<p>This run never chose between nodes.</p>"));
        return;
    }
    const DecisionRecord& d = run.decisions[moment->decision];
    ReplayView* view = window_.replayView();
    view->jumpTo(d.time);
    view->focusJob(moment->job);
    view->inspector()->showPage(DecisionInspector::Page::Candidates);
    QString where;
    for (const ActionRecord& a : d.actions)
        if (a.job == moment->job && a.accepted && !a.allocation.empty())
            where = QString::fromStdString(
                run.cluster.nodes()[static_cast<std::size_t>(a.allocation.shares.front().node)].id);
    say(tr("<p>At %1 job %2 is waiting, and more than one node could take it.</p><p>FIFO takes "
           "jobs in arrival order and, for each, scores every node that can hold it: the "
           "inspector lists the candidates best first, each score taken apart into its terms "
           "(here the GPUs a node would have left free: packing jobs tightly keeps whole nodes "
           "free for big jobs). Nodes that cannot hold the job are counted under the filter "
           "they fail. It starts on <b>%3</b>, outlined on the map.</p><p>Press Right and Left "
           "to step between decisions (the map keeps the keys after a click); click a GPU to "
           "follow its job.</p>")
            .arg(preferences::formatTimeWithUnit(d.time), jobName(run, moment->job),
                 where.toHtmlEscaped()));
}

void GuidedTour::explainFungible(const RunRecord& run) {
    const auto more = firstAction(run, [](const ActionRecord& a, const JobRecord& j) {
        return a.kind == ActionRecord::Kind::Start && a.allocation.cpus() > j.job.cpus + 1e-9;
    });
    const auto less = firstAction(run, [](const ActionRecord& a, const JobRecord& j) {
        return a.kind == ActionRecord::Kind::Start && a.allocation.cpus() < j.job.cpus - 1e-9;
    });
    if (!more) {
        say(tr("<p>No job of this run got more CPUs than it asked for.</p>"));
        return;
    }
    const auto cpusGiven = [&run](const TourMoment& m) {
        for (const ActionRecord& a : run.decisions[m.decision].actions)
            if (a.job == m.job && a.accepted)
                return a.allocation.cpus();
        return 0.0;
    };
    const JobRecord& job = run.jobs[static_cast<std::size_t>(more->job)];
    ReplayView* view = window_.replayView();
    view->jumpTo(run.decisions[more->decision].time);
    view->focusJob(more->job);
    view->inspector()->showPage(DecisionInspector::Page::Actions);
    QString html =
        tr("<p>Same order as FIFO, other shares: FIFO+TUNE (Synergy's fungible allocation) "
           "gives a job the CPUs and memory at which its measured speed peaks, as far as the "
           "node has them to spare, rather than a share proportional to its GPUs.</p><p>At %1 "
           "job %2 asked for <b>%3 CPUs</b> and got <b>%4</b>: image models read and decode "
           "data on the CPUs, so this one runs faster with more.")
            .arg(preferences::formatTimeWithUnit(run.decisions[more->decision].time),
                 jobName(run, more->job), number(job.job.cpus), number(cpusGiven(*more)));
    if (less) {
        const JobRecord& other = run.jobs[static_cast<std::size_t>(less->job)];
        html += tr(" Job %1 got %2 of the %3 CPUs it asked for: it barely runs faster with more, "
                   "so they go to jobs that use them.")
                    .arg(jobName(run, less->job), number(cpusGiven(*less)), number(other.job.cpus));
    }
    html += tr("</p><p>The Actions page of the inspector shows each start with its CPUs and "
               "memory; the Model tab, each model's speed at each CPU and memory level.</p>");
    say(html);
}

void GuidedTour::explainPreemption(const RunRecord& run) {
    const auto moment = firstAction(run, [](const ActionRecord& a, const JobRecord&) {
        return a.kind == ActionRecord::Kind::Preempt;
    });
    if (!moment) {
        say(tr("<p>No job was preempted in this run.</p>"));
        return;
    }
    const DecisionRecord& d = run.decisions[moment->decision];
    int started = -1;
    for (const ActionRecord& a : d.actions)
        if (a.kind == ActionRecord::Kind::Start && a.accepted) {
            started = a.job;
            break;
        }
    int preemptions = 0;
    for (const JobRecord& j : run.jobs)
        preemptions += j.preemptions;
    ReplayView* view = window_.replayView();
    view->jumpTo(d.time);
    view->focusJob(moment->job);
    view->inspector()->showPage(DecisionInspector::Page::Actions);
    QString html = tr("<p>SRTF (shortest remaining time first) always runs the jobs closest to "
                      "finishing. At %1 it preempts job %2: ")
                       .arg(preferences::formatTimeWithUnit(d.time), jobName(run, moment->job));
    html += started >= 0
                ? tr("job %1 has less work left and takes its GPUs.").arg(jobName(run, started))
                : tr("jobs with less work left take its GPUs.");
    html += tr(" The preempted job goes back to the queue and later resumes from its last "
               "checkpoint, losing %1 s of progress (the scenario's restart cost).</p><p>This "
               "run preempted %2 times. In the Gantt chart below, the job's bar is broken where "
               "it waited. Short jobs finish sooner; long ones pay, which the p95 JCT shows.</p>")
                .arg(number(window_.workspace().session().scenario().engine.restartCostS))
                .arg(preemptions);
    say(html);
}

void GuidedTour::explainAgents(const RunRecord& run) {
    const auto moment = firstAgentConflict(run);
    ReplayView* view = window_.replayView();
    view->setShowGraph(true);
    view->inspector()->showPage(DecisionInspector::Page::Agents);
    QString html = tr("<p>MAIFS makes every node an agent. In each micro-round of a decision, "
                      "each agent picks one waiting job with a CPU level and a memory level for "
                      "it, or nothing; the inspector's Agents page lists each agent's likeliest "
                      "actions and their probabilities. The lines on the map are the "
                      "coordination graph: whom each agent attends to, thicker and darker for "
                      "stronger weights.</p><p>When several agents pick the same job, the most "
                      "confident one (the highest probability) gets it and the others lose the "
                      "round: a <i>conflict</i>. A job needing more GPUs than one node has is "
                      "assembled from several agents' shares.</p>");
    if (moment) {
        const DecisionRecord& d = run.decisions[moment->decision];
        const auto lost = std::count_if(d.agents.begin(), d.agents.end(),
                                        [](const AgentRecord& a) { return a.conflict; });
        view->jumpTo(d.time);
        if (moment->job >= 0)
            view->focusJob(moment->job);
        html += tr("<p>At %1, %2 agent decisions were made; %3 of them lost a conflict")
                    .arg(preferences::formatTimeWithUnit(d.time))
                    .arg(d.agents.size())
                    .arg(lost);
        if (moment->job >= 0)
            html += tr(", over job %1").arg(jobName(run, moment->job));
        html += QStringLiteral(".</p>");
        double lo = 1, hi = 0;
        for (const AgentRecord& a : d.agents)
            for (const auto& [node, weight] : a.edges) {
                lo = std::min(lo, weight);
                hi = std::max(hi, weight);
            }
        // Said plainly when the learnt attention singles nobody out (docs/maifs.md measures it).
        if (hi >= lo && hi - lo < 0.01)
            html += tr("<p>Here every edge weighs the same (%1): this policy's attention is "
                       "uniform at this decision, so the graph singles out no neighbour.</p>")
                        .arg(number(hi));
    }
    say(html);
}

} // namespace maifs::ui
