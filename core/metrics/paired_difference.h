#pragma once

#include <vector>

namespace maifs {

// The mean of a[i] - b[i] over paired observations (the same window run by two schedulers) with
// its two-sided 95% Student-t interval on n - 1 degrees of freedom. With fewer than two pairs
// there is no interval: low and high are NaN. Throws std::invalid_argument on unequal lengths.
struct PairedDifference {
    int n = 0;
    double mean = 0;
    double low = 0;
    double high = 0;
    bool excludesZero() const { return n >= 2 && (low > 0 || high < 0); }
};
PairedDifference pairedDifference(const std::vector<double>& a, const std::vector<double>& b);

// The 0.975 quantile of Student's t with `df` >= 1 degrees of freedom (12.706 at 1, 4.303 at 2,
// 1.960 in the limit): tabulated to 30, a Cornish-Fisher expansion beyond (within 1e-3).
double studentT975(int df);

} // namespace maifs
