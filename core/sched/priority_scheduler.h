#pragma once

#include "core/sched/allocation_mode.h"
#include "core/sched/job_flags.h"
#include "core/sched/job_shapes.h"
#include "core/sched/opt_allocation.h"
#include "core/sched/retune.h"
#include "core/sched/scheduler.h"
#include "core/sched/waiting_order.h"

#include <functional>
#include <limits>
#include <map>
#include <span>
#include <string>

namespace maifs {

// The common shape of the ordering baselines (docs/schedulers.md): rank the jobs by a policy's
// key (smaller first), start them in that order where they fit; with preemption, a waiting job may
// displace running jobs of strictly lower rank when that lets it start. CPU / memory per the
// allocation mode.
class PriorityScheduler : public Scheduler {
public:
    struct Options {
        bool preemptive = false;
        bool periodicRounds = false;
        bool strictOrder = false; // stop at the first job that cannot start (FIFO)
        AllocationMode mode = AllocationMode::Fair;
        NodePreference prefer = NodePreference::BestFit;
        int topK = 4;
        // A policy whose keys hold while jobs wait keeps them in order across decisions from this
        // many waiting jobs on (WaitingOrder::update); it decides the same either way.
        std::size_t keptOrderFrom = 512;
    };

    explicit PriorityScheduler(Options options)
        : options_(options) {}

    // +tune and +opt re-size running jobs at each round, so they need their rounds.
    Traits traits() const override {
        const bool resizes =
            options_.mode == AllocationMode::Tune || options_.mode == AllocationMode::Opt;
        return {options_.preemptive, options_.periodicRounds || resizes, resizes};
    }
    Decision schedule(const ClusterView& view) override;
    // Options::keptOrderFrom, for a policy made by a factory (tests and benchmarks: the decisions
    // are the same for any value).
    void setKeptOrderFrom(std::size_t waiting) { options_.keptOrderFrom = waiting; }

protected:
    // Rank of a job now: smaller runs first; ties go to the lower job index (arrival order).
    virtual double key(const ClusterView& view, int job) = 0;
    // Whether a waiting job of this rank may displace a running one of that rank. Must be
    // monotone in both ranks: outranking one running job means outranking every job ranked
    // lower still (a decision then checks one running job per waiting job, not all of them), and
    // a better-ranked waiting job outranks whatever a worse-ranked one does (a shape whose
    // displacement search missed is not searched again for a later job in the same decision).
    virtual bool outranks(double waitingKey, double runningKey) const {
        return waitingKey < runningKey;
    }
    // The job's place in the order, for its decision record.
    virtual OrderKey orderKey(double key) const { return {OrderKey::Kind::Rank, key}; }
    // Whether a waiting job's key holds while it waits, up to keyChangesAt: the waiting jobs are
    // then kept in order across decisions (WaitingOrder). False: every waiting job is keyed and
    // sorted at each decision (a key that moves with the clock: FTF's estimate).
    virtual bool keysHoldWhileWaiting() const { return false; }
    // When the key of a waiting job may change next (Tiresias's starvation promotion), or
    // infinity: it holds for as long as the job waits.
    virtual double keyChangesAt(const ClusterView& /*view*/, int /*job*/) {
        return std::numeric_limits<double>::infinity();
    }

    Options options_;

private:
    // The jobs, highest priority first (the order re-tuning serves running jobs in).
    std::vector<int> byRank(const ClusterView& view, std::span<const int> jobs);
    // +opt: the running jobs on the nodes whose blocks of the LP must be solved at this round.
    std::vector<int> runningOnChangedNodes(const ClusterView& view, const Decision& decision);

    std::map<int, JobDecision> lastWaiting_; // job -> why it waited at the last decision
    BelowBestCase belowBest_;                // +tune: the running jobs a round may grow
    JobFlags touched_;                       // preempted or resized in this decision
    JobShapes shapes_;
    WaitingOrder waitingOrder_;
    // Within one decision, the shapes that found no place (nor by displacing) since the ledger
    // last changed.
    ShapeSet failedShapes_;
    // +opt: each node's holdings version at the last round.
    std::uint64_t optSince_ = 0;  // the holdings clock at the last round's re-optimisation
    std::vector<char> optMarked_; // per node, within one call: already taken
    OptMemo optMemo_;             // +opt: the last round's choice per block of nodes
};

// A PriorityScheduler whose key is a function: the simple policies need no class of their own.
class KeyedScheduler final : public PriorityScheduler {
public:
    using KeyFn = std::function<double(const ClusterView&, int)>;
    using OutranksFn = std::function<bool(double, double)>;
    // Hold: a waiting job's key holds while it waits, or until the time `changesAt` gives (when
    // given; it must name the first moment the key can differ, or infinity).
    enum class WaitingKeys { MayChange, Hold };
    using ChangesAtFn = std::function<double(const ClusterView&, int)>;
    KeyedScheduler(Options options, OrderKey::Kind keyKind, KeyFn key, OutranksFn outranks = {},
                   WaitingKeys waitingKeys = WaitingKeys::MayChange, ChangesAtFn changesAt = {})
        : PriorityScheduler(options)
        , keyKind_(keyKind)
        , key_(std::move(key))
        , outranks_(std::move(outranks))
        , waitingKeys_(waitingKeys)
        , changesAt_(std::move(changesAt)) {}

protected:
    double key(const ClusterView& view, int job) override { return key_(view, job); }
    bool outranks(double waiting, double running) const override {
        return outranks_ ? outranks_(waiting, running) : waiting < running;
    }
    OrderKey orderKey(double key) const override { return {keyKind_, key}; }
    bool keysHoldWhileWaiting() const override { return waitingKeys_ == WaitingKeys::Hold; }
    double keyChangesAt(const ClusterView& view, int job) override {
        return changesAt_ ? changesAt_(view, job) : PriorityScheduler::keyChangesAt(view, job);
    }

private:
    OrderKey::Kind keyKind_;
    KeyFn key_;
    OutranksFn outranks_;
    WaitingKeys waitingKeys_;
    ChangesAtFn changesAt_;
};

} // namespace maifs
