#pragma once

#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace maifs {

class Scheduler;
struct Scenario;

// What a scheduler needs from its surroundings when it is made.
struct SchedulerContext {
    const Scenario* scenario = nullptr;
    std::uint64_t seed = 1;
    std::string allocationMode = "fair"; // fair | greedy | tune, from an id suffix ("sjf+tune")
    std::string argument; // after '@' ("maifs@my-policy.pt"), for schedulers that take one
};

// How many candidates a scheduler keeps per job decision (the scenario's explain_top_k, else 4).
int explainTopK(const SchedulerContext& ctx);

struct SchedulerParam {
    std::string name;
    std::string type; // int, double, bool, choice
    std::string defaultValue;
    std::string description;
};

// An entry of the registry, written with named fields ({.id = ..., .preemptive = true, ...});
// every field left out keeps its default.
struct SchedulerInfo {
    std::string id = {};
    std::string description = {};
    bool preemptive = false;
    bool allocationModes = false; // accepts the +fair / +greedy / +tune suffixes
    bool optMode = false;         // and +opt
    // Accepts +tune alone: its own sizing at a start, and at every round Synergy's growth of
    // running jobs back to their best case (retune.h). The MAIFS family.
    bool roundTune = false;
    std::vector<SchedulerParam> params = {};
    std::function<std::unique_ptr<Scheduler>(const SchedulerContext&)> make = {};
    std::string argument = {}; // what "id@..." names, if the scheduler takes one (else empty)
};

// The schedulers a build offers, by id. Filled explicitly (registerBuiltinSchedulers, and MAIFS
// when built with LibTorch) rather than by static initialisers, so that what is registered is
// visible in one place and the same in every binary.
class SchedulerRegistry {
public:
    void add(SchedulerInfo info);
    const SchedulerInfo* find(const std::string& id) const;
    // "sjf+tune" -> the sjf entry and "tune"; "maifs@p.pt" -> the maifs entry and "p.pt" in
    // `argument`; nullptr when the id, the suffix or an argument it does not take is unknown.
    const SchedulerInfo* resolve(const std::string& id, std::string& allocationMode,
                                 std::string* argument = nullptr) const;
    const std::vector<SchedulerInfo>& all() const { return infos_; }
    std::vector<std::string> ids() const;

private:
    std::vector<SchedulerInfo> infos_;
};

void registerBuiltinSchedulers(SchedulerRegistry& registry);

} // namespace maifs
