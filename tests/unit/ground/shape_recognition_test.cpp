// Shape recognition: circles and ellipses however they were drawn, straight runs of
// polylines and polygons, and the near misses on both sides of each tolerance.
#include <doctest/doctest.h>

#include <cmath>
#include <vector>

#include "scene/scene.hpp"

using namespace plumbline;

namespace {

constexpr double kPi = 3.14159265358979323846;
const double kKappa = 4.0 / 3.0 * (std::sqrt(2.0) - 1);

PathPiece line(Vec2 a, Vec2 b) {
    PathPiece p;
    p.kind = PathPiece::Kind::Line;
    p.p0 = a;
    p.p3 = b;
    return p;
}

PathPiece cubic(Vec2 a, Vec2 b, Vec2 c, Vec2 d) {
    PathPiece p;
    p.kind = PathPiece::Kind::Cubic;
    p.p0 = a;
    p.p1 = b;
    p.p2 = c;
    p.p3 = d;
    return p;
}

PathPiece quad(Vec2 a, Vec2 b, Vec2 d) {
    PathPiece p;
    p.kind = PathPiece::Kind::Quad;
    p.p0 = a;
    p.p1 = b;
    p.p3 = d;
    return p;
}

PathPiece arc(Vec2 a, double rx, double ry, double rot, bool large, bool sweep, Vec2 b) {
    PathPiece p;
    p.kind = PathPiece::Kind::Arc;
    p.p0 = a;
    p.p3 = b;
    REQUIRE(arc_from_endpoints(a, rx, ry, rot, large, sweep, b, p.arc));
    return p;
}

// A path through the points, closed with a line back to the start when `closed`.
Path polyline(const std::vector<Vec2>& pts, bool closed = false) {
    Path path;
    for (size_t i = 1; i < pts.size(); ++i) path.pieces.push_back(line(pts[i - 1], pts[i]));
    if (closed) {
        path.pieces.push_back(line(pts.back(), pts.front()));
        path.closed = true;
    }
    return path;
}

// The SVG-style closing line: zero length when the path already ended at its start.
Path closed(Path path) {
    path.pieces.push_back(line(path.pieces.back().end(), path.pieces.front().start()));
    path.closed = true;
    return path;
}

// The usual circle of four cubics with handles kappa * r (r times `handle` of that).
Path kappa_circle(Vec2 c, double r, double handle = 1.0) {
    const double k = kKappa * r * handle;
    Path path;
    path.pieces.push_back(cubic(c + Vec2(r, 0), c + Vec2(r, k), c + Vec2(k, r), c + Vec2(0, r)));
    path.pieces.push_back(cubic(c + Vec2(0, r), c + Vec2(-k, r), c + Vec2(-r, k), c + Vec2(-r, 0)));
    path.pieces.push_back(cubic(c + Vec2(-r, 0), c + Vec2(-r, -k), c + Vec2(-k, -r), c + Vec2(0, -r)));
    path.pieces.push_back(cubic(c + Vec2(0, -r), c + Vec2(k, -r), c + Vec2(r, -k), c + Vec2(r, 0)));
    return closed(path);
}

Path transformed(const Path& path, const Affine& m) {
    Path out = path;
    for (PathPiece& p : out.pieces) p = transform(p, m);
    return out;
}

struct Recognized {
    Scene scene;
    std::vector<Item> derived;
    template <typename T>
    std::vector<T> all() const {
        std::vector<T> out;
        for (const Item& item : derived)
            if (const T* g = std::get_if<T>(&item.geometry)) out.push_back(*g);
        return out;
    }
};

Recognized recognize(const Path& path, double relative_tolerance = 0.01) {
    Recognized r;
    Item item;
    item.geometry = path;
    item.style.id = "p1";
    item.source.element = "path";
    r.scene.add(item);
    recognize_shapes(r.scene, RecognizeOptions{relative_tolerance});
    for (size_t i = 1; i < r.scene.items.size(); ++i) r.derived.push_back(r.scene.items[i]);
    return r;
}

bool near(const Vec2& p, const Vec2& q, double tol) { return (p - q).norm() <= tol; }

bool same_segment(const Segment& s, Vec2 a, Vec2 b, double tol = 1e-9) {
    return (near(s.a, a, tol) && near(s.b, b, tol)) || (near(s.a, b, tol) && near(s.b, a, tol));
}

}  // namespace

TEST_CASE("circles drawn with arcs") {
    SUBCASE("two half-circle arcs") {
        const Path path = closed(Path{{arc(Vec2(60, 50), 10, 10, 0, false, true, Vec2(40, 50)),
                                       arc(Vec2(40, 50), 10, 10, 0, false, true, Vec2(60, 50))},
                                      false});
        const auto r = recognize(path);
        REQUIRE(r.derived.size() == 1);
        const auto circles = r.all<Circle>();
        REQUIRE(circles.size() == 1);
        CHECK(near(circles[0].c, Vec2(50, 50), 1e-6));
        CHECK(circles[0].r == doctest::Approx(10).epsilon(1e-6));
        CHECK(r.derived[0].origin == 0);
        CHECK_FALSE(r.derived[0].is_primary(1));
        CHECK(r.derived[0].style.id == "p1");
        CHECK(r.derived[0].source.element == "path");
    }
    SUBCASE("four quarter arcs, counter-clockwise, without a closing command") {
        Path path;
        path.pieces = {arc(Vec2(5, 0), 5, 5, 0, false, false, Vec2(0, -5)),
                       arc(Vec2(0, -5), 5, 5, 0, false, false, Vec2(-5, 0)),
                       arc(Vec2(-5, 0), 5, 5, 0, false, false, Vec2(0, 5)),
                       arc(Vec2(0, 5), 5, 5, 0, false, false, Vec2(5, 0))};
        const auto circles = recognize(path).all<Circle>();
        REQUIRE(circles.size() == 1);
        CHECK(circles[0].r == doctest::Approx(5).epsilon(1e-6));
    }
    SUBCASE("one full-turn arc piece, as TikZ and EPS draw circles") {
        PathPiece full;
        full.kind = PathPiece::Kind::Arc;
        full.arc = Arc{Ellipse{Vec2(7, 8), 3, 3, 0}, 0.5, -2 * kPi};
        full.p0 = full.p3 = full.arc.start();
        const auto circles = recognize(Path{{full}, true}).all<Circle>();
        REQUIRE(circles.size() == 1);
        CHECK(near(circles[0].c, Vec2(7, 8), 1e-9));
        CHECK(circles[0].r == doctest::Approx(3));
    }
    SUBCASE("an elliptic arc pair gives an Ellipse") {
        const Path path = closed(Path{{arc(Vec2(20, 0), 20, 10, 30, false, true, Vec2(-20, 0)),
                                       arc(Vec2(-20, 0), 20, 10, 30, false, true, Vec2(20, 0))},
                                      false});
        const auto r = recognize(path);
        const auto ellipses = r.all<Ellipse>();
        REQUIRE(ellipses.size() == 1);
        CHECK(r.all<Circle>().empty());
        CHECK(ellipses[0].rx > ellipses[0].ry);
        // The arc through two opposite points: the same ellipse as the arcs' own.
        const Ellipse& expected = path.pieces[0].arc.ellipse;
        CHECK(ellipses[0].rx == doctest::Approx(expected.rx).epsilon(1e-6));
        CHECK(ellipses[0].ry == doctest::Approx(expected.ry).epsilon(1e-6));
        CHECK(ellipses[0].angle == doctest::Approx(expected.angle).epsilon(1e-6));
    }
}

TEST_CASE("circles drawn with Beziers") {
    SUBCASE("four kappa cubics") {
        const auto circles = recognize(kappa_circle(Vec2(100, 80), 30)).all<Circle>();
        REQUIRE(circles.size() == 1);
        CHECK(near(circles[0].c, Vec2(100, 80), 0.01));
        CHECK(circles[0].r == doctest::Approx(30).epsilon(5e-4));
    }
    SUBCASE("eight quadratics") {
        Path path;
        const double step = kPi / 4, r = 12;
        for (int i = 0; i < 8; ++i) {
            const double t0 = i * step, t1 = (i + 1) * step, tm = (t0 + t1) / 2;
            const Vec2 control = Vec2(std::cos(tm), std::sin(tm)) * (r / std::cos(step / 2));
            path.pieces.push_back(quad(Vec2(std::cos(t0), std::sin(t0)) * r, control,
                                       Vec2(std::cos(t1), std::sin(t1)) * r));
        }
        const auto circles = recognize(closed(path)).all<Circle>();
        REQUIRE(circles.size() == 1);
        CHECK(circles[0].r == doctest::Approx(12).epsilon(0.005));
    }
    SUBCASE("kappa cubics under rotate and non-uniform scale: an Ellipse with the right axes") {
        const Affine m = Affine::translate(200, 100) * Affine::rotate_deg(30) * Affine::scale(2, 1);
        const auto r = recognize(transformed(kappa_circle(Vec2(0, 0), 10), m));
        CHECK(r.all<Circle>().empty());
        const auto ellipses = r.all<Ellipse>();
        REQUIRE(ellipses.size() == 1);
        CHECK(near(ellipses[0].c, Vec2(200, 100), 0.01));
        CHECK(ellipses[0].rx == doctest::Approx(20).epsilon(5e-4));
        CHECK(ellipses[0].ry == doctest::Approx(10).epsilon(5e-4));
        CHECK(ellipses[0].angle == doctest::Approx(kPi / 6).epsilon(1e-3));
    }
    SUBCASE("a reflected circle is still a circle") {
        const auto circles = recognize(transformed(kappa_circle(Vec2(3, 4), 10), Affine::scale(-1, 1))).all<Circle>();
        REQUIRE(circles.size() == 1);
        CHECK(near(circles[0].c, Vec2(-3, 4), 0.01));
    }
}

TEST_CASE("circle or ellipse: the radii tolerance on both sides") {
    // 0.5% apart: one circle with the mean radius; 3% apart: an ellipse.
    const auto slight = recognize(transformed(kappa_circle(Vec2(0, 0), 100), Affine::scale(1.005, 1)));
    REQUIRE(slight.all<Circle>().size() == 1);
    CHECK(slight.all<Circle>()[0].r == doctest::Approx(100.25).epsilon(1e-3));
    const auto clear = recognize(transformed(kappa_circle(Vec2(0, 0), 100), Affine::scale(1.03, 1)));
    CHECK(clear.all<Circle>().empty());
    CHECK(clear.all<Ellipse>().size() == 1);
}

TEST_CASE("near circles that are not circles") {
    SUBCASE("kappa cubics fail a tolerance tighter than their own error (2.7e-4)") {
        CHECK(recognize(kappa_circle(Vec2(0, 0), 10), 1e-4).derived.empty());
        CHECK(recognize(kappa_circle(Vec2(0, 0), 10), 1e-3).all<Circle>().size() == 1);
    }
    SUBCASE("a square with rounded corners drawn as four cubics") {
        CHECK(recognize(kappa_circle(Vec2(0, 0), 10, 1.35)).derived.empty());
    }
    SUBCASE("a rounded rectangle: lines and corner arcs") {
        Path path;
        path.pieces = {line(Vec2(2, 0), Vec2(8, 0)), arc(Vec2(8, 0), 2, 2, 0, false, true, Vec2(10, 2)),
                       line(Vec2(10, 2), Vec2(10, 8)), arc(Vec2(10, 8), 2, 2, 0, false, true, Vec2(8, 10)),
                       line(Vec2(8, 10), Vec2(2, 10)), arc(Vec2(2, 10), 2, 2, 0, false, true, Vec2(0, 8)),
                       line(Vec2(0, 8), Vec2(0, 2)), arc(Vec2(0, 2), 2, 2, 0, false, true, Vec2(2, 0))};
        const auto r = recognize(closed(path));
        CHECK(r.all<Circle>().empty());
        CHECK(r.all<Ellipse>().empty());
        CHECK(r.all<Segment>().size() == 4);   // its straight sides
    }
    SUBCASE("three quarters of a circle, open") {
        Path path;
        path.pieces = {arc(Vec2(5, 0), 5, 5, 0, false, true, Vec2(0, 5)),
                       arc(Vec2(0, 5), 5, 5, 0, false, true, Vec2(-5, 0)),
                       arc(Vec2(-5, 0), 5, 5, 0, false, true, Vec2(0, -5))};
        CHECK(recognize(path).derived.empty());
        SUBCASE("closed with a chord it is a chord, not a circle") {
            const auto r = recognize(closed(path));
            CHECK(r.all<Circle>().empty());
            REQUIRE(r.all<Segment>().size() == 1);
            CHECK(same_segment(r.all<Segment>()[0], Vec2(0, -5), Vec2(5, 0)));
        }
    }
    SUBCASE("eggs: a half circle on a longer half ellipse") {
        // The best ellipse through such an egg is off by about stretch/12 of the radius.
        auto egg = [](double stretch) {
            Path path;
            path.pieces = {arc(Vec2(10, 0), 10, 10, 0, false, false, Vec2(-10, 0)),
                           arc(Vec2(-10, 0), 10, 10 * stretch, 0, false, false, Vec2(10, 0))};
            return closed(path);
        };
        // 30% longer: 2.4% off any ellipse, nothing is recognised (unless told 3% will do).
        CHECK(recognize(egg(1.3)).derived.empty());
        CHECK(recognize(egg(1.3), 0.03).all<Ellipse>().size() == 1);
        // 10% longer, 5% off a circle: within 1% of an ellipse, but no circle.
        const auto ten = recognize(egg(1.1));
        CHECK(ten.all<Circle>().empty());
        REQUIRE(ten.all<Ellipse>().size() == 1);
        CHECK(ten.all<Ellipse>()[0].rx == doctest::Approx(10.5).epsilon(0.01));
        // 0.3% longer: a circle within tolerance.
        CHECK(recognize(egg(1.003)).all<Circle>().size() == 1);
    }
    SUBCASE("a circle gone round twice") {
        Path path = kappa_circle(Vec2(0, 0), 10);
        const Path once = path;
        path.pieces.insert(path.pieces.end(), once.pieces.begin(), once.pieces.end());
        CHECK(recognize(path).derived.empty());
    }
    SUBCASE("a gap wider than the tolerance") {
        Path path = kappa_circle(Vec2(0, 0), 10);
        path.pieces.pop_back();  // drop the closing line
        path.pieces.back().p3 = Vec2(10, -0.5);
        path.closed = false;
        CHECK(recognize(path).derived.empty());
        path.pieces.back().p3 = Vec2(10, -0.02);
        CHECK(recognize(path).all<Circle>().size() == 1);
    }
}

TEST_CASE("straight runs of line pieces") {
    SUBCASE("a single line piece") {
        const auto r = recognize(polyline({Vec2(0, 0), Vec2(3, 4)}));
        REQUIRE(r.all<Segment>().size() == 1);
        CHECK(same_segment(r.all<Segment>()[0], Vec2(0, 0), Vec2(3, 4)));
        CHECK(r.derived[0].origin == 0);
    }
    SUBCASE("collinear runs merge, corners split, zero-length pieces are skipped") {
        const auto segs = recognize(polyline({Vec2(0, 0), Vec2(5, 0), Vec2(10, 0), Vec2(10, 10),
                                              Vec2(10, 10), Vec2(10, 20), Vec2(0, 20)}))
                              .all<Segment>();
        REQUIRE(segs.size() == 3);
        CHECK(same_segment(segs[0], Vec2(0, 0), Vec2(10, 0)));
        CHECK(same_segment(segs[1], Vec2(10, 0), Vec2(10, 20)));
        CHECK(same_segment(segs[2], Vec2(10, 20), Vec2(0, 20)));
    }
    SUBCASE("half a degree is the turn limit") {
        auto bent = [](double deg) {
            const double t = deg * kPi / 180;
            return polyline({Vec2(0, 0), Vec2(10, 0), Vec2(10 + 10 * std::cos(t), 10 * std::sin(t))});
        };
        CHECK(recognize(bent(0.4)).all<Segment>().size() == 1);
        CHECK(recognize(bent(0.6)).all<Segment>().size() == 2);
    }
    SUBCASE("a slow curve of small turns is not one straight run") {
        std::vector<Vec2> pts;
        for (int i = 0; i <= 20; ++i) {
            const double t = i * 0.3 * kPi / 180;  // 0.3 degrees per piece
            pts.push_back(Vec2(100 * std::sin(t), 100 - 100 * std::cos(t)));
        }
        CHECK(recognize(polyline(pts)).all<Segment>().size() > 1);
    }
    SUBCASE("going back is a new run") {
        const auto segs = recognize(polyline({Vec2(0, 0), Vec2(10, 0), Vec2(4, 0)})).all<Segment>();
        REQUIRE(segs.size() == 2);
        CHECK(same_segment(segs[1], Vec2(10, 0), Vec2(4, 0)));
    }
    SUBCASE("a rectangle gives its four edges") {
        const auto segs = recognize(polyline({Vec2(0, 0), Vec2(20, 0), Vec2(20, 10), Vec2(0, 10)}, true)).all<Segment>();
        REQUIRE(segs.size() == 4);
        CHECK(same_segment(segs[3], Vec2(0, 10), Vec2(0, 0)));
    }
    SUBCASE("a closed polygon's run wrapping across its start is one edge") {
        const auto segs =
            recognize(polyline({Vec2(5, 0), Vec2(10, 0), Vec2(10, 10), Vec2(0, 10), Vec2(0, 0)}, true)).all<Segment>();
        REQUIRE(segs.size() == 4);
        int bottom = 0;
        for (const Segment& s : segs) bottom += same_segment(s, Vec2(0, 0), Vec2(10, 0));
        CHECK(bottom == 1);
    }
    SUBCASE("an open path does not wrap") {
        const auto segs = recognize(polyline({Vec2(5, 0), Vec2(10, 0), Vec2(10, 10), Vec2(0, 10),
                                              Vec2(0, 0), Vec2(4, 0)}))
                              .all<Segment>();
        CHECK(segs.size() == 5);
    }
    SUBCASE("curves between lines break the runs") {
        Path path;
        path.pieces = {line(Vec2(0, 0), Vec2(10, 0)),
                       cubic(Vec2(10, 0), Vec2(12, 0), Vec2(14, 0), Vec2(16, 3)),
                       line(Vec2(16, 3), Vec2(26, 3))};
        CHECK(recognize(path).all<Segment>().size() == 2);
    }
}

TEST_CASE("recognize_shapes: hostile paths") {
    SUBCASE("non-finite points give no derived geometry") {
        const double nan = std::nan("");
        const auto r = recognize(polyline({Vec2(0, 0), Vec2(10, 0), Vec2(nan, 0), Vec2(20, 0), Vec2(30, 0)}));
        for (const Segment& s : r.all<Segment>()) {
            CHECK(s.a.allFinite());
            CHECK(s.b.allFinite());
        }
        CHECK(r.all<Segment>().size() == 2);   // (0,0)-(10,0) and (20,0)-(30,0)
        Path round = kappa_circle(Vec2(0, 0), 10);
        round.pieces[1].p1 = Vec2(nan, nan);
        CHECK(recognize(round).derived.empty());
    }
    SUBCASE("a long zig-zag gives one segment per piece") {
        std::vector<Vec2> pts;
        for (int i = 0; i <= 20000; ++i) pts.push_back(Vec2(i, i % 2));
        CHECK(recognize(polyline(pts)).all<Segment>().size() == 20000);
    }
}

TEST_CASE("recognize_shapes: only primary paths, once") {
    Scene scene;
    Item seg;
    seg.geometry = Segment{Vec2(0, 0), Vec2(10, 0)};
    scene.add(seg);
    Item circle;
    circle.geometry = Circle{Vec2(0, 0), 5};
    scene.add(circle);
    Item path;
    path.geometry = polyline({Vec2(0, 0), Vec2(10, 0), Vec2(10, 10)});
    const int path_index = scene.add(path);
    Item round;
    round.geometry = kappa_circle(Vec2(50, 50), 10);
    const int round_index = scene.add(round);

    recognize_shapes(scene);
    REQUIRE(scene.items.size() == 7);   // 4 primaries, 2 edges, 1 circle
    int derived_from_path = 0, derived_from_round = 0;
    for (size_t i = 4; i < scene.items.size(); ++i) {
        derived_from_path += scene.items[i].origin == path_index;
        derived_from_round += scene.items[i].origin == round_index;
        CHECK_FALSE(scene.items[i].is_primary(int(i)));
    }
    CHECK(derived_from_path == 2);
    CHECK(derived_from_round == 1);
}

TEST_CASE("recognize_shapes: the item budget stops recognition, and says so") {
    // A zig-zag of 10 pieces gives 10 straight runs: more than a budget of 6 items allows.
    Scene scene;
    Path zigzag;
    for (int i = 0; i < 10; ++i) {
        PathPiece piece;
        piece.p0 = Vec2(i * 10.0, (i % 2) * 10.0);
        piece.p3 = Vec2((i + 1) * 10.0, ((i + 1) % 2) * 10.0);
        zigzag.pieces.push_back(piece);
    }
    Item item;
    item.geometry = zigzag;
    scene.add(item);
    RecognizeOptions options;
    options.max_items = 6;
    CHECK_FALSE(recognize_shapes(scene, options));
    CHECK(scene.items.size() <= 6);
    options.max_items = 100;
    Scene fresh;
    fresh.add(item);
    CHECK(recognize_shapes(fresh, options));
    CHECK(fresh.items.size() == 11);
}
