#pragma once

#include "core/model/scenario.h"

#include <string>

namespace maifs {

// A capacity planner's question about a scenario, in the planner's words: more or fewer nodes of
// one kind, one GPU model swapped for another, jobs arriving faster, jobs running longer. The
// studio's What-if panel asks it; applyWhatIf answers with the scenario it describes.
struct WhatIf {
    int nodes = 0;              // nodes added (> 0) or removed (< 0), shaped like the node `like`
    std::string like;           // a node id: its GPU model, GPUs, CPUs, memory and rack
    std::string gpuFrom, gpuTo; // every node with GPU model gpuFrom gets gpuTo (both or neither)
    double arrivalScale = 1;    // jobs arrive this many times as fast
    double durationScale = 1;   // every job needs this many times as long

    bool empty() const;
    // "+4 nodes like n0 (8 x V100, 24 CPUs, 500 GB); arrivals x 1.5", for labels and reports.
    std::string describe(const Scenario& base) const;
};

// The scenario the question describes. Added nodes copy `like` (ids "<like>+1", "<like>+2", ...
// made unique, in its rack); removed nodes are the last ones of the same shape (model, GPUs, CPUs,
// memory) that no cluster event names. Throws std::invalid_argument saying what is wrong: an
// unknown node or GPU model, more nodes removed than the kind has, a scale that is not > 0.
Scenario applyWhatIf(const Scenario& base, const WhatIf& whatIf);

} // namespace maifs
