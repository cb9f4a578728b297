// Node geometry. Anchors follow PGF's shapes: a rectangle's compass points are its side
// midpoints and corners, a circle's are on the circle (north east at 45 degrees), an
// angle anchor is the border point in that direction.
#include "formats/tikz/nodes.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstring>

#include "base/numbers.hpp"

namespace plumbline::tikz {

// Computer Modern at 10pt, roughly: capitals 7.2pt wide, lower case and digits 5pt, m and
// w 8pt, blanks 3.3pt, punctuation 2.8pt; a line is 6.94pt high with ascenders or capitals
// (4.31pt without) and 1.94pt deep with descenders; lines are 12pt apart. Measured against
// pdflatex: "A" in a circle node gives 9.75pt, "Output" in a rectangle 38.9pt wide.
TextSize measure_text(std::string_view tex, double font_size) {
    TextSize size;
    const double em = font_size / 10;
    double line = 0, longest = 0;
    size_t lines = tex.empty() ? 0 : 1, chars = 0, line_chars = 0;
    bool tall = false, deep = false;
    for (size_t i = 0; i < tex.size(); ++i) {
        const unsigned char c = static_cast<unsigned char>(tex[i]);
        if (c == '\\') {
            if (i + 1 < tex.size() && tex[i + 1] == '\\') {   // \\ breaks the line
                longest = std::max(longest, line);
                chars = std::max(chars, line_chars);
                line = 0;
                line_chars = 0;
                ++lines;
                ++i;
                continue;
            }
            // A command prints about one glyph (\alpha) or nothing much (\textbf): count one.
            size_t j = i + 1;
            while (j < tex.size() && std::isalpha(static_cast<unsigned char>(tex[j]))) ++j;
            line += 5;
            ++line_chars;
            tall = true;
            i = j - 1;
            continue;
        }
        if (c == '$' || c == '{' || c == '}' || c == '^' || c == '_') continue;
        if ((c & 0xC0) == 0x80) continue;   // a UTF-8 continuation byte
        ++line_chars;
        if (std::isupper(c)) line += 7.2;
        else if (c == 'm' || c == 'w') line += 8;
        else if (std::isalnum(c) || c >= 0x80) line += 5;
        else if (c == ' ') line += 3.3;
        else line += 2.8;
        if (std::isupper(c) || std::isdigit(c) || std::strchr("bdfhklt()[]/|", c)) tall = true;
        if (std::strchr("gjpqy(),;[]", c)) deep = true;
    }
    longest = std::max(longest, line);
    size.chars = std::max(chars, line_chars);
    size.width = longest * em;
    if (lines > 0)
        size.height = (static_cast<double>(lines - 1) * 12 + (tall ? 6.94 : 4.31) + (deep ? 1.94 : 0)) * em;
    return size;
}

namespace {

Vec2 direction(double degrees) {
    const double a = degrees * kPi / 180;
    return Vec2(std::cos(a), std::sin(a));
}

}  // namespace

Vec2 node_border(const NodeGeometry& n, const Vec2& towards) {
    const Vec2 d = towards - n.centre;
    const double len = d.norm();
    if (n.shape == NodeShape::Coordinate || len == 0 || !std::isfinite(len)) return n.centre;
    const Vec2 u = d / len;
    switch (n.shape) {
        case NodeShape::Circle: return n.centre + (n.radius + n.outer_sep) * u;
        case NodeShape::Ellipse: {
            const double a = n.half_width + n.outer_sep, b = n.half_height + n.outer_sep;
            if (a <= 0 || b <= 0) return n.centre;
            const double t = 1 / std::sqrt((u.x() * u.x()) / (a * a) + (u.y() * u.y()) / (b * b));
            return n.centre + t * u;
        }
        default: {
            const double tx = u.x() != 0 ? (n.half_width + n.outer_sep) / std::abs(u.x()) : INFINITY;
            const double ty = u.y() != 0 ? (n.half_height + n.outer_sep) / std::abs(u.y()) : INFINITY;
            const double t = std::min(tx, ty);
            return std::isfinite(t) ? n.centre + t * u : n.centre;
        }
    }
}

bool node_anchor(const NodeGeometry& n, std::string_view anchor, Vec2& out) {
    struct Compass {
        std::string_view name;
        double angle;
        int sx, sy;   // the rectangle corner or side it names
    };
    static constexpr Compass kCompass[] = {
        {"north", 90, 0, 1},        {"south", 270, 0, -1},      {"east", 0, 1, 0},
        {"west", 180, -1, 0},       {"north east", 45, 1, 1},   {"north west", 135, -1, 1},
        {"south east", 315, 1, -1}, {"south west", 225, -1, -1},
    };
    if (anchor == "center" || anchor == "centre" || anchor == "base" || anchor == "mid" || anchor == "text") {
        out = n.centre;
        return true;
    }
    if (anchor == "base west" || anchor == "mid west") anchor = "west";
    if (anchor == "base east" || anchor == "mid east") anchor = "east";
    for (const Compass& c : kCompass) {
        if (c.name != anchor) continue;
        if (n.shape == NodeShape::Rectangle)
            out = n.centre + Vec2(c.sx * (n.half_width + n.outer_sep), c.sy * (n.half_height + n.outer_sep));
        else
            out = node_border(n, n.centre + direction(c.angle));
        return true;
    }
    // An angle: the border point in that direction.
    char* end = nullptr;
    const std::string text(anchor);
    const double angle = std::strtod(text.c_str(), &end);
    if (text.empty() || end != text.c_str() + text.size() || !std::isfinite(angle)) return false;
    out = node_border(n, n.centre + direction(angle));
    return true;
}

}  // namespace plumbline::tikz
