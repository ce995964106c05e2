#pragma once

#include "core/model/model_class.h"
#include "core/record/decision_index.h"
#include "core/record/run_record.h"

#include <span>

#include <QCoreApplication>
#include <QString>

namespace maifs::ui {

// The studio's words for the simulator's codes (outcomes, filter reasons, agents' levels, actions,
// model classes), through tr(), so that the simulator's own texts follow the chosen language. The
// files keep the core's English words (core/record/outcome_text.h).
class SimulatorWords {
    Q_DECLARE_TR_FUNCTIONS(SimulatorWords)

public:
    // The clauses as one sentence; `d` gives a shortfall's filter counts.
    static QString outcome(std::span<const OutcomeClause> clauses, const JobDecision& d,
                           const RunRecord& run);
    static QString clause(const OutcomeClause& c, const JobDecision& d, const RunRecord& run);
    static QString filter(FilterReason reason);
    static QString level(AgentAction::Level level);
    // "start j3 on n0 (1 GPU, 3 CPUs, 62.5 GB): accepted"
    static QString action(const ActionRecord& action, const RunRecord& run);
    // A pending group's reason (core/record/decision_index.h).
    static QString pendingReason(const PendingReason& group, const RunRecord& run);

    // "image", "language": a model class as shown (its YAML name stays the identifier).
    static QString modelClass(ModelClass c);

    static QString jobId(const RunRecord& run, int job);
    static QString nodeId(const RunRecord& run, int node);
};

} // namespace maifs::ui
