#include "ui/comparison/run_shelf.h"

#include <algorithm>

#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>

namespace maifs::ui {

RunShelf::RunShelf(const Session& session, int keep, QObject* parent)
    : QObject(parent)
    , session_(session)
    , keep_(std::max(1, keep)) {}

RunShelf::~RunShelf() = default;

void RunShelf::add(const Session::RunResult& result, std::shared_ptr<const Scenario> scenario) {
    entries_.push_back(
        {result.scheduler, result.seed, result.summary, std::move(scenario), result.record});
    if (result.record && result.record->detail == RecordDetail::Full)
        touch(result.record);
}

void RunShelf::clear() {
    entries_.clear();
    recent_.clear();
    // Re-simulations under way finish into nothing: their runs are no longer on the shelf (the
    // waiting callbacks learn it through a null record).
    for (auto& [index, callbacks] : pending_)
        for (auto& use : callbacks)
            use(nullptr);
    pending_.clear();
    ++generation_;
}

std::vector<Session::RunResult> RunShelf::results() const {
    std::vector<Session::RunResult> out;
    for (int i = 0; i < size(); ++i) {
        const Entry& e = entries_[static_cast<std::size_t>(i)];
        out.push_back({e.scheduler, e.seed, held(i), e.summary});
    }
    return out;
}

std::shared_ptr<const RunRecord> RunShelf::held(int index) const {
    if (index < 0 || index >= size())
        return nullptr;
    auto r = entries_[static_cast<std::size_t>(index)].record.lock();
    // A record without its decisions (a compared run) is not what the views ask for.
    return r && r->detail == RecordDetail::Full ? r : nullptr;
}

int RunShelf::recordsHeld() const {
    int n = 0;
    for (int i = 0; i < size(); ++i)
        n += held(i) != nullptr;
    return n;
}

void RunShelf::touch(std::shared_ptr<const RunRecord> record) {
    recent_.erase(std::remove(recent_.begin(), recent_.end(), record), recent_.end());
    recent_.push_back(std::move(record));
    while (static_cast<int>(recent_.size()) > keep_)
        recent_.pop_front();
}

std::shared_ptr<const Session> RunShelf::sessionFor(const Entry& entry) const {
    auto session = std::make_shared<Session>(session_); // the registry; the run's own scenario
    session->use(entry.scenario);
    return session;
}

std::shared_ptr<const RunRecord> RunShelf::resimulate(const Session& session, const Entry& entry) {
    try {
        return session.run(entry.scheduler, entry.seed).record;
    } catch (const std::exception&) {
        return nullptr;
    }
}

std::shared_ptr<const RunRecord> RunShelf::record(int index) {
    if (index < 0 || index >= size())
        return nullptr;
    Entry& e = entries_[static_cast<std::size_t>(index)];
    auto r = held(index);
    if (!r) {
        r = resimulate(*sessionFor(e), e);
        ++resimulations_;
        e.record = r;
    }
    if (r)
        touch(r);
    return r;
}

void RunShelf::recordLater(int index, std::function<void(std::shared_ptr<const RunRecord>)> done) {
    if (auto r = held(index)) {
        touch(r);
        done(std::move(r));
        return;
    }
    if (index < 0 || index >= size()) {
        done(nullptr);
        return;
    }
    // One re-simulation per run however often it is asked for meanwhile.
    auto& waiting = pending_[index];
    waiting.push_back(std::move(done));
    if (waiting.size() > 1)
        return;
    const Entry entry = entries_[static_cast<std::size_t>(index)];
    auto* watcher = new QFutureWatcher<std::shared_ptr<const RunRecord>>(this);
    connect(watcher, &QFutureWatcherBase::finished, this,
            [this, watcher, index, entry, generation = generation_] {
                auto r = watcher->result();
                watcher->deleteLater();
                ++resimulations_;
                if (generation != generation_)
                    return; // the shelf was cleared meanwhile: its callers were told
                auto callbacks = std::move(pending_[index]);
                pending_.erase(index);
                // Still the same run (the shelf was not cleared meanwhile)?
                if (index < size() && at(index).scheduler == entry.scheduler &&
                    at(index).seed == entry.seed && at(index).scenario == entry.scenario) {
                    entries_[static_cast<std::size_t>(index)].record = r;
                    if (r)
                        touch(r);
                }
                for (auto& use : callbacks)
                    use(r);
            });
    // The session is copied here, in the owner's thread: the studio may swap its scenario while
    // the re-simulation runs.
    watcher->setFuture(QtConcurrent::run(
        [session = sessionFor(entry), entry] { return resimulate(*session, entry); }));
}

} // namespace maifs::ui
