#pragma once

#include "core/util/hold_point.h"

#include <functional>

#include <QObject>

class QThread;

namespace maifs::ui {

// The studio's one worker that can be held and resumed: a job on its own thread (a live run, a
// training run) that passes holdPoint() at its checkpoints, so that the UI steps, pauses, resumes
// or cancels it there. Destroying it cancels the job and waits for its thread, so that the
// thread never outlives what it reports to.
class HeldWorker : public QObject {
    Q_OBJECT

public:
    explicit HeldWorker(bool armed, QObject* parent = nullptr);
    ~HeldWorker() override;

    // Runs `job` on a new thread; once (false if already started).
    bool start(std::function<void()> job);
    bool started() const { return thread_ != nullptr; }
    HoldPoint& holdPoint() { return hold_; }
    const HoldPoint& holdPoint() const { return hold_; }

private:
    HoldPoint hold_;
    QThread* thread_ = nullptr;
};

} // namespace maifs::ui
