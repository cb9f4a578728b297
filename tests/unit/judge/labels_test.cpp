// The given drawing's labels: which texts name points, which point each names, the
// segments and circles those names make, and the words messages use for points and
// shapes with them (checks/common/labels.hpp).
#include <doctest/doctest.h>

#include <cmath>

#include "common/labels.hpp"
#include "match_test_scenes.hpp"

using namespace plumbline;
using namespace plumbline::testing;

namespace {

// A text as an SVG reader makes it: a box 0.6 em per character, 0.8 em above the baseline.
int text_at(Drawing& d, Vec2 baseline_left, const std::string& content, double font = 12) {
    const int i = d.text(baseline_left, content);
    Text& t = std::get<Text>(d[i].geometry);
    t.font_size = font;
    t.box.add(baseline_left + Vec2(0, -0.8 * font));
    t.box.add(baseline_left + Vec2(0.6 * font * 1, 0.2 * font));
    return i;
}

// The altitude task's given drawing: triangle ABC with its labels beside the vertices.
Drawing triangle_abc() {
    Drawing d(500);
    d.polygon({{60, 290}, {450, 360}, {275, 55}});
    text_at(d, {46, 296}, "A");
    text_at(d, {454, 374}, "B");
    text_at(d, {269, 47}, "C");
    return d;
}

}  // namespace

TEST_CASE("labels: what names a point") {
    std::string shown;
    for (const char* name : {"A", "B'", "P2", "A''", "F\xE2\x82\x81", "C\xE2\x80\xB2", "A_1", "A_{12}", " O "})
        CHECK_MESSAGE(labels::is_point_name(name), name);
    CHECK(labels::is_point_name("$A_1$", &shown));
    CHECK(shown == "A_1");
    for (const char* text : {"", "a", "2a", "AB", "l", "Ab", "A_", "A_{1", "x1", "A B", "60\xC2\xB0", "A12345"})
        CHECK_MESSAGE(!labels::is_point_name(text), text);
}

TEST_CASE("labels: each vertex label names the vertex beside it; sides are named by their ends") {
    const labels::Labelling l = labels::Labelling::of(triangle_abc().scene);
    REQUIRE(l.points.size() == 3);
    CHECK(l.points[0].name == "A");
    CHECK(l.points[0].at == Vec2(60, 290));
    CHECK(l.points[1].name == "B");
    CHECK(l.points[1].at == Vec2(450, 360));
    CHECK(l.points[2].name == "C");
    CHECK(l.points[2].at == Vec2(275, 55));
    REQUIRE(l.segments.size() == 3);
    CHECK(l.tolerance() == doctest::Approx(0.002 * 500 * std::sqrt(2.0)));

    CHECK(l.name({275, 55}).what == "C");
    CHECK(l.name({275.5, 55.3}).kind == labels::Naming::Kind::Label);
    // The foot of the altitude from C lies on AB.
    const labels::Naming foot = l.name({227.43, 320.05});
    CHECK(foot.kind == labels::Naming::Kind::OnSegment);
    CHECK(foot.what == "AB");
    const labels::Naming mid = l.name({255, 325});
    CHECK(mid.kind == labels::Naming::Kind::Midpoint);
    CHECK(mid.what == "AB");
    // Beyond B, on the line AB.
    CHECK(l.name({489, 367}).kind == labels::Naming::Kind::OnLine);
    CHECK(l.name({200, 200}).kind == labels::Naming::Kind::None);
}

TEST_CASE("labels: texts too far from any point, or not names, label nothing") {
    Drawing d(500);
    d.line({100, 100}, {300, 100});
    text_at(d, {100, 200}, "A");      // 100 below the line's end: a caption, not a label
    text_at(d, {300, 90}, "l");       // a line's name, not a point's
    text_at(d, {190, 95}, "2a");      // a length
    const labels::Labelling l = labels::Labelling::of(d.scene);
    CHECK(l.empty());
    CHECK(labels::point_phrase(&l, {100, 100}) == "(100,100)");
    CHECK(labels::describe_geometry(&l, Segment{{100, 100}, {300, 100}}) == "segment (100,100)-(300,100)");
}

TEST_CASE("labels: one name per point and one point per name, the closest pairs first") {
    Drawing d(500);
    d.line({100, 100}, {110, 100});
    text_at(d, {95, 95}, "P");        // nearer to (100,100)
    text_at(d, {108, 95}, "Q");       // nearer to (110,100)
    text_at(d, {85, 120}, "P");       // the same name again, farther: dropped
    const labels::Labelling l = labels::Labelling::of(d.scene);
    REQUIRE(l.points.size() == 2);
    CHECK(l.points[0].name == "P");
    CHECK(l.points[0].at == Vec2(100, 100));
    CHECK(l.points[1].name == "Q");
    CHECK(l.points[1].at == Vec2(110, 100));
}

TEST_CASE("labels: centres of marked points and circles are labelled; a labelled circle names points on it") {
    Drawing d(400);
    d.circle({200, 200}, 120);
    d.circle({200, 200}, 2.5);        // the dot marking O
    text_at(d, {204, 196}, "O");
    d.circle({320, 200}, 2.5);        // a point P on the circle
    text_at(d, {324, 196}, "P");
    const labels::Labelling l = labels::Labelling::of(d.scene);
    REQUIRE(l.points.size() == 2);
    REQUIRE(l.circles.size() == 1);
    CHECK(l.circles[0].circle.r == 120);
    CHECK(labels::point_phrase(&l, {200, 80}) == "a point on the circle centred at O (200,80)");
    CHECK(labels::point_words(&l, {200, 80}) == "(200,80) on the circle centred at O");
    CHECK(labels::describe_geometry(&l, Circle{{200, 200}, 120}) == "circle centred at O (200,200), r 120, through P");
    // A segment with both ends on it is a chord of it; a relation both ends share is said once.
    CHECK(labels::describe_geometry(&l, Segment{{200, 80}, {200, 320}}) ==
          "chord of the circle centred at O from (200,80) to (200,320)");
    CHECK(labels::describe_geometry(&l, Segment{{320, 200}, {200, 320}}) ==
          "chord of the circle centred at O from P (320,200) to (200,320)");
    CHECK(labels::describe_geometry(&l, Segment{{320, 200}, {260, 200}}) ==
          "segment from P (320,200) to (260,200)");
    CHECK(labels::two_points_words(&l, {200, 80}, {200, 320}) == "(200,80) and (200,320) on the circle centred at O");
    CHECK(labels::two_points_words(&l, {320, 200}, {200, 320}) == "P (320,200) and (200,320) on the circle centred at O");
    CHECK(labels::two_points_words(nullptr, {1, 2}, {3, 4}) == "(1,2) and (3,4)");
}

TEST_CASE("labels: the words for points and shapes") {
    const labels::Labelling l = labels::Labelling::of(triangle_abc().scene);
    CHECK(labels::point_phrase(&l, {275, 55}) == "C (275,55)");
    CHECK(labels::point_phrase(&l, {227.43, 320.05}) == "a point on AB (227.43,320.05)");
    CHECK(labels::point_phrase(&l, {255, 325}) == "the midpoint of AB (255,325)");
    CHECK(labels::point_words(&l, {227.43, 320.05}) == "(227.43,320.05) on AB");
    CHECK(labels::point_words(&l, {255, 325}) == "(255,325) at the midpoint of AB");
    CHECK(labels::point_words(&l, {489, 367}) == "(489,367) on line AB");
    CHECK(labels::point_words(nullptr, {1, 2}) == "(1,2)");

    CHECK(labels::describe_geometry(&l, Segment{{275, 55}, {227.43, 320.05}}) ==
          "segment from C (275,55) to a point on AB (227.43,320.05)");
    CHECK(labels::describe_geometry(&l, Segment{{275, 55}, {251.21, 187.53}}) ==
          "segment from C (275,55) to (251.21,187.53)");
    CHECK(labels::describe_geometry(&l, Segment{{10, 10}, {20, 20}}) == "segment (10,10)-(20,20)");

    // The circumcircle passes through all three vertices.
    const Vec2 a(60, 290), b(450, 360), c(275, 55);
    const double d = 2 * (a.x() * (b.y() - c.y()) + b.x() * (c.y() - a.y()) + c.x() * (a.y() - b.y()));
    const Vec2 o((a.squaredNorm() * (b.y() - c.y()) + b.squaredNorm() * (c.y() - a.y()) + c.squaredNorm() * (a.y() - b.y())) / d,
                 (a.squaredNorm() * (c.x() - b.x()) + b.squaredNorm() * (a.x() - c.x()) + c.squaredNorm() * (b.x() - a.x())) / d);
    const std::string circum = labels::describe_geometry(&l, Circle{o, (a - o).norm()});
    CHECK(circum.rfind("circle through A, B and C (centre (", 0) == 0);
    // A circle tangent to a side.
    CHECK(labels::describe_geometry(&l, Circle{{255, 325 - 50}, 49.4}).find("tangent to AB") != std::string::npos);
    CHECK(labels::describe_geometry(&l, Circle{{10, 10}, 3}) == "circle (10,10) r 3");
}

TEST_CASE("labels: an ellipse is named by the labelled points at its foci") {
    Drawing d(500);
    d.circle({150, 260}, 2.5);
    d.circle({350, 140}, 2.5);
    text_at(d, {134, 276}, "F\xE2\x82\x81");
    text_at(d, {356, 136}, "F\xE2\x82\x82");
    const labels::Labelling l = labels::Labelling::of(d.scene);
    REQUIRE(l.points.size() == 2);
    const double angle = std::atan2(140.0 - 260.0, 350.0 - 150.0);
    CHECK(labels::describe_geometry(&l, Ellipse{{250, 200}, 150, 94.34, angle}) ==
          "ellipse with foci F\xE2\x82\x81 and F\xE2\x82\x82 (centre (250,200), rx 150, ry 94.34, rotated -30.96 deg)");
    // Named in the drawing's order whichever end of the major axis each is at.
    CHECK(labels::describe_geometry(&l, Ellipse{{250, 200}, 150, 94.34, angle + 3.14159265358979323846}) ==
          "ellipse with foci F\xE2\x82\x81 and F\xE2\x82\x82 (centre (250,200), rx 150, ry 94.34, rotated 149.04 deg)");
    CHECK(labels::describe_geometry(&l, Ellipse{{250, 200}, 150, 50, angle}) ==
          "ellipse (250,200) rx 150 ry 50 rotated -30.96 deg");
}

TEST_CASE("labels: the match check's messages name reference points by the given drawing's labels") {
    const Drawing given = triangle_abc();
    Drawing ref = triangle_abc();
    ref.with_classes({"output_object"}).line({275, 55}, {227.43, 320.05});
    Drawing cand = triangle_abc();
    cand.line({275, 55}, {251.21, 187.53});
    const Report with = run_match(match_task(), Profile::Default, ref.scene, cand.scene, &given.scene);
    const Diagnostic* d = find_code(with, "match.segment.missing");
    REQUIRE(d);
    CHECK(contains(d->message, "the segment from C (275,55) to a point on AB (227.43,320.05), missing"));
    CHECK(contains(d->message, "the segment from C (275,55) to (251.21,187.53): end (227.43,320.05) on AB is"));
    // Without a given drawing nothing is named.
    const Report without = run_match(match_task(), Profile::Default, ref.scene, cand.scene);
    const Diagnostic* plain = find_code(without, "match.segment.missing");
    REQUIRE(plain);
    CHECK(contains(plain->message, "(segment (275,55)-(227.43,320.05)) missing"));
    CHECK(with.verdict == without.verdict);
}

TEST_CASE("labels: a circle is named tangent to a side only when it touches it at one point") {
    const Drawing given = triangle_abc();
    const labels::Labelling l = labels::Labelling::of(given.scene);
    const Vec2 A(60, 290), B(450, 360), C(275, 55);
    // The incircle: tangent to the three sides.
    const double a = (B - C).norm(), b = (C - A).norm(), c = (A - B).norm(), s = (a + b + c) / 2;
    const double area = std::abs((B - A).x() * (C - A).y() - (B - A).y() * (C - A).x()) / 2;
    const Circle incircle{(a * A + b * B + c * C) / (a + b + c), area / s};
    CHECK(labels::describe_geometry(&l, incircle).find("tangent to AB, BC and CA") != std::string::npos);
    // The nine-point circle: through the sides' midpoints and the altitudes' feet, so it
    // crosses each side (near its middle here) and is tangent to none.
    const Vec2 mab = (A + B) / 2, mbc = (B + C) / 2, mca = (C + A) / 2;
    const double d = 2 * (mab.x() * (mbc.y() - mca.y()) + mbc.x() * (mca.y() - mab.y()) + mca.x() * (mab.y() - mbc.y()));
    const auto sq = [](const Vec2& p) { return p.squaredNorm(); };
    const Vec2 centre((sq(mab) * (mbc.y() - mca.y()) + sq(mbc) * (mca.y() - mab.y()) + sq(mca) * (mab.y() - mbc.y())) / d,
                      (sq(mab) * (mca.x() - mbc.x()) + sq(mbc) * (mab.x() - mca.x()) + sq(mca) * (mbc.x() - mab.x())) / d);
    const Circle nine_point{centre, (mab - centre).norm()};
    const std::string name = labels::describe_geometry(&l, nine_point);
    CAPTURE(name);
    CHECK(name.find("tangent") == std::string::npos);
}
