// Polygons and arcs as objects of the constraints check, measured directly on figures: on,
// inside/outside, convex, regular, inscribed (both ways), congruent, similar, tangent with
// an arc, an arc's end points, and the constructions and measures that read them; each on
// exact input, just inside and just outside the tolerance, and degenerate input (a
// 2-vertex polygon, collinear vertices, a zero-sweep arc, a zero-radius arc).
#include <doctest/doctest.h>

#include <cmath>
#include <optional>
#include <vector>

#include "checks/constraints/measure.hpp"
#include "checks/constraints/objects.hpp"
#include "checks/constraints/relations.hpp"
#include "checks/constraints/shapes.hpp"

#include "constraints_figures.hpp"

using namespace plumbline;
using namespace plumbline::constraints;
using namespace plumbline::constraints::test;

namespace {



Figure G(std::vector<Vec2> v) { return Figure::polygon(std::move(v)); }
// The arc of centre (x, y) and radius r from `from` degrees, turning `sweep` degrees
// (positive: clockwise as drawn, y down).
Figure A(double x, double y, double r, double from, double sweep) {
    return Figure::arc(Vec2(x, y), r, from * kDeg, sweep * kDeg);
}
Figure square(double side = 100) { return G({{0, 0}, {side, 0}, {side, side}, {0, side}}); }
Vec2 on_circle(double r, double deg) { return Vec2(r * std::cos(deg * kDeg), r * std::sin(deg * kDeg)); }


bool measured(Relation r, const std::vector<Figure>& figures) { return std::isfinite(run(r, figures).measured); }

Figure derived(Op op, const std::vector<Figure>& figures, int which = 0, Sweep sweep = Sweep::Minor) {
    Object o;
    o.op = op;
    o.which = which;
    o.sweep = sweep;
    for (size_t k = 0; k < figures.size(); ++k) o.args.push_back(static_cast<int>(k));
    return derive(o, figures, 1e-6);
}

double value(const std::string& text, const std::vector<std::pair<std::string, Figure>>& named) {
    Measure m;
    std::string error;
    const Resolve resolve = [&](const std::string& name, Type& t) {
        for (size_t k = 0; k < named.size(); ++k)
            if (named[k].first == name) {
                t = named[k].second.type;
                return static_cast<int>(k);
            }
        return -1;
    };
    REQUIRE_MESSAGE(parse_measure(text, resolve, m, error), error);
    std::vector<Figure> figures;
    for (const auto& n : named) figures.push_back(n.second);
    std::string why;
    return evaluate(m, figures, why);
}

}  // namespace

TEST_CASE("constraints polygon on: a point on the boundary, not inside it") {
    CHECK(run(Relation::On, {P(100, 50), square()}).measured == doctest::Approx(0));
    CHECK(holds(Relation::On, {P(50, 4.9), square()}));
    CHECK_FALSE(holds(Relation::On, {P(50, 5.1), square()}));
    CHECK(holds(Relation::On, {P(104.9, 50), square()}));
    CHECK_FALSE(holds(Relation::On, {P(50, 50), square()}));   // inside is not on
    // Degenerate: collinear vertices are a boundary still.
    CHECK(holds(Relation::On, {P(50, 4.9), G({{0, 0}, {50, 0}, {100, 0}})}));
}

TEST_CASE("constraints polygon inside/outside: points, a circle inside, a polygon inside a circle") {
    CHECK(holds(Relation::Inside, {P(50, 50), square()}));
    CHECK(run(Relation::Inside, {P(50, 50), square()}).measured == doctest::Approx(-50));
    CHECK(holds(Relation::Inside, {P(104.9, 50), square()}));
    CHECK_FALSE(holds(Relation::Inside, {P(105.1, 50), square()}));
    CHECK(holds(Relation::Outside, {P(105.1, 50), square()}));
    CHECK(holds(Relation::Outside, {P(95.1, 50), square()}));   // within t of the boundary counts
    CHECK_FALSE(holds(Relation::Outside, {P(94.9, 50), square()}));
    // A circle inside the square: its farthest reach past the boundary.
    CHECK(holds(Relation::Inside, {C(50, 50, 40), square()}));
    CHECK(holds(Relation::Inside, {C(50, 50, 54.9), square()}));
    CHECK_FALSE(holds(Relation::Inside, {C(50, 50, 55.1), square()}));
    // The square inside a circle: its farthest vertex (70.71 from the middle).
    CHECK(holds(Relation::Inside, {square(), C(50, 50, 65.8)}));
    CHECK_FALSE(holds(Relation::Inside, {square(), C(50, 50, 65.6)}));
    // Degenerate: no inside.
    CHECK_FALSE(measured(Relation::Inside, {P(50, 0), G({{0, 0}, {50, 0}, {100, 0}})}));
    CHECK_FALSE(measured(Relation::Inside, {P(50, 0), G({{0, 0}, {100, 0}})}));
}

TEST_CASE("constraints convex: the deepest dent, and a boundary that goes round once") {
    CHECK(holds(Relation::Convex, {square()}));
    CHECK(run(Relation::Convex, {square()}).measured == doctest::Approx(0));
    // A dent 4.9 deep at (50, 95.1) is within t; 5.1 deep is not.
    CHECK(holds(Relation::Convex, {G({{0, 0}, {100, 0}, {100, 100}, {50, 95.1}, {0, 100}})}));
    const Outcome dented = run(Relation::Convex, {G({{0, 0}, {100, 0}, {100, 100}, {50, 94.9}, {0, 100}})});
    CHECK_FALSE(dented.satisfied);
    CHECK(dented.measured == doctest::Approx(5.1));
    // Drawn the other way round, the same.
    CHECK_FALSE(holds(Relation::Convex, {G({{0, 100}, {50, 94.9}, {100, 100}, {100, 0}, {0, 0}})}));
    // A pentagram turns one way at every vertex but goes round twice.
    std::vector<Vec2> star;
    for (int k = 0; k < 5; ++k) star.push_back(on_circle(100, -90 + 144 * k));
    CHECK_FALSE(holds(Relation::Convex, {G(star)}));
    // Degenerate: collinear vertices, two vertices, a repeated vertex.
    CHECK_FALSE(measured(Relation::Convex, {G({{0, 0}, {50, 0}, {100, 0}})}));
    CHECK(run(Relation::Convex, {G({{0, 0}, {50, 0}, {100, 0}})}).message.find("no inside") != std::string::npos);
    CHECK_FALSE(measured(Relation::Convex, {G({{0, 0}, {100, 0}})}));
    CHECK_FALSE(measured(Relation::Convex, {G({{0, 0}, {100, 0}, {100, 0}, {0, 100}})}));
}

TEST_CASE("constraints regular: convex, equal sides, equal angles") {
    CHECK(holds(Relation::Regular, {square()}));
    std::vector<Vec2> hexagon;
    for (int k = 0; k < 6; ++k) hexagon.push_back(on_circle(100, 60 * k));
    CHECK(holds(Relation::Regular, {G(hexagon)}));
    // Sides 100 and 104.9: equal within t; 105.1 not.
    CHECK(holds(Relation::Regular, {G({{0, 0}, {104.9, 0}, {104.9, 100}, {0, 100}})}));
    CHECK_FALSE(holds(Relation::Regular, {G({{0, 0}, {105.1, 0}, {105.1, 100}, {0, 100}})}));
    // A rhombus of side 100: angles spread |180 - 2a|, against atan(5/100) = 2.86°.
    const auto rhombus = [](double deg) {
        const Vec2 d = on_circle(100, deg);
        return G({{0, 0}, {100, 0}, Vec2(100, 0) + d, d});
    };
    CHECK(holds(Relation::Regular, {rhombus(88.6)}));    // spread 2.8
    CHECK_FALSE(holds(Relation::Regular, {rhombus(88.5)}));   // spread 3.0
    CHECK(run(Relation::Regular, {rhombus(80)}).measured == doctest::Approx(20));
    // Not convex: an equilateral star fails on convexity.
    std::vector<Vec2> star;
    for (int k = 0; k < 5; ++k) star.push_back(on_circle(100, -90 + 144 * k));
    CHECK(run(Relation::Regular, {G(star)}).message.find("not convex") != std::string::npos);
    CHECK_FALSE(measured(Relation::Regular, {G({{0, 0}, {50, 0}, {100, 0}})}));
}

TEST_CASE("constraints inscribed: a polygon in a circle, a circle in a polygon") {
    CHECK(run(Relation::Inscribed, {square(), C(50, 50, std::sqrt(5000.0))}).measured == doctest::Approx(0).epsilon(1e-9));
    CHECK(holds(Relation::Inscribed, {square(), C(50, 50, 65.8)}));    // off 4.91
    CHECK_FALSE(holds(Relation::Inscribed, {square(), C(50, 50, 65.6)}));   // off 5.11
    // The incircle: centre inside, every side touched.
    CHECK(holds(Relation::Inscribed, {C(50, 50, 50), square()}));
    CHECK(holds(Relation::Inscribed, {C(50, 50, 45.1), square()}));
    CHECK_FALSE(holds(Relation::Inscribed, {C(50, 50, 44.9), square()}));
    const Outcome outside = run(Relation::Inscribed, {C(150, 50, 50), square()});
    CHECK_FALSE(outside.satisfied);
    CHECK(outside.message.find("outside the polygon") != std::string::npos);
    CHECK_FALSE(measured(Relation::Inscribed, {C(50, 0, 10), G({{0, 0}, {50, 0}, {100, 0}})}));
}

TEST_CASE("constraints congruent / similar: a correspondence of the vertices, either way round") {
    // The same square started at another vertex and drawn the other way round.
    const Figure moved = G({{300, 200}, {300, 100}, {200, 100}, {200, 200}});
    CHECK(holds(Relation::Congruent, {square(), moved}));
    CHECK(holds(Relation::Congruent, {square(), square(104.9)}));
    CHECK_FALSE(holds(Relation::Congruent, {square(), square(105.1)}));
    CHECK(holds(Relation::Similar, {square(), square(250)}));
    // A rectangle is not similar to a square, a triangle not congruent to a square.
    CHECK_FALSE(holds(Relation::Similar, {square(), G({{0, 0}, {200, 0}, {200, 100}, {0, 100}})}));
    CHECK_FALSE(holds(Relation::Congruent, {square(), G({{0, 0}, {100, 0}, {0, 100}})}));
    // A square and a rhombus of the same sides: the angles differ.
    CHECK_FALSE(holds(Relation::Congruent, {square(), G({{0, 0}, {100, 0}, {150, 86.6}, {50, 86.6}})}));
    CHECK_FALSE(measured(Relation::Congruent, {square(), G({{0, 0}, {50, 0}, {100, 0}, {20, 0}})}));
}

TEST_CASE("constraints arc on: on the circle and within the sweep, not merely on the circle") {
    // From (50, 0) clockwise as drawn to (0, 50).
    const Figure arc = A(0, 0, 50, 0, 90);
    CHECK(run(Relation::On, {Figure::point(on_circle(50, 45)), arc}).measured == doctest::Approx(0).epsilon(1e-9));
    CHECK(holds(Relation::On, {Figure::point(on_circle(54.9, 45)), arc}));
    CHECK_FALSE(holds(Relation::On, {Figure::point(on_circle(55.1, 45)), arc}));
    // On the circle beyond the arc's start: a chord of 4.9 from the end is 5.617°.
    CHECK(holds(Relation::On, {Figure::point(on_circle(50, -5.6)), arc}));
    CHECK_FALSE(holds(Relation::On, {Figure::point(on_circle(50, -5.9)), arc}));
    CHECK_FALSE(holds(Relation::On, {P(0, -50), arc}));   // on the circle, far from the arc
    CHECK(holds(Relation::On, {P(0, -50), C(0, 0, 50)}));
    // The same ends counterclockwise: the other three quarters.
    const Figure other = A(0, 0, 50, 0, -270);
    CHECK(holds(Relation::On, {P(0, -50), other}));
    CHECK_FALSE(holds(Relation::On, {Figure::point(on_circle(50, 45)), other}));
    // Degenerate: a zero-sweep arc is its point; a zero-radius arc is its centre.
    CHECK(holds(Relation::On, {P(50, 4.9), A(0, 0, 50, 0, 0)}));
    CHECK_FALSE(holds(Relation::On, {Figure::point(on_circle(50, 20)), A(0, 0, 50, 0, 0)}));
    CHECK(holds(Relation::On, {P(3, 4), A(0, 0, 0, 0, 90)}));
    CHECK_FALSE(holds(Relation::On, {P(3, 4.1), A(0, 0, 0, 0, 90)}));
}

TEST_CASE("constraints arc endpoint, start, end, centre, midpoint, circle") {
    const Figure arc = A(0, 0, 50, 0, 90);
    CHECK(holds(Relation::Endpoint, {P(50, 4.9), arc}));
    CHECK(holds(Relation::Endpoint, {P(4.9, 50), arc}));
    CHECK_FALSE(holds(Relation::Endpoint, {Figure::point(on_circle(50, 45)), arc}));
    const Figure s = derived(Op::Start, {arc}), e = derived(Op::End, {arc});
    CHECK(s.p.x() == doctest::Approx(50));
    CHECK(e.p.y() == doctest::Approx(50));
    CHECK(derived(Op::Centre, {arc}).p.norm() == doctest::Approx(0));
    const Figure m = derived(Op::Midpoint, {arc});
    CHECK(m.p.x() == doctest::Approx(on_circle(50, 45).x()));
    CHECK(m.p.y() == doctest::Approx(on_circle(50, 45).y()));
    const Figure circle = derived(Op::CircleOfArc, {arc});
    CHECK(circle.type == Type::Circle);
    CHECK(circle.r == doctest::Approx(50));
}

TEST_CASE("constraints arc tangent: the touching point within the sweep") {
    // From -10° to 100° (clockwise as drawn): its lowest point (0, 50) is on it, its top (0, -50) not.
    const Figure arc = A(0, 0, 50, -10, 110);
    CHECK(holds(Relation::Tangent, {L(-100, 54.9, 100, 54.9), arc}));
    CHECK(holds(Relation::Tangent, {arc, L(-100, 54.9, 100, 54.9)}));
    CHECK_FALSE(holds(Relation::Tangent, {L(-100, 55.1, 100, 55.1), arc}));
    // Tangent to the circle at the top, which the arc does not reach.
    const Outcome top = run(Relation::Tangent, {L(-100, -50, 100, -50), arc});
    CHECK_FALSE(top.satisfied);
    CHECK(top.message.find("beyond the arc's ends") != std::string::npos);
    CHECK(holds(Relation::Tangent, {L(-100, -50, 100, -50), C(0, 0, 50)}));
    // Touching just beyond the start (-10°): 5.6° beyond is a 4.9 chord, 5.9° more than t.
    const auto tangent_at = [](double deg) {
        const Vec2 p = on_circle(50, deg), d(-std::sin(deg * kDeg), std::cos(deg * kDeg));
        return Figure::line(p - 100 * d, p + 100 * d, false);
    };
    CHECK(holds(Relation::Tangent, {tangent_at(-15.6), arc}));
    CHECK_FALSE(holds(Relation::Tangent, {tangent_at(-15.9), arc}));
    // A circle touching outside at (0, 50), on the arc; at (0, -50), off it.
    CHECK(holds(Relation::Tangent, {arc, C(0, 130, 80)}));
    CHECK_FALSE(holds(Relation::Tangent, {arc, C(0, -130, 80)}));
    CHECK(holds(Relation::Tangent, {arc, A(0, 130, 80, 180, 180)}));   // the second arc's top half holds (0, 50)
    CHECK_FALSE(holds(Relation::Tangent, {arc, A(0, 130, 80, 0, 180)}));   // its lower half does not
    // Degenerate: an arc on its own circle touches it everywhere; a zero-length line has no direction.
    CHECK_FALSE(measured(Relation::Tangent, {arc, C(0, 0, 50)}));
    CHECK_FALSE(measured(Relation::Tangent, {Figure::line(Vec2(0, 55), Vec2(0, 55), false), arc}));
}

TEST_CASE("constraints arc constructions: which way, minor and major, degenerate arcs") {
    const Figure c = P(0, 0), from = P(50, 0), to = P(0, 50);
    const Figure minor = derived(Op::ArcOf, {c, from, to}, 0, Sweep::Minor);
    REQUIRE(minor.defined);
    CHECK(minor.sweep == doctest::Approx(90 * kDeg));   // clockwise as drawn, the shorter way
    CHECK(derived(Op::ArcOf, {c, from, to}, 0, Sweep::Major).sweep == doctest::Approx(-270 * kDeg));
    CHECK(derived(Op::ArcOf, {c, from, to}, 0, Sweep::Counterclockwise).sweep == doctest::Approx(-270 * kDeg));
    CHECK(derived(Op::ArcOf, {c, from, to}, 0, Sweep::Clockwise).sweep == doctest::Approx(90 * kDeg));
    // The arc ends where the direction of `to` meets its circle (radius |C from|).
    const Figure far = derived(Op::ArcOf, {c, from, P(0, 200)}, 0, Sweep::Minor);
    CHECK(far.b.y() == doctest::Approx(50));
    // Degenerate: zero sweep (both in one direction), zero radius.
    CHECK_FALSE(derived(Op::ArcOf, {c, from, P(100, 0)}).defined);
    CHECK(derived(Op::ArcOf, {c, from, P(100, 0)}).why.find("no sweep") != std::string::npos);
    CHECK_FALSE(derived(Op::ArcOf, {c, c, to}).defined);
    // An arc read from points along it: its start and its signed turn.
    std::vector<Vec2> along;
    for (int k = 0; k <= 8; ++k) along.push_back(on_circle(50, -30.0 * k));
    const Figure read = arc_through(Vec2(0, 0), 50, along);
    CHECK(read.sweep == doctest::Approx(-240 * kDeg));
}

TEST_CASE("constraints polygon constructions and measures: vertex, side, perimeter, sides, arc length, sweep") {
    const Figure sq = derived(Op::PolygonOf, {P(0, 0), P(100, 0), P(100, 100), P(0, 100)});
    REQUIRE(sq.type == Type::Polygon);
    CHECK(derived(Op::Vertex, {sq}, 2).p.x() == doctest::Approx(100));
    CHECK(length(derived(Op::Side, {sq}, 3)) == doctest::Approx(100));
    CHECK_FALSE(derived(Op::Vertex, {sq}, 4).defined);
    CHECK(value("perimeter(Q)", {{"Q", sq}}) == doctest::Approx(400));
    CHECK(value("sides(Q)", {{"Q", sq}}) == doctest::Approx(4));
    const Figure arc = A(0, 0, 50, 0, -90);
    CHECK(value("length(a)", {{"a", arc}}) == doctest::Approx(50 * 90 * kDeg));
    CHECK(value("sweep(a)", {{"a", arc}}) == doctest::Approx(90));
    CHECK(value("radius(a)", {{"a", arc}}) == doctest::Approx(50));
}

TEST_CASE("constraints polygons read from drawings: corners, orientation, cycles of segments") {
    // A square drawn with a corner in the middle of a side, clockwise, from the bottom left.
    Path path;
    const std::vector<Vec2> pts = {{0, 100}, {0, 0}, {50, 0}, {100, 0}, {100, 100}};
    for (size_t k = 0; k < pts.size(); ++k) path.pieces.push_back(PathPiece::line(pts[k], pts[(k + 1) % pts.size()]));
    path.closed = true;
    std::vector<Vec2> corners;
    REQUIRE(polygon_of_geometry(path, 5, corners));
    REQUIRE(corners.size() == 4);
    // Topmost (then leftmost) first, counterclockwise as drawn.
    CHECK(corners[0] == Vec2(0, 0));
    CHECK(corners[1] == Vec2(0, 100));
    // An open path whose ends meet within t is closed; farther, it is no polygon.
    Path open = path;
    open.closed = false;
    open.pieces.back() = PathPiece::line(Vec2(100, 100), Vec2(3, 100));
    CHECK(polygon_of_geometry(open, 5, corners));
    open.pieces.back() = PathPiece::line(Vec2(100, 100), Vec2(20, 100));
    CHECK_FALSE(polygon_of_geometry(open, 5, corners));
    // Two vertices are no polygon.
    Path two;
    two.pieces = {PathPiece::line(Vec2(0, 0), Vec2(100, 0)), PathPiece::line(Vec2(100, 0), Vec2(0, 0))};
    two.closed = true;
    CHECK_FALSE(polygon_of_geometry(two, 5, corners));
    // Four lines of a square and a diagonal: the square and the two triangles.
    const std::vector<std::pair<int, Segment>> segments = {
        {0, {Vec2(0, 0), Vec2(100, 0)}}, {1, {Vec2(100, 0), Vec2(100, 100)}}, {2, {Vec2(100, 100), Vec2(0, 100)}},
        {3, {Vec2(0, 100), Vec2(0, 0)}}, {4, {Vec2(0, 0), Vec2(100, 100)}}};
    const std::vector<SegmentCycle> cycles = segment_cycles(segments, 5, 0);
    CHECK(cycles.size() == 3);
    CHECK(segment_cycles(segments, 5, 4).size() == 1);
    CHECK(segment_cycles(segments, 5, 3).size() == 2);
    // A side in two collinear pieces is one side.
    const std::vector<std::pair<int, Segment>> pieces = {
        {0, {Vec2(0, 0), Vec2(50, 0)}}, {1, {Vec2(50, 0), Vec2(100, 0)}}, {2, {Vec2(100, 0), Vec2(50, 80)}},
        {3, {Vec2(50, 80), Vec2(0, 0)}}};
    const std::vector<SegmentCycle> triangle = segment_cycles(pieces, 5, 0);
    REQUIRE(triangle.size() == 1);
    CHECK(triangle[0].vertices.size() == 3);
    CHECK(triangle[0].items.size() == 4);
}

TEST_CASE("constraints cycles of segments: the walk that finds them has budgets") {
    // A 6 x 6 grid of unit squares drawn as 84 separate sides: far more cycles than are kept.
    std::vector<std::pair<int, Segment>> grid;
    for (int i = 0; i <= 6; ++i)
        for (int j = 0; j < 6; ++j) {
            grid.push_back({static_cast<int>(grid.size()), {Vec2(j * 20.0, i * 20.0), Vec2((j + 1) * 20.0, i * 20.0)}});
            grid.push_back({static_cast<int>(grid.size()), {Vec2(i * 20.0, j * 20.0), Vec2(i * 20.0, (j + 1) * 20.0)}});
        }
    const std::vector<SegmentCycle> cycles = segment_cycles(grid, 1, 0);
    CHECK(cycles.size() <= kMaxCycles);
    CHECK_FALSE(cycles.empty());
    for (const SegmentCycle& c : cycles) CHECK(c.items.size() <= kMaxCycleSides);
}
