#include "core/marl/maifs_scheduler.h"

#include "core/sched/capacity_ledger.h"
#include "core/sched/placement.h"

#include <algorithm>
#include <map>
#include <numeric>

namespace maifs::marl {

namespace {

constexpr std::uint64_t kSamplingStream = 0x4d414946; // "MAIF"

constexpr std::size_t kRecordedAgentsPerRound = 16;
constexpr std::size_t kRecordedEdges = 3;
constexpr std::size_t kRecordedLosingCandidates = 16;

// Every agent that picks a job adds a candidate to it, and on the Alibaba inventory 1,523 agents
// pick among 8 jobs 4 times a decision: itemised, a run's record grew by ~2 MB a decision (an
// out-of-memory kill in the studio). Kept: every share taken, and the strongest losers; the other
// losers are counted.
void trimCandidates(JobDecision& d) {
    std::stable_partition(d.candidates.begin(), d.candidates.end(),
                          [](const CandidateRecord& c) { return c.feasible; });
    const auto losers = std::find_if(d.candidates.begin(), d.candidates.end(),
                                     [](const CandidateRecord& c) { return !c.feasible; });
    std::stable_sort(
        losers, d.candidates.end(),
        [](const CandidateRecord& a, const CandidateRecord& b) { return a.score > b.score; });
    const auto lost = static_cast<std::size_t>(d.candidates.end() - losers);
    if (lost <= kRecordedLosingCandidates)
        return;
    d.candidates.erase(losers + static_cast<std::ptrdiff_t>(kRecordedLosingCandidates),
                       d.candidates.end());
    // Every agent may have claimed the job (1,523 on alibaba-2023): without this the record kept
    // room for all of them in every decision, ~150 KB each, 1.1 GB over one run.
    d.candidates.shrink_to_fit();
    d.filterCounts.emplace_back(FilterReason::LostConflictNotItemised,
                                static_cast<int>(lost - kRecordedLosingCandidates));
}

AgentAction::Level levelOf(int level, int levels, bool cpu) {
    if (levels == 1)
        return AgentAction::Level::Request;
    if (cpu)
        return level == 0   ? AgentAction::Level::Cheapest
               : level == 1 ? AgentAction::Level::Request
                            : AgentAction::Level::BestCase;
    return level == 0 ? AgentAction::Level::Request : AgentAction::Level::BestCase;
}

AgentAction agentAction(const Layout& layout, const AgentInputs& in, int agent, int action) {
    if (action == 0)
        return {};
    if (layout.isRunningAction(action)) {
        AgentAction a;
        a.job = in.runningJob(agent, layout.runningSlotOf(action), layout);
        a.op = static_cast<AgentAction::Op>(static_cast<int>(layout.runningOpOf(action)) + 1);
        return a;
    }
    return {AgentAction::Op::Start, in.windowJobs[static_cast<std::size_t>(layout.slotOf(action))],
            levelOf(layout.cpuLevelOf(action), layout.cpuLevels, true),
            levelOf(layout.memLevelOf(action), layout.memLevels, false)};
}

// The agents that had a choice this round, the most confident first, for the decision record.
std::vector<AgentRecord> agentRecords(const Layout& layout, const AgentInputs& in,
                                      const std::vector<std::uint8_t>& masks,
                                      const PolicyOutput& out, int round,
                                      const std::vector<int>& rechose) {
    const auto actions = static_cast<std::size_t>(layout.actionCount());
    std::vector<AgentRecord> records;
    for (int a = 0; a < in.agents; ++a) {
        const auto row = masks.begin() + static_cast<std::ptrdiff_t>(a * actions);
        const int feasible =
            static_cast<int>(std::count(row, row + static_cast<std::ptrdiff_t>(actions), 1));
        if (feasible - row[0] <= 0)
            continue; // nothing placeable here
        AgentRecord r;
        r.round = round;
        r.node = a;
        r.feasibleActions = feasible;
        for (const auto& [action, p] : out.topActions[static_cast<std::size_t>(a)])
            r.topActions.push_back({agentAction(layout, in, a, action), p});
        r.chosen = agentAction(layout, in, a, out.actions[static_cast<std::size_t>(a)]);
        r.chosenProbability = out.chosenProbability[static_cast<std::size_t>(a)];
        r.conflict = std::find(rechose.begin(), rechose.end(), a) != rechose.end();
        if (!out.values.empty()) {
            r.valued = true;
            r.value = out.values[static_cast<std::size_t>(a)];
        }
        if (!out.attention.empty()) {
            std::vector<std::pair<int, double>> edges;
            for (int b = 0; b < in.agents; ++b)
                if (b != a)
                    edges.push_back(
                        {b, out.attention[static_cast<std::size_t>(a) * in.agents + b]});
            const auto k = std::min(kRecordedEdges, edges.size());
            std::partial_sort(edges.begin(), edges.begin() + static_cast<std::ptrdiff_t>(k),
                              edges.end(), [](const auto& x, const auto& y) {
                                  return x.second > y.second ||
                                         (x.second == y.second && x.first < y.first);
                              });
            r.edges.assign(edges.begin(), edges.begin() + static_cast<std::ptrdiff_t>(k));
        }
        records.push_back(std::move(r));
    }
    std::stable_sort(records.begin(), records.end(), [](const auto& x, const auto& y) {
        return x.chosenProbability > y.chosenProbability;
    });
    if (records.size() > kRecordedAgentsPerRound)
        records.resize(kRecordedAgentsPerRound);
    return records;
}

// A gang's shares, one per node: an agent that claims more GPUs of its node in a later
// micro-round adds to its share there (the engine takes one share per node).
void addClaim(std::vector<NodeShare>& shares, const NodeShare& more) {
    for (auto& s : shares)
        if (s.node == more.node) {
            s.gpus += more.gpus;
            s.cpus += more.cpus;
            s.memGb += more.memGb;
            return;
        }
    shares.push_back(more);
}

int claimedGpus(const std::map<int, std::vector<NodeShare>>& claims, int job) {
    int have = 0;
    if (auto it = claims.find(job); it != claims.end())
        for (const auto& s : it->second)
            have += s.gpus;
    return have;
}

// An agent's choice as a candidate of the job it chose (the decision record's words).
CandidateRecord candidate(const Layout& layout, int agent, int action, float p) {
    CandidateRecord c;
    c.nodes = {agent};
    c.terms = {{"probability", p, p, 1.0},
               {"cpu level", static_cast<double>(layout.cpuLevelOf(action)),
                static_cast<double>(layout.cpuLevelOf(action)), 0.0},
               {"memory level", static_cast<double>(layout.memLevelOf(action)),
                static_cast<double>(layout.memLevelOf(action)), 0.0}};
    c.score = p;
    return c;
}

float rowValue(const PolicyOutput& out, int agent, int action, std::size_t actions) {
    return out.rows.empty() ? 0.0F
                            : out.rows[static_cast<std::size_t>(agent) * actions +
                                       static_cast<std::size_t>(action)];
}

// An agent's choice among what its mask has left, from its row. Without a row it idles.
int rechoose(const PolicyOutput& out, int agent, std::uint8_t* mask, std::size_t actions, bool best,
             Rng& rng) {
    const int pick =
        out.rows.empty()
            ? -1
            : drawAction(out.rows.data() + static_cast<std::size_t>(agent) * actions, mask,
                         static_cast<int>(actions), best, best ? 0.0 : rng.uniform01());
    if (pick < 0) { // no row; or nothing left, which allowNoOp rules out
        mask[0] = 1;
        return 0;
    }
    return pick;
}

// What agent `agent`'s running-slot action does to the job in that slot: nullopt when it would
// do nothing (the masks exclude that; kept defensive).
std::optional<Action> runningAction(const ClusterView& view, const CapacityLedger& ledger,
                                    const Layout& layout, const AgentInputs& in, int agent,
                                    int action) {
    const int j = in.runningJob(agent, layout.runningSlotOf(action), layout);
    if (j < 0)
        return std::nullopt;
    const Layout::RunningOp op = layout.runningOpOf(action);
    if (op == Layout::RunningOp::Preempt)
        return Action{ActionRecord::Kind::Preempt, j, {}};
    std::optional<Allocation> resized = resizedOnNode(view, ledger, j, agent, op);
    if (!resized)
        return std::nullopt;
    return Action{ActionRecord::Kind::Resize, j, std::move(*resized)};
}

// The record of an agent whose first choice was taken by an agent served before it.
void recordFirstChoiceTaken(std::map<int, JobDecision>& explained, const Layout& layout,
                            const AgentInputs& in, int agent, int action, float p) {
    const int j = in.windowJobs[static_cast<std::size_t>(layout.slotOf(action))];
    JobDecision& d = explained[j];
    d.job = j;
    CandidateRecord c = candidate(layout, agent, action, p);
    c.lostConflict = true;
    d.candidates.push_back(std::move(c));
}

} // namespace

MaifsScheduler::MaifsScheduler(std::shared_ptr<Policy> policy, bool greedy, std::uint64_t seed,
                               int topK, EpisodeLog* log, bool roundRetune)
    : policy_(std::move(policy))
    , greedy_(greedy)
    , rng_(Rng::derived(seed, kSamplingStream))
    , topK_(topK)
    , log_(log)
    , roundRetune_(roundRetune || policy_->config().roundRetune) {}

void MaifsScheduler::warmUpWith(std::unique_ptr<Scheduler> heuristic, double until) {
    warmUp_ = std::move(heuristic);
    warmUntil_ = until;
}

Decision MaifsScheduler::schedule(const ClusterView& view) {
    if (warmUp_ && view.now() < warmUntil_)
        return warmUp_->schedule(view);
    Decision decision;
    const MaifsConfig& config = policy_->config();
    const Layout layout = Layout::of(config);
    const Cluster& cluster = view.cluster();
    if (log_) {
        log_->agents = cluster.size();
        log_->epochs.push_back(
            {view.now(), static_cast<int>(view.pending().size() + view.running().size())});
    }
    const bool retune = roundRetune_ && view.roundBoundary();
    if (view.pending().empty() && !retune)
        return decision;

    CapacityLedger ledger(view);
    std::vector<int> waiting(view.pending().begin(), view.pending().end());
    // The time a job has left at its request: the window's shortest-first order, and the order
    // in which a round re-grows running jobs.
    const auto remainingTime = [&](int j) {
        return view.remainingWork(j) / view.job(j).gpuEquivalent();
    };
    if (config.shortestFirstWindow) // ties keep arrival order
        std::ranges::stable_sort(waiting, {}, remainingTime);
    std::map<int, std::vector<NodeShare>> claims; // gangs larger than a node, being assembled
    std::vector<int> actedOn; // running jobs preempted or resized this epoch (once each)
    std::map<int, JobDecision> explained;
    bool startedAny = false;

    auto start = [&](int j, Allocation a) {
        decision.actions.push_back({ActionRecord::Kind::Start, j, std::move(a)});
        waiting.erase(std::find(waiting.begin(), waiting.end(), j));
        claims.erase(j);
        explained[j].placed = true;
        startedAny = true;
    };

    for (int round = 0; round < config.microRounds && !waiting.empty(); ++round) {
        std::vector<int> claimed(static_cast<std::size_t>(layout.window), 0);
        for (int w = 0; w < layout.window && w < static_cast<int>(waiting.size()); ++w)
            if (auto it = claims.find(waiting[static_cast<std::size_t>(w)]); it != claims.end())
                for (const auto& s : it->second)
                    claimed[static_cast<std::size_t>(w)] += s.gpus;
        AgentInputs in = buildInputs(view, ledger, config, waiting, claimed, actedOn);
        // Nothing placeable anywhere: no choice to make, so no forward pass and no step.
        const auto actions = static_cast<std::size_t>(layout.actionCount());
        bool choice = false;
        for (std::size_t i = 0; i < in.masks.size() && !choice; ++i)
            choice = i % actions != 0 && in.masks[i] != 0;
        if (!choice)
            break;
        const PolicyOutput out = policy_->act(in, greedy_, rng_, topK_);

        // The highest bids (the most confident agents) first. Each agent chooses among what is
        // left when its turn comes: jobs taken by agents served before it are struck from its
        // mask (its node is its own, so nothing else changed), and an agent whose first choice
        // was taken chooses again from its row over what is left. The logged mask and action are
        // those of its turn, so the log (and the critic) holds the assignment that took effect.
        // A policy's own bids are its confidences (agents all but certain of the same job tie
        // to within noise, so nodeTieBreak orders them: it is below 0.1, clearer preferences
        // stand), or with serve_by_offer what its agents' actions offer, as the rule's are,
        // confidence breaking exact ties only.
        const std::vector<float> bids = servingBids(config, in, out);
        std::vector<int> order(static_cast<std::size_t>(in.agents));
        std::iota(order.begin(), order.end(), 0);
        std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
            const auto i = static_cast<std::size_t>(a), k = static_cast<std::size_t>(b);
            if (bids[i] != bids[k] || !config.serveByOffer)
                return bids[i] > bids[k];
            return out.chosenProbability[i] > out.chosenProbability[k];
        });
        // What the agents chose from, for the decision record (the log keeps their turns' masks).
        const std::vector<std::uint8_t> seen = topK_ > 0 ? in.masks : std::vector<std::uint8_t>{};
        int rechoices = 0;
        std::vector<int> rechose;
        std::vector<int> executed(static_cast<std::size_t>(in.agents), 0);
        bool acted = false;
        std::vector<int> takenThisRound;
        bool preemptedThisRound = false; // preempt_to_admit: one preemption admits the job
        const auto isTaken = [&](int agent, int action) {
            if (layout.isRunningAction(action))
                return (preemptedThisRound && config.preemptToAdmit > 0 &&
                        layout.runningOpOf(action) == Layout::RunningOp::Preempt) ||
                       std::ranges::find(actedOn, in.runningJob(agent, layout.runningSlotOf(action),
                                                                layout)) != actedOn.end();
            const int j = in.windowJobs[static_cast<std::size_t>(layout.slotOf(action))];
            return std::find(takenThisRound.begin(), takenThisRound.end(), j) !=
                   takenThisRound.end();
        };
        const std::size_t actedBefore = actedOn.size();
        for (int agent : order) {
            std::uint8_t* mask = in.masks.data() + static_cast<std::size_t>(agent) * actions;
            if (!takenThisRound.empty() || actedOn.size() > actedBefore) {
                for (std::size_t k = 1; k < actions; ++k)
                    if (mask[k] && isTaken(agent, static_cast<int>(k)))
                        mask[k] = 0;
                allowNoOp(config, layout, mask);
            }
            int a = out.actions[static_cast<std::size_t>(agent)];
            std::optional<NodeShare> share;
            std::optional<Action> onRunning;
            while (a != 0) {
                if (mask[a] && layout.isRunningAction(a)) {
                    onRunning = runningAction(view, ledger, layout, in, agent, a);
                    if (onRunning)
                        break;
                    mask[a] = 0; // defensive: the masks said it would do something
                    allowNoOp(config, layout, mask);
                } else if (mask[a]) {
                    const int slot = layout.slotOf(a);
                    const int j = in.windowJobs[static_cast<std::size_t>(slot)];
                    share = agentShare(view, ledger, agent, j,
                                       view.job(j).gpus - claimedGpus(claims, j),
                                       in.cpus[static_cast<std::size_t>(slot)]
                                              [static_cast<std::size_t>(layout.cpuLevelOf(a))],
                                       in.mems[static_cast<std::size_t>(slot)]
                                              [static_cast<std::size_t>(layout.memLevelOf(a))]);
                    if (share)
                        break;
                    mask[a] = 0; // defensive: the masks said it would fit
                    allowNoOp(config, layout, mask);
                }
                if (a == out.actions[static_cast<std::size_t>(agent)]) {
                    ++rechoices;
                    rechose.push_back(agent);
                    if (layout.isPlacement(a))
                        recordFirstChoiceTaken(
                            explained, layout, in, agent, a,
                            out.chosenProbability[static_cast<std::size_t>(agent)]);
                }
                a = rechoose(out, agent, mask, actions, greedy_ || out.rechooseBest, rng_);
            }
            executed[static_cast<std::size_t>(agent)] = a;
            if (a == 0)
                continue;
            if (onRunning) {
                // Preempted: its GPUs are free for later micro-rounds; resized: the difference.
                ledger.giveBack(view.allocation(onRunning->job));
                if (onRunning->kind == ActionRecord::Kind::Resize)
                    ledger.take(onRunning->allocation);
                actedOn.push_back(onRunning->job);
                preemptedThisRound |= onRunning->kind == ActionRecord::Kind::Preempt;
                decision.actions.push_back(std::move(*onRunning));
                acted = true;
                continue;
            }
            const int slot = layout.slotOf(a);
            const int j = in.windowJobs[static_cast<std::size_t>(slot)];
            const float p = a == out.actions[static_cast<std::size_t>(agent)]
                                ? out.chosenProbability[static_cast<std::size_t>(agent)]
                                : rowValue(out, agent, a, actions);
            JobDecision& d = explained[j];
            d.job = j;
            CandidateRecord c = candidate(layout, agent, a, p);
            const Job& job = view.job(j);
            const int have = claimedGpus(claims, j);
            c.feasible = true;
            d.candidates.push_back(std::move(c));
            acted = true;
            ledger.take(Allocation{{*share}});
            // The share as an agent's clause words it: GPUs, CPUs and level, GB and level.
            const std::vector<double> how{
                static_cast<double>(share->gpus), share->cpus,
                static_cast<double>(levelOf(layout.cpuLevelOf(a), layout.cpuLevels, true)),
                share->memGb,
                static_cast<double>(levelOf(layout.memLevelOf(a), layout.memLevels, false))};
            if (have + share->gpus < job.gpus && !job.fractional()) {
                addClaim(claims[j], *share);
                OutcomeClause claim{OutcomeClause::Code::AgentClaimed, how, {agent}};
                claim.args.push_back(have + share->gpus);
                claim.args.push_back(job.gpus);
                d.outcome = {std::move(claim)};
                continue;
            }
            takenThisRound.push_back(j);
            Allocation alloc;
            if (auto it = claims.find(j); it != claims.end())
                alloc.shares = it->second;
            addClaim(alloc.shares, *share);
            OutcomeClause started{OutcomeClause::Code::AgentStarted, {p}, {agent}};
            started.args.insert(started.args.end(), how.begin(), how.end());
            started.args.push_back(static_cast<double>(alloc.shares.size()));
            d.outcome = {std::move(started)};
            start(j, std::move(alloc));
        }
        if (topK_ > 0)
            for (auto& r : agentRecords(layout, in, seen, out, round, rechose))
                decision.agents.push_back(std::move(r));
        if (log_)
            log_->steps.push_back({std::move(in.observations), std::move(in.masks),
                                   std::move(executed), rechoices,
                                   static_cast<int>(log_->epochs.size()) - 1});
        if (!acted)
            break;
    }
    // Claims that did not add up to a gang are released.
    for (auto& [j, shares] : claims) {
        for (const auto& s : shares)
            ledger.giveBack(Allocation{{s}});
        explained[j].outcome.push_back({OutcomeClause::Code::ClaimsReleased});
    }

    if (!startedAny && view.running().empty() && !waiting.empty()) {
        for (int j : waiting) {
            // The proportional share where it meets the job's floor; else the floor itself;
            // else (no node could ever give the floor) the proportional share after all, so that
            // an idle cluster never stalls.
            const ShareSizing floor = floorSizing(view, j);
            PlacementResult placed = placeConsolidated(view, ledger, j, topK_);
            const double g = view.job(j).gpuEquivalent();
            if (config.neverBelowFloor && placed.allocation &&
                (placed.allocation->cpus() < floor.cpusPerGpu * g - 1e-9 ||
                 placed.allocation->memGb() < floor.memPerGpu * g - 1e-9)) {
                PlacementResult atFloor = placeConsolidated(view, ledger, j, topK_, floor);
                if (atFloor.allocation)
                    placed = std::move(atFloor);
            }
            if (!placed.allocation)
                continue;
            if (log_)
                ++log_->guardStarts;
            placed.explanation.outcome.insert(placed.explanation.outcome.begin(),
                                              {OutcomeClause::Code::IdleClusterGuard});
            explained[j] = std::move(placed.explanation);
            start(j, std::move(*placed.allocation));
            break;
        }
    }
    // The window's jobs that no agent picked: judged all the same (the others are outside it).
    for (int w = 0; w < layout.window && w < static_cast<int>(waiting.size()); ++w)
        if (const int j = waiting[static_cast<std::size_t>(w)]; !explained.count(j)) {
            explained[j].job = j;
            explained[j].outcome = {{OutcomeClause::Code::InWindowNoAgent}};
        }
    for (auto& [j, d] : explained) {
        if (!d.placed && d.outcome.empty())
            d.outcome = {{OutcomeClause::Code::ChosenByNoAgent}};
        trimCandidates(d);
        decision.jobs.push_back(std::move(d));
    }
    if (retune) {
        // The least remaining work first, as the window's shortest-first order: where two jobs
        // want the same free CPU, the one that finishes sooner gets it.
        std::vector<int> grow;
        for (int j : belowBest_.current(view))
            if (std::ranges::find(actedOn, j) == actedOn.end())
                grow.push_back(j);
        std::ranges::stable_sort(grow, {}, remainingTime);
        retuneAtRound(view, ledger, grow, {}, decision);
    }
    if (roundRetune_)
        belowBest_.note(view, decision.actions);
    decision.waitingNotListed = static_cast<int>(
        std::count_if(waiting.begin(), waiting.end(), [&](int j) { return !explained.count(j); }));
    if (decision.waitingNotListed > 0)
        decision.notListed =
            OutcomeClause{config.shortestFirstWindow ? OutcomeClause::Code::OutsideWindowByWork
                                                     : OutcomeClause::Code::OutsideWindowByArrival,
                          {static_cast<double>(layout.window)}};
    return decision;
}

} // namespace maifs::marl
