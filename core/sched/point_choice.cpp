#include "core/sched/point_choice.h"

#include "core/util/disjoint_sets.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

namespace maifs {

namespace {

double equalMargin(double v) {
    return kEqualValue * (1 + std::abs(v));
}

// The jobs with a choice fall apart into parts that share no node once the jobs without one are
// fixed (a spreading policy's blocks link dozens of nodes by gangs, and most jobs on them have
// one fitting point). Each part takes two depth-first passes over its options, most valuable
// first: the first finds the part's optimum (pruning what cannot beat the best so far); the
// second walks in the tie rule's order and stops at the first fitting choice within the margin
// of it (pruning what cannot come within). (One pass that kept every equal of the best, as the
// rule's definition reads, cannot prune a tie's twin branches.)
class Search {
public:
    Search(const PointChoiceProblem& p, long long budget)
        : p_(p)
        , budget_(budget)
        , usedCpus_(p.cpus.size(), 0)
        , usedMem_(p.mem.size(), 0)
        , order_(p.jobs.size())
        , current_(p.jobs.size(), 0)
        , solved_(p.jobs.size(), 0) {
        // A job of one option has no choice: its use is the rows' starting point.
        for (std::size_t j = 0; j < p.jobs.size(); ++j) {
            const auto& options = p.jobs[j].options;
            if (options.size() != 1)
                continue;
            for (const auto& [row, units] : p.jobs[j].shares) {
                usedCpus_[static_cast<std::size_t>(row)] += units * options.front().cpus;
                usedMem_[static_cast<std::size_t>(row)] += units * options.front().mem;
            }
        }
        // Options most valuable first: the tie rule's ranks, and a good incumbent early.
        for (std::size_t j = 0; j < p.jobs.size(); ++j) {
            const auto& options = p.jobs[j].options;
            order_[j].resize(options.size());
            std::iota(order_[j].begin(), order_[j].end(), 0);
            std::ranges::stable_sort(order_[j], std::greater<>{}, [&](int o) {
                return options[static_cast<std::size_t>(o)].value;
            });
        }
    }

    PointChoice run() {
        PointChoice out;
        for (const auto& job : p_.jobs)
            if (job.options.empty()) {
                out.verdict = PointChoice::Verdict::Infeasible;
                return out;
            }
        for (std::size_t r = 0; r < p_.cpus.size(); ++r)
            if (usedCpus_[r] > p_.cpus[r] + kRowSlack || usedMem_[r] > p_.mem[r] + kRowSlack) {
                out.verdict = PointChoice::Verdict::Infeasible; // the fixed jobs alone overfill
                return out;
            }
        bool partial = false;
        for (std::vector<std::size_t>& part : parts()) {
            if (part.size() > kLargestSearchedPart) {
                partial = true;
                out.unsolved.push_back(std::move(part));
                continue;
            }
            free_ = part;
            spent_ = 0;
            overBudget_ = false;
            boundFrom_.assign(free_.size() + 1, 0);
            for (std::size_t k = free_.size(); k-- > 0;) {
                double best = -std::numeric_limits<double>::infinity();
                for (const auto& o : p_.jobs[free_[k]].options)
                    best = std::max(best, o.value);
                boundFrom_[k] = boundFrom_[k + 1] + best;
            }
            pass_ = Pass::FindOptimum;
            found_ = false;
            descend(0, 0.0);
            if (!overBudget_ && !found_) {
                out.verdict = PointChoice::Verdict::Infeasible;
                return out;
            }
            if (!overBudget_) {
                pass_ = Pass::FirstEqual;
                threshold_ = best_ - equalMargin(best_);
                descend(0, 0.0);
            }
            if (overBudget_) {
                partial = true;
                out.unsolved.push_back(std::move(part));
                continue;
            }
            // The optimum's own choice is within the margin, so the second pass found one.
            for (std::size_t j : free_)
                solved_[j] = first_[j];
        }
        out.chosen = std::move(solved_);
        if (partial)
            return out;
        out.verdict = PointChoice::Verdict::Optimal;
        out.optimum = 0; // in job order, as the caller sums
        for (std::size_t j = 0; j < p_.jobs.size(); ++j)
            out.optimum += p_.jobs[j].options[static_cast<std::size_t>(out.chosen[j])].value;
        return out;
    }

private:
    enum class Pass { FindOptimum, FirstEqual };

    // The jobs with a choice, grouped by the nodes they share (through each other), each group
    // in job order, the groups by their first job.
    std::vector<std::vector<std::size_t>> parts() const {
        DisjointSets linked(p_.cpus.size());
        for (const auto& job : p_.jobs)
            if (job.options.size() > 1)
                for (const auto& [row, units] : job.shares)
                    linked.unite(static_cast<std::size_t>(row),
                                 static_cast<std::size_t>(job.shares.front().first));
        std::vector<std::vector<std::size_t>> out;
        std::vector<std::size_t> partOfRoot(p_.cpus.size(), static_cast<std::size_t>(-1));
        for (std::size_t j = 0; j < p_.jobs.size(); ++j) {
            const auto& job = p_.jobs[j];
            if (job.options.size() <= 1 || job.shares.empty())
                continue;
            std::size_t& part =
                partOfRoot[linked.root(static_cast<std::size_t>(job.shares.front().first))];
            if (part == static_cast<std::size_t>(-1)) {
                part = out.size();
                out.emplace_back();
            }
            out[part].push_back(j);
        }
        // A job on no node shares nothing: a part of its own, in job order among the rest.
        for (std::size_t j = 0; j < p_.jobs.size(); ++j)
            if (p_.jobs[j].options.size() > 1 && p_.jobs[j].shares.empty())
                out.push_back({j});
        return out;
    }

    // Whether nothing below this option (its value and the best of every later job) can matter.
    bool pruned(double reachable) const {
        if (pass_ == Pass::FindOptimum)
            return found_ && reachable <= best_;
        return reachable < threshold_;
    }

    // The k-th job with a choice and those after it. Returns true when the search is over (the
    // first equal found, or the budget spent).
    bool descend(std::size_t k, double value) {
        if (k == free_.size())
            return leaf(value);
        const std::size_t j = free_[k];
        const PointChoiceProblem::Job& job = p_.jobs[j];
        for (int o : order_[j]) {
            if (++spent_ > budget_) {
                overBudget_ = true;
                return true;
            }
            const PointChoiceProblem::Option& option = job.options[static_cast<std::size_t>(o)];
            // Later options are worth no more, so neither can they matter.
            if (pruned(value + option.value + boundFrom_[k + 1]))
                return false;
            bool fits = true;
            for (const auto& [row, units] : job.shares) {
                const auto r = static_cast<std::size_t>(row);
                saved_.push_back(usedCpus_[r]);
                saved_.push_back(usedMem_[r]);
                usedCpus_[r] += units * option.cpus;
                usedMem_[r] += units * option.mem;
                fits = fits && usedCpus_[r] <= p_.cpus[r] + kRowSlack &&
                       usedMem_[r] <= p_.mem[r] + kRowSlack;
            }
            bool over = false;
            // What the later jobs could still add, each alone in the room this leaves: nothing
            // (a job with no option that fits) or too little, and the subtree cannot matter.
            if (fits) {
                const double rest = lookahead(k + 1);
                if (rest > -std::numeric_limits<double>::infinity() &&
                    !pruned(value + option.value + rest)) {
                    current_[j] = o;
                    over = descend(k + 1, value + option.value);
                }
            }
            // Put the rows back exactly (a subtraction could leave a rounding error behind).
            for (std::size_t s = job.shares.size(); s-- > 0;) {
                const auto r = static_cast<std::size_t>(job.shares[s].first);
                usedMem_[r] = saved_.back();
                saved_.pop_back();
                usedCpus_[r] = saved_.back();
                saved_.pop_back();
            }
            if (over)
                return true;
        }
        return false;
    }

    // The sum over the part's jobs from the k-th of the most valuable option that fits alone
    // beside what the path has chosen; minus infinity if one has none. A bound on any completion,
    // since each job's option in it fits beside the path, and tighter than boundFrom_ where the
    // room runs short (most of a congested block's search).
    double lookahead(std::size_t k) const {
        double sum = 0;
        for (; k < free_.size(); ++k) {
            const PointChoiceProblem::Job& job = p_.jobs[free_[k]];
            double best = -std::numeric_limits<double>::infinity();
            // Most valuable first (order_), so the first that fits is the best.
            for (int o : order_[free_[k]]) {
                const PointChoiceProblem::Option& option = job.options[static_cast<std::size_t>(o)];
                bool fits = true;
                for (const auto& [row, units] : job.shares) {
                    const auto r = static_cast<std::size_t>(row);
                    fits = fits && usedCpus_[r] + units * option.cpus <= p_.cpus[r] + kRowSlack &&
                           usedMem_[r] + units * option.mem <= p_.mem[r] + kRowSlack;
                }
                if (fits) {
                    best = option.value;
                    break;
                }
            }
            if (best == -std::numeric_limits<double>::infinity())
                return best;
            sum += best;
        }
        return sum;
    }

    bool leaf(double value) {
        if (pass_ == Pass::FindOptimum) {
            if (!found_ || value > best_) {
                found_ = true;
                best_ = value;
            }
            return false;
        }
        if (value < threshold_)
            return false;
        first_ = current_;
        return true;
    }

    const PointChoiceProblem& p_;
    const long long budget_;
    long long spent_ = 0; // search nodes of the part, both passes
    bool overBudget_ = false;
    Pass pass_ = Pass::FindOptimum;
    std::vector<double> usedCpus_, usedMem_;
    std::vector<double> saved_; // the rows' use before each option on the current path
    std::vector<std::vector<int>> order_;
    std::vector<int> current_;
    std::vector<std::size_t> free_; // the part's jobs, in job order
    std::vector<double> boundFrom_; // per job of the part: the best values from it on, summed
    bool found_ = false;
    double best_ = 0;      // the first pass's best value
    double threshold_ = 0; // what the second pass needs: the optimum less the margin
    std::vector<int> first_;
    std::vector<int> solved_; // per job: its part's answer (the jobs without a choice: 0)
};

} // namespace

std::vector<bool> rowsOver(const PointChoiceProblem& problem, const std::vector<int>& chosen) {
    std::vector<double> cpus(problem.cpus.size(), 0), mem(problem.mem.size(), 0);
    for (std::size_t j = 0; j < problem.jobs.size(); ++j) {
        const auto& job = problem.jobs[j];
        if (job.options.empty())
            continue;
        const auto& option = job.options[static_cast<std::size_t>(chosen[j])];
        for (const auto& [row, units] : job.shares) {
            cpus[static_cast<std::size_t>(row)] += units * option.cpus;
            mem[static_cast<std::size_t>(row)] += units * option.mem;
        }
    }
    std::vector<bool> over(cpus.size());
    for (std::size_t r = 0; r < cpus.size(); ++r)
        over[r] = cpus[r] > problem.cpus[r] + kRowSlack || mem[r] > problem.mem[r] + kRowSlack;
    return over;
}

PointChoice bestChoice(const PointChoiceProblem& problem, long long budget) {
    return Search(problem, budget).run();
}

PointChoiceProblem partProgram(const PointChoiceProblem& problem,
                               const std::vector<std::size_t>& part) {
    PointChoiceProblem sub;
    std::vector<int> rows;
    for (std::size_t j : part)
        for (const auto& [row, units] : problem.jobs[j].shares)
            rows.push_back(row);
    std::ranges::sort(rows);
    rows.erase(std::unique(rows.begin(), rows.end()), rows.end());
    const auto subRow = [&](int row) {
        return static_cast<int>(std::ranges::lower_bound(rows, row) - rows.begin());
    };
    for (int row : rows) {
        sub.cpus.push_back(problem.cpus[static_cast<std::size_t>(row)]);
        sub.mem.push_back(problem.mem[static_cast<std::size_t>(row)]);
    }
    // The room the jobs without a choice leave, taken in job order as the search does.
    for (const auto& job : problem.jobs) {
        if (job.options.size() != 1)
            continue;
        for (const auto& [row, units] : job.shares)
            if (std::ranges::binary_search(rows, row)) {
                const auto r = static_cast<std::size_t>(subRow(row));
                sub.cpus[r] -= units * job.options.front().cpus;
                sub.mem[r] -= units * job.options.front().mem;
            }
    }
    for (std::size_t j : part) {
        PointChoiceProblem::Job& job = sub.jobs.emplace_back();
        for (const auto& [row, units] : problem.jobs[j].shares)
            job.shares.emplace_back(subRow(row), units);
        job.options = problem.jobs[j].options;
    }
    return sub;
}

} // namespace maifs
