// The TikZ reader on what flowcharts and state machines are made of: nodes placed on a
// path or an edge are that connector's label (Item::label_of), and the shapes of
// shapes.geometric and automata (diamond, trapezium, regular polygon, state, accepting,
// initial) drawn with pgf's geometry.
#include <doctest/doctest.h>

#include <cmath>

#include "base/numbers.hpp"
#include "tikz_test_support.hpp"

using namespace plumbline;
using namespace tikz_test;

namespace {

// The index of the first text item saying `content`, or -1.
int text_item(const Scene& scene, const std::string& content) {
    for (size_t i = 0; i < scene.items.size(); ++i)
        if (const Text* t = std::get_if<Text>(&scene.items[i].geometry))
            if (t->content == content) return static_cast<int>(i);
    return -1;
}

// The connector a text labels: its item's kind and where it starts.
const Item* labelled(const Scene& scene, const std::string& content) {
    const int t = text_item(scene, content);
    if (t < 0 || scene.items[t].label_of < 0 || scene.items[t].label_of >= static_cast<int>(scene.items.size()))
        return nullptr;
    return &scene.items[scene.items[t].label_of];
}

const char* kNodes = "\\node[draw] (a) at (0,0) {A};\n\\node[draw] (b) at (4,0) {B};\n\\node[draw] (c) at (0,-3) {C};\n";

}  // namespace

TEST_CASE("tikz diagrams: a node written inside -- labels that line") {
    const ReadResult r = picture(std::string(kNodes) + "\\draw[->] (a) -- node[midway, above] {yes} (b);");
    REQUIRE_MESSAGE(r.ok, codes(r));
    const Item* line = labelled(r.scene, "yes");
    REQUIRE(line != nullptr);
    CHECK(line->source.element == "draw");
    CHECK(std::holds_alternative<Segment>(line->geometry));
    CHECK(line->arrows.end);
    // The node names are not labels.
    CHECK(r.scene.items[text_item(r.scene, "A")].label_of == -1);
    CHECK(r.scene.items[text_item(r.scene, "B")].label_of == -1);
}

TEST_CASE("tikz diagrams: to node, edge node, edge[->] node[left], pos=, sloped") {
    SUBCASE("to") {
        const ReadResult r = picture(std::string(kNodes) + "\\draw (a) to node {x} (b);");
        REQUIRE_MESSAGE(r.ok, codes(r));
        const Item* line = labelled(r.scene, "x");
        REQUIRE(line != nullptr);
        CHECK(line->source.element == "draw");
    }
    SUBCASE("to with a bend") {
        const ReadResult r = picture(std::string(kNodes) + "\\draw (a) to[bend left] node {x} (b);");
        REQUIRE_MESSAGE(r.ok, codes(r));
        const Item* line = labelled(r.scene, "x");
        REQUIRE(line != nullptr);
        CHECK(std::holds_alternative<Path>(line->geometry));
    }
    SUBCASE("edges of one path, each with its label") {
        const ReadResult r = picture(std::string(kNodes) +
                                     "\\path (a) edge node {yes} (b)\n      edge[->] node[left] {no} (c);");
        REQUIRE_MESSAGE(r.ok, codes(r));
        const Item* yes = labelled(r.scene, "yes");
        const Item* no = labelled(r.scene, "no");
        REQUIRE(yes != nullptr);
        REQUIRE(no != nullptr);
        CHECK(yes != no);
        const Segment* s_yes = std::get_if<Segment>(&yes->geometry);
        const Segment* s_no = std::get_if<Segment>(&no->geometry);
        REQUIRE(s_yes != nullptr);
        REQUIRE(s_no != nullptr);
        CHECK(std::abs(s_yes->b.y() - s_yes->a.y()) < 1e-6);   // a to b: horizontal
        CHECK(std::abs(s_no->b.x() - s_no->a.x()) < 1e-6);     // a to c: vertical
        CHECK(no->arrows.end);
        CHECK_FALSE(yes->arrows.end);
    }
    SUBCASE("pos= after the target") {
        const ReadResult r = picture(std::string(kNodes) + "\\draw (a) -- (b) node[pos=0.3, below] {p};");
        REQUIRE_MESSAGE(r.ok, codes(r));
        REQUIRE(labelled(r.scene, "p") != nullptr);
    }
    SUBCASE("sloped") {
        const ReadResult r = picture(std::string(kNodes) + "\\draw (b) -- node[sloped, above] {s} (c);");
        REQUIRE_MESSAGE(r.ok, codes(r));
        REQUIRE(labelled(r.scene, "s") != nullptr);
    }
    SUBCASE("a drawn label node: its shape is the label too") {
        const ReadResult r = picture(std::string(kNodes) + "\\draw (a) -- node[draw, fill=white] {lab} (b);");
        REQUIRE_MESSAGE(r.ok, codes(r));
        const int t = text_item(r.scene, "lab");
        REQUIRE(t > 0);
        CHECK(r.scene.items[t].label_of >= 0);
        CHECK(r.scene.items[t - 1].label_of == r.scene.items[t].label_of);   // the box before the text
    }
}

TEST_CASE("tikz diagrams: the piece of a path of several pieces a node sits on") {
    const ReadResult r = picture(
        "\\draw (0,0) -- (1,0) (0,1) -- node {second} (1,1);\n"
        "\\draw (0,3) -- (2,3) |- node[near end] {corner} (4,5);");
    REQUIRE_MESSAGE(r.ok, codes(r));
    const Item* second = labelled(r.scene, "second");
    REQUIRE(second != nullptr);
    const Segment* s = std::get_if<Segment>(&second->geometry);
    REQUIRE(s != nullptr);
    CHECK(s->a.y() == doctest::Approx(-kCm));   // the second subpath, at y = 1cm
    const Item* corner = labelled(r.scene, "corner");
    REQUIRE(corner != nullptr);
    CHECK(corner->source.element_index == 1);
}

TEST_CASE("tikz diagrams: nodes with at, standing alone or at a path's end are not labels") {
    const ReadResult r = picture(
        "\\node (n) at (0,0) {alone};\n"
        "\\draw (0,0) -- (2,0) node[right] {end};\n"
        "\\draw (0,1) -- (2,1) node at (1,2) {at};\n"
        "\\path (0,2) -- node {invisible} (2,2);");
    REQUIRE_MESSAGE(r.ok, codes(r));
    for (const char* t : {"alone", "end", "at", "invisible"}) {
        CAPTURE(t);
        const int i = text_item(r.scene, t);
        REQUIRE(i >= 0);
        CHECK(r.scene.items[i].label_of == -1);
    }
}

TEST_CASE("tikz shapes: diamond as shapes.geometric draws it") {
    // An empty text: the inner box is 2 x inner sep = 6.67pt square, so each half diagonal
    // is 3.33 + 3.33 = 6.67pt; anchors 0.2pt out, the drawn corners 1.414 x 0.2pt inside them.
    const ReadResult r = picture("\\node[draw, diamond] (d) at (0,0) {};\n\\draw (d.east) -- (2,0);");
    REQUIRE_MESSAGE(r.ok, codes(r));
    CHECK(find(r, "tikz.shape.approximated") == nullptr);
    const std::vector<Path> p = primary<Path>(r.scene);
    REQUIRE(p.size() == 1);
    REQUIRE(p[0].pieces.size() == 4);
    CHECK(p[0].closed);
    const double half = 20.0 / 3 + 0.2 - 1.414213 * 0.2;
    CHECK(near(p[0].pieces[0].p0, Vec2(half, 0), 1e-6));
    CHECK(near(p[0].pieces[1].p0, Vec2(0, -half), 1e-6));
    const std::vector<Segment> s = primary<Segment>(r.scene);
    REQUIRE(s.size() == 1);
    CHECK(s[0].a.x() == doctest::Approx(20.0 / 3 + 0.2));   // d.east: the anchor corner
}

TEST_CASE("tikz shapes: diamond with aspect and minimum sizes, lines end on its border") {
    const ReadResult r = picture(
        "\\node[draw, diamond, aspect=2, minimum width=3cm] (d) at (0,0) {};\n\\draw (d) -- (5,0);");
    REQUIRE_MESSAGE(r.ok, codes(r));
    const std::vector<Path> p = primary<Path>(r.scene);
    REQUIRE(p.size() == 1);
    // x = 3.33 + 2 x 3.33 = 10pt < 1.5cm, so the minimum width wins; y = 3.33 + 3.33/2 = 5pt.
    const double x = 1.5 * kCm, y = 5.0;
    CHECK(near(p[0].pieces[0].p0, Vec2(x + 0.2 - 1.414213 * 0.2, 0), 1e-6));
    CHECK(near(p[0].pieces[1].p0, Vec2(0, -(y + 0.2 - 1.414213 * 0.2)), 1e-6));
    const std::vector<Segment> s = primary<Segment>(r.scene);
    REQUIRE(s.size() == 1);
    CHECK(s[0].a.x() == doctest::Approx(x + 0.2));
}

TEST_CASE("tikz shapes: regular polygon and trapezium") {
    SUBCASE("a hexagon") {
        const ReadResult r = picture("\\node[draw, regular polygon, regular polygon sides=6] at (0,0) {};");
        REQUIRE_MESSAGE(r.ok, codes(r));
        const std::vector<Path> p = primary<Path>(r.scene);
        REQUIRE(p.size() == 1);
        REQUIRE(p[0].pieces.size() == 6);
        // radius 1.41421 x 3.33 / cos 30; the first corner at 90 - 30 = 60 degrees.
        const double radius = 1.41421 * 10.0 / 3 / std::cos(kPi / 6);
        CHECK(near(p[0].pieces[0].p0, Vec2(radius * std::cos(kPi / 3), -radius * std::sin(kPi / 3)), 1e-6));
    }
    SUBCASE("a triangle, pointing up") {
        const ReadResult r = picture("\\node[draw, shape=regular polygon, regular polygon sides=3] at (0,0) {};");
        REQUIRE_MESSAGE(r.ok, codes(r));
        const std::vector<Path> p = primary<Path>(r.scene);
        REQUIRE(p.size() == 1);
        REQUIRE(p[0].pieces.size() == 3);
        CHECK(p[0].pieces[0].p0.x() == doctest::Approx(0).epsilon(1e-9));
        CHECK(p[0].pieces[0].p0.y() < 0);   // y down: the top corner
    }
    SUBCASE("a trapezium: the lower side wider by 2 x half height x cot 60") {
        const ReadResult r = picture("\\node[draw, trapezium] at (0,0) {};");
        REQUIRE_MESSAGE(r.ok, codes(r));
        const std::vector<Path> p = primary<Path>(r.scene);
        REQUIRE(p.size() == 1);
        REQUIRE(p[0].pieces.size() == 4);
        const double h = 10.0 / 3, ext = 2 * h / std::tan(kPi / 3);
        CHECK(near(p[0].pieces[0].p0, Vec2(-h - ext, h), 1e-6));   // lower left (y down)
        CHECK(near(p[0].pieces[2].p0, Vec2(h, -h), 1e-6));         // upper right
    }
}

TEST_CASE("tikz shapes: automata's state, accepting and initial") {
    const ReadResult r = picture(
        "\\node[state, initial] (q0) at (0,0) {$q_0$};\n"
        "\\node[state, accepting] (q1) at (3,0) {$q_1$};\n"
        "\\draw[->] (q0) -- node[above] {a} (q1);");
    REQUIRE_MESSAGE(r.ok, codes(r));
    CHECK(find(r, "tikz.option.unknown") == nullptr);
    const std::vector<Circle> c = primary<Circle>(r.scene);
    REQUIRE(c.size() == 3);
    CHECK(c[0].r == doctest::Approx(12.5));   // minimum size 2.5em
    CHECK(c[1].r == doctest::Approx(12.5 + 0.5));
    CHECK(c[2].r == doctest::Approx(12.5 - 0.5));
    // initial: "start" 3ex to the left of q0, an arrow from there to q0's border.
    const int start = text_item(r.scene, "start");
    REQUIRE(start >= 0);
    bool arrow = false;
    for (const Segment& s : primary<Segment>(r.scene))
        if (near(s.b, Vec2(-12.5 - 0.2, 0), 1e-6) && s.a.x() == doctest::Approx(-12.7 - 3 * 4.30554)) arrow = true;
    CHECK(arrow);
    REQUIRE(labelled(r.scene, "a") != nullptr);
}

TEST_CASE("tikz shapes: shapes drawn as rectangles say the reading is incomplete") {
    const ReadResult r = picture("\\node[draw, cylinder] at (0,0) {DB};\n\\node[draw, shape=star] at (2,0) {};");
    REQUIRE_MESSAGE(r.ok, codes(r));
    int n = 0;
    for (const Diagnostic& d : r.diagnostics)
        if (d.code == "tikz.shape.approximated") {
            ++n;
            CHECK(d.severity == Severity::Warning);
        }
    CHECK(n == 2);
}
