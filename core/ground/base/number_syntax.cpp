// The SVG number lexer and its whitespace helpers.
#include "base/number_syntax.hpp"

#include <cmath>
#include <cstdint>

namespace plumbline::svg {

namespace {

bool is_digit(char c) { return c >= '0' && c <= '9'; }

// Exact powers of ten: a decimal mantissa below 2^53 times one of these is correctly
// rounded, which covers every coordinate a person or a model writes.
constexpr double kExactPowers[] = {1e0,  1e1,  1e2,  1e3,  1e4,  1e5,  1e6,  1e7,
                                   1e8,  1e9,  1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
                                   1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};

double scale_by_power_of_ten(uint64_t mantissa, long exponent) {
    const double m = static_cast<double>(mantissa);
    if (mantissa < (uint64_t{1} << 53) && exponent >= -22 && exponent <= 22)
        return exponent >= 0 ? m * kExactPowers[exponent] : m / kExactPowers[-exponent];
    // Far outside drawing ranges: two steps keep tiny intermediates from underflowing.
    if (exponent < -300) return m * std::pow(10.0, static_cast<double>(exponent + 300)) * 1e-300;
    return m * std::pow(10.0, static_cast<double>(exponent));
}

}  // namespace

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f'; }

size_t skip_spaces(std::string_view text, size_t pos) {
    while (pos < text.size() && is_space(text[pos])) ++pos;
    return pos;
}

size_t skip_comma_spaces(std::string_view text, size_t pos) {
    pos = skip_spaces(text, pos);
    if (pos < text.size() && text[pos] == ',') pos = skip_spaces(text, pos + 1);
    return pos;
}

std::string_view trim(std::string_view text) {
    size_t b = 0, e = text.size();
    while (b < e && is_space(text[b])) ++b;
    while (e > b && is_space(text[e - 1])) --e;
    return text.substr(b, e - b);
}

NumberToken scan_number(std::string_view text, size_t pos) {
    NumberToken token;
    size_t i = pos;
    const size_t n = text.size();
    bool negative = false;
    if (i < n && (text[i] == '+' || text[i] == '-')) negative = text[i++] == '-';

    uint64_t mantissa = 0;
    int kept_digits = 0;       // significant digits held in the mantissa (at most 19)
    long exponent = 0;         // decimal exponent adjustment for dropped / fractional digits
    bool any_digit = false;
    auto take_digit = [&](char c, bool fractional) {
        any_digit = true;
        if (mantissa == 0 && c == '0') {
            if (fractional) --exponent;  // leading zeros after the point only shift
            return;
        }
        if (kept_digits < 19) {
            mantissa = mantissa * 10 + static_cast<uint64_t>(c - '0');
            ++kept_digits;
            if (fractional) --exponent;
        } else if (!fractional) {
            ++exponent;  // integer digits beyond precision still count for magnitude
        }
    };
    while (i < n && is_digit(text[i])) take_digit(text[i++], false);
    if (i < n && text[i] == '.' && (any_digit || (i + 1 < n && is_digit(text[i + 1])))) {
        ++i;
        while (i < n && is_digit(text[i])) take_digit(text[i++], true);
    }
    if (!any_digit) return token;

    // An exponent only when digits follow: "1em" is 1 then a unit, "1e" is 1 then junk.
    if (i < n && (text[i] == 'e' || text[i] == 'E')) {
        size_t j = i + 1;
        bool exp_negative = false;
        if (j < n && (text[j] == '+' || text[j] == '-')) exp_negative = text[j++] == '-';
        if (j < n && is_digit(text[j])) {
            long value = 0;
            while (j < n && is_digit(text[j])) {
                if (value < 100000) value = value * 10 + (text[j] - '0');  // saturates
                ++j;
            }
            exponent += exp_negative ? -value : value;
            i = j;
        }
    }

    token.found = true;
    token.end = i;
    const double magnitude = mantissa == 0 ? 0.0 : scale_by_power_of_ten(mantissa, exponent);
    token.value = negative ? -magnitude : magnitude;
    return token;
}

std::optional<double> parse_number(std::string_view text) {
    const std::string_view t = trim(text);
    const NumberToken token = scan_number(t, 0);
    if (!token.found || token.end != t.size() || !std::isfinite(token.value)) return std::nullopt;
    return token.value;
}

NumberList parse_number_list(std::string_view text, size_t max_count) {
    NumberList list;
    size_t pos = skip_spaces(text, 0);
    while (pos < text.size()) {
        if (list.values.size() >= max_count) {
            list.truncated = true;
            break;
        }
        const NumberToken token = scan_number(text, pos);
        if (!token.found || !std::isfinite(token.value)) {
            list.ok = false;
            list.error_offset = pos;
            break;
        }
        list.values.push_back(token.value);
        const size_t after = skip_spaces(text, token.end);
        pos = skip_comma_spaces(text, token.end);
        // A comma must be followed by another number ("1,2," is malformed).
        if (pos == text.size() && after != pos) {
            list.ok = false;
            list.error_offset = after;
            break;
        }
    }
    return list;
}

}  // namespace plumbline::svg
