// Hausdorff distance between polylines, measured against the polylines' segments and
// over every point of them (not just the vertices), so it does not depend on how densely
// either curve was sampled.
#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

#include "plumbline/geometry/geometry.hpp"

namespace plumbline {

namespace {

// Distance from points to one polyline. A query may stop early once the answer is known to
// be at most `enough`: it then returns some distance <= enough. Either way it returns the
// distance to one particular segment of the polyline, the witness, which bounds the true
// distance from above.
class PolylineDistance {
public:
    explicit PolylineDistance(const std::vector<Vec2>& pts)
        : pts_(pts), segments_(pts.size() > 1 ? pts.size() - 1 : 1) {}

    Segment segment(size_t i) const { return Segment{pts_[i], pts_[std::min(i + 1, pts_.size() - 1)]}; }

    struct Answer {
        double distance;
        size_t witness;
    };

    Answer query(const Vec2& x, double enough) {
        Answer best{std::numeric_limits<double>::infinity(), 0};
        // Start at the previous query's witness: consecutive queries are usually close.
        const size_t start = hint_;
        for (size_t k = 0; k < segments_; ++k) {
            const size_t i = (start + k) % segments_;
            const double d = distance_point_segment(x, segment(i));
            if (d < best.distance) {
                best = Answer{d, i};
                if (d <= enough) break;
            }
        }
        hint_ = best.witness;
        return best;
    }

private:
    const std::vector<Vec2>& pts_;
    size_t segments_;
    size_t hint_ = 0;
};

// sup over points x of polyline `a` of dist(x, b). Vertices first; then each segment of
// `a` is bisected until every piece is shown unable to exceed the current maximum, by
// either argument: the distance to one segment of b is convex along a line, so a piece
// whose two ends are within the maximum of the same witness segment stays within it; and
// the distance is 1-Lipschitz, so (f(p) + f(q) + |pq|) / 2 bounds it on the piece.
double directed(const std::vector<Vec2>& a, const std::vector<Vec2>& b) {
    PolylineDistance to_b(b);
    std::vector<PolylineDistance::Answer> f(a.size());
    double best = 0;
    for (size_t i = 0; i < a.size(); ++i) {
        f[i] = to_b.query(a[i], best);
        best = std::max(best, f[i].distance);
    }

    Box box;
    for (const Vec2& p : a) box.add(p);
    for (const Vec2& p : b) box.add(p);
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
               distance_point_segment(s.q, to_b.segment(s.fp.witness)) <= limit ||
               distance_point_segment(s.p, to_b.segment(s.fq.witness)) <= limit;
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

double hausdorff(const std::vector<Vec2>& a, const std::vector<Vec2>& b) {
    if (a.empty() && b.empty()) return 0;
    if (a.empty() || b.empty() || !all_finite(a) || !all_finite(b))
        return std::numeric_limits<double>::infinity();
    return std::max(directed(a, b), directed(b, a));
}

}  // namespace plumbline
