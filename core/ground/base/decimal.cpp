// Rounding through decimal digits. printf's %g and %f are exactly rounded in glibc and in
// Emscripten's musl alike, so both builds land on the same double and print it the same.
// printf costs a microsecond a number, and a report has hundreds, so the common case is
// done here with the same exact result: scaling by an exactly representable power of ten
// is off by at most half an ulp, which cannot move a value across a rounding boundary
// unless it lies within a hair of one; those values (and very large or small ones) still
// go through printf.
#include "base/decimal.hpp"

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

namespace plumbline {

namespace {

// Below this magnitude a number is floating-point noise (cos(pi/2) is 6.12e-17).
constexpr double kNoise = 1e-9;

// 10^0 .. 10^22: every one exactly representable as a double.
constexpr double kPowers[] = {1e0,  1e1,  1e2,  1e3,  1e4,  1e5,  1e6,  1e7,  1e8,  1e9,  1e10, 1e11,
                              1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};

// `x` (>= 0, below 1e9, where half an ulp is under 1e-7) rounded to the nearest integer as exact arithmetic on the value it
// approximates would round it, or -1 when x is too close to a half to be sure.
double safe_round(double x) {
    const double floor = std::floor(x);
    const double fraction = x - floor;
    if (std::abs(fraction - 0.5) < 1e-6) return -1;
    return fraction < 0.5 ? floor : floor + 1;
}

double round_significant_slow(double v) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.6g", v);
    return std::strtod(buffer, nullptr);
}

}  // namespace

double round_significant(double v) {
    // NaN and infinities have no digits to round (and their log10 is no int).
    if (!std::isfinite(v)) return v;
    const double magnitude = std::abs(v);
    if (magnitude < kNoise) return 0.0;
    // Six significant digits: n = round(|v| * 10^k) with 10^5 <= n <= 10^6, for k = 5 - e.
    int e = static_cast<int>(std::floor(std::log10(magnitude)));
    double r = -1;
    for (int attempt = 0; attempt < 2 && r < 0; ++attempt) {
        const int k = 5 - e;
        if (k < -22 || k > 22) break;
        const double x = k >= 0 ? magnitude * kPowers[k] : magnitude / kPowers[-k];
        if (x < 1e5) {   // log10 was one too high
            --e;
            continue;
        }
        if (x >= 1e6) {   // one too low
            ++e;
            continue;
        }
        const double n = safe_round(x);
        if (n < 0) break;
        // n and 10^|k| are exact, so one IEEE operation gives the double nearest n * 10^-k,
        // as strtod of the printed digits does.
        r = k >= 0 ? n / kPowers[k] : n * kPowers[-k];
    }
    if (r < 0) r = std::abs(round_significant_slow(v));
    if (r == 0) return 0.0;   // no "-0.0"
    return v < 0 ? -r : r;
}

std::string number_text(double v) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.6g", round_significant(v));
    return buffer;
}

std::string fixed_text(double v, int decimals) {
    if (decimals < 0) decimals = 0;
    if (decimals > 9) decimals = 9;
    const double x = std::abs(v) * kPowers[decimals];
    if (std::isfinite(v) && x < 1e9) {
        const double n = safe_round(x);
        if (n >= 0) {
            auto digits = static_cast<unsigned long long>(n);
            char buffer[40];
            char* end = buffer + sizeof buffer;
            char* p = end;
            for (int i = 0; i < decimals; ++i, digits /= 10) *--p = static_cast<char>('0' + digits % 10);
            if (decimals > 0) *--p = '.';
            do *--p = static_cast<char>('0' + digits % 10);
            while ((digits /= 10) > 0);
            if (std::signbit(v)) *--p = '-';
            return std::string(p, static_cast<size_t>(end - p));
        }
    }
    char buffer[512];
    std::snprintf(buffer, sizeof buffer, "%.*f", decimals, v);
    return buffer;
}

namespace {

bool is_digit(char c) { return c >= '0' && c <= '9'; }

// The value of text parse_decimal has checked. Its digits below 2^53 and a power of ten up
// to 22 (every number a drawing writes) are two exact doubles, so one division or
// multiplication rounds as strtod does; the rest goes to strtod (musl's, in the
// WebAssembly build, works in software 128-bit long double: about 1 µs a number).
double decimal_value(std::string_view w) {
    size_t i = 0;
    const bool negative = w[0] == '-';
    if (w[0] == '+' || w[0] == '-') ++i;
    std::uint64_t mantissa = 0;
    int digits = 0;   // significant digits in the mantissa
    long exponent = 0;
    bool exact = true;
    const auto take = [&](char c, bool fraction) {
        if (mantissa == 0 && c == '0') {
            if (fraction) --exponent;
            return;
        }
        if (++digits > 17) {
            exact = false;
            return;
        }
        mantissa = mantissa * 10 + static_cast<std::uint64_t>(c - '0');
        if (fraction) --exponent;
    };
    for (; i < w.size() && is_digit(w[i]); ++i) take(w[i], false);
    if (i < w.size() && w[i] == '.')
        for (++i; i < w.size() && is_digit(w[i]); ++i) take(w[i], true);
    if (i < w.size()) {   // e or E, a sign, digits
        ++i;
        const bool minus = w[i] == '-';
        if (w[i] == '+' || w[i] == '-') ++i;
        long e = 0;
        for (; i < w.size(); ++i) {
            e = e * 10 + (w[i] - '0');
            if (e > 1000) exact = false;
            if (!exact) break;
        }
        exponent += minus ? -e : e;
    }
    if (exact && mantissa < (std::uint64_t{1} << 53) && exponent >= -22 && exponent <= 22) {
        const double m = static_cast<double>(mantissa);
        const double v = exponent >= 0 ? m * kPowers[exponent] : m / kPowers[-exponent];
        return negative ? -v : v;
    }
    const std::string copy(w);
    return std::strtod(copy.c_str(), nullptr);   // past the range: infinite
}

}  // namespace

bool parse_decimal(std::string_view w, double& value) {
    size_t i = 0;
    if (i < w.size() && (w[i] == '+' || w[i] == '-')) ++i;
    size_t mantissa_digits = 0;
    while (i < w.size() && is_digit(w[i])) ++i, ++mantissa_digits;
    if (i < w.size() && w[i] == '.') {
        ++i;
        while (i < w.size() && is_digit(w[i])) ++i, ++mantissa_digits;
    }
    if (mantissa_digits == 0) return false;
    if (i < w.size() && (w[i] == 'e' || w[i] == 'E')) {
        ++i;
        if (i < w.size() && (w[i] == '+' || w[i] == '-')) ++i;
        size_t exponent_digits = 0;
        while (i < w.size() && is_digit(w[i])) ++i, ++exponent_digits;
        if (exponent_digits == 0) return false;
    }
    if (i != w.size()) return false;
    value = decimal_value(w);
    return true;
}

}  // namespace plumbline
