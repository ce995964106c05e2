#include "ui/comparison/run_manager.h"

#include <exception>

#include <QMutexLocker>
#include <QtConcurrent/QtConcurrentRun>

namespace maifs::ui {

RunManager::RunManager(const Session& session, QObject* parent)
    : QObject(parent)
    , session_(session) {}

RunManager::~RunManager() {
    cancelAll();
    waitForAll();
}

int RunManager::start(const QString& scheduler, quint64 seed) {
    QMutexLocker lock(&mutex_);
    const int id = nextId_++;
    Run& run = runs_[id];
    run.cancel = std::make_shared<std::atomic<bool>>(false);
    const auto cancel = run.cancel;
    const std::string schedulerId = scheduler.toStdString();
    run.future = QtConcurrent::run([this, id, cancel, schedulerId, seed] {
        // The run is marked done before its signal goes out, so that a receiver asking running()
        // never sees it as still busy.
        QString error;
        try {
            // Compared runs keep no decisions: the Replay tab re-simulates the one it shows with
            // them (RunShelf), so comparing every policy on a big trace stays small.
            Session::RunResult r = session_.run(
                schedulerId, seed, [this, id](double f) { emit progress(id, f); }, cancel.get(), {},
                RecordDetail::Summary);
            QMutexLocker inner(&mutex_);
            if (r.record->cancelled)
                error = tr("cancelled");
            else if (r.record->end != RunEnd::Completed && r.record->end != RunEnd::Unplaceable)
                // Its figures cover only the jobs that finished: shown as a failure with the
                // verdict, never as a result beside the others.
                error = tr("the run did not drain (%1): %2")
                            .arg(QString::fromUtf8(runEndName(r.record->end)),
                                 QString::fromStdString(r.record->endReason));
            else
                runs_[id].result = std::move(r);
            runs_[id].done = true;
        } catch (const std::exception& e) {
            QMutexLocker inner(&mutex_);
            error = QString::fromStdString(e.what());
            runs_[id].done = true;
        }
        if (error.isEmpty())
            emit finished(id);
        else
            emit failed(id, error);
    });
    return id;
}

void RunManager::cancelAll() {
    QMutexLocker lock(&mutex_);
    for (auto& [id, run] : runs_)
        run.cancel->store(true);
}

void RunManager::cancel(int run) {
    QMutexLocker lock(&mutex_);
    if (const auto it = runs_.find(run); it != runs_.end())
        it->second.cancel->store(true);
}

void RunManager::waitForAll() {
    std::vector<QFuture<void>> futures;
    {
        QMutexLocker lock(&mutex_);
        for (auto& [id, run] : runs_)
            futures.push_back(run.future);
    }
    for (auto& f : futures)
        f.waitForFinished();
}

int RunManager::running() const {
    QMutexLocker lock(&mutex_);
    return static_cast<int>(
        std::count_if(runs_.begin(), runs_.end(), [](const auto& kv) { return !kv.second.done; }));
}

Session::RunResult RunManager::result(int run) const {
    QMutexLocker lock(&mutex_);
    auto it = runs_.find(run);
    return it == runs_.end() ? Session::RunResult{} : it->second.result;
}

Session::RunResult RunManager::take(int run) {
    QMutexLocker lock(&mutex_);
    auto it = runs_.find(run);
    if (it == runs_.end() || !it->second.done)
        return {};
    Session::RunResult r = std::move(it->second.result);
    it->second.future.waitForFinished(); // (it has: `done` is set before the signal goes out)
    runs_.erase(it);
    return r;
}

} // namespace maifs::ui
