// Default-profile curve matching: a reference path or arc that is neither straight runs
// nor a recognised circle or ellipse is found when some candidate curve (path, arc,
// circle or ellipse item) lies within the curve tolerance of it everywhere and it within
// that of the candidate (symmetric Hausdorff distance of the flattened shapes). Several
// reference curves may be found by the same candidate: curves have no natural identity to
// assign one-to-one.
#include <algorithm>
#include <cmath>

#include "matching/matching.hpp"

namespace plumbline::matching {

namespace {

// Candidates measured exactly for a miss's "nearest", after the bounding-box ranking.
constexpr size_t kNearestProbes = 4;

struct Flatten {
    double step;
    std::vector<Vec2> operator()(const Path& p) const { return flatten(p, step); }
    std::vector<Vec2> operator()(const Arc& a) const { return flatten(a, step); }
    std::vector<Vec2> operator()(const Circle& c) const { return flatten(c, step); }
    std::vector<Vec2> operator()(const Ellipse& e) const { return flatten(e, step); }
    std::vector<Vec2> operator()(const Segment& s) const { return {s.a, s.b}; }
    std::vector<Vec2> operator()(const Text&) const { return {}; }
    std::vector<Vec2> operator()(const Point& p) const { return {p.p}; }
};

// A lower bound of the Hausdorff distance: every point of one shape is within it of the
// other, so their bounding boxes' sides are within it too.
double box_gap(const Box& a, const Box& b) {
    if (a.empty || b.empty) return std::numeric_limits<double>::infinity();
    return std::max({std::abs(a.min.x() - b.min.x()), std::abs(a.min.y() - b.min.y()),
                     std::abs(a.max.x() - b.max.x()), std::abs(a.max.y() - b.max.y())});
}

class Candidates {
public:
    explicit Candidates(const Matching& m) : m_(m), points_(m.pool.curves.size()) {
        for (int item : m.pool.curves) boxes_.push_back(bounds(geometry(item)));
    }

    size_t size() const { return m_.pool.curves.size(); }
    int item(size_t k) const { return m_.pool.curves[k]; }
    const Box& box(size_t k) const { return boxes_[k]; }

    // Flattened on first use: most candidates are ruled out by their box alone.
    const std::vector<Vec2>& points(size_t k) {
        if (!points_[k])
            points_[k] = std::visit(Flatten{m_.tolerances.flatten_step(boxes_[k].diagonal() / 2)}, geometry(item(k)));
        return *points_[k];
    }

private:
    const Geometry& geometry(int item) const { return m_.pool.scene->items[static_cast<size_t>(item)].geometry; }

    const Matching& m_;
    std::vector<std::optional<std::vector<Vec2>>> points_;
    std::vector<Box> boxes_;
};

Outcome match_one(const Geometry& ref_geometry, const Matching& m, Candidates& candidates) {
    const Box ref_box = bounds(ref_geometry);
    const std::vector<Vec2> ref = std::visit(Flatten{m.tolerances.flatten_step(ref_box.diagonal() / 2)}, ref_geometry);
    const double tol = m.tolerances.curve(ref_box.diagonal() / 2);
    Outcome o;
    o.tolerance = tol;
    o.measure = "hausdorff";

    std::vector<std::pair<double, size_t>> ranked;
    for (size_t k = 0; k < candidates.size(); ++k) {
        if (!m.budget.spend(1)) break;
        const double gap = box_gap(ref_box, candidates.box(k));
        ranked.emplace_back(gap >= 0 ? gap : std::numeric_limits<double>::infinity(), k);   // NaN sorts last
    }
    if (ranked.empty()) {
        if (m.explain) o.how = nothing_to_compare(m.budget, "curves", false);
        return o;
    }
    std::stable_sort(ranked.begin(), ranked.end(),
                     [](const auto& a, const auto& b) { return a.first < b.first; });

    double best = std::numeric_limits<double>::infinity();
    size_t best_k = 0;
    for (size_t i = 0; i < ranked.size(); ++i) {
        const auto [gap, k] = ranked[i];
        if (gap > tol && i >= kNearestProbes) break;
        if (gap >= best) break;   // no later candidate can beat the best measured
        const std::vector<Vec2>& pts = candidates.points(k);
        if (!m.budget.spend(32.0 * double(ref.size() + pts.size()))) break;
        // Only a candidate nearer than the best so far needs its exact distance; without
        // explanations (is it found or not) none farther than the tolerance does.
        const double h = hausdorff(ref, pts, m.explain ? best : std::min(best, tol));
        if (h < best) best = h, best_k = k;
    }
    o.error = best;
    if (best <= tol) {
        o.found = true;
        o.matched_by = {candidates.item(best_k)};
        if (m.explain) o.how = number(best) + " off at most, allowed " + number(tol);
    } else if (std::isfinite(best)) {
        o.nearest = candidates.item(best_k);
        if (m.explain) o.how = "the curves are up to " + number(best) + " apart (allowed " + number(tol) + ")";
    } else {
        if (m.explain) o.how = nothing_to_compare(m.budget, "curves", true);
    }
    return o;
}

}  // namespace

void match_curves(const std::vector<Unit>& units, const Matching& m, std::vector<Outcome>& out) {
    Candidates candidates(m);
    for (size_t k = 0; k < units.size(); ++k)
        if (units[k].family == Family::Curve) out[k] = match_one(units[k].geometry, m, candidates);
}

}  // namespace plumbline::matching
