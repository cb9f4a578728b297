// The constraints language's later parts measured directly on figures: any/all/not
// (nested, with undefined objects), vertical/horizontal, arrows (points,
// points_away_from, points_towards, starts_at), orientation, the named constructions
// (circumcircle, perpendicular bisector, reflection, rotation, homothety, angle bisector),
// distance to a line, and lengths in a unit: exact, just inside, just outside, degenerate.
#include <doctest/doctest.h>

#include <cmath>
#include <optional>
#include <vector>

#include "checks/constraints/measure.hpp"
#include "checks/constraints/objects.hpp"
#include "checks/constraints/relations.hpp"

#include "constraints_figures.hpp"

using namespace plumbline;
using namespace plumbline::constraints;
using namespace plumbline::constraints::test;

namespace {



// An arrow of length `len` from (x, y) at `deg` degrees from the +x axis (y down).
Figure A(double x, double y, double deg, double len = 100) {
    return S(x, y, x + len * std::cos(deg * kDeg), y + len * std::sin(deg * kDeg));
}

Constraint rel(Relation r, std::vector<int> objects) {
    Constraint c;
    c.relation = r;
    c.objects = std::move(objects);
    c.text = name(r);
    return c;
}



Constraint combinator(Relation r, std::vector<Constraint> children) {
    Constraint c;
    c.relation = r;
    c.children = std::move(children);
    c.text = name(r);
    return c;
}

Figure derived(Op op, const std::vector<Figure>& figures, double number = 0) {
    Object o;
    o.op = op;
    o.number = number;
    for (size_t k = 0; k < figures.size(); ++k) o.args.push_back(static_cast<int>(k));
    return derive(o, figures, 1e-6);
}

}  // namespace

TEST_CASE("constraints any/all/not: counts of nested relations, undefined ones never shown false") {
    // Figures: 0 (50, 4.9) on, 1 (50, 5.1) off the segment 2.
    const std::vector<Figure> f = {P(50, 4.9), P(50, 5.1), S(0, 0, 100, 0), Figure::undefined("no circle left")};
    const Constraint on_in = rel(Relation::On, {0, 2}), on_out = rel(Relation::On, {1, 2});
    const Constraint on_undefined = rel(Relation::Coincide, {0, 3});
    CHECK(measure_relation(combinator(Relation::Any, {on_out, on_in}), f, scale()).satisfied);
    CHECK_FALSE(measure_relation(combinator(Relation::Any, {on_out, on_out}), f, scale()).satisfied);
    const Outcome all = measure_relation(combinator(Relation::All, {on_in, on_out}), f, scale());
    CHECK_FALSE(all.satisfied);
    CHECK(all.measured == 1);
    CHECK(all.required == 2);
    CHECK(measure_relation(combinator(Relation::All, {on_in, on_in}), f, scale()).satisfied);
    CHECK(measure_relation(combinator(Relation::Not, {on_out}), f, scale()).satisfied);
    CHECK_FALSE(measure_relation(combinator(Relation::Not, {on_in}), f, scale()).satisfied);
    // not(undefined) fails: nothing was measured, so nothing is shown false.
    const Outcome n = measure_relation(combinator(Relation::Not, {on_undefined}), f, scale());
    CHECK_FALSE(n.satisfied);
    CHECK(n.message.find("could not be measured") != std::string::npos);
    // any() with an undefined branch still holds through another.
    CHECK(measure_relation(combinator(Relation::Any, {on_undefined, on_in}), f, scale()).satisfied);
    // Nested: not(any(off, off)) holds; all(any(in, off), not(off)) holds.
    CHECK(measure_relation(combinator(Relation::Not, {combinator(Relation::Any, {on_out, on_out})}), f, scale()).satisfied);
    CHECK(measure_relation(combinator(Relation::All, {combinator(Relation::Any, {on_in, on_out}),
                                                      combinator(Relation::Not, {on_out})}),
                           f, scale())
              .satisfied);
}

TEST_CASE("constraints vertical/horizontal: the angle from the page's axes") {
    // 100-unit lines: tolerance atan(5/100) = 2.862°.
    CHECK(holds(Relation::Vertical, {A(0, 0, 90)}));
    CHECK(holds(Relation::Vertical, {A(0, 0, 92.8)}));
    CHECK_FALSE(holds(Relation::Vertical, {A(0, 0, 92.9)}));
    CHECK(holds(Relation::Vertical, {A(0, 0, -90)}));   // either sense
    CHECK(holds(Relation::Horizontal, {A(0, 0, 182.8)}));
    CHECK_FALSE(holds(Relation::Horizontal, {A(0, 0, 2.9)}));
    CHECK(std::isnan(run(Relation::Vertical, {S(3, 3, 3, 3)}).measured));   // zero length: no direction
}

TEST_CASE("constraints points: an arrow's sense against a word or a segment") {
    Constraint down = rel(Relation::Points, {0});
    down.direction = Vec2(0, 1);
    CHECK(measure_relation(down, {A(0, 0, 90)}, scale()).satisfied);
    CHECK(measure_relation(down, {A(0, 0, 92.8)}, scale()).satisfied);
    CHECK_FALSE(measure_relation(down, {A(0, 0, 92.9)}, scale()).satisfied);
    const Outcome up = measure_relation(down, {A(0, 0, -90)}, scale());   // pointing up: 180° off
    CHECK_FALSE(up.satisfied);
    CHECK(up.measured == doctest::Approx(180));
    CHECK(std::isnan(measure_relation(down, {S(1, 1, 1, 1)}, scale()).measured));
    // Along a segment from its first point to its second; the reverse is 180° off.
    CHECK(holds(Relation::Points, {A(0, 0, 30), S(0, 0, 100 * std::cos(30 * kDeg), 100 * std::sin(30 * kDeg))}));
    CHECK_FALSE(holds(Relation::Points, {A(0, 0, 210), S(0, 0, 100 * std::cos(30 * kDeg), 100 * std::sin(30 * kDeg))}));
}

TEST_CASE("constraints points_away_from / points_towards: the head more than t farther or nearer") {
    const Figure ground = L(0, 0, 100, 0);
    CHECK(holds(Relation::PointsAwayFrom, {S(0, -10, 0, -15.1), ground}));    // 5.1 farther
    CHECK_FALSE(holds(Relation::PointsAwayFrom, {S(0, -10, 0, -14.9), ground}));
    CHECK_FALSE(holds(Relation::PointsAwayFrom, {S(0, -10, 50, -10), ground}));   // along it: neither
    CHECK(holds(Relation::PointsTowards, {S(0, -15.1, 0, -10), ground}));
    CHECK_FALSE(holds(Relation::PointsTowards, {S(0, -10, 0, -15.1), ground}));
    // A point, a circle (its centre).
    CHECK(holds(Relation::PointsTowards, {S(100, 0, 40, 0), P(0, 0)}));
    CHECK(holds(Relation::PointsAwayFrom, {S(50, 0, 80, 0), C(0, 0, 50)}));
    // A zero-length arrow points nowhere.
    CHECK_FALSE(holds(Relation::PointsAwayFrom, {S(0, -10, 0, -10), ground}));
}

TEST_CASE("constraints starts_at: the tail on a point, a line or a circle") {
    CHECK(holds(Relation::StartsAt, {S(0, 4.9, 0, 100), P(0, 0)}));
    CHECK_FALSE(holds(Relation::StartsAt, {S(0, 5.1, 0, 100), P(0, 0)}));
    CHECK_FALSE(holds(Relation::StartsAt, {S(0, 100, 0, 0), P(0, 0)}));   // it ends there, it does not start there
    CHECK(holds(Relation::StartsAt, {S(50, 4.9, 50, 100), S(0, 0, 100, 0)}));
    CHECK_FALSE(holds(Relation::StartsAt, {S(120, 0, 120, 100), S(0, 0, 100, 0)}));   // beyond the drawn segment
    CHECK(holds(Relation::StartsAt, {S(120, 0, 120, 100), L(0, 0, 100, 0)}));        // on the whole line
    CHECK(holds(Relation::StartsAt, {S(54.9, 0, 100, 0), C(0, 0, 50)}));
    CHECK_FALSE(holds(Relation::StartsAt, {S(44.9, 0, 100, 0), C(0, 0, 50)}));
}

TEST_CASE("constraints clockwise / counterclockwise: as drawn, y down") {
    // (0,0) -> (100,0) -> (50, 5.1): the third point below the first two on the page: clockwise.
    CHECK(holds(Relation::Clockwise, {P(0, 0), P(100, 0), P(50, 5.1)}));
    CHECK_FALSE(holds(Relation::Clockwise, {P(0, 0), P(100, 0), P(50, 4.9)}));   // within t of the line
    CHECK_FALSE(holds(Relation::Counterclockwise, {P(0, 0), P(100, 0), P(50, 4.9)}));
    CHECK(holds(Relation::Counterclockwise, {P(0, 0), P(100, 0), P(50, -5.1)}));
    CHECK_FALSE(holds(Relation::Clockwise, {P(0, 0), P(100, 0), P(50, -50)}));
    CHECK(std::isnan(run(Relation::Clockwise, {P(0, 0), P(0, 0), P(50, 50)}).measured));
}

TEST_CASE("constraints above / below: the page's upper or lower side of a line, as drawn") {
    // Exact: 50 above the line y = 100 (smaller y is higher on the page).
    Outcome o = run(Relation::Above, {P(50, 50), L(0, 100, 100, 100)});
    CHECK(o.satisfied);
    CHECK(o.measured == doctest::Approx(50));
    CHECK(holds(Relation::Below, {P(50, 150), L(0, 100, 100, 100)}));
    // Just inside and just outside the tolerance band (t = 5): within t is on neither side.
    CHECK(holds(Relation::Above, {P(50, 94.9), L(0, 100, 100, 100)}));
    CHECK_FALSE(holds(Relation::Above, {P(50, 95.1), L(0, 100, 100, 100)}));
    CHECK_FALSE(holds(Relation::Below, {P(50, 95.1), L(0, 100, 100, 100)}));
    // The line's direction does not matter; a slanted line's upper side.
    CHECK(holds(Relation::Above, {P(50, 50), L(100, 100, 0, 100)}));
    CHECK(holds(Relation::Above, {P(0, 0), L(0, 100, 100, 0)}));
    CHECK(holds(Relation::Below, {P(100, 100), L(0, 100, 100, 0)}));
    // Degenerate: a vertical line has no upper side, a zero-length one no direction.
    CHECK(std::isnan(run(Relation::Above, {P(50, 50), L(0, 0, 0, 100)}).measured));
    CHECK(std::isnan(run(Relation::Above, {P(50, 50), L(10, 10, 10, 10)}).measured));
}

TEST_CASE("constraints constructions: circumcircle, perpendicular bisector, reflection, rotation, homothety, angle bisector") {
    const Figure c = derived(Op::Circumcircle, {P(0, 0), P(100, 0), P(0, 100)});
    REQUIRE(c.defined);
    CHECK(c.c.x() == doctest::Approx(50));
    CHECK(c.c.y() == doctest::Approx(50));
    CHECK(c.r == doctest::Approx(std::sqrt(5000.0)));
    CHECK_FALSE(derived(Op::Circumcircle, {P(0, 0), P(50, 0), P(100, 0)}).defined);   // collinear
    CHECK_FALSE(derived(Op::Circumcircle, {P(0, 0), P(0, 0), P(100, 0)}).defined);    // coincident

    const Figure b = derived(Op::PerpBisector, {S(0, 0, 100, 0)});
    REQUIRE(b.defined);
    CHECK_FALSE(b.bounded);
    CHECK(distance_to_line(Vec2(50, 123), b) == doctest::Approx(0));
    CHECK(distance_to_line(Vec2(0, 0), b) == doctest::Approx(50));
    CHECK_FALSE(derived(Op::PerpBisector, {P(7, 7), P(7, 7)}).defined);

    const Figure r = derived(Op::Reflection, {P(10, 20), L(0, 0, 100, 0)});
    CHECK(r.p.x() == doctest::Approx(10));
    CHECK(r.p.y() == doctest::Approx(-20));
    const Figure rp = derived(Op::Reflection, {P(10, 20), P(0, 0)});
    CHECK(rp.p.x() == doctest::Approx(-10));
    CHECK(rp.p.y() == doctest::Approx(-20));
    CHECK_FALSE(derived(Op::Reflection, {P(10, 20), S(3, 3, 3, 3)}).defined);

    // 90° counterclockwise as drawn: from the right of the centre to above it (smaller y).
    const Figure q = derived(Op::Rotation, {P(100, 0), P(0, 0)}, 90);
    CHECK(q.p.x() == doctest::Approx(0).epsilon(1e-9));
    CHECK(q.p.y() == doctest::Approx(-100));
    const Figure qc = derived(Op::Rotation, {P(100, 0), P(0, 0)}, -90);
    CHECK(qc.p.y() == doctest::Approx(100));
    CHECK(derived(Op::Rotation, {P(5, 5), P(5, 5)}, 90).p.x() == doctest::Approx(5));   // the centre stays

    const Figure h = derived(Op::Homothety, {P(10, 0), P(0, 0)}, 3);
    CHECK(h.p.x() == doctest::Approx(30));
    CHECK(derived(Op::Homothety, {P(10, 0), P(0, 0)}, -1).p.x() == doctest::Approx(-10));

    const Figure ab = derived(Op::AngleBisector, {P(100, 0), P(0, 0), P(0, 100)});
    REQUIRE(ab.defined);
    CHECK(distance_to_line(Vec2(50, 50), ab) == doctest::Approx(0).epsilon(1e-9));
    CHECK_FALSE(derived(Op::AngleBisector, {P(0, 0), P(0, 0), P(0, 100)}).defined);
}

TEST_CASE("constraints measures: distance from a point to a line, and lengths in a unit") {
    const std::vector<Figure> f = {P(50, 30), S(0, 0, 100, 0), S(0, 0, 40, 0)};
    Measure m;
    std::string error;
    const Resolve resolve = [](const std::string& n, Type& t) {
        t = n == "P" ? Type::Point : Type::Line;
        return n == "P" ? 0 : n == "s" ? 1 : n == "u" ? 2 : -1;
    };
    REQUIRE(parse_measure("distance(P, s)", resolve, m, error));
    std::string why;
    CHECK(evaluate(m, f, why) == doctest::Approx(30));
    // Beyond the drawn segment: still the whole line's distance.
    const std::vector<Figure> beyond = {P(250, 30), S(0, 0, 100, 0), S(0, 0, 40, 0)};
    CHECK(evaluate(m, beyond, why) == doctest::Approx(30));
    CHECK_FALSE(parse_measure("distance(s, P)", resolve, m, error));

    // 20 scene units per cm: a 100-unit segment is 5 cm; t = 5 units is 0.25 cm.
    Measure len;
    REQUIRE(parse_measure("length(s)", resolve, len, error));
    Measure five;
    REQUIRE(parse_measure("5.24", resolve, five, error));
    Constraint c;
    c.relation = Relation::Compare;
    c.comparison = Comparison::Equal;
    c.measures = {len, five};
    const MeasureUnit cm{20, "cm"};
    const Outcome in = measure_relation(c, f, scale(), cm);
    CHECK(in.satisfied);
    CHECK(in.measured == doctest::Approx(5));
    CHECK(in.tolerance == doctest::Approx(0.25));
    CHECK(in.unit == "cm");
    REQUIRE(parse_measure("5.26", resolve, five, error));
    c.measures = {len, five};
    CHECK_FALSE(measure_relation(c, f, scale(), cm).satisfied);
    // A tolerance the task writes is in the unit.
    c.tolerance = 0.3;
    CHECK(measure_relation(c, f, scale(), cm).satisfied);
}
