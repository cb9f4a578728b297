// Rounding through decimal text: printf's %g is exactly rounded in glibc and in
// Emscripten's musl alike, so both builds land on the same double and print it the same.
#include "base/decimal.hpp"

#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace plumbline {

namespace {

// Below this magnitude a number is floating-point noise (cos(pi/2) is 6.12e-17).
constexpr double kNoise = 1e-9;

}  // namespace

double round_significant(double v) {
    if (std::abs(v) < kNoise) return 0.0;
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.6g", v);
    const double r = std::strtod(buffer, nullptr);
    return r == 0 ? 0.0 : r;   // no "-0.0"
}

std::string number_text(double v) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.6g", round_significant(v));
    return buffer;
}

}  // namespace plumbline
