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

namespace {

// A convex counter-clockwise polygon moved outwards by d: each side parallel, the corners
// where the moved sides meet (pgf's miter adjustment of its anchors).
std::vector<Vec2> offset_polygon(const std::vector<Vec2>& poly, double d) {
    const size_t n = poly.size();
    if (n < 3 || d == 0) return poly;
    std::vector<Vec2> out;
    out.reserve(n);
    for (size_t i = 0; i < n; ++i) {
        const Vec2 &prev = poly[(i + n - 1) % n], &p = poly[i], &next = poly[(i + 1) % n];
        Vec2 e0 = p - prev, e1 = next - p;
        if (e0.norm() == 0 || e1.norm() == 0) {
            out.push_back(p);
            continue;
        }
        e0 /= e0.norm();
        e1 /= e1.norm();
        const Vec2 n0(e0.y(), -e0.x()), n1(e1.y(), -e1.x());   // outward normals (ccw)
        const Vec2 bis = n0 + n1;
        const double c = bis.dot(n0);
        out.push_back(c > 1e-9 ? p + bis * (d / c) : p + n0 * d);
    }
    return out;
}

// shapes.geometric's diamond: half diagonals x = a + aspect * b, y = b + a / aspect for the
// inner box's half sizes a, b; the minimum sizes; anchors outer sep beyond; drawn at the
// anchor corner less 1.414213 outer sep, as pgf's background path is.
void polygon_geometry_diamond(NodeGeometry& g, const NodeSizes& sizes, double hx, double hy) {
    const double aspect = sizes.aspect > 0 ? sizes.aspect : 1;
    double x = hx + aspect * hy, y = hy + hx / aspect;
    x = std::max(x, sizes.min_width / 2);
    y = std::max(y, sizes.min_height / 2);
    const double o = g.outer_sep, X = x + o, Y = y + o;
    const double dx = X - 1.414213 * o, dy = Y - 1.414213 * o;
    g.outline = {Vec2(dx, 0), Vec2(0, dy), Vec2(-dx, 0), Vec2(0, -dy)};
    g.border = {Vec2(X, 0), Vec2(0, Y), Vec2(-X, 0), Vec2(0, -Y)};
}

// shapes.geometric's trapezium (not rotated): the inner box's half sizes, the lower side
// extended by 2b cot(left angle) and 2b cot(right angle); minimum sizes scale it whole
// (pgf's default: trapezium stretches=false).
void polygon_geometry_trapezium(NodeGeometry& g, const NodeSizes& sizes, double hx, double hy) {
    auto cot = [](double degrees) {
        const double a = std::fmod(std::fmod(degrees, 360) + 360, 360);
        return a == 0 ? 0.0 : 1 / std::tan(a * kPi / 180);
    };
    double xa = 2 * hy * cot(sizes.left_angle), xb = 2 * hy * cot(sizes.right_angle);
    if (hy > 0 && hy < sizes.min_height / 2) {
        const double f = sizes.min_height / 2 / hy;
        hx *= f, xa *= f, xb *= f, hy = sizes.min_height / 2;
    }
    const double total = 2 * hx + std::abs(xa) + std::abs(xb);
    if (total > 0 && total < sizes.min_width) {
        const double f = sizes.min_width / total;
        hx *= f, xa *= f, xb *= f, hy *= f;
    }
    g.outline = {Vec2(-hx - std::max(xa, 0.0), -hy), Vec2(hx + std::max(xb, 0.0), -hy),
                 Vec2(hx + std::max(-xb, 0.0), hy), Vec2(-hx - std::max(-xa, 0.0), hy)};
}

// shapes.geometric's regular polygon: the incircle through the inner box's corners (its
// larger half size times 1.41421), the corners 1/cos(180/n) further out, at least half the
// larger minimum size; the first corner at 90 degrees (odd n) or 90 - 180/n (even n).
void polygon_geometry_regular(NodeGeometry& g, const NodeSizes& sizes, double hx, double hy) {
    const int n = std::clamp(sizes.sides, 3, 360);
    double r = 1.41421 * std::max(hx, hy) / std::cos(kPi / n);
    r = std::max(r, std::max(sizes.min_width, sizes.min_height) / 2);
    const double step = 360.0 / n;
    const double start = (n % 2 ? 90 : 90 - step / 2) + sizes.border_rotate;
    for (int k = 0; k < n; ++k) {
        const double a = (start + k * step) * kPi / 180;
        g.outline.push_back(Vec2(r * std::cos(a), r * std::sin(a)));
    }
    g.radius = r;
}

// shapes.geometric's isosceles triangle (isosceles triangle stretches=false, the border not
// using the incircle), as its \trianglepoints: the apex towards `shape border rotate`
// (snapped to a multiple of 90), its height xa along that direction and half base ya from the
// inner box's half sizes x, y (swapped at 90 and 270), at least minimum width as the base
// and minimum height as the height; the base h' behind the text's centre. Anchors: apex,
// left/right corner, left/right/lower side (sides' midpoints), outer sep beyond the corners.
void polygon_geometry_isosceles(NodeGeometry& g, const NodeSizes& sizes, double x, double y) {
    const double half = sizes.apex_angle / 2 * kPi / 180;
    const double tan_h = std::tan(half), cot_h = 1 / tan_h, sin_h = std::sin(half), cos_h = std::cos(half);
    double r = std::fmod(sizes.border_rotate, 360);
    if (r < 0) r += 360;
    const int rotate = (static_cast<int>(r + 45) / 90 * 90) % 360;
    if (rotate == 90 || rotate == 270) std::swap(x, y);
    double xa = 2 * x, ya = tan_h * xa;
    xa += cot_h * y;
    ya += y;
    if (xa == 0) xa = sizes.min_height;
    const double min_width = std::max(sizes.min_width, 1.0);   // pgf's initial minimum width is 1pt
    if (ya < min_width / 2) ya = min_width / 2, xa = cot_h * ya;
    if (xa < sizes.min_height) xa = sizes.min_height, ya = tan_h * xa;
    const double back = (cos_h * (ya - y) - 2 * sin_h * x) / (1 + sin_h) + x;
    const double o = g.outer_sep;
    const double c = std::cos(rotate * kPi / 180), s = std::sin(rotate * kPi / 180);
    auto turn = [&](double px, double py) { return Vec2(c * px - s * py, s * px + c * py); };
    g.outline = {turn(xa - back, 0), turn(-back, ya), turn(-back, -ya)};
    const double corner = 1 / std::tan((90 - sizes.apex_angle / 2) / 2 * kPi / 180);
    const Vec2 apex = turn(xa - back + o / sin_h, 0), left = turn(-back - o, ya + corner * o),
               right = turn(-back - o, -ya - corner * o);
    g.anchors = {{"apex", apex},
                 {"left corner", left},
                 {"right corner", right},
                 {"left side", (left + apex) / 2},
                 {"right side", (right + apex) / 2},
                 {"lower side", (left + right) / 2}};
}

}  // namespace

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
        case NodeShape::Diamond: polygon_geometry_diamond(g, sizes, hx, hy); break;
        case NodeShape::Trapezium: polygon_geometry_trapezium(g, sizes, hx, hy); break;
        case NodeShape::RegularPolygon: polygon_geometry_regular(g, sizes, hx, hy); break;
        case NodeShape::IsoscelesTriangle: polygon_geometry_isosceles(g, sizes, hx, hy); break;
    }
    if (!g.outline.empty() && g.border.empty()) g.border = offset_polygon(g.outline, g.outer_sep);
    for (const Vec2& p : g.border) {   // the anchor box of a polygonal shape
        g.half_width = std::max(g.half_width, std::abs(p.x()) - g.outer_sep);
        g.half_height = std::max(g.half_height, std::abs(p.y()) - g.outer_sep);
    }
    return g;
}

void turn_polygon(NodeGeometry& g, double degrees) {
    const double a = degrees * kPi / 180, c = std::cos(a), s = std::sin(a);
    auto turn = [&](Vec2& p) { p = Vec2(c * p.x() - s * p.y(), s * p.x() + c * p.y()); };
    for (Vec2& p : g.outline) turn(p);
    for (Vec2& p : g.border) turn(p);
    for (auto& anchor : g.anchors) turn(anchor.second);
    g.half_width = g.half_height = 0;
    for (const Vec2& p : g.border) {
        g.half_width = std::max(g.half_width, std::abs(p.x()) - g.outer_sep);
        g.half_height = std::max(g.half_height, std::abs(p.y()) - g.outer_sep);
    }
}

namespace {

// pgf's names of node parts (\pgf@lib@sh@getalpha).
constexpr const char* kPartNames[] = {"one",      "two",      "three",     "four",     "five",    "six",     "seven",
                                      "eight",    "nine",     "ten",       "eleven",   "twelve",  "thirteen", "fourteen",
                                      "fifteen",  "sixteen",  "seventeen", "eighteen", "nineteen", "twenty"};

const char* node_part_name(size_t index) { return index < 20 ? kPartNames[index] : ""; }

}  // namespace

int node_part_index(std::string_view name) {
    for (int i = 0; i < 20; ++i)
        if (name == kPartNames[i]) return i;
    return -1;
}

NodeGeometry rectangle_split_geometry(const std::vector<SplitPart>& parts, bool horizontal, const NodeSizes& sizes,
                                      double line_width, std::vector<Vec2>& centres) {
    const double ix = sizes.inner_xsep, iy = sizes.inner_ysep, lw = line_width;
    const size_t n = parts.size();
    // Each part's text origin (its anchor), in a frame whose origin is part one's.
    std::vector<Vec2> origin(n, Vec2(0, 0));
    Vec2 sw(0, 0), ne(0, 0);   // the rectangle's corners without the outer sep
    if (horizontal) {
        double max_h = 0, max_d = 0, total = 0;
        for (const SplitPart& p : parts) {
            if (p.skipped) continue;
            max_h = std::max(max_h, p.height), max_d = std::max(max_d, p.depth);
            total = std::max(total, max_h + max_d);
        }
        total = std::max(total, sizes.min_height - 2 * iy);
        double x = 0, y_offset = 0;
        int last = -1;
        for (size_t i = 0; i < n; ++i) {
            if (parts[i].skipped) {
                if (last >= 0) origin[i] = origin[last];
                continue;
            }
            const double y = (total - parts[i].height + parts[i].depth) / 2;   // centred in the common height
            if (last < 0) y_offset = y;
            else x += parts[last].width + 2 * ix + lw;
            origin[i] = Vec2(x, y - y_offset);
            last = static_cast<int>(i);
        }
        sw = Vec2(-ix, -y_offset - iy);
        ne = Vec2((last >= 0 ? origin[last].x() + parts[last].width : 0) + ix, total - y_offset + iy);
    } else {
        double widest = 0;
        for (const SplitPart& p : parts)
            if (!p.skipped) widest = std::max(widest, p.width);
        widest = std::max(widest, sizes.min_width - 2 * ix);
        double y = 0, x_offset = 0, first_height = 0;
        int last = -1;
        for (size_t i = 0; i < n; ++i) {
            if (parts[i].skipped) {
                if (last >= 0) origin[i] = origin[last];
                continue;
            }
            const double x = (widest - parts[i].width) / 2;
            if (last < 0) x_offset = x, first_height = parts[i].height;
            else y -= parts[last].depth + 2 * iy + lw + parts[i].height;
            origin[i] = Vec2(x - x_offset, y);
            last = static_cast<int>(i);
        }
        ne = Vec2(widest - x_offset + ix, first_height + iy + 0.5 * lw);
        sw = Vec2(-x_offset - ix, (last >= 0 ? origin[last].y() - parts[last].depth : 0) - iy - 0.5 * lw);
    }
    NodeGeometry g;
    g.shape = NodeShape::Rectangle;
    g.outer_sep = sizes.outer_sep;
    g.half_width = (ne.x() - sw.x()) / 2;
    g.half_height = (ne.y() - sw.y()) / 2;
    const Vec2 mid = (sw + ne) / 2;
    const double os = sizes.outer_sep;
    const Vec2 swo = sw - mid - Vec2(os, os), neo = ne - mid + Vec2(os, os);   // with the outer sep, about the centre
    centres.assign(n, Vec2(0, 0));
    g.part_boxes.assign(n, {Vec2(0, 0), Vec2(0, 0)});   // a skipped part's box is empty
    double box_start = horizontal ? sw.x() - mid.x() : ne.y() - mid.y();
    for (size_t i = 0; i < n; ++i) {
        const SplitPart& p = parts[i];
        const Vec2 o = origin[i] - mid;
        const std::string name = node_part_name(i);
        if (!name.empty()) g.anchors.emplace_back(name, o);
        if (p.skipped) continue;
        centres[i] = o + Vec2(p.width / 2, (p.height - p.depth) / 2);
        if (horizontal) {
            const double cx = o.x() + p.width / 2;
            if (!name.empty()) {
                g.anchors.emplace_back(name + " north", Vec2(cx, neo.y()));
                g.anchors.emplace_back(name + " south", Vec2(cx, swo.y()));
            }
            double end = ne.x() - mid.x();
            bool later = false;
            for (size_t j = i + 1; j < n; ++j) later |= !parts[j].skipped;
            if (later) {
                const double xs = o.x() + p.width + ix + 0.5 * lw;
                end = xs;
                g.splits.push_back({Vec2(xs, ne.y() - mid.y()), Vec2(xs, sw.y() - mid.y())});
                if (!name.empty()) {
                    g.anchors.emplace_back(name + " split", Vec2(xs, 0));
                    g.anchors.emplace_back(name + " split north", Vec2(xs, neo.y()));
                    g.anchors.emplace_back(name + " split south", Vec2(xs, swo.y()));
                }
            }
            g.part_boxes[i] = {Vec2(box_start, sw.y() - mid.y()), Vec2(end, ne.y() - mid.y())};
            box_start = end;
        } else {
            const double cy = o.y() + (p.height - p.depth) / 2;
            if (!name.empty()) {
                g.anchors.emplace_back(name + " west", Vec2(swo.x(), cy));
                g.anchors.emplace_back(name + " east", Vec2(neo.x(), cy));
            }
            double end = sw.y() - mid.y();
            bool later = false;
            for (size_t j = i + 1; j < n; ++j) later |= !parts[j].skipped;
            if (later) {
                const double ys = o.y() - p.depth - iy - 0.5 * lw;
                end = ys;
                g.splits.push_back({Vec2(ne.x() - mid.x(), ys), Vec2(sw.x() - mid.x(), ys)});
                if (!name.empty()) {
                    g.anchors.emplace_back(name + " split", Vec2(0, ys));
                    g.anchors.emplace_back(name + " split east", Vec2(neo.x(), ys));
                    g.anchors.emplace_back(name + " split west", Vec2(swo.x(), ys));
                }
            }
            g.part_boxes[i] = {Vec2(sw.x() - mid.x(), end), Vec2(ne.x() - mid.x(), box_start)};
            box_start = end;
        }
    }
    // `text` and `base` are part one's origin.
    if (n > 0) {
        g.anchors.emplace_back("text", origin[0] - mid);
        g.anchors.emplace_back("base", origin[0] - mid);
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
    if (!n.border.empty()) {   // a polygon: where the ray from the centre leaves it
        double best = INFINITY;
        for (size_t i = 0; i < n.border.size(); ++i) {
            const Vec2 a = n.border[i], b = n.border[(i + 1) % n.border.size()];
            const Vec2 e = b - a;
            const double den = u.x() * e.y() - u.y() * e.x();
            if (std::abs(den) < 1e-12) continue;
            const double t = (a.x() * e.y() - a.y() * e.x()) / den;
            const double s = (a.x() * u.y() - a.y() * u.x()) / den;
            if (t > 0 && s >= -1e-9 && s <= 1 + 1e-9) best = std::min(best, t);
        }
        return std::isfinite(best) ? n.centre + best * u : n.centre;
    }
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
    for (const auto& [name, at] : n.anchors)   // a rectangle split's parts
        if (name == anchor) {
            out = n.centre + at;
            return true;
        }
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
        else if (!n.border.empty() && c.sx != 0 && c.sy != 0)   // a polygon's corner names: towards its box's corner
            out = node_border(n, n.centre + Vec2(c.sx * n.half_width, c.sy * n.half_height));
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
