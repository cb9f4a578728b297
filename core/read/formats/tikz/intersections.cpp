// Intersections as primitive pairs. A curve piece is flattened to 0.001pt, finer than any
// tolerance a check uses; a conic meets a segment in closed form (in the frame where the
// conic is the unit circle), and two circles meet in closed form.
#include "formats/tikz/intersections.hpp"

#include <cmath>

#include <Eigen/LU>

namespace plumbline::tikz {

namespace {

struct Primitive {
    bool conic = false;
    Segment segment;
    Ellipse ellipse;
};

std::vector<Primitive> primitives(const Shapes& s) {
    std::vector<Primitive> out;
    for (const Path& path : s.paths)
        for (const PathPiece& piece : path.pieces) {
            if (piece.kind == PathPiece::Kind::Line) {
                out.push_back({false, Segment{piece.p0, piece.p3}, {}});
                continue;
            }
            Path single;
            single.pieces.push_back(piece);
            const std::vector<Vec2> points = flatten(single, 0.001, 20000);
            for (size_t i = 1; i < points.size(); ++i) out.push_back({false, Segment{points[i - 1], points[i]}, {}});
        }
    for (const Ellipse& e : s.conics) out.push_back({true, {}, e});
    return out;
}

void segment_segment(const Segment& s, const Segment& t, std::vector<Vec2>& out) {
    const Vec2 r = s.b - s.a, q = t.b - t.a;
    const double denom = r.x() * q.y() - r.y() * q.x();
    if (std::abs(denom) < 1e-12 * (r.norm() * q.norm() + 1e-300)) return;
    const Vec2 d = t.a - s.a;
    const double u = (d.x() * q.y() - d.y() * q.x()) / denom;
    const double v = (d.x() * r.y() - d.y() * r.x()) / denom;
    const double eps = 1e-9;
    if (u >= -eps && u <= 1 + eps && v >= -eps && v <= 1 + eps) out.push_back(s.a + u * r);
}

void segment_conic(const Segment& s, const Ellipse& e, std::vector<Vec2>& out) {
    const Eigen::Matrix2d a = linear_of(e);
    if (std::abs(a.determinant()) < 1e-300) return;
    const Eigen::Matrix2d inv = a.inverse();
    const Vec2 p = inv * (s.a - e.c), d = inv * (s.b - s.a);
    // |p + t d| = 1
    const double qa = d.squaredNorm(), qb = 2 * p.dot(d), qc = p.squaredNorm() - 1;
    const double disc = qb * qb - 4 * qa * qc;
    if (qa == 0 || disc < 0) return;
    const double root = std::sqrt(disc);
    const double ts[] = {(-qb - root) / (2 * qa), (-qb + root) / (2 * qa)};
    for (int i = 0; i < (disc == 0 ? 1 : 2); ++i)
        if (ts[i] >= -1e-9 && ts[i] <= 1 + 1e-9) out.push_back(s.a + ts[i] * (s.b - s.a));
}

void circle_circle(const Ellipse& a, const Ellipse& b, std::vector<Vec2>& out) {
    const Vec2 d = b.c - a.c;
    const double dist = d.norm();
    if (dist == 0 || dist > a.rx + b.rx || dist < std::abs(a.rx - b.rx)) return;
    const double along = (a.rx * a.rx - b.rx * b.rx + dist * dist) / (2 * dist);
    const double h = std::sqrt(std::max(0.0, a.rx * a.rx - along * along));
    const Vec2 mid = a.c + along * d / dist;
    const Vec2 normal(-d.y() / dist, d.x() / dist);
    out.push_back(mid - h * normal);
    if (h > 0) out.push_back(mid + h * normal);
}

}  // namespace

bool line_intersection(const Vec2& p1, const Vec2& p2, const Vec2& q1, const Vec2& q2, Vec2& out) {
    const Vec2 r = p2 - p1, q = q2 - q1;
    const double denom = r.x() * q.y() - r.y() * q.x();
    if (std::abs(denom) < 1e-12 * (r.norm() * q.norm() + 1e-300)) return false;
    const Vec2 d = q1 - p1;
    out = p1 + (d.x() * q.y() - d.y() * q.x()) / denom * r;
    return is_finite(out);
}

std::vector<Vec2> intersect(const Shapes& a, const Shapes& b, size_t max_points) {
    const std::vector<Primitive> pa = primitives(a), pb = primitives(b);
    std::vector<Vec2> found;
    for (const Primitive& x : pa) {
        for (const Primitive& y : pb) {
            std::vector<Vec2> here;
            if (!x.conic && !y.conic) segment_segment(x.segment, y.segment, here);
            else if (!x.conic) segment_conic(x.segment, y.ellipse, here);
            else if (!y.conic) segment_conic(y.segment, x.ellipse, here);
            else if (std::abs(x.ellipse.rx - x.ellipse.ry) < 1e-9 && std::abs(y.ellipse.rx - y.ellipse.ry) < 1e-9)
                circle_circle(x.ellipse, y.ellipse, here);
            else {
                const std::vector<Vec2> points = flatten(x.ellipse, 0.001, 20000);
                for (size_t i = 0; i < points.size(); ++i)
                    segment_conic(Segment{points[i], points[(i + 1) % points.size()]}, y.ellipse, here);
            }
            for (const Vec2& p : here) {
                bool duplicate = false;
                for (const Vec2& q : found) duplicate |= (p - q).norm() < 1e-6;
                if (!duplicate) found.push_back(p);
                if (found.size() >= max_points) return found;
            }
        }
    }
    return found;
}

}  // namespace plumbline::tikz
