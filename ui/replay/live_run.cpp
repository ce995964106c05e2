#include "ui/replay/live_run.h"

namespace maifs::ui {

LiveRun::LiveRun(const Session& session, QString scheduler, quint64 seed, QObject* parent)
    : QObject(parent)
    , session_(session)
    , scheduler_(std::move(scheduler))
    , seed_(seed) {}

LiveRun::~LiveRun() = default;

void LiveRun::start() {
    worker_.start([this] {
        try {
            Session::RunResult result =
                session_.run(scheduler_.toStdString(), seed_, {}, worker_.holdPoint().cancelFlag(),
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
}

void LiveRun::hold(const RunRecord& partial) {
    worker_.holdPoint().pass([&] {
        // A copy: the engine goes on changing its record once released.
        auto sofar = std::make_shared<const RunRecord>(partial);
        QMetaObject::invokeMethod(
            this, [this, sofar] { emit decided(sofar); }, Qt::QueuedConnection);
    });
}

void LiveRun::step() {
    worker_.holdPoint().release();
}

void LiveRun::finish() {
    worker_.holdPoint().disarm();
}

} // namespace maifs::ui
