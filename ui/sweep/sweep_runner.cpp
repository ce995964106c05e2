#include "ui/sweep/sweep_runner.h"

#include "core/sweep/cell_result.h"
#include "core/sweep/sweep_state.h"

#include <exception>

#include <QMetaObject>
#include <QPointer>
#include <QtConcurrent>

namespace maifs::ui {

SweepRunner::SweepRunner(const SchedulerRegistry& registry, QObject* parent)
    : QObject(parent)
    , registry_(registry) {}

SweepRunner::~SweepRunner() {
    cancel();
    wait();
}

void SweepRunner::cancel() {
    if (cancel_)
        *cancel_ = true;
}

void SweepRunner::wait() {
    future_.waitForFinished();
}

QString SweepRunner::start(const QString& sweepFile, const QString& outDir) {
    if (running_)
        return tr("a sweep is running");
    running_ = true;
    cancel_ = std::make_shared<std::atomic<bool>>(false);
    QPointer<SweepRunner> self(this);
    const auto cancel = cancel_;
    const SchedulerRegistry& registry = registry_;
    const std::string file = sweepFile.toStdString(), dir = outDir.toStdString();
    // The worker reports through queued calls: the runner may be gone by then.
    const auto report = [self](auto call) {
        QMetaObject::invokeMethod(
            self.data(),
            [self, call] {
                if (self)
                    call(self.data());
            },
            Qt::QueuedConnection);
    };
    future_ = QtConcurrent::run([=] {
        QString error;
        try {
            const SweepSpec spec = readSweepFile(file);
            SweepState state(spec, dir);
            const int total = static_cast<int>(state.cells().size());
            int done = state.done();
            report([done, total](SweepRunner* r) { emit r->progress(done, total); });
            for (int index : state.pending()) {
                if (*cancel)
                    break;
                state.record(
                    runCell(spec, state.cells()[static_cast<std::size_t>(index)], registry));
                done = state.done();
                report([done, total](SweepRunner* r) { emit r->progress(done, total); });
            }
            // What has run is kept either way; the outputs only for a whole sweep.
            if (*cancel)
                error = tr("cancelled after %1 of %2 cells (the sweep resumes from its folder)")
                            .arg(state.done())
                            .arg(total);
            else
                state.writeOutputs();
        } catch (const std::exception& e) {
            error = QString::fromStdString(e.what());
        }
        const QString out = QString::fromStdString(dir);
        report([out, error](SweepRunner* r) {
            r->running_ = false;
            emit r->finished(out, error);
        });
    });
    return {};
}

} // namespace maifs::ui
