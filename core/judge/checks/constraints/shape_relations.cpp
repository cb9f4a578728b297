// The relations that read polygons and arcs (see relations.hpp, shapes.hpp and
// docs/constraints.md, "Polygons and arcs").
#include <algorithm>
#include <cmath>
#include <limits>

#include "base/numbers.hpp"
#include "common/words.hpp"
#include "checks/constraints/relations.hpp"
#include "checks/constraints/shapes.hpp"

namespace plumbline::constraints {

namespace {

using words::number;
constexpr double kInf = std::numeric_limits<double>::infinity();

double cross(const Vec2& u, const Vec2& v) { return u.x() * v.y() - u.y() * v.x(); }

// measured against required with a one-sided comparison ("<" or ">"), lenient by tol.
Outcome one_sided(double measured, double required, bool less, double tol, const std::string& message) {
    Outcome o;
    o.measured = measured;
    o.required = required;
    o.tolerance = tol;
    o.unit = "units";
    o.comparison = less ? "<" : ">";
    o.satisfied = less ? measured < required + tol : measured > required - tol;
    o.message = message + " (tolerance " + number(tol) + ")";
    return o;
}

// A polygon with no inside (fewer than 3 vertices, or all within t of one line) is not
// measured by the relations that need its inside or its angles.
bool flat(const Figure& p, double t, std::string& why) {
    if (p.vertices.size() < 3) {
        why = "the polygon has fewer than 3 vertices";
        return true;
    }
    const double f = flatness(p.vertices);
    if (f <= t) {
        why = "the polygon's vertices lie within " + number(f) + " of one line, so it has no inside";
        return true;
    }
    return false;
}

// Per vertex, the turn there in degrees, signed so that a convex polygon's are all
// positive (whichever way it is drawn); NaN where two consecutive vertices coincide.
std::vector<double> turns(const std::vector<Vec2>& v) {
    const double orientation = twice_area(v) >= 0 ? 1 : -1;
    std::vector<double> out;
    const size_t n = v.size();
    for (size_t k = 0; k < n; ++k) {
        const Vec2 u = v[k] - v[(k + n - 1) % n], w = v[(k + 1) % n] - v[k];
        if (u.norm() == 0 || w.norm() == 0) {
            out.push_back(std::numeric_limits<double>::quiet_NaN());
            continue;
        }
        out.push_back(orientation * std::atan2(cross(u, w), u.dot(w)) * 180 / kPi);
    }
    return out;
}

std::vector<double> sides_of(const std::vector<Vec2>& v) {
    std::vector<double> out;
    for (size_t k = 0; k < v.size(); ++k) out.push_back(distance(v[k], v[(k + 1) % v.size()]));
    return out;
}

// convex: no vertex turns the wrong way by more than t (its distance from its neighbours'
// chord), and the boundary goes round once.
Outcome convex(const Figure& p, double t) {
    std::string why;
    if (flat(p, t, why)) return not_measured(why);
    const std::vector<Vec2>& v = p.vertices;
    const std::vector<double> turn = turns(v);
    const size_t n = v.size();
    double worst = 0, total = 0;
    size_t at = 0;
    for (size_t k = 0; k < n; ++k) {
        if (std::isnan(turn[k])) return not_measured("two consecutive vertices coincide at " + words::point(v[k]));
        total += turn[k];
        if (turn[k] >= 0) continue;
        const double off = distance_to_line(v[k], Figure::line(v[(k + n - 1) % n], v[(k + 1) % n], true));
        if (off > worst) worst = off, at = k;
    }
    if (std::abs(total) > 361) {
        Outcome o = near_outcome(std::abs(total), 360, 1, "degrees", "the boundary turns");
        o.message += " (it crosses itself)";
        return o;
    }
    Outcome o = near_outcome(worst, 0, t, "units", "the deepest dent (a vertex turning the wrong way)");
    if (worst > 0) o.message += " at " + words::point(v[at]);
    return o;
}

// regular: convex, equal sides (spread within t) and equal angles (spread within the angle
// tolerance over the shortest side).
Outcome regular(const Constraint& c, const Figure& p, const DrawingScale& scale, double t) {
    const Outcome shape = convex(p, t);
    if (!shape.satisfied) {
        Outcome o = shape;
        o.message = "it is not convex: " + shape.message;
        return o;
    }
    const std::vector<double> sides = sides_of(p.vertices), turn = turns(p.vertices);
    const auto [lo, hi] = std::minmax_element(sides.begin(), sides.end());
    if (*hi - *lo > t)
        return near_outcome(*hi - *lo, 0, t, "units",
                            "sides from " + number(*lo) + " to " + number(*hi) + ": spread");
    const auto [a, b] = std::minmax_element(turn.begin(), turn.end());
    // Equal turns are equal interior angles (180 - turn).
    Outcome o = near_outcome(*b - *a, 0, angle_tolerance(c, scale, *lo), "degrees",
                             "sides equal within " + number(t) + "; angles from " + number(180 - *b) + "° to " +
                                 number(180 - *a) + "°: spread");
    return o;
}

// A polygon inscribed in a circle: every vertex on it.
Outcome polygon_in_circle(const Figure& p, const Figure& circle, double t) {
    double worst = 0;
    Vec2 at = p.vertices.empty() ? circle.c : p.vertices.front();
    for (const Vec2& v : p.vertices) {
        const double off = std::abs(distance(v, circle.c) - circle.r);
        if (off > worst) worst = off, at = v;
    }
    return near_outcome(worst, 0, t, "units", "the vertex farthest from the circle, " + words::point(at) + ", is off it by");
}

// A circle inscribed in a polygon: its centre inside, and every side (as drawn) touching it.
Outcome circle_in_polygon(const Figure& circle, const Figure& p, double t) {
    std::string why;
    if (flat(p, t, why)) return not_measured(why);
    if (!inside_polygon(circle.c, p.vertices)) {
        Outcome o = one_sided(distance_to_boundary(circle.c, p), 0, true, t, "");
        o.satisfied = false;
        o.message = "the circle's centre " + words::point(circle.c) + " is outside the polygon, " +
                    number(o.measured) + " from it";
        return o;
    }
    double worst = 0;
    size_t at = 0;
    const std::vector<Vec2>& v = p.vertices;
    for (size_t k = 0; k < v.size(); ++k) {
        const double d = distance_to_segment(circle.c, Figure::line(v[k], v[(k + 1) % v.size()], true));
        if (std::abs(d - circle.r) > worst) worst = std::abs(d - circle.r), at = k;
    }
    return near_outcome(worst, 0, t, "units",
                        "the side from " + words::point(v[at]) + " to " + words::point(v[(at + 1) % v.size()]) +
                            " is off tangent by");
}

// inside / outside with a polygon: a point by its signed distance to the boundary; a
// circle inside a polygon by its farthest reach past the boundary; a polygon inside a
// circle by its farthest vertex.
Outcome inside_outside(const Figure& x, const Figure& y, bool inside, double t) {
    if (y.type == Type::Polygon) {
        std::string why;
        if (flat(y, t, why)) return not_measured(why);
        const Vec2 p = x.type == Type::Circle ? x.c : x.p;
        const double s = signed_boundary_distance(p, y);
        const std::string where = s < 0 ? "inside" : "outside";
        if (x.type == Type::Circle)
            return one_sided(s + x.r, 0, true, t,
                             "the circle reaches " + number(s + x.r) + " past the boundary (its centre is " +
                                 number(std::abs(s)) + " " + where + ")");
        return one_sided(s, 0, inside, t,
                         "the point is " + number(std::abs(s)) + " " + where + " the boundary (signed " + number(s) +
                             ", negative inside)");
    }
    // A polygon against a circle.
    double far = 0;
    for (const Vec2& v : x.vertices) far = std::max(far, distance(v, y.c));
    return one_sided(far, y.r, true, t,
                     "its farthest vertex is " + number(far) + " from the centre, the radius is " + number(y.r));
}

// Where two circles touch (the nearer of touching outside and inside): false when concentric.
bool touching_point(const Figure& p, const Figure& q, Vec2& at) {
    const Vec2 u = q.c - p.c;
    const double d = u.norm();
    if (!(d > 0)) return false;
    const Vec2 dir = u / d;
    const double outer = std::abs(d - (p.r + q.r)), inner = std::abs(d - std::abs(p.r - q.r));
    if (outer <= inner) at = p.c + p.r * dir;
    else at = p.r >= q.r ? Vec2(p.c + p.r * dir) : Vec2(q.c - q.r * dir);
    return true;
}

// tangent with an arc: the arc's circle tangent (as circles are), and the point where they
// touch within t of the arc (inside its sweep, or off its end by at most t).
Outcome tangent_arc(const Figure& p, const Figure& q, double t) {
    const Figure pc = Figure::circle(p.type == Type::Line ? Vec2(0, 0) : p.c, p.r);
    const Figure qc = Figure::circle(q.type == Type::Line ? Vec2(0, 0) : q.c, q.r);
    Outcome o;
    Vec2 at;
    if (p.type == Type::Line || q.type == Type::Line) {
        const Figure& line = p.type == Type::Line ? p : q;
        const Figure& round = p.type == Type::Line ? qc : pc;
        if (length(line) == 0) return not_measured("the line has zero length, so it has no direction");
        o = near_outcome(distance_to_line(round.c, line), round.r, t, "units", "distance from the centre to the line");
        const Figure f = foot(round.c, line, 0);
        at = f.p;
    } else {
        const double d = distance(pc.c, qc.c);
        const double outer = std::abs(d - (pc.r + qc.r)), inner = std::abs(d - std::abs(pc.r - qc.r));
        const bool external = outer <= inner;
        o = near_outcome(d, external ? pc.r + qc.r : std::abs(pc.r - qc.r), t, "units",
                         std::string("centre distance (touching ") + (external ? "outside" : "inside") + ")");
        if (!touching_point(pc, qc, at)) return not_measured("the circles are concentric, so they touch nowhere or everywhere");
    }
    if (!o.satisfied) return o;
    for (const Figure* f : {&p, &q}) {
        if (f->type != Type::Arc) continue;
        const double off = distance_to_arc(at, *f);
        if (off > t)
            return near_outcome(off, 0, t, "units",
                                "the circles touch at " + words::point(at) + ", beyond the arc's ends: distance from the arc");
    }
    o.message += "; they touch at " + words::point(at) + ", on the arc";
    return o;
}

// congruent / similar: the same number of vertices, and a correspondence (a rotation of
// the vertex order, either way round) under which the sides are equal within t (similar:
// after scaling the second to the first's perimeter) and the angles within the angle
// tolerance. Measured: the largest side difference of the best correspondence.
Outcome matched(const Constraint& c, const Figure& p, const Figure& q, bool scaled, const DrawingScale& scale, double t) {
    std::string why;
    if (flat(p, t, why) || flat(q, t, why)) return not_measured(why);
    const size_t n = p.vertices.size();
    if (q.vertices.size() != n) {
        Outcome o = near_outcome(static_cast<double>(q.vertices.size()), static_cast<double>(n), 0, "",
                                 "vertices of the second polygon:");
        return o;
    }
    const std::vector<double> s1 = sides_of(p.vertices), a1 = turns(p.vertices);
    const double k = scaled ? perimeter(p) / perimeter(q) : 1;
    const double shortest = *std::min_element(s1.begin(), s1.end());
    const double angle_tol = angle_tolerance(c, scale, shortest);
    double best_side = kInf, best_angle = kInf, least_angle = kInf;
    for (int reversed = 0; reversed < 2; ++reversed) {
        std::vector<Vec2> w = q.vertices;
        if (reversed) std::reverse(w.begin(), w.end());
        const std::vector<double> s2 = sides_of(w), a2 = turns(w);
        for (size_t shift = 0; shift < n; ++shift) {
            double side = 0, angle = 0;
            for (size_t i = 0; i < n; ++i) {
                side = std::max(side, std::abs(s1[i] - k * s2[(i + shift) % n]));
                angle = std::max(angle, std::abs(a1[i] - a2[(i + shift) % n]));
            }
            if (std::isnan(angle)) continue;
            least_angle = std::min(least_angle, angle);
            if (angle <= angle_tol && side < best_side) best_side = side, best_angle = angle;
        }
    }
    if (!std::isfinite(least_angle)) return not_measured("two consecutive vertices coincide");
    if (!std::isfinite(best_side))
        return near_outcome(least_angle, 0, angle_tol, "degrees", "no correspondence of the vertices matches the angles: nearest");
    return near_outcome(best_side, 0, t, "units",
                        std::string(scaled ? "sides (the second scaled by " + number(k) + ") " : "sides ") +
                            "differ by at most; angles by " + number(best_angle) + "°:");
}

}  // namespace

bool measure_shape_relation(const Constraint& c, const std::vector<Figure>& figures, const DrawingScale& scale,
                            Outcome& out) {
    const auto fig = [&](size_t k) -> const Figure& { return figures[static_cast<size_t>(c.objects[k])]; };
    const auto has = [&](Type t) {
        for (size_t k = 0; k < c.objects.size(); ++k)
            if (fig(k).type == t) return true;
        return false;
    };
    const double t = c.tolerance.value_or(scale.position);
    switch (c.relation) {
        case Relation::Convex: out = convex(fig(0), t); return true;
        case Relation::Regular: out = regular(c, fig(0), scale, t); return true;
        case Relation::Inscribed:
            out = fig(0).type == Type::Polygon ? polygon_in_circle(fig(0), fig(1), t) : circle_in_polygon(fig(0), fig(1), t);
            return true;
        case Relation::Congruent: out = matched(c, fig(0), fig(1), false, scale, t); return true;
        case Relation::Similar: out = matched(c, fig(0), fig(1), true, scale, t); return true;
        case Relation::Inside:
        case Relation::Outside:
            if (!has(Type::Polygon)) return false;
            out = inside_outside(fig(0), fig(1), c.relation == Relation::Inside, t);
            return true;
        case Relation::Tangent:
            if (!has(Type::Arc)) return false;
            out = tangent_arc(fig(0), fig(1), t);
            return true;
        default: return false;
    }
}

}  // namespace plumbline::constraints
