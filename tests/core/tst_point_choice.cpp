// The branch and bound that takes Synergy-OPT's small blocks from GLPK (core/sched/point_choice.h):
// hand-worked programs, and random ones against enumerating every choice.
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

// Every choice, enumerated: the values of those that fit (within `slack` of each capacity).
struct Enumerated {
    double best = -1;
    std::vector<int> argBest;
    std::vector<std::pair<double, bool>> fitting; // value, fits strictly (1e-9)
};

Enumerated enumerate(const PointChoiceProblem& p, double slack) {
    Enumerated e;
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
        bool loose = true, strict = true;
        for (std::size_t r = 0; r < cpus.size(); ++r) {
            loose = loose && cpus[r] <= p.cpus[r] + slack && mem[r] <= p.mem[r] + slack;
            strict = strict && cpus[r] <= p.cpus[r] + 1e-9 && mem[r] <= p.mem[r] + 1e-9;
        }
        if (loose) {
            e.fitting.emplace_back(value, strict);
            if (strict && value > e.best) {
                e.best = value;
                e.argBest = c;
            }
        }
        std::size_t j = 0;
        while (j < c.size() && ++c[j] == static_cast<int>(p.jobs[j].options.size()))
            c[j++] = 0;
        if (j == c.size())
            return e;
    }
}

} // namespace

class TestPointChoice : public QObject {
    Q_OBJECT

private slots:
    void theClearBestUnderACapacityIsFound() {
        // 10 CPUs; job a: 2 CPUs worth 1, 8 CPUs worth 3; job b: 2 CPUs worth 1, 6 CPUs worth 2.5.
        // Both high: 14 CPUs, too many. a high + b low: 10 CPUs, worth 4; a low + b high: 8 CPUs,
        // worth 3.5. So a high, b low.
        const auto p = oneNode(10, {{{1, 2, 1}, {3, 8, 1}}, {{1, 2, 1}, {2.5, 6, 1}}});
        const PointChoice c = uniqueBestChoice(p, 1000);
        QCOMPARE(c.verdict, Verdict::Unique);
        QCOMPARE(c.chosen, (std::vector<int>{1, 0}));
        QCOMPARE(c.optimum, 4.0);
    }

    void twinsCompetingForOneSlotAreLeftToGlpk() {
        // Two identical jobs, room for only one at its better point: two optima, whose pick GLPK's
        // run files already record. Make one twin 1% more valuable and the answer is its.
        const std::vector<PointChoiceProblem::Option> twin{{1, 2, 1}, {2, 6, 1}};
        QCOMPARE(uniqueBestChoice(oneNode(8, {twin, twin}), 1000).verdict, Verdict::Undecided);
        auto richer = twin;
        richer[1].value = 2.02;
        const PointChoice c = uniqueBestChoice(oneNode(8, {twin, richer}), 1000);
        QCOMPARE(c.verdict, Verdict::Unique);
        QCOMPARE(c.chosen, (std::vector<int>{0, 1}));
    }

    void aChoiceWithinAHairOfTheBestIsUndecided() {
        // 1e-7 relative apart: inside GLPK's tolerances, either answer is GLPK's to give.
        const auto p = oneNode(8, {{{1, 2, 1}, {2, 6, 1}}, {{1, 2, 1}, {2 + 2e-7, 6, 1}}});
        QCOMPARE(uniqueBestChoice(p, 1000).verdict, Verdict::Undecided);
    }

    void aBetterChoiceOvershootingByAHairIsUndecided() {
        // The better choice needs 8 + 1e-8 CPUs on an 8-CPU node: not within GLPK's row bound
        // (8 + 1e-9) here, but within its feasibility tolerance.
        const auto p = oneNode(8, {{{1, 2, 1}, {3, 6 + 1e-8, 1}}, {{1, 2, 1}}});
        QCOMPARE(uniqueBestChoice(p, 1000).verdict, Verdict::Undecided);
        // Overshooting clearly, it simply does not fit.
        const auto clear = oneNode(8, {{{1, 2, 1}, {3, 6.5, 1}}, {{1, 2, 1}}});
        const PointChoice c = uniqueBestChoice(clear, 1000);
        QCOMPARE(c.verdict, Verdict::Unique);
        QCOMPARE(c.chosen, (std::vector<int>{0, 0}));
    }

    void nothingFitsIsInfeasible() {
        QCOMPARE(uniqueBestChoice(oneNode(3, {{{1, 2, 1}}, {{1, 2, 1}}}), 1000).verdict,
                 Verdict::Infeasible);
        QCOMPARE(uniqueBestChoice(oneNode(8, {{}, {{1, 2, 1}}}), 1000).verdict,
                 Verdict::Infeasible);
    }

    void aSpentBudgetIsUndecided() {
        const auto p = oneNode(10, {{{1, 2, 1}, {3, 8, 1}}, {{1, 2, 1}, {2.5, 6, 1}}});
        QCOMPARE(uniqueBestChoice(p, 2).verdict, Verdict::Undecided);
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
        const PointChoice c = uniqueBestChoice(p, 1000);
        QCOMPARE(c.verdict, Verdict::Unique);
        QCOMPARE(c.chosen, (std::vector<int>{1, 0}));
        QCOMPARE(c.optimum, 10.0);
    }

    void randomProgramsAgreeWithEnumeration() {
        // Blocks like OPT's: 1-3 nodes, 2-5 jobs of 1-3 shares, 1-5 points each, values drawn
        // from a few levels so that ties happen. Unique must be the enumerated optimum, with no
        // other fitting choice near it; a clear optimum must be found; ties must be undecided.
        Rng rng(20261206);
        int unique = 0, undecided = 0, infeasible = 0;
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
            const PointChoice c = uniqueBestChoice(p, 1'000'000);
            // Integer data: nothing fits "by a hair", so loose and strict agree.
            const Enumerated e = enumerate(p, 1e-9);
            int atBest = 0;
            for (const auto& [value, strict] : e.fitting)
                atBest += value >= e.best - 1e-6 * (1 + e.best) ? 1 : 0;
            if (e.fitting.empty()) {
                QCOMPARE(c.verdict, Verdict::Infeasible);
                ++infeasible;
            } else if (atBest == 1) {
                QCOMPARE(c.verdict, Verdict::Unique);
                QCOMPARE(c.chosen, e.argBest);
                QVERIFY(std::abs(c.optimum - e.best) < 1e-12);
                ++unique;
            } else {
                QCOMPARE(c.verdict, Verdict::Undecided);
                ++undecided;
            }
        }
        // The draw exercises all three verdicts.
        QVERIFY(unique > 300);
        QVERIFY(undecided > 300);
        QVERIFY(infeasible > 10);
    }
};

QTEST_GUILESS_MAIN(TestPointChoice)
#include "tst_point_choice.moc"
