#include "core/sweep/capacity_search.h"

#include "core/util/text.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <map>
#include <stdexcept>

namespace maifs {

const std::vector<std::string>& capacityMetrics() {
    static const std::vector<std::string> names{
        "mean_jct_s", "p50_jct_s",   "p95_jct_s",  "p99_jct_s",  "max_jct_s",
        "makespan_s", "mean_wait_s", "p50_wait_s", "p95_wait_s", "p99_wait_s",
        "max_wait_s", "mean_rho",    "max_rho"};
    return names;
}

CapacityTarget CapacityTarget::parse(const std::string& text) {
    const auto bad = [&](const std::string& why) {
        return std::invalid_argument("target '" + text + "': " + why +
                                     " (expected METRIC<=NUMBER or METRIC<NUMBER, e.g. "
                                     "mean_jct_s<=7200)");
    };
    const std::size_t op = text.find('<');
    if (op == std::string::npos) {
        if (text.find('>') != std::string::npos)
            throw bad("a capacity target bounds a metric from above: more nodes make it smaller");
        throw bad("no '<=' or '<'");
    }
    CapacityTarget t;
    t.metric = text.substr(0, op);
    while (!t.metric.empty() && t.metric.back() == ' ')
        t.metric.pop_back();
    std::size_t at = op + 1;
    if (at < text.size() && text[at] == '=')
        ++at;
    else
        t.strict = true;
    while (at < text.size() && text[at] == ' ')
        ++at;
    const auto& known = capacityMetrics();
    if (std::find(known.begin(), known.end(), t.metric) == known.end()) {
        std::string list;
        for (const auto& m : known)
            list += (list.empty() ? "" : ", ") + m;
        throw bad("unknown metric '" + t.metric + "'; one of " + list);
    }
    const char* first = text.data() + at;
    const char* last = text.data() + text.size();
    const auto res = std::from_chars(first, last, t.bound);
    if (first == last || res.ec != std::errc() || res.ptr != last)
        throw bad("expected a number after the operator, got '" + std::string(first, last) + "'");
    return t;
}

std::string CapacityTarget::text() const {
    return metric + (strict ? "<" : "<=") + readableNumber(bound);
}

CapacitySearch searchCapacity(long long start, long long min, long long max,
                              const CapacityTarget& target,
                              const std::function<std::vector<double>(long long)>& evaluate) {
    if (min > max)
        throw std::invalid_argument("the search range is empty (min " + std::to_string(min) +
                                    " > max " + std::to_string(max) + ")");
    CapacitySearch search;
    std::map<long long, bool> known; // value -> met
    const auto probe = [&](const char* phase, long long value) {
        if (const auto it = known.find(value); it != known.end())
            return it->second;
        CapacityStep step;
        step.phase = phase;
        step.value = value;
        step.perSeed = evaluate(value);
        if (step.perSeed.empty())
            throw std::invalid_argument("no seed to evaluate");
        for (double v : step.perSeed)
            step.mean += v;
        step.mean /= static_cast<double>(step.perSeed.size());
        step.met = target.met(step.mean);
        known[value] = step.met;
        search.steps.push_back(step);
        return step.met;
    };

    start = std::clamp(start, min, max);
    long long lo = 0, hi = 0; // lo fails the target, hi meets it; lo < hi
    if (probe("start", start)) {
        hi = start;
        lo = start;
        while (lo > min) { // halve down until the target fails
            const long long next = std::max(min, lo / 2 == lo ? lo - 1 : lo / 2);
            if (!probe("bracket", next)) {
                lo = next;
                break;
            }
            hi = next;
            lo = next;
        }
        if (lo == hi) { // min itself meets the target
            search.answer = hi;
            return search;
        }
    } else {
        lo = start;
        hi = start;
        while (true) {
            if (hi >= max) {
                search.warnings.push_back(
                    "the target is not met even at the largest value tried (" +
                    std::to_string(max) + ")");
                return search;
            }
            const long long next = std::min(max, std::max(hi + 1, hi * 2));
            if (probe("bracket", next)) {
                hi = next;
                break;
            }
            // Doubling changed nothing: the metric has hit its floor (jobs cannot finish faster
            // than they run), and more capacity will not reach the target.
            const double before = search.steps[search.steps.size() - 2].mean;
            const double after = search.steps.back().mean;
            if (std::abs(after - before) <= 1e-9 * std::max(1.0, std::abs(before))) {
                search.warnings.push_back("the metric stopped falling: " + readableNumber(after) +
                                          " at both " + std::to_string(hi) + " and " +
                                          std::to_string(next) +
                                          ", above the target; more capacity will not meet it");
                return search;
            }
            lo = next;
            hi = next;
        }
    }
    while (hi - lo > 1) {
        const long long mid = lo + (hi - lo) / 2;
        if (probe("bisect", mid))
            hi = mid;
        else
            lo = mid;
    }
    search.answer = hi;
    return search;
}

} // namespace maifs
