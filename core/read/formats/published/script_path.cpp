#include "formats/published/script_path.hpp"

#include <cctype>
#include <cmath>
#include <cstdlib>
#include <string>

namespace plumbline::published {

namespace {

bool digit(char c) { return c >= '0' && c <= '9'; }
bool space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'; }

bool equals_lower(std::string_view s, std::string_view word) {
    if (s.size() != word.size()) return false;
    for (size_t i = 0; i < s.size(); ++i)
        if (std::tolower(static_cast<unsigned char>(s[i])) != word[i]) return false;
    return true;
}

// Digits with single underscores between them (Python's numeric literal rule); appends
// the digits to `out`. Returns the count of digits read.
size_t digits(std::string_view s, size_t& i, std::string& out) {
    size_t n = 0;
    while (i < s.size()) {
        if (digit(s[i])) {
            out += s[i++];
            ++n;
        } else if (s[i] == '_' && n > 0 && i + 1 < s.size() && digit(s[i + 1])) {
            ++i;
        } else {
            break;
        }
    }
    return n;
}

// The number alternative of the token pattern at `i`: [-+]?\d*\.?\d+(?:\.\d+)?. Returns
// its length, 0 when nothing matches there.
size_t number_token(std::string_view d, size_t i) {
    size_t p = i;
    if (p < d.size() && (d[p] == '-' || d[p] == '+')) ++p;
    size_t q = p;
    while (q < d.size() && digit(d[q])) ++q;
    size_t end;
    if (q < d.size() && d[q] == '.' && q + 1 < d.size() && digit(d[q + 1])) {
        end = q + 1;
        while (end < d.size() && digit(d[end])) ++end;
    } else if (q > p) {
        end = q;
    } else {
        return 0;
    }
    if (end + 1 < d.size() && d[end] == '.' && digit(d[end + 1])) {
        end += 1;
        while (end < d.size() && digit(d[end])) ++end;
    }
    return end - i;
}

}  // namespace

bool python_float(std::string_view text, double& out) {
    size_t b = 0, e = text.size();
    while (b < e && space(text[b])) ++b;
    while (e > b && space(text[e - 1])) --e;
    std::string_view s = text.substr(b, e - b);
    std::string clean;
    size_t i = 0;
    if (i < s.size() && (s[i] == '+' || s[i] == '-')) clean += s[i++];
    const std::string_view rest = s.substr(i);
    if (equals_lower(rest, "inf") || equals_lower(rest, "infinity") || equals_lower(rest, "nan")) {
        const double v = equals_lower(rest, "nan") ? std::nan("") : HUGE_VAL;
        out = !clean.empty() && clean[0] == '-' ? -v : v;
        return true;
    }
    size_t n = digits(s, i, clean);
    if (i < s.size() && s[i] == '.') {
        clean += s[i++];
        n += digits(s, i, clean);
    }
    if (n == 0) return false;
    if (i < s.size() && (s[i] == 'e' || s[i] == 'E')) {
        clean += s[i++];
        if (i < s.size() && (s[i] == '+' || s[i] == '-')) clean += s[i++];
        if (digits(s, i, clean) == 0) return false;
    }
    if (i != s.size()) return false;
    out = std::strtod(clean.c_str(), nullptr);
    return true;
}

std::optional<std::vector<Segment>> script_path_segments(std::string_view d) {
    std::vector<std::string_view> tokens;
    for (size_t i = 0; i < d.size();) {
        if (d[i] == 'M' || d[i] == 'L') {
            tokens.push_back(d.substr(i, 1));
            ++i;
        } else if (const size_t n = number_token(d, i)) {
            tokens.push_back(d.substr(i, n));
            i += n;
        } else {
            ++i;
        }
    }
    std::vector<Segment> out;
    std::optional<Vec2> cur;
    auto point_after = [&](size_t i, Vec2& p) {
        double x = 0, y = 0;
        if (i + 2 >= tokens.size()) return false;   // IndexError
        if (!python_float(tokens[i + 1], x) || !python_float(tokens[i + 2], y)) return false;
        p = Vec2(x, y);
        return true;
    };
    for (size_t i = 0; i < tokens.size();) {
        Vec2 p;
        if (tokens[i] == "M") {
            if (!point_after(i, p)) return std::nullopt;
            cur = p;
            i += 3;
        } else if (tokens[i] == "L" && cur) {
            if (!point_after(i, p)) return std::nullopt;
            out.push_back(Segment{*cur, p});
            cur = p;
            i += 3;
        } else {
            ++i;
        }
    }
    return out;
}

std::optional<std::vector<Vec2>> script_points(std::string_view points) {
    std::vector<double> values;
    size_t i = 0;
    while (i < points.size()) {
        while (i < points.size() && (space(points[i]) || points[i] == ',')) ++i;
        const size_t start = i;
        while (i < points.size() && !space(points[i]) && points[i] != ',') ++i;
        if (i == start) continue;
        double v = 0;
        if (!python_float(points.substr(start, i - start), v)) return std::nullopt;
        values.push_back(v);
    }
    std::vector<Vec2> out;
    for (size_t k = 0; k + 1 < values.size(); k += 2) out.emplace_back(values[k], values[k + 1]);
    return out;
}

}  // namespace plumbline::published
