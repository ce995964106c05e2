#include "ui/replay/decision_inspector.h"

#include "ui/common/preferences.h"
#include "ui/common/simulator_words.h"
#include "ui/replay/candidate_table_model.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QSignalBlocker>
#include <QTabWidget>
#include <QTableView>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace maifs::ui {

namespace {

QString jobId(const RunRecord& run, int job) {
    return SimulatorWords::jobId(run, job);
}

QString nodeId(const RunRecord& run, int node) {
    return SimulatorWords::nodeId(run, node);
}

const JobDecision* verdictIn(const DecisionRecord& d, int job) {
    for (const auto& jd : d.jobs)
        if (jd.job == job)
            return &jd;
    return nullptr;
}

} // namespace

DecisionInspector::DecisionInspector(QWidget* parent)
    : QWidget(parent)
    , title_(new QLabel(this))
    , jobs_(new QListWidget(this))
    , verdict_(new QComboBox(this))
    , reason_(new QLineEdit(this))
    , candidates_(new CandidateTableModel(this))
    , filter_(new CandidateFilter(this))
    , table_(new QTableView(this))
    , filterCounts_(new QLabel(this))
    , actions_(new QListWidget(this))
    , agents_(new QTreeWidget(this))
    , historyTitle_(new QLabel(this))
    , history_(new QTreeWidget(this)) {
    title_->setWordWrap(true);
    filterCounts_->setWordWrap(true);
    verdict_->addItem(tr("all candidates"), static_cast<int>(CandidateFilter::Verdict::Any));
    verdict_->addItem(tr("passed the filters"), static_cast<int>(CandidateFilter::Verdict::Passed));
    verdict_->addItem(tr("failed a filter"), static_cast<int>(CandidateFilter::Verdict::Failed));
    reason_->setPlaceholderText(tr("reason contains"));
    reason_->setClearButtonEnabled(true);
    filter_->setSourceModel(candidates_);
    table_->setModel(filter_);
    table_->setSortingEnabled(true);
    table_->sortByColumn(CandidateTableModel::Rank, Qt::AscendingOrder);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setSelectionMode(QAbstractItemView::SingleSelection);
    table_->horizontalHeader()->setStretchLastSection(true);
    table_->verticalHeader()->hide();
    agents_->setHeaderLabels({tr("Round"), tr("Agent"), tr("Feasible"), tr("Chose"), tr("p"),
                              tr("Value"), tr("Conflict"), tr("Strongest edges")});
    agents_->setRootIsDecorated(true);
    history_->setHeaderLabels(
        {tr("Time (%1)").arg(preferences::timeUnitSymbol()), tr("After"), tr("What happened")});
    history_->setRootIsDecorated(false);
    historyTitle_->setWordWrap(true);

    auto* candidatesPage = new QWidget(this);
    auto* filterRow = new QHBoxLayout;
    filterRow->addWidget(verdict_);
    filterRow->addWidget(reason_, 1);
    auto* cl = new QVBoxLayout(candidatesPage);
    cl->addLayout(filterRow);
    cl->addWidget(table_, 1);
    cl->addWidget(filterCounts_);
    auto* historyPage = new QWidget(this);
    auto* hl = new QVBoxLayout(historyPage);
    hl->addWidget(historyTitle_);
    hl->addWidget(history_, 1);
    auto* tabs = pages_ = new QTabWidget(this);
    tabs->addTab(candidatesPage, tr("Candidates"));
    tabs->addTab(actions_, tr("Actions"));
    // The rule that settles the agents' choices, stated where their choices are listed.
    auto* agentsPage = new QWidget(this);
    auto* al = new QVBoxLayout(agentsPage);
    auto* rule = new QLabel(
        tr("Each agent (a node) picks one job of the window with a CPU and a memory level, or "
           "waits. Agents are served in order of confidence, the probability of their choice "
           "highest first (among near-equals: faster GPUs, then fewer jobs, then the fuller "
           "node): an agent gets its job when the job still lacks GPUs and its node can "
           "give them; otherwise it <i>lost</i> it (a conflict) and chooses again among the jobs "
           "left, by its own probabilities. A job larger than a node starts once the shares "
           "claimed for it add up; shares that never do are released."),
        agentsPage);
    rule->setObjectName(QStringLiteral("conflictRule"));
    rule->setWordWrap(true);
    al->setContentsMargins(0, 0, 0, 0);
    al->addWidget(rule);
    al->addWidget(agents_, 1);
    tabs->addTab(agentsPage, tr("Agents"));
    tabs->addTab(historyPage, tr("Job history"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(title_);
    layout->addWidget(jobs_, 1);
    layout->addWidget(tabs, 3);

    connect(jobs_, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row < 0)
            return;
        selectJob(jobs_->item(row)->data(Qt::UserRole).toInt());
    });
    connect(verdict_, &QComboBox::currentIndexChanged, this, [this] {
        filter_->setVerdict(static_cast<CandidateFilter::Verdict>(verdict_->currentData().toInt()));
    });
    connect(reason_, &QLineEdit::textChanged, filter_, &CandidateFilter::setFilterFixedString);
    connect(table_->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex& current) {
                if (const CandidateRecord* c =
                        candidates_->candidate(filter_->mapToSource(current).row()))
                    emit nodesHighlighted(c->nodes);
            });
    connect(agents_, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem* item) {
        // An agent's row lights its node and the nodes it is most strongly tied to.
        while (item && item->parent())
            item = item->parent();
        if (!item || !run_ || decision_ >= run_->decisions.size())
            return;
        const auto& agents = run_->decisions[decision_].agents;
        const int a = item->data(0, Qt::UserRole).toInt();
        if (a < 0 || a >= static_cast<int>(agents.size()))
            return;
        std::vector<int> nodes{agents[static_cast<std::size_t>(a)].node};
        for (const auto& [node, weight] : agents[static_cast<std::size_t>(a)].edges)
            nodes.push_back(node);
        emit nodesHighlighted(nodes);
    });
    connect(history_, &QTreeWidget::itemDoubleClicked, this, [this](QTreeWidgetItem* item) {
        emit timeRequested(item->data(0, Qt::UserRole).toDouble());
    });
    showDecision(decision_);
}

void DecisionInspector::followJob(int job) {
    followed_ = job;
    if (job >= 0 && job != job_)
        selectJob(job);
}

void DecisionInspector::showPage(Page page) {
    pages_->setCurrentIndex(static_cast<int>(page));
}

void DecisionInspector::setRun(std::shared_ptr<const RunRecord> run,
                               std::shared_ptr<const DecisionIndex> index) {
    run_ = std::move(run);
    index_ = std::move(index);
    job_ = -1;
    followed_ = -1;
    decision_ = static_cast<std::size_t>(-1);
    showDecision(decision_);
}

std::vector<int> DecisionInspector::nodesTaken(int job) const {
    std::vector<int> nodes;
    if (!run_ || decision_ >= run_->decisions.size())
        return nodes;
    for (const auto& a : run_->decisions[decision_].actions)
        if (a.job == job && a.accepted && a.kind == ActionRecord::Kind::Start)
            for (const auto& s : a.allocation.shares)
                nodes.push_back(s.node);
    return nodes;
}

namespace {

QString keyWords(const OrderKey& key) {
    switch (key.kind) {
    case OrderKey::Kind::Rank:
        break;
    case OrderKey::Kind::Arrival:
        return DecisionInspector::tr("arrived at %1")
            .arg(preferences::formatTimeWithUnit(key.value));
    case OrderKey::Kind::ExpectedDuration:
        return DecisionInspector::tr("expected to run %1")
            .arg(preferences::formatTimeWithUnit(key.value));
    case OrderKey::Kind::Remaining:
        return DecisionInspector::tr("%1 left to run")
            .arg(preferences::formatTimeWithUnit(key.value));
    case OrderKey::Kind::Attained:
        return DecisionInspector::tr("%1 GPU-%2 of service so far")
            .arg(preferences::formatTime(key.value), preferences::timeUnitSymbol());
    case OrderKey::Kind::TiresiasQueue:
        return DecisionInspector::tr("queue %1, arrived at %2")
            .arg(key.tiresiasQueue())
            .arg(preferences::formatTimeWithUnit(key.tiresiasSubmit()));
    case OrderKey::Kind::NegativeRho:
        return DecisionInspector::tr("finish-time fairness estimate %1").arg(-key.value, 0, 'f', 2);
    }
    return DecisionInspector::tr("rank %1").arg(key.value, 0, 'g', 6);
}

} // namespace

QString DecisionInspector::verdictWords(const JobDecision& d, const RunRecord& run) {
    const QString outcome = SimulatorWords::outcome(d.outcome, d, run);
    return d.key ? tr("%1: %2").arg(keyWords(*d.key), outcome) : outcome;
}

QString DecisionInspector::triggerWords(const std::string& trigger) {
    if (trigger == "arrival")
        return tr("an arrival");
    if (trigger == "finish")
        return tr("a finish");
    if (trigger == "round")
        return tr("a scheduling round");
    if (trigger == "cluster")
        return tr("a change to the cluster");
    return QString::fromStdString(trigger);
}

QString DecisionInspector::actionText(const AgentAction& action, const RunRecord& run) {
    if (action.job < 0)
        return tr("wait (take no job)");
    switch (action.op) {
    case AgentAction::Op::Preempt:
        return tr("preempt %1").arg(jobId(run, action.job));
    case AgentAction::Op::Grow:
        return tr("grow %1's CPUs and memory here to its best case").arg(jobId(run, action.job));
    case AgentAction::Op::Shrink:
        return tr("shrink %1's CPUs and memory here to its floor").arg(jobId(run, action.job));
    case AgentAction::Op::Start:
        break;
    }
    return tr("start %1 with CPUs at %2 and memory at %3")
        .arg(jobId(run, action.job), SimulatorWords::level(action.cpus),
             SimulatorWords::level(action.mem));
}

void DecisionInspector::showDecision(std::size_t decision) {
    decision_ = decision;
    actions_->clear();
    agents_->clear();
    {
        const QSignalBlocker block(jobs_);
        jobs_->clear();
    }
    if (!run_ || decision_ >= run_->decisions.size()) {
        title_->setText(run_ ? tr("Before the first decision.") : tr("No run chosen."));
        showJob();
        return;
    }
    const RunRecord& run = *run_;
    const DecisionRecord& d = run.decisions[decision_];
    QString title = tr("Decision %1 of %2 at %3 %4, after %5: %6 job(s) judged, %7 action(s)")
                        .arg(decision_ + 1)
                        .arg(run.decisions.size())
                        .arg(preferences::formatTime(d.time, 3), preferences::timeUnitSymbol(),
                             triggerWords(d.trigger))
                        .arg(d.jobs.size())
                        .arg(d.actions.size());
    if (d.waitingNotListed > 0)
        title += tr("; %1 more waiting jobs not itemised").arg(d.waitingNotListed);
    title_->setText(title);
    int keep = -1;
    {
        const QSignalBlocker block(jobs_);
        for (const auto& jd : d.jobs) {
            auto* item = new QListWidgetItem(
                QStringLiteral("%1: %2").arg(jobId(run, jd.job), verdictWords(jd, run)), jobs_);
            item->setData(Qt::UserRole, jd.job);
            item->setToolTip(item->text());
            if (jd.job == job_)
                keep = jobs_->count() - 1;
        }
    }
    for (const auto& a : d.actions) {
        auto* item = new QListWidgetItem(SimulatorWords::action(a, run), actions_);
        if (!a.accepted)
            item->setForeground(Qt::red);
    }
    for (std::size_t i = 0; i < d.agents.size(); ++i) {
        const AgentRecord& a = d.agents[i];
        QStringList edges;
        for (const auto& [node, weight] : a.edges)
            edges << QStringLiteral("%1 %2").arg(nodeId(run, node)).arg(weight, 0, 'f', 2);
        auto* item = new QTreeWidgetItem(
            agents_,
            {QString::number(a.round), nodeId(run, a.node), QString::number(a.feasibleActions),
             actionText(a.chosen, run), QString::number(a.chosenProbability, 'f', 3),
             a.valued ? QString::number(a.value, 'g', 4) : tr("n/a"),
             a.conflict ? tr("lost") : QString(), edges.join(QStringLiteral(", "))});
        item->setData(0, Qt::UserRole, static_cast<int>(i));
        for (const auto& [action, p] : a.topActions)
            new QTreeWidgetItem(item, {QString(), QString(), QString(), actionText(action, run),
                                       QString::number(p, 'f', 3)});
    }
    if (followed_ >= 0) {
        job_ = followed_; // its row when this decision judges it, else its latest verdict
        const QSignalBlocker block(jobs_);
        jobs_->setCurrentRow(keep);
    } else if (keep >= 0 || jobs_->count() > 0) {
        const int row = keep >= 0 ? keep : 0;
        const QSignalBlocker block(jobs_);
        jobs_->setCurrentRow(row);
        if (keep < 0)
            job_ = jobs_->item(row)->data(Qt::UserRole).toInt();
    }
    showJob();
}

void DecisionInspector::selectJob(int job) {
    const bool changed = job != job_;
    job_ = job;
    {
        const QSignalBlocker block(jobs_);
        jobs_->setCurrentRow(-1);
        for (int r = 0; r < jobs_->count(); ++r)
            if (jobs_->item(r)->data(Qt::UserRole).toInt() == job)
                jobs_->setCurrentRow(r);
    }
    showJob();
    if (changed)
        emit jobSelected(job);
}

void DecisionInspector::showJob() {
    // The unit may have changed since (Edit > Preferences).
    history_->setHeaderLabels(
        {tr("Time (%1)").arg(preferences::timeUnitSymbol()), tr("After"), tr("What happened")});
    const JobDecision* verdict = nullptr;
    bool here = false;
    if (run_ && index_ && job_ >= 0 && decision_ < run_->decisions.size()) {
        verdict = verdictIn(run_->decisions[decision_], job_);
        here = verdict != nullptr;
        if (!verdict)
            verdict = index_->latestVerdict(job_, decision_);
    }
    const std::vector<int> taken = here ? nodesTaken(job_) : std::vector<int>{};
    candidates_->setDecision(run_, verdict, taken);
    table_->resizeColumnsToContents();
    QStringList failing;
    if (verdict)
        for (const auto& [reason, count] : verdict->filterCounts)
            failing << tr("%1 node(s): %2").arg(count).arg(SimulatorWords::filter(reason));
    QString counts =
        failing.isEmpty() ? QString() : tr("Nodes failing a filter: %1").arg(failing.join("; "));
    if (verdict && !here)
        counts.prepend(tr("Not judged in this decision; its latest verdict before it. "));
    if (!verdict && job_ >= 0 && run_)
        counts = tr("%1 has no verdict up to this decision.").arg(jobId(*run_, job_));
    filterCounts_->setText(counts);
    if (!taken.empty())
        emit nodesHighlighted(taken);
    showHistory();
}

void DecisionInspector::showHistory() {
    history_->clear();
    if (!run_ || !index_ || job_ < 0) {
        historyTitle_->setText(tr("Choose a job (in the list above, or a GPU on the map)."));
        return;
    }
    const RunRecord& run = *run_;
    const QString id = jobId(run, job_);
    const JobRecord& rec = run.jobs[static_cast<std::size_t>(job_)];
    const QString unit = preferences::timeUnitSymbol();
    historyTitle_->setText(tr("%1: submitted at %2 %3, %4 GPU(s); %5")
                               .arg(id, preferences::formatTime(rec.job.submit, 3), unit)
                               .arg(rec.job.gpus)
                               .arg(rec.finished()
                                        ? tr("finished at %1 %2, JCT %3 %2, preempted %4 time(s)")
                                              .arg(preferences::formatTime(rec.finish, 3), unit,
                                                   preferences::formatTime(rec.jct(), 3))
                                              .arg(rec.preemptions)
                                        : tr("did not finish")));
    QTreeWidgetItem* current = nullptr;
    for (std::size_t di : index_->about(job_)) {
        const DecisionRecord& d = run.decisions[di];
        QStringList what;
        if (const JobDecision* jd = verdictIn(d, job_))
            what << verdictWords(*jd, run);
        for (const auto& a : d.actions)
            if (a.job == job_)
                what << SimulatorWords::action(a, run);
        for (const auto& a : d.agents)
            if (a.chosen.job == job_)
                what << tr("agent %1 (round %2) chose %3 with p = %4")
                            .arg(nodeId(run, a.node))
                            .arg(a.round)
                            .arg(actionText(a.chosen, run))
                            .arg(a.chosenProbability, 0, 'f', 3);
        auto* item = new QTreeWidgetItem(history_, {preferences::formatTime(d.time, 3),
                                                    triggerWords(d.trigger),
                                                    what.join(QStringLiteral("; "))});
        item->setData(0, Qt::UserRole, d.time);
        item->setToolTip(2, item->text(2));
        if (decision_ != static_cast<std::size_t>(-1) && di <= decision_)
            current = item;
    }
    if (current) {
        for (int c = 0; c < history_->columnCount(); ++c) {
            QFont f = current->font(c);
            f.setBold(true);
            current->setFont(c, f);
        }
        history_->scrollToItem(current);
    }
    history_->resizeColumnToContents(0);
    history_->resizeColumnToContents(1);
}

} // namespace maifs::ui
