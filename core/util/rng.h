#pragma once

#include <cstdint>
#include <span>

namespace maifs {

// xoshiro256** seeded through splitmix64, with the distributions written out here: std::
// distributions are implementation-defined and give different numbers on different standard
// libraries, which would break "same scenario + seed = same bytes" across machines.
class Rng {
public:
    explicit Rng(std::uint64_t seed);

    std::uint64_t next();
    // Uniform in [0, 1) with 53 random bits.
    double uniform01();
    // Uniform integer in [lo, hi], unbiased (rejection sampling).
    std::int64_t uniformInt(std::int64_t lo, std::int64_t hi);
    // Log-uniform in [lo, hi) (0 < lo <= hi): scale factors, as likely halved as doubled.
    double logUniform(double lo, double hi);
    // Exponential with the given mean (inverse transform).
    double exponential(double mean);
    // Index drawn with probability proportional to weights[i]; weights must not all be zero.
    std::size_t weightedIndex(std::span<const double> weights);

    // An independent stream derived from this seed and a label, so that adding a draw in one
    // part of the model does not shift the numbers another part sees.
    static Rng derived(std::uint64_t seed, std::uint64_t stream);

private:
    std::uint64_t s_[4];
};

} // namespace maifs
