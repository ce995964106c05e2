// The trace browser's filter and histograms, on jobs whose counts are worked out by hand.
#include "core/model/job_filter.h"
#include "tests/support/std_strings.h"

#include <QTest>

using namespace maifs;

namespace {

Job job(const std::string& id, double submit, double duration, int gpus, const std::string& vc,
        const std::string& model) {
    Job j;
    j.id = id;
    j.submit = submit;
    j.duration = duration;
    j.gpus = gpus;
    j.vc = vc;
    j.model = model;
    return j;
}

const std::vector<Job> kJobs{
    job("a1", 0, 10, 1, "vc1", "res50"),       // hour 0, duration bin [10, 17.8)
    job("a2", 1800, 100, 1, "vc1", "bert"),    // hour 0, [100, 178)
    job("b1", 3600, 1000, 4, "vc2", "res50"),  // hour 1, [1000, 1778)
    job("b2", 10800, 3000, 8, "vc2", "res50"), // hour 3, [1778, 3162)
};

std::vector<std::size_t> all() {
    return {0, 1, 2, 3};
}

} // namespace

class TestJobFilter : public QObject {
    Q_OBJECT

private slots:
    void filterMatchesEveryField() {
        JobFilter f;
        for (const auto& j : kJobs)
            QVERIFY(f.accepts(j));
        f.vc = "vc2";
        QVERIFY(!f.accepts(kJobs[0]) && f.accepts(kJobs[2]));
        f = {};
        f.gpus = 4;
        QVERIFY(f.accepts(kJobs[2]) && !f.accepts(kJobs[3]));
        f = {};
        f.model = "bert";
        QVERIFY(f.accepts(kJobs[1]) && !f.accepts(kJobs[0]));
        f = {};
        f.fromS = 1800;
        f.toS = 3600; // inclusive at both ends
        QVERIFY(!f.accepts(kJobs[0]) && f.accepts(kJobs[1]) && f.accepts(kJobs[2]));
        f = {};
        f.idContains = "b";
        QVERIFY(!f.accepts(kJobs[1]) && f.accepts(kJobs[3]));
    }

    void arrivalsPerHourCoverFirstToLastHour() {
        const Histogram h = arrivalsPerHour(kJobs, all());
        QCOMPARE(h.counts, (std::vector<int>{2, 1, 0, 1}));
        QCOMPARE(h.edges.front(), 0.0);
        QCOMPARE(h.edges.back(), 4 * 3600.0);
        QVERIFY(arrivalsPerHour(kJobs, {}).counts.empty());
        // Only b1 and b2: hours 1..3.
        const Histogram b = arrivalsPerHour(kJobs, {2, 3});
        QCOMPARE(b.counts, (std::vector<int>{1, 0, 1}));
        QCOMPARE(b.edges.front(), 3600.0);
    }

    void durationsFallInQuarterDecades() {
        const Histogram h = durationsLog(kJobs, all());
        // Quarter-decade bins 10^(4/4) .. 10^(14/4): 10 in bin 4, 100 in 8, 1000 in 12 and 3000
        // (10^3.48) in 13, the bin [1778, 3162).
        QCOMPARE(h.counts.size(), std::size_t(10));
        QCOMPARE(h.counts, (std::vector<int>{1, 0, 0, 0, 1, 0, 0, 0, 1, 1}));
        QCOMPARE(h.edges.size(), h.counts.size() + 1);
        QVERIFY(qFuzzyCompare(h.edges.front(), 10.0));
    }

    void gpuDemandCountsEachSize() {
        const Histogram h = gpuDemand(kJobs, all());
        QCOMPARE(h.edges, (std::vector<double>{1, 4, 8, 9}));
        QCOMPARE(h.counts, (std::vector<int>{2, 1, 1}));
    }
};

QTEST_APPLESS_MAIN(TestJobFilter)
#include "tst_job_filter.moc"
