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

double pgf_veclen(const Vec2& v) {
    const double m = std::max(std::abs(v.x()), std::abs(v.y())), length = v.norm();
    if (length == 0 || !std::isfinite(length)) return 0;
    const double unit = std::round(std::round(m / length * 1e5) / 1e5 * 65536);   // sp
    const double divisor = std::floor(unit / 255);
    return divisor > 0 ? 256 * m / divisor : m;
}

NodeGeometry node_geometry(NodeShape shape, const NodeSizes& sizes, double width, double height) {
    NodeGeometry g;
    g.shape = shape;
    g.outer_sep = shape == NodeShape::Coordinate ? 0 : sizes.outer_sep;
    const double hx = width / 2 + sizes.inner_xsep, hy = height / 2 + sizes.inner_ysep;
    switch (shape) {
        case NodeShape::Coordinate: break;
        case NodeShape::Circle:
            g.radius = std::max({pgf_veclen(Vec2(hx, hy)), sizes.min_width / 2, sizes.min_height / 2});
            g.half_width = g.half_height = g.radius;
            break;
        case NodeShape::Ellipse:
            g.half_width = std::max(hx * std::sqrt(2.0), sizes.min_width / 2);
            g.half_height = std::max(hy * std::sqrt(2.0), sizes.min_height / 2);
            break;
        case NodeShape::Rectangle:
            g.half_width = std::max(hx, sizes.min_width / 2);
            g.half_height = std::max(hy, sizes.min_height / 2);
            break;
    }
    return g;
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
