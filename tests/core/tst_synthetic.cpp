// The seeded synthetic workload: reproducible, seed-dependent, and shaped as configured.
#include "core/model/synthetic_workload.h"

#include <cmath>

#include <QTest>

using maifs::SyntheticWorkload;

class TestSynthetic : public QObject {
    Q_OBJECT

private slots:
    void sameSeedSameJobs() {
        SyntheticWorkload w;
        QVERIFY(w.generate(3) == w.generate(3));
        QVERIFY(w.generate(3) != w.generate(4));
    }

    void followsTheConfiguredShape() {
        SyntheticWorkload w;
        w.jobs = 20000;
        w.jobsPerHour = 60;
        const auto jobs = w.generate(1);
        int longOnes = 0, single = 0;
        for (const auto& j : jobs) {
            QVERIFY(j.duration >= std::round(31.62 * 60) && j.duration <= 10000 * 60);
            longOnes += j.duration > 1000 * 60;
            single += j.gpus == 1;
        }
        // 20% long, 70% single-GPU; 6 binomial standard deviations (~170 and ~195) as bounds
        QVERIFY(std::abs(longOnes - 4000) < 340);
        QVERIFY(std::abs(single - 14000) < 390);
        // mean inter-arrival 60 s: 20000 arrivals span ~1.2e6 s (+-6 sd = +-5%)
        QVERIFY(std::abs(jobs.back().submit - 1.2e6) < 0.05 * 1.2e6);
        for (std::size_t i = 1; i < jobs.size(); ++i)
            QVERIFY(jobs[i].submit >= jobs[i - 1].submit);
    }
};

QTEST_GUILESS_MAIN(TestSynthetic)
#include "tst_synthetic.moc"
