// Node geometry. Anchors follow PGF's shapes: a rectangle's compass points are its side
// midpoints and corners, a circle's are on the circle (north east at 45 degrees), an
// angle anchor is the border point in that direction.
#include "formats/tikz/nodes.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>

#include "base/numbers.hpp"

namespace plumbline::tikz {

TextSize measure_text(std::string_view tex, double font_size) {
    TextSize size;
    size_t longest = 0, line = 0, lines = tex.empty() ? 0 : 1;
    for (size_t i = 0; i < tex.size(); ++i) {
        const char c = tex[i];
        if (c == '\\') {
            if (i + 1 < tex.size() && tex[i + 1] == '\\') {  // \\ breaks the line
                longest = std::max(longest, line);
                line = 0;
                ++lines;
                ++i;
                continue;
            }
            // A command prints about one glyph (\alpha) or nothing (\textbf): count one.
            size_t j = i + 1;
            while (j < tex.size() && std::isalpha(static_cast<unsigned char>(tex[j]))) ++j;
            ++line;
            i = j - 1;
            continue;
        }
        if (c == '$' || c == '{' || c == '}' || c == '^' || c == '_') continue;
        if ((static_cast<unsigned char>(c) & 0xC0) == 0x80) continue;  // UTF-8 continuation byte
        ++line;
    }
    longest = std::max(longest, line);
    size.chars = longest;
    size.width = 0.5 * font_size * static_cast<double>(longest);
    size.height = lines == 0 ? 0 : font_size * static_cast<double>(lines);
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
        case NodeShape::Circle: return n.centre + n.radius * u;
        case NodeShape::Ellipse: {
            const double a = n.half_width, b = n.half_height;
            if (a <= 0 || b <= 0) return n.centre;
            const double t = 1 / std::sqrt((u.x() * u.x()) / (a * a) + (u.y() * u.y()) / (b * b));
            return n.centre + t * u;
        }
        default: {
            const double tx = u.x() != 0 ? n.half_width / std::abs(u.x()) : INFINITY;
            const double ty = u.y() != 0 ? n.half_height / std::abs(u.y()) : INFINITY;
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
            out = n.centre + Vec2(c.sx * n.half_width, c.sy * n.half_height);
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
