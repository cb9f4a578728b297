// Polygons and arcs as figures (see shapes.hpp).
#include "checks/constraints/shapes.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

#include "base/numbers.hpp"
#include "scene/shape_recognition.hpp"

namespace plumbline::constraints {

namespace {

constexpr double kTwoPi = 2 * kPi;
// Paths longer than this are not looked at as polygons (their corners would be too many anyway).
constexpr size_t kMaxPolygonPieces = 256;

double cross(const Vec2& u, const Vec2& v) { return u.x() * v.y() - u.y() * v.x(); }

// Angle in [0, 2pi).
double wrapped(double a) {
    a = std::fmod(a, kTwoPi);
    return a < 0 ? a + kTwoPi : a;
}

}  // namespace

// --- polygons -----------------------------------------------------------------------------

double distance_to_boundary(const Vec2& p, const Figure& polygon) {
    const std::vector<Vec2>& v = polygon.vertices;
    double best = std::numeric_limits<double>::infinity();
    for (size_t k = 0; k < v.size(); ++k)
        best = std::min(best, distance_to_segment(p, Figure::line(v[k], v[(k + 1) % v.size()], true)));
    return best;
}

bool inside_polygon(const Vec2& p, const std::vector<Vec2>& v) {
    bool in = false;
    for (size_t i = 0, j = v.size() - 1; i < v.size(); j = i++) {
        const Vec2 &a = v[i], &b = v[j];
        if ((a.y() > p.y()) != (b.y() > p.y()) && p.x() < (b.x() - a.x()) * (p.y() - a.y()) / (b.y() - a.y()) + a.x())
            in = !in;
    }
    return in;
}

double signed_boundary_distance(const Vec2& p, const Figure& polygon) {
    const double d = distance_to_boundary(p, polygon);
    return polygon.vertices.size() >= 3 && inside_polygon(p, polygon.vertices) ? -d : d;
}

double perimeter(const Figure& polygon) {
    const std::vector<Vec2>& v = polygon.vertices;
    double sum = 0;
    for (size_t k = 0; k < v.size(); ++k) sum += distance(v[k], v[(k + 1) % v.size()]);
    return sum;
}

double twice_area(const std::vector<Vec2>& v) {
    double sum = 0;
    for (size_t k = 0; k < v.size(); ++k) sum += cross(v[k], v[(k + 1) % v.size()]);
    return sum;
}

double flatness(const std::vector<Vec2>& v) {
    size_t i = 0, j = 0;
    double far = -1;
    for (size_t a = 0; a < v.size(); ++a)
        for (size_t b = a + 1; b < v.size(); ++b)
            if (distance(v[a], v[b]) > far) far = distance(v[a], v[b]), i = a, j = b;
    if (!(far > 0)) return 0;
    const Figure line = Figure::line(v[i], v[j], false);
    double worst = 0;
    for (const Vec2& p : v) worst = std::max(worst, distance_to_line(p, line));
    return worst;
}

std::vector<Vec2> normalised_polygon(std::vector<Vec2> v, double tol) {
    // Drop repeated vertices and vertices that are no corner, until none is left to drop.
    for (bool changed = true; changed && v.size() >= 3;) {
        changed = false;
        for (size_t k = 0; k < v.size() && v.size() >= 3; ++k) {
            const Vec2 &prev = v[(k + v.size() - 1) % v.size()], &here = v[k], &next = v[(k + 1) % v.size()];
            const Vec2 u = here - prev, w = next - here;
            bool drop = u.norm() <= 1e-9 * (1 + here.norm());
            if (!drop && w.norm() > 0) {
                const double turn = std::atan2(std::abs(cross(u, w)), u.dot(w)) * 180 / kPi;
                drop = turn < kStraightTurnDegrees && distance_to_segment(here, Figure::line(prev, next, true)) <= tol;
            }
            if (drop) {
                v.erase(v.begin() + static_cast<std::ptrdiff_t>(k));
                changed = true;
                break;
            }
        }
    }
    if (v.empty()) return v;
    // Counterclockwise as drawn (y down): a negative signed area in scene coordinates.
    if (twice_area(v) > 0) std::reverse(v.begin(), v.end());
    size_t first = 0;
    for (size_t k = 1; k < v.size(); ++k)
        if (v[k].y() < v[first].y() || (v[k].y() == v[first].y() && v[k].x() < v[first].x())) first = k;
    std::rotate(v.begin(), v.begin() + static_cast<std::ptrdiff_t>(first), v.end());
    return v;
}

bool polygon_of_geometry(const Geometry& g, double tol, std::vector<Vec2>& out) {
    const auto* path = std::get_if<Path>(&g);
    if (!path || path->pieces.size() < 2 || path->pieces.size() > kMaxPolygonPieces) return false;
    for (const PathPiece& piece : path->pieces)
        if (piece.kind != PathPiece::Kind::Line) return false;
    const Vec2 first = path->pieces.front().start(), last = path->pieces.back().end();
    if (!path->closed && !(distance(first, last) <= tol)) return false;
    std::vector<Vec2> v;
    for (const PathPiece& piece : path->pieces) v.push_back(piece.start());
    if (!path->closed && distance(first, last) > 0) v.push_back(last);   // the last corner, then back to the first
    for (const Vec2& p : v)
        if (!is_finite(p)) return false;
    v = normalised_polygon(std::move(v), tol);
    if (v.size() < 3 || v.size() > kMaxPolygonVertices) return false;
    out = std::move(v);
    return true;
}

namespace {

// Depth-first walk for segment_cycles: from `at`, looking for a segment with an end
// within tol, back to `home` after 3 or more segments.
struct CycleWalk {
    const std::vector<std::pair<int, Segment>>& segments;
    double tol;
    int sides;
    std::vector<SegmentCycle> found;
    std::vector<std::vector<int>> seen;   // item lists found, sorted
    std::vector<int> path;                // indices into segments
    std::vector<Vec2> corners;            // where consecutive segments meet
    std::vector<char> used;
    std::int64_t steps = 0;

    bool spent() const { return steps > kMaxCycleSteps || found.size() >= kMaxCycles; }

    void close(const Vec2& last_corner) {
        std::vector<Vec2> v = corners;
        v.push_back(last_corner);   // where the last segment meets the first
        v = normalised_polygon(std::move(v), tol);
        if (v.size() < 3 || (sides > 0 && static_cast<int>(v.size()) != sides)) return;
        std::vector<int> items;
        for (const int k : path) items.push_back(segments[static_cast<size_t>(k)].first);
        std::vector<int> key = items;
        std::sort(key.begin(), key.end());
        if (std::find(seen.begin(), seen.end(), key) != seen.end()) return;
        seen.push_back(key);
        found.push_back({items, v});
    }

    void walk(size_t start, const Vec2& home, const Vec2& at) {
        if (spent()) return;
        for (size_t k = start + 1; k < segments.size() && !spent(); ++k) {
            if (used[k]) continue;
            ++steps;
            const Segment& s = segments[k].second;
            for (int end = 0; end < 2; ++end) {
                const Vec2 near_end = end ? s.b : s.a, far_end = end ? s.a : s.b;
                if (!(distance(near_end, at) <= tol)) continue;
                used[k] = 1;
                path.push_back(static_cast<int>(k));
                corners.push_back((near_end + at) / 2);
                // Back home closes the cycle (it does not go on through its first corner).
                const bool back = distance(far_end, home) <= tol;
                if (back && path.size() >= 3) close((far_end + home) / 2);
                else if (!back && path.size() < kMaxCycleSides) walk(start, home, far_end);
                corners.pop_back();
                path.pop_back();
                used[k] = 0;
                if (spent()) return;
            }
        }
    }
};

}  // namespace

std::vector<SegmentCycle> segment_cycles(const std::vector<std::pair<int, Segment>>& segments, double tol, int sides) {
    std::vector<std::pair<int, Segment>> considered(
        segments.begin(), segments.begin() + static_cast<std::ptrdiff_t>(std::min(segments.size(), kMaxCycleSegments)));
    CycleWalk w{considered, tol, sides, {}, {}, {}, {}, std::vector<char>(considered.size(), 0)};
    // Each cycle starts at its first segment (in the list), walked from that segment's
    // first end (so it is found once; a reversed walk gives the same items, dropped).
    for (size_t s = 0; s < considered.size() && !w.spent(); ++s) {
        const Segment& first = considered[s].second;
        if (!is_finite(first.a) || !is_finite(first.b)) continue;
        w.used[s] = 1;
        w.path = {static_cast<int>(s)};
        w.corners.clear();
        w.walk(s, first.a, first.b);
        w.used[s] = 0;
    }
    return w.found;
}

// --- arcs ---------------------------------------------------------------------------------

bool within_sweep(const Vec2& p, const Figure& arc) {
    const Vec2 d = p - arc.c;
    if (d.norm() == 0) return true;   // the centre: every point of the arc is as near
    const double off = wrapped(std::atan2(d.y(), d.x()) - arc.start);
    if (arc.sweep >= 0) return off <= arc.sweep || arc.sweep >= kTwoPi;
    return wrapped(-off) <= -arc.sweep || -arc.sweep >= kTwoPi;
}

double distance_to_arc(const Vec2& p, const Figure& arc) {
    if (within_sweep(p, arc)) return std::abs(distance(p, arc.c) - arc.r);
    return std::min(distance(p, arc.a), distance(p, arc.b));
}

Vec2 arc_midpoint(const Figure& arc) {
    const double t = arc.start + arc.sweep / 2;
    return arc.c + arc.r * Vec2(std::cos(t), std::sin(t));
}

Figure arc_through(const Vec2& c, double r, const std::vector<Vec2>& along) {
    if (along.size() < 2) return Figure::undefined("the arc has no points");
    const Vec2 d0 = along.front() - c;
    const double start = std::atan2(d0.y(), d0.x());
    double sweep = 0, previous = start;
    for (size_t k = 1; k < along.size(); ++k) {
        const Vec2 d = along[k] - c;
        const double a = std::atan2(d.y(), d.x());
        double step = std::remainder(a - previous, kTwoPi);   // (-pi, pi]: the samples are close
        sweep += step;
        previous = a;
    }
    return Figure::arc(c, r, start, sweep);
}

Figure arc_from(const Vec2& c, const Vec2& from, const Vec2& to, Sweep sweep, double eps) {
    const Vec2 u = from - c, v = to - c;
    if (u.norm() <= eps) return Figure::undefined("the arc's first point is its centre, so it has no radius");
    if (v.norm() <= eps) return Figure::undefined("the arc's last point is its centre, so it has no direction");
    const double a0 = std::atan2(u.y(), u.x());
    // Clockwise as drawn is a positive turn in scene coordinates (y down).
    const double cw = wrapped(std::atan2(v.y(), v.x()) - a0);
    if (cw <= 1e-12 || kTwoPi - cw <= 1e-12)
        return Figure::undefined("the arc's ends lie in one direction from its centre, so it has no sweep");
    const double ccw = cw - kTwoPi;
    double s = ccw;
    switch (sweep) {
        case Sweep::Clockwise: s = cw; break;
        case Sweep::Counterclockwise: s = ccw; break;
        case Sweep::Minor: s = cw < kPi ? cw : ccw; break;   // a half turn: counterclockwise
        case Sweep::Major: s = cw > kPi ? cw : ccw; break;
    }
    return Figure::arc(c, u.norm(), a0, s);
}

}  // namespace plumbline::constraints
