#pragma once

#include <atomic>
#include <memory>

#include <QFuture>
#include <QObject>
#include <QString>

namespace maifs {
class SchedulerRegistry;
}

namespace maifs::ui {

// Runs a sweep file's cells in the background, as `maifs sweep` does serially: each cell's result
// is kept in DIR/cells/ as it arrives (a cancelled or interrupted sweep resumes where it stopped),
// then DIR/sweep.csv and DIR/sweep.json are written (docs/sweeps.md).
class SweepRunner : public QObject {
    Q_OBJECT

public:
    explicit SweepRunner(const SchedulerRegistry& registry, QObject* parent = nullptr);
    ~SweepRunner() override; // cancels and waits: the registry may go right after

    // Starts the sweep of `sweepFile` into `outDir`; returns why not (already running) or empty.
    // A sweep file that does not read is reported by `finished`, with its file, line and field.
    QString start(const QString& sweepFile, const QString& outDir);
    void cancel();
    void wait();
    bool running() const { return running_; }

signals:
    // Cells done (run now or kept from an earlier attempt) of all.
    void progress(int done, int total);
    // `error` is empty when every cell has a record (failed cells included, as `maifs sweep`);
    // otherwise why the sweep stopped (cancelled, an unreadable sweep file, a full disk).
    void finished(const QString& outDir, const QString& error);

private:
    const SchedulerRegistry& registry_;
    std::shared_ptr<std::atomic<bool>> cancel_;
    QFuture<void> future_;
    bool running_ = false;
};

} // namespace maifs::ui
