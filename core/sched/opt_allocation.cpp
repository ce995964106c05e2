#include "core/sched/opt_allocation.h"

#include <algorithm>
#include <cmath>
#include <glpk.h>
#include <map>
#include <numeric>
#include <tuple>

namespace maifs {

namespace {
// Up to this many (job, point) columns the integer program is solved exactly.
constexpr std::size_t kExactColumns = 600;
} // namespace

std::vector<ProfiledPoint> profiledPoints(const ModelProfile& profile, int gpus) {
    auto it = profile.byGpus.upper_bound(gpus);
    const ThroughputMatrix& m = it == profile.byGpus.begin() ? it->second : std::prev(it)->second;
    std::vector<ProfiledPoint> points;
    for (std::size_t c = 0; c < m.tput.size(); ++c)
        for (std::size_t k = 0; k < m.tput[c].size(); ++k)
            if (m.tput[c][k] > 0)
                points.push_back({m.cpuLevels[c], m.memLevels[k], m.tput[c][k]});
    // Only the frontier matters: a point with no less CPU and memory than another and no more
    // throughput is never worth choosing. Keeps the integer program small.
    std::vector<ProfiledPoint> frontier;
    for (const auto& p : points) {
        const bool dominated =
            std::any_of(points.begin(), points.end(), [&](const ProfiledPoint& q) {
                const bool noWorse =
                    q.cpusPerGpu <= p.cpusPerGpu && q.memPerGpu <= p.memPerGpu && q.tput >= p.tput;
                const bool better =
                    q.cpusPerGpu < p.cpusPerGpu || q.memPerGpu < p.memPerGpu || q.tput > p.tput;
                return noWorse && better;
            });
        if (!dominated)
            frontier.push_back(p);
    }
    points = std::move(frontier);
    // cheapest first, so that "step down" means "towards fewer resources"
    std::stable_sort(
        points.begin(), points.end(), [](const ProfiledPoint& a, const ProfiledPoint& b) {
            return a.cpusPerGpu + a.memPerGpu / 20.0 < b.cpusPerGpu + b.memPerGpu / 20.0;
        });
    return points;
}

namespace {

// Free CPUs and memory (GB) per node before the starts.
using RoomByNode = std::map<int, std::pair<double, double>>;

// The choice for starts that share no node with any start outside them: one block of the LP.
double optimiseBlock(const ClusterView& view, const RoomByNode& room, std::vector<Action>& starts,
                     OptMemo& memo) {
    std::vector<int> nodes;
    for (const auto& a : starts)
        for (const auto& s : a.allocation.shares)
            nodes.push_back(s.node);
    std::ranges::sort(nodes);
    nodes.erase(std::unique(nodes.begin(), nodes.end()), nodes.end());
    std::map<int, std::pair<double, double>> freeOn;
    for (int n : nodes)
        freeOn.emplace(n, room.at(n));
    const auto rowOf = [&](int node) {
        return static_cast<int>(std::ranges::lower_bound(nodes, node) - nodes.begin());
    };

    std::vector<std::vector<ProfiledPoint>> points;
    for (const auto& a : starts)
        points.push_back(memo.points(view.profile(a.job), view.job(a.job).gpus));

    const int jobs = static_cast<int>(starts.size());
    // When every job's best point is clearly the best (by more than the simplex's tolerances) and
    // all of them fit together, that is the only optimum, so the LP would return it: most blocks
    // between rounds on a cluster with CPUs to spare. Sets `chosen` and `optimum` when it holds.
    const auto everyBestFits = [&](const std::vector<std::vector<ProfiledPoint>>& pointsOf,
                                   std::vector<int>& chosen, double& optimum) {
        std::map<int, std::pair<double, double>> used;
        double total = 0;
        for (int j = 0; j < jobs; ++j) {
            const auto& pts = pointsOf[static_cast<std::size_t>(j)];
            if (pts.empty())
                return false;
            std::size_t best = 0;
            for (std::size_t p = 1; p < pts.size(); ++p)
                if (pts[p].tput > pts[best].tput)
                    best = p;
            for (std::size_t p = 0; p < pts.size(); ++p)
                if (p != best && pts[p].tput > pts[best].tput * (1 - 1e-6))
                    return false;
            const Action& a = starts[static_cast<std::size_t>(j)];
            const double milli = view.job(a.job).gpuMilli / 1000.0;
            for (const auto& s : a.allocation.shares) {
                used[s.node].first += s.gpus * milli * pts[best].cpusPerGpu;
                used[s.node].second += s.gpus * milli * pts[best].memPerGpu;
            }
            chosen[static_cast<std::size_t>(j)] = static_cast<int>(best);
            total += view.job(a.job).gpus * milli * pts[best].tput;
        }
        for (const auto& [n, u] : used)
            if (u.first > freeOn[n].first + 1e-9 || u.second > freeOn[n].second + 1e-9)
                return false;
        optimum = total;
        return true;
    };
    // Solves the choice over the given points per job; exact (branch and bound) when small.
    struct Solution {
        std::vector<int> chosen; // point index per job
        double optimum = 0;
        bool exact = false;
        bool ok = false;
    };
    const auto solve = [&](const std::vector<std::vector<ProfiledPoint>>& pointsOf) {
        Solution sol;
        sol.chosen.assign(static_cast<std::size_t>(jobs), 0);
        std::vector<int>& chosen = sol.chosen;
        double& optimum = sol.optimum;
        if (jobs == 1) {
            // One job (most blocks between rounds: a start on a node of its own): its best point
            // that fits, the cheapest of equals, found without an LP.
            const Action& a = starts.front();
            const double milli = view.job(a.job).gpuMilli / 1000.0;
            const auto& pts = pointsOf.front();
            for (std::size_t p = 0; p < pts.size(); ++p) {
                bool fits = true;
                for (const auto& sh : a.allocation.shares) {
                    const auto& [cpus, mem] = freeOn[sh.node];
                    fits = fits && sh.gpus * milli * pts[p].cpusPerGpu <= cpus + 1e-9 &&
                           sh.gpus * milli * pts[p].memPerGpu <= mem + 1e-9;
                }
                const double value = view.job(a.job).gpus * milli * pts[p].tput;
                if (fits && (!sol.ok || value > optimum)) {
                    sol.ok = sol.exact = true;
                    optimum = value;
                    chosen.front() = static_cast<int>(p);
                }
            }
            return sol;
        }
        if (everyBestFits(pointsOf, chosen, optimum)) {
            sol.ok = sol.exact = true;
            return sol;
        }
        glp_prob* lp = glp_create_prob();
        glp_set_obj_dir(lp, GLP_MAX);
        const int nodeRows = static_cast<int>(nodes.size());
        // rows: one "pick one point" per job, then CPU and memory per node
        glp_add_rows(lp, jobs + 2 * nodeRows);
        for (int j = 0; j < jobs; ++j)
            glp_set_row_bnds(lp, j + 1, GLP_FX, 1.0, 1.0);
        for (int n = 0; n < nodeRows; ++n) {
            glp_set_row_bnds(lp, jobs + 2 * n + 1, GLP_UP, 0.0,
                             freeOn[nodes[static_cast<std::size_t>(n)]].first + 1e-9);
            glp_set_row_bnds(lp, jobs + 2 * n + 2, GLP_UP, 0.0,
                             freeOn[nodes[static_cast<std::size_t>(n)]].second + 1e-9);
        }
        std::vector<int> ia{0}, ja{0};
        std::vector<double> ar{0.0};
        std::vector<std::pair<int, int>> colOf; // column -> (job, point)
        for (int j = 0; j < jobs; ++j) {
            const Action& a = starts[static_cast<std::size_t>(j)];
            const double milli = view.job(a.job).gpuMilli / 1000.0;
            for (std::size_t p = 0; p < pointsOf[static_cast<std::size_t>(j)].size(); ++p) {
                const ProfiledPoint& pt = pointsOf[static_cast<std::size_t>(j)][p];
                colOf.emplace_back(j, static_cast<int>(p));
                const int col = static_cast<int>(colOf.size());
                glp_add_cols(lp, 1);
                glp_set_col_bnds(lp, col, GLP_DB, 0.0, 1.0);
                glp_set_obj_coef(lp, col, view.job(a.job).gpus * milli * pt.tput);
                ia.push_back(j + 1);
                ja.push_back(col);
                ar.push_back(1.0);
                for (const auto& s : a.allocation.shares) {
                    const double units = s.gpus * milli;
                    const int n = rowOf(s.node);
                    ia.push_back(jobs + 2 * n + 1);
                    ja.push_back(col);
                    ar.push_back(units * pt.cpusPerGpu);
                    ia.push_back(jobs + 2 * n + 2);
                    ja.push_back(col);
                    ar.push_back(units * pt.memPerGpu);
                }
            }
        }
        glp_load_matrix(lp, static_cast<int>(ia.size()) - 1, ia.data(), ja.data(), ar.data());
        glp_smcp parm;
        glp_init_smcp(&parm);
        parm.msg_lev = GLP_MSG_OFF;
        const int rc = glp_simplex(lp, &parm);
        // One point per job is an integer choice. Small problems (the usual few jobs per decision)
        // are solved exactly by GLPK's branch and bound, with no time limit so the answer never
        // depends on the machine's speed; larger ones take the LP relaxation's heaviest point per
        // job.
        bool integral = false;
        // A relaxation whose optimum is already one point per job is the integer optimum: branch
        // and bound would stop at its first node with that same solution.
        if (rc == 0 && glp_get_status(lp) == GLP_OPT && colOf.size() <= kExactColumns) {
            bool whole = true;
            for (std::size_t c = 0; c < colOf.size() && whole; ++c) {
                const double x = glp_get_col_prim(lp, static_cast<int>(c) + 1);
                whole = std::abs(x) < 1e-9 || std::abs(x - 1) < 1e-9;
            }
            if (whole) {
                integral = true;
                optimum = 0;
                for (std::size_t c = 0; c < colOf.size(); ++c)
                    if (glp_get_col_prim(lp, static_cast<int>(c) + 1) > 0.5) {
                        optimum += glp_get_obj_coef(lp, static_cast<int>(c) + 1);
                        chosen[static_cast<std::size_t>(colOf[c].first)] = colOf[c].second;
                    }
            }
        }
        if (!integral && rc == 0 && glp_get_status(lp) == GLP_OPT &&
            colOf.size() <= kExactColumns) {
            for (std::size_t c = 0; c < colOf.size(); ++c)
                glp_set_col_kind(lp, static_cast<int>(c) + 1, GLP_BV);
            glp_iocp iparm;
            glp_init_iocp(&iparm);
            iparm.msg_lev = GLP_MSG_OFF;
            if (glp_intopt(lp, &iparm) == 0 && glp_mip_status(lp) == GLP_OPT) {
                integral = true;
                optimum = glp_mip_obj_val(lp);
                for (std::size_t c = 0; c < colOf.size(); ++c)
                    if (glp_mip_col_val(lp, static_cast<int>(c) + 1) > 0.5)
                        chosen[static_cast<std::size_t>(colOf[c].first)] = colOf[c].second;
            }
        }
        if (!integral && rc == 0 && glp_get_status(lp) == GLP_OPT) {
            optimum = glp_get_obj_val(lp);
            std::vector<double> weight(static_cast<std::size_t>(jobs), -1);
            for (std::size_t c = 0; c < colOf.size(); ++c) {
                const double x = glp_get_col_prim(lp, static_cast<int>(c) + 1);
                auto [j, p] = colOf[c];
                if (x > weight[static_cast<std::size_t>(j)] + 1e-9) {
                    weight[static_cast<std::size_t>(j)] = x;
                    chosen[static_cast<std::size_t>(j)] = p;
                }
            }
        }
        sol.exact = integral;
        sol.ok = integral || (rc == 0 && glp_get_status(lp) == GLP_OPT);
        glp_delete_prob(lp);
        return sol;
    };

    // Synergy keeps every job at least as fast as under its GPU-proportional share: first look
    // among the points that are; if that cannot be solved exactly, among all points.
    std::vector<std::vector<ProfiledPoint>> fairPoints;
    for (std::size_t j = 0; j < starts.size(); ++j) {
        const Action& a = starts[j];
        const Node& node = view.cluster().node(a.allocation.shares.front().node);
        const double fair = SpeedModel::throughput(view.profile(a.job), view.job(a.job).gpus,
                                                   node.cpusPerGpu(), node.memPerGpu());
        std::vector<ProfiledPoint> keep;
        for (const auto& pt : points[j])
            if (pt.tput >= fair - 1e-12)
                keep.push_back(pt);
        fairPoints.push_back(std::move(keep));
    }
    Solution sol = solve(fairPoints);
    if (sol.exact)
        points = std::move(fairPoints);
    else
        sol = solve(points);
    std::vector<int>& chosen = sol.chosen;
    const double optimum = sol.optimum;

    // Round: apply the choices, then step down jobs on any node the rounding overfilled.
    const auto apply = [&](int j) {
        Action& a = starts[static_cast<std::size_t>(j)];
        const ProfiledPoint& pt =
            points[static_cast<std::size_t>(j)]
                  [static_cast<std::size_t>(chosen[static_cast<std::size_t>(j)])];
        const double milli = view.job(a.job).gpuMilli / 1000.0;
        for (auto& s : a.allocation.shares) {
            s.cpus = s.gpus * milli * pt.cpusPerGpu;
            s.memGb = s.gpus * milli * pt.memPerGpu;
        }
    };
    for (int j = 0; j < jobs; ++j)
        apply(j);
    for (bool over = true; over;) {
        over = false;
        std::map<int, std::pair<double, double>> used;
        for (const auto& a : starts)
            for (const auto& s : a.allocation.shares) {
                used[s.node].first += s.cpus;
                used[s.node].second += s.memGb;
            }
        for (int j = 0; j < jobs && !over; ++j)
            for (const auto& s : starts[static_cast<std::size_t>(j)].allocation.shares)
                if ((used[s.node].first > freeOn[s.node].first + 1e-9 ||
                     used[s.node].second > freeOn[s.node].second + 1e-9) &&
                    chosen[static_cast<std::size_t>(j)] > 0) {
                    --chosen[static_cast<std::size_t>(j)];
                    apply(j);
                    over = true;
                    break;
                }
    }
    return optimum;
}

// Everything optimiseBlock's answer depends on: per start (in job order) its job, which fixes the
// model, GPUs and GPU fraction, and its GPUs per node; then each node's free CPU and memory.
OptMemo::Key keyOf(const RoomByNode& room, const std::vector<Action>& block) {
    OptMemo::Key key;
    for (const auto& a : block) {
        key.push_back(a.job);
        key.push_back(static_cast<double>(a.allocation.shares.size()));
        for (const auto& s : a.allocation.shares)
            key.insert(key.end(), {static_cast<double>(s.node), static_cast<double>(s.gpus)});
    }
    for (const auto& [n, r] : room)
        key.insert(key.end(), {static_cast<double>(n), r.first, r.second});
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
    std::vector<std::size_t> parent(nodes.size());
    std::iota(parent.begin(), parent.end(), std::size_t{0});
    const auto root = [&](std::size_t i) {
        while (parent[i] != i)
            i = parent[i] = parent[parent[i]];
        return i;
    };
    for (const auto& a : starts)
        for (const auto& s : a.allocation.shares) {
            const std::size_t x = root(indexOf(a.allocation.shares.front().node));
            const std::size_t y = root(indexOf(s.node));
            parent[std::max(x, y)] = std::min(x, y);
        }
    // Blocks by their first node; inside, the starts in job order, so that a block's choice does
    // not depend on how a policy ranks its jobs (which changes between rounds).
    std::vector<std::vector<std::size_t>> members(nodes.size());
    for (std::size_t i = 0; i < starts.size(); ++i)
        members[root(indexOf(starts[i].allocation.shares.front().node))].push_back(i);
    std::vector<double> optimumOf(starts.size(), 0);
    std::vector<Action> block;
    RoomByNode room;
    for (std::size_t b = 0; b < nodes.size(); ++b) {
        if (members[b].empty())
            continue;
        std::ranges::sort(members[b], {}, [&](std::size_t i) { return starts[i].job; });
        block.clear();
        room.clear();
        for (std::size_t i : members[b]) {
            for (const auto& s : starts[i].allocation.shares)
                room.emplace(s.node, std::pair{after.freeCpus(s.node), after.freeMemGb(s.node)});
            block.push_back(std::move(starts[i]));
        }
        // Free before these starts: the ledger has them at their provisional sizes.
        for (const auto& a : block)
            for (const auto& s : a.allocation.shares) {
                room[s.node].first += s.cpus;
                room[s.node].second += s.memGb;
            }
        OptMemo::Key key = keyOf(room, block);
        double optimum = 0;
        if (const OptMemo::Choice* c = memo.find(nodes[b], key)) {
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
            memo.keep(nodes[b], std::move(key), std::move(choice));
        }
        for (std::size_t k = 0; k < block.size(); ++k) {
            starts[members[b][k]] = std::move(block[k]);
            optimumOf[members[b][k]] = optimum;
        }
    }
    return optimumOf;
}

const std::vector<ProfiledPoint>& OptMemo::points(const ModelProfile& profile, int gpus) {
    auto [it, fresh] = points_.try_emplace({&profile, gpus});
    if (fresh)
        it->second = profiledPoints(profile, gpus);
    return it->second;
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
