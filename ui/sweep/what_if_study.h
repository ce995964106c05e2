#pragma once

#include "core/session/session.h"

#include <atomic>
#include <memory>
#include <vector>

#include <QElapsedTimer>
#include <QFutureSynchronizer>
#include <QObject>
#include <QString>

namespace maifs::ui {

// A what-if study in the background: every scheduler on every seed, on the base scenario and on
// its variant (QtConcurrent's pool). Only summaries are kept; each run's record is dropped as
// soon as it is summarised, so a study on a big trace stays small. Signals arrive in the owner's
// thread; destruction cancels what still runs and waits.
class WhatIfStudy : public QObject {
    Q_OBJECT

public:
    WhatIfStudy(const Session& base, std::shared_ptr<const Scenario> variant,
                const std::vector<std::string>& schedulers, const std::vector<quint64>& seeds,
                QObject* parent = nullptr);
    ~WhatIfStudy() override;

    void cancel();
    int total() const { return total_; }
    int done() const { return done_; }
    // Seconds left, from the pace so far (negative until a run has finished).
    double secondsLeft() const;

signals:
    void runFinished(const QString& scheduler, quint64 seed, bool variant, const Summary& summary);
    void runFailed(const QString& scheduler, quint64 seed, bool variant, const QString& why);
    void allDone();

private:
    void finishOne();

    std::shared_ptr<Session> base_, variant_;
    std::shared_ptr<std::atomic<bool>> cancel_ = std::make_shared<std::atomic<bool>>(false);
    QFutureSynchronizer<void> futures_;
    QElapsedTimer clock_;
    int total_ = 0;
    int done_ = 0;
};

} // namespace maifs::ui
