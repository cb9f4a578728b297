// Figures and the constructions on them (see figure.hpp).
#include "checks/constraints/figure.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

#include "base/numbers.hpp"
#include "common/words.hpp"
#include "checks/constraints/shapes.hpp"

namespace plumbline::constraints {

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

double cross(const Vec2& u, const Vec2& v) { return u.x() * v.y() - u.y() * v.x(); }

}  // namespace

const char* name(Type t) {
    switch (t) {
        case Type::Point: return "point";
        case Type::Line: return "line";
        case Type::Circle: return "circle";
        case Type::Polygon: return "polygon";
        case Type::Arc: return "arc";
    }
    return "?";
}

Figure Figure::point(const Vec2& p) {
    Figure f;
    f.defined = is_finite(p);
    if (!f.defined) f.why = "its coordinates are not numbers";
    f.type = Type::Point;
    f.p = p;
    return f;
}

Figure Figure::line(const Vec2& a, const Vec2& b, bool bounded) {
    Figure f;
    f.defined = is_finite(a) && is_finite(b);
    if (!f.defined) f.why = "its coordinates are not numbers";
    f.type = Type::Line;
    f.a = a;
    f.b = b;
    f.bounded = bounded;
    return f;
}

Figure Figure::circle(const Vec2& c, double r) {
    Figure f;
    f.defined = is_finite(c) && std::isfinite(r) && r >= 0;
    if (!f.defined) f.why = "its centre or radius is not a number";
    f.type = Type::Circle;
    f.c = c;
    f.r = r;
    return f;
}

Figure Figure::polygon(std::vector<Vec2> vertices) {
    Figure f;
    f.defined = true;
    for (const Vec2& v : vertices) f.defined = f.defined && is_finite(v);
    if (!f.defined) f.why = "a vertex's coordinates are not numbers";
    f.type = Type::Polygon;
    f.vertices = std::move(vertices);
    return f;
}

Figure Figure::arc(const Vec2& c, double r, double start, double sweep) {
    Figure f = circle(c, r);
    f.defined = f.defined && std::isfinite(start) && std::isfinite(sweep);
    if (!f.defined) f.why = "its centre, radius or angles are not numbers";
    f.type = Type::Arc;
    f.start = start;
    f.sweep = sweep;
    f.a = c + r * Vec2(std::cos(start), std::sin(start));
    f.b = c + r * Vec2(std::cos(start + sweep), std::sin(start + sweep));
    return f;
}

Figure Figure::undefined(std::string why) {
    Figure f;
    f.why = std::move(why);
    return f;
}

double distance(const Vec2& p, const Vec2& q) { return (p - q).norm(); }

double length(const Figure& line) { return (line.b - line.a).norm(); }

double distance_to_line(const Vec2& p, const Figure& line) {
    const Vec2 d = line.b - line.a;
    const double n = d.norm();
    if (n == 0) return distance(p, line.a);
    return std::abs(cross(d, p - line.a)) / n;
}

double distance_to_segment(const Vec2& p, const Figure& line) {
    const Vec2 d = line.b - line.a;
    const double n2 = d.squaredNorm();
    if (n2 == 0) return distance(p, line.a);
    const double t = std::clamp((p - line.a).dot(d) / n2, 0.0, 1.0);
    return distance(p, line.a + t * d);
}

double distance_to(const Vec2& p, const Figure& curve) {
    if (curve.type == Type::Circle) return std::abs(distance(p, curve.c) - curve.r);
    if (curve.type == Type::Polygon) return distance_to_boundary(p, curve);
    if (curve.type == Type::Arc) return distance_to_arc(p, curve);
    if (curve.type == Type::Line) return curve.bounded ? distance_to_segment(p, curve) : distance_to_line(p, curve);
    return distance(p, curve.p);
}

double side_of(const Vec2& p, const Figure& line) {
    const Vec2 d = line.b - line.a;
    const double n = d.norm();
    if (n == 0) return 0;
    return cross(d, p - line.a) / n;
}

double line_angle_degrees(const Figure& l, const Figure& m) {
    const Vec2 u = l.b - l.a, v = m.b - m.a;
    const double nu = u.norm(), nv = v.norm();
    if (nu == 0 || nv == 0) return kNaN;
    const double c = std::min(1.0, std::abs(u.dot(v)) / (nu * nv));
    return std::acos(c) * 180 / kPi;
}

double angle_degrees(const Vec2& a, const Vec2& b, const Vec2& c) {
    const Vec2 u = a - b, v = c - b;
    if (u.norm() == 0 || v.norm() == 0) return kNaN;
    return std::atan2(std::abs(cross(u, v)), u.dot(v)) * 180 / kPi;
}

std::vector<Vec2> intersections(const Figure& x, const Figure& y, double eps, std::string& why) {
    std::vector<Vec2> out;
    if (x.type == Type::Line && y.type == Type::Line) {
        const Vec2 u = x.b - x.a, v = y.b - y.a;
        if (u.norm() <= eps || v.norm() <= eps) {
            why = "a line has zero length, so it has no direction";
            return out;
        }
        const double den = cross(u, v);
        // Parallel when the directions' sine is below rounding noise: nearly parallel lines
        // meet far away, which is where they meet.
        if (std::abs(den) / (u.norm() * v.norm()) < 1e-9) {
            why = "the lines are parallel";
            return out;
        }
        const double t = cross(y.a - x.a, v) / den;
        out.push_back(x.a + t * u);
        return out;
    }
    if (x.type == Type::Circle && y.type == Type::Line) return intersections(y, x, eps, why);
    if (x.type == Type::Line && y.type == Type::Circle) {
        const Vec2 u = x.b - x.a;
        const double n = u.norm();
        if (n <= eps) {
            why = "the line has zero length, so it has no direction";
            return out;
        }
        const Vec2 dir = u / n;
        const Vec2 f = x.a + (y.c - x.a).dot(dir) * dir;   // foot of the centre
        const double d = distance(f, y.c);
        if (d > y.r) {
            why = "the line misses the circle (" + words::number(d - y.r) + " outside it)";
            return out;
        }
        const double h = std::sqrt(std::max(0.0, y.r * y.r - d * d));
        out.push_back(f - h * dir);
        if (h > 0) out.push_back(f + h * dir);
    } else if (x.type == Type::Circle && y.type == Type::Circle) {
        const Vec2 u = y.c - x.c;
        const double d = u.norm();
        if (d <= eps) {
            why = "the circles are concentric";
            return out;
        }
        if (d > x.r + y.r) {
            why = "the circles do not meet (" + words::number(d - x.r - y.r) + " apart)";
            return out;
        }
        if (d < std::abs(x.r - y.r)) {
            why = "one circle lies inside the other (" + words::number(std::abs(x.r - y.r) - d) + " apart)";
            return out;
        }
        const double a = (x.r * x.r - y.r * y.r + d * d) / (2 * d);
        const double h = std::sqrt(std::max(0.0, x.r * x.r - a * a));
        const Vec2 dir = u / d, normal(-dir.y(), dir.x());
        const Vec2 m = x.c + a * dir;
        out.push_back(m + h * normal);
        if (h > 0) out.push_back(m - h * normal);
    } else {
        why = "only lines and circles intersect";
        return out;
    }
    // Topmost first (smaller y), then leftmost: the same order whatever order the curves have.
    std::sort(out.begin(), out.end(), [](const Vec2& p, const Vec2& q) {
        return p.y() != q.y() ? p.y() < q.y() : p.x() < q.x();
    });
    return out;
}

Figure foot(const Vec2& p, const Figure& line, double eps) {
    const Vec2 u = line.b - line.a;
    const double n2 = u.squaredNorm();
    if (std::sqrt(n2) <= eps) return Figure::undefined("the line has zero length, so it has no direction");
    return Figure::point(line.a + ((p - line.a).dot(u) / n2) * u);
}

Figure tangent_from(const Vec2& p, const Figure& circle, int which, double eps) {
    const Vec2 u = p - circle.c;
    const double d = u.norm();
    if (d < circle.r - eps) return Figure::undefined("the point lies inside the circle, so no tangent passes through it");
    if (d <= eps) return Figure::undefined("the circle has no size and the point is its centre");
    // The tangent points lie at angle acos(r/d) either side of the centre-to-point direction.
    const double alpha = std::acos(std::clamp(circle.r / d, -1.0, 1.0));
    const Vec2 dir = u / d;
    std::vector<Vec2> pts;
    for (const double s : {1.0, -1.0}) {
        const double ca = std::cos(alpha), sa = s * std::sin(alpha);
        pts.push_back(circle.c + circle.r * Vec2(dir.x() * ca - dir.y() * sa, dir.x() * sa + dir.y() * ca));
    }
    std::sort(pts.begin(), pts.end(), [](const Vec2& a, const Vec2& b) {
        return a.y() != b.y() ? a.y() < b.y() : a.x() < b.x();
    });
    return Figure::point(pts[static_cast<size_t>(std::clamp(which, 0, 1))]);
}

std::string describe(const Figure& f) {
    if (!f.defined) return "undefined (" + f.why + ")";
    switch (f.type) {
        case Type::Point: return words::point(f.p);
        case Type::Line:
            return std::string(f.bounded ? "segment " : "line through ") + words::point(f.a) +
                   (f.bounded ? "-" : " and ") + words::point(f.b);
        case Type::Circle: return "circle centre " + words::point(f.c) + " radius " + words::number(f.r);
        case Type::Polygon: {
            std::string out = "polygon";
            for (size_t k = 0; k < f.vertices.size(); ++k) out += (k ? "-" : " ") + words::point(f.vertices[k]);
            return out;
        }
        case Type::Arc:
            return "arc centre " + words::point(f.c) + " radius " + words::number(f.r) + " from " + words::point(f.a) +
                   " to " + words::point(f.b) + ", " + words::number(std::abs(f.sweep) * 180 / kPi) + "° " +
                   (f.sweep >= 0 ? "clockwise" : "counterclockwise") + " as drawn";
    }
    return "?";
}

namespace {

// A whole line drawn across `frame` (grown to hold the line's own points).
Segment clipped(const Figure& f, const Box& frame) {
    Box box = frame;
    box.add(f.a);
    box.add(f.b);
    const Vec2 u = f.b - f.a;
    const double n = u.norm();
    if (n == 0) return Segment{f.a, f.b};
    const double reach = box.diagonal();
    const Vec2 mid = (box.min + box.max) / 2;
    const Vec2 dir = u / n;
    const Vec2 centre = f.a + (mid - f.a).dot(dir) * dir;   // the point of the line nearest the box's middle
    return Segment{centre - reach * dir, centre + reach * dir};
}

Path polygon_path(const Figure& f) {
    Path path;
    const size_t n = f.vertices.size();
    for (size_t k = 0; k < n && n > 1; ++k) path.pieces.push_back(PathPiece::line(f.vertices[k], f.vertices[(k + 1) % n]));
    path.closed = true;
    return path;
}

Arc arc_shape(const Figure& f) {
    Arc arc;
    arc.ellipse = Ellipse{f.c, f.r, f.r, 0};
    arc.t0 = f.start;
    arc.dt = f.sweep;
    return arc;
}

}  // namespace

ShapeGeometry shape(const Figure& f, const Box& frame) {
    switch (f.type) {
        case Type::Point: return f.p;
        case Type::Line: return f.bounded ? Segment{f.a, f.b} : clipped(f, frame);
        case Type::Circle: return Circle{f.c, f.r};
        case Type::Polygon: return polygon_path(f);
        case Type::Arc: return arc_shape(f);
    }
    return f.p;
}

Geometry geometry(const Figure& f, const Box& frame) {
    switch (f.type) {
        case Type::Point: return Point{f.p};
        case Type::Line: return f.bounded ? Segment{f.a, f.b} : clipped(f, frame);
        case Type::Circle: return Circle{f.c, f.r};
        case Type::Polygon: return polygon_path(f);
        case Type::Arc: return arc_shape(f);
    }
    return Point{f.p};
}

}  // namespace plumbline::constraints
