// Plane geometry: transforms, arcs, measurements, flattening, Hausdorff.
#include <doctest/doctest.h>

#include <Eigen/LU>
#include <cmath>
#include <limits>
#include <vector>

#include "geometry/geometry.hpp"

using namespace plumbline;

namespace {

constexpr double kPi = 3.14159265358979323846;

bool near(const Vec2& p, const Vec2& q, double tol = 1e-9) { return (p - q).norm() <= tol; }

// Sign of the turn from u to v (y down: positive is clockwise on screen).
double cross(const Vec2& u, const Vec2& v) { return u.x() * v.y() - u.y() * v.x(); }

// Area of the intersection of two circles by numerical integration over x (Simpson).
double numeric_circle_intersection(const Circle& a, const Circle& b) {
    const double x0 = std::max(a.c.x() - a.r, b.c.x() - b.r);
    const double x1 = std::min(a.c.x() + a.r, b.c.x() + b.r);
    if (x1 <= x0) return 0;
    auto overlap = [&](double x) {
        auto chord = [x](const Circle& c, double& lo, double& hi) {
            const double h2 = c.r * c.r - (x - c.c.x()) * (x - c.c.x());
            const double h = h2 > 0 ? std::sqrt(h2) : 0;
            lo = c.c.y() - h;
            hi = c.c.y() + h;
        };
        double alo, ahi, blo, bhi;
        chord(a, alo, ahi);
        chord(b, blo, bhi);
        return std::max(0.0, std::min(ahi, bhi) - std::max(alo, blo));
    };
    const int n = 200000;
    const double h = (x1 - x0) / n;
    double sum = overlap(x0) + overlap(x1);
    for (int i = 1; i < n; ++i) sum += overlap(x0 + i * h) * (i % 2 ? 4 : 2);
    return sum * h / 3;
}

double numeric_circle_iou(const Circle& a, const Circle& b) {
    const double inter = numeric_circle_intersection(a, b);
    return inter / (kPi * a.r * a.r + kPi * b.r * b.r - inter);
}

PathPiece line_piece(Vec2 a, Vec2 b) {
    PathPiece p;
    p.kind = PathPiece::Kind::Line;
    p.p0 = a;
    p.p3 = b;
    return p;
}

}  // namespace

TEST_CASE("Affine: the elementary SVG transforms") {
    CHECK(near(Affine::translate(3, -4).apply(Vec2(1, 1)), Vec2(4, -3)));
    CHECK(near(Affine::scale(2, 3).apply(Vec2(1, 1)), Vec2(2, 3)));
    // rotate(90) turns +x onto +y: clockwise on a y-down screen, as in SVG.
    CHECK(near(Affine::rotate_deg(90).apply(Vec2(1, 0)), Vec2(0, 1)));
    CHECK(near(Affine::skew_x_deg(45).apply(Vec2(0, 10)), Vec2(10, 10)));
    CHECK(near(Affine::skew_y_deg(45).apply(Vec2(10, 0)), Vec2(10, 10)));
    // Directions ignore the translation.
    CHECK(near(Affine::translate(5, 5).apply_linear(Vec2(1, 2)), Vec2(1, 2)));
    CHECK(near(Affine::rotate_deg(90, 3, 4).apply_linear(Vec2(1, 0)), Vec2(0, 1)));
}

TEST_CASE("Affine: composition follows SVG's left-to-right transform lists") {
    // transform="translate(10,20) scale(2)": scale first, then translate.
    const Affine m = Affine::translate(10, 20) * Affine::scale(2, 2);
    CHECK(near(m.apply(Vec2(1, 1)), Vec2(12, 22)));
    CHECK(near((Affine::scale(2, 2) * Affine::translate(10, 20)).apply(Vec2(1, 1)), Vec2(22, 42)));
    const Affine r = Affine::rotate_deg(30), s = Affine::skew_x_deg(20), t = Affine::translate(1, 2);
    const Vec2 p(3, -7);
    CHECK(near((r * s * t).apply(p), r.apply(s.apply(t.apply(p)))));
}

TEST_CASE("Affine: rotate about a point keeps that point fixed") {
    const Affine m = Affine::rotate_deg(90, 5, 5);
    CHECK(near(m.apply(Vec2(5, 5)), Vec2(5, 5)));
    CHECK(near(m.apply(Vec2(6, 5)), Vec2(5, 6)));
    CHECK(near(m.apply(Vec2(5, 0)), Vec2(10, 5)));
}

TEST_CASE("Affine: properties") {
    CHECK(Affine{}.is_identity());
    CHECK_FALSE(Affine::translate(0, 1e-12).is_identity());
    CHECK(Affine::scale(2, 8).mean_scale() == doctest::Approx(4));
    CHECK(Affine::scale(-1, 1).determinant() == doctest::Approx(-1));

    CHECK((Affine::rotate_deg(33) * Affine::scale(2, 2)).is_similarity());
    CHECK(Affine::scale(-1, 1).is_similarity());  // a reflection keeps circles round
    CHECK_FALSE(Affine::scale(2, 3).is_similarity());
    CHECK_FALSE(Affine::skew_x_deg(10).is_similarity());
    CHECK_FALSE(Affine::scale(0, 0).is_similarity());
    CHECK(Affine::scale(1, 1 + 1e-12).is_similarity());
    CHECK_FALSE(Affine::scale(1, 1 + 1e-6).is_similarity());

    CHECK(Affine::rotate_deg(10).is_finite());
    CHECK_FALSE(Affine::scale(std::numeric_limits<double>::quiet_NaN(), 1).is_finite());
}

TEST_CASE("Ellipse: normalised form and transforms") {
    const Ellipse circle{Vec2(1, 2), 3, 3, 0};
    CHECK(near(circle.point_at(kPi / 2), Vec2(1, 5)));

    SUBCASE("non-uniform scale stretches the axes") {
        const Ellipse e = transform(circle, Affine::scale(2, 1));
        CHECK(near(e.c, Vec2(2, 2)));
        CHECK(e.rx == doctest::Approx(6));
        CHECK(e.ry == doctest::Approx(3));
        CHECK(e.angle == doctest::Approx(0).epsilon(1e-12));
    }
    SUBCASE("rotation after scale turns the major axis") {
        const Ellipse e = transform(Ellipse{Vec2(0, 0), 3, 1, 0}, Affine::rotate_deg(30));
        CHECK(e.rx == doctest::Approx(3));
        CHECK(e.ry == doctest::Approx(1));
        CHECK(e.angle == doctest::Approx(kPi / 6));
    }
    SUBCASE("rx < ry is normalised to rx >= ry with the angle turned") {
        const Ellipse e = ellipse_from_linear(Vec2(0, 0), Eigen::Vector2d(1, 4).asDiagonal());
        CHECK(e.rx == doctest::Approx(4));
        CHECK(e.ry == doctest::Approx(1));
        CHECK(e.angle == doctest::Approx(kPi / 2));
    }
    SUBCASE("the angle is always in [0, pi)") {
        for (double deg : {-170.0, -90.0, -10.0, 0.0, 179.0, 180.0, 350.0}) {
            const Ellipse e = transform(Ellipse{Vec2(0, 0), 3, 1, 0}, Affine::rotate_deg(deg));
            CHECK(e.angle >= 0);
            CHECK(e.angle < kPi);
        }
    }
    SUBCASE("linear_of maps the unit circle onto the ellipse") {
        const Ellipse e{Vec2(4, 5), 3, 2, 0.7};
        const Eigen::Matrix2d A = linear_of(e);
        for (double t : {0.0, 1.0, 2.5, 4.0})
            CHECK(near(e.c + A * Eigen::Vector2d(std::cos(t), std::sin(t)), e.point_at(t)));
    }
    SUBCASE("a skewed circle is the ellipse through the skewed points") {
        const Affine m = Affine::skew_x_deg(30) * Affine::scale(1, 2);
        const Ellipse e = transform(circle, m);
        for (double t = 0; t < 2 * kPi; t += 0.3) {
            // Every image point of the circle lies on e: unit length in e's frame.
            const Vec2 q = m.apply(circle.point_at(t));
            const Eigen::Vector2d u = linear_of(e).inverse() * (q - e.c);
            CHECK(u.norm() == doctest::Approx(1));
        }
    }
}

TEST_CASE("arc_from_endpoints: SVG F.6.5") {
    Arc arc;
    SUBCASE("half circle, sweep=1 goes the positive-angle way (up on screen here)") {
        REQUIRE(arc_from_endpoints(Vec2(0, 0), 5, 5, 0, false, true, Vec2(10, 0), arc));
        CHECK(near(arc.ellipse.c, Vec2(5, 0)));
        CHECK(arc.ellipse.rx == doctest::Approx(5));
        CHECK(std::abs(arc.dt) == doctest::Approx(kPi));
        CHECK(near(arc.start(), Vec2(0, 0)));
        CHECK(near(arc.end(), Vec2(10, 0)));
        CHECK(near(arc.ellipse.point_at(arc.t0 + arc.dt / 2), Vec2(5, -5)));
    }
    SUBCASE("half circle, sweep=0 goes the other way") {
        REQUIRE(arc_from_endpoints(Vec2(0, 0), 5, 5, 0, false, false, Vec2(10, 0), arc));
        CHECK(near(arc.ellipse.point_at(arc.t0 + arc.dt / 2), Vec2(5, 5)));
    }
    SUBCASE("the four flag combinations pick the four arcs") {
        // r = 10 between points 10 apart: centres at (5, +-8.66).
        const double h = std::sqrt(75.0);
        struct Case {
            bool large, sweep;
            double centre_y;
        };
        for (Case c : {Case{false, true, h}, Case{true, false, h}, Case{false, false, -h},
                       Case{true, true, -h}}) {
            CAPTURE(c.large);
            CAPTURE(c.sweep);
            REQUIRE(arc_from_endpoints(Vec2(0, 0), 10, 10, 0, c.large, c.sweep, Vec2(10, 0), arc));
            CHECK(near(arc.ellipse.c, Vec2(5, c.centre_y), 1e-9));
            CHECK(near(arc.start(), Vec2(0, 0)));
            CHECK(near(arc.end(), Vec2(10, 0)));
            CHECK(std::abs(arc.dt) == doctest::Approx(c.large ? 5 * kPi / 3 : kPi / 3));
            // sweep=1: the radius turns positively (clockwise on screen) along the arc.
            const Vec2 mid = arc.ellipse.point_at(arc.t0 + arc.dt / 2);
            CHECK((cross(arc.start() - arc.ellipse.c, mid - arc.ellipse.c) > 0) == c.sweep);
        }
    }
    SUBCASE("radii too small are scaled up until the endpoints fit") {
        REQUIRE(arc_from_endpoints(Vec2(0, 0), 1, 1, 0, false, true, Vec2(10, 0), arc));
        CHECK(near(arc.ellipse.c, Vec2(5, 0)));
        CHECK(arc.ellipse.rx == doctest::Approx(5));
        CHECK(arc.ellipse.ry == doctest::Approx(5));
        CHECK(std::abs(arc.dt) == doctest::Approx(kPi));
    }
    SUBCASE("elliptic radii scale up keeping their ratio") {
        REQUIRE(arc_from_endpoints(Vec2(0, 0), 2, 1, 0, true, true, Vec2(0, 10), arc));
        CHECK(arc.ellipse.rx / arc.ellipse.ry == doctest::Approx(2));
        CHECK(arc.ellipse.ry == doctest::Approx(5));
        CHECK(near(arc.end(), Vec2(0, 10)));
    }
    SUBCASE("rotated ellipse: endpoints and axes kept") {
        REQUIRE(arc_from_endpoints(Vec2(3, 4), 20, 10, 30, true, false, Vec2(15, 9), arc));
        CHECK(near(arc.start(), Vec2(3, 4)));
        CHECK(near(arc.end(), Vec2(15, 9)));
        CHECK(arc.ellipse.rx == doctest::Approx(20));
        CHECK(arc.ellipse.ry == doctest::Approx(10));
        CHECK(arc.ellipse.angle == doctest::Approx(kPi / 6));
        CHECK(std::abs(arc.dt) > kPi);
    }
    SUBCASE("rx < ry is normalised, the curve unchanged") {
        Arc ref;
        REQUIRE(arc_from_endpoints(Vec2(0, 0), 5, 10, 0, false, true, Vec2(5, 10), arc));
        REQUIRE(arc_from_endpoints(Vec2(0, 0), 10, 5, 90, false, true, Vec2(5, 10), ref));
        CHECK(arc.ellipse.rx == doctest::Approx(10));
        CHECK(arc.ellipse.angle == doctest::Approx(kPi / 2));
        for (double s = 0; s <= 1; s += 0.125)
            CHECK(near(arc.ellipse.point_at(arc.t0 + s * arc.dt), ref.ellipse.point_at(ref.t0 + s * ref.dt)));
    }
    SUBCASE("negative radii mean their absolute value") {
        REQUIRE(arc_from_endpoints(Vec2(0, 0), -5, -5, 0, false, true, Vec2(10, 0), arc));
        CHECK(arc.ellipse.rx == doctest::Approx(5));
    }
    SUBCASE("degenerate arcs are refused") {
        CHECK_FALSE(arc_from_endpoints(Vec2(0, 0), 0, 5, 0, false, true, Vec2(10, 0), arc));
        CHECK_FALSE(arc_from_endpoints(Vec2(0, 0), 5, 0, 0, false, true, Vec2(10, 0), arc));
        CHECK_FALSE(arc_from_endpoints(Vec2(2, 2), 5, 5, 0, false, true, Vec2(2, 2), arc));
        CHECK_FALSE(arc_from_endpoints(Vec2(0, 0), std::nan(""), 5, 0, false, true, Vec2(10, 0), arc));
        CHECK_FALSE(arc_from_endpoints(Vec2(0, 0), 5, 5, HUGE_VAL, false, true, Vec2(10, 0), arc));
    }
}

TEST_CASE("transform(Arc) stays on the transformed curve") {
    Arc arc;
    REQUIRE(arc_from_endpoints(Vec2(10, 0), 8, 4, 20, true, true, Vec2(0, 6), arc));
    const Affine maps[] = {
        Affine::scale(2, 0.5),
        Affine::scale(-1, 1),                                    // reflection
        Affine::scale(1, -3) * Affine::rotate_deg(40),           // reflection and stretch
        Affine::translate(5, 7) * Affine::skew_x_deg(25) * Affine::rotate_deg(-70),
        Affine{0.3, 1.2, -2.0, 0.4, 9, -1},                      // a general matrix
    };
    for (const Affine& m : maps) {
        CAPTURE(m.a);
        CAPTURE(m.d);
        const Arc t = transform(arc, m);
        CHECK(std::abs(t.dt) == doctest::Approx(std::abs(arc.dt)));
        CHECK(t.ellipse.rx >= t.ellipse.ry);
        for (double s = 0; s <= 1.0001; s += 0.05)
            CHECK(near(t.ellipse.point_at(t.t0 + s * t.dt), m.apply(arc.ellipse.point_at(arc.t0 + s * arc.dt)), 1e-9));
    }
}

TEST_CASE("transform(PathPiece) moves control points and arcs alike") {
    PathPiece cubic;
    cubic.kind = PathPiece::Kind::Cubic;
    cubic.p0 = Vec2(0, 0);
    cubic.p1 = Vec2(1, 2);
    cubic.p2 = Vec2(3, 2);
    cubic.p3 = Vec2(4, 0);
    const Affine m = Affine::rotate_deg(30) * Affine::scale(2, 1);
    const PathPiece t = transform(cubic, m);
    for (double s : {0.0, 0.3, 0.5, 1.0}) CHECK(near(t.point_at(s), m.apply(cubic.point_at(s))));

    PathPiece arc_piece;
    arc_piece.kind = PathPiece::Kind::Arc;
    REQUIRE(arc_from_endpoints(Vec2(0, 0), 5, 5, 0, false, true, Vec2(10, 0), arc_piece.arc));
    arc_piece.p0 = Vec2(0, 0);
    arc_piece.p3 = Vec2(10, 0);
    const PathPiece ta = transform(arc_piece, Affine::scale(1, 2));
    CHECK(near(ta.point_at(0.5), Vec2(5, -10)));
    CHECK(near(ta.end(), Vec2(10, 0)));
}

TEST_CASE("distances and angles") {
    const Segment s{Vec2(0, 0), Vec2(10, 0)};
    CHECK(distance_point_segment(Vec2(5, 3), s) == doctest::Approx(3));
    CHECK(distance_point_segment(Vec2(13, 4), s) == doctest::Approx(5));   // past the end
    CHECK(project_parameter(Vec2(15, 2), s) == doctest::Approx(1.5));
    CHECK(project_parameter(Vec2(-5, 2), s) == doctest::Approx(-0.5));

    const Segment point{Vec2(1, 1), Vec2(1, 1)};
    CHECK(distance_point_segment(Vec2(4, 5), point) == doctest::Approx(5));
    CHECK(project_parameter(Vec2(4, 5), point) == 0);

    CHECK(angle_between(s, Segment{Vec2(3, 3), Vec2(3, -7)}) == doctest::Approx(kPi / 2));
    CHECK(angle_between(s, Segment{Vec2(5, 5), Vec2(-5, 5)}) == doctest::Approx(0));  // opposite = parallel
    CHECK(angle_between(s, Segment{Vec2(0, 0), Vec2(-1, 1)}) == doctest::Approx(kPi / 4));
    CHECK(angle_between(s, Segment{Vec2(0, 0), Vec2(1, -std::sqrt(3.0))}) == doctest::Approx(kPi / 3));
    CHECK(Segment{Vec2(0, 0), Vec2(3, 4)}.length() == doctest::Approx(5));
}

TEST_CASE("circle_iou: closed form") {
    const Circle a{Vec2(0, 0), 10};
    CHECK(circle_iou(a, a) == doctest::Approx(1));
    CHECK(circle_iou(a, Circle{Vec2(30, 0), 5}) == 0);                 // disjoint
    CHECK(circle_iou(a, Circle{Vec2(15, 0), 5}) == 0);                 // touching outside
    CHECK(circle_iou(a, Circle{Vec2(2, 1), 5}) == doctest::Approx(0.25));  // contained: area ratio
    CHECK(circle_iou(a, Circle{Vec2(5, 0), 5}) == doctest::Approx(0.25));  // touching inside
    CHECK(circle_iou(a, Circle{Vec2(0, 0), 0}) == 0);

    SUBCASE("partial overlaps agree with numerical integration") {
        const Circle others[] = {Circle{Vec2(12, 0), 10}, Circle{Vec2(3, 4), 8}, Circle{Vec2(-4, 9), 3},
                                 Circle{Vec2(0.5, 0), 10}};
        for (const Circle& b : others) {
            CAPTURE(b.c.x());
            CHECK(circle_iou(a, b) == doctest::Approx(numeric_circle_iou(a, b)).epsilon(1e-6));
            CHECK(circle_iou(a, b) == circle_iou(b, a));
        }
    }
    SUBCASE("near identical circles") {
        CHECK(circle_iou(a, Circle{Vec2(1e-9, 0), 10}) == doctest::Approx(1));
        CHECK(circle_iou(a, Circle{Vec2(0, 0), 10.5}) == doctest::Approx(100.0 / 110.25));
    }
}

TEST_CASE("ellipse_iou: deterministic polygon clipping") {
    SUBCASE("circles agree with circle_iou to 1e-4") {
        const Circle a{Vec2(0, 0), 10};
        const Circle others[] = {Circle{Vec2(12, 0), 10}, Circle{Vec2(3, 4), 8}, Circle{Vec2(-4, 9), 3},
                                 Circle{Vec2(0.5, 0), 10}, Circle{Vec2(0, 19.9), 10}, Circle{Vec2(1, 1), 2}};
        for (const Circle& b : others) {
            CAPTURE(b.c.x());
            const double iou = ellipse_iou(Ellipse{a.c, a.r, a.r, 0}, Ellipse{b.c, b.r, b.r, 0});
            CHECK(std::abs(iou - circle_iou(a, b)) < 1e-4);
        }
    }
    SUBCASE("identical = 1, disjoint = 0") {
        const Ellipse e{Vec2(3, 4), 7, 2, 0.4};
        CHECK(ellipse_iou(e, e) == doctest::Approx(1).epsilon(1e-9));
        CHECK(ellipse_iou(e, Ellipse{Vec2(100, 4), 7, 2, 0.4}) == 0);
        // The same ellipse written with its axes swapped.
        CHECK(ellipse_iou(e, Ellipse{Vec2(3, 4), 2, 7, 0.4 + kPi / 2}) == doctest::Approx(1).epsilon(1e-6));
    }
    SUBCASE("concentric and contained: the area ratio") {
        const Ellipse outer{Vec2(0, 0), 10, 6, 0.3};
        const Ellipse inner{Vec2(0, 0), 5, 3, 1.1};
        CHECK(std::abs(ellipse_iou(outer, inner) - 15.0 / 60.0) < 1e-4);
    }
    SUBCASE("crossed ellipses: 8 atan(1/2) / (4 pi - 8 atan(1/2))") {
        const Ellipse wide{Vec2(0, 0), 2, 1, 0}, tall{Vec2(0, 0), 1, 2, 0};
        const double inter = 8 * std::atan(0.5);
        CHECK(std::abs(ellipse_iou(wide, tall) - inter / (4 * kPi - inter)) < 1e-4);
    }
    SUBCASE("symmetric and deterministic to the bit") {
        const Ellipse a{Vec2(0, 0), 10, 4, 0.2}, b{Vec2(3, 2), 6, 5, 1.3};
        const double ab = ellipse_iou(a, b);
        CHECK(ab > 0.1);
        CHECK(ab < 0.9);
        CHECK(ab == ellipse_iou(b, a));
        CHECK(ab == ellipse_iou(a, b));
        CHECK(std::abs(ellipse_iou(a, b, 4096) - ab) < 1e-4);
    }
    SUBCASE("degenerate ellipses have no area to share") {
        CHECK(ellipse_iou(Ellipse{Vec2(0, 0), 5, 0, 0}, Ellipse{Vec2(0, 0), 5, 0, 0}) == 0);
        CHECK(ellipse_iou(Ellipse{Vec2(0, 0), std::nan(""), 1, 0}, Ellipse{Vec2(0, 0), 5, 1, 0}) == 0);
    }
}

TEST_CASE("flatten: points follow the curve, at most tolerance apart") {
    SUBCASE("circle") {
        const Circle c{Vec2(5, 5), 10};
        const auto pts = flatten(c, 0.5);
        REQUIRE(pts.size() > 2);
        CHECK(near(pts.front(), pts.back(), 0));
        for (const Vec2& p : pts) CHECK((p - c.c).norm() == doctest::Approx(10));
        for (size_t i = 1; i < pts.size(); ++i) CHECK((pts[i] - pts[i - 1]).norm() <= 0.5);
    }
    SUBCASE("arc ends at its endpoints") {
        Arc arc;
        REQUIRE(arc_from_endpoints(Vec2(0, 0), 20, 10, 15, true, false, Vec2(7, 3), arc));
        const auto pts = flatten(arc, 1.0);
        CHECK(near(pts.front(), Vec2(0, 0)));
        CHECK(near(pts.back(), Vec2(7, 3), 1e-9));
        for (size_t i = 1; i < pts.size(); ++i) CHECK((pts[i] - pts[i - 1]).norm() <= 1.0);
    }
    SUBCASE("path: pieces joined without duplicate points") {
        Path path;
        path.pieces.push_back(line_piece(Vec2(0, 0), Vec2(10, 0)));
        PathPiece cubic;
        cubic.kind = PathPiece::Kind::Cubic;
        cubic.p0 = Vec2(10, 0);
        cubic.p1 = Vec2(20, 0);
        cubic.p2 = Vec2(20, 10);
        cubic.p3 = Vec2(10, 10);
        path.pieces.push_back(cubic);
        const auto pts = flatten(path, 0.25);
        CHECK(near(pts.front(), Vec2(0, 0)));
        CHECK(near(pts.back(), Vec2(10, 10)));
        for (size_t i = 1; i < pts.size(); ++i) {
            CHECK((pts[i] - pts[i - 1]).norm() <= 0.25);
            CHECK((pts[i] - pts[i - 1]).norm() > 0);
        }
    }
    SUBCASE("the point budget holds") {
        CHECK(flatten(Circle{Vec2(0, 0), 1000}, 1e-6, 500).size() <= 500);
        CHECK(flatten(Ellipse{Vec2(0, 0), 1000, 10, 0}, 0.0, 100).size() <= 100);
        Path path;
        for (int i = 0; i < 50; ++i) path.pieces.push_back(line_piece(Vec2(i, 0), Vec2(i + 1, 0)));
        const auto pts = flatten(path, 1e-9, 300);
        CHECK(pts.size() <= 300);
        CHECK(near(pts.back(), Vec2(50, 0)));   // every piece keeps its end
        CHECK(flatten(Path{}, 1.0).empty());
    }
}

TEST_CASE("hausdorff: symmetric, to segments, independent of sampling") {
    const std::vector<Vec2> base{Vec2(0, 0), Vec2(10, 0)};
    const std::vector<Vec2> above{Vec2(0, 3), Vec2(10, 3)};
    CHECK(hausdorff(base, base) == 0);
    CHECK(hausdorff(base, above) == doctest::Approx(3));

    // A single point against a segment: the far endpoint decides one direction.
    CHECK(hausdorff({Vec2(5, 3)}, base) == doctest::Approx(std::sqrt(34.0)));

    // Vertices of one curve need not lie near the other's vertices.
    std::vector<Vec2> dense;
    for (int i = 0; i <= 100; ++i) dense.push_back(Vec2(i * 0.1, 0));
    CHECK(hausdorff(base, dense) == doctest::Approx(0).epsilon(1e-12));

    // A peak between two far-apart vertices: the distance is found mid-segment.
    const std::vector<Vec2> tent{Vec2(0, 0), Vec2(5, 5), Vec2(10, 0)};
    CHECK(hausdorff(base, tent) == doctest::Approx(5));
    const std::vector<Vec2> square_a{Vec2(0, 0), Vec2(10, 0), Vec2(10, 10), Vec2(0, 10), Vec2(0, 0)};
    const std::vector<Vec2> square_b{Vec2(0, 0), Vec2(10, 0), Vec2(10, 10), Vec2(0, 10)};
    CHECK(hausdorff(square_a, square_b) == doctest::Approx(5));  // the missing left side's midpoint

    SUBCASE("densifying either side does not change the value") {
        const auto c1 = flatten(Circle{Vec2(0, 0), 10}, 2.0);
        const auto c2 = flatten(Circle{Vec2(1, 0), 10}, 0.01);
        const double h = hausdorff(c1, c2);
        CHECK(h == doctest::Approx(hausdorff(flatten(Circle{Vec2(0, 0), 10}, 0.5), c2)).epsilon(0.02));
        CHECK(h == doctest::Approx(1).epsilon(0.05));
        CHECK(h == hausdorff(c2, c1));
    }
    SUBCASE("giving up above a bound: exact below it, a lower bound above it") {
        const auto c1 = flatten(Circle{Vec2(0, 0), 10}, 0.5);
        const auto c2 = flatten(Circle{Vec2(3, 0), 12}, 0.5);
        const double h = hausdorff(c1, c2);
        CHECK(hausdorff(c1, c2, h) == h);
        CHECK(hausdorff(c1, c2, 2 * h) == h);
        const double capped = hausdorff(c1, c2, h / 4);
        CHECK(capped > h / 4);
        CHECK(capped <= h);
    }
    SUBCASE("empty inputs") {
        CHECK(hausdorff({}, {}) == 0);
        CHECK(std::isinf(hausdorff(base, {})));
        CHECK(std::isinf(hausdorff({Vec2(std::nan(""), 0)}, base)));
    }
}

TEST_CASE("bounds are exact for curves") {
    CHECK(near(bounds(Circle{Vec2(1, 2), 3}).min, Vec2(-2, -1)));
    const Box eb = bounds(Ellipse{Vec2(0, 0), 2, 1, kPi / 2});
    CHECK(near(eb.max, Vec2(1, 2)));

    Path path;
    PathPiece arc_piece;
    arc_piece.kind = PathPiece::Kind::Arc;
    REQUIRE(arc_from_endpoints(Vec2(0, 0), 5, 5, 0, false, true, Vec2(10, 0), arc_piece.arc));
    arc_piece.p0 = Vec2(0, 0);
    arc_piece.p3 = Vec2(10, 0);
    path.pieces.push_back(arc_piece);
    const Box ab = bounds(path);
    CHECK(near(ab.min, Vec2(0, -5)));   // the top of the half circle, not its control box
    CHECK(near(ab.max, Vec2(10, 0)));

    PathPiece cubic;
    cubic.kind = PathPiece::Kind::Cubic;
    cubic.p0 = Vec2(0, 0);
    cubic.p1 = Vec2(0, 4);
    cubic.p2 = Vec2(10, 4);
    cubic.p3 = Vec2(10, 0);
    const Box cb = bounds(Path{{cubic}, false});
    CHECK(cb.max.y() == doctest::Approx(3));   // 3/4 of the control height

    Box box;
    CHECK(box.empty);
    CHECK(box.diagonal() == 0);
    box.add(Vec2(std::nan(""), 1));
    CHECK(box.empty);
    box.add(Vec2(1, 1));
    box.add(Vec2(4, 5));
    CHECK(box.diagonal() == doctest::Approx(5));
}
