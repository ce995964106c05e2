#include "core/explain/decision_record.h"

#include "core/util/text.h"

#include <algorithm>
#include <cmath>

namespace maifs {

const char* actionKindName(ActionRecord::Kind k) {
    switch (k) {
    case ActionRecord::Kind::Start:
        return "start";
    case ActionRecord::Kind::Preempt:
        return "preempt";
    case ActionRecord::Kind::Resize:
        return "resize";
    }
    return "?";
}

int OrderKey::tiresiasQueue() const {
    return static_cast<int>(std::floor(value / 1e12));
}

double OrderKey::tiresiasSubmit() const {
    return value - tiresiasQueue() * 1e12;
}

std::string describeOrderKey(const OrderKey& key) {
    const char* name = "rank";
    switch (key.kind) {
    case OrderKey::Kind::Rank:
        break;
    case OrderKey::Kind::Arrival:
        name = "arrival";
        break;
    case OrderKey::Kind::ExpectedDuration:
        name = "expected duration (s)";
        break;
    case OrderKey::Kind::Remaining:
        name = "remaining (s)";
        break;
    case OrderKey::Kind::Attained:
        name = "attained GPU-s";
        break;
    case OrderKey::Kind::TiresiasQueue:
        name = "queue x 1e12 + submit";
        break;
    case OrderKey::Kind::NegativeRho:
        name = "-rho estimate";
        break;
    }
    return std::string(name) + " " + readableNumber(key.value);
}

namespace {

// Numbers as the records word them (six significant digits): a change below that is no new
// verdict, so a waiting job is not itemised again for a difference no reader could see.
bool sameAsWorded(double a, double b) {
    return a == b || readableNumber(a) == readableNumber(b);
}

bool sameAsWorded(const std::optional<OrderKey>& a, const std::optional<OrderKey>& b) {
    if (!a || !b)
        return !a && !b;
    return a->kind == b->kind && sameAsWorded(a->value, b->value);
}

bool sameAsWorded(const OutcomeClause& a, const OutcomeClause& b) {
    return a.code == b.code && a.nodes == b.nodes && a.name == b.name &&
           std::ranges::equal(a.args, b.args,
                              [](double x, double y) { return sameAsWorded(x, y); });
}

} // namespace

bool sameVerdict(const JobDecision& a, const JobDecision& b) {
    if (!sameAsWorded(a.key, b.key) ||
        !std::ranges::equal(
            a.outcome, b.outcome,
            [](const OutcomeClause& x, const OutcomeClause& y) { return sameAsWorded(x, y); }))
        return false;
    const bool shortfall =
        std::ranges::any_of(a.outcome, [](const OutcomeClause& c) { return c.isShortfall(); });
    return !shortfall || a.filterCounts == b.filterCounts;
}

JobDecision verdictOf(const JobDecision& d) {
    JobDecision v;
    v.job = d.job;
    v.placed = d.placed;
    v.key = d.key;
    v.outcome = d.outcome;
    v.filterCounts = d.filterCounts;
    return v;
}

std::span<const OutcomeClause> pendingClauses(const JobDecision& d) {
    const auto from = std::ranges::find_if(d.outcome, &OutcomeClause::isShortfall);
    if (from == d.outcome.end())
        return d.outcome;
    return {from, d.outcome.end()};
}

const char* filterReasonName(FilterReason r) {
    switch (r) {
    case FilterReason::NodeDown:
        return "node down";
    case FilterReason::NoGpus:
        return "no GPUs";
    case FilterReason::GpuSpec:
        return "GPU model not in gpu_spec";
    case FilterReason::NoFractionalRoom:
        return "no GPU with enough free milli-GPU";
    case FilterReason::TooFewGpus:
        return "too few free GPUs";
    case FilterReason::Cpu:
        return "insufficient CPU";
    case FilterReason::Memory:
        return "insufficient memory";
    case FilterReason::LostConflictNotItemised:
        return "agents that lost it to a conflict, not itemised";
    }
    return "?";
}

const char* agentLevelName(AgentAction::Level level) {
    switch (level) {
    case AgentAction::Level::Cheapest:
        return "cheapest";
    case AgentAction::Level::Request:
        return "request";
    case AgentAction::Level::BestCase:
        return "best case";
    }
    return "?";
}

} // namespace maifs
