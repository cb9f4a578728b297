// Colour values: parsing every SVG/CSS spelling onto one 0..1 RGBA scale, comparing,
// and naming them back for people.
#include "base/color.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

#include "base/ascii.hpp"
#include "base/color_names.hpp"
#include "base/number_syntax.hpp"

namespace plumbline {

namespace {

// Longer colour strings are not colours; the cap bounds all work below.
constexpr size_t kMaxColorText = 256;

int to_byte(double unit) {
    return static_cast<int>(std::lround(std::clamp(unit, 0.0, 1.0) * 255.0));
}

double clamp01(double v) { return std::isfinite(v) ? std::clamp(v, 0.0, 1.0) : 0.0; }

bool is_space(char ch) { return ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r' || ch == '\f'; }

std::string_view trim(std::string_view s) {
    while (!s.empty() && is_space(s.front())) s.remove_prefix(1);
    while (!s.empty() && is_space(s.back())) s.remove_suffix(1);
    return s;
}

int hex_digit(char ch) {
    if (ch >= '0' && ch <= '9') return ch - '0';
    if (ch >= 'a' && ch <= 'f') return ch - 'a' + 10;
    return -1;
}

std::optional<Color> parse_hex(std::string_view digits) {
    // Only 3, 4, 6 or 8 digits are colours; anything longer must not reach v[].
    if (digits.size() > 8) return std::nullopt;
    int v[8];
    for (size_t i = 0; i < digits.size(); ++i)
        if ((v[i] = hex_digit(digits[i])) < 0) return std::nullopt;
    switch (digits.size()) {
        case 3: return Color::rgb8(v[0] * 17, v[1] * 17, v[2] * 17);
        case 4: return Color::rgb8(v[0] * 17, v[1] * 17, v[2] * 17, v[3] * 17 / 255.0);
        case 6: return Color::rgb8(v[0] * 16 + v[1], v[2] * 16 + v[3], v[4] * 16 + v[5]);
        case 8:
            return Color::rgb8(v[0] * 16 + v[1], v[2] * 16 + v[3], v[4] * 16 + v[5],
                               (v[6] * 16 + v[7]) / 255.0);
        default: return std::nullopt;
    }
}

// A CSS number at `pos`, by the same locale-free lexer the SVG reader uses, so a colour
// component reads exactly as the same digits would in a coordinate.
bool parse_number(std::string_view s, size_t& pos, double& out) {
    const svg::NumberToken token = svg::scan_number(s, pos);
    if (!token.found || !std::isfinite(token.value)) return false;
    out = token.value;
    pos = token.end;
    return true;
}

struct Argument {
    double value;
    bool percent;
};

// The inside of rgb(...)/hsl(...): numbers (optionally with % or deg) separated by
// commas, spaces or the slash before alpha.
std::optional<std::vector<Argument>> parse_arguments(std::string_view s) {
    std::vector<Argument> args;
    size_t pos = 0;
    while (pos < s.size()) {
        while (pos < s.size() && (is_space(s[pos]) || s[pos] == ',' || s[pos] == '/')) ++pos;
        if (pos == s.size()) break;
        if (args.size() == 4) return std::nullopt;
        Argument arg{0, false};
        if (!parse_number(s, pos, arg.value)) return std::nullopt;
        if (pos < s.size() && s[pos] == '%') {
            arg.percent = true;
            ++pos;
        } else if (s.substr(pos, 3) == "deg") {
            pos += 3;
        }
        if (pos < s.size() && !is_space(s[pos]) && s[pos] != ',' && s[pos] != '/')
            return std::nullopt;
        args.push_back(arg);
    }
    if (args.size() < 3) return std::nullopt;
    return args;
}

double alpha_of(const std::vector<Argument>& args) {
    if (args.size() < 4) return 1.0;
    return clamp01(args[3].percent ? args[3].value / 100 : args[3].value);
}

Color from_rgb_args(const std::vector<Argument>& args) {
    Color c;
    c.none = false;
    double* channels[3] = {&c.r, &c.g, &c.b};
    for (int i = 0; i < 3; ++i)
        *channels[i] = clamp01(args[i].percent ? args[i].value / 100 : args[i].value / 255);
    c.a = alpha_of(args);
    return c;
}

Color from_hsl_args(const std::vector<Argument>& args) {
    double h = std::fmod(args[0].value, 360.0);
    if (h < 0) h += 360;
    const double s = clamp01(args[1].value / 100), l = clamp01(args[2].value / 100);
    // CSS Color 3, section 4.2.4.
    const double m2 = l <= 0.5 ? l * (s + 1) : l + s - l * s;
    const double m1 = l * 2 - m2;
    auto hue = [&](double t) {
        t -= std::floor(t);
        if (t * 6 < 1) return m1 + (m2 - m1) * t * 6;
        if (t * 2 < 1) return m2;
        if (t * 3 < 2) return m1 + (m2 - m1) * (2.0 / 3 - t) * 6;
        return m1;
    };
    Color c;
    c.none = false;
    c.r = clamp01(hue(h / 360 + 1.0 / 3));
    c.g = clamp01(hue(h / 360));
    c.b = clamp01(hue(h / 360 - 1.0 / 3));
    c.a = alpha_of(args);
    return c;
}

// "name(...)": the text between the parentheses, or nullopt when s is not that call.
std::optional<std::string_view> function_body(std::string_view s, std::string_view name) {
    if (s.substr(0, name.size()) != name) return std::nullopt;
    std::string_view rest = trim(s.substr(name.size()));
    if (rest.size() < 2 || rest.front() != '(' || rest.back() != ')') return std::nullopt;
    return rest.substr(1, rest.size() - 2);
}

// Compares `key` with a NUL-terminated name as string_view's compare would, without
// measuring the name first (a binary search compares with eight of them).
int compare_name(std::string_view key, const char* name) {
    for (size_t i = 0;; ++i) {
        const unsigned char n = static_cast<unsigned char>(name[i]);
        if (i == key.size()) return n == 0 ? 0 : -1;
        if (n == 0) return 1;
        const unsigned char k = static_cast<unsigned char>(key[i]);
        if (k != n) return k < n ? -1 : 1;
    }
}

std::optional<Color> parse_named(std::string_view lower) {
    const NamedColor* begin = named_colors();
    const NamedColor* end = begin + named_color_count();
    const NamedColor* it = std::lower_bound(
        begin, end, lower, [](const NamedColor& n, std::string_view key) { return compare_name(key, n.name) > 0; });
    if (it == end || compare_name(lower, it->name) != 0) return std::nullopt;
    return Color::rgb8(it->r, it->g, it->b);
}

}  // namespace

Color Color::rgb8(int r, int g, int b, double a) {
    Color c;
    c.none = false;
    c.r = std::clamp(r, 0, 255) / 255.0;
    c.g = std::clamp(g, 0, 255) / 255.0;
    c.b = std::clamp(b, 0, 255) / 255.0;
    c.a = clamp01(a);
    return c;
}

// Equal when they would be drawn the same on an 8-bit display: rgb(15.3%,29%,29%) is #274a4a.
bool Color::operator==(const Color& o) const {
    if (none || o.none) return none == o.none;
    return to_byte(r) == to_byte(o.r) && to_byte(g) == to_byte(o.g) &&
           to_byte(b) == to_byte(o.b) && to_byte(a) == to_byte(o.a);
}

std::string Color::hex() const {
    if (none) return "none";
    static const char kDigits[] = "0123456789abcdef";
    std::string out = "#";
    for (double channel : {r, g, b}) {
        const int v = to_byte(channel);
        out += kDigits[v / 16];
        out += kDigits[v % 16];
    }
    return out;
}

double color_distance(const Color& a, const Color& b) {
    if (a.none || b.none)
        return (a.none && b.none) ? 0.0 : std::numeric_limits<double>::infinity();
    return std::sqrt((a.r - b.r) * (a.r - b.r) + (a.g - b.g) * (a.g - b.g) +
                     (a.b - b.b) * (a.b - b.b));
}

std::optional<Color> parse_color(std::string_view text, bool* is_current_color) {
    if (is_current_color) *is_current_color = false;
    text = trim(text);
    if (text.empty() || text.size() > kMaxColorText) return std::nullopt;
    char lower[kMaxColorText];
    std::transform(text.begin(), text.end(), lower, [](char c) { return ascii_lower(c); });
    const std::string_view s(lower, text.size());

    if (s == "none") return Color::paint_none();
    if (s == "transparent") return Color::rgb8(0, 0, 0, 0.0);
    if (s == "currentcolor") {
        if (is_current_color) *is_current_color = true;
        return std::nullopt;
    }
    if (s.front() == '#') return parse_hex(s.substr(1));

    // A functional notation ends with ')' (function_body requires it): a name ("black",
    // the common case) goes straight to the table.
    if (s.back() != ')') return parse_named(s);
    for (std::string_view name : {"rgba", "rgb"}) {
        if (auto body = function_body(s, name)) {
            auto args = parse_arguments(*body);
            if (!args) return std::nullopt;
            return from_rgb_args(*args);
        }
    }
    for (std::string_view name : {"hsla", "hsl"}) {
        if (auto body = function_body(s, name)) {
            auto args = parse_arguments(*body);
            if (!args) return std::nullopt;
            return from_hsl_args(*args);
        }
    }
    return parse_named(s);
}

std::string describe(const Color& c) {
    if (c.none) return "none";
    if (to_byte(c.a) == 0) return "transparent";
    std::string base = c.hex();
    const NamedColor* names = named_colors();
    for (size_t i = 0; i < named_color_count(); ++i) {
        if (names[i].r == to_byte(c.r) && names[i].g == to_byte(c.g) && names[i].b == to_byte(c.b)) {
            base = names[i].name;
            break;
        }
    }
    if (to_byte(c.a) == 255) return base;
    // Translucent paint: say so, as a whole percentage.
    const int percent = static_cast<int>(std::lround(c.a * 100));
    return base + " at " + std::to_string(percent) + "% opacity";
}

}  // namespace plumbline
