#include "core/sched/registry.h"

#include "core/io/scenario.h"
#include "core/sched/fifo.h"

#include <algorithm>
#include <stdexcept>

namespace maifs {

void SchedulerRegistry::add(SchedulerInfo info) {
    if (find(info.id))
        throw std::logic_error("scheduler id registered twice: " + info.id);
    infos_.push_back(std::move(info));
}

const SchedulerInfo* SchedulerRegistry::find(const std::string& id) const {
    auto it = std::find_if(infos_.begin(), infos_.end(),
                           [&](const SchedulerInfo& i) { return i.id == id; });
    return it == infos_.end() ? nullptr : &*it;
}

std::vector<std::string> SchedulerRegistry::ids() const {
    std::vector<std::string> out;
    for (const auto& i : infos_)
        out.push_back(i.id);
    return out;
}

void registerBuiltinSchedulers(SchedulerRegistry& registry) {
    registry.add({"fifo",
                  "First-in-first-out, strict (no backfill); consolidated placement, "
                  "GPU-proportional CPU and memory; non-preemptive",
                  false,
                  {},
                  [](const SchedulerContext& ctx) {
                      return std::make_unique<FifoScheduler>(
                          ctx.scenario ? ctx.scenario->engine.explainTopK : 4);
                  }});
}

} // namespace maifs
