// Node geometry. Anchors follow PGF's shapes: a rectangle's compass points are its side
// midpoints and corners, a circle's are on the circle (north east at 45 degrees), an
// angle anchor is the border point in that direction.
#include "formats/tikz/nodes.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstring>

#include "base/numbers.hpp"
#include "formats/tikz/glyph_metrics.hpp"

namespace plumbline::tikz {

// Node text measured with Computer Modern's metrics (glyph_metrics.hpp) at the font
// size: each ASCII character's width, the line's height and depth the largest of its
// characters', in text or math ($...$) mode; the common math commands (\ell, \alpha)
// as measured, others as a 5pt wide, 6.94pt high glyph, a non-ASCII character likewise;
// ^ and _ set the next character or group in the script size (widths 0.797, heights 0.7),
// raised 3.63pt or lowered 1.5pt, and add TeX's \scriptspace (0.5pt); lines (\\) are
// 12pt apart. Measured against pdflatex: tests/unit/tikz_picture_size_test.cpp.
TextSize measure_text(std::string_view tex, double font_size) {
    TextSize size;
    const double em = font_size / 10;
    double line = 0, longest = 0, height = 0, depth = 0;
    size_t lines = tex.empty() ? 0 : 1, chars = 0, line_chars = 0;
    bool math = false;
    int script = 0;            // +1 superscript, -1 subscript: for the next glyph or group
    int script_depth = -1;     // brace depth the script's group closes at
    int braces = 0;
    auto end_script = [&] {
        line += 0.5;   // \scriptspace
        script = 0;
        script_depth = -1;
    };
    auto glyph = [&](double w, double h, double d) {
        const bool scripted = script != 0;
        line += w * (scripted ? 0.797 : 1.0);
        if (script > 0) {
            height = std::max(height, 3.63 + h * 0.7);
        } else if (script < 0) {
            depth = std::max(depth, 1.5 + d * 0.7);
            height = std::max(height, h * 0.7 - 1.5);
        } else {
            height = std::max(height, h);
            depth = std::max(depth, d);
        }
        ++line_chars;
        if (scripted && script_depth < 0) end_script();   // a single character was scripted
    };
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
            size_t j = i + 1;
            while (j < tex.size() && std::isalpha(static_cast<unsigned char>(tex[j]))) ++j;
            if (j == i + 1 && j < tex.size()) ++j;   // a control symbol: \, \%
            const std::string_view name = tex.substr(i + 1, j - i - 1);
            Glyph g{5, 6.94, 0};
            for (const CommandGlyph& c : kCommands)
                if (name == c.name) g = c.glyph;
            glyph(g.width, g.height, g.depth);
            i = j - 1;
            continue;
        }
        if (c == '$') {
            math = !math;
            continue;
        }
        if (c == '^' || c == '_') {
            // A subscript right after a math letter sits under its italic correction.
            if (c == '_' && math && script == 0 && i > 0)
                for (const ItalicCorrection& k : kItalic)
                    if (tex[i - 1] == k.letter) line -= k.correction;
            script = c == '^' ? 1 : -1;
            script_depth = -1;
            if (i + 1 < tex.size() && tex[i + 1] == '{') {
                script_depth = braces;
                ++braces;
                ++i;
            }
            continue;
        }
        if (c == '{') {
            ++braces;
            continue;
        }
        if (c == '}') {
            --braces;
            if (script != 0 && braces == script_depth) end_script();
            continue;
        }
        if ((c & 0xC0) == 0x80) continue;   // a UTF-8 continuation byte
        if (c >= 0x80) {
            glyph(5, 6.94, 0);
        } else if (c == ' ') {
            if (!math) line += 3.33;
        } else if (c > 32 && c < 127) {
            const Glyph& g = (math ? kMath : kText)[c - 33];
            glyph(g.width, g.height, g.depth);
        }
    }
    longest = std::max(longest, line);
    size.chars = std::max(chars, line_chars);
    size.width = longest * em;
    if (lines > 0) size.height = (static_cast<double>(lines - 1) * 12 + height + depth) * em;
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
