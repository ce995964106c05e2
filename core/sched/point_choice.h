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

// The slack over each node's free capacity that a choice may use (and GLPK's row bounds get).
constexpr double kRowSlack = 1e-9;
// Parts of more jobs than this are left unsolved without a search: on a spreading policy's
// blocks (100,000 jobs x 1,600 nodes) the search never finished one of 21 jobs or more within
// its budget, and spent it on each of some 190 such parts before GLPK took them.
constexpr std::size_t kLargestSearchedPart = 20;
// Choices worth within this much (relative) of the optimum are its equals.
constexpr double kEqualValue = 1e-6;

// Per row: whether the chosen options' use (summed in job order) exceeds its capacity by more
// than kRowSlack. Jobs without options use nothing.
std::vector<bool> rowsOver(const PointChoiceProblem& problem, const std::vector<int>& chosen);

// What the search established.
struct PointChoice {
    enum class Verdict {
        Optimal,    // `chosen` is the optimum, by the tie rule below where several are
        Infeasible, // no choice fits
        Partial,    // the parts in `unsolved` spent their budget; `chosen` holds the others'
    };
    Verdict verdict = Verdict::Partial;
    std::vector<int> chosen; // option index per job (Optimal; Partial: outside `unsolved`)
    double optimum = 0;      // their values summed in job order (Optimal only)
    std::vector<std::vector<std::size_t>> unsolved; // per part left: its jobs, in job order
};

// Depth-first branch and bound for OPT's blocks (GLPK's set-up and its own branch and bound cost
// several times as much on them). A choice fits when every row's use (the jobs without a choice
// first, then the others in job order) is within kRowSlack of its capacity. The jobs with a
// choice fall apart into parts that share no node; each part's optimum is found alone, and among
// the part's fitting choices worth within kEqualValue of it, the tie rule takes the first job's
// most valuable option, then the second's, and so on (an option's rank: value descending, equal
// values in their order, which OPT's programs give cheapest first). So twins competing for one
// node's CPUs leave the better point to the earlier job: a rule anyone can work out by hand,
// where GLPK's pick among equals was whatever its simplex reached. `budget` counts search
// nodes per part, so the answer never depends on the machine's speed; a part of more than
// kLargestSearchedPart jobs is left unsolved at once.
PointChoice bestChoice(const PointChoiceProblem& problem, long long budget);

// The program of one part of `problem` (jobs in job order, all of them with a choice and sharing
// no node with the other parts): its jobs, on its own nodes (ascending), with the room that the
// jobs without a choice leave there.
PointChoiceProblem partProgram(const PointChoiceProblem& problem,
                               const std::vector<std::size_t>& part);

} // namespace maifs
