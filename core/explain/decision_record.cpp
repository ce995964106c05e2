#include "core/explain/decision_record.h"

#include "core/util/text.h"

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

std::string verdictText(const JobDecision& d) {
    return d.key ? describeOrderKey(*d.key) + ": " + d.outcome : d.outcome;
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
