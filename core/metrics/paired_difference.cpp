#include "core/metrics/paired_difference.h"

#include <array>
#include <cmath>
#include <limits>
#include <stdexcept>

namespace maifs {

double studentT975(int df) {
    static constexpr std::array<double, 30> table = {
        12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228,
        2.201,  2.179, 2.160, 2.145, 2.131, 2.120, 2.110, 2.101, 2.093, 2.086,
        2.080,  2.074, 2.069, 2.064, 2.060, 2.056, 2.052, 2.048, 2.045, 2.042};
    if (df < 1)
        throw std::invalid_argument("studentT975: degrees of freedom must be at least 1");
    if (df <= 30)
        return table[static_cast<std::size_t>(df - 1)];
    const double z = 1.959964;
    const double v = df;
    return z + (z * z * z + z) / (4 * v) +
           (5 * std::pow(z, 5) + 16 * z * z * z + 3 * z) / (96 * v * v);
}

PairedDifference pairedDifference(const std::vector<double>& a, const std::vector<double>& b) {
    if (a.size() != b.size())
        throw std::invalid_argument("pairedDifference: " + std::to_string(a.size()) + " against " +
                                    std::to_string(b.size()) + " observations");
    PairedDifference d;
    d.n = static_cast<int>(a.size());
    if (d.n == 0) {
        d.mean = d.low = d.high = std::numeric_limits<double>::quiet_NaN();
        return d;
    }
    double sum = 0;
    for (std::size_t i = 0; i < a.size(); ++i)
        sum += a[i] - b[i];
    d.mean = sum / d.n;
    if (d.n < 2) {
        d.low = d.high = std::numeric_limits<double>::quiet_NaN();
        return d;
    }
    double ss = 0;
    for (std::size_t i = 0; i < a.size(); ++i)
        ss += (a[i] - b[i] - d.mean) * (a[i] - b[i] - d.mean);
    const double half = studentT975(d.n - 1) * std::sqrt(ss / (d.n - 1) / d.n);
    d.low = d.mean - half;
    d.high = d.mean + half;
    return d;
}

} // namespace maifs
