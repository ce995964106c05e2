#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace maifs {

// "mean_jct_s<=7200": a summary metric that falls as the cluster grows, and its bound.
struct CapacityTarget {
    std::string metric;
    bool strict = false; // '<' rather than '<='
    double bound = 0;

    // Throws std::invalid_argument naming what was expected.
    static CapacityTarget parse(const std::string& text);
    bool met(double value) const { return strict ? value < bound : value <= bound; }
    std::string text() const;
};

// The metrics a capacity target may name (they fall, or stay, as capacity is added).
const std::vector<std::string>& capacityMetrics();

struct CapacityStep {
    std::string phase; // "start", "bracket" or "bisect"
    long long value = 0;
    std::vector<double> perSeed;
    double mean = 0;
    bool met = false;
};

struct CapacitySearch {
    std::optional<long long> answer; // the smallest value meeting the target; none if max does not
    std::vector<CapacityStep> steps; // every evaluation, in order
    std::vector<std::string> warnings;
};

// Finds the smallest integer in [min, max] whose mean metric across seeds meets the target,
// assuming more capacity never hurts (docs/sweeps.md): from `start`, bracket by doubling up (or
// halving down) until the target flips, then bisect. evaluate(value) returns the metric per seed.
// Each value is evaluated at most once.
CapacitySearch searchCapacity(long long start, long long min, long long max,
                              const CapacityTarget& target,
                              const std::function<std::vector<double>(long long)>& evaluate);

} // namespace maifs
