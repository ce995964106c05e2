#include "core/sim/event_queue.h"

namespace maifs {

void EventQueue::place(std::size_t slot, const QueuedEvent& e) {
    heap_[slot] = e;
    if (e.kind == EventKind::Finish)
        slotOfJob_[static_cast<std::size_t>(e.id)] = static_cast<std::uint32_t>(slot);
}

void EventQueue::siftUp(std::size_t slot, QueuedEvent e) {
    while (slot > 0) {
        const std::size_t parent = (slot - 1) / 2;
        if (!earlier(e, heap_[parent]))
            break;
        place(slot, heap_[parent]);
        slot = parent;
    }
    place(slot, e);
}

void EventQueue::siftDown(std::size_t slot, QueuedEvent e) {
    const std::size_t n = heap_.size();
    while (true) {
        std::size_t child = 2 * slot + 1;
        if (child >= n)
            break;
        if (child + 1 < n && earlier(heap_[child + 1], heap_[child]))
            ++child;
        if (!earlier(heap_[child], e))
            break;
        place(slot, heap_[child]);
        slot = child;
    }
    place(slot, e);
}

void EventQueue::removeAt(std::size_t slot) {
    if (heap_[slot].kind == EventKind::Finish)
        slotOfJob_[static_cast<std::size_t>(heap_[slot].id)] = kAbsent;
    const QueuedEvent last = heap_.back();
    heap_.pop_back();
    if (slot == heap_.size())
        return;
    // The last event fills the hole and moves whichever way restores the order.
    if (slot > 0 && earlier(last, heap_[(slot - 1) / 2]))
        siftUp(slot, last);
    else
        siftDown(slot, last);
}

void EventQueue::pop() {
    removeAt(0);
}

void EventQueue::push(const QueuedEvent& e) {
    heap_.push_back(e);
    siftUp(heap_.size() - 1, e);
}

bool EventQueue::setFinish(int job, double t) {
    const QueuedEvent e{t, EventKind::Finish, job};
    const std::uint32_t slot = slotOfJob_[static_cast<std::size_t>(job)];
    if (slot == kAbsent) {
        push(e);
        return false;
    }
    if (earlier(e, heap_[slot]))
        siftUp(slot, e);
    else
        siftDown(slot, e);
    return true;
}

bool EventQueue::dropFinish(int job) {
    const std::uint32_t slot = slotOfJob_[static_cast<std::size_t>(job)];
    if (slot == kAbsent)
        return false;
    removeAt(slot);
    return true;
}

} // namespace maifs
