#pragma once

#include "core/record/live_feed.h"
#include "core/session/session.h"
#include "ui/common/held_worker.h"

#include <memory>

#include <QObject>
#include <QString>

namespace maifs::ui {

// A simulation stepped decision by decision (the Replay tab's live mode): the run goes on in a
// background thread and holds after each decision until asked for the next one. Each hold hands
// the UI thread what grew since the last one (a LiveFeed), which grows the UI's own record so far
// in place: the cost of a step follows what changed, not the length of the run. finish() lets it
// run to the end without holding; the finished run is the same as an ordinary run of the
// scheduler and seed.
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
    // The record so far: the same object at every hold, grown in place on the UI thread before
    // the signal; a view that keeps derived data rebuilds it here.
    void decided(std::shared_ptr<const maifs::RunRecord> sofar);
    void finished(const maifs::Session::RunResult& result);
    void failed(const QString& error);

private:
    void hold(RunGrowth growth);

    const Session& session_;
    QString scheduler_;
    quint64 seed_;
    bool done_ = false;
    std::shared_ptr<RunRecord> sofar_ = std::make_shared<RunRecord>(); // UI thread only
    LiveFeed feed_{[this](RunGrowth growth) {
        hold(std::move(growth));
    }};
    // Last, so that it is destroyed first: it cancels the run and waits for its thread while
    // everything the thread uses is still there.
    HeldWorker worker_{/*armed=*/true};
};

} // namespace maifs::ui
