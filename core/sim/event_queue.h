#pragma once

#include <cstdint>
#include <vector>

namespace maifs {

// Simultaneous events run in this order (docs/model.md section 4): finishes free resources before
// the cluster changes, arrivals see both, and a round sees everything that happened at that time.
enum class EventKind : std::uint8_t { Finish = 0, Cluster = 1, Round = 3 };

struct QueuedEvent {
    double t;
    EventKind kind;
    int id; // Finish: the job; Cluster: the scenario event index; Round: -1
};

// The engine's future events, earliest first (ties by kind, then id). A running job has at most
// one finish event, moved in place when its rate changes and taken out when it stops: a queue
// that kept the finish times a rate change had superseded until they came due held six times the
// live events on a large cluster, so every pop walked a deeper heap through colder memory, and a
// stale time past engine.max_time_s ended a run whose jobs had all finished.
class EventQueue {
public:
    explicit EventQueue(std::size_t jobs)
        : slotOfJob_(jobs, kAbsent) {}

    bool empty() const { return heap_.empty(); }
    const QueuedEvent& top() const { return heap_.front(); }
    void pop();
    // A cluster event or a round.
    void push(const QueuedEvent& e);
    // Sets job j's finish time, replacing the one it had; true if it had one.
    bool setFinish(int job, double t);
    // Takes job j's finish event out; true if it had one.
    bool dropFinish(int job);
    bool hasFinish(int job) const { return slotOfJob_[static_cast<std::size_t>(job)] != kAbsent; }

private:
    static constexpr std::uint32_t kAbsent = UINT32_MAX;
    static bool earlier(const QueuedEvent& a, const QueuedEvent& b) {
        if (a.t != b.t)
            return a.t < b.t;
        if (a.kind != b.kind)
            return a.kind < b.kind;
        return a.id < b.id;
    }
    void place(std::size_t slot, const QueuedEvent& e);
    void siftUp(std::size_t slot, QueuedEvent e);
    void siftDown(std::size_t slot, QueuedEvent e);
    void removeAt(std::size_t slot);

    std::vector<QueuedEvent> heap_;
    std::vector<std::uint32_t> slotOfJob_; // where each job's finish event is in heap_
};

} // namespace maifs
