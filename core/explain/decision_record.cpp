#include "core/explain/decision_record.h"

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
