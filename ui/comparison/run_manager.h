#pragma once

#include "core/session/session.h"

#include <atomic>
#include <map>
#include <memory>

#include <QFuture>
#include <QMutex>
#include <QObject>
#include <QString>

namespace maifs::ui {

// Runs schedulers on the session's scenario in background threads (QtConcurrent), so the window
// never blocks. Signals arrive in the owner's thread. Destruction cancels what still runs and
// waits.
class RunManager : public QObject {
    Q_OBJECT

public:
    explicit RunManager(const Session& session, QObject* parent = nullptr);
    ~RunManager() override;

    // Starts one run and returns its id.
    int start(const QString& scheduler, quint64 seed);
    void cancelAll();
    // Asks one run to stop (it reports `failed` with "cancelled" when it has).
    void cancel(int run);
    void waitForAll();
    int running() const;
    // The result of a finished run (empty record when it failed or is unknown).
    Session::RunResult result(int run) const;
    // The same, and the manager forgets the run: its record lives on only where the caller
    // keeps it (the manager no longer holds every run's record for the session's life).
    Session::RunResult take(int run);

signals:
    void progress(int run, double fraction);
    void finished(int run);
    void failed(int run, const QString& message);

private:
    struct Run {
        QFuture<void> future;
        std::shared_ptr<std::atomic<bool>> cancel;
        Session::RunResult result;
        bool done = false;
    };

    const Session& session_;
    mutable QMutex mutex_;
    std::map<int, Run> runs_;
    int nextId_ = 0;
};

} // namespace maifs::ui
