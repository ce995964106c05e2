#include "ui/replay/live_run.h"

#include <QThread>

namespace maifs::ui {

LiveRun::LiveRun(const Session& session, QString scheduler, quint64 seed, QObject* parent)
    : QObject(parent)
    , session_(session)
    , scheduler_(std::move(scheduler))
    , seed_(seed) {}

LiveRun::~LiveRun() {
    {
        const std::lock_guard lock(mutex_);
        cancel_ = true;
    }
    wake_.notify_all();
    if (thread_)
        thread_->wait();
}

void LiveRun::start() {
    if (thread_)
        return;
    thread_ = QThread::create([this] {
        try {
            Session::RunResult result =
                session_.run(scheduler_.toStdString(), seed_, {}, &cancel_,
                             [this](const RunRecord& partial) { hold(partial); });
            QMetaObject::invokeMethod(
                this,
                [this, result] {
                    done_ = true;
                    emit finished(result);
                },
                Qt::QueuedConnection);
        } catch (const std::exception& e) {
            const QString error = QString::fromStdString(e.what());
            QMetaObject::invokeMethod(
                this,
                [this, error] {
                    done_ = true;
                    emit failed(error);
                },
                Qt::QueuedConnection);
        }
    });
    thread_->setParent(this);
    thread_->start();
}

void LiveRun::hold(const RunRecord& partial) {
    std::unique_lock lock(mutex_);
    if (toEnd_ || cancel_)
        return;
    // A copy: the engine goes on changing its record once released.
    auto sofar = std::make_shared<const RunRecord>(partial);
    QMetaObject::invokeMethod(
        this, [this, sofar] { emit decided(sofar); }, Qt::QueuedConnection);
    holding_ = true;
    const unsigned seen = steps_;
    wake_.wait(lock, [this, seen] { return steps_ != seen || toEnd_ || cancel_; });
    holding_ = false;
}

void LiveRun::step() {
    {
        const std::lock_guard lock(mutex_);
        ++steps_;
    }
    wake_.notify_all();
}

void LiveRun::finish() {
    {
        const std::lock_guard lock(mutex_);
        toEnd_ = true;
    }
    wake_.notify_all();
}

} // namespace maifs::ui
