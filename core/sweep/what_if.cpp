#include "core/sweep/what_if.h"

#include "core/sweep/workload_variant.h"

#include <algorithm>
#include <cmath>
#include <set>
#include <sstream>
#include <stdexcept>
#include <tuple>

namespace maifs {

namespace {

std::string number(double v) {
    std::ostringstream out;
    out << v;
    return out.str();
}

} // namespace

bool WhatIf::empty() const {
    return nodes == 0 && gpuFrom.empty() && arrivalScale == 1 && durationScale == 1;
}

std::string WhatIf::describe(const Scenario& base) const {
    std::vector<std::string> parts;
    if (nodes != 0) {
        std::string shape;
        if (const auto i = base.cluster.indexOf(like)) {
            const Node& n = base.cluster.node(*i);
            shape = " (" + std::to_string(n.gpus) + " x " +
                    (n.gpuModel.empty() ? std::string("no GPU") : n.gpuModel) + ", " +
                    number(n.cpus) + " CPUs, " + number(n.memGb) + " GB)";
        }
        parts.push_back((nodes > 0 ? "+" : "") + std::to_string(nodes) +
                        (std::abs(nodes) == 1 ? " node like " : " nodes like ") + like + shape);
    }
    if (!gpuFrom.empty())
        parts.push_back(gpuFrom + " -> " + gpuTo);
    if (arrivalScale != 1)
        parts.push_back("arrivals x " + number(arrivalScale));
    if (durationScale != 1)
        parts.push_back("durations x " + number(durationScale));
    if (parts.empty())
        return "as it is";
    std::string text = parts.front();
    for (std::size_t i = 1; i < parts.size(); ++i)
        text += "; " + parts[i];
    return text;
}

Scenario applyWhatIf(const Scenario& base, const WhatIf& w) {
    if (!(w.arrivalScale > 0) || !std::isfinite(w.arrivalScale))
        throw std::invalid_argument("arrival scale: expected a number > 0, got " +
                                    number(w.arrivalScale));
    if (!(w.durationScale > 0) || !std::isfinite(w.durationScale))
        throw std::invalid_argument("duration scale: expected a number > 0, got " +
                                    number(w.durationScale));
    Scenario s = base;
    std::vector<Node> nodes = base.cluster.nodes();
    if (w.nodes != 0) {
        const auto like = base.cluster.indexOf(w.like);
        if (!like)
            throw std::invalid_argument("no node '" + w.like + "' in the cluster");
        const Node model = base.cluster.node(*like);
        if (w.nodes > 0) {
            std::set<std::string> ids;
            for (const Node& n : nodesEverAlive(base))
                ids.insert(n.id);
            int k = 1;
            for (int added = 0; added < w.nodes; ++added) {
                Node n = model;
                while (ids.count(model.id + "+" + std::to_string(k)))
                    ++k;
                n.id = model.id + "+" + std::to_string(k);
                ids.insert(n.id);
                nodes.push_back(std::move(n));
            }
        } else {
            std::set<std::string> named; // nodes a failure event names must stay
            for (const auto& ev : base.events)
                if (ev.kind == ClusterEvent::Kind::NodeFail)
                    named.insert(ev.nodeId);
            int toRemove = -w.nodes;
            for (auto it = nodes.rbegin(); it != nodes.rend() && toRemove > 0;) {
                if (shapeOf(*it) == shapeOf(model) && !named.count(it->id)) {
                    it = std::make_reverse_iterator(nodes.erase(std::next(it).base()));
                    --toRemove;
                } else {
                    ++it;
                }
            }
            if (toRemove > 0)
                throw std::invalid_argument("cannot remove " + std::to_string(-w.nodes) +
                                            " nodes like " + w.like + ": the cluster has " +
                                            std::to_string(-w.nodes - toRemove) +
                                            " of that kind that no cluster event names");
            if (nodes.empty())
                throw std::invalid_argument("removing " + std::to_string(-w.nodes) +
                                            " nodes would leave no node");
        }
    }
    if (w.gpuFrom.empty() != w.gpuTo.empty())
        throw std::invalid_argument("a GPU model swap needs both models (from and to)");
    if (!w.gpuFrom.empty()) {
        if (!s.speed.gpuSpeed.count(w.gpuTo))
            throw std::invalid_argument("GPU model '" + w.gpuTo +
                                        "' is not in the scenario's GPU speed table");
        int swapped = 0;
        for (Node& n : nodes)
            if (n.gpuModel == w.gpuFrom) {
                n.gpuModel = w.gpuTo;
                ++swapped;
            }
        for (auto& ev : s.events)
            if (ev.kind == ClusterEvent::Kind::NodeAdd && ev.node.gpuModel == w.gpuFrom)
                ev.node.gpuModel = w.gpuTo;
        if (swapped == 0)
            throw std::invalid_argument("no node has GPU model '" + w.gpuFrom + "'");
    }
    s.cluster = Cluster(std::move(nodes));
    if (w.arrivalScale != 1)
        scaleArrivalRate(s, w.arrivalScale);
    if (w.durationScale != 1)
        scaleDurations(s, w.durationScale);
    s.name = base.name + " (" + w.describe(base) + ")";
    return s;
}

} // namespace maifs
