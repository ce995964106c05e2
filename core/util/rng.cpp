#include "core/util/rng.h"

#include <cmath>
#include <stdexcept>

namespace maifs {

namespace {

std::uint64_t splitmix64(std::uint64_t& x) {
    std::uint64_t z = (x += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

std::uint64_t rotl(std::uint64_t x, int k) {
    return (x << k) | (x >> (64 - k));
}

} // namespace

Rng::Rng(std::uint64_t seed) {
    std::uint64_t x = seed;
    for (auto& word : s_)
        word = splitmix64(x);
}

std::uint64_t Rng::next() {
    const std::uint64_t result = rotl(s_[1] * 5, 7) * 9;
    const std::uint64_t t = s_[1] << 17;
    s_[2] ^= s_[0];
    s_[3] ^= s_[1];
    s_[1] ^= s_[2];
    s_[0] ^= s_[3];
    s_[2] ^= t;
    s_[3] = rotl(s_[3], 45);
    return result;
}

double Rng::uniform01() {
    return static_cast<double>(next() >> 11) * 0x1.0p-53;
}

double Rng::logUniform(double lo, double hi) {
    return lo * std::exp(uniform01() * std::log(hi / lo));
}

std::int64_t Rng::uniformInt(std::int64_t lo, std::int64_t hi) {
    if (hi < lo)
        throw std::invalid_argument("Rng::uniformInt: empty range");
    const std::uint64_t span = static_cast<std::uint64_t>(hi) - static_cast<std::uint64_t>(lo) + 1;
    if (span == 0) // the full 64-bit range
        return static_cast<std::int64_t>(next());
    const std::uint64_t limit = UINT64_MAX - UINT64_MAX % span;
    std::uint64_t r;
    do {
        r = next();
    } while (r >= limit);
    return lo + static_cast<std::int64_t>(r % span);
}

double Rng::exponential(double mean) {
    return -mean * std::log1p(-uniform01());
}

std::size_t Rng::weightedIndex(std::span<const double> weights) {
    double total = 0;
    for (double w : weights)
        total += w;
    if (!(total > 0))
        throw std::invalid_argument("Rng::weightedIndex: weights sum to zero");
    double r = uniform01() * total;
    for (std::size_t i = 0; i < weights.size(); ++i) {
        if (r < weights[i])
            return i;
        r -= weights[i];
    }
    // Rounding can leave r a hair above the last bucket: the last non-zero weight takes it.
    for (std::size_t i = weights.size(); i-- > 0;)
        if (weights[i] > 0)
            return i;
    return 0;
}

Rng Rng::derived(std::uint64_t seed, std::uint64_t stream) {
    std::uint64_t x = seed ^ (stream * 0xd1b54a32d192ed03ULL);
    return Rng(splitmix64(x));
}

} // namespace maifs
