// Default-profile ellipse matching: the areas overlap enough (deterministic IoU, not the
// published script's Monte-Carlo estimate), or, for ellipses so small that a pixel's shift
// ruins the IoU, the boundaries lie within a pixel and a half of each other. One candidate
// per reference ellipse, by optimal assignment. Candidate circles count as ellipses with
// equal axes.
#include <algorithm>
#include <cmath>
#include <optional>

#include "graph/assignment.hpp"
#include "matching/matching.hpp"

namespace plumbline::matching {

namespace {

// Work units charged for one IoU (a polygon clipping of a few hundred vertices).
constexpr double kIouWork = 2e4;

Ellipse as_ellipse(const Geometry& g) {
    if (const Circle* c = std::get_if<Circle>(&g)) return Ellipse{c->c, c->r, c->r, 0};
    return std::get<Ellipse>(g);
}

bool boxes_within(const Box& a, const Box& b, double d) {
    if (a.empty || b.empty) return false;
    return std::abs(a.min.x() - b.min.x()) <= d && std::abs(a.min.y() - b.min.y()) <= d &&
           std::abs(a.max.x() - b.max.x()) <= d && std::abs(a.max.y() - b.max.y()) <= d;
}

bool boxes_overlap(const Box& a, const Box& b) {
    return !a.empty && !b.empty && a.min.x() <= b.max.x() && b.min.x() <= a.max.x() &&
           a.min.y() <= b.max.y() && b.min.y() <= a.max.y();
}

struct Comparison {
    double iou = 0;
    double boundary = std::numeric_limits<double>::infinity();  // Hausdorff, when measured
    double cost = std::numeric_limits<double>::infinity();
    double centre = 0;
    // Found by measure(), used by finish():
    bool overlap = false;   // the boxes overlap and the IoU's work was granted
    bool within = false;    // the boxes' sides are close enough for a boundary comparison
    double least = 0;       // compare_row's lower bound on the cost, from ellipse_iou_bound
};

// The most one comparison charges (kMostPairWork, which compare_row plans with): the IoU, and
// a Hausdorff distance between two flattened ellipses of at most flatten()'s 20,000 points each.
static_assert(kMostPairWork == kIouWork + 32.0 * 2 * 20000, "the bound every family shares is this one");

class Comparer {
public:
    Comparer(const Matching& m, const std::vector<Ellipse>& offers) : m_(m), offers_(offers), flat_(offers.size()) {}

    // The reference compared next, until another is given.
    void set_reference(const Ellipse& ref) {
        ref_ = ref;
        ref_flat_.reset();
    }

    // The reference against every offer, in `row`. Each comparison's clipping is about 200k
    // instructions, and a row needs only those that can be matched (cost up to 1) or be the
    // nearest (the least cost), so they are finished the likeliest first, by
    // their bound: once the bound passes both 1 and the least cost so far, the exact cost
    // cannot matter, and the bound stands in for it. The row's outcome is as compare() in
    // column order gives it. False, with nothing done, when the budget might run out within
    // the row: where it runs out then depends on the order, so the caller goes in order.
    bool compare_row(std::vector<Comparison>& row) {
        const size_t n = offers_.size();
        if (!m_.budget.surely_lasts(double(n) * kMostPairWork)) return false;
        row.resize(n);
        order_.resize(n);
        for (size_t col = 0; col < n; ++col) {
            Comparison& c = row[col] = measure(col);
            c.least = (1 - (c.overlap ? ellipse_iou_bound(ref_, offers_[col]) : 0.0)) / (1 - kEllipseIou);
            order_[col] = col;
        }
        // NaN (no bound) first: such a pair is always finished.
        auto key = [&](size_t col) { return std::isnan(row[col].least) ? -HUGE_VAL : row[col].least; };
        std::sort(order_.begin(), order_.end(), [&](size_t a, size_t b) { return key(a) < key(b) || (key(a) == key(b) && a < b); });
        double best = HUGE_VAL;
        for (size_t col : order_) {
            Comparison& c = row[col];
            // A boundary comparison is always made where compare() makes one: it is charged.
            if (c.least > std::max(1.0, best) && !c.within) {
                c.cost = c.least;
                continue;
            }
            finish(col, c);
            best = std::min(best, c.cost);
        }
        return true;
    }

    // The reference against one offer, exactly.
    Comparison compare(size_t col) {
        Comparison c = measure(col);
        finish(col, c);
        return c;
    }

private:
    // The cheap part: the centres and the boxes. The IoU's work is charged here.
    Comparison measure(size_t col) {
        const Ellipse& cand = offers_[col];
        Comparison c;
        c.centre = (cand.c - ref_.c).norm();
        const Box rb = bounds(ref_), cb = bounds(cand);
        c.overlap = boxes_overlap(rb, cb) && m_.budget.spend(kIouWork);
        // A Hausdorff distance is at least how far the bounding boxes' sides are apart.
        c.within = boxes_within(rb, cb, m_.tolerances.ellipse_boundary());
        return c;
    }

    void finish(size_t col, Comparison& c) {
        c.iou = c.overlap ? ellipse_iou(ref_, offers_[col]) : 0;
        c.cost = (1 - c.iou) / (1 - kEllipseIou);
        const double limit = m_.tolerances.ellipse_boundary();
        if (c.cost > 1 && c.within) {
            // Flattened once each (at a step of half a pixel they have thousands of points).
            const double step = m_.tolerances.flatten_step();
            if (!ref_flat_) ref_flat_ = flatten(ref_, step);
            if (!flat_[col]) flat_[col] = flatten(offers_[col], step);
            const std::vector<Vec2>& a = *ref_flat_;
            const std::vector<Vec2>& b = *flat_[col];
            if (m_.budget.spend(32.0 * double(a.size() + b.size()))) {
                c.boundary = hausdorff(a, b);
                c.cost = std::min(c.cost, limit > 0 ? c.boundary / limit : HUGE_VAL);
            }
        }
    }

    const Matching& m_;
    const std::vector<Ellipse>& offers_;
    std::vector<std::optional<std::vector<Vec2>>> flat_;   // of the offers
    Ellipse ref_;
    std::optional<std::vector<Vec2>> ref_flat_;
    std::vector<size_t> order_;   // compare_row's scratch
};

void describe_error(const Comparison& c, const Tolerances& t, Outcome& o) {
    if (c.boundary <= t.ellipse_boundary() && c.iou < kEllipseIou) {
        o.error = c.boundary, o.tolerance = t.ellipse_boundary(), o.measure = "hausdorff";
    } else {
        o.error = 1 - c.iou, o.tolerance = 1 - kEllipseIou, o.measure = "1-iou";
    }
}

std::string words(const Comparison& c, const Tolerances& t) {
    std::string s = "area overlap (IoU) " + number(c.iou, 3) + ", needs " + number(kEllipseIou);
    if (std::isfinite(c.boundary))
        s += "; boundaries " + number(c.boundary) + " apart, allowed " + number(t.ellipse_boundary());
    s += "; centre " + number(c.centre) + " off";
    return s;
}

}  // namespace

void match_ellipses(const std::vector<Unit>& units, const Matching& m, std::vector<Outcome>& out) {
    const Scene& scene = *m.pool.scene;
    std::vector<size_t> rows;
    for (size_t k = 0; k < units.size(); ++k)
        if (units[k].family == Family::Ellipse) rows.push_back(k);
    if (rows.empty()) return;

    std::vector<Ellipse> offers;
    for (int item : m.pool.rounds) offers.push_back(as_ellipse(scene.items[static_cast<size_t>(item)].geometry));

    Comparer comparer(m, offers);
    std::vector<std::vector<Comparison>> table(rows.size());
    std::vector<graph::Edge> edges;
    std::vector<int> nearest(rows.size(), -1);
    for (size_t r = 0; r < rows.size(); ++r) {
        comparer.set_reference(as_ellipse(units[rows[r]].geometry));
        if (!comparer.compare_row(table[r])) {
            for (size_t col = 0; col < offers.size(); ++col) {
                if (m.budget.exhausted()) break;
                table[r].push_back(comparer.compare(col));
            }
        }
        for (size_t col = 0; col < table[r].size(); ++col) {
            const Comparison& c = table[r][col];
            if (c.cost <= 1) edges.push_back(graph::Edge{static_cast<int>(r), static_cast<int>(col), c.cost});
            // Nearest: the least cost, and among equally far (no overlap at all) the closest centre.
            if (nearest[r] < 0) {
                nearest[r] = static_cast<int>(col);
                continue;
            }
            const Comparison& best = table[r][static_cast<size_t>(nearest[r])];
            if (c.cost < best.cost || (c.cost == best.cost && c.centre < best.centre)) nearest[r] = static_cast<int>(col);
        }
    }

    std::vector<int> chosen(rows.size(), -1);
    if (m.one_to_one) {
        chosen = graph::assign(static_cast<int>(rows.size()), static_cast<int>(offers.size()), edges).col_of_row;
    } else {
        for (size_t r = 0; r < rows.size(); ++r)
            if (nearest[r] >= 0 && table[r][static_cast<size_t>(nearest[r])].cost <= 1) chosen[r] = nearest[r];
    }

    for (size_t r = 0; r < rows.size(); ++r) {
        Outcome& o = out[rows[r]];
        o = Outcome{};
        if (chosen[r] >= 0) {
            const Comparison& c = table[r][static_cast<size_t>(chosen[r])];
            o.found = true;
            o.matched_by = {m.pool.rounds[static_cast<size_t>(chosen[r])]};
            describe_error(c, m.tolerances, o);
            if (m.explain) o.how = words(c, m.tolerances);
            continue;
        }
        if (nearest[r] < 0) {
            o.tolerance = 1 - kEllipseIou;
            o.measure = "1-iou";
            if (m.explain) o.how = nothing_to_compare(m.budget, "ellipses or circles", false);
            continue;
        }
        const Comparison& c = table[r][static_cast<size_t>(nearest[r])];
        o.nearest = m.pool.rounds[static_cast<size_t>(nearest[r])];
        describe_error(c, m.tolerances, o);
        if (m.explain) o.how = c.cost <= 1 ? "it reproduces another reference ellipse instead" : words(c, m.tolerances);
    }
}

}  // namespace plumbline::matching
