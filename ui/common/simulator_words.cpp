#include "ui/common/simulator_words.h"

#include <cmath>

#include <QStringList>

namespace maifs::ui {

namespace {

using Code = OutcomeClause::Code;

QString number(double v) {
    return QString::number(v, 'g', 6);
}

long long count(double v) {
    return std::llround(v);
}

QString nodeAt(const OutcomeClause& c, const RunRecord& run, std::size_t i) {
    return i < c.nodes.size() ? SimulatorWords::nodeId(run, c.nodes[i]) : QStringLiteral("?");
}

QString slotList(const OutcomeClause& c, std::size_t from) {
    QStringList s;
    for (std::size_t i = from; i < c.args.size(); ++i)
        s << QString::number(count(c.args[i]));
    return s.join(QLatin1Char(','));
}

AgentAction::Level levelAt(const OutcomeClause& c, std::size_t i) {
    return static_cast<AgentAction::Level>(count(c.arg(i)));
}

// An agent's share from args[from] on: GPUs, CPUs and their level, GB and its level.
QString agentShare(const OutcomeClause& c, std::size_t from) {
    return SimulatorWords::tr("%1 GPU(s), %2 CPUs (%3), %4 GB (%5)")
        .arg(count(c.arg(from)))
        .arg(number(c.arg(from + 1)), SimulatorWords::level(levelAt(c, from + 2)),
             number(c.arg(from + 3)), SimulatorWords::level(levelAt(c, from + 4)));
}

QString gpusNeeded(const OutcomeClause& c) {
    return c.arg(1) != 0
               ? SimulatorWords::tr("%1 milli-GPU").arg(number(c.arg(0)))
               : SimulatorWords::tr("%n GPU(s)", nullptr, static_cast<int>(count(c.arg(0))));
}

QString shareWords(const NodeShare& s) {
    return s.gpuMilli < 1000 ? SimulatorWords::tr("%1 milli-GPU, %2 CPUs, %3 GB")
                                   .arg(number(s.gpuMilli), number(s.cpus), number(s.memGb))
                             : SimulatorWords::tr("%n GPU(s), %1 CPUs, %2 GB", nullptr, s.gpus)
                                   .arg(number(s.cpus), number(s.memGb));
}

} // namespace

QString SimulatorWords::jobId(const RunRecord& run, int job) {
    return job >= 0 && job < static_cast<int>(run.jobs.size())
               ? QString::fromStdString(run.jobs[static_cast<std::size_t>(job)].job.id)
               : QStringLiteral("?");
}

QString SimulatorWords::nodeId(const RunRecord& run, int node) {
    return node >= 0 && node < run.cluster.size()
               ? QString::fromStdString(run.cluster.node(node).id)
               : QStringLiteral("?");
}

QString SimulatorWords::modelClass(ModelClass c) {
    switch (c) {
    case ModelClass::Image:
        return tr("image");
    case ModelClass::Language:
        return tr("language");
    case ModelClass::Speech:
        return tr("speech");
    case ModelClass::Other:
        return tr("other");
    }
    return {};
}

QString SimulatorWords::level(AgentAction::Level level) {
    switch (level) {
    case AgentAction::Level::Cheapest:
        return tr("the cheapest level");
    case AgentAction::Level::Request:
        return tr("its request");
    case AgentAction::Level::BestCase:
        return tr("its best case");
    }
    return {};
}

QString SimulatorWords::filter(FilterReason reason) {
    switch (reason) {
    case FilterReason::NodeDown:
        return tr("node down");
    case FilterReason::NoGpus:
        return tr("no GPUs");
    case FilterReason::GpuSpec:
        return tr("GPU model not in the job's gpu_spec");
    case FilterReason::NoFractionalRoom:
        return tr("no GPU with enough free milli-GPU");
    case FilterReason::TooFewGpus:
        return tr("too few free GPUs");
    case FilterReason::Cpu:
        return tr("not enough free CPUs");
    case FilterReason::Memory:
        return tr("not enough free memory");
    case FilterReason::LostConflictNotItemised:
        return tr("agents that lost it to a conflict, not itemised");
    }
    return {};
}

QString SimulatorWords::clause(const OutcomeClause& c, const JobDecision& d, const RunRecord& run) {
    switch (c.code) {
    case Code::Affinity:
        return tr("beside its peers (affinity): ");
    case Code::BestFit:
        return tr("no peers running, best fit: ");
    case Code::PackingScore:
        return tr("best packing score %1: ").arg(number(c.arg(0)));
    case Code::Tenant:
        return tr("tenant %1, dominant share %2: ")
            .arg(c.name.empty() ? tr("(none)") : QString::fromStdString(c.name), number(c.arg(0)));
    case Code::IdleClusterGuard:
        return tr("idle-cluster guard (the policy started nothing on an idle cluster): ");
    case Code::Started: {
        QStringList where;
        for (int n : c.nodes)
            where << nodeId(run, n);
        const QString gpus = c.arg(1) != 0
                                 ? tr("%1 milli-GPU").arg(number(c.arg(0)))
                                 : tr("%n GPU(s)", nullptr, static_cast<int>(count(c.arg(0))));
        return tr("started on %1: %2, %3 CPUs, %4 GB")
            .arg(where.join(QLatin1Char('+')), gpus, number(c.arg(2)), number(c.arg(3)));
    }
    case Code::StartedOnNode:
        return tr("started on %1: %2 CPUs, %3 GB")
            .arg(nodeAt(c, run, 0), number(c.arg(0)), number(c.arg(1)));
    case Code::GpusShort:
        return tr("needs %n GPU(s); %1 free in the whole cluster", nullptr,
                  static_cast<int>(count(c.arg(0))))
            .arg(count(c.arg(1)));
    case Code::NoNodeFits: {
        QString s =
            tr("needs %1: none of the %2 nodes fits").arg(gpusNeeded(c)).arg(count(c.arg(2)));
        for (const auto& [reason, n] : d.filterCounts)
            s += tr("; %1: %2").arg(filter(reason)).arg(n);
        return s + tr("; %1 GPUs free in total").arg(count(c.arg(3)));
    }
    case Code::PeersShrunk:
        return tr("started on %1 at the proportional share after shrinking %2 over-allocated "
                  "peer(s)")
            .arg(nodeAt(c, run, 0))
            .arg(count(c.arg(0)));
    case Code::Unsliced:
        return tr("no longer time-sliced: moved from %1 (GPUs %2) to %3")
            .arg(nodeAt(c, run, 0), slotList(c, 0), nodeAt(c, run, 1));
    case Code::TimeSliced:
        return tr("oversubscribed: time-sliced %1 ways on %2 (GPUs %3), %4 milli-GPU each")
            .arg(count(c.arg(0)))
            .arg(nodeAt(c, run, 0), slotList(c, 2))
            .arg(count(c.arg(1)));
    case Code::NoTimeSliceRoom:
        return tr("no time-slice group with room");
    case Code::Resized: {
        const auto cause = static_cast<OutcomeClause::ResizeCause>(count(c.arg(0)));
        return (cause == OutcomeClause::ResizeCause::OptLp
                    ? tr("re-sized by the OPT LP at the round: %1 -> %2 CPUs, %3 -> %4 GB")
                    : tr("re-sized at the round, its best case free again: %1 -> %2 CPUs, "
                         "%3 -> %4 GB"))
            .arg(number(c.arg(1)), number(c.arg(2)), number(c.arg(3)), number(c.arg(4)));
    }
    case Code::BestCaseSizing:
        return tr("(at its best-case CPU / memory)");
    case Code::BestCaseDidNotFit:
        return tr("(its best case did not fit: proportional share)");
    case Code::Preempts:
        return tr("preempts %1").arg(jobId(run, static_cast<int>(count(c.arg(0)))));
    case Code::SetByOptLp:
        return tr("CPU / memory set by the OPT LP (throughput of the jobs it sized together: %1)")
            .arg(number(c.arg(0)));
    case Code::AgentClaimed:
        return tr("agent %1 claimed %2; %3 of %4 GPUs claimed")
            .arg(nodeAt(c, run, 0), agentShare(c, 0))
            .arg(count(c.arg(5)))
            .arg(count(c.arg(6)));
    case Code::AgentStarted: {
        QString s = tr("agent %1 (p = %2) started it: %3")
                        .arg(nodeAt(c, run, 0), number(c.arg(0)), agentShare(c, 1));
        if (c.arg(6) > 1)
            s += tr(" (a gang over %1 nodes)").arg(count(c.arg(6)));
        return s;
    }
    case Code::ClaimsReleased:
        return tr("its claims were released at the end of the epoch");
    case Code::InWindowNoAgent:
        return tr("in the agents' window, but no agent could take it now");
    case Code::ChosenByNoAgent:
        return tr("chosen by no agent that could take it");
    case Code::OutsideWindowByWork:
        return tr("outside the agents' window: they chose among the first %1 waiting jobs by "
                  "remaining work per GPU")
            .arg(count(c.arg(0)));
    case Code::OutsideWindowByArrival:
        return tr("outside the agents' window: they chose among the first %1 waiting jobs in "
                  "arrival order")
            .arg(count(c.arg(0)));
    }
    return {};
}

QString SimulatorWords::outcome(std::span<const OutcomeClause> clauses, const JobDecision& d,
                                const RunRecord& run) {
    QString s;
    bool afterPrefix = true; // nothing before the first clause
    for (const auto& c : clauses) {
        if (c.isParenthetical())
            s += QLatin1Char(' ');
        else if (!afterPrefix)
            s += tr("; ");
        s += clause(c, d, run);
        afterPrefix = c.isPrefix();
    }
    return s;
}

QString SimulatorWords::action(const ActionRecord& action, const RunRecord& run) {
    QStringList where;
    for (const auto& share : action.allocation.shares)
        where << tr("%1 (%2)").arg(nodeId(run, share.node), shareWords(share));
    const QString job = jobId(run, action.job);
    QString what;
    switch (action.kind) {
    case ActionRecord::Kind::Start:
        what = tr("start %1 on %2").arg(job, where.join(QStringLiteral(" + ")));
        break;
    case ActionRecord::Kind::Preempt:
        what = tr("preempt %1").arg(job);
        break;
    case ActionRecord::Kind::Resize:
        what = tr("resize %1 to %2").arg(job, where.join(QStringLiteral(" + ")));
        break;
    }
    // The engine's rejection stays in its own words: it names what the action got wrong.
    return action.accepted
               ? tr("%1: accepted").arg(what)
               : tr("%1: rejected, %2").arg(what, QString::fromStdString(action.rejection));
}

QString SimulatorWords::pendingReason(const PendingReason& group, const RunRecord& run) {
    if (group.verdict)
        return outcome(pendingClauses(*group.verdict), *group.verdict, run);
    if (group.notListed)
        return clause(*group.notListed, JobDecision{}, run);
    return tr("no verdict recorded yet (not itemised by the scheduler)");
}

} // namespace maifs::ui
