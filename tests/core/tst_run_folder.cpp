// Run folders are written as a whole: a reader sees the old complete run or the new complete one,
// also when the writer is killed (-9) or the disk refuses a write; text that is not UTF-8 never
// makes a writer throw half-way; a folder that is not a run folder is never replaced.
#include "core/io/decision_history.h"
#include "core/io/run_writer.h"
#include "core/metrics/summary.h"
#include "core/util/input_error.h"
#include "tests/support/run_helpers.h"
#include "tests/support/std_strings.h"
#include "tests/support/text_files.h"

#include <csignal>
#include <filesystem>
#include <sstream>
#include <sys/resource.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

#include <QTemporaryDir>
#include <QTest>

using namespace maifs;
namespace fs = std::filesystem;

namespace {

// j0..j{n-1} on one GPU, FIFO: a run whose files grow with n.
RunRecord queueRun(int jobs) {
    std::string yaml = R"(
version: 1
cluster:
  nodes: [{id: a, gpu_model: V100, gpus: 1, cpus: 3, mem_gb: 62.5}]
workload:
  jobs:
)";
    for (int i = 0; i < jobs; ++i)
        yaml += "    - {id: j" + std::to_string(i) + ", submit: " + std::to_string(i) +
                ", duration: 100, model: res50}\n";
    return maifs::test::runFifo(yaml);
}

std::string fileText(const fs::path& p) {
    return maifs::test::readBytes(QString::fromStdString(p.string())).toStdString();
}

bool completeRunFolder(const std::string& dir) {
    try {
        requireCompleteRunFolder(dir);
        return true;
    } catch (const InputError&) {
        return false;
    }
}

} // namespace

class TestRunFolder : public QObject {
    Q_OBJECT

private slots:
    void aNewRunReplacesAnOldOneWhole() {
        QTemporaryDir tmp;
        const std::string dir = tmp.filePath(QStringLiteral("run")).toStdString();
        const RunRecord small = queueRun(2), large = queueRun(5);
        writeRunFiles(dir, large, summarize(large));
        writeRunFiles(dir, small, summarize(small));
        QVERIFY(completeRunFolder(dir));
        std::ostringstream expected;
        writeJobsCsv(expected, small);
        QCOMPARE(fileText(fs::path(dir) / "jobs.csv"), expected.str());
        // nothing left beside it
        int entries = 0;
        for ([[maybe_unused]] const auto& e : fs::directory_iterator(tmp.path().toStdString()))
            ++entries;
        QCOMPARE(entries, 1);
    }

    void aFolderHoldingOtherFilesIsNotReplaced() {
        QTemporaryDir tmp;
        const std::string dir = tmp.path().toStdString();
        QVERIFY(maifs::test::writeTextFile(tmp.filePath(QStringLiteral("notes.txt")), "mine"));
        const RunRecord r = queueRun(2);
        try {
            writeRunFiles(dir, r, summarize(r));
            QFAIL("replaced a folder holding a user's file");
        } catch (const std::runtime_error& e) {
            QVERIFY2(std::string(e.what()).find("holds 'notes.txt'") != std::string::npos,
                     e.what());
        }
        QCOMPARE(fileText(fs::path(dir) / "notes.txt"), std::string("mine"));
    }

    void readersRefuseAnIncompleteFolder() {
        QTemporaryDir tmp;
        const std::string dir = tmp.filePath(QStringLiteral("run")).toStdString();
        const RunRecord r = queueRun(3);
        writeRunFiles(dir, r, summarize(r));
        QCOMPARE(readDecisionHistory(dir, "j1").empty(), false);
        // A truncated file: the marker's sizes no longer match.
        fs::resize_file(fs::path(dir) / "decisions.jsonl", 10);
        try {
            readDecisionHistory(dir, "j1");
            QFAIL("read a truncated run");
        } catch (const InputError& e) {
            QVERIFY2(std::string(e.what()).find("decisions.jsonl: holds 10 bytes") !=
                         std::string::npos,
                     e.what());
        }
        // No marker at all (an interrupted write of an older version).
        fs::remove(fs::path(dir) / kRunCompleteFile);
        try {
            readDecisionHistory(dir, "j1");
            QFAIL("read a folder without its marker");
        } catch (const InputError& e) {
            QVERIFY2(std::string(e.what()).find("run.complete is missing") != std::string::npos,
                     e.what());
        }
    }

    void killedWritersLeaveTheOldOrTheNewRun() {
        QTemporaryDir tmp;
        const std::string dir = tmp.filePath(QStringLiteral("run")).toStdString();
        const RunRecord oldRun = queueRun(3), newRun = queueRun(400);
        writeRunFiles(dir, oldRun, summarize(oldRun));
        const std::string oldSummary = fileText(fs::path(dir) / "summary.json");
        const std::string staging = tmp.path().toStdString() + "/.run.writing-";
        for (int attempt = 0; attempt < 5; ++attempt) {
            const pid_t child = fork();
            if (child == 0) {
                try {
                    for (;;) // rewrite the new run until killed
                        writeRunFiles(dir, newRun, summarize(newRun));
                } catch (...) {
                    _exit(1);
                }
            }
            QVERIFY(child > 0);
            // Wait until the child is inside a write (its staging folder exists), then kill it.
            const std::string mine = staging + std::to_string(child) + "-";
            bool inside = false;
            while (!inside) {
                for (const auto& e : fs::directory_iterator(tmp.path().toStdString()))
                    inside = inside || e.path().string().starts_with(mine);
                std::this_thread::yield();
            }
            kill(child, SIGKILL);
            int status = 0;
            waitpid(child, &status, 0);
            QVERIFY(WIFSIGNALED(status));
            QVERIFY(completeRunFolder(dir));
            const std::string summary = fileText(fs::path(dir) / "summary.json");
            std::ostringstream fresh;
            writeSummaryJson(fresh, newRun, summarize(newRun));
            QVERIFY(summary == oldSummary || summary == fresh.str());
        }
        // The next write clears what the killed writers left.
        writeRunFiles(dir, oldRun, summarize(oldRun));
        int entries = 0;
        for ([[maybe_unused]] const auto& e : fs::directory_iterator(tmp.path().toStdString()))
            ++entries;
        QCOMPARE(entries, 1);
        QCOMPARE(fileText(fs::path(dir) / "summary.json"), oldSummary);
    }

    void aRefusedWriteKeepsTheOldRunAndSaysWhy() {
        // A file-size limit makes write() fail as a full disk would (EFBIG instead of ENOSPC).
        QTemporaryDir tmp;
        const std::string dir = tmp.filePath(QStringLiteral("run")).toStdString();
        const RunRecord oldRun = queueRun(2), newRun = queueRun(400);
        writeRunFiles(dir, oldRun, summarize(oldRun));
        const std::string oldJobs = fileText(fs::path(dir) / "jobs.csv");
        int pipeFds[2];
        QVERIFY(pipe(pipeFds) == 0);
        const pid_t child = fork();
        if (child == 0) {
            signal(SIGXFSZ, SIG_IGN);
            rlimit limit{4096, 4096};
            setrlimit(RLIMIT_FSIZE, &limit);
            std::string message = "no error";
            try {
                writeRunFiles(dir, newRun, summarize(newRun));
            } catch (const std::runtime_error& e) {
                message = e.what();
            }
            [[maybe_unused]] const auto n = write(pipeFds[1], message.data(), message.size());
            _exit(0);
        }
        close(pipeFds[1]);
        std::string message;
        char buf[512];
        for (ssize_t n; (n = read(pipeFds[0], buf, sizeof buf)) > 0;)
            message.append(buf, static_cast<std::size_t>(n));
        close(pipeFds[0]);
        waitpid(child, nullptr, 0);
        QVERIFY2(message.find("write failed: File too large") != std::string::npos,
                 message.c_str());
        QVERIFY(completeRunFolder(dir));
        QCOMPARE(fileText(fs::path(dir) / "jobs.csv"), oldJobs);
    }

    void textThatIsNotUtf8NeverBreaksAWriter() {
        // Readers refuse such ids; a record built in code may still hold one. The JSON writers
        // replace the bad byte instead of throwing half-way through a file.
        RunRecord r = queueRun(2);
        r.jobs[0].job.id = "j\xe9";
        r.scenarioName = "caf\xe9";
        std::ostringstream decisions, summary;
        writeDecisionsJsonl(decisions, r);
        writeSummaryJson(summary, r, summarize(r));
        QVERIFY(summary.str().find("caf\xef\xbf\xbd") != std::string::npos); // U+FFFD
        QVERIFY(!decisions.str().empty());
    }

    void timesAreWrittenWithoutFloatNoise() {
        QCOMPARE(formatSeconds(3278.9999999999995), std::string("3279"));
        QCOMPARE(formatSeconds(0.1 + 0.2), std::string("0.3"));
        QCOMPARE(formatSeconds(2080.860294117647), std::string("2080.860294"));
        QCOMPARE(formatSeconds(1.5e10 + 0.25), std::string("15000000000.25")); // beyond 9e9: as is
        QCOMPARE(formatNumber(0.1 + 0.2), std::string("0.30000000000000004")); // not a time
    }

    void unfinishedJobsAreNamedInTheFiles() {
        const RunRecord r = maifs::test::runFifo(R"(
version: 1
cluster:
  nodes: [{id: a, gpu_model: V100, gpus: 1, cpus: 3, mem_gb: 62.5}]
workload:
  jobs:
    - {id: j0, submit: 0, duration: 100, model: res50, gpu_spec: A100}
)");
        std::ostringstream jobs, summary;
        writeJobsCsv(jobs, r);
        writeSummaryJson(summary, r, summarize(r));
        QVERIFY2(
            jobs.str().ends_with(",unplaceable,\"needs 1 GPU of A100, the cluster has 0 such\"\n"),
            jobs.str().c_str());
        const std::string s = summary.str();
        QVERIFY2(s.find("\"mean_jct_s\": null") != std::string::npos, s.c_str());
        QVERIFY2(s.find("\"end\": \"unplaceable\"") != std::string::npos, s.c_str());
        QVERIFY2(s.find("\"jobs_unfinished\": 1") != std::string::npos, s.c_str());
        // and the summary reads back, with its NaN
        const Summary back = summaryFromJson(nlohmann::json::parse(s));
        QVERIFY(std::isnan(back.meanJct));
    }
};

QTEST_GUILESS_MAIN(TestRunFolder)
#include "tst_run_folder.moc"
