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
            Session::RunResult result = session_.run(scheduler_.toStdString(), seed_, {},
                                                     worker_.holdPoint().cancelFlag(), &feed_);
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

void LiveRun::hold(RunGrowth growth) {
    worker_.holdPoint().pass([&] {
        auto handed = std::make_shared<RunGrowth>(std::move(growth));
        QMetaObject::invokeMethod(
            this,
            [this, handed] {
                grow(*sofar_, std::move(*handed));
                emit decided(sofar_);
            },
            Qt::QueuedConnection);
    });
}

void LiveRun::step() {
    worker_.holdPoint().release();
}

void LiveRun::finish() {
    feed_.stop();
    worker_.holdPoint().disarm();
}

} // namespace maifs::ui
