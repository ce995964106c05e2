#include "ui/common/held_worker.h"

#include <QThread>

namespace maifs::ui {

HeldWorker::HeldWorker(bool armed, QObject* parent)
    : QObject(parent)
    , hold_(armed) {}

HeldWorker::~HeldWorker() {
    hold_.cancel();
    if (thread_)
        thread_->wait();
}

bool HeldWorker::start(std::function<void()> job) {
    if (thread_)
        return false;
    thread_ = QThread::create(std::move(job));
    thread_->setParent(this);
    thread_->start();
    return true;
}

} // namespace maifs::ui
