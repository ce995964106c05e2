#include "core/sched/point_choice.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

namespace maifs {

namespace {

// Every other choice must be worse than the optimum by more than this (relative), or fit by more
// than this (relative) short of overshooting a capacity, for GLPK to be bound to the same answer.
constexpr double kMargin = 1e-6;
// More choices within the margin of the best than this: undecided already.
constexpr std::size_t kNearLimit = 64;

double margin(double v) {
    return kMargin * (1 + std::abs(v));
}

class Search {
public:
    Search(const PointChoiceProblem& p, long long budget)
        : p_(p)
        , budget_(budget)
        , usedCpus_(p.cpus.size(), 0)
        , usedMem_(p.mem.size(), 0)
        , order_(p.jobs.size())
        , current_(p.jobs.size(), 0)
        , boundFrom_(p.jobs.size() + 1, 0) {
        for (std::size_t r = 0; r < p.cpus.size(); ++r) {
            looseCpus_.push_back(p.cpus[r] + kRowSlack + margin(p.cpus[r]));
            looseMem_.push_back(p.mem[r] + kRowSlack + margin(p.mem[r]));
        }
        // Options best first, so that a good incumbent prunes early; equals keep their order.
        for (std::size_t j = 0; j < p.jobs.size(); ++j) {
            const auto& options = p.jobs[j].options;
            order_[j].resize(options.size());
            std::iota(order_[j].begin(), order_[j].end(), 0);
            std::ranges::stable_sort(order_[j], std::greater<>{}, [&](int o) {
                return options[static_cast<std::size_t>(o)].value;
            });
        }
        for (std::size_t j = p.jobs.size(); j-- > 0;) {
            double best = -std::numeric_limits<double>::infinity();
            for (const auto& o : p.jobs[j].options)
                best = std::max(best, o.value);
            boundFrom_[j] = boundFrom_[j + 1] + best;
        }
    }

    PointChoice run() {
        PointChoice out;
        for (const auto& job : p_.jobs)
            if (job.options.empty()) {
                out.verdict = PointChoice::Verdict::Infeasible;
                return out;
            }
        descend(0, 0.0);
        if (overBudget_ || tooManyNear_)
            return out;
        if (!found_) {
            out.verdict = PointChoice::Verdict::Infeasible;
            return out;
        }
        const auto near = std::ranges::count_if(
            nearValues_, [&](double v) { return v >= bestValue_ - margin(bestValue_); });
        if (near != 1 || !bestStrict_)
            return out;
        out.verdict = PointChoice::Verdict::Unique;
        out.chosen = best_;
        out.optimum = 0;
        for (std::size_t j = 0; j < best_.size(); ++j)
            out.optimum += p_.jobs[j].options[static_cast<std::size_t>(best_[j])].value;
        return out;
    }

private:
    void descend(std::size_t j, double value) {
        if (overBudget_ || tooManyNear_)
            return;
        if (j == p_.jobs.size()) {
            leaf(value);
            return;
        }
        const PointChoiceProblem::Job& job = p_.jobs[j];
        for (int o : order_[j]) {
            if (++spent_ > budget_) {
                overBudget_ = true;
                return;
            }
            const PointChoiceProblem::Option& option = job.options[static_cast<std::size_t>(o)];
            // What the best completion could still reach: if it cannot come within the margin
            // of the best so far, neither can any later (no more valuable) option.
            if (found_ &&
                value + option.value + boundFrom_[j + 1] < bestValue_ - margin(bestValue_))
                return;
            bool fits = true;
            for (const auto& [row, units] : job.shares) {
                const auto r = static_cast<std::size_t>(row);
                usedCpus_[r] += units * option.cpus;
                usedMem_[r] += units * option.mem;
                fits = fits && usedCpus_[r] <= looseCpus_[r] && usedMem_[r] <= looseMem_[r];
            }
            if (fits) {
                current_[j] = o;
                descend(j + 1, value + option.value);
            }
            for (const auto& [row, units] : job.shares) {
                const auto r = static_cast<std::size_t>(row);
                usedCpus_[r] -= units * option.cpus;
                usedMem_[r] -= units * option.mem;
            }
        }
    }

    void leaf(double value) {
        if (found_ && value < bestValue_ - margin(bestValue_))
            return;
        if (nearValues_.size() >= kNearLimit) {
            tooManyNear_ = true;
            return;
        }
        nearValues_.push_back(value);
        if (!found_ || value > bestValue_) {
            found_ = true;
            bestValue_ = value;
            best_ = current_;
            bestStrict_ = true;
            for (std::size_t r = 0; r < usedCpus_.size(); ++r)
                bestStrict_ = bestStrict_ && usedCpus_[r] <= p_.cpus[r] + kRowSlack &&
                              usedMem_[r] <= p_.mem[r] + kRowSlack;
            std::erase_if(nearValues_,
                          [&](double v) { return v < bestValue_ - margin(bestValue_); });
        }
    }

    const PointChoiceProblem& p_;
    const long long budget_;
    long long spent_ = 0;
    bool overBudget_ = false;
    bool tooManyNear_ = false;
    std::vector<double> usedCpus_, usedMem_, looseCpus_, looseMem_;
    std::vector<std::vector<int>> order_;
    std::vector<int> current_;
    std::vector<double> boundFrom_; // per job: the sum of the best values from it on
    bool found_ = false;
    double bestValue_ = 0;
    bool bestStrict_ = false;
    std::vector<int> best_;
    std::vector<double> nearValues_; // the loose-feasible choices within the margin of the best
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

PointChoice uniqueBestChoice(const PointChoiceProblem& problem, long long budget) {
    return Search(problem, budget).run();
}

} // namespace maifs
