// Deterministic ellipse IoU: each ellipse becomes a convex polygon of equal area, and the
// two polygons are intersected exactly by convex clipping. No sampling, no randomness:
// the same inputs always give the same answer, in either argument order.
#include <algorithm>
#include <cmath>
#include <vector>

#include "plumbline/geometry/geometry.hpp"
#include "base/numbers.hpp"
#include "geometry/ellipse_points.hpp"

namespace plumbline {

namespace {

// Bounds on the polygon size: below 8 the answer means little, above this it only costs.
constexpr int kMinVertices = 8;
constexpr int kMaxVertices = 1 << 14;

double cross(const Vec2& u, const Vec2& v) { return u.x() * v.y() - u.y() * v.x(); }

double signed_area(const std::vector<Vec2>& poly) {
    double twice = 0;
    for (size_t i = 0, n = poly.size(); i < n; ++i) twice += cross(poly[i], poly[(i + 1) % n]);
    return twice / 2;
}

// Vertices on the ellipse scaled outwards so the polygon's area equals the ellipse's:
// the inscribed polygon's area deficit would otherwise bias every IoU the same way.
// Counter-clockwise in the usual y-up sense (point_at turns that way since rx, ry > 0).
std::vector<Vec2> equal_area_polygon(const Ellipse& e, int n) {
    const double step = 2 * kPi / n;
    const double inflate = std::sqrt(step / std::sin(step));
    Ellipse big = e;
    big.rx *= inflate;
    big.ry *= inflate;
    std::vector<Vec2> poly(static_cast<size_t>(n));
    const EllipsePoints points(big);
    for (int i = 0; i < n; ++i) poly[static_cast<size_t>(i)] = points.at(i * step);
    return poly;
}

// Whether every point in `box` is inside the edge's half-plane by far more than rounding
// could take away (in cross(), and in the clipped vertices, which may stray outside the
// box of the polygon they were cut from by a few ulps of the coordinates): then cross()
// finds every vertex inside, and the edge cuts nothing. The cross product is linear, so
// the box's worst corner decides.
bool surely_inside(const Box& box, const Vec2& e0, const Vec2& edge) {
    if (box.empty) return false;
    const Vec2 worst(edge.y() >= 0 ? box.max.x() : box.min.x(), edge.x() >= 0 ? box.min.y() : box.max.y());
    const Vec2 reach = (box.min - e0).cwiseAbs().cwiseMax((box.max - e0).cwiseAbs());
    const Vec2 size = box.min.cwiseAbs().cwiseMax(box.max.cwiseAbs());
    const double slack = 1e-9 * (std::abs(edge.x()) + std::abs(edge.y())) *
                         (std::max(reach.x(), reach.y()) + std::max(size.x(), size.y()));
    return cross(edge, worst - e0) > slack;
}

// Sutherland-Hodgman: `subject` clipped by every edge of the convex CCW `clip`.
std::vector<Vec2> clip_convex(std::vector<Vec2> subject, const std::vector<Vec2>& clip) {
    std::vector<Vec2> next;
    std::vector<double> side;
    std::vector<size_t> crossings;
    next.reserve(subject.size() + 4);
    Box box;   // of the subject as given, which holds every clipped subject
    for (const Vec2& p : subject) box.add(p);
    for (size_t i = 0, n = clip.size(); i < n && !subject.empty(); ++i) {
        const Vec2& e0 = clip[i];
        const Vec2 edge = clip[i + 1 < n ? i + 1 : 0] - e0;
        if (surely_inside(box, e0, edge)) continue;  // as below, without a product per vertex
        const size_t m = subject.size();
        side.resize(m);
        crossings.clear();   // j where vertex j and the next lie on different sides
        for (size_t j = 0; j < m; ++j) {
            side[j] = cross(edge, subject[j] - e0);
            if (j > 0 && (side[j - 1] >= 0) != (side[j] >= 0)) crossings.push_back(j - 1);
        }
        if ((side[m - 1] >= 0) != (side[0] >= 0)) crossings.push_back(m - 1);
        if (crossings.empty() && side[0] >= 0) continue;  // the edge cuts nothing off
        // The vertices inside, in order, with the crossing point after each side change:
        // between two changes the vertices are all on one side, so they go over as a run.
        next.clear();
        size_t run = 0;
        for (const size_t j : crossings) {
            const size_t k = j + 1 < m ? j + 1 : 0;
            const double sp = side[j], sq = side[k];
            if (sp >= 0) next.insert(next.end(), subject.begin() + static_cast<std::ptrdiff_t>(run),
                                     subject.begin() + static_cast<std::ptrdiff_t>(j + 1));
            next.push_back(subject[j] + (subject[k] - subject[j]) * (sp / (sp - sq)));
            run = j + 1;
        }
        if (run < m && side[m - 1] >= 0)
            next.insert(next.end(), subject.begin() + static_cast<std::ptrdiff_t>(run), subject.end());
        subject.swap(next);   // inside the old one, so inside its box (up to rounding)
    }
    return subject;
}

bool usable(const Ellipse& e) {
    return e.c.allFinite() && std::isfinite(e.rx) && std::isfinite(e.ry) &&
           std::isfinite(e.angle) && e.rx > 0 && e.ry > 0;
}

// A fixed order for the two arguments, so that iou(a, b) and iou(b, a) clip the same way
// and agree to the last bit.
bool ordered_before(const Ellipse& a, const Ellipse& b) {
    const double ka[5] = {a.c.x(), a.c.y(), a.rx, a.ry, a.angle};
    const double kb[5] = {b.c.x(), b.c.y(), b.rx, b.ry, b.angle};
    return std::lexicographical_compare(ka, ka + 5, kb, kb + 5);
}

}  // namespace

double ellipse_iou(const Ellipse& a, const Ellipse& b, int vertices) {
    if (!usable(a) || !usable(b)) return 0;
    const Box ba = bounds(a), bb = bounds(b);
    if (ba.max.x() < bb.min.x() || bb.max.x() < ba.min.x() || ba.max.y() < bb.min.y() ||
        bb.max.y() < ba.min.y())
        return 0;
    const int n = std::clamp(vertices, kMinVertices, kMaxVertices);
    const double area_a = kPi * a.rx * a.ry, area_b = kPi * b.rx * b.ry;
    const Ellipse& first = ordered_before(b, a) ? b : a;
    const Ellipse& second = ordered_before(b, a) ? a : b;
    const double inter = std::abs(
        signed_area(clip_convex(equal_area_polygon(first, n), equal_area_polygon(second, n))));
    const double uni = area_a + area_b - inter;
    return uni > 0 ? std::clamp(inter / uni, 0.0, 1.0) : 0.0;
}

}  // namespace plumbline
