// Rounding through decimal text: printf's %g is exactly rounded in glibc and in
// Emscripten's musl alike, so both builds land on the same double and print it the same.
#include "report/json_output.hpp"

#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace plumbline {

namespace {

// Below this magnitude a number is floating-point noise (cos(pi/2) is 6.12e-17), and noise
// differs between maths libraries, so it is written as 0.
constexpr double kNoise = 1e-9;

double round_significant(double v) {
    if (std::abs(v) < kNoise) return 0.0;
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.6g", v);
    const double r = std::strtod(buffer, nullptr);
    return r == 0 ? 0.0 : r;   // no "-0.0" in reports
}

}  // namespace

nlohmann::json rounded(double v) {
    if (!std::isfinite(v)) return nullptr;
    return round_significant(v);
}

nlohmann::json rounded_fixed(double v) {
    if (!std::isfinite(v)) return nullptr;
    const double r = std::round(v * 1e4) / 1e4;
    return r == 0 ? 0.0 : r;
}

std::string number_text(double v) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.6g", round_significant(v));
    return buffer;
}

std::string valid_utf8(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    const auto byte = [&](size_t i) { return static_cast<unsigned char>(text[i]); };
    const auto continuation = [&](size_t i) { return i < text.size() && (byte(i) & 0xC0) == 0x80; };
    size_t run = 0;   // start of the valid bytes not yet copied
    for (size_t i = 0; i < text.size();) {
        const unsigned char lead = byte(i);
        size_t length = 0;
        if (lead < 0x80) {
            length = 1;
        } else if (lead >= 0xC2 && lead <= 0xDF) {
            length = continuation(i + 1) ? 2 : 0;
        } else if (lead >= 0xE0 && lead <= 0xEF && continuation(i + 1) && continuation(i + 2)) {
            const unsigned char second = byte(i + 1);
            const bool overlong = lead == 0xE0 && second < 0xA0;
            const bool surrogate = lead == 0xED && second >= 0xA0;
            length = overlong || surrogate ? 0 : 3;
        } else if (lead >= 0xF0 && lead <= 0xF4 && continuation(i + 1) && continuation(i + 2) &&
                   continuation(i + 3)) {
            const unsigned char second = byte(i + 1);
            const bool overlong = lead == 0xF0 && second < 0x90;
            const bool too_big = lead == 0xF4 && second >= 0x90;
            length = overlong || too_big ? 0 : 4;
        }
        if (length == 0) {
            out.append(text.substr(run, i - run));
            out += "\xEF\xBF\xBD";
            run = ++i;
        } else {
            i += length;
        }
    }
    out.append(text.substr(run));
    return out;
}

nlohmann::json span_json(const Span& s) {
    return {{"line", s.line}, {"column", s.column}, {"end_line", s.end_line}, {"end_column", s.end_column}};
}

}  // namespace plumbline
