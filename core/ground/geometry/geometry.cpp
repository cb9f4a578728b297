// The SVG affine transform and the point evaluation of the primitive shapes.
#include "geometry/geometry.hpp"

#include <cmath>
#include "base/numbers.hpp"
#include "geometry/ellipse_points.hpp"

namespace plumbline {

namespace {
double radians(double deg) { return deg * kPi / 180.0; }
}  // namespace

// --- Affine -------------------------------------------------------------------------

Affine Affine::translate(double tx, double ty) { return Affine{1, 0, 0, 1, tx, ty}; }

Affine Affine::scale(double sx, double sy) { return Affine{sx, 0, 0, sy, 0, 0}; }

Affine Affine::rotate_deg(double deg) {
    const double r = radians(deg);
    const double cs = std::cos(r), sn = std::sin(r);
    return Affine{cs, sn, -sn, cs, 0, 0};
}

Affine Affine::rotate_deg(double deg, double cx, double cy) {
    // SVG's rotate(a, cx, cy) = translate(cx, cy) rotate(a) translate(-cx, -cy).
    return translate(cx, cy) * rotate_deg(deg) * translate(-cx, -cy);
}

Affine Affine::skew_x_deg(double deg) { return Affine{1, 0, std::tan(radians(deg)), 1, 0, 0}; }

Affine Affine::skew_y_deg(double deg) { return Affine{1, std::tan(radians(deg)), 0, 1, 0, 0}; }

Vec2 Affine::apply(const Vec2& p) const {
    return Vec2(a * p.x() + c * p.y() + e, b * p.x() + d * p.y() + f);
}

Vec2 Affine::apply_linear(const Vec2& v) const { return Vec2(a * v.x() + c * v.y(), b * v.x() + d * v.y()); }

Affine Affine::operator*(const Affine& r) const {
    return Affine{a * r.a + c * r.b,       b * r.a + d * r.b,
                  a * r.c + c * r.d,       b * r.c + d * r.d,
                  a * r.e + c * r.f + e,   b * r.e + d * r.f + f};
}

bool Affine::is_identity() const {
    return a == 1 && b == 0 && c == 0 && d == 1 && e == 0 && f == 0;
}

bool Affine::is_finite() const {
    return std::isfinite(a) && std::isfinite(b) && std::isfinite(c) && std::isfinite(d) &&
           std::isfinite(e) && std::isfinite(f);
}

bool Affine::is_similarity(double rel_tol) const {
    // The columns (a,b) and (c,d) must be orthogonal and of equal length. A map that
    // collapses everything to a point does not keep circles as circles.
    const double col1 = a * a + b * b, col2 = c * c + d * d;
    const double scale2 = 0.5 * (col1 + col2);
    if (!(scale2 > 0) || !std::isfinite(scale2)) return false;
    return std::abs(col1 - col2) <= rel_tol * scale2 &&
           std::abs(a * c + b * d) <= rel_tol * scale2;
}

double Affine::mean_scale() const { return std::sqrt(std::abs(determinant())); }

// --- primitives ---------------------------------------------------------------------

Vec2 Ellipse::point_at(double t) const { return EllipsePoints(*this).at(t); }

PathPiece PathPiece::line(const Vec2& from, const Vec2& to) {
    PathPiece piece;
    piece.kind = Kind::Line;
    piece.p0 = from;
    piece.p3 = to;
    return piece;
}

PathPiece PathPiece::cubic(const Vec2& p0, const Vec2& p1, const Vec2& p2, const Vec2& p3) {
    PathPiece piece;
    piece.kind = Kind::Cubic;
    piece.p0 = p0;
    piece.p1 = p1;
    piece.p2 = p2;
    piece.p3 = p3;
    return piece;
}

PathPiece PathPiece::of_arc(const Arc& arc, const Vec2& from, const Vec2& to) {
    PathPiece piece;
    piece.kind = Kind::Arc;
    piece.p0 = from;
    piece.p3 = to;
    piece.arc = arc;
    return piece;
}

Vec2 PathPiece::point_at(double s) const {
    const double u = 1 - s;
    switch (kind) {
        case Kind::Line: return u * p0 + s * p3;
        case Kind::Quad: return u * u * p0 + 2 * u * s * p1 + s * s * p3;
        case Kind::Cubic:
            return u * u * u * p0 + 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s * p3;
        case Kind::Arc: return arc.ellipse.point_at(arc.t0 + s * arc.dt);
    }
    return p0;
}

}  // namespace plumbline
