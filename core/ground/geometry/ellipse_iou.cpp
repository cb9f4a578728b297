// Deterministic ellipse IoU: each ellipse becomes a convex polygon of equal area, and the
// two polygons are intersected exactly by convex clipping. No sampling, no randomness:
// the same inputs always give the same answer, in either argument order.
#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>
#include <vector>

#include "geometry/geometry.hpp"
#include "base/numbers.hpp"

namespace plumbline {

namespace {

// Bounds on the polygon size: below 8 the answer means little, above this it only costs.
constexpr int kMinVertices = 8;
constexpr int kMaxVertices = 1 << 14;
constexpr int kDefaultVertices = 128;   // as geometry.hpp declares it

double cross(const Vec2& u, const Vec2& v) { return u.x() * v.y() - u.y() * v.x(); }

double signed_area(const std::vector<Vec2>& poly) {
    double twice = 0;
    for (size_t i = 0, n = poly.size(); i < n; ++i) twice += cross(poly[i], poly[(i + 1) % n]);
    return twice / 2;
}

// The cosines and sines of the n polygon angles: the same for every ellipse, so the
// default polygon's are taken once (by the same calls, so the points are the same to the bit).
struct Angles {
    explicit Angles(int n) : cos(static_cast<size_t>(n)), sin(static_cast<size_t>(n)) {
        const double step = 2 * kPi / n;
        for (int i = 0; i < n; ++i) {
            cos[static_cast<size_t>(i)] = std::cos(i * step);
            sin[static_cast<size_t>(i)] = std::sin(i * step);
        }
    }
    std::vector<double> cos, sin;
};

// Vertices on the ellipse scaled outwards so the polygon's area equals the ellipse's:
// the inscribed polygon's area deficit would otherwise bias every IoU the same way.
// Counter-clockwise in the usual y-up sense (point_at turns that way since rx, ry > 0).
std::vector<Vec2> equal_area_polygon(const Ellipse& e, int n) {
    static const Angles kDefault(kDefaultVertices);
    std::optional<Angles> own;
    const Angles& angles = n == kDefaultVertices ? kDefault : own.emplace(n);
    const double step = 2 * kPi / n;
    const double inflate = std::sqrt(step / std::sin(step));
    const double rx = e.rx * inflate, ry = e.ry * inflate;
    const double cs = std::cos(e.angle), sn = std::sin(e.angle);   // as EllipsePoints takes them
    std::vector<Vec2> poly(static_cast<size_t>(n));
    for (size_t i = 0; i < poly.size(); ++i) {
        const double x = rx * angles.cos[i], y = ry * angles.sin[i];
        poly[i] = Vec2(e.c.x() + cs * x - sn * y, e.c.y() + sn * x + cs * y);
    }
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

constexpr size_t kRunLength = 16;

// A run's vertices, at most kRunLength, held in place: a vector per run was an allocation
// for every run a clipping edge rebuilt (most of the check's calls to malloc).
struct RunPoints {
    Vec2 at[kRunLength];
    size_t count = 0;
    size_t size() const { return count; }
    const Vec2& operator[](size_t i) const { return at[i]; }
    const Vec2& front() const { return at[0]; }
    const Vec2* begin() const { return at; }
    const Vec2* end() const { return at + count; }
    void push_back(const Vec2& p) { at[count++] = p; }
};

// The subject polygon as consecutive runs of vertices, each with its bounding box: an edge
// that surely keeps a whole run costs one box test instead of a product per vertex, and
// near-equal ellipses (every edge cuts a sliver somewhere) touch only the runs it cuts.
struct Run {
    RunPoints points;
    Box box;
    bool inside = false;   // for the edge at hand: surely_inside(box)
    bool kept = false;     // for the edge at hand: inside, or every side computed >= 0
    size_t side = 0;       // for the edge at hand, when not `inside`: where its sides begin
};

void add(Box& box, const Vec2& p) {   // Box::add, inline: it is most of building a run
    if (box.empty) {
        box.min = box.max = p;
        box.empty = false;
        return;
    }
    box.min = box.min.cwiseMin(p);
    box.max = box.max.cwiseMax(p);
}

// Appends to the last run while it is short, so that runs stay few and their boxes small.
void keep(std::vector<Run>& runs, const Vec2& p) {
    if (runs.empty() || runs.back().points.size() >= kRunLength) runs.emplace_back();
    runs.back().points.push_back(p);
    add(runs.back().box, p);
}

// Sutherland-Hodgman: `subject` clipped by every edge of the convex CCW `clip`. For each
// edge, in vertex order: an inside vertex (side >= 0) is kept, and where the side changes
// to the next vertex the crossing point follows. Runs the edge surely keeps are carried
// over whole; every product and crossing point is computed as the vertex-by-vertex loop
// computes it, so the polygon is the same to the bit.
std::vector<Vec2> clip_convex(const std::vector<Vec2>& polygon, const std::vector<Vec2>& clip) {
    std::vector<Run> runs, next;
    for (const Vec2& p : polygon) keep(runs, p);
    Box box;   // of the subject as given, which holds every clipped subject
    for (const Vec2& p : polygon) box.add(p);
    std::vector<double> sides;

    for (size_t i = 0, n = clip.size(); i < n && !runs.empty(); ++i) {
        const Vec2& e0 = clip[i];
        const Vec2 edge = clip[i + 1 < n ? i + 1 : 0] - e0;
        if (surely_inside(box, e0, edge)) continue;
        bool cuts = false;
        sides.clear();
        for (Run& r : runs) {
            r.inside = r.kept = surely_inside(r.box, e0, edge);
            if (r.inside) continue;
            r.side = sides.size();
            bool out = false;
            for (const Vec2& p : r.points) {
                sides.push_back(cross(edge, p - e0));
                out = out || sides.back() < 0;
            }
            r.kept = !out;
            cuts = cuts || out;
        }
        if (!cuts) continue;   // every vertex inside: the edge cuts nothing off

        // A vertex's side: computed above, or (in a run surely inside) positive, and
        // computed when a crossing needs its value.
        auto side_of = [&](const Run& r, size_t j) { return r.inside ? cross(edge, r.points[j] - e0) : sides[r.side + j]; };
        auto is_in = [&](const Run& r, size_t j) { return r.inside || sides[r.side + j] >= 0; };
        // The vertex after the last: the first run's first, saved before that run moves.
        const Vec2 first = runs.front().points.front();
        const bool first_in = is_in(runs.front(), 0);
        const bool first_computed = !runs.front().inside;
        const double first_side = first_computed ? sides[runs.front().side] : 0;
        auto crossing = [&](const Vec2& p, double sp, size_t ri, size_t j) {   // towards the vertex after (ri, j)
            const Run& r = runs[ri];
            if (j + 1 < r.points.size()) {
                const Vec2& q = r.points[j + 1];
                return p + (q - p) * (sp / (sp - side_of(r, j + 1)));
            }
            if (ri + 1 < runs.size()) {
                const Run& nr = runs[ri + 1];
                return p + (nr.points[0] - p) * (sp / (sp - side_of(nr, 0)));
            }
            const double sq = first_computed ? first_side : cross(edge, first - e0);
            return p + (first - p) * (sp / (sp - sq));
        };
        auto next_in = [&](size_t ri, size_t j) {
            if (j + 1 < runs[ri].points.size()) return is_in(runs[ri], j + 1);
            return ri + 1 < runs.size() ? is_in(runs[ri + 1], 0) : first_in;
        };

        next.clear();
        for (size_t ri = 0; ri < runs.size(); ++ri) {
            Run& r = runs[ri];
            const size_t m = r.points.size();
            if (r.kept) {
                // Kept whole; only its last vertex can start a crossing (into the next run).
                const bool crosses = !next_in(ri, m - 1);
                const Vec2 last = r.points[m - 1];
                const Vec2 cut = crosses ? crossing(last, side_of(r, m - 1), ri, m - 1) : last;
                if (!next.empty() && next.back().points.size() + m <= kRunLength) {
                    Run& into = next.back();
                    for (const Vec2& p : r.points) into.points.push_back(p);
                    add(into.box, r.box.min);
                    add(into.box, r.box.max);
                } else {
                    next.push_back(r);
                }
                if (crosses) keep(next, cut);
                continue;
            }
            for (size_t j = 0; j < m; ++j) {
                const double sp = sides[r.side + j];
                if (sp >= 0) keep(next, r.points[j]);
                if ((sp >= 0) != next_in(ri, j)) keep(next, crossing(r.points[j], sp, ri, j));
            }
        }
        runs.swap(next);
    }
    std::vector<Vec2> out;
    for (const Run& r : runs) out.insert(out.end(), r.points.begin(), r.points.end());
    return out;
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

// The intersection ellipse_iou measures is no larger than the smaller polygon, whose area
// is the smaller ellipse's (to rounding), nor than the overlap of the polygons' boxes. Their
// vertices lie outside the ellipses by the inflation factor (about 1.0002 at 128 corners),
// so each box is grown about its centre by a hundredth, and the area by a millionth: the
// bound holds with room to spare. The IoU grows with the intersection, so its value at the
// bound bounds it.
double ellipse_iou_bound(const Ellipse& a, const Ellipse& b) {
    if (!usable(a) || !usable(b)) return std::numeric_limits<double>::quiet_NaN();
    const Box ba = bounds(a), bb = bounds(b);
    auto overlap = [](double lo_a, double hi_a, double lo_b, double hi_b) {
        const double grow_a = 0.005 * (hi_a - lo_a), grow_b = 0.005 * (hi_b - lo_b);
        return std::max(0.0, std::min(hi_a + grow_a, hi_b + grow_b) - std::max(lo_a - grow_a, lo_b - grow_b));
    };
    const double area_a = kPi * a.rx * a.ry, area_b = kPi * b.rx * b.ry;
    const double boxes = overlap(ba.min.x(), ba.max.x(), bb.min.x(), bb.max.x()) *
                         overlap(ba.min.y(), ba.max.y(), bb.min.y(), bb.max.y());
    const double inter = std::min(std::min(area_a, area_b), boxes) * (1 + 1e-6);
    const double uni = area_a + area_b - inter;
    return uni > 0 ? std::min(inter / uni, 1.0) : 1.0;
}

}  // namespace plumbline
