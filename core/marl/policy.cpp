#include "core/marl/policy.h"

#include <algorithm>

namespace maifs::marl {

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

std::vector<int> WindowRulePolicy::actions(const AgentInputs& in) const {
    const Layout layout = Layout::of(config_);
    const auto actions = static_cast<std::size_t>(layout.actionCount());
    std::vector<int> chosen(static_cast<std::size_t>(in.agents), 0);
    for (std::size_t a = 0; a < chosen.size(); ++a) {
        const auto* mask = in.masks.data() + a * actions;
        // Slots in window order; within a slot the richest levels first (CPU before memory, as
        // CPU moves throughput most in the profiles).
        for (int w = 0; w < layout.window && chosen[a] == 0; ++w)
            for (int c = layout.cpuLevels - 1; c >= 0 && chosen[a] == 0; --c)
                for (int m = layout.memLevels - 1; m >= 0 && chosen[a] == 0; --m)
                    if (mask[layout.action(w, c, m)])
                        chosen[a] = layout.action(w, c, m);
    }
    return chosen;
}

PolicyOutput WindowRulePolicy::act(const AgentInputs& in, bool, Rng&, int topK) {
    PolicyOutput out;
    out.actions = actions(in);
    out.chosenProbability.assign(out.actions.size(), 1.0F);
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
