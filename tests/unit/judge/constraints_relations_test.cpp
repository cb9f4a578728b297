// Each relation of the constraints check on exact input, on both sides of its tolerance
// (just inside, just outside) and on degenerate input (zero-length segments, coincident
// points, parallel lines), measured directly on figures.
#include <doctest/doctest.h>

#include <cmath>
#include <optional>
#include <vector>

#include "checks/constraints/measure.hpp"
#include "checks/constraints/relations.hpp"

#include "constraints_figures.hpp"

using namespace plumbline;
using namespace plumbline::constraints;
using namespace plumbline::constraints::test;

namespace {





Measure parsed(const std::string& text, const std::vector<std::pair<std::string, Type>>& names) {
    Measure m;
    std::string error;
    const Resolve resolve = [&](const std::string& name, Type& t) {
        for (size_t k = 0; k < names.size(); ++k)
            if (names[k].first == name) {
                t = names[k].second;
                return static_cast<int>(k);
            }
        return -1;
    };
    REQUIRE_MESSAGE(parse_measure(text, resolve, m, error), error);
    return m;
}

Outcome measures(Relation r, std::vector<Measure> ms, const std::vector<Figure>& figures, Comparison op = Comparison::Equal) {
    Constraint c;
    c.relation = r;
    c.measures = std::move(ms);
    c.comparison = op;
    return measure_relation(c, figures, scale());
}

}  // namespace

TEST_CASE("constraints on: a point on a segment, a whole line, a circle") {
    CHECK(holds(Relation::On, {P(50, 0), S(0, 0, 100, 0)}));
    CHECK(run(Relation::On, {P(50, 0), S(0, 0, 100, 0)}).measured == doctest::Approx(0));
    CHECK(holds(Relation::On, {P(50, 4.9), S(0, 0, 100, 0)}));
    CHECK_FALSE(holds(Relation::On, {P(50, 5.1), S(0, 0, 100, 0)}));
    // Past the segment's end: the segment is missed, the whole line is not.
    CHECK_FALSE(holds(Relation::On, {P(120, 0), S(0, 0, 100, 0)}));
    CHECK(holds(Relation::On, {P(120, 0), L(0, 0, 100, 0)}));
    CHECK(holds(Relation::On, {P(104.9, 0), S(0, 0, 100, 0)}));
    // A circle's boundary, from inside and outside.
    CHECK(holds(Relation::On, {P(54.9, 0), C(0, 0, 50)}));
    CHECK(holds(Relation::On, {P(45.1, 0), C(0, 0, 50)}));
    CHECK_FALSE(holds(Relation::On, {P(55.1, 0), C(0, 0, 50)}));
    // Degenerate: a zero-length segment is its point.
    CHECK(holds(Relation::On, {P(3, 4), S(0, 0, 0, 0)}));
    CHECK(run(Relation::On, {P(3, 4), S(0, 0, 0, 0)}).measured == doctest::Approx(5));
    CHECK_FALSE(holds(Relation::On, {P(3, 4.1), S(0, 0, 0, 0)}));
    // A task's own tolerance replaces the drawing's.
    CHECK_FALSE(holds(Relation::On, {P(50, 4.9), S(0, 0, 100, 0)}, 1.0));
    CHECK(holds(Relation::On, {P(50, 0.9), S(0, 0, 100, 0)}, 1.0));
}

TEST_CASE("constraints coincide and endpoint") {
    CHECK(holds(Relation::Coincide, {P(10, 10), P(10, 10)}));
    CHECK(holds(Relation::Coincide, {P(10, 10), P(14.9, 10)}));
    CHECK_FALSE(holds(Relation::Coincide, {P(10, 10), P(15.1, 10)}));
    CHECK(holds(Relation::Endpoint, {P(100, 4.9), S(0, 0, 100, 0)}));
    CHECK(holds(Relation::Endpoint, {P(0, 0), S(0, 0, 100, 0)}));
    CHECK_FALSE(holds(Relation::Endpoint, {P(50, 0), S(0, 0, 100, 0)}));   // on it, but not an end
    CHECK_FALSE(holds(Relation::Endpoint, {P(105.1, 0), S(0, 0, 100, 0)}));
    CHECK(holds(Relation::Endpoint, {P(0, 0), S(0, 0, 0, 0)}));            // zero length: both ends
}

TEST_CASE("constraints tangent: a line and a circle, two circles outside and inside") {
    CHECK(holds(Relation::Tangent, {S(-100, 50, 100, 50), C(0, 0, 50)}));
    CHECK(holds(Relation::Tangent, {C(0, 0, 50), S(-100, 54.9, 100, 54.9)}));
    CHECK(holds(Relation::Tangent, {S(-100, 45.1, 100, 45.1), C(0, 0, 50)}));
    CHECK_FALSE(holds(Relation::Tangent, {S(-100, 55.1, 100, 55.1), C(0, 0, 50)}));
    CHECK_FALSE(holds(Relation::Tangent, {S(-100, 44.9, 100, 44.9), C(0, 0, 50)}));
    // A segment is judged as its line: one touching the extension is tangent.
    CHECK(holds(Relation::Tangent, {S(100, 50, 200, 50), C(0, 0, 50)}));
    // Two circles touching from outside (d = r1 + r2) and from inside (d = r1 - r2).
    CHECK(holds(Relation::Tangent, {C(0, 0, 50), C(80, 0, 30)}));
    CHECK(holds(Relation::Tangent, {C(0, 0, 50), C(84.9, 0, 30)}));
    CHECK_FALSE(holds(Relation::Tangent, {C(0, 0, 50), C(85.1, 0, 30)}));
    CHECK(holds(Relation::Tangent, {C(0, 0, 50), C(20, 0, 30)}));
    CHECK_FALSE(holds(Relation::Tangent, {C(0, 0, 50), C(0, 0, 30)}));      // concentric: 20 off either way
    // Degenerate: a zero-length line has no direction.
    const Outcome o = run(Relation::Tangent, {S(0, 50, 0, 50), C(0, 0, 50)});
    CHECK_FALSE(o.satisfied);
    CHECK(std::isnan(o.measured));
}

TEST_CASE("constraints perpendicular and parallel: the angle tolerance follows the shorter line") {
    // Lines of length 100: atan(5 / 100) = 2.86 degrees.
    const auto tilted = [](double deg, double len) {
        const double a = deg * 3.14159265358979323846 / 180;
        return S(0, 0, len * std::cos(a), len * std::sin(a));
    };
    CHECK(run(Relation::Perpendicular, {S(0, 0, 100, 0), tilted(90, 100)}).tolerance == doctest::Approx(2.862).epsilon(0.001));
    CHECK(holds(Relation::Perpendicular, {S(0, 0, 100, 0), tilted(90, 100)}));
    CHECK(holds(Relation::Perpendicular, {S(0, 0, 100, 0), tilted(92.8, 100)}));
    CHECK_FALSE(holds(Relation::Perpendicular, {S(0, 0, 100, 0), tilted(92.9, 100)}));
    CHECK(run(Relation::Perpendicular, {S(0, 0, 100, 0), tilted(98, 100)}).measured == doctest::Approx(82));
    CHECK(holds(Relation::Parallel, {S(0, 0, 100, 0), tilted(180 - 2.8, 100)}));
    CHECK_FALSE(holds(Relation::Parallel, {S(0, 0, 100, 0), tilted(2.9, 100)}));
    // Long lines: atan(5 / 1000) = 0.29 degrees, raised to the 0.5 degree floor.
    CHECK(holds(Relation::Parallel, {S(0, 0, 1000, 0), tilted(0.49, 1000)}));
    CHECK_FALSE(holds(Relation::Parallel, {S(0, 0, 1000, 0), tilted(0.51, 1000)}));
    // Short lines: capped at 3 degrees; an 8-degree error fails however short the lines.
    CHECK(run(Relation::Parallel, {S(0, 0, 10, 0), tilted(8, 10)}).tolerance == doctest::Approx(3));
    CHECK_FALSE(holds(Relation::Parallel, {S(0, 0, 10, 0), tilted(8, 10)}));
    // Per relation, in degrees.
    CHECK(holds(Relation::Parallel, {S(0, 0, 100, 0), tilted(7.9, 100)}, 8.0));
    // Degenerate: a zero-length segment has no direction.
    const Outcome o = run(Relation::Perpendicular, {S(0, 0, 100, 0), S(5, 5, 5, 5)});
    CHECK_FALSE(o.satisfied);
    CHECK(o.message.find("zero length") != std::string::npos);
}

TEST_CASE("constraints collinear") {
    CHECK(holds(Relation::Collinear, {P(0, 0), P(50, 0), P(100, 0)}));
    CHECK(holds(Relation::Collinear, {P(0, 0), P(50, 4.9), P(100, 0), P(200, 0)}));
    CHECK_FALSE(holds(Relation::Collinear, {P(0, 0), P(50, 5.1), P(100, 0)}));
    // Degenerate: coincident points lie on every line through them.
    CHECK(holds(Relation::Collinear, {P(7, 7), P(7, 7), P(7, 7)}));
    CHECK(holds(Relation::Collinear, {P(7, 7), P(7, 7), P(50, 20)}));
}

TEST_CASE("constraints concurrent") {
    // Three lines through (50, 50).
    CHECK(holds(Relation::Concurrent, {S(0, 0, 100, 100), S(0, 100, 100, 0), S(50, 0, 50, 100)}));
    CHECK(holds(Relation::Concurrent, {S(0, 0, 100, 100), S(0, 100, 100, 0), S(54.9, 0, 54.9, 100)}));
    CHECK_FALSE(holds(Relation::Concurrent, {S(0, 0, 100, 100), S(0, 100, 100, 0), S(55.1, 0, 55.1, 100)}));
    // Segments meet where their lines do.
    CHECK(holds(Relation::Concurrent, {S(0, 0, 10, 10), S(0, 100, 10, 90), S(50, 0, 50, 10)}));
    // Degenerate: the first two are parallel and meet nowhere.
    const Outcome o = run(Relation::Concurrent, {S(0, 0, 100, 0), S(0, 10, 100, 10), S(50, 0, 50, 100)});
    CHECK_FALSE(o.satisfied);
    CHECK(o.message.find("parallel") != std::string::npos);
}

TEST_CASE("constraints midpoint, bisects_segment, bisects_angle") {
    CHECK(holds(Relation::Midpoint, {P(50, 0), S(0, 0, 100, 0)}));
    CHECK(holds(Relation::Midpoint, {P(54.9, 0), S(0, 0, 100, 0)}));
    CHECK_FALSE(holds(Relation::Midpoint, {P(55.1, 0), S(0, 0, 100, 0)}));
    CHECK(holds(Relation::Midpoint, {P(50, 0), P(0, 0), P(100, 0)}));
    CHECK(holds(Relation::Midpoint, {P(3, 0), P(0, 0), P(0, 0)}));          // coincident ends: the point itself
    CHECK_FALSE(holds(Relation::Midpoint, {P(6, 0), P(0, 0), P(0, 0)}));

    CHECK(holds(Relation::BisectsSegment, {S(50, -50, 50, 50), S(0, 0, 100, 0)}));
    CHECK(holds(Relation::BisectsSegment, {S(54.9, -50, 54.9, 50), S(0, 0, 100, 0)}));
    CHECK_FALSE(holds(Relation::BisectsSegment, {S(55.1, -50, 55.1, 50), S(0, 0, 100, 0)}));
    CHECK(holds(Relation::BisectsSegment, {S(50, 0, 50, 0), S(0, 0, 100, 0)}));   // a dot at the midpoint

    // The angle at B = (0, 0) between A = (100, 0) and C = (0, -100): bisector along (1, -1).
    CHECK(holds(Relation::BisectsAngle, {S(0, 0, 100, -100), P(100, 0), P(0, 0), P(0, -100)}));
    const auto ray = [](double deg) {
        const double a = deg * 3.14159265358979323846 / 180;
        return S(0, 0, 100 * std::cos(a), -100 * std::sin(a));
    };
    CHECK(holds(Relation::BisectsAngle, {ray(45 + 2.8), P(100, 0), P(0, 0), P(0, -100)}));
    CHECK_FALSE(holds(Relation::BisectsAngle, {ray(45 + 2.9), P(100, 0), P(0, 0), P(0, -100)}));
    CHECK(run(Relation::BisectsAngle, {ray(53), P(100, 0), P(0, 0), P(0, -100)}).measured == doctest::Approx(8));
    // The line must pass the vertex (as a whole line: a piece of the bisector away from B counts).
    CHECK(holds(Relation::BisectsAngle, {S(30, -30, 100, -100), P(100, 0), P(0, 0), P(0, -100)}));
    // Shifted down by 6.9 (4.88 from B) and by 7.3 (5.16 from B).
    CHECK(holds(Relation::BisectsAngle, {S(0, -6.9, 100, -106.9), P(100, 0), P(0, 0), P(0, -100)}));
    CHECK_FALSE(holds(Relation::BisectsAngle, {S(0, -7.3, 100, -107.3), P(100, 0), P(0, 0), P(0, -100)}));
    // Degenerate: the vertex coincides with A.
    CHECK_FALSE(holds(Relation::BisectsAngle, {S(0, 0, 100, -100), P(0, 0), P(0, 0), P(0, -100)}));
}

TEST_CASE("constraints inside and outside") {
    CHECK(holds(Relation::Inside, {P(10, 0), C(0, 0, 50)}));
    CHECK(holds(Relation::Inside, {P(54.9, 0), C(0, 0, 50)}));        // on the boundary, within t, counts
    CHECK_FALSE(holds(Relation::Inside, {P(55.1, 0), C(0, 0, 50)}));
    CHECK(holds(Relation::Outside, {P(45.1, 0), C(0, 0, 50)}));
    CHECK_FALSE(holds(Relation::Outside, {P(44.9, 0), C(0, 0, 50)}));
    // Circles: the farthest point (inside), the nearest point (outside).
    CHECK(holds(Relation::Inside, {C(10, 0, 40), C(0, 0, 50)}));
    CHECK_FALSE(holds(Relation::Inside, {C(16, 0, 40), C(0, 0, 50)}));
    CHECK(holds(Relation::Outside, {C(100, 0, 40), C(0, 0, 50)}));
    CHECK_FALSE(holds(Relation::Outside, {C(80, 0, 40), C(0, 0, 50)}));
    // Degenerate: a zero circle at the centre is inside.
    CHECK(holds(Relation::Inside, {C(0, 0, 0), C(0, 0, 0)}));
}

TEST_CASE("constraints same_side and opposite_side") {
    const Figure line = S(0, 0, 100, 0);
    CHECK(holds(Relation::SameSide, {P(10, 20), P(80, 30), line}));
    CHECK_FALSE(holds(Relation::SameSide, {P(10, 20), P(80, -30), line}));
    CHECK(holds(Relation::OppositeSide, {P(10, 20), P(80, -30), line}));
    CHECK_FALSE(holds(Relation::OppositeSide, {P(10, 20), P(80, 30), line}));
    // A point within t of the line is on neither side.
    CHECK(holds(Relation::SameSide, {P(10, 5.1), P(80, 30), line}));
    CHECK_FALSE(holds(Relation::SameSide, {P(10, 4.9), P(80, 30), line}));
    CHECK_FALSE(holds(Relation::OppositeSide, {P(10, -4.9), P(80, 30), line}));
    // Degenerate: a zero-length line has no sides.
    CHECK_FALSE(holds(Relation::SameSide, {P(10, 20), P(80, 30), S(5, 5, 5, 5)}));
}

TEST_CASE("constraints equal and compare: measures with their dimension's tolerance") {
    const std::vector<std::pair<std::string, Type>> names = {{"AB", Type::Line}, {"c1", Type::Circle}, {"c2", Type::Circle},
                                                             {"A", Type::Point}, {"B", Type::Point}, {"C", Type::Point}};
    const auto figs = [](double r1, double r2) {
        return std::vector<Figure>{S(0, 0, 100, 0), C(0, 0, r1), C(100, 0, r2), P(0, 0), P(100, 0), P(0, 100)};
    };
    const Measure r1 = parsed("radius(c1)", names), r2 = parsed("radius(c2)", names);
    CHECK(measures(Relation::Equal, {r1, r2}, figs(60, 60)).satisfied);
    CHECK(measures(Relation::Equal, {r1, r2}, figs(60, 64.9)).satisfied);
    CHECK_FALSE(measures(Relation::Equal, {r1, r2}, figs(60, 65.1)).satisfied);
    // radius(c1) > 0.5 * length(AB) = 50: lenient by t, as the published script is by its tolerance.
    const Measure half = parsed("0.5 * length(AB)", names);
    CHECK(measures(Relation::Compare, {r1, half}, figs(60, 60), Comparison::Greater).satisfied);
    CHECK(measures(Relation::Compare, {r1, half}, figs(45.1, 60), Comparison::Greater).satisfied);
    CHECK_FALSE(measures(Relation::Compare, {r1, half}, figs(44.9, 60), Comparison::Greater).satisfied);
    CHECK(measures(Relation::Compare, {r1, half}, figs(54.9, 60), Comparison::Less).satisfied);
    CHECK_FALSE(measures(Relation::Compare, {r1, half}, figs(55.1, 60), Comparison::Less).satisfied);
    CHECK(measures(Relation::Compare, {r1, half}, figs(55.1, 60), Comparison::NotEqual).satisfied);
    CHECK_FALSE(measures(Relation::Compare, {r1, half}, figs(54.9, 60), Comparison::NotEqual).satisfied);
    // Angles in degrees: angle(B, A, C) = 90.
    const Measure right = parsed("angle(B, A, C)", names);
    Measure ninety;
    ninety.kind = Measure::Kind::Number;
    ninety.number = 90;
    ninety.dimension = Dimension::Angle;
    const Outcome o = measures(Relation::Compare, {right, ninety}, figs(60, 60), Comparison::Equal);
    CHECK(o.satisfied);
    CHECK(o.unit == "degrees");
    CHECK(o.measured == doctest::Approx(90));
    // Degenerate: an angle whose vertex coincides with an arm's point is not a number.
    const Measure flat = parsed("angle(A, A, C)", names);
    const Outcome d = measures(Relation::Equal, {flat, right}, figs(60, 60));
    CHECK_FALSE(d.satisfied);
    CHECK(std::isnan(d.measured));
}

TEST_CASE("constraints measures: parse errors say where, and lengths do not mix with angles") {
    const Resolve resolve = [](const std::string& name, Type& t) {
        if (name == "AB") return t = Type::Line, 0;
        if (name == "A" || name == "B" || name == "C") return t = Type::Point, name == "A" ? 1 : name == "B" ? 2 : 3;
        return -1;
    };
    Measure m;
    std::string error;
    CHECK_FALSE(parse_measure("length(AB) + angle(A, B, C)", resolve, m, error));
    CHECK(error.find("cannot add") != std::string::npos);
    CHECK_FALSE(parse_measure("length(AB", resolve, m, error));
    CHECK(error.find("column 10") != std::string::npos);
    CHECK_FALSE(parse_measure("length(XY)", resolve, m, error));
    CHECK(error.find("no object named \"XY\"") != std::string::npos);
    CHECK_FALSE(parse_measure("radius(AB)", resolve, m, error));
    CHECK(error.find("radius() takes one circle") != std::string::npos);
    CHECK_FALSE(parse_measure("length(AB) * length(AB)", resolve, m, error));
    CHECK(parse_measure("2 * (length(AB) - 3) / 4", resolve, m, error));
    CHECK(m.dimension == Dimension::Length);
    CHECK(parse_measure("length(AB) / distance(A, B)", resolve, m, error));
    CHECK(m.dimension == Dimension::Scalar);
    std::string deep(200, '(');
    CHECK_FALSE(parse_measure(deep, resolve, m, error));
    CHECK(error.find("nested") != std::string::npos);

    std::string left, right;
    Comparison op;
    CHECK(split_comparison("radius(c) >= 0.5 * length(AB)", left, op, right));
    CHECK(op == Comparison::GreaterEqual);
    CHECK(right == " 0.5 * length(AB)");
    CHECK_FALSE(split_comparison("a < b < c", left, op, right));
    CHECK_FALSE(split_comparison("length(AB)", left, op, right));
}

TEST_CASE("constraints constructions: intersections, feet, tangent points and their degenerate cases") {
    std::string why;
    // Parallel lines have no intersection; crossing ones one.
    CHECK(intersections(S(0, 0, 100, 0), S(0, 10, 100, 10), 1e-6, why).empty());
    CHECK(why == "the lines are parallel");
    const auto x = intersections(S(0, 0, 100, 100), S(0, 100, 100, 0), 1e-6, why);
    REQUIRE(x.size() == 1);
    CHECK(x[0].x() == doctest::Approx(50));
    // A zero-length segment has no direction.
    CHECK(intersections(S(5, 5, 5, 5), S(0, 100, 100, 0), 1e-6, why).empty());
    CHECK(why.find("zero length") != std::string::npos);
    // Circles: two points, topmost first; apart; one inside the other; concentric; touching once.
    const auto two = intersections(C(0, 0, 50), C(60, 0, 50), 1e-6, why);
    REQUIRE(two.size() == 2);
    CHECK(two[0].y() < two[1].y());
    CHECK(two[0].x() == doctest::Approx(30));
    CHECK(intersections(C(0, 0, 50), C(120, 0, 50), 1e-6, why).empty());
    CHECK(why.find("do not meet (20 apart)") != std::string::npos);
    CHECK(intersections(C(0, 0, 50), C(5, 0, 10), 1e-6, why).empty());
    CHECK(why.find("inside") != std::string::npos);
    CHECK(intersections(C(0, 0, 50), C(0, 0, 50), 1e-6, why).empty());
    CHECK(why == "the circles are concentric");
    CHECK(intersections(C(0, 0, 50), C(100, 0, 50), 1e-6, why).size() == 1);
    // A line and a circle.
    CHECK(intersections(S(-100, 30, 100, 30), C(0, 0, 50), 1e-6, why).size() == 2);
    CHECK(intersections(S(-100, 60, 100, 60), C(0, 0, 50), 1e-6, why).empty());
    // Feet and tangent points.
    const Figure f = foot(Vec2(30, 40), S(0, 0, 100, 0), 1e-6);
    REQUIRE(f.defined);
    CHECK(f.p.x() == doctest::Approx(30));
    CHECK(f.p.y() == doctest::Approx(0));
    CHECK_FALSE(foot(Vec2(30, 40), S(5, 5, 5, 5), 1e-6).defined);
    const Figure t = tangent_from(Vec2(100, 0), C(0, 0, 50), 0, 1e-6);
    REQUIRE(t.defined);
    CHECK(distance(t.p, Vec2(0, 0)) == doctest::Approx(50));
    CHECK((t.p - Vec2(0, 0)).dot(t.p - Vec2(100, 0)) == doctest::Approx(0).epsilon(1e-9));
    CHECK_FALSE(tangent_from(Vec2(10, 0), C(0, 0, 50), 0, 1e-6).defined);
}

TEST_CASE("constraints: an undefined object makes its relations fail with the reason, never pass") {
    const Figure missing = Figure::undefined("the circles do not meet (3 apart)");
    const Outcome o = run(Relation::On, {missing, S(0, 0, 100, 0)});
    CHECK_FALSE(o.satisfied);
    CHECK(std::isnan(o.measured));
    CHECK(o.message.find("do not meet") != std::string::npos);
}
