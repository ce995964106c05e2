#pragma once

#include "core/model/cluster.h"
#include "core/model/speed_params.h"
#include "core/util/rng.h"

namespace maifs::marl {

// Randomised node shapes for training episodes (`node_shapes`, docs/maifs.md): the cluster keeps
// its number of nodes (so an episode's agents fill the same replay buffer) and its racks, but its
// nodes are re-drawn as one to three kinds, each a block of consecutive nodes with its own GPUs
// per node (2, 4 or 8), GPU model (one of `speed`'s, CPU-only excluded), CPUs per GPU (2-12,
// log-uniform, whole) and memory per GPU (32-128 GB, log-uniform, whole). Philly's 2- and 8-GPU
// K80 / P40 machines and Alibaba's many models are such mixes; the synthetic training clusters
// are not. When the drawn GPUs total less than `minTotalGpus` (the largest gang of the episode),
// every node gets 8. Deterministic for the state of `pick`.
Cluster reshapedCluster(const Cluster& cluster, const SpeedParams& speed, int minTotalGpus,
                        Rng& pick);

// GPUs weighted by their speed (the mean over model classes, a V100 = 1): how much work the
// cluster serves per hour, to keep an episode's load when its shapes change.
double gpuCapacity(const Cluster& cluster, const SpeedParams& speed);

} // namespace maifs::marl
