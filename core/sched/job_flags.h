#pragma once

#include <cstddef>
#include <vector>

namespace maifs {

// One flag per job for the length of a decision ("preempted or resized already"). A decision
// clears only the flags the previous one set: allocating or clearing a flag for every job at
// every decision cost O(jobs) each time, which dominated long traces.
class JobFlags {
public:
    void startDecision(int jobCount) {
        for (int j : set_)
            flags_[static_cast<std::size_t>(j)] = 0;
        set_.clear();
        flags_.resize(static_cast<std::size_t>(jobCount), 0);
    }
    void set(int job) {
        char& f = flags_[static_cast<std::size_t>(job)];
        if (!f)
            set_.push_back(job);
        f = 1;
    }
    bool operator[](int job) const { return flags_[static_cast<std::size_t>(job)] != 0; }
    // Indexed by job, for the re-sizing steps that read the flags.
    const std::vector<char>& byJob() const { return flags_; }

private:
    std::vector<char> flags_;
    std::vector<int> set_;
};

} // namespace maifs
