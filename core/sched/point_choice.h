#pragma once

#include <cstddef>
#include <utility>
#include <vector>

namespace maifs {

// The integer program of Synergy-OPT's block (opt_allocation.h), as numbers: one option (a
// profiled point) per job, each worth `value`, using `cpus` and `mem` per GPU unit on every node
// the job holds GPUs on; each node's use at most its capacity.
struct PointChoiceProblem {
    struct Option {
        double value = 0;
        double cpus = 0; // per GPU unit
        double mem = 0;
    };
    struct Job {
        std::vector<std::pair<int, double>> shares; // (row: node of the block, GPU units on it)
        std::vector<Option> options;
    };
    std::vector<Job> jobs;
    std::vector<double> cpus; // per row
    std::vector<double> mem;
};

// The slack over each node's free capacity that GLPK's row bounds are given.
constexpr double kRowSlack = 1e-9;

// Per row: whether the chosen options' use (summed in job order) exceeds its capacity by more
// than kRowSlack. Jobs without options use nothing.
std::vector<bool> rowsOver(const PointChoiceProblem& problem, const std::vector<int>& chosen);

// What the search established.
struct PointChoice {
    enum class Verdict {
        Unique,     // `chosen` is the only optimum, clear of every other choice
        Infeasible, // no choice fits, not even within a solver's tolerances
        Undecided,  // ties, near-ties or choices at the capacity's edge; or over the budget
    };
    Verdict verdict = Verdict::Undecided;
    std::vector<int> chosen; // option index per job (Unique only)
    double optimum = 0;      // their values summed in job order (Unique only)
};

// Depth-first branch and bound over the options, for OPT's small blocks, where GLPK's set-up and
// its own branch and bound cost most of a +opt run. The answer stands for GLPK's only where GLPK
// must give the same: one optimum, every other choice worse by more than 1e-6 relative (GLPK's
// optimality tolerance is 1e-7), and no choice that overshoots a capacity by less than 1e-6
// relative (GLPK's feasibility tolerance) coming within that margin of it. Otherwise, and once
// `budget` search nodes are spent (a count, so the answer never depends on the machine's speed),
// Undecided: the caller keeps GLPK's answer, and with it the run files it always wrote.
PointChoice uniqueBestChoice(const PointChoiceProblem& problem, long long budget);

} // namespace maifs
