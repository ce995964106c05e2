#pragma once

#include "core/session/session.h"
#include "ui/common/held_worker.h"

#include <memory>

#include <QObject>
#include <QString>

namespace maifs::ui {

// A simulation stepped decision by decision (the Replay tab's live mode): the run goes on in a
// background thread and holds after each decision until asked for the next one; each hold hands
// the UI a copy of the record so far. finish() lets it run to the end without holding; the
// finished run is the same as an ordinary run of the scheduler and seed.
class LiveRun : public QObject {
    Q_OBJECT

public:
    LiveRun(const Session& session, QString scheduler, quint64 seed, QObject* parent = nullptr);
    ~LiveRun() override; // cancels a run in progress and waits for its thread

    void start();  // runs to the first decision
    void step();   // on to the next decision
    void finish(); // to the end, no more holds
    bool holding() const { return worker_.holdPoint().holding(); }
    bool done() const { return done_; }
    const QString& scheduler() const { return scheduler_; }
    quint64 seed() const { return seed_; }

signals:
    void decided(std::shared_ptr<const maifs::RunRecord> sofar);
    void finished(const maifs::Session::RunResult& result);
    void failed(const QString& error);

private:
    void hold(const RunRecord& partial);

    const Session& session_;
    QString scheduler_;
    quint64 seed_;
    bool done_ = false;
    // Last, so that it is destroyed first: it cancels the run and waits for its thread while
    // everything the thread uses is still there.
    HeldWorker worker_{/*armed=*/true};
};

} // namespace maifs::ui
