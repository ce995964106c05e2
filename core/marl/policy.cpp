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

} // namespace maifs::marl
