#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace maifs::marl {

// Every choice of the MAIFS design that is ours rather than the paper's (docs/maifs.md), with the
// defaults we start from. Stored in every checkpoint; `maifs train --config FILE` overrides it.
struct MaifsConfig {
    // Environment
    int window = 8; // queued jobs each agent sees (and may pick)
    // Which queued jobs fill the window: the oldest (false, the shipped policies) or those with
    // the least remaining time (true): in a long queue, the oldest 8 hide the short jobs that
    // SRTF would start (docs/maifs.md, "Congested windows").
    bool shortestFirstWindow = false;
    int microRounds = 4;  // rounds per decision epoch in which every agent may act once
    bool fungible = true; // CPU / memory levels chosen per job; false = the trace's request
    // Running jobs an agent sees on its node and may act on (ours, #19; 0 = starts only, the
    // policies shipped before session 22): per slot it may preempt the job (the engine's restart
    // cost is charged), grow its CPU / memory on this node to the model's best case, or shrink
    // them to its floor, min(request, best case) (docs/maifs.md, "Actions on running jobs").
    int runningSlots = 0;
    // What lies beyond an agent's window (ours, #19; off, as in every shipped policy): eight more
    // features, a summary of the queue behind the window (how many, their GPU demand, the
    // shortest, how many are shorter than the window's jobs and how many fit this node) and of
    // the coming finishes (this node's first, the share of its and the cluster's GPUs freed
    // within the hour). The rollout teacher's departures hang on exactly these (docs/maifs.md,
    // "Context beyond the window").
    bool contextFeatures = false;
    // Preempt only to admit (ours, #18 / #19; 0 = off: preemption offered whenever jobs wait, as
    // in session 22). r > 0: a running slot's preempt action is offered only where it admits the
    // window's first job that no agent can place now: its gang fits one node, the victim has
    // more than r times the job's remaining time left, and with the victim gone this node fits
    // the job at its floor. At most one preemption per micro-round (one admits the job), and the
    // window rule takes it: the agent whose victim has the most time left, as SRTF preempts the
    // lowest-ranked job (docs/maifs.md, "Preempting to admit").
    double preemptToAdmit = 0;
    // At every scheduling round, running jobs below their model's best case grow back to it
    // where their nodes have the CPU / memory free, least remaining work first: what every +tune
    // baseline does between decisions (Synergy's round, core/sched/retune.h), so that MAIFS is
    // not the one scheduler whose jobs keep a starting size for life. "maifs+tune" turns it on
    // for a policy trained without it (docs/maifs.md, "Rounds re-grow running jobs").
    bool roundRetune = false;
    // No-op only for an agent that can place nothing: the policy chooses which job goes where
    // with how much CPU / memory, never whether to leave free GPUs idle.
    bool workConserving = true;
    // With work-conserving masks, an agent whose only placements give a job less CPU than it asked
    // for (the cheapest level) must still take one, and the job runs starved for its whole life.
    // True: such an agent may stay idle instead (docs/maifs.md, "Starved placements").
    bool idleOverStarving = false;
    // True: no placement gives a job less CPU or memory than min(its request, its model's best
    // case): the masks offer none, and the idle-cluster guard sizes at that floor where the
    // proportional share is below it. Safe by construction (docs/maifs.md, "The floor"); false
    // only reproduces the policies trained before session 8.
    bool neverBelowFloor = true;
    // With never_below_floor, a request can itself starve a job: an Alibaba pod's 16 GB leaves
    // deepspeech at 0.077 of its speed (resources/model_zoo.yaml). Where the job at its
    // request's CPU and memory would run below this share of its speed with its best-case
    // memory, the request's memory is below the floor too: masked, so an agent idles rather
    // than start it there (the idle-cluster guard still starts it when nothing runs). Fungible
    // policies only (maifs-fixed offers the request alone, which it must keep), and only where
    // some alive node the job may use could hold the best case. 0: the floor is min(request,
    // best case) alone, as before session 33. At 0.5 it never binds where jobs ask the
    // proportional 62.5 GB per GPU (every zoo model keeps 0.6 or more of its speed there), i.e.
    // on every bundled scenario but alibaba-2023 (docs/maifs.md, "The floor").
    double requestMemorySpeedFloor = 0.5;
    // True: a gang spans as few nodes as the free GPUs allow: an agent is offered a job of more
    // than one GPU only if its node gives as many of the GPUs the gang still lacks as any node
    // can (at the cheapest offered levels): the whole gang where some node holds it, else the
    // largest piece. Without it, agents of small nodes assembled gangs from 2-GPU pieces on an
    // empty cluster where whole nodes were free (slower: the engine's cross-node penalty)
    // (docs/maifs.md, "Consolidated gangs"; session 28). False reproduces the earlier action space.
    bool consolidateGangs = true;
    // True: a running slot's shrink action is offered only where the CPU / memory it frees lets
    // this node take a window job it cannot take now (at the request's level or richer with
    // idle_over_starving). A shrink that admits nothing only slows the job down until the next
    // round grows it back: on a 1,244-job Philly slice where nothing waits, the session-28
    // policy made 6,621 resizes; with the mask its mean JCT went from 1.87 to 1.82 h (the rule:
    // 1.76 h) (docs/maifs.md, "Shrinking to admit"; session 32). False reproduces the earlier
    // action space.
    bool shrinkToAdmit = true;
    // Who among agents that chose the same job is served first. False (the policies shipped
    // before session 32): the most confident. But a mask inflates confidence: an agent whose node
    // can offer a job only its request's levels has one feasible action and certainty 1, and
    // beats agents offering the best case (on alibaba-2023, 1-GPU nodes with 32 GB took jobs
    // that ran 13x slower than on the 8-GPU nodes the rule chose). True: agents are served by
    // what their action offers, as the window rule's agents are (offerBid: richer levels first,
    // then faster GPUs, fewer jobs, best fit), confidence breaking exact ties
    // (docs/maifs.md, "Serving by offer"; session 32).
    bool serveByOffer = false;
    // Reward = -(jobs in system x elapsed s + makespanWeight x elapsed s while jobs remain)
    //          / (rewardScaleS x episodeJobs) - conflictPenalty x re-choices: the JCT terms of an
    //          episode sum to minus its mean JCT in hours. A re-choice (an agent whose first
    //          choice an agent served before it took) is the serving order's doing, not a mistake
    //          the agent could avoid, so it costs nothing by default (0.01 before session 22).
    double rewardScaleS = 3600;
    double makespanWeight = 0.0;
    double conflictPenalty = 0.0;
    // Networks
    int hidden = 128;
    bool coordinationGraph = true; // actor: attention adjacency + 2 GCN layers (false: MLP only)
    bool attentionCritic = true;   // critic: multi-head attention (false: mean-pooled others)
    int criticHeads = 4;
    // Soft actor-critic
    double gamma = 0.99;
    double lrActor = 3e-4;
    double lrCritic = 1e-3;
    double tau = 0.005;
    int batch = 256;
    int bufferSteps = 50000;
    // Memory the replay buffer may hold (MB): a step stores every agent's observation, mask and
    // action, so on large clusters the buffer keeps fewer steps than bufferSteps (552 agents:
    // ~0.3 MB a step, 16 GB for 50,000 steps).
    int replayMemoryMb = 2048;
    // Agents per training batch (0 = all): above it, each batch holds a random subset of this many
    // agents, so that the critic's attention ([batch, n, n] per head) fits in memory on clusters
    // of thousands of nodes (alibaba-2023's 1,523: > 10 GB with all of them).
    int criticAgents = 256;
    double updatesPer100Steps = 4;
    double alpha = 0.05;
    bool learnAlpha = true;
    double targetEntropyRatio = 0.3; // of log(number of feasible actions), when learning alpha
    double gradClipCritic = 10;
    double gradClipActor = 0.5;
    double attentionLogitReg = 1e-3;
    double policyLogitReg = 1e-3;
    // Imitation (ours): the first `imitationEpisodes` episodes are played by WindowRulePolicy and
    // the actor learns its actions (cross-entropy) while the critic learns their values; after
    // them, soft actor-critic with `imitationWeight` x the same cross-entropy added to the actor's
    // loss (0: pure SAC). docs/maifs.md, "Imitation".
    int imitationEpisodes = 0;
    double imitationWeight = 0.0;
    // The rollout teacher (ours, #19; off): the imitation episodes are played, and their actions
    // taught, by the window rule improved by one step of rollouts (RolloutTeacherPolicy), not
    // by the rule itself; the cross-entropy after them still names the rule. docs/maifs.md,
    // "The rollout teacher".
    bool rolloutTeacher = false;
    // Whether its rollouts see the window's later arrivals (else only the jobs submitted by the
    // stop being decided, as a scheduler would).
    bool rolloutClairvoyant = false;
    // A departure from the rule must shorten the rollout's mean JCT by more than this share of
    // the rule's own rollout (0: any gain), so that near-ties, which no observation explains,
    // are taught as the rule.
    double rolloutMargin = 0.0;
    // DAgger (with rollout_teacher): the second half of the imitation episodes is played by the
    // student, greedily, every stop labelled by the teacher (LabelledEpisodePolicy).
    bool rolloutDagger = false;
    // What the teacher's steps teach each agent (with rollout_teacher): its own best response to
    // the rule, i.e. the best of the alternatives its rollouts tried for it with every other agent
    // at the rule's choice, instead of the joint step taken, which departs in at most one agent
    // per stop (the one whose departure scored best): a per-agent actor cannot see which agent
    // that is, but it can see its own situation. docs/maifs.md, "The rollout teacher".
    bool rolloutAgentLabels = false;
    // The rule as a prior (ours, #19's "a learnt residual over the rule's preferences"; 0 = off):
    // the actor's logits are the network's plus this weight on the window rule's action
    // (RuleTeacher), so an untrained actor already acts as the rule when greedy and explores
    // around it when sampled; what it learns is where to depart from the rule (docs/maifs.md,
    // "The rule as a prior").
    double rulePrior = 0.0;
    // Episodes: windows of consecutive jobs of the scenario's trace
    int episodeJobs = 200;
    double trainFraction = 0.7; // the first 70% of the trace's windows train, the rest evaluate
    int parallelEnvs = 2;       // episodes simulated concurrently between updates
    // Randomised training episodes (ours; 1 and 1 = off): each training episode's jobs arrive
    // a times as fast and its nodes have c times their CPUs, a and c drawn log-uniformly from
    // [min, max] per episode, so that one policy meets light and heavy load, scarce and ample
    // CPU (docs/maifs.md, "Several workloads, randomised episodes"). Validation windows stay as
    // they are.
    double arrivalScaleMin = 1, arrivalScaleMax = 1;
    // Warm starts (ours; 0 = off): a training or validation window also holds the `warmJobs` jobs
    // before it, which FIFO+TUNE schedules until the window's first arrival; MAIFS then takes
    // over a loaded cluster, and only the window's own jobs are measured (docs/maifs.md).
    int warmJobs = 0;
    // With warm starts, the policy itself plays the warm jobs of a training episode instead of
    // FIFO+TUNE (ours; off): it trains on the queue its own decisions leave (docs/maifs.md).
    bool warmByPolicy = false;
    // A curriculum (ours): episodes draw from the windows of the smallest clusters (in GPUs)
    // first, each larger size joining after its share of the episodes; false = all alike.
    bool curriculum = false;
    double cpuScaleMin = 1, cpuScaleMax = 1;
    // Randomised node shapes (ours; off): each training episode's nodes are re-drawn as one to
    // three kinds of GPU count, GPU model, CPUs and memory per GPU (reshapedCluster), its arrival
    // rate scaled by the change of speed-weighted GPUs so that the load stays; validation windows
    // stay as they are.
    bool nodeShapes = false;
    // Validation (ours): 0 = the first held-out window, shown as a learning curve only; k > 0 =
    // the last k training windows, set aside from training. With keepBest (needs k > 0) the
    // policy file holds the iteration of the lowest validation mean JCT, not the last one.
    int validationWindows = 0;
    // Continuous validation (ours; 0 = off): the validation windows of each workload run as one
    // episode after the `validationLeadJobs` training jobs before them, all scheduled by the
    // policy itself, and only the validation windows' jobs are measured: the policy is chosen
    // where it meets the queue its own decisions leave, as in a continuous run, instead of on
    // windows that start empty (docs/maifs.md, "Validation").
    int validationLeadJobs = 0;
    bool keepBest = false;

    // "key: value" lines (YAML); fromText refuses unknown keys and bad values with the line.
    std::string toText() const;
    static MaifsConfig fromText(const std::string& text, const std::string& file);
    // The same from a file; InputError when it cannot be read.
    static MaifsConfig fromFile(const std::string& path);
    bool operator==(const MaifsConfig&) const = default;
};

// The design a configuration trains: maifs, maifs-noattn, maifs-nocg or maifs-fixed (the registry's
// variants; a policy of one variant is refused by another).
std::string variantOf(const MaifsConfig& config);
// The configuration for a variant (its one ablated switch off); false for an unknown name.
bool applyVariant(MaifsConfig& config, const std::string& variant);

// The CPU-per-GPU levels an agent chooses from (3 when fungible: the model's cheapest profiled
// level, the node's proportional share, the model's best case; 1 otherwise: the job's request)
// and the memory levels (2 when fungible: proportional, best case; 1 otherwise).
inline int cpuLevelCount(const MaifsConfig& c) {
    return c.fungible ? 3 : 1;
}
inline int memLevelCount(const MaifsConfig& c) {
    return c.fungible ? 2 : 1;
}

} // namespace maifs::marl
