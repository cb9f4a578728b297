// Curves to polylines. Each piece is sampled at uniform parameter steps, with the step
// count taken from a bound on the curve's speed, so consecutive points are never more
// than `tolerance` apart along the curve (unless the point budget forbids it).
#include <algorithm>
#include <cmath>
#include <vector>

#include "geometry/geometry.hpp"
#include "base/numbers.hpp"
#include "geometry/ellipse_points.hpp"

namespace plumbline {

namespace {

// A closed curve drawn with fewer corners stops looking like a curve to any check.
constexpr double kMinClosedSegments = 8;

// Segments needed so that `speed_bound * (parameter range) / n <= tolerance`.
double segments_needed(double length_bound, double tolerance) {
    if (!(tolerance > 0) || !std::isfinite(length_bound)) return HUGE_VAL;
    return std::max(1.0, std::ceil(length_bound / tolerance));
}

// Upper bound on the length covered by one uniform parameter step times the step count:
// the maximum speed |B'(s)| over s in [0,1] (for a Bezier at most degree x the longest
// control-polygon edge; for an arc |dt| times the major radius).
double speed_bound(const PathPiece& p) {
    switch (p.kind) {
        case PathPiece::Kind::Line: return (p.p3 - p.p0).norm();
        case PathPiece::Kind::Quad:
            return 2 * std::max((p.p1 - p.p0).norm(), (p.p3 - p.p1).norm());
        case PathPiece::Kind::Cubic:
            return 3 * std::max({(p.p1 - p.p0).norm(), (p.p2 - p.p1).norm(), (p.p3 - p.p2).norm()});
        case PathPiece::Kind::Arc:
            return std::abs(p.arc.dt) * std::max(std::abs(p.arc.ellipse.rx), std::abs(p.arc.ellipse.ry));
    }
    return 0;
}

size_t budgeted(double wanted, size_t budget) {
    return static_cast<size_t>(std::min(wanted, static_cast<double>(std::max<size_t>(budget, 1))));
}

std::vector<Vec2> sample_ellipse(const Ellipse& e, double t0, double dt, double tolerance,
                                 size_t max_points, bool closed) {
    double wanted = segments_needed(std::abs(dt) * std::max(std::abs(e.rx), std::abs(e.ry)), tolerance);
    if (closed) wanted = std::max(wanted, kMinClosedSegments);
    const size_t n = budgeted(wanted, max_points - 1);
    std::vector<Vec2> out;
    out.reserve(n + 1);
    const EllipsePoints points(e);
    for (size_t i = 0; i <= n; ++i) out.push_back(points.at(t0 + dt * double(i) / double(n)));
    if (closed) out.back() = out.front();  // exactly closed, whatever cos/sin round to
    return out;
}

}  // namespace

std::vector<Vec2> flatten(const Path& path, double tolerance, size_t max_points) {
    std::vector<Vec2> out;
    if (path.pieces.empty()) return out;
    max_points = std::max<size_t>(max_points, 2);

    std::vector<double> wanted;
    wanted.reserve(path.pieces.size());
    double total = 0;
    for (const PathPiece& p : path.pieces) {
        wanted.push_back(segments_needed(speed_bound(p), tolerance));
        total += wanted.back();
    }
    // Over budget: every piece gives up the same share of its points (keeping at least one
    // segment each, so corners survive).
    const double share = total > double(max_points - 1) ? double(max_points - 1) / total : 1.0;

    out.push_back(path.pieces.front().start());
    for (size_t k = 0; k < path.pieces.size() && out.size() < max_points; ++k) {
        const PathPiece& p = path.pieces[k];
        if (p.start() != out.back()) out.push_back(p.start());  // a gap the reader left
        // Non-finite geometry wants NaN or infinitely many points: one segment, or the budget.
        const double want = std::floor(wanted[k] * share);
        const size_t n = want >= 1 ? static_cast<size_t>(std::min(want, double(max_points))) : 1;
        if (p.kind == PathPiece::Kind::Arc) {   // PathPiece::point_at, the rotation taken once
            const EllipsePoints points(p.arc.ellipse);
            for (size_t i = 1; i <= n && out.size() < max_points; ++i)
                out.push_back(i == n ? p.end() : points.at(p.arc.t0 + double(i) / double(n) * p.arc.dt));
            continue;
        }
        for (size_t i = 1; i <= n && out.size() < max_points; ++i)
            out.push_back(i == n ? p.end() : p.point_at(double(i) / double(n)));
    }
    return out;
}

std::vector<Vec2> flatten(const Circle& c, double tolerance, size_t max_points) {
    return flatten(Ellipse{c.c, c.r, c.r, 0}, tolerance, max_points);
}

std::vector<Vec2> flatten(const Ellipse& e, double tolerance, size_t max_points) {
    return sample_ellipse(e, 0, 2 * kPi, tolerance, std::max<size_t>(max_points, 2), true);
}

std::vector<Vec2> flatten(const Arc& a, double tolerance, size_t max_points) {
    return sample_ellipse(a.ellipse, a.t0, a.dt, tolerance, std::max<size_t>(max_points, 2), false);
}

}  // namespace plumbline
