#include "core/record/outcome_text.h"

#include "core/util/text.h"

#include <cmath>

namespace maifs {

namespace {

using Code = OutcomeClause::Code;

std::string count(double v) {
    return std::to_string(std::llround(v));
}

std::string nodeName(const RunRecord& run, int node) {
    return node >= 0 && node < run.cluster.size() ? run.cluster.node(node).id : "?";
}

std::string nodeAt(const OutcomeClause& c, const RunRecord& run, std::size_t i) {
    return i < c.nodes.size() ? nodeName(run, c.nodes[i]) : "?";
}

std::string jobName(const RunRecord& run, double job) {
    const auto j = static_cast<long long>(job);
    return j >= 0 && j < static_cast<long long>(run.jobs.size())
               ? run.jobs[static_cast<std::size_t>(j)].job.id
               : "?";
}

// "0,1,3": GPU slots from args[from] on.
std::string slotList(const OutcomeClause& c, std::size_t from) {
    std::string s;
    for (std::size_t i = from; i < c.args.size(); ++i)
        s += (s.empty() ? "" : ",") + count(c.args[i]);
    return s;
}

std::string levelName(double level) {
    return agentLevelName(static_cast<AgentAction::Level>(std::llround(level)));
}

// "1 GPU(s), 6 CPUs (best case), 62.5 GB (request)": an agent's share from args[from] on.
std::string agentShare(const OutcomeClause& c, std::size_t from) {
    return count(c.arg(from)) + " GPU(s), " + readableNumber(c.arg(from + 1)) + " CPUs (" +
           levelName(c.arg(from + 2)) + "), " + readableNumber(c.arg(from + 3)) + " GB (" +
           levelName(c.arg(from + 4)) + ")";
}

std::string gpusNeeded(const OutcomeClause& c) {
    return c.arg(1) != 0 ? readableNumber(c.arg(0)) + " milli-GPU" : count(c.arg(0)) + " GPUs";
}

std::string describeClause(const OutcomeClause& c, const JobDecision& d, const RunRecord& run) {
    switch (c.code) {
    case Code::Affinity:
        return "affinity: ";
    case Code::BestFit:
        return "best fit: ";
    case Code::PackingScore:
        return "best packing score " + readableNumber(c.arg(0)) + ": ";
    case Code::Tenant:
        return "tenant " + (c.name.empty() ? std::string("(none)") : c.name) + ", dominant share " +
               readableNumber(c.arg(0)) + ": ";
    case Code::IdleClusterGuard:
        return "idle-cluster guard (the policy started nothing on an idle cluster): ";
    case Code::Started: {
        std::string where;
        for (int n : c.nodes)
            where += (where.empty() ? "" : "+") + nodeName(run, n);
        const std::string gpus = c.arg(1) != 0
                                     ? readableNumber(c.arg(0)) + " milli-GPU"
                                     : count(c.arg(0)) + (c.arg(0) > 1 ? " GPUs" : " GPU");
        return "started on " + where + ": " + gpus + ", " + readableNumber(c.arg(2)) + " CPUs, " +
               readableNumber(c.arg(3)) + " GB";
    }
    case Code::StartedOnNode:
        return "started on " + nodeAt(c, run, 0) + ", " + readableNumber(c.arg(0)) + " CPUs, " +
               readableNumber(c.arg(1)) + " GB";
    case Code::GpusShort:
        return "needs " + count(c.arg(0)) + " GPUs; " + count(c.arg(1)) +
               " free in the whole cluster";
    case Code::NoNodeFits: {
        std::string s = "needs " + gpusNeeded(c) + ": 0/" + count(c.arg(2)) + " nodes fit";
        for (const auto& [reason, n] : d.filterCounts)
            s += "; " + std::to_string(n) + " " + filterReasonName(reason);
        return s + "; " + count(c.arg(3)) + " GPUs free in total";
    }
    case Code::PeersShrunk:
        return "started on " + nodeAt(c, run, 0) + " at the proportional share after shrinking " +
               count(c.arg(0)) + " over-allocated peer(s)";
    case Code::Unsliced:
        return "un-sliced: migrated from " + nodeAt(c, run, 0) + " GPUs " + slotList(c, 0) +
               " to " + nodeAt(c, run, 1);
    case Code::TimeSliced:
        return "oversubscribed: time-sliced " + count(c.arg(0)) + " ways on " + nodeAt(c, run, 0) +
               " GPUs " + slotList(c, 2) + " (" + count(c.arg(1)) + " milli-GPU each)";
    case Code::NoTimeSliceRoom:
        return "no time-slice group with room";
    case Code::Resized: {
        const auto cause = static_cast<OutcomeClause::ResizeCause>(std::llround(c.arg(0)));
        return std::string("re-sized (") +
               (cause == OutcomeClause::ResizeCause::OptLp ? "OPT LP at the round"
                                                           : "round, best case free again") +
               "): " + readableNumber(c.arg(1)) + " -> " + readableNumber(c.arg(2)) + " CPUs, " +
               readableNumber(c.arg(3)) + " -> " + readableNumber(c.arg(4)) + " GB";
    }
    case Code::BestCaseSizing:
        return "(best-case CPU / memory)";
    case Code::BestCaseDidNotFit:
        return "(best case did not fit: proportional share)";
    case Code::Preempts:
        return "preempts " + jobName(run, c.arg(0));
    case Code::SetByOptLp:
        return "CPU / memory set by the OPT LP (throughput of the jobs it sized together: " +
               readableNumber(c.arg(0)) + ")";
    case Code::AgentClaimed:
        return "agent " + nodeAt(c, run, 0) + " claimed " + agentShare(c, 0) + "; " +
               count(c.arg(5)) + " of " + count(c.arg(6)) + " GPUs claimed";
    case Code::AgentStarted:
        return "agent " + nodeAt(c, run, 0) + " (p=" + readableNumber(c.arg(0)) +
               ") started it: " + agentShare(c, 1) +
               (c.arg(6) > 1 ? " (gang over " + count(c.arg(6)) + " nodes)" : "");
    case Code::ClaimsReleased:
        return "claims released at the end of the epoch";
    case Code::InWindowNoAgent:
        return "in the window, but no agent could take it now";
    case Code::ChosenByNoAgent:
        return "chosen by no agent that could take it";
    case Code::OutsideWindowByWork:
    case Code::OutsideWindowByArrival:
        return describeNotListed(c);
    }
    return "?";
}

} // namespace

std::string describeOutcome(std::span<const OutcomeClause> clauses, const JobDecision& d,
                            const RunRecord& run) {
    std::string s;
    bool afterPrefix = true; // nothing before the first clause
    for (const auto& c : clauses) {
        if (c.isParenthetical())
            s += " ";
        else if (!afterPrefix)
            s += "; ";
        s += describeClause(c, d, run);
        afterPrefix = c.isPrefix();
    }
    return s;
}

std::string verdictText(const JobDecision& d, const RunRecord& run) {
    const std::string outcome = describeOutcome(d.outcome, d, run);
    return d.key ? describeOrderKey(*d.key) + ": " + outcome : outcome;
}

std::string describeNotListed(const OutcomeClause& reason) {
    return "outside the window: the agents chose among the first " + count(reason.arg(0)) +
           " waiting jobs " +
           (reason.code == Code::OutsideWindowByWork ? "by remaining work per GPU"
                                                     : "in arrival order");
}

} // namespace maifs
