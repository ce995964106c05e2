// The branch and bound that solves Synergy-OPT's small blocks (core/sched/point_choice.h):
// hand-worked programs, and random ones against enumerating every choice, ties included.
#include "core/sched/point_choice.h"
#include "core/util/rng.h"

#include <cmath>

#include <QTest>

using namespace maifs;

namespace {

using Verdict = PointChoice::Verdict;

// One node of `cpus` CPUs (memory to spare), with one-GPU jobs choosing among `options`.
PointChoiceProblem oneNode(double cpus,
                           const std::vector<std::vector<PointChoiceProblem::Option>>& jobs) {
    PointChoiceProblem p;
    p.cpus = {cpus};
    p.mem = {1000};
    for (const auto& options : jobs)
        p.jobs.push_back({{{0, 1.0}}, options});
    return p;
}

// Every choice, enumerated: the tie rule's answer worked out the long way. Among the choices that
// fit (within 1e-9 of each capacity) and are worth within 1e-6 relative of the best, the one
// whose options rank first, job by job (rank: value descending, equal values by index).
struct Enumerated {
    bool any = false;
    double best = 0;
    std::vector<int> chosen;
    int equals = 0; // fitting choices worth within the margin of the best
};

Enumerated enumerate(const PointChoiceProblem& p) {
    std::vector<std::vector<int>> rankOf(p.jobs.size());
    for (std::size_t j = 0; j < p.jobs.size(); ++j) {
        const auto& options = p.jobs[j].options;
        for (std::size_t o = 0; o < options.size(); ++o) {
            int rank = 0;
            for (std::size_t q = 0; q < options.size(); ++q)
                rank += options[q].value > options[o].value ||
                                (options[q].value == options[o].value && q < o)
                            ? 1
                            : 0;
            rankOf[j].push_back(rank);
        }
    }
    std::vector<std::pair<double, std::vector<int>>> fitting;
    std::vector<int> c(p.jobs.size(), 0);
    while (true) {
        std::vector<double> cpus(p.cpus.size(), 0), mem(p.mem.size(), 0);
        double value = 0;
        for (std::size_t j = 0; j < c.size(); ++j) {
            const auto& o = p.jobs[j].options[static_cast<std::size_t>(c[j])];
            value += o.value;
            for (const auto& [row, units] : p.jobs[j].shares) {
                cpus[static_cast<std::size_t>(row)] += units * o.cpus;
                mem[static_cast<std::size_t>(row)] += units * o.mem;
            }
        }
        bool fits = true;
        for (std::size_t r = 0; r < cpus.size(); ++r)
            fits = fits && cpus[r] <= p.cpus[r] + 1e-9 && mem[r] <= p.mem[r] + 1e-9;
        if (fits)
            fitting.emplace_back(value, c);
        std::size_t j = 0;
        while (j < c.size() && ++c[j] == static_cast<int>(p.jobs[j].options.size()))
            c[j++] = 0;
        if (j == c.size())
            break;
    }
    Enumerated e;
    for (const auto& [value, choice] : fitting) {
        e.best = e.any ? std::max(e.best, value) : value;
        e.any = true;
    }
    std::vector<int> bestRanks;
    for (const auto& [value, choice] : fitting) {
        if (value < e.best - 1e-6 * (1 + std::abs(e.best)))
            continue;
        ++e.equals;
        std::vector<int> ranks;
        for (std::size_t j = 0; j < choice.size(); ++j)
            ranks.push_back(rankOf[j][static_cast<std::size_t>(choice[j])]);
        if (e.chosen.empty() || ranks < bestRanks) {
            bestRanks = ranks;
            e.chosen = choice;
        }
    }
    return e;
}

} // namespace

class TestPointChoice : public QObject {
    Q_OBJECT

private slots:
    void theBestUnderACapacityIsFound() {
        // 10 CPUs; job a: 2 CPUs worth 1, 8 CPUs worth 3; job b: 2 CPUs worth 1, 6 CPUs worth 2.5.
        // Both high: 14 CPUs, too many. a high + b low: 10 CPUs, worth 4; a low + b high: 8 CPUs,
        // worth 3.5. So a high, b low.
        const auto p = oneNode(10, {{{1, 2, 1}, {3, 8, 1}}, {{1, 2, 1}, {2.5, 6, 1}}});
        const PointChoice c = bestChoice(p, 1000);
        QCOMPARE(c.verdict, Verdict::Optimal);
        QCOMPARE(c.chosen, (std::vector<int>{1, 0}));
        QCOMPARE(c.optimum, 4.0);
    }

    void twinsCompetingForOneSlotLeaveItToTheEarlierJob() {
        // Two identical jobs, room for only one at its better point (2 + 6 of 8 CPUs): two
        // optima worth 3; the tie rule gives the better point to the first. Make the second twin
        // 1% more valuable and it is the second's.
        const std::vector<PointChoiceProblem::Option> twin{{1, 2, 1}, {2, 6, 1}};
        PointChoice c = bestChoice(oneNode(8, {twin, twin}), 1000);
        QCOMPARE(c.verdict, Verdict::Optimal);
        QCOMPARE(c.chosen, (std::vector<int>{1, 0}));
        QCOMPARE(c.optimum, 3.0);
        auto richer = twin;
        richer[1].value = 2.02;
        c = bestChoice(oneNode(8, {twin, richer}), 1000);
        QCOMPARE(c.verdict, Verdict::Optimal);
        QCOMPARE(c.chosen, (std::vector<int>{0, 1}));
    }

    void choicesWithinAHairOfTheBestAreItsEquals() {
        // The second job's better point is worth 2e-7 (relative 7e-8) more than the first's:
        // equals, so the first job takes it; 1e-5 more, and the second does.
        auto p = oneNode(8, {{{1, 2, 1}, {2, 6, 1}}, {{1, 2, 1}, {2 + 2e-7, 6, 1}}});
        QCOMPARE(bestChoice(p, 1000).chosen, (std::vector<int>{1, 0}));
        p.jobs[1].options[1].value = 2 + 1e-5;
        QCOMPARE(bestChoice(p, 1000).chosen, (std::vector<int>{0, 1}));
    }

    void equalValuesRankInTheirOrder() {
        // One job's two points are worth the same: the first listed (OPT lists cheapest first).
        const auto p = oneNode(8, {{{1, 2, 1}, {1, 4, 1}}});
        QCOMPARE(bestChoice(p, 1000).chosen, (std::vector<int>{0}));
    }

    void aChoiceOvershootingTheSlackDoesNotFit() {
        // The better choice needs 8 + 1e-8 CPUs on an 8-CPU node: beyond the 1e-9 slack.
        const auto p = oneNode(8, {{{1, 2, 1}, {3, 6 + 1e-8, 1}}, {{1, 2, 1}}});
        QCOMPARE(bestChoice(p, 1000).chosen, (std::vector<int>{0, 0}));
        // Within the slack, it fits.
        const auto within = oneNode(8, {{{1, 2, 1}, {3, 6 + 1e-10, 1}}, {{1, 2, 1}}});
        QCOMPARE(bestChoice(within, 1000).chosen, (std::vector<int>{1, 0}));
    }

    void nothingFitsIsInfeasible() {
        QCOMPARE(bestChoice(oneNode(3, {{{1, 2, 1}}, {{1, 2, 1}}}), 1000).verdict,
                 Verdict::Infeasible);
        QCOMPARE(bestChoice(oneNode(8, {{}, {{1, 2, 1}}}), 1000).verdict, Verdict::Infeasible);
    }

    void aSpentBudgetLeavesItsPartUnsolved() {
        // Node 0: the capacity trade-off above (a high, b low), which takes more than 3 search
        // nodes; node 1: one job whose best point fits (3 nodes: its best, the next pruned, the
        // second pass's). With a budget of 3 per part, node 1's part is answered and node 0's left.
        PointChoiceProblem p;
        p.cpus = {10, 10};
        p.mem = {100, 100};
        p.jobs.push_back({{{0, 1.0}}, {{1, 2, 1}, {3, 8, 1}}});
        p.jobs.push_back({{{0, 1.0}}, {{1, 2, 1}, {2.5, 6, 1}}});
        p.jobs.push_back({{{1, 1.0}}, {{1, 2, 1}, {2, 4, 1}}});
        const PointChoice c = bestChoice(p, 3);
        QCOMPARE(c.verdict, Verdict::Partial);
        QCOMPARE(c.unsolved, (std::vector<std::vector<std::size_t>>{{0, 1}}));
        QCOMPARE(c.chosen[2], 1);
        // The part on its own: node 0 only, the jobs renumbered; its answer is the whole's.
        const PointChoiceProblem part = partProgram(p, c.unsolved.front());
        QCOMPARE(part.cpus, (std::vector<double>{10}));
        QCOMPARE(part.jobs.size(), std::size_t{2});
        QCOMPARE(bestChoice(part, 1000).chosen, (std::vector<int>{1, 0}));
        QCOMPARE(bestChoice(p, 1000).chosen, (std::vector<int>{1, 0, 1}));
    }

    void aPartOfMoreThanTwentyJobsIsLeftUnsearched() {
        // Node 0: 21 jobs of two points (1 CPU for 1, 2 CPUs for 2) in 42 CPUs: every best point
        // fits, so any search would answer it at once; it is left unsolved all the same, for
        // GLPK. Node 1: 20 such jobs in 30 CPUs, searched: the first ten get the better point.
        PointChoiceProblem p;
        p.cpus = {42, 30};
        p.mem = {100, 100};
        for (int j = 0; j < 41; ++j)
            p.jobs.push_back({{{j < 21 ? 0 : 1, 1.0}}, {{1, 1, 1}, {2, 2, 1}}});
        const PointChoice c = bestChoice(p, 1000000);
        QCOMPARE(c.verdict, Verdict::Partial);
        QCOMPARE(c.unsolved.size(), std::size_t{1});
        QCOMPARE(c.unsolved.front().size(), kLargestSearchedPart + 1);
        QCOMPARE(c.unsolved.front().front(), std::size_t{0});
        for (std::size_t j = 21; j < 41; ++j)
            QCOMPARE(c.chosen[j], j < 31 ? 1 : 0);
    }

    void aPartsProgramHasTheRoomTheFixedJobsLeave() {
        // Rows 0..2; a fixed job (one point, 3 CPUs, 10 GB) on rows 1 and 2; a part of one job
        // with a choice on row 2 alone: its program is row 2 renumbered 0, less the fixed use.
        PointChoiceProblem p;
        p.cpus = {8, 9, 10};
        p.mem = {80, 90, 100};
        p.jobs.push_back({{{1, 1.0}, {2, 1.0}}, {{1, 3, 10}}});
        p.jobs.push_back({{{2, 2.0}}, {{1, 1, 5}, {2, 3, 5}}});
        const PointChoiceProblem part = partProgram(p, {1});
        QCOMPARE(part.cpus, (std::vector<double>{7}));
        QCOMPARE(part.mem, (std::vector<double>{90}));
        QCOMPARE(part.jobs.size(), std::size_t{1});
        QCOMPARE(part.jobs[0].shares, (std::vector<std::pair<int, double>>{{0, 2.0}}));
        QCOMPARE(part.jobs[0].options.size(), std::size_t{2});
    }

    void jobsWithoutAChoiceCostNoSearch() {
        // A block like a congested cluster's at a round: 70 jobs with one point each (they take
        // 1 CPU apiece of 80) and two twins choosing 2 or 6 CPUs for 1 or 2. 10 CPUs are left:
        // 6 + 2, worth 3, the better point to the first twin. Within a budget of 10 search
        // nodes, which walking through the 70 fixed jobs on every path would overrun.
        PointChoiceProblem p;
        p.cpus = {80};
        p.mem = {1000};
        for (int j = 0; j < 35; ++j)
            p.jobs.push_back({{{0, 1.0}}, {{0.5, 1, 1}}});
        p.jobs.push_back({{{0, 1.0}}, {{1, 2, 1}, {2, 6, 1}}});
        p.jobs.push_back({{{0, 1.0}}, {{1, 2, 1}, {2, 6, 1}}});
        for (int j = 0; j < 35; ++j)
            p.jobs.push_back({{{0, 1.0}}, {{0.5, 1, 1}}});
        const PointChoice c = bestChoice(p, 10);
        QCOMPARE(c.verdict, Verdict::Optimal);
        QCOMPARE(c.chosen[35], 1);
        QCOMPARE(c.chosen[36], 0);
        QCOMPARE(c.optimum, 70 * 0.5 + 3);
        // The fixed jobs alone overfilling the node: infeasible, whatever the others choose.
        p.cpus = {69};
        QCOMPARE(bestChoice(p, 10).verdict, Verdict::Infeasible);
    }

    void gangsLinkNodes() {
        // A 4-GPU gang, 2 GPUs on each of two nodes of 8 CPUs: its 3-CPU point needs 6 on each.
        // A 2-GPU job on node 1 alone wants 2 CPUs per GPU (4) for value 5, else 1 CPU (2) for 4.
        PointChoiceProblem p;
        p.cpus = {8, 8};
        p.mem = {100, 100};
        p.jobs.push_back({{{0, 2.0}, {1, 2.0}}, {{4, 1, 1}, {6, 3, 1}}});
        p.jobs.push_back({{{1, 2.0}}, {{4, 1, 1}, {5, 2, 1}}});
        // gang high (6 + 2 = 8 on node 1 with the job low) = 10; gang low + job high = 9.
        const PointChoice c = bestChoice(p, 1000);
        QCOMPARE(c.verdict, Verdict::Optimal);
        QCOMPARE(c.chosen, (std::vector<int>{1, 0}));
        QCOMPARE(c.optimum, 10.0);
    }

    void randomProgramsAgreeWithEnumeration() {
        // Blocks like OPT's: 1-3 nodes, 2-5 jobs of 1-3 shares, 1-5 points each, values drawn
        // from a few levels so that ties happen. The search must give the enumeration's answer.
        Rng rng(20261206);
        int unique = 0, tied = 0, infeasible = 0, split = 0;
        for (int trial = 0; trial < 3000; ++trial) {
            PointChoiceProblem p;
            const auto rows = static_cast<int>(rng.uniformInt(1, 3));
            for (int r = 0; r < rows; ++r) {
                p.cpus.push_back(static_cast<double>(rng.uniformInt(6, 30)));
                p.mem.push_back(static_cast<double>(rng.uniformInt(60, 300)));
            }
            const auto jobs = rng.uniformInt(2, 5);
            for (int j = 0; j < jobs; ++j) {
                PointChoiceProblem::Job job;
                const auto shares = std::min<std::int64_t>(rng.uniformInt(1, 3), rows);
                const auto first = static_cast<int>(rng.uniformInt(0, rows - shares));
                for (int s = 0; s < shares; ++s)
                    job.shares.emplace_back(first + s, static_cast<double>(rng.uniformInt(1, 2)));
                const auto options = rng.uniformInt(1, 5);
                for (int o = 0; o < options; ++o)
                    job.options.push_back({static_cast<double>(rng.uniformInt(1, 6)) / 2,
                                           static_cast<double>(rng.uniformInt(0, 6)),
                                           static_cast<double>(rng.uniformInt(5, 40))});
                p.jobs.push_back(std::move(job));
            }
            const PointChoice c = bestChoice(p, 1'000'000);
            const Enumerated e = enumerate(p);
            if (!e.any) {
                QCOMPARE(c.verdict, Verdict::Infeasible);
                ++infeasible;
                continue;
            }
            QCOMPARE(c.verdict, Verdict::Optimal);
            QCOMPARE(c.chosen, e.chosen);
            // With a tiny budget, the parts left unsolved, each solved on its own program, give
            // the same answer.
            PointChoice partial = bestChoice(p, 4);
            if (partial.verdict == Verdict::Partial) {
                ++split;
                for (const auto& part : partial.unsolved) {
                    const PointChoice alone = bestChoice(partProgram(p, part), 1'000'000);
                    QCOMPARE(alone.verdict, Verdict::Optimal);
                    for (std::size_t k = 0; k < part.size(); ++k)
                        partial.chosen[part[k]] = alone.chosen[k];
                }
            }
            QVERIFY(partial.verdict != Verdict::Infeasible);
            QCOMPARE(partial.chosen, e.chosen);
            QVERIFY(std::abs(c.optimum - e.best) < 1e-12);
            QVERIFY(std::ranges::none_of(rowsOver(p, c.chosen), [](bool over) { return over; }));
            ++(e.equals == 1 ? unique : tied);
        }
        // The draw exercises one optimum, ties and infeasible programs.
        QVERIFY(unique > 300);
        QVERIFY(tied > 300);
        QVERIFY(infeasible > 10);
        QVERIFY(split > 300);
    }
};

QTEST_GUILESS_MAIN(TestPointChoice)
#include "tst_point_choice.moc"
