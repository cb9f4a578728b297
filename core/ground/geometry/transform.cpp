// Ellipses and arcs under affine maps, and SVG's endpoint arc parameterisation.
//
// Every ellipse here is "centre + A (cos t, sin t)" for some 2x2 matrix A. Its normalised
// form comes from the SVD A = U S V^T: semi-axes from S, rotation from U, and V (with the
// reflections in U and V) only re-parameterises t. Tracking that re-parameterisation is
// what lets arcs stay exact arcs under any affine map, reflections included.
#include <Eigen/LU>
#include <Eigen/SVD>
#include <cmath>

#include "geometry/geometry.hpp"
#include "base/numbers.hpp"

namespace plumbline {

namespace {


Eigen::Matrix2d rotation(double angle) {
    Eigen::Matrix2d r;
    r << std::cos(angle), -std::sin(angle), std::sin(angle), std::cos(angle);
    return r;
}

Eigen::Matrix2d linear_part(const Affine& m) {
    Eigen::Matrix2d l;
    l << m.a, m.c, m.b, m.d;
    return l;
}

// c + A (cos t, sin t) == ellipse.point_at(sign * t + offset).
struct Parameterised {
    Ellipse ellipse;
    double sign = 1, offset = 0;
};

Parameterised normalise(const Vec2& c, const Eigen::Matrix2d& A) {
    Parameterised out;
    out.ellipse.c = c;
    if (!A.allFinite()) {
        out.ellipse.rx = out.ellipse.ry = 0;
        return out;
    }
    Eigen::JacobiSVD<Eigen::Matrix2d> svd(A, Eigen::ComputeFullU | Eigen::ComputeFullV);
    Eigen::Matrix2d U = svd.matrixU(), V = svd.matrixV();
    const Eigen::Vector2d s = svd.singularValues();   // descending, so rx >= ry
    out.ellipse.rx = s(0);
    out.ellipse.ry = s(1);
    // V^T (cos t, sin t) = (cos(t - phi), sin(t - phi)) for a rotation V = R(phi), and
    // (cos(phi - t), sin(phi - t)) for a reflection V = R(phi) diag(1, -1).
    double sign = 1;
    if (V.determinant() < 0) {
        V.col(1) *= -1;
        sign = -1;
    }
    const double phi = std::atan2(V(1, 0), V(0, 0));
    double offset = -sign * phi;  // u = sign * (t - phi)
    // A reflection U = R(alpha) diag(1, -1) negates the angle u (S commutes with it).
    if (U.determinant() < 0) {
        U.col(1) *= -1;
        sign = -sign;
        offset = -offset;
    }
    double alpha = std::atan2(U(1, 0), U(0, 0));
    // Normalise the axis angle into [0, pi): R(alpha - pi) = -R(alpha), i.e. u + pi.
    if (alpha < 0) {
        alpha += kPi;
        offset += kPi;
    }
    if (alpha >= kPi) {
        alpha -= kPi;
        offset += kPi;
    }
    // A circle has no axis direction: fold the rotation into the parameter, angle 0.
    if (out.ellipse.rx - out.ellipse.ry <= 1e-12 * out.ellipse.rx) {
        offset += alpha;
        alpha = 0;
    }
    out.ellipse.angle = alpha;
    out.sign = sign;
    out.offset = std::remainder(offset, 2 * kPi);
    return out;
}

}  // namespace

Ellipse ellipse_from_linear(const Vec2& c, const Eigen::Matrix2d& A) {
    return normalise(c, A).ellipse;
}

Eigen::Matrix2d linear_of(const Ellipse& e) {
    return rotation(e.angle) * Eigen::Vector2d(e.rx, e.ry).asDiagonal();
}

Ellipse transform(const Ellipse& e, const Affine& m) {
    return ellipse_from_linear(m.apply(e.c), linear_part(m) * linear_of(e));
}

Arc transform(const Arc& arc, const Affine& m) {
    const Parameterised p =
        normalise(m.apply(arc.ellipse.c), linear_part(m) * linear_of(arc.ellipse));
    Arc out;
    out.ellipse = p.ellipse;
    out.t0 = std::remainder(p.sign * arc.t0 + p.offset, 2 * kPi);
    out.dt = p.sign * arc.dt;
    return out;
}

PathPiece transform(const PathPiece& piece, const Affine& m) {
    PathPiece out = piece;
    out.p0 = m.apply(piece.p0);
    out.p1 = m.apply(piece.p1);
    out.p2 = m.apply(piece.p2);
    out.p3 = m.apply(piece.p3);
    if (piece.kind == PathPiece::Kind::Arc) out.arc = transform(piece.arc, m);
    return out;
}

bool arc_from_endpoints(const Vec2& p0, double rx, double ry, double x_axis_rotation_deg,
                        bool large_arc, bool sweep, const Vec2& p1, Arc& out) {
    if (!p0.allFinite() || !p1.allFinite() || !std::isfinite(rx) || !std::isfinite(ry) ||
        !std::isfinite(x_axis_rotation_deg))
        return false;
    if (p0 == p1) return false;  // F.6.2: the arc is omitted
    rx = std::abs(rx);
    ry = std::abs(ry);
    if (rx == 0 || ry == 0) return false;  // F.6.2: a straight line

    // F.6.5 step 1: the midpoint difference in the ellipse's own axes.
    const double phi = std::fmod(x_axis_rotation_deg, 360.0) * kPi / 180.0;
    const double cs = std::cos(phi), sn = std::sin(phi);
    const Vec2 half = (p0 - p1) / 2;
    const double x1 = cs * half.x() + sn * half.y();
    const double y1 = -sn * half.x() + cs * half.y();

    // F.6.6: radii too small to reach both endpoints are scaled up uniformly.
    const double lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry);
    if (lambda > 1) {
        rx *= std::sqrt(lambda);
        ry *= std::sqrt(lambda);
    }

    // Step 2: the centre in the ellipse's axes.
    const double rx2 = rx * rx, ry2 = ry * ry;
    const double num = rx2 * ry2 - rx2 * y1 * y1 - ry2 * x1 * x1;
    const double den = rx2 * y1 * y1 + ry2 * x1 * x1;
    double k = std::sqrt(std::max(0.0, num / den));
    if (large_arc == sweep) k = -k;
    const double cx1 = k * rx * y1 / ry;
    const double cy1 = -k * ry * x1 / rx;

    // Step 3: back to user space.
    const Vec2 mid = (p0 + p1) / 2;
    const Vec2 centre(cs * cx1 - sn * cy1 + mid.x(), sn * cx1 + cs * cy1 + mid.y());

    // Step 4: start angle and sweep, in the unnormalised parameterisation.
    const double theta1 = std::atan2((y1 - cy1) / ry, (x1 - cx1) / rx);
    const double theta2 = std::atan2((-y1 - cy1) / ry, (-x1 - cx1) / rx);
    double dtheta = std::remainder(theta2 - theta1, 2 * kPi);
    if (!sweep && dtheta > 0) dtheta -= 2 * kPi;
    if (sweep && dtheta < 0) dtheta += 2 * kPi;

    const Eigen::Matrix2d A = rotation(phi) * Eigen::Vector2d(rx, ry).asDiagonal();
    const Parameterised p = normalise(centre, A);
    out.ellipse = p.ellipse;
    out.t0 = std::remainder(p.sign * theta1 + p.offset, 2 * kPi);
    out.dt = p.sign * dtheta;
    return true;
}

}  // namespace plumbline
