// Axis-aligned bounding boxes, exact for curves: the extremes of each coordinate are
// found where its derivative vanishes, not from control points.
#include <algorithm>
#include <cmath>

#include "geometry/geometry.hpp"
#include "base/numbers.hpp"

namespace plumbline {

namespace {


// Roots in (0,1) of a t^2 + b t + c (the derivative of one Bezier coordinate).
template <typename F>
void for_each_unit_root(double a, double b, double c, F&& visit) {
    const double eps = 1e-12;
    if (std::abs(a) < eps) {
        if (std::abs(b) > eps) {
            const double t = -c / b;
            if (t > 0 && t < 1) visit(t);
        }
        return;
    }
    const double disc = b * b - 4 * a * c;
    if (disc < 0) return;
    const double sq = std::sqrt(disc);
    for (double t : {(-b + sq) / (2 * a), (-b - sq) / (2 * a)})
        if (t > 0 && t < 1) visit(t);
}

void add_piece(Box& box, const PathPiece& p) {
    box.add(p.p0);
    box.add(p.p3);
    switch (p.kind) {
        case PathPiece::Kind::Line: return;
        case PathPiece::Kind::Quad:
            for (int k = 0; k < 2; ++k) {
                // B'(t)/2 = (p1-p0) + t (p0 - 2p1 + p3)
                for_each_unit_root(0, p.p0[k] - 2 * p.p1[k] + p.p3[k], p.p1[k] - p.p0[k],
                                   [&](double t) { box.add(p.point_at(t)); });
            }
            return;
        case PathPiece::Kind::Cubic:
            for (int k = 0; k < 2; ++k) {
                // B'(t)/3 = a t^2 + b t + c with the coefficients below.
                const double a = -p.p0[k] + 3 * p.p1[k] - 3 * p.p2[k] + p.p3[k];
                const double b = 2 * (p.p0[k] - 2 * p.p1[k] + p.p2[k]);
                const double c = p.p1[k] - p.p0[k];
                for_each_unit_root(a, b, c, [&](double t) { box.add(p.point_at(t)); });
            }
            return;
        case PathPiece::Kind::Arc: {
            const Arc& arc = p.arc;
            const Ellipse& el = arc.ellipse;
            box.add(arc.start());
            box.add(arc.end());
            const double cs = std::cos(el.angle), sn = std::sin(el.angle);
            // x(t) is extreme where tan t = -ry sn / (rx cs), y(t) where tan t = ry cs / (rx sn).
            const double tx = std::atan2(-el.ry * sn, el.rx * cs);
            const double ty = std::atan2(el.ry * cs, el.rx * sn);
            const double lo = std::min(arc.t0, arc.t0 + arc.dt);
            const double hi = std::max(arc.t0, arc.t0 + arc.dt);
            for (double base : {tx, ty}) {
                // Shift the candidate to the first value >= lo, then step by pi.
                double t = base + kPi * std::ceil((lo - base) / kPi);
                for (int guard = 0; t <= hi && guard < 8; ++guard, t += kPi)
                    box.add(el.point_at(t));
            }
            return;
        }
    }
}

}  // namespace

void Box::add(const Vec2& p) {
    if (!std::isfinite(p.x()) || !std::isfinite(p.y())) return;
    if (empty) {
        min = max = p;
        empty = false;
        return;
    }
    min = min.cwiseMin(p);
    max = max.cwiseMax(p);
}

void Box::add(const Box& b) {
    if (b.empty) return;
    add(b.min);
    add(b.max);
}

Box bounds(const Path& path) {
    Box box;
    for (const PathPiece& p : path.pieces) add_piece(box, p);
    return box;
}

Box bounds(const Arc& a) { return bounds(Path{{PathPiece::of_arc(a, a.start(), a.end())}, false}); }

Box bounds(const Segment& s) {
    Box box;
    box.add(s.a);
    box.add(s.b);
    return box;
}

Box bounds(const Circle& c) {
    Box box;
    box.add(Vec2(c.c.x() - c.r, c.c.y() - c.r));
    box.add(Vec2(c.c.x() + c.r, c.c.y() + c.r));
    return box;
}

Box bounds(const Ellipse& e) {
    const double cs = std::cos(e.angle), sn = std::sin(e.angle);
    const double hx = std::hypot(e.rx * cs, e.ry * sn);
    const double hy = std::hypot(e.rx * sn, e.ry * cs);
    Box box;
    box.add(Vec2(e.c.x() - hx, e.c.y() - hy));
    box.add(Vec2(e.c.x() + hx, e.c.y() + hy));
    return box;
}

}  // namespace plumbline
