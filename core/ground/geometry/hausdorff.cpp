// Hausdorff distance between polylines, measured against the polylines' segments and
// over every point of them (not just the vertices), so it does not depend on how densely
// either curve was sampled.
#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

#include "geometry/geometry.hpp"

namespace plumbline {

namespace {

// Distance from points to one polyline. A query may stop early once the answer is known to
// be at most `enough`: it then returns some distance <= enough. Either way it returns the
// distance to one particular segment of the polyline, the witness, which bounds the true
// distance from above.
//
// Segments are scanned in blocks with bounding boxes: a block whose box is farther than
// the nearest segment so far (by more than rounding could account for) holds no segment
// that the plain scan would take, so skipping it returns the same distance and witness.
class PolylineDistance {
public:
    PolylineDistance(const std::vector<Vec2>& pts, double slack)
        : segments_(pts.size() > 1 ? pts.size() - 1 : 1), slack_(slack) {
        segs_.reserve(segments_);
        for (size_t i = 0; i < segments_; ++i) {
            const Vec2& a = pts[i];
            const Vec2 d = pts[std::min(i + 1, pts.size() - 1)] - a;
            segs_.push_back(Seg{a, d, d.squaredNorm()});
        }
        blocks_.reserve(segments_ / kBlock);
        for (size_t b = 0; b + 1 <= segments_ / kBlock; ++b) {
            Box box{pts[b * kBlock], pts[b * kBlock], false};   // the points are finite
            for (size_t i = b * kBlock + 1; i <= (b + 1) * kBlock; ++i) {
                box.min = box.min.cwiseMin(pts[i]);
                box.max = box.max.cwiseMax(pts[i]);
            }
            blocks_.push_back(box);
        }
        for (size_t g = 0; g + 1 <= segments_ / kGroup; ++g) {
            Box box;
            for (size_t b = g * (kGroup / kBlock); b < (g + 1) * (kGroup / kBlock); ++b) box.add(blocks_[b]);
            groups_.push_back(box);
        }
    }

    // distance_point_segment(p, segment i), the same arithmetic on precomputed parts.
    double distance(const Vec2& p, size_t i) const { return std::sqrt(squared_distance(p, i)); }

    struct Answer {
        double distance;
        size_t witness;
    };

    Answer query(const Vec2& x, double enough) {
        Answer best{std::numeric_limits<double>::infinity(), 0};
        // Start at the previous query's witness: consecutive queries are usually close.
        const size_t start = hint_;
        if (!scan(x, enough, start, segments_, best)) scan(x, enough, 0, start, best);
        hint_ = best.witness;
        return best;
    }

private:
    static constexpr size_t kBlock = 8, kGroup = 64;   // segments per box, two levels

    struct Seg {
        Vec2 a, d;
        double len2;
    };

    // Segments [from, to) in order; true once one within `enough` has been taken.
    bool scan(const Vec2& x, double enough, size_t from, size_t to, Answer& best) const {
        // The square of best.distance as computed: a larger square has a root >= it, so
        // no root is taken for segments that cannot be nearer.
        double best_squared = std::numeric_limits<double>::infinity();
        if (best.distance < std::numeric_limits<double>::infinity()) best_squared = squared_distance(x, best.witness);
        for (size_t i = from; i < to;) {
            if (i % kGroup == 0 && i + kGroup <= to && beyond(x, groups_[i / kGroup], best.distance)) {
                i += kGroup;
                continue;
            }
            if (i % kBlock == 0 && i + kBlock <= to && beyond(x, blocks_[i / kBlock], best.distance)) {
                i += kBlock;
                continue;
            }
            const double squared = squared_distance(x, i);
            if (squared <= best_squared) {
                const double d = std::sqrt(squared);
                if (d < best.distance) {
                    best = Answer{d, i};
                    best_squared = squared;
                    if (d <= enough) return true;
                }
            }
            ++i;
        }
        return false;
    }

    double squared_distance(const Vec2& p, size_t i) const {
        const Seg& s = segs_[i];
        const double t = s.len2 == 0 ? 0.0 : std::clamp((p - s.a).dot(s.d) / s.len2, 0.0, 1.0);
        return (p - (s.a + t * s.d)).squaredNorm();
    }

    bool beyond(const Vec2& x, const Box& box, double distance) const {
        const double dx = std::max({box.min.x() - x.x(), 0.0, x.x() - box.max.x()});
        const double dy = std::max({box.min.y() - x.y(), 0.0, x.y() - box.max.y()});
        const double limit = distance + slack_;
        return dx * dx + dy * dy > limit * limit;
    }

    size_t segments_;
    double slack_;
    std::vector<Seg> segs_;
    std::vector<Box> blocks_, groups_;
    size_t hint_ = 0;
};

// sup over points x of polyline `a` of dist(x, b). Vertices first; then each segment of
// `a` is bisected until every piece is shown unable to exceed the current maximum, by
// either argument: the distance to one segment of b is convex along a line, so a piece
// whose two ends are within the maximum of the same witness segment stays within it; and
// the distance is 1-Lipschitz, so (f(p) + f(q) + |pq|) / 2 bounds it on the piece.
// Returns as soon as the maximum exceeds `give_up_above`. `box` holds both polylines.
double directed(const std::vector<Vec2>& a, const std::vector<Vec2>& b, const Box& box, double give_up_above) {
    // Rounding in one distance is a few ulps of the largest coordinate; this is far above it.
    const double largest = std::max(std::max(1.0, std::max(std::abs(box.min.x()), std::abs(box.min.y()))),
                                    std::max(std::abs(box.max.x()), std::abs(box.max.y())));
    PolylineDistance to_b(b, 1e-9 * largest);
    std::vector<PolylineDistance::Answer> f(a.size());
    double best = 0;
    for (size_t i = 0; i < a.size(); ++i) {
        f[i] = to_b.query(a[i], best);
        best = std::max(best, f[i].distance);
        if (best > give_up_above) return best;
    }

    const double eps = 1e-9 * std::max(1.0, box.diagonal());
    // Bisections per segment of `a`: the convexity argument ends almost every piece after
    // a few steps; this caps pathological input.
    constexpr int kBudgetPerSegment = 128;

    struct Piece {
        Vec2 p, q;
        PolylineDistance::Answer fp, fq;
    };
    auto settled = [&](const Piece& s) {
        const double limit = best + eps;
        return (s.fp.distance + s.fq.distance + (s.q - s.p).norm()) / 2 <= limit ||
               to_b.distance(s.q, s.fp.witness) <= limit || to_b.distance(s.p, s.fq.witness) <= limit;
    };
    std::vector<Piece> stack;
    for (size_t i = 0; i + 1 < a.size(); ++i) {
        stack.assign(1, Piece{a[i], a[i + 1], f[i], f[i + 1]});
        for (int budget = kBudgetPerSegment; !stack.empty() && budget > 0;) {
            const Piece s = stack.back();
            stack.pop_back();
            if (settled(s)) continue;
            const Vec2 m = (s.p + s.q) / 2;
            --budget;
            const PolylineDistance::Answer fm = to_b.query(m, best);
            best = std::max(best, fm.distance);
            if (best > give_up_above) return best;
            stack.push_back({s.p, m, s.fp, fm});
            stack.push_back({m, s.q, fm, s.fq});
        }
    }
    return best;
}

bool all_finite(const std::vector<Vec2>& pts) {
    return std::all_of(pts.begin(), pts.end(), [](const Vec2& p) { return p.allFinite(); });
}

}  // namespace

double hausdorff(const std::vector<Vec2>& a, const std::vector<Vec2>& b, double give_up_above) {
    if (a.empty() && b.empty()) return 0;
    if (a.empty() || b.empty() || !all_finite(a) || !all_finite(b))
        return std::numeric_limits<double>::infinity();
    Box box;
    for (const Vec2& p : a) box.add(p);
    for (const Vec2& p : b) box.add(p);
    const double ab = directed(a, b, box, give_up_above);
    if (ab > give_up_above) return ab;
    return std::max(ab, directed(b, a, box, give_up_above));
}

}  // namespace plumbline
