#pragma once

#include "core/sched/cluster_view.h"

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

namespace maifs {

// A job's demand as placement sees it: GPUs, milli-GPU per GPU, GPU spec and model. Two jobs of
// one shape fit exactly where each other fits, so a decision that saw one miss skips the other.
// Interned once per job: a decision asks it of every waiting job, and comparing the four fields
// against each shape known to miss was 5% of an overloaded Tiresias run.
class JobShapes {
public:
    int of(const ClusterView& view, int job) {
        if (static_cast<std::size_t>(job) >= byJob_.size())
            byJob_.resize(static_cast<std::size_t>(view.jobCount()), -1);
        const Job& j = view.job(job);
        const ModelProfile* profile = &view.profile(job);
        int& id = byJob_[static_cast<std::size_t>(job)];
        // Checked, not trusted: a scheduler run again on other jobs finds other shapes here.
        if (id >= 0 && shapes_[static_cast<std::size_t>(id)].is(j, profile))
            return id;
        auto it = std::ranges::find_if(shapes_, [&](const Shape& s) { return s.is(j, profile); });
        id = static_cast<int>(it - shapes_.begin());
        if (it == shapes_.end())
            shapes_.push_back({j.gpus, j.gpuMilli, j.gpuSpec, profile});
        return id;
    }

private:
    struct Shape {
        int gpus;
        int milli;
        std::string spec;
        const ModelProfile* profile;
        bool is(const Job& j, const ModelProfile* p) const {
            return gpus == j.gpus && milli == j.gpuMilli && profile == p && spec == j.gpuSpec;
        }
    };
    std::vector<Shape> shapes_;
    std::vector<int> byJob_; // -1: not seen yet
};

// A set of shapes, emptied in O(1): a decision empties it at every start.
class ShapeSet {
public:
    bool contains(int shape) const {
        return static_cast<std::size_t>(shape) < marks_.size() &&
               marks_[static_cast<std::size_t>(shape)] == generation_;
    }
    void insert(int shape) {
        if (static_cast<std::size_t>(shape) >= marks_.size())
            marks_.resize(static_cast<std::size_t>(shape) + 1, 0);
        marks_[static_cast<std::size_t>(shape)] = generation_;
    }
    void clear() { ++generation_; }

private:
    std::vector<std::uint64_t> marks_;
    std::uint64_t generation_ = 1;
};

} // namespace maifs
