#pragma once

#include "core/sched/scheduler.h"

#include <string>

namespace maifs {

// Strict first-in-first-out: jobs start in arrival order with consolidated placement and
// GPU-proportional CPU / memory; the first job that cannot start blocks all behind it (no
// backfilling). Non-preemptive.
class FifoScheduler final : public Scheduler {
public:
    explicit FifoScheduler(int explainTopK = 4)
        : topK_(explainTopK) {}

    Traits traits() const override { return {false, false}; }
    Decision schedule(const ClusterView& view) override;

private:
    int topK_;
    // The head job and reason last reported as blocked: a repeat is not recorded again.
    int lastBlocked_ = -1;
    std::string lastReason_;
};

} // namespace maifs
