#include "core/marl/policy.h"

#include <algorithm>

namespace maifs::marl {

PolicyOutput givenStep(std::vector<int> actions, std::vector<float> bids, std::vector<float> rows) {
    PolicyOutput out;
    out.actions = std::move(actions);
    out.bids = std::move(bids);
    out.rows = std::move(rows);
    out.rechooseBest = true;
    out.chosenProbability.assign(out.actions.size(), 1.0F);
    out.topActions.resize(out.actions.size());
    for (std::size_t a = 0; a < out.actions.size(); ++a)
        out.topActions[a] = {{out.actions[a], 1.0F}};
    return out;
}

int drawAction(const float* row, const std::uint8_t* mask, int actions, bool best, double u01) {
    double total = 0;
    int top = -1;
    for (int k = 0; k < actions; ++k)
        if (mask[k]) {
            total += row[k];
            if (top < 0 || row[k] > row[top])
                top = k;
        }
    if (top < 0 || best || total <= 0)
        return top;
    const double u = u01 * total;
    double cumulative = 0;
    int pick = top;
    for (int k = 0; k < actions; ++k) {
        if (!mask[k])
            continue;
        pick = k;
        cumulative += row[k];
        if (u < cumulative)
            break;
    }
    return pick;
}

std::vector<float> servingBids(const MaifsConfig& config, const AgentInputs& in,
                               const PolicyOutput& out) {
    if (!out.bids.empty())
        return out.bids;
    const Layout layout = Layout::of(config);
    std::vector<float> bids(static_cast<std::size_t>(in.agents));
    for (int a = 0; a < in.agents; ++a) {
        const auto i = static_cast<std::size_t>(a);
        bids[i] = config.serveByOffer ? offerBid(layout, in, a, out.actions[i])
                                      : out.chosenProbability[i] + nodeTieBreak(layout, in, a);
    }
    return bids;
}

PolicyOutput RandomFeasiblePolicy::act(const AgentInputs& in, bool greedy, Rng& rng, int topK) {
    const int actions = Layout::of(config_).actionCount();
    PolicyOutput out;
    out.actions.assign(static_cast<std::size_t>(in.agents), 0);
    out.chosenProbability.assign(static_cast<std::size_t>(in.agents), 0.0F);
    out.topActions.resize(static_cast<std::size_t>(in.agents));
    for (int a = 0; a < in.agents; ++a) {
        std::vector<int> feasible;
        for (int k = 0; k < actions; ++k)
            if (in.masks[static_cast<std::size_t>(a) * actions + k])
                feasible.push_back(k);
        const auto p = 1.0F / static_cast<float>(feasible.size());
        const auto pick = greedy ? std::size_t{0}
                                 : static_cast<std::size_t>(rng.uniformInt(
                                       0, static_cast<std::int64_t>(feasible.size()) - 1));
        out.actions[static_cast<std::size_t>(a)] = feasible[pick];
        out.chosenProbability[static_cast<std::size_t>(a)] = p;
        for (std::size_t i = 0; i < feasible.size() && static_cast<int>(i) < topK; ++i)
            out.topActions[static_cast<std::size_t>(a)].push_back({feasible[i], p});
    }
    out.rows = probabilities(in);
    return out;
}

std::vector<float> RandomFeasiblePolicy::probabilities(const AgentInputs& in) {
    const auto actions = static_cast<std::size_t>(Layout::of(config_).actionCount());
    std::vector<float> p(in.masks.size(), 0.0F);
    for (std::size_t a = 0; a < static_cast<std::size_t>(in.agents); ++a) {
        const auto row = in.masks.begin() + static_cast<std::ptrdiff_t>(a * actions);
        const auto feasible = std::count(row, row + static_cast<std::ptrdiff_t>(actions), 1);
        for (std::size_t k = 0; k < actions; ++k)
            if (in.masks[a * actions + k])
                p[a * actions + k] = 1.0F / static_cast<float>(feasible);
    }
    return p;
}

std::vector<int> WindowRulePolicy::preference(const Layout& l) {
    const int request = l.cpuLevels > 1 ? 1 : 0;
    const int perSlot = l.cpuLevels * l.memLevels;
    const int group = l.window * perSlot; // larger than any rank within a group
    std::vector<int> rank(static_cast<std::size_t>(l.actionCount()));
    rank[0] = group; // the no-op: between starving and proper placements
    // Actions on running jobs last: the rule never preempts or resizes.
    for (int k = l.placementActions() + 1; k < l.actionCount(); ++k)
        rank[static_cast<std::size_t>(k)] = -k;
    for (int k = 1; l.isPlacement(k); ++k) {
        const int within = (l.window - 1 - l.slotOf(k)) * perSlot + levelRank(l, k);
        rank[static_cast<std::size_t>(k)] = (l.cpuLevelOf(k) >= request ? 2 * group : 0) + within;
    }
    return rank;
}

std::vector<int> WindowRulePolicy::actions(const AgentInputs& in) const {
    const Layout layout = Layout::of(config_);
    const auto actions = static_cast<std::size_t>(layout.actionCount());
    const std::vector<int> rank = preference(layout);
    std::vector<int> chosen(static_cast<std::size_t>(in.agents), 0);
    for (std::size_t a = 0; a < chosen.size(); ++a) {
        const auto* mask = in.masks.data() + a * actions;
        int best = -1;
        for (std::size_t k = 0; k < actions; ++k)
            if (mask[k] && (best < 0 || rank[k] > rank[static_cast<std::size_t>(best)]))
                best = static_cast<int>(k);
        chosen[a] = std::max(best, 0);
    }
    if (config_.preemptToAdmit > 0 && layout.running > 0)
        preemptToAdmit(layout, in, chosen);
    return chosen;
}

void WindowRulePolicy::preemptToAdmit(const Layout& l, const AgentInputs& in,
                                      std::vector<int>& chosen) {
    // The masks offer a preemption only where it admits the blocked job, and one is enough: the
    // idle agent whose victim has the most time left preempts it, as SRTF frees its
    // lowest-ranked job first.
    const auto actions = static_cast<std::size_t>(l.actionCount());
    const auto obs = static_cast<std::size_t>(l.observationSize());
    int agent = -1, action = 0;
    float most = -1;
    for (std::size_t a = 0; a < chosen.size(); ++a) {
        if (chosen[a] != 0)
            continue;
        for (int r = 0; r < l.running; ++r) {
            const int k = l.runningAction(r, Layout::RunningOp::Preempt);
            if (!in.masks[a * actions + static_cast<std::size_t>(k)])
                continue;
            const float hoursLeft =
                in.observations[a * obs + static_cast<std::size_t>(l.runningFeature(r, 2))];
            if (hoursLeft > most) {
                most = hoursLeft;
                agent = static_cast<int>(a);
                action = k;
            }
            break; // the slots come most time left first
        }
    }
    if (agent >= 0)
        chosen[static_cast<std::size_t>(agent)] = action;
}

PolicyOutput WindowRulePolicy::act(const AgentInputs& in, bool, Rng&, int topK) {
    PolicyOutput out;
    out.actions = actions(in);
    out.chosenProbability.assign(out.actions.size(), 1.0F);
    const Layout l = Layout::of(config_);
    out.bids.assign(out.actions.size(), 0.0F);
    for (std::size_t a = 0; a < out.actions.size(); ++a)
        out.bids[a] = offerBid(l, in, static_cast<int>(a), out.actions[a]);
    // A re-choice takes the most preferred action left (ranks shifted above 0).
    const std::vector<int> rank = preference(l);
    out.rows.resize(in.masks.size());
    for (std::size_t i = 0; i < out.rows.size(); ++i)
        out.rows[i] = static_cast<float>(rank[i % rank.size()] + 1);
    out.rechooseBest = true;
    out.topActions.resize(out.actions.size());
    if (topK > 0)
        for (std::size_t a = 0; a < out.actions.size(); ++a)
            out.topActions[a].push_back({out.actions[a], 1.0F});
    return out;
}

std::vector<float> WindowRulePolicy::probabilities(const AgentInputs& in) {
    const auto actions = static_cast<std::size_t>(Layout::of(config_).actionCount());
    std::vector<float> p(in.masks.size(), 0.0F);
    const std::vector<int> chosen = this->actions(in);
    for (std::size_t a = 0; a < chosen.size(); ++a)
        p[a * actions + static_cast<std::size_t>(chosen[a])] = 1.0F;
    return p;
}

} // namespace maifs::marl
