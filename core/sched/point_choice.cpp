#include "core/sched/point_choice.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

namespace maifs {

namespace {

double equalMargin(double v) {
    return kEqualValue * (1 + std::abs(v));
}

// Two depth-first passes over the options, most valuable first: the first finds the optimum's
// value (pruning what cannot beat the best so far); the second walks in the tie rule's order and
// stops at the first fitting choice within the margin of it (pruning what cannot come within).
// (One pass that kept every equal of the best, as the tie rule's definition reads, cannot prune
// a tie's twin branches; these passes prune everything that cannot beat, or come within the
// margin of, the best.)
class Search {
public:
    Search(const PointChoiceProblem& p, long long budget)
        : p_(p)
        , budget_(budget)
        , usedCpus_(p.cpus.size(), 0)
        , usedMem_(p.mem.size(), 0)
        , order_(p.jobs.size())
        , current_(p.jobs.size(), 0) {
        // A job of one option has no choice: its use is the rows' starting point and its value
        // the search's, and only the jobs with a choice are searched (in big blocks most have
        // one option, and walking through them on every path was most of the search).
        for (std::size_t j = 0; j < p.jobs.size(); ++j) {
            const auto& options = p.jobs[j].options;
            if (options.size() != 1) {
                free_.push_back(j);
                continue;
            }
            for (const auto& [row, units] : p.jobs[j].shares) {
                usedCpus_[static_cast<std::size_t>(row)] += units * options.front().cpus;
                usedMem_[static_cast<std::size_t>(row)] += units * options.front().mem;
            }
            fixedValue_ += options.front().value;
        }
        // Options most valuable first: the tie rule's ranks, and a good incumbent early.
        for (std::size_t j : free_) {
            const auto& options = p.jobs[j].options;
            order_[j].resize(options.size());
            std::iota(order_[j].begin(), order_[j].end(), 0);
            std::ranges::stable_sort(order_[j], std::greater<>{}, [&](int o) {
                return options[static_cast<std::size_t>(o)].value;
            });
        }
        boundFrom_.assign(free_.size() + 1, 0);
        for (std::size_t k = free_.size(); k-- > 0;) {
            double best = -std::numeric_limits<double>::infinity();
            for (const auto& o : p.jobs[free_[k]].options)
                best = std::max(best, o.value);
            boundFrom_[k] = boundFrom_[k + 1] + best;
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
        pass_ = Pass::FindOptimum;
        descend(0, fixedValue_);
        if (overBudget_)
            return out;
        if (!found_) {
            out.verdict = PointChoice::Verdict::Infeasible;
            return out;
        }
        pass_ = Pass::FirstEqual;
        threshold_ = best_ - equalMargin(best_);
        found_ = false;
        descend(0, fixedValue_);
        if (overBudget_)
            return out;
        // The optimum's own choice is within the margin, so the second pass finds one.
        out.verdict = PointChoice::Verdict::Optimal;
        out.chosen = std::move(first_);
        out.optimum = 0; // in job order, as the caller sums
        for (std::size_t j = 0; j < p_.jobs.size(); ++j)
            out.optimum += p_.jobs[j].options[static_cast<std::size_t>(out.chosen[j])].value;
        return out;
    }

private:
    enum class Pass { FindOptimum, FirstEqual };

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
            if (fits) {
                current_[j] = o;
                over = descend(k + 1, value + option.value);
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
    long long spent_ = 0; // search nodes, both passes
    bool overBudget_ = false;
    Pass pass_ = Pass::FindOptimum;
    std::vector<double> usedCpus_, usedMem_;
    std::vector<double> saved_; // the rows' use before each option on the current path
    std::vector<std::vector<int>> order_;
    std::vector<int> current_;
    std::vector<std::size_t> free_; // the jobs with a choice, in job order
    double fixedValue_ = 0;         // the value of the jobs without one
    std::vector<double> boundFrom_; // per job with a choice: the best values from it on, summed
    bool found_ = false;
    double best_ = 0;      // the first pass's best value
    double threshold_ = 0; // what the second pass needs: the optimum less the margin
    std::vector<int> first_;
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

} // namespace maifs
