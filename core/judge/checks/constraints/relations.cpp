// Each relation's measurement (see relations.hpp and docs/constraints.md).
#include "checks/constraints/relations.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

#include "base/numbers.hpp"
#include "common/words.hpp"
#include "checks/constraints/measure.hpp"

namespace plumbline::constraints {

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
using words::number;

struct Context {
    const Constraint& c;
    const std::vector<Figure>& figures;
    const DrawingScale& scale;
    const MeasureUnit& unit;

    const Figure& fig(size_t k) const { return figures[static_cast<size_t>(c.objects[k])]; }
    double position() const { return c.tolerance.value_or(scale.position); }
    // atan(t / L) over the shorter of `lines`, or a quarter of the drawing without lines.
    double angle(std::initializer_list<const Figure*> lines) const {
        double shortest = std::numeric_limits<double>::infinity();
        for (const Figure* l : lines) shortest = std::min(shortest, length(*l));
        return angle_tolerance(c, scale, shortest);
    }
};

Outcome undefined_outcome(const std::string& why) { return not_measured(why); }

Outcome near(double measured, double required, double tolerance, const char* unit, const std::string& what) {
    return near_outcome(measured, required, tolerance, unit, what);
}

}  // namespace

Outcome not_measured(const std::string& why) {
    Outcome o;
    o.measured = kNaN;
    o.message = "not measured: " + why;
    return o;
}

double angle_tolerance(const Constraint& c, const DrawingScale& scale, double shortest) {
    if (c.tolerance) return *c.tolerance;
    if (!std::isfinite(shortest)) shortest = scale.drawing / 4;
    if (!(shortest > 0)) return kMaxAngleDegrees;
    const double deg = std::atan(scale.position / shortest) * 180 / kPi;
    return std::clamp(deg, kMinAngleDegrees, kMaxAngleDegrees);
}

// measured = required within tolerance, in `unit`.
Outcome near_outcome(double measured, double required, double tolerance, const char* unit, const std::string& what) {
    Outcome o;
    o.measured = measured;
    o.required = required;
    o.tolerance = tolerance;
    o.unit = unit;
    o.satisfied = std::abs(measured - required) <= tolerance;
    o.message = what + " " + number(measured) + (o.unit == "degrees" ? "°" : "") + ", required " + number(required) +
                (o.unit == "degrees" ? "°" : "") + " within " + number(tolerance);
    return o;
}

namespace {

Outcome compared(double a, Comparison op, double b, double tol, const char* unit) {
    Outcome o;
    o.measured = a;
    o.required = b;
    o.tolerance = tol;
    o.unit = unit;
    o.comparison = symbol(op);
    if (op == Comparison::LessEqual) o.comparison = "<";
    if (op == Comparison::GreaterEqual) o.comparison = ">";
    if (op == Comparison::Equal) o.comparison = "=";
    switch (op) {
        case Comparison::Less:
        case Comparison::LessEqual: o.satisfied = a < b + tol; break;
        case Comparison::Greater:
        case Comparison::GreaterEqual: o.satisfied = a > b - tol; break;
        case Comparison::Equal: o.satisfied = std::abs(a - b) <= tol; break;
        case Comparison::NotEqual: o.satisfied = std::abs(a - b) > tol; break;
    }
    o.message = "measured " + number(a) + ", required " + o.comparison + " " + number(b) + " (tolerance " +
                number(tol) + ")";
    return o;
}

double measure_tolerance(const Context& x, Dimension d) {
    // A tolerance the task writes on a measure is in the task's unit; the drawing's own is
    // converted to it.
    if (d == Dimension::Length) return x.c.tolerance ? *x.c.tolerance : x.scale.position / x.unit.per;
    if (d == Dimension::Angle) return x.angle({});
    return x.c.tolerance.value_or(kScalarTolerance);
}

std::string unit_of(Dimension d, const MeasureUnit& unit) {
    if (d == Dimension::Length) return unit.name.empty() ? "units" : unit.name;
    return d == Dimension::Angle ? "degrees" : "";
}

// any / all / not: each nested constraint measured; the count that hold against the count
// wanted (any: more than 0; all: every one; not: none).
Outcome combine(const Context& x) {
    const Constraint& c = x.c;
    int held = 0, measured = 0;
    std::string parts;
    for (const Constraint& child : c.children) {
        const Outcome o = measure_relation(child, x.figures, x.scale, x.unit);
        held += o.satisfied ? 1 : 0;
        measured += std::isfinite(o.measured) ? 1 : 0;
        parts += (parts.empty() ? "" : "; ") + child.text + (o.satisfied ? " holds: " : " fails: ") + o.message;
    }
    const int n = static_cast<int>(c.children.size());
    Outcome o;
    o.measured = held;
    o.tolerance = 0;
    o.unit = "";
    if (c.relation == Relation::Any) {
        o.required = 0;
        o.comparison = ">";
        o.satisfied = held > 0;
        o.message = std::to_string(held) + " of " + std::to_string(n) + " hold, one is needed (" + parts + ")";
    } else if (c.relation == Relation::All) {
        o.required = n;
        o.satisfied = held == n;
        o.message = std::to_string(held) + " of " + std::to_string(n) + " hold, all are needed (" + parts + ")";
    } else {
        // A relation that could not be measured (an object is undefined) is not shown
        // false: its negation fails too.
        o.required = 0;
        o.satisfied = held == 0 && measured == n;
        o.message = (measured < n ? std::string("it could not be measured, so its negation is not shown (")
                                  : held ? std::string("it holds, and must not (") : std::string("it does not hold (")) +
                    parts + ")";
    }
    return o;
}

// The direction of a line from its first point to its second (an arrow: tail to head).
Vec2 direction_of(const Figure& l) { return l.b - l.a; }

double degrees_between(const Vec2& u, const Vec2& v) {
    const double nu = u.norm(), nv = v.norm();
    if (!(nu > 0) || !(nv > 0)) return std::numeric_limits<double>::quiet_NaN();
    const double cosine = std::clamp(u.dot(v) / (nu * nv), -1.0, 1.0);
    return std::acos(cosine) * 180 / kPi;
}

// vertical / horizontal: the angle between the line and the page's axis, 0..90.
Outcome axis(const Context& x, bool vertical) {
    const Figure& l = x.fig(0);
    if (length(l) == 0) return undefined_outcome("the line has zero length, so it has no direction");
    const Figure axis_line = Figure::line(Vec2(0, 0), vertical ? Vec2(0, 1) : Vec2(1, 0), false);
    return near(line_angle_degrees(l, axis_line), 0, x.angle({&l}), "degrees",
                vertical ? "angle from the vertical" : "angle from the horizontal");
}

// points: the angle between the arrow's direction (tail to head) and the direction wanted
// (a word, or a segment from its first point to its second), 0..180.
Outcome points(const Context& x) {
    const Figure& l = x.fig(0);
    const bool fixed = x.c.objects.size() == 1;
    const Vec2 want = fixed ? x.c.direction : direction_of(x.fig(1));
    const double a = degrees_between(direction_of(l), want);
    if (std::isnan(a)) return undefined_outcome("a line has zero length, so it has no direction");
    if (fixed) return near(a, 0, x.angle({&l}), "degrees", "angle from the direction wanted");
    return near(a, 0, x.angle({&l, &x.fig(1)}), "degrees", "angle from the direction of the second line");
}

// The distance from p to an object: a point's, a line's (as drawn when a segment), a
// circle's centre (away from a circle is away from its centre).
double reach(const Vec2& p, const Figure& f) {
    if (f.type == Type::Point) return distance(p, f.p);
    if (f.type == Type::Circle) return distance(p, f.c);
    return distance_to(p, f);
}

// points_away_from / points_towards: how much farther (nearer) the head is than the tail;
// more than t is needed, as a direction shorter than the tolerance is not readable.
Outcome away(const Context& x, bool away_from) {
    const Figure &l = x.fig(0), &target = x.fig(1);
    const double tail = reach(l.a, target), head = reach(l.b, target);
    Outcome o;
    o.measured = away_from ? head - tail : tail - head;
    o.required = 0;
    o.tolerance = x.position();
    o.comparison = ">";
    o.unit = "units";
    o.satisfied = o.measured > o.tolerance;
    o.message = "the head is " + number(head) + " from it, the tail " + number(tail) + " (the head must be more than " +
                number(o.tolerance) + (away_from ? " farther)" : " nearer)");
    return o;
}

// clockwise / counterclockwise as drawn (y grows downwards): C's signed distance from the
// line A->B, positive on the side the relation wants, more than t.
Outcome orientation(const Context& x, bool clockwise) {
    const Vec2 a = x.fig(0).p, b = x.fig(1).p, c = x.fig(2).p;
    const Figure ab = Figure::line(a, b, false);
    if (length(ab) == 0) return undefined_outcome("the first two points coincide, so they give no direction");
    // side_of is positive where the cross product (b - a) x (c - a) is, clockwise on the page.
    const Vec2 d = b - a, e = c - a;
    const double cross = d.x() * e.y() - d.y() * e.x();
    Outcome o;
    o.measured = (clockwise ? 1 : -1) * cross / d.norm();
    o.required = 0;
    o.tolerance = x.position();
    o.comparison = ">";
    o.unit = "units";
    o.satisfied = o.measured > o.tolerance;
    o.message = std::string("A, B, C turn ") + (cross > 0 ? "clockwise" : cross < 0 ? "counterclockwise" : "neither way") +
                " as drawn (C is " + number(std::abs(cross) / d.norm()) + " from line AB; more than " +
                number(o.tolerance) + " is needed)";
    return o;
}

// above / below: the point's signed distance from the whole line, positive on the page's
// upper (lower) side, more than t. A vertical line has no upper side: not measured.
Outcome above(const Context& x, bool up) {
    const Vec2 p = x.fig(0).p;
    const Figure& l = x.fig(1);
    Vec2 d = l.b - l.a;
    if (d.norm() == 0) return undefined_outcome("the line has zero length, so it has no direction");
    if (d.x() == 0) return undefined_outcome("the line is vertical, so no side of it is above the other");
    if (d.x() < 0) d = d * -1.0;
    const Vec2 e = p - l.a;
    // y grows downwards: a point above a left-to-right line turns it counterclockwise as drawn.
    const double height = -(d.x() * e.y() - d.y() * e.x()) / d.norm();
    Outcome o;
    o.measured = up ? height : -height;
    o.required = 0;
    o.tolerance = x.position();
    o.comparison = ">";
    o.unit = "units";
    o.satisfied = o.measured > o.tolerance;
    o.message = std::string("the point is ") + number(std::abs(height)) + " from the line, " +
                (height > 0 ? "above" : height < 0 ? "below" : "on") + " it as drawn (more than " +
                number(o.tolerance) + (up ? " above" : " below") + " is needed)";
    return o;
}

Outcome tangent(const Context& x) {
    const Figure &p = x.fig(0), &q = x.fig(1);
    const double t = x.position();
    if (p.type == Type::Circle && q.type == Type::Circle) {
        const double d = distance(p.c, q.c);
        const double outer = std::abs(d - (p.r + q.r)), inner = std::abs(d - std::abs(p.r - q.r));
        const bool external = outer <= inner;
        return near(d, external ? p.r + q.r : std::abs(p.r - q.r), t, "units",
                    std::string("centre distance (touching ") + (external ? "outside" : "inside") + ")");
    }
    const Figure& line = p.type == Type::Line ? p : q;
    const Figure& circle = p.type == Type::Line ? q : p;
    if (length(line) == 0) return undefined_outcome("the line has zero length, so it has no direction");
    return near(distance_to_line(circle.c, line), circle.r, t, "units", "distance from the centre to the line");
}

Outcome collinear(const Context& x) {
    std::vector<Vec2> pts;
    for (size_t k = 0; k < x.c.objects.size(); ++k) pts.push_back(x.fig(k).p);
    size_t i = 0, j = 0;
    double far = -1;
    for (size_t a = 0; a < pts.size(); ++a)
        for (size_t b = a + 1; b < pts.size(); ++b)
            if (distance(pts[a], pts[b]) > far) far = distance(pts[a], pts[b]), i = a, j = b;
    double worst = 0;
    if (far > 0) {
        const Figure line = Figure::line(pts[i], pts[j], false);
        for (const Vec2& p : pts) worst = std::max(worst, distance_to_line(p, line));
    }
    return near(worst, 0, x.position(), "units", "farthest point from the line through the outermost two:");
}

Outcome concurrent(const Context& x) {
    std::string why;
    Figure l0 = x.fig(0), l1 = x.fig(1);
    l0.bounded = l1.bounded = false;
    const std::vector<Vec2> meet = intersections(l0, l1, 0, why);
    if (meet.empty()) return undefined_outcome("the first two lines do not meet: " + why);
    double worst = 0;
    for (size_t k = 2; k < x.c.objects.size(); ++k) worst = std::max(worst, distance_to_line(meet[0], x.fig(k)));
    return near(worst, 0, x.position(), "units",
                "the first two lines meet at " + words::point(meet[0]) + "; the farthest other line passes at");
}

Outcome bisects_angle(const Context& x) {
    const Figure& l = x.fig(0);
    const Vec2 a = x.fig(1).p, b = x.fig(2).p, c = x.fig(3).p;
    const double miss = distance_to_line(b, l);   // the line, not only the drawn piece
    if (miss > x.position())
        return near(miss, 0, x.position(), "units", "the line passes the angle's vertex at a distance of");
    const Vec2 u = a - b, v = c - b;
    if (u.norm() == 0 || v.norm() == 0) return undefined_outcome("the angle's vertex coincides with another of its points");
    Vec2 bisector = u / u.norm() + v / v.norm();
    if (bisector.norm() < 1e-12) bisector = Vec2(-u.y(), u.x());   // a straight angle: the perpendicular
    const Figure ideal = Figure::line(b, b + bisector, false);
    if (length(l) == 0) return undefined_outcome("the line has zero length, so it has no direction");
    return near(line_angle_degrees(l, ideal), 0, x.angle({&l}), "degrees", "angle between the line and the bisector");
}

// A point, or a circle's farthest (inside) or nearest (outside) point, against a circle.
Outcome inside_outside(const Context& x, bool inside) {
    const Figure &p = x.fig(0), &circle = x.fig(1);
    const bool round = p.type == Type::Circle;
    const double d = round ? distance(p.c, circle.c) + (inside ? p.r : -p.r) : distance(p.p, circle.c);
    Outcome o = compared(d, inside ? Comparison::Less : Comparison::Greater, circle.r, x.position(), "units");
    o.message = std::string(round ? (inside ? "its farthest point is " : "its nearest point is ") : "it is ") +
                number(d) + " from the centre, the radius is " + number(circle.r) + " (tolerance " +
                number(o.tolerance) + ")";
    return o;
}

Outcome sides(const Context& x, bool same) {
    const Vec2 p = x.fig(0).p, q = x.fig(1).p;
    const Figure& line = x.fig(2);
    if (length(line) == 0) return undefined_outcome("the line has zero length, so it has no sides");
    const double sp = side_of(p, line), sq = side_of(q, line), t = x.position();
    Outcome o;
    o.tolerance = t;
    o.unit = "units";
    o.comparison = ">";
    o.required = 0;
    // q's distance from the line, positive on the side the relation wants it.
    o.measured = (sp >= 0 ? 1 : -1) * (same ? 1 : -1) * sq;
    if (std::abs(sp) <= t || std::abs(sq) <= t) {
        o.message = std::string("a point lies on the line (") + number(std::min(std::abs(sp), std::abs(sq))) +
                    " from it, within " + number(t) + "), so it is on neither side";
        return o;
    }
    o.satisfied = o.measured > 0;
    o.message = std::string("the points are ") + (sp * sq > 0 ? "on the same side" : "on opposite sides") + " (" +
                number(std::abs(sp)) + " and " + number(std::abs(sq)) + " from the line)";
    return o;
}

}  // namespace

const char* name(Relation r) {
    switch (r) {
        case Relation::On: return "on";
        case Relation::Coincide: return "coincide";
        case Relation::Endpoint: return "endpoint";
        case Relation::Tangent: return "tangent";
        case Relation::Perpendicular: return "perpendicular";
        case Relation::Parallel: return "parallel";
        case Relation::Collinear: return "collinear";
        case Relation::Concurrent: return "concurrent";
        case Relation::Equal: return "equal";
        case Relation::Midpoint: return "midpoint";
        case Relation::BisectsSegment: return "bisects_segment";
        case Relation::BisectsAngle: return "bisects_angle";
        case Relation::Inside: return "inside";
        case Relation::Outside: return "outside";
        case Relation::SameSide: return "same_side";
        case Relation::OppositeSide: return "opposite_side";
        case Relation::Compare: return "compare";
        case Relation::Any: return "any";
        case Relation::All: return "all";
        case Relation::Not: return "not";
        case Relation::Vertical: return "vertical";
        case Relation::Horizontal: return "horizontal";
        case Relation::Points: return "points";
        case Relation::PointsAwayFrom: return "points_away_from";
        case Relation::PointsTowards: return "points_towards";
        case Relation::StartsAt: return "starts_at";
        case Relation::Clockwise: return "clockwise";
        case Relation::Counterclockwise: return "counterclockwise";
        case Relation::Above: return "above";
        case Relation::Below: return "below";
        case Relation::Convex: return "convex";
        case Relation::Regular: return "regular";
        case Relation::Inscribed: return "inscribed";
        case Relation::Congruent: return "congruent";
        case Relation::Similar: return "similar";
    }
    return "?";
}

std::vector<int> objects_of(const Constraint& c) {
    std::vector<int> out = c.objects;
    for (const Measure& m : c.measures) objects_of(m, out);
    for (const Constraint& child : c.children) {
        const std::vector<int> inner = objects_of(child);
        out.insert(out.end(), inner.begin(), inner.end());
    }
    return out;
}

Outcome measure_relation(const Constraint& c, const std::vector<Figure>& figures, const DrawingScale& scale,
                         const MeasureUnit& unit) {
    const Context x{c, figures, scale, unit};
    if (!c.children.empty()) return combine(x);
    for (const int k : objects_of(c))
        if (!figures[static_cast<size_t>(k)].defined) return undefined_outcome(figures[static_cast<size_t>(k)].why);
    if (Outcome shaped; measure_shape_relation(c, figures, scale, shaped)) return shaped;
    const double t = x.position();
    switch (c.relation) {
        case Relation::On:
            return near(distance_to(x.fig(0).p, x.fig(1)), 0, t, "units", "distance");
        case Relation::Coincide:
            return near(distance(x.fig(0).p, x.fig(1).p), 0, t, "units", "distance");
        case Relation::Endpoint: {
            const Figure& s = x.fig(1);
            const Vec2 p = x.fig(0).p;
            return near(std::min(distance(p, s.a), distance(p, s.b)), 0, t, "units", "distance to the nearer end");
        }
        case Relation::Tangent: return tangent(x);
        case Relation::Perpendicular:
        case Relation::Parallel: {
            const Figure &l = x.fig(0), &m = x.fig(1);
            const double a = line_angle_degrees(l, m);
            if (std::isnan(a)) return undefined_outcome("a line has zero length, so it has no direction");
            return near(a, c.relation == Relation::Perpendicular ? 90 : 0, x.angle({&l, &m}), "degrees", "angle");
        }
        case Relation::Collinear: return collinear(x);
        case Relation::Concurrent: return concurrent(x);
        case Relation::Midpoint: {
            const Vec2 m = x.fig(0).p;
            const Vec2 mid = c.objects.size() == 2 ? (x.fig(1).a + x.fig(1).b) / 2 : (x.fig(1).p + x.fig(2).p) / 2;
            return near(distance(m, mid), 0, t, "units", "distance from the midpoint " + words::point(mid) + ":");
        }
        case Relation::BisectsSegment: {
            const Figure &l = x.fig(0), &s = x.fig(1);
            const Vec2 mid = (s.a + s.b) / 2;
            return near(distance_to(mid, l), 0, t, "units", "distance from the midpoint " + words::point(mid) + ":");
        }
        case Relation::BisectsAngle: return bisects_angle(x);
        case Relation::Inside: return inside_outside(x, true);
        case Relation::Outside: return inside_outside(x, false);
        case Relation::SameSide: return sides(x, true);
        case Relation::OppositeSide: return sides(x, false);
        case Relation::Equal: {
            std::vector<double> values;
            std::string why;
            for (const Measure& m : c.measures) values.push_back(evaluate(m, figures, why, unit.per));
            for (const double v : values)
                if (!std::isfinite(v)) return undefined_outcome(why.empty() ? "a measure is not a number" : why);
            const auto [lo, hi] = std::minmax_element(values.begin(), values.end());
            const Dimension d = c.measures.front().dimension;
            const std::string u = unit_of(d, unit);
            Outcome o = near(*hi - *lo, 0, measure_tolerance(x, d), u.c_str(), "spread");
            std::string list;
            for (const double v : values) list += (list.empty() ? "" : ", ") + number(v);
            o.message = "values " + list + ": " + o.message;
            return o;
        }
        case Relation::Any:
        case Relation::All:
        case Relation::Not: return combine(x);
        case Relation::Vertical: return axis(x, true);
        case Relation::Horizontal: return axis(x, false);
        case Relation::Points: return points(x);
        case Relation::PointsAwayFrom: return away(x, true);
        case Relation::PointsTowards: return away(x, false);
        case Relation::StartsAt:
            return near(x.fig(1).type == Type::Circle ? std::abs(distance(x.fig(0).a, x.fig(1).c) - x.fig(1).r)
                                                      : reach(x.fig(0).a, x.fig(1)),
                        0, t, "units", "distance from the tail");
        case Relation::Clockwise: return orientation(x, true);
        case Relation::Counterclockwise: return orientation(x, false);
        case Relation::Above: return above(x, true);
        case Relation::Below: return above(x, false);
        case Relation::Convex:
        case Relation::Regular:
        case Relation::Inscribed:
        case Relation::Congruent:
        case Relation::Similar: break;   // measure_shape_relation's
        case Relation::Compare: {
            std::string why;
            const double a = evaluate(c.measures[0], figures, why, unit.per),
                         b = evaluate(c.measures[1], figures, why, unit.per);
            if (!std::isfinite(a) || !std::isfinite(b))
                return undefined_outcome(why.empty() ? "a measure is not a number" : why);
            const Dimension d = c.measures[0].dimension;
            Outcome o = compared(a, c.comparison, b, measure_tolerance(x, d), "");
            o.unit = unit_of(d, unit);
            return o;
        }
    }
    return undefined_outcome("unknown relation");
}

}  // namespace plumbline::constraints
