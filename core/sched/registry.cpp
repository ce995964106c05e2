#include "core/sched/registry.h"

#include "core/model/scenario.h"
#include "core/sched/drf.h"
#include "core/sched/gandiva.h"
#include "core/sched/ordering_policies.h"
#include "core/sched/tetris.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <optional>
#include <sstream>
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

const SchedulerInfo* SchedulerRegistry::resolve(const std::string& fullId, std::string& mode,
                                                std::string* argument) const {
    const auto at = fullId.find('@');
    const std::string id = fullId.substr(0, at);
    const auto plus = id.find('+');
    mode = plus == std::string::npos ? "fair" : id.substr(plus + 1);
    const SchedulerInfo* info = find(id.substr(0, plus));
    if (info && at != std::string::npos && info->argument.empty())
        return nullptr;
    if (argument)
        *argument = at == std::string::npos ? "" : fullId.substr(at + 1);
    if (!info || !parseAllocationMode(mode) ||
        (mode != "fair" && !info->allocationModes && !(mode == "tune" && info->roundTune)) ||
        (mode == "opt" && !info->optMode))
        return nullptr;
    return info;
}

std::vector<std::string> SchedulerRegistry::ids() const {
    std::vector<std::string> out;
    for (const auto& i : infos_)
        out.push_back(i.id);
    return out;
}

int explainTopK(const SchedulerContext& ctx) {
    return ctx.scenario ? ctx.scenario->engine.explainTopK : 4;
}

namespace {

// The whole of `text` as a finite number, or nothing.
std::optional<double> finiteNumber(const std::string& text) {
    std::size_t used = 0;
    double v = 0;
    try {
        v = std::stod(text, &used);
    } catch (const std::exception&) {
        return std::nullopt;
    }
    if (used != text.size() || text.empty() || !std::isfinite(v))
        return std::nullopt;
    return v;
}

// "queues=3250:7200,starvation=0" -> Tiresias's queue thresholds (attained GPU-seconds) and
// starvation factor (0: no promotion); either may be left out.
TiresiasParams tiresiasParams(const std::string& argument) {
    TiresiasParams p;
    std::stringstream items(argument);
    std::string item;
    const auto number = [&](const std::string& text, const std::string& what) {
        const auto v = finiteNumber(text);
        if (!v || *v < 0)
            throw std::invalid_argument("tiresias@" + argument + ": " + what +
                                        " must be a number >= 0, got '" + text + "'");
        return *v;
    };
    while (std::getline(items, item, ',')) {
        const auto eq = item.find('=');
        const std::string key = item.substr(0, eq);
        const std::string value = eq == std::string::npos ? "" : item.substr(eq + 1);
        if (key == "queues") {
            p.queueThresholdsGpuS.clear();
            std::stringstream limits(value);
            std::string limit;
            while (std::getline(limits, limit, ':'))
                p.queueThresholdsGpuS.push_back(number(limit, "a queue threshold"));
            if (p.queueThresholdsGpuS.empty())
                throw std::invalid_argument("tiresias@" + argument +
                                            ": queues needs at least one threshold");
        } else if (key == "starvation") {
            p.starvationFactor = number(value, "starvation");
        } else {
            throw std::invalid_argument("tiresias@" + argument + ": unknown parameter '" + key +
                                        "' (expected queues=T1:T2... or starvation=F)");
        }
    }
    return p;
}

// "srpt_weight=0.3,window=64" -> the values of a scheduler's declared numeric parameters (an
// "int" at least 1, a "double" at least 0), the declared default for any left out. An undeclared
// name or a bad value is refused with the id and what was expected.
std::map<std::string, double> numericParams(const std::string& id, const std::string& argument,
                                            const std::vector<SchedulerParam>& declared) {
    std::map<std::string, double> values;
    for (const auto& p : declared)
        values[p.name] = std::stod(p.defaultValue);
    std::stringstream items(argument);
    for (std::string item; std::getline(items, item, ',');) {
        const auto eq = item.find('=');
        const std::string key = item.substr(0, eq);
        const auto param = std::ranges::find(declared, key, &SchedulerParam::name);
        if (param == declared.end()) {
            std::string names;
            for (const auto& p : declared)
                names += (names.empty() ? "" : ", ") + p.name + "=" + p.type;
            throw std::invalid_argument(id + "@" + argument + ": unknown parameter '" + key +
                                        "' (expected " + names + ")");
        }
        const std::string text = eq == std::string::npos ? "" : item.substr(eq + 1);
        const auto v = finiteNumber(text);
        const bool integer = param->type == "int";
        if (!v || (integer ? *v < 1 || *v != std::floor(*v) || *v > 1e6 : *v < 0))
            throw std::invalid_argument(id + "@" + argument + ": " + key + " must be " +
                                        (integer ? "a whole number >= 1" : "a number >= 0") +
                                        ", got '" + text + "'");
        values[key] = *v;
    }
    return values;
}

const std::vector<SchedulerParam> kTetrisParams{
    {"srpt_weight", "double", "0.5", "weight of the shortest-remaining term"},
    {"window", "int", "32", "waiting jobs considered per step"}};
const std::vector<SchedulerParam> kGandivaParams{
    {"max_slices", "int", "2", "jobs time-sharing the same GPUs at most"}};

AllocationMode mode(const SchedulerContext& ctx) {
    return parseAllocationMode(ctx.allocationMode).value_or(AllocationMode::Fair);
}

SchedulerInfo ordering(std::string id, std::string description, bool preemptive,
                       std::unique_ptr<Scheduler> (*make)(AllocationMode, int)) {
    return {.id = std::move(id),
            .description = std::move(description),
            .preemptive = preemptive,
            .allocationModes = true,
            .optMode = true,
            .make = [make](const SchedulerContext& ctx) {
                return make(mode(ctx), explainTopK(ctx));
            }};
}

} // namespace

void registerBuiltinSchedulers(SchedulerRegistry& r) {
    r.add(ordering("fifo", "First-in-first-out, strict (no backfill); consolidated placement",
                   false, makeFifo));
    r.add(ordering("fifo-backfill",
                   "First-in-first-out order, skipping a job that does not fit so that later ones "
                   "start (Synergy's FIFO); consolidated placement",
                   false, makeFifoBackfill));
    r.add(ordering("spread",
                   "First-in-first-out, strict, placing each job on the node with the most GPUs "
                   "left free (worst fit: spreading instead of packing)",
                   false, makeSpread));
    r.add(ordering("sjf",
                   "Shortest job first by expected (trace) duration; skips jobs that do not fit",
                   false, makeSjf));
    r.add(ordering("srtf", "Shortest remaining time first; preempts longer running jobs", true,
                   makeSrtf));
    r.add(ordering("las", "Least attained GPU service first; preemptive, re-ranked every round",
                   true, makeLas));
    r.add(
        {.id = "tiresias",
         .description = "Tiresias 2D-LAS: queues by attained GPU-time (threshold 8 GPU-hours), "
                        "FIFO within a queue, starvation promotion after 2x the last run; "
                        "preemptive",
         .preemptive = true,
         .allocationModes = true,
         .optMode = true,
         .params = {{"queues", "double list", "28800",
                     "attained GPU-seconds that demote a job to the next queue (T1:T2:...)"},
                    {"starvation", "double", "2",
                     "waiting longer than this x its last run promotes a job (0: never)"}},
         .make =
             [](const SchedulerContext& ctx) {
                 return makeTiresias(mode(ctx), explainTopK(ctx), tiresiasParams(ctx.argument));
             },
         .argument = "queues=T1:T2...,starvation=F (e.g. tiresias@queues=3250:7200,starvation=0)"});
    r.add(ordering(
        "ftf",
        "Themis-style finish-time fairness: largest estimated rho first, every round; preemptive",
        true, makeFtf));
    r.add({.id = "drf",
           .description =
               "Dominant resource fairness across VCs over GPU, CPU and memory; non-preemptive",
           .allocationModes = true,
           .make = [](const SchedulerContext& ctx) {
               return std::make_unique<DrfScheduler>(mode(ctx), explainTopK(ctx), false);
           }});
    r.add({.id = "tetris",
           .description = "Tetris multi-resource packing: alignment score + 0.5 x shortness over "
                          "the first 32 waiting jobs; non-preemptive",
           .allocationModes = true,
           .params = kTetrisParams,
           .make =
               [](const SchedulerContext& ctx) {
                   const auto p = numericParams("tetris", ctx.argument, kTetrisParams);
                   return std::make_unique<TetrisScheduler>(mode(ctx), explainTopK(ctx),
                                                            p.at("srpt_weight"),
                                                            static_cast<int>(p.at("window")));
               },
           .argument = "srpt_weight=W,window=N (e.g. tetris@window=64,srpt_weight=0)"});
    r.add({.id = "gandiva",
           .description = "Gandiva: affinity placement, time-slicing of same-size jobs when "
                          "oversubscribed (2 per GPU), migration to free GPUs to unpack; no job "
                          "preempted",
           .params = kGandivaParams,
           .make =
               [](const SchedulerContext& ctx) {
                   const auto p = numericParams("gandiva", ctx.argument, kGandivaParams);
                   return std::make_unique<GandivaScheduler>(explainTopK(ctx),
                                                             static_cast<int>(p.at("max_slices")));
               },
           .argument = "max_slices=N (e.g. gandiva@max_slices=3)"});
}

} // namespace maifs
