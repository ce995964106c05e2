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

} // namespace maifs
