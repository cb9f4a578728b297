// xcolor's colour expressions (the xcolor manual, "color expressions"): a name, then
// "!percent!name" pairs mixing towards the next colour (white when the last name is left
// out), a leading "-" for the complement. Everything is RGB: TeX drivers write RGB too.
#include "formats/tikz/xcolor.hpp"

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <string>
#include <vector>

namespace plumbline::tikz {

namespace {

Color rgb(double r, double g, double b) {
    Color c;
    c.none = false;
    c.r = r, c.g = g, c.b = b;
    return c;
}

std::string_view trim(std::string_view s) {
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
    while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
    return s;
}

std::vector<std::string_view> split(std::string_view s, char sep) {
    std::vector<std::string_view> out;
    size_t start = 0;
    for (size_t i = 0; i <= s.size(); ++i)
        if (i == s.size() || s[i] == sep) {
            out.push_back(trim(s.substr(start, i - start)));
            start = i + 1;
        }
    return out;
}

bool number(std::string_view text, double& out) {
    const std::string s(trim(text));
    if (s.empty()) return false;
    char* end = nullptr;
    out = std::strtod(s.c_str(), &end);
    return end == s.c_str() + s.size();
}

// n numbers separated by commas (or spaces, as xcolor also allows), each in [0, max].
bool components(std::string_view spec, size_t n, double max, std::vector<double>& out) {
    std::string text(spec);
    std::replace(text.begin(), text.end(), ' ', ',');
    out.clear();
    for (std::string_view part : split(text, ',')) {
        if (part.empty()) continue;
        double v = 0;
        if (!number(part, v) || v < 0 || v > max) return false;
        out.push_back(v / max);
    }
    return out.size() == n;
}

Color mix(const Color& a, const Color& b, double share_of_a) {
    return rgb(a.r * share_of_a + b.r * (1 - share_of_a), a.g * share_of_a + b.g * (1 - share_of_a),
               a.b * share_of_a + b.b * (1 - share_of_a));
}

}  // namespace

ColorTable::ColorTable() {
    // xcolor's base colours (always defined, without package options).
    named_ = {{"red", rgb(1, 0, 0)},          {"green", rgb(0, 1, 0)},        {"blue", rgb(0, 0, 1)},
              {"cyan", rgb(0, 1, 1)},         {"magenta", rgb(1, 0, 1)},      {"yellow", rgb(1, 1, 0)},
              {"black", rgb(0, 0, 0)},        {"white", rgb(1, 1, 1)},        {"gray", rgb(.5, .5, .5)},
              {"darkgray", rgb(.25, .25, .25)}, {"lightgray", rgb(.75, .75, .75)}, {"brown", rgb(.75, .5, .25)},
              {"lime", rgb(.75, 1, 0)},       {"olive", rgb(.5, .5, 0)},      {"orange", rgb(1, .5, 0)},
              {"pink", rgb(1, .75, .75)},     {"purple", rgb(.75, 0, .25)},   {"teal", rgb(0, .5, .5)},
              {"violet", rgb(.5, 0, .5)}};
}

bool ColorTable::define(std::string_view name, std::string_view model, std::string_view spec, std::string* error) {
    const std::string m(trim(model));
    std::vector<double> c;
    std::optional<Color> color;
    if (m == "HTML") {
        const std::string_view hex = trim(spec);
        const bool ok = hex.size() == 6 && std::all_of(hex.begin(), hex.end(), [](char ch) {
                            return std::isxdigit(static_cast<unsigned char>(ch)) != 0;
                        });
        if (ok) {
            const long v = std::strtol(std::string(hex).c_str(), nullptr, 16);
            color = rgb(((v >> 16) & 255) / 255.0, ((v >> 8) & 255) / 255.0, (v & 255) / 255.0);
        }
    } else if (m == "rgb") {
        if (components(spec, 3, 1, c)) color = rgb(c[0], c[1], c[2]);
    } else if (m == "RGB") {
        if (components(spec, 3, 255, c)) color = rgb(c[0], c[1], c[2]);
    } else if (m == "gray") {
        if (components(spec, 1, 1, c)) color = rgb(c[0], c[0], c[0]);
    } else if (m == "cmyk") {
        // xcolor's conversion: each channel 1 - min(1, colour + black).
        if (components(spec, 4, 1, c))
            color = rgb(1 - std::min(1.0, c[0] + c[3]), 1 - std::min(1.0, c[1] + c[3]), 1 - std::min(1.0, c[2] + c[3]));
    } else if (m == "cmy") {
        if (components(spec, 3, 1, c)) color = rgb(1 - c[0], 1 - c[1], 1 - c[2]);
    } else {
        if (error) *error = "the colour model '" + m + "' is not one of HTML, rgb, RGB, gray, cmyk, cmy";
        return false;
    }
    if (!color) {
        if (error) *error = "'" + std::string(trim(spec)) + "' is not a colour in the " + m + " model";
        return false;
    }
    named_[std::string(trim(name))] = *color;
    return true;
}

bool ColorTable::let(std::string_view name, std::string_view expression, std::string* error) {
    const std::optional<Color> c = parse(expression, error);
    if (!c) return false;
    named_[std::string(trim(name))] = *c;
    return true;
}

std::optional<Color> ColorTable::parse(std::string_view expression, std::string* error) const {
    std::string_view e = trim(expression);
    bool complement = false;
    while (!e.empty() && e.front() == '-') {   // "--red" is red again
        complement = !complement;
        e = trim(e.substr(1));
    }
    const std::vector<std::string_view> parts = split(e, '!');
    const auto named = [&](std::string_view n) -> std::optional<Color> {
        const auto it = named_.find(n);
        if (it != named_.end()) return it->second;
        if (error) *error = n.empty() ? "an empty colour name" : "undefined colour '" + std::string(n) + "'";
        return std::nullopt;
    };
    std::optional<Color> current = named(parts[0]);
    if (!current) return std::nullopt;
    // name!p1!name2!p2!name3 ...: each percentage mixes the colour so far with the next name
    // (white when none follows).
    for (size_t i = 1; i < parts.size(); i += 2) {
        double percent = 0;
        if (!number(parts[i], percent) || percent < 0 || percent > 100) {
            if (error) *error = "'" + std::string(parts[i]) + "' in '" + std::string(e) + "' is not a percentage";
            return std::nullopt;
        }
        Color other = rgb(1, 1, 1);
        if (i + 1 < parts.size()) {
            const std::optional<Color> next = named(parts[i + 1]);
            if (!next) return std::nullopt;
            other = *next;
        }
        current = mix(*current, other, percent / 100);
    }
    if (complement) current = rgb(1 - current->r, 1 - current->g, 1 - current->b);
    return current;
}

bool ColorTable::load_set(std::string_view set) {
    const std::vector<NamedColor>& colors = xcolor_named_set(set);
    for (const NamedColor& c : colors) named_[c.name] = rgb(c.r, c.g, c.b);
    return !colors.empty();
}

bool ColorTable::is_color(std::string_view expression) const { return parse(expression, nullptr).has_value(); }

}  // namespace plumbline::tikz
