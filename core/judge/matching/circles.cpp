// Default-profile circle matching: centre and radius within tolerances scaled to the
// circle, one candidate per reference circle, chosen by optimal assignment (most circles
// matched, then least total normalised error), not greedily. Candidate circles include
// those recognised from paths, and ellipses whose two radii are both close enough (a
// circle drawn as an ellipse with equal axes is still that circle).
#include <algorithm>
#include <cmath>

#include "graph/assignment.hpp"
#include "matching/matching.hpp"

namespace plumbline::matching {

namespace {

struct Offer {
    Vec2 c{0, 0};
    double r_min = 0, r_max = 0;   // equal for a circle; the two radii of an ellipse
};

Offer offer_of(const Geometry& g) {
    if (const Circle* c = std::get_if<Circle>(&g)) return Offer{c->c, c->r, c->r};
    const Ellipse& e = std::get<Ellipse>(g);
    return Offer{e.c, std::min(e.rx, e.ry), std::max(e.rx, e.ry)};
}

double ratio(double error, double tol) {
    if (tol > 0) return error / tol;
    return error > 0 ? std::numeric_limits<double>::infinity() : 0;
}

struct Comparison {
    double centre = 0, radius = 0;          // errors, scene units
    double centre_tol = 0, radius_tol = 0;
    double cost = 0;                        // the worse of the two, normalised
};

Comparison compare(const Circle& ref, const Offer& o, const Tolerances& t) {
    Comparison c;
    c.centre = (o.c - ref.c).norm();
    c.radius = std::max(std::abs(o.r_min - ref.r), std::abs(o.r_max - ref.r));
    c.centre_tol = t.circle_centre(ref.r);
    c.radius_tol = t.circle_radius(ref.r);
    c.cost = std::max(ratio(c.centre, c.centre_tol), ratio(c.radius, c.radius_tol));
    if (!std::isfinite(c.cost)) c.cost = std::numeric_limits<double>::infinity();
    return c;
}

std::string drawn_radius(const Offer& o) {
    return o.r_min == o.r_max ? "radius " + number(o.r_min)
                              : "radii " + number(o.r_min) + " and " + number(o.r_max);
}

std::string radius_words(const Circle& ref, const Offer& o, double tol) {
    const double worst = std::abs(o.r_min - ref.r) >= std::abs(o.r_max - ref.r) ? o.r_min : o.r_max;
    std::string s = drawn_radius(o) + " vs " + number(ref.r) + " expected";
    if (ref.r > 0 && worst != ref.r) {
        const double pct = 100 * std::abs(worst - ref.r) / ref.r;
        s += " (" + number(std::round(pct)) + (worst < ref.r ? "% too small" : "% too large") + "; allowed " +
             number(tol) + ")";
    }
    return s;
}

// What is wrong with a near miss: only the parts out of tolerance.
std::string miss_words(const Circle& ref, const Offer& o, const Comparison& c, const Matching& m) {
    std::vector<std::string> parts;
    if (c.centre > c.centre_tol)
        parts.push_back("centre " + point_in(m, o.c) + " is " + number(c.centre) + " from " + point_in(m, ref.c) + " (allowed " +
                        number(c.centre_tol) + ")");
    if (c.radius > c.radius_tol) parts.push_back(radius_words(ref, o, c.radius_tol));
    std::string s;
    for (const std::string& p : parts) s += (s.empty() ? "" : "; ") + p;
    return s;
}

// Errors below this are floating-point noise, and noise differs between maths libraries
// (glibc, Emscripten's musl): it counts as 0 so that every build names the same measure.
double denoised(double error) { return std::abs(error) < 1e-9 ? 0.0 : error; }

// Reports the worse of the two errors (the centre's on a tie).
void describe_error(const Comparison& c, Outcome& o) {
    if (ratio(denoised(c.radius), c.radius_tol) > ratio(denoised(c.centre), c.centre_tol)) {
        o.error = c.radius, o.tolerance = c.radius_tol, o.measure = "radius difference";
    } else {
        o.error = c.centre, o.tolerance = c.centre_tol, o.measure = "centre distance";
    }
}

}  // namespace

void match_circles(const std::vector<Unit>& units, const Matching& m, std::vector<Outcome>& out) {
    const Scene& scene = *m.pool.scene;
    std::vector<size_t> rows;
    for (size_t k = 0; k < units.size(); ++k)
        if (units[k].family == Family::Circle) rows.push_back(k);
    if (rows.empty()) return;

    std::vector<Offer> offers;
    for (int item : m.pool.rounds) offers.push_back(offer_of(scene.items[static_cast<size_t>(item)].geometry));

    std::vector<graph::Edge> edges;
    std::vector<int> nearest(rows.size(), -1);
    std::vector<double> nearest_cost(rows.size(), std::numeric_limits<double>::infinity());
    for (size_t r = 0; r < rows.size(); ++r) {
        const Circle& ref = std::get<Circle>(units[rows[r]].geometry);
        for (size_t col = 0; col < offers.size(); ++col) {
            if (!m.budget.spend(1)) break;
            const double cost = compare(ref, offers[col], m.tolerances).cost;
            if (cost < nearest_cost[r]) nearest_cost[r] = cost, nearest[r] = static_cast<int>(col);
            if (cost <= 1) edges.push_back(graph::Edge{static_cast<int>(r), static_cast<int>(col), cost});
        }
    }

    std::vector<int> chosen(rows.size(), -1);
    if (m.one_to_one) {
        chosen = graph::assign(static_cast<int>(rows.size()), static_cast<int>(offers.size()), edges).col_of_row;
    } else {
        for (size_t r = 0; r < rows.size(); ++r)
            if (nearest_cost[r] <= 1) chosen[r] = nearest[r];
    }
    std::vector<int> row_of_col(offers.size(), -1);
    for (size_t r = 0; r < rows.size(); ++r)
        if (chosen[r] >= 0) row_of_col[static_cast<size_t>(chosen[r])] = static_cast<int>(r);

    for (size_t r = 0; r < rows.size(); ++r) {
        const Circle& ref = std::get<Circle>(units[rows[r]].geometry);
        Outcome& o = out[rows[r]];
        o = Outcome{};
        if (chosen[r] >= 0) {
            const size_t col = static_cast<size_t>(chosen[r]);
            const Comparison c = compare(ref, offers[col], m.tolerances);
            o.found = true;
            o.matched_by = {m.pool.rounds[col]};
            describe_error(c, o);
            if (m.explain)
                o.how = "centre " + number(c.centre) + " off, " + drawn_radius(offers[col]) + " vs " +
                        number(ref.r) + "; allowed " + number(c.centre_tol) + " and " + number(c.radius_tol);
            continue;
        }
        if (nearest[r] < 0) {
            o.tolerance = m.tolerances.circle_centre(ref.r);
            o.measure = "centre distance";
            if (m.explain) o.how = nothing_to_compare(m.budget, "circles", !offers.empty());
            continue;
        }
        const size_t col = static_cast<size_t>(nearest[r]);
        const Comparison c = compare(ref, offers[col], m.tolerances);
        o.nearest = m.pool.rounds[col];
        describe_error(c, o);
        if (c.cost <= 1 && row_of_col[col] >= 0) {
            // Admissible, but the assignment gave it to another reference circle.
            const Circle& other = std::get<Circle>(units[rows[static_cast<size_t>(row_of_col[col])]].geometry);
            if (m.explain) o.how = "it reproduces the reference " + labels::describe_geometry(m.labels, other) + " instead";
        } else {
            if (m.explain) o.how = miss_words(ref, offers[col], c, m);
        }
    }
}

}  // namespace plumbline::matching
