// Regression tests against the peers' own simulators (docs/validation.md). The reference figures
// were produced by running Synergy's and Tiresias's simulators on these very workloads
// (tools/validation/); the tests keep our engine where the validation page says it is.
#include "core/io/scenario_reader.h"
#include "core/metrics/summary.h"
#include "core/sched/registry.h"
#include "core/session/run_scenario.h"
#include "tests/support/run_helpers.h"

#include <cmath>
#include <fstream>
#include <map>
#include <sstream>
#include <vector>

#include <QTest>

using namespace maifs;
using maifs::test::jobById;

namespace {

const std::string kData = std::string(MAIFS_TEST_DATA) + "/validation/";

// Rows of a small reference CSV (no quoting), the header row left out.
std::vector<std::vector<std::string>> readRows(const std::string& path) {
    std::ifstream in(path);
    if (!in)
        throw std::runtime_error("cannot read " + path);
    std::vector<std::vector<std::string>> rows;
    std::string line;
    std::getline(in, line);
    while (std::getline(in, line)) {
        std::vector<std::string> cells;
        std::stringstream fields(line);
        std::string cell;
        while (std::getline(fields, cell, ','))
            cells.push_back(cell);
        rows.push_back(std::move(cells));
    }
    return rows;
}

RunRecord run(const Scenario& s, const std::string& id) {
    SchedulerRegistry reg;
    registerBuiltinSchedulers(reg);
    return runScenario(s, reg, id, 1);
}

} // namespace

class TestValidation : public QObject {
    Q_OBJECT
private slots:
    void synergyStaticTraceWithinFifteenPercent() {
        // Synergy's own 100-job static trace on its 32-GPU static cluster: FIFO, SRTF and LAS in
        // fair, +tune and +greedy modes, mean JCT and makespan each within 15% of its simulator.
        const Scenario s = readScenarioFile(kData + "synergy-static-100.yaml");
        const std::map<std::string, std::string> ours{
            {"FIFO", "fifo-backfill"}, {"SRTF", "srtf"}, {"LAS", "las"}};
        const std::map<std::string, std::string> suffix{
            {"fair", ""}, {"tune", "+tune"}, {"greedy", "+greedy"}};
        const auto rows = readRows(kData + "synergy-static-100-reference.csv");
        QCOMPARE(rows.size(), std::size_t{9});
        for (const auto& row : rows) {
            const std::string id = ours.at(row[0]) + suffix.at(row[1]);
            const Summary sum = summarize(run(s, id));
            QCOMPARE(sum.jobsFinished, 100);
            const double jct = sum.meanJct / std::stod(row[2]) - 1;
            const double makespan = sum.makespan / std::stod(row[3]) - 1;
            QVERIFY2(std::abs(jct) <= 0.15, (id + " mean JCT " + std::to_string(jct)).c_str());
            QVERIFY2(std::abs(makespan) <= 0.15,
                     (id + " makespan " + std::to_string(makespan)).c_str());
        }
    }

    void tiresiasPublicTraceJobForJob() {
        // Tiresias's public 60-job trace: on its 32 x 4-GPU cluster FIFO and 2D-LAS (dlas-gpu)
        // end every job exactly when its simulator does; on 4 x 4 GPUs, where jobs queue and
        // 2D-LAS preempts, 2D-LAS still does.
        struct Case {
            const char* name;
            bool fifo;
        };
        for (const Case c : {Case{"n32g4", true}, Case{"n4g4", false}}) {
            const Scenario s =
                readScenarioFile(kData + "tiresias-60-" + std::string(c.name) + ".yaml");
            const auto rows =
                readRows(kData + "tiresias-60-" + std::string(c.name) + "-reference.csv");
            QCOMPARE(rows.size(), std::size_t{60});
            const auto dlas = run(s, "tiresias@queues=3250:7200,starvation=0");
            const auto fifo = run(s, "fifo");
            for (const auto& row : rows) {
                QVERIFY2(std::abs(jobById(dlas, row[0]).finish - std::stod(row[2])) < 1e-6,
                         (std::string(c.name) + " dlas-gpu " + row[0]).c_str());
                if (c.fifo)
                    QVERIFY2(std::abs(jobById(fifo, row[0]).finish - std::stod(row[1])) < 1e-6,
                             (std::string(c.name) + " fifo " + row[0]).c_str());
            }
        }
    }

    void tiresiasArgumentsAreChecked() {
        const Scenario s = readScenarioFile(kData + "tiresias-60-n4g4.yaml");
        for (const char* bad : {"tiresias@queues=", "tiresias@queues=1:x", "tiresias@starve=2",
                                "tiresias@starvation=-1"}) {
            bool threw = false;
            try {
                run(s, bad);
            } catch (const std::invalid_argument& e) {
                threw = true;
                QVERIFY2(std::string(e.what()).find("tiresias@") != std::string::npos, e.what());
            }
            QVERIFY2(threw, bad);
        }
    }
};

QTEST_APPLESS_MAIN(TestValidation)
#include "tst_validation.moc"
