#include "core/sched/opt_allocation.h"

#include "core/sched/point_choice.h"
#include "core/util/disjoint_sets.h"

#include <algorithm>
#include <cmath>
#include <glpk.h>
#include <limits>
#include <map>
#include <numeric>
#include <tuple>

namespace maifs {

namespace {
// Up to this many (job, point) columns the integer program is solved exactly.
constexpr std::size_t kExactColumns = 600;
// Search nodes the branch and bound of point_choice.h may spend on a part of a block before GLPK
// takes that part.
constexpr long long kSearchBudget = 20000;
} // namespace

namespace {

const ThroughputMatrix& matrixFor(const ModelProfile& profile, int gpus) {
    auto it = profile.byGpus.upper_bound(gpus);
    return it == profile.byGpus.begin() ? it->second : std::prev(it)->second;
}

// Every profiled point with some throughput, in the matrix's order.
template <typename Visit> void forEachPoint(const ThroughputMatrix& m, Visit visit) {
    for (std::size_t c = 0; c < m.tput.size(); ++c)
        for (std::size_t k = 0; k < m.tput[c].size(); ++k)
            if (m.tput[c][k] > 0)
                visit(ProfiledPoint{m.cpuLevels[c], m.memLevels[k], m.tput[c][k]});
}

// Only the frontier matters: a point with no less CPU and memory than another and no more
// throughput is never worth choosing. Keeps the integer program small.
bool dominated(const ProfiledPoint& p, const ThroughputMatrix& m) {
    bool found = false;
    forEachPoint(m, [&](const ProfiledPoint& q) {
        const bool noWorse =
            q.cpusPerGpu <= p.cpusPerGpu && q.memPerGpu <= p.memPerGpu && q.tput >= p.tput;
        const bool better =
            q.cpusPerGpu < p.cpusPerGpu || q.memPerGpu < p.memPerGpu || q.tput > p.tput;
        found = found || (noWorse && better);
    });
    return found;
}

// "Cheapest first", so that "step down" means "towards fewer resources".
double costOf(const ProfiledPoint& p) {
    return p.cpusPerGpu + p.memPerGpu / 20.0;
}

} // namespace

std::vector<ProfiledPoint> profiledPoints(const ModelProfile& profile, int gpus) {
    const ThroughputMatrix& m = matrixFor(profile, gpus);
    std::vector<ProfiledPoint> points;
    forEachPoint(m, [&](const ProfiledPoint& p) {
        if (!dominated(p, m))
            points.push_back(p);
    });
    std::ranges::stable_sort(points, {}, costOf);
    return points;
}

std::optional<ProfiledPoint> cheapestProfiledPoint(const ModelProfile& profile, int gpus) {
    // A point that dominates another costs no more (rounded sums keep the order), so the least
    // cost of all points is a frontier point's, and the stable sort puts the first frontier
    // point of that cost in the matrix's order first: only those few points need the O(points)
    // dominance check, not every point (the whole frontier was most of a MAIFS observation).
    const ThroughputMatrix& m = matrixFor(profile, gpus);
    double least = std::numeric_limits<double>::infinity();
    forEachPoint(m, [&](const ProfiledPoint& p) { least = std::min(least, costOf(p)); });
    std::optional<ProfiledPoint> first;
    forEachPoint(m, [&](const ProfiledPoint& p) {
        if (!first && costOf(p) == least && !dominated(p, m))
            first = p;
    });
    return first;
}

namespace {

// The nodes of one block, ascending (the program's rows), and their free CPUs and memory (GB)
// before the block's starts.
struct BlockRoom {
    std::vector<int> nodes;
    std::vector<double> cpus, mem;
    int rowOf(int node) const {
        return static_cast<int>(std::ranges::lower_bound(nodes, node) - nodes.begin());
    }
};

// OPT's program for one block's starts (in job order), into `p` (its buffers reused). With
// `fairOnly`, each job's points that keep it at least as fast as under its GPU-proportional
// share, as Synergy guarantees.
void programOf(const ClusterView& view, const BlockRoom& room, const std::vector<Action>& block,
               OptMemo& memo, bool fairOnly, PointChoiceProblem& p) {
    p.cpus = room.cpus;
    p.mem = room.mem;
    p.jobs.resize(block.size());
    for (std::size_t j = 0; j < block.size(); ++j) {
        const Action& a = block[j];
        const Job& job = view.job(a.job);
        const double milli = job.gpuMilli / 1000.0;
        PointChoiceProblem::Job& pj = p.jobs[j];
        pj.shares.clear();
        pj.options.clear();
        for (const auto& s : a.allocation.shares)
            pj.shares.emplace_back(room.rowOf(s.node), s.gpus * milli);
        const auto& points =
            fairOnly ? memo.fairPoints(view.profile(a.job), job.gpus,
                                       view.cluster().node(a.allocation.shares.front().node))
                     : memo.points(view.profile(a.job), job.gpus);
        for (const auto& pt : points)
            pj.options.push_back({job.gpus * milli * pt.tput, pt.cpusPerGpu, pt.memPerGpu});
    }
}

struct Solution {
    std::vector<int> chosen; // option per job
    double optimum = 0;
    bool exact = false;
    bool ok = false;
};

// When every job's most valuable option (the first of equals) fits beside the others', that is
// the optimum bestChoice would find first: most blocks between rounds on a cluster with CPUs to
// spare.
bool everyBestFits(const PointChoiceProblem& p, Solution& sol) {
    double total = 0;
    for (std::size_t j = 0; j < p.jobs.size(); ++j) {
        const auto& options = p.jobs[j].options;
        if (options.empty())
            return false;
        std::size_t best = 0;
        for (std::size_t o = 1; o < options.size(); ++o)
            if (options[o].value > options[best].value)
                best = o;
        sol.chosen[j] = static_cast<int>(best);
        total += options[best].value;
    }
    if (std::ranges::any_of(rowsOver(p, sol.chosen), [](bool over) { return over; }))
        return false;
    sol.optimum = total;
    return true;
}

// The program handed to GLPK: a part of a block on which bestChoice spent its budget, or a block
// with no integer choice that fits: exact (simplex, then branch and bound) up to kExactColumns
// columns, beyond that, or with no integer choice that fits, the relaxation's heaviest option per
// job. Its pick among equal optima is the simplex's, not bestChoice's tie rule.
void solveWithGlpk(const PointChoiceProblem& p, Solution& sol) {
    const int jobs = static_cast<int>(p.jobs.size());
    const int nodeRows = static_cast<int>(p.cpus.size());
    glp_prob* lp = glp_create_prob();
    glp_set_obj_dir(lp, GLP_MAX);
    // rows: one "pick one point" per job, then CPU and memory per node
    glp_add_rows(lp, jobs + 2 * nodeRows);
    for (int j = 0; j < jobs; ++j)
        glp_set_row_bnds(lp, j + 1, GLP_FX, 1.0, 1.0);
    for (int n = 0; n < nodeRows; ++n) {
        glp_set_row_bnds(lp, jobs + 2 * n + 1, GLP_UP, 0.0,
                         p.cpus[static_cast<std::size_t>(n)] + kRowSlack);
        glp_set_row_bnds(lp, jobs + 2 * n + 2, GLP_UP, 0.0,
                         p.mem[static_cast<std::size_t>(n)] + kRowSlack);
    }
    std::vector<int> ia{0}, ja{0};
    std::vector<double> ar{0.0};
    std::vector<std::pair<int, int>> colOf; // column -> (job, option)
    for (int j = 0; j < jobs; ++j) {
        const PointChoiceProblem::Job& job = p.jobs[static_cast<std::size_t>(j)];
        for (std::size_t o = 0; o < job.options.size(); ++o) {
            const PointChoiceProblem::Option& option = job.options[o];
            colOf.emplace_back(j, static_cast<int>(o));
            const int col = static_cast<int>(colOf.size());
            glp_add_cols(lp, 1);
            glp_set_col_bnds(lp, col, GLP_DB, 0.0, 1.0);
            glp_set_obj_coef(lp, col, option.value);
            ia.push_back(j + 1);
            ja.push_back(col);
            ar.push_back(1.0);
            for (const auto& [row, units] : job.shares) {
                ia.push_back(jobs + 2 * row + 1);
                ja.push_back(col);
                ar.push_back(units * option.cpus);
                ia.push_back(jobs + 2 * row + 2);
                ja.push_back(col);
                ar.push_back(units * option.mem);
            }
        }
    }
    glp_load_matrix(lp, static_cast<int>(ia.size()) - 1, ia.data(), ja.data(), ar.data());
    glp_smcp parm;
    glp_init_smcp(&parm);
    parm.msg_lev = GLP_MSG_OFF;
    const int rc = glp_simplex(lp, &parm);
    const bool relaxed = rc == 0 && glp_get_status(lp) == GLP_OPT;
    // One point per job is an integer choice. Small problems (the usual few jobs per decision)
    // are solved exactly by GLPK's branch and bound, with no time limit so the answer never
    // depends on the machine's speed; larger ones take the LP relaxation's heaviest point per
    // job.
    bool integral = false;
    // A relaxation whose optimum is already one point per job is the integer optimum: branch
    // and bound would stop at its first node with that same solution.
    if (relaxed && colOf.size() <= kExactColumns) {
        bool whole = true;
        for (std::size_t c = 0; c < colOf.size() && whole; ++c) {
            const double x = glp_get_col_prim(lp, static_cast<int>(c) + 1);
            whole = std::abs(x) < 1e-9 || std::abs(x - 1) < 1e-9;
        }
        if (whole) {
            integral = true;
            sol.optimum = 0;
            for (std::size_t c = 0; c < colOf.size(); ++c)
                if (glp_get_col_prim(lp, static_cast<int>(c) + 1) > 0.5) {
                    sol.optimum += glp_get_obj_coef(lp, static_cast<int>(c) + 1);
                    sol.chosen[static_cast<std::size_t>(colOf[c].first)] = colOf[c].second;
                }
        }
    }
    if (!integral && relaxed && colOf.size() <= kExactColumns) {
        for (std::size_t c = 0; c < colOf.size(); ++c)
            glp_set_col_kind(lp, static_cast<int>(c) + 1, GLP_BV);
        glp_iocp iparm;
        glp_init_iocp(&iparm);
        iparm.msg_lev = GLP_MSG_OFF;
        // Gomory's mixed-integer cuts: on the programs the search leaves to GLPK (a spreading
        // policy's parts of 70-80 jobs over 120-140 nodes), 35x less time than without them
        // (0.24 s against 8.5 s for 152 parts). Not clique cuts, which print although
        // messages are off.
        iparm.gmi_cuts = GLP_ON;
        if (glp_intopt(lp, &iparm) == 0 && glp_mip_status(lp) == GLP_OPT) {
            integral = true;
            sol.optimum = glp_mip_obj_val(lp);
            for (std::size_t c = 0; c < colOf.size(); ++c)
                if (glp_mip_col_val(lp, static_cast<int>(c) + 1) > 0.5)
                    sol.chosen[static_cast<std::size_t>(colOf[c].first)] = colOf[c].second;
        }
    }
    if (!integral && relaxed) {
        sol.optimum = glp_get_obj_val(lp);
        std::vector<double> weight(static_cast<std::size_t>(jobs), -1);
        for (std::size_t c = 0; c < colOf.size(); ++c) {
            const double x = glp_get_col_prim(lp, static_cast<int>(c) + 1);
            auto [j, o] = colOf[c];
            if (x > weight[static_cast<std::size_t>(j)] + 1e-9) {
                weight[static_cast<std::size_t>(j)] = x;
                sol.chosen[static_cast<std::size_t>(j)] = o;
            }
        }
    }
    sol.exact = integral;
    sol.ok = integral || relaxed;
    glp_delete_prob(lp);
}

// The choice for a block of two jobs or more (one job: optimiseAlone); exact when it can be had,
// equal optima settled by bestChoice's tie rule (the earlier job's most valuable point first).
// The parts of the block the search gives up on go to GLPK, each as a program of its own.
// `wantExact`: only an exact answer is of use (the caller tries again with more points).
Solution solve(const PointChoiceProblem& p, bool wantExact) {
    Solution sol;
    sol.chosen.assign(p.jobs.size(), 0);
    if (everyBestFits(p, sol)) {
        sol.ok = sol.exact = true;
        return sol;
    }
    PointChoice found = bestChoice(p, kSearchBudget);
    if (found.verdict == PointChoice::Verdict::Infeasible) {
        // GLPK could only round its relaxation, which the caller would not use.
        if (!wantExact)
            solveWithGlpk(p, sol);
        return sol;
    }
    sol.chosen = std::move(found.chosen);
    sol.ok = sol.exact = true;
    for (const std::vector<std::size_t>& part : found.unsolved) {
        const PointChoiceProblem sub = partProgram(p, part);
        Solution partSol;
        partSol.chosen.assign(sub.jobs.size(), 0);
        solveWithGlpk(sub, partSol);
        sol.ok = sol.ok && partSol.ok;
        sol.exact = sol.exact && partSol.exact;
        for (std::size_t k = 0; k < part.size(); ++k)
            sol.chosen[part[k]] = partSol.chosen[k];
    }
    sol.optimum = 0;
    for (std::size_t j = 0; j < p.jobs.size(); ++j)
        sol.optimum += p.jobs[j].options[static_cast<std::size_t>(sol.chosen[j])].value;
    return sol;
}

// The choice for starts that share no node with any start outside them: one block of the LP.
// Rewrites the starts' CPU and memory; returns the block's optimum.
double optimiseBlock(const ClusterView& view, const BlockRoom& room, std::vector<Action>& block,
                     OptMemo& memo) {
    // Synergy keeps every job at least as fast as under its GPU-proportional share: first look
    // among the points that are; if that cannot be solved exactly, among all points.
    PointChoiceProblem& program = memo.program();
    programOf(view, room, block, memo, true, program);
    Solution sol = solve(program, true);
    if (!sol.exact) {
        programOf(view, room, block, memo, false, program);
        sol = solve(program, false);
    }
    // Round: step down, cheapest-ward, the first job on a node the relaxation's rounding
    // overfilled, until every node fits.
    std::vector<int>& chosen = sol.chosen;
    for (bool over = true; over;) {
        over = false;
        const std::vector<bool> rows = rowsOver(program, chosen);
        for (std::size_t j = 0; j < chosen.size() && !over; ++j)
            for (const auto& [row, units] : program.jobs[j].shares)
                if (rows[static_cast<std::size_t>(row)] && chosen[j] > 0) {
                    --chosen[j];
                    over = true;
                    break;
                }
    }
    for (std::size_t j = 0; j < block.size(); ++j) {
        const auto& options = program.jobs[j].options;
        if (options.empty())
            continue; // a model without profiled points keeps its placement's size
        const PointChoiceProblem::Option& option = options[static_cast<std::size_t>(chosen[j])];
        sizeAt(block[j].allocation, view.job(block[j].job), option.cpus, option.mem);
    }
    return sol.optimum;
}

// optimiseBlock for a block of one job, which most are (a start on a node of its own between
// rounds), without building its program: the same answer, its best point that fits (the
// cheapest of equals), among the fair points first.
double optimiseAlone(const ClusterView& view, const CapacityLedger& after, Action& start,
                     OptMemo& memo) {
    const Job& job = view.job(start.job);
    const double milli = job.gpuMilli / 1000.0;
    auto& shares = start.allocation.shares;
    const auto bestFitting = [&](const std::vector<ProfiledPoint>& points) {
        const ProfiledPoint* best = nullptr;
        double optimum = 0;
        for (const auto& pt : points) {
            bool fits = true;
            for (const auto& s : shares) {
                // free before this start: the ledger has it at its provisional size
                const double cpus = after.freeCpus(s.node) + s.cpus;
                const double mem = after.freeMemGb(s.node) + s.memGb;
                fits = fits && !(s.gpus * milli * pt.cpusPerGpu > cpus + kRowSlack ||
                                 s.gpus * milli * pt.memPerGpu > mem + kRowSlack);
            }
            const double value = job.gpus * milli * pt.tput;
            if (fits && (!best || value > optimum)) {
                best = &pt;
                optimum = value;
            }
        }
        return std::pair{best, optimum};
    };
    auto [best, optimum] = bestFitting(memo.fairPoints(view.profile(start.job), job.gpus,
                                                       view.cluster().node(shares.front().node)));
    if (!best) {
        const auto& points = memo.points(view.profile(start.job), job.gpus);
        std::tie(best, optimum) = bestFitting(points);
        if (!best && !points.empty())
            best = &points.front(); // nothing fits: the cheapest, as the rounding would leave it
    }
    if (best)
        sizeAt(start.allocation, job, best->cpusPerGpu, best->memPerGpu);
    return optimum;
}

// Everything optimiseBlock's answer depends on: per start (in job order) its job, which fixes the
// model, GPUs and GPU fraction, and its GPUs per node; then each node's free CPU and memory.
OptMemo::Key keyOf(const BlockRoom& room, const std::vector<Action>& block) {
    OptMemo::Key key;
    std::size_t size = 3 * room.nodes.size();
    for (const auto& a : block)
        size += 2 + 2 * a.allocation.shares.size();
    key.reserve(size);
    for (const auto& a : block) {
        key.push_back(a.job);
        key.push_back(static_cast<double>(a.allocation.shares.size()));
        for (const auto& s : a.allocation.shares)
            key.insert(key.end(), {static_cast<double>(s.node), static_cast<double>(s.gpus)});
    }
    for (std::size_t r = 0; r < room.nodes.size(); ++r)
        key.insert(key.end(), {static_cast<double>(room.nodes[r]), room.cpus[r], room.mem[r]});
    return key;
}

} // namespace

std::vector<double> optimiseCpuMem(const ClusterView& view, const CapacityLedger& after,
                                   std::vector<Action>& starts, OptMemo& memo) {
    // The LP falls apart into blocks: a job's columns touch only the rows of its own nodes, so
    // nodes that no gang links are independent problems. Solving each block alone gives the same
    // optimum and keeps every block small enough for the exact branch and bound, where one LP over
    // every running job of a large cluster was too big for it and cost most of a run's time.
    std::vector<int> nodes;
    for (const auto& a : starts)
        for (const auto& s : a.allocation.shares)
            nodes.push_back(s.node);
    std::ranges::sort(nodes);
    nodes.erase(std::unique(nodes.begin(), nodes.end()), nodes.end());
    const auto indexOf = [&](int node) {
        return static_cast<std::size_t>(std::ranges::lower_bound(nodes, node) - nodes.begin());
    };
    DisjointSets linked(nodes.size());
    std::vector<std::size_t> firstNode(starts.size());
    for (std::size_t i = 0; i < starts.size(); ++i) {
        const auto& shares = starts[i].allocation.shares;
        firstNode[i] = indexOf(shares.front().node);
        for (std::size_t k = 1; k < shares.size(); ++k)
            linked.unite(firstNode[i], indexOf(shares[k].node));
    }
    // Blocks by their first node; inside, the starts in job order, so that a block's choice does
    // not depend on how a policy ranks its jobs (which changes between rounds).
    std::vector<std::size_t> order(starts.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::vector<std::size_t> blockOf(starts.size());
    for (std::size_t i = 0; i < starts.size(); ++i)
        blockOf[i] = linked.root(firstNode[i]);
    std::ranges::sort(order, {}, [&](std::size_t i) {
        return std::pair{blockOf[i], starts[i].job};
    });
    std::vector<double> optimumOf(starts.size(), 0);
    std::vector<Action> block;
    BlockRoom room;
    for (std::size_t first = 0; first < order.size();) {
        std::size_t last = first;
        while (last < order.size() && blockOf[order[last]] == blockOf[order[first]])
            ++last;
        if (last - first == 1) {
            optimumOf[order[first]] = optimiseAlone(view, after, starts[order[first]], memo);
            first = last;
            continue;
        }
        block.clear();
        room.nodes.clear();
        for (std::size_t k = first; k < last; ++k) {
            for (const auto& s : starts[order[k]].allocation.shares)
                room.nodes.push_back(s.node);
            block.push_back(std::move(starts[order[k]]));
        }
        std::ranges::sort(room.nodes);
        room.nodes.erase(std::unique(room.nodes.begin(), room.nodes.end()), room.nodes.end());
        room.cpus.assign(room.nodes.size(), 0);
        room.mem.assign(room.nodes.size(), 0);
        for (std::size_t r = 0; r < room.nodes.size(); ++r) {
            room.cpus[r] = after.freeCpus(room.nodes[r]);
            room.mem[r] = after.freeMemGb(room.nodes[r]);
        }
        // Free before these starts: the ledger has them at their provisional sizes.
        for (const auto& a : block)
            for (const auto& s : a.allocation.shares) {
                const auto r = static_cast<std::size_t>(room.rowOf(s.node));
                room.cpus[r] += s.cpus;
                room.mem[r] += s.memGb;
            }
        OptMemo::Key key = keyOf(room, block);
        const int blockNode = nodes[blockOf[order[first]]];
        double optimum = 0;
        if (const OptMemo::Choice* c = memo.find(blockNode, key)) {
            std::size_t k = 0;
            for (auto& a : block)
                for (auto& s : a.allocation.shares)
                    std::tie(s.cpus, s.memGb) = c->cpusMem[k++];
            optimum = c->optimum;
        } else {
            OptMemo::Choice choice;
            choice.optimum = optimum = optimiseBlock(view, room, block, memo);
            for (const auto& a : block)
                for (const auto& s : a.allocation.shares)
                    choice.cpusMem.emplace_back(s.cpus, s.memGb);
            memo.keep(blockNode, std::move(key), std::move(choice));
        }
        for (std::size_t k = first; k < last; ++k) {
            starts[order[k]] = std::move(block[k - first]);
            optimumOf[order[k]] = optimum;
        }
        first = last;
    }
    return optimumOf;
}

const std::vector<ProfiledPoint>& OptMemo::points(const ModelProfile& profile, int gpus) {
    auto [it, fresh] = points_.try_emplace({&profile, gpus});
    if (fresh)
        it->second = profiledPoints(profile, gpus);
    return it->second;
}

const std::vector<ProfiledPoint>& OptMemo::fairPoints(const ModelProfile& profile, int gpus,
                                                      const Node& node) {
    auto [it, fresh] =
        fairPoints_.try_emplace(std::tuple{&profile, gpus, node.cpusPerGpu(), node.memPerGpu()});
    if (fresh) {
        const double fair =
            SpeedModel::throughput(profile, gpus, node.cpusPerGpu(), node.memPerGpu());
        for (const auto& pt : points(profile, gpus))
            if (pt.tput >= fair - 1e-12)
                it->second.push_back(pt);
    }
    return it->second;
}

bool OptMemo::holdsItsOnlyFairPoint(const ClusterView& view, int job) {
    const Allocation& held = view.allocation(job);
    if (held.shares.size() < 2)
        return false;
    const Job& j = view.job(job);
    const auto& fair =
        fairPoints(view.profile(job), j.gpus, view.cluster().node(held.shares.front().node));
    // Compared exactly: sizeAt gives a gang OPT sized these very numbers.
    return fair.size() == 1 && sizedAt(held, j, fair.front().cpusPerGpu, fair.front().memPerGpu);
}

void sizeAt(Allocation& a, const Job& job, double cpusPerGpu, double memPerGpu) {
    const double milli = job.gpuMilli / 1000.0;
    for (auto& s : a.shares) {
        s.cpus = s.gpus * milli * cpusPerGpu;
        s.memGb = s.gpus * milli * memPerGpu;
    }
}

bool sizedAt(const Allocation& a, const Job& job, double cpusPerGpu, double memPerGpu) {
    const double milli = job.gpuMilli / 1000.0;
    return std::ranges::all_of(a.shares, [&](const NodeShare& s) {
        return s.cpus == s.gpus * milli * cpusPerGpu && s.memGb == s.gpus * milli * memPerGpu;
    });
}

const OptMemo::Choice* OptMemo::find(int firstNode, const Key& key) const {
    auto it = byFirstNode_.find(firstNode);
    if (it == byFirstNode_.end() || it->second.first != key)
        return nullptr;
    ++reused_;
    return &it->second.second;
}

void OptMemo::keep(int firstNode, Key key, Choice choice) {
    byFirstNode_.insert_or_assign(firstNode, std::pair{std::move(key), std::move(choice)});
}

} // namespace maifs
