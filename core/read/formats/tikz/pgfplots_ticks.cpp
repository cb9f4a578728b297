// pgfplots' limits and ticks as pgfplots.code.tex and pgfplotsticks.code.tex compute them:
// enlarge limits, the default tick step, tick labels as \pgfmathprintnumber writes them.
#include <cmath>
#include <cstdio>
#include <cstdlib>

#include "formats/tikz/pgfplots.hpp"

namespace plumbline::tikz {

namespace {

// \pgfplots@assign@default@tick@foraxis@normalizetickdist: the mantissa snapped to 1, 2, 5.
double normalize_step(double h) {
    if (!(h > 0) || !std::isfinite(h)) return 1;
    int e = static_cast<int>(std::floor(std::log10(h)));
    double m = h / std::pow(10.0, e);
    if (m >= 9.99999) m = 1, ++e;   // floating rounding of an exact power of ten
    double snapped;
    if (m < 2) snapped = m < 1.5 ? 1 : 2;
    else if (m < 4.9999) snapped = m < 3.5 ? 2 : 5;
    else if (m < 7.5) snapped = 5;
    else snapped = 1, ++e;
    return snapped * std::pow(10.0, e);
}

}  // namespace

std::vector<double> pgfplots_default_ticks(double lo, double hi, double length_pt, std::optional<double> distance) {
    std::vector<double> ticks;
    if (!(hi > lo) || !std::isfinite(lo) || !std::isfinite(hi)) return ticks;
    // desirednumticks = trunc(length / 35pt) + 1, at least `try min ticks` (4); too few
    // ticks in the range: try again with one more, up to 15 times.
    int wanted = static_cast<int>(std::floor(length_pt / 35)) + 1;
    for (int attempt = 0; attempt < 15; ++attempt) {
        const int desired = std::max(wanted, 4 + attempt);
        const double h = distance ? std::abs(*distance) : normalize_step((hi - lo) / (desired - 1));
        if (!(h > 0)) return ticks;
        // MIN = trunc(lo / H) * H - H; the ticks MIN, MIN + H, ... up to hi + H/2.
        const double first = std::trunc(lo / h) * h - h;
        const double top = hi + 0.001 * h;
        if (!distance && top < first + 2 * h && attempt < 14) continue;   // only one tick: more
        const double eps = 1e-9 * std::max(std::abs(lo), std::abs(hi)) + 1e-12;
        for (int k = 0; k < 10000; ++k) {
            double v = first + k * h;
            if (v > hi + 0.5 * h) break;
            if (std::abs(v) < h * 1e-9) v = 0;
            char text[40];   // 3 x 0.2 is 0.6, not 0.6000000000000001: twelve digits, as a tick says it
            std::snprintf(text, sizeof text, "%.12g", v);
            v = std::strtod(text, nullptr);
            if (v >= lo - eps && v <= hi + eps) ticks.push_back(v);
        }
        break;
    }
    return ticks;
}

std::string pgfplots_tick_text(double v) {
    if (std::abs(v) < 1e-12) return "0";
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.2f", std::abs(v));
    std::string s(buf);
    while (!s.empty() && s.back() == '0') s.pop_back();
    if (!s.empty() && s.back() == '.') s.pop_back();
    // Thousands separated by a comma, as pgf's default number format.
    const size_t dot = s.find('.');
    const size_t int_end = dot == std::string::npos ? s.size() : dot;
    if (int_end > 3) {
        std::string grouped;
        for (size_t i = 0; i < int_end; ++i) {
            if (i > 0 && (int_end - i) % 3 == 0) grouped += ',';
            grouped += s[i];
        }
        s = grouped + s.substr(int_end);
    }
    return v < 0 ? "\xE2\x88\x92" + s : s;   // U+2212: TeX sets the minus of math mode
}

void pgfplots_enlarge(const std::string& how, bool auto_lo, bool auto_hi, double& lo, double& hi) {
    bool at_lo = false, at_hi = false;
    double fraction = 0.1;
    if (how == "auto") at_lo = auto_lo, at_hi = auto_hi;
    else if (how == "false" || how.empty()) return;
    else if (how == "true") at_lo = at_hi = true;
    else if (how == "upper") at_hi = true;
    else if (how == "lower") at_lo = true;
    else {
        char* end = nullptr;
        const double f = std::strtod(how.c_str(), &end);
        if (end == how.c_str()) return;
        fraction = f;
        at_lo = at_hi = true;
    }
    const double d = fraction * (hi - lo);
    if (!(std::abs(d) > 0)) return;
    if (at_lo) lo -= d;
    if (at_hi) hi += d;
}

}  // namespace plumbline::tikz
