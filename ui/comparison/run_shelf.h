#pragma once

#include "core/session/session.h"

#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <vector>

#include <QObject>

namespace maifs::ui {

// The studio's finished runs, kept compactly: each run's scheduler, seed, summary and scenario,
// and its full record (decisions and events included) only while it is among the most recently
// used or a view still holds it. Compared runs are run without decisions (RecordDetail::Summary);
// a full record is re-simulated on demand: same scenario, scheduler and seed give the same record
// (the engine is deterministic), so nothing shown changes, while a comparison of every policy on
// a big trace no longer keeps every run's decisions in memory.
class RunShelf : public QObject {
    Q_OBJECT

public:
    explicit RunShelf(const Session& session, int keep = 3, QObject* parent = nullptr);
    ~RunShelf() override;

    struct Entry {
        std::string scheduler;
        std::uint64_t seed = 0;
        Summary summary;
        std::shared_ptr<const Scenario> scenario;
        std::weak_ptr<const RunRecord> record; // alive while recent or held by a view
    };

    void add(const Session::RunResult& result, std::shared_ptr<const Scenario> scenario);
    void clear();
    int size() const { return static_cast<int>(entries_.size()); }
    const Entry& at(int index) const { return entries_[static_cast<std::size_t>(index)]; }
    // The entries as run results whose records are those still alive (null where let go).
    std::vector<Session::RunResult> results() const;

    // The full record if still in memory, else nullptr.
    std::shared_ptr<const RunRecord> held(int index) const;
    // The full record, re-simulated (blocking) when it was let go or never kept; nullptr if that
    // fails.
    std::shared_ptr<const RunRecord> record(int index);
    // The same in the background: `done` is called in this object's thread.
    void recordLater(int index, std::function<void(std::shared_ptr<const RunRecord>)> done);
    // How many full records are in memory now (the recent ones and those views hold).
    int recordsHeld() const;
    // How many re-simulations have run (for tests and the status bar).
    int resimulations() const { return resimulations_; }

private:
    void touch(std::shared_ptr<const RunRecord> record);
    std::shared_ptr<const Session> sessionFor(const Entry& entry) const;
    static std::shared_ptr<const RunRecord> resimulate(const Session& session, const Entry& entry);

    const Session& session_;
    int keep_;
    std::vector<Entry> entries_;
    std::deque<std::shared_ptr<const RunRecord>> recent_; // strong references, newest last
    int resimulations_ = 0;
    int generation_ = 0; // counts clear(): a re-simulation of a cleared shelf is dropped
    std::map<int, std::vector<std::function<void(std::shared_ptr<const RunRecord>)>>> pending_;
};

} // namespace maifs::ui
