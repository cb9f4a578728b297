// Wilson intervals, McNemar's exact test and the texts the tables print (figures.hpp).
#include "bundle/figures.hpp"

#include <algorithm>
#include <cmath>

#include "base/decimal.hpp"

namespace plumbline::bundle {

namespace {
constexpr double kZ = 1.959963984540054;   // the normal quantile of 0.975
}

Interval wilson(long part, long whole) {
    if (whole <= 0) return {};
    const double n = static_cast<double>(whole), p = static_cast<double>(part) / n, z2 = kZ * kZ;
    const double centre = (p + z2 / (2 * n)) / (1 + z2 / n);
    const double half = kZ * std::sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n);
    // Exact ends at 0 and `whole` passes (the formula gives them up to rounding).
    return {part <= 0 ? 0.0 : std::max(0.0, centre - half), part >= whole ? 1.0 : std::min(1.0, centre + half)};
}

double mcnemar_exact(long b, long c) {
    const long n = b + c;
    if (n <= 0) return 1;
    const long k = std::min(b, c);
    // P(X <= k) for X ~ Binomial(n, 1/2), summed in log space (n may be tens of thousands).
    double tail = 0;
    for (long i = 0; i <= k; ++i)
        tail += std::exp(std::lgamma(n + 1.0) - std::lgamma(i + 1.0) - std::lgamma(n - i + 1.0) - n * std::log(2.0));
    return std::min(1.0, 2 * tail);
}

std::string percent_text(long part, long whole) {
    return whole > 0 ? fixed_text(100.0 * static_cast<double>(part) / static_cast<double>(whole), 1) : "-";
}

std::string interval_text(long part, long whole) {
    if (whole <= 0) return "-";
    const Interval i = wilson(part, whole);
    return fixed_text(100 * i.low, 1) + "-" + fixed_text(100 * i.high, 1);
}

std::string mean_text(long long sum, long count, double unit, int decimals) {
    return count > 0 ? fixed_text(static_cast<double>(sum) * unit / static_cast<double>(count), decimals) : "-";
}

}  // namespace plumbline::bundle
