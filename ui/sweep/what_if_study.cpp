#include "ui/sweep/what_if_study.h"

#include <QMetaObject>
#include <QPointer>
#include <QtConcurrent/QtConcurrentRun>

namespace maifs::ui {

WhatIfStudy::WhatIfStudy(const Session& base, std::shared_ptr<const Scenario> variant,
                         const std::vector<std::string>& schedulers,
                         const std::vector<quint64>& seeds, QObject* parent)
    : QObject(parent)
    , base_(std::make_shared<Session>(base))
    , variant_(std::make_shared<Session>(base)) {
    variant_->use(std::move(variant));
    clock_.start();
    total_ = static_cast<int>(2 * schedulers.size() * seeds.size());
    // Seed by seed, base then variant, so that the first pairs (and the first intervals) come
    // early rather than every base run before any variant.
    for (quint64 seed : seeds)
        for (const auto& id : schedulers)
            for (bool isVariant : {false, true}) {
                QPointer<WhatIfStudy> self(this);
                auto session = isVariant ? variant_ : base_;
                futures_.addFuture(QtConcurrent::run([self, session, cancel = cancel_, id, seed,
                                                      isVariant] {
                    if (cancel->load())
                        return;
                    QString why;
                    Summary summary;
                    try {
                        summary = session->run(id, seed, {}, cancel.get(), {}, RecordDetail::None)
                                      .summary;
                    } catch (const std::exception& e) {
                        why = QString::fromUtf8(e.what());
                    }
                    if (cancel->load()) // (the study waits for its runs before it goes)
                        return;
                    // Queued into the owner's thread; `self` guards a study already gone.
                    QMetaObject::invokeMethod(
                        self.data(),
                        [self, id, seed, isVariant, summary, why] {
                            if (!self)
                                return;
                            const QString scheduler = QString::fromStdString(id);
                            if (why.isEmpty())
                                emit self->runFinished(scheduler, seed, isVariant, summary);
                            else
                                emit self->runFailed(scheduler, seed, isVariant, why);
                            self->finishOne();
                        },
                        Qt::QueuedConnection);
                }));
            }
}

WhatIfStudy::~WhatIfStudy() {
    cancel();
    futures_.waitForFinished();
}

void WhatIfStudy::cancel() {
    cancel_->store(true);
}

double WhatIfStudy::secondsLeft() const {
    if (done_ == 0)
        return -1;
    const double perRun = static_cast<double>(clock_.elapsed()) / 1000.0 / done_;
    return perRun * (total_ - done_);
}

void WhatIfStudy::finishOne() {
    if (++done_ == total_)
        emit allDone();
}

} // namespace maifs::ui
