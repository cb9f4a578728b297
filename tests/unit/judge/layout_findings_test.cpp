// The layout section's findings (docs/layout.md), one kind at a time: exactly at a
// tolerance, just inside, just outside, and degenerate input (empty boxes, zero lengths,
// nothing to examine), on Scenes built by hand so each number is the one the doc states.
#include <doctest/doctest.h>

#include <cmath>

#include <algorithm>
#include <string>

#include "layout/layout.hpp"
#include "layout/context.hpp"

using namespace plumbline;
using plumbline::layout::find_layout;

namespace {

Style stroke_style(double width = 1) {
    Style s;
    s.stroke = Color::rgb8(0, 0, 0);
    s.fill = Color::paint_none();
    s.stroke_width = width;
    return s;
}

int add_segment(Scene& s, Vec2 a, Vec2 b, double width = 1) {
    Item it;
    it.geometry = Segment{a, b};
    it.style = stroke_style(width);
    return s.add(std::move(it));
}

int add_text(Scene& s, const std::string& content, Vec2 centre, double font = 10, double w = 6, double h = 7) {
    Item it;
    Text t;
    t.anchor = centre;
    t.content = content;
    t.font_size = font;
    t.box = Box{centre - Vec2(w / 2, h / 2), centre + Vec2(w / 2, h / 2), false};
    it.geometry = t;
    it.style.fill = Color::rgb8(0, 0, 0);
    it.style.stroke = Color::paint_none();
    return s.add(std::move(it));
}

int add_path(Scene& s, std::vector<Vec2> pts, bool closed, double width = 1) {
    Item it;
    Path p;
    for (size_t k = 0; k + 1 < pts.size(); ++k) p.pieces.push_back(PathPiece::line(pts[k], pts[k + 1]));
    if (closed) p.pieces.push_back(PathPiece::line(pts.back(), pts.front()));
    p.closed = closed;
    it.geometry = p;
    it.style = stroke_style(width);
    return s.add(std::move(it));
}

int count(const LayoutSection& s, const std::string& code) {
    return static_cast<int>(std::count_if(s.findings.begin(), s.findings.end(),
                                          [&](const LayoutFinding& f) { return f.code == code; }));
}

void frame(Scene& s, double x, double y, double w, double h) {
    s.frame.x = x, s.frame.y = y, s.frame.width = w, s.frame.height = h;
    s.frame.known = true;
}

}  // namespace

TEST_CASE("layout: an empty scene has nothing to say") {
    Scene s;
    const LayoutSection out = find_layout(s);
    CHECK(out.findings.empty());
    CHECK(out.examined.items == 0);
    CHECK_FALSE(out.truncated);
}

TEST_CASE("layout: out of frame, by more than half the stroke and a thousandth of the frame") {
    // Frame 1000 x 0 .. 1000 (diagonal 1414.2: slack 1.414), stroke 2: tolerance 2.414.
    for (const auto& row : std::vector<std::pair<double, int>>{{1000, 0}, {1002.4, 0}, {1002.5, 1}, {1100, 1}}) {
        const double x = row.first;   // not a structured binding: CHECK_MESSAGE's lambda captures it (clang)
        const int expect = row.second;
        Scene s;
        frame(s, 0, 0, 1000, 1000);
        add_segment(s, Vec2(500, 500), Vec2(x, 500), 2);
        const LayoutSection out = find_layout(s);
        CHECK_MESSAGE(count(out, "layout.frame.outside") == expect, "x = " << x);
    }
    Scene unknown;   // no frame: nothing is out of it
    add_segment(unknown, Vec2(0, 0), Vec2(5000, 0));
    CHECK(count(find_layout(unknown), "layout.frame.outside") == 0);
}

TEST_CASE("layout: a part cut off by a clipping viewport") {
    Scene s;
    const int i = add_segment(s, Vec2(0, 0), Vec2(200, 0));
    s.items[i].clips.push_back(ClipRegion::quad(Vec2(-10, -10), Vec2(100, -10), Vec2(100, 10), Vec2(-10, 10)));
    const LayoutSection out = find_layout(s);
    REQUIRE(count(out, "layout.frame.clipped") == 1);
    CHECK(out.findings[0].items == std::vector<int>{i});
}

TEST_CASE("layout: texts overlap beyond a tenth of the smaller box") {
    // Two 10 x 10 boxes side by side; shifted so they share 9%, 11%.
    for (const auto& row : std::vector<std::pair<double, int>>{{10, 0}, {9.1, 0}, {8.9, 1}, {0, 1}}) {
        const double dx = row.first;   // not a structured binding: CHECK_MESSAGE's lambda captures it (clang)
        const int expect = row.second;
        Scene s;
        add_text(s, "A", Vec2(0, 0), 10, 10, 10);
        add_text(s, "B", Vec2(dx, 0), 10, 10, 10);
        CHECK_MESSAGE(count(find_layout(s), "layout.overlap.texts") == expect, "dx = " << dx);
    }
}

TEST_CASE("layout: a stroke through a text's core, unless something opaque drawn later hides it") {
    // Box 20 wide, 10 high at the origin: the core is inset 2 on every side (y in -3..3).
    for (const auto& row : std::vector<std::pair<double, int>>{{0, 1}, {2.9, 1}, {3.1, 0}, {20, 0}}) {
        const double y = row.first;   // not a structured binding: CHECK_MESSAGE's lambda captures it (clang)
        const int expect = row.second;
        Scene s;
        add_text(s, "word", Vec2(0, 0), 10, 20, 10);
        add_segment(s, Vec2(-50, y), Vec2(50, y));
        CHECK_MESSAGE(count(find_layout(s), "layout.overlap.text_stroke") == expect, "y = " << y);
    }
    Scene hidden;   // \draw ... node[fill=white] {word}: the node's fill is drawn after the line
    add_segment(hidden, Vec2(-50, 0), Vec2(50, 0));
    const int box = add_path(hidden, {Vec2(-11, -6), Vec2(11, -6), Vec2(11, 6), Vec2(-11, 6)}, true);
    hidden.items[box].style.fill = Color::rgb8(255, 255, 255);
    hidden.items[box].style.stroke = Color::paint_none();
    add_text(hidden, "word", Vec2(0, 0), 10, 20, 10);
    CHECK(count(find_layout(hidden), "layout.overlap.text_stroke") == 0);
}

TEST_CASE("layout: an item drawn twice") {
    Scene s;
    add_segment(s, Vec2(0, 0), Vec2(100, 0));
    add_segment(s, Vec2(100, 0), Vec2(0, 0));
    add_segment(s, Vec2(0, 0), Vec2(100, 0.5));
    const LayoutSection out = find_layout(s);
    CHECK(count(out, "layout.overlap.duplicate") == 1);
}

TEST_CASE("layout: a point label names the nearest point within 4 font sizes, and not two") {
    // Font 10: reach 40 from the box; the box is 6 x 7 around its centre.
    for (const auto& row : std::vector<std::pair<double, int>>{{0, 0}, {39.9, 0}, {40.1, 1}}) {
        const double gap = row.first;   // not a structured binding: CHECK_MESSAGE's lambda captures it (clang)
        const int expect = row.second;
        Scene s;
        add_segment(s, Vec2(0, 0), Vec2(-300, 0));
        add_text(s, "A", Vec2(3 + gap, 0));   // box's left edge `gap` right of the point (0,0)
        const LayoutSection out = find_layout(s);
        CHECK_MESSAGE(count(out, "layout.label.far") == expect, "gap = " << gap);
        CHECK(out.examined.point_labels == 1);
    }
    // Two points about as near: ambiguity under 0.15 font sizes (1.5).
    for (const auto& row : std::vector<std::pair<double, int>>{{1.4, 1}, {1.6, 0}}) {
        const double dy = row.first;   // not a structured binding: CHECK_MESSAGE's lambda captures it (clang)
        const int expect = row.second;
        Scene s;
        add_segment(s, Vec2(0, -20), Vec2(0, -200));
        add_segment(s, Vec2(0, 20 + dy), Vec2(0, 200));
        add_text(s, "B", Vec2(0, 0), 10, 6, 7);
        CHECK_MESSAGE(count(find_layout(s), "layout.label.ambiguous") == expect, "dy = " << dy);
    }
    Scene none;   // a label and no point at all
    add_text(none, "C", Vec2(0, 0));
    CHECK(count(find_layout(none), "layout.label.far") == 1);
}

TEST_CASE("layout: a closed shape left open") {
    // Perimeter 300; gap share 5%: 15. Stroke 2: a gap over 1 shows.
    for (const auto& row : std::vector<std::pair<double, const char*>>{
             {0, "layout.closed.unjoined"}, {0.9, "layout.closed.unjoined"}, {1.1, "layout.closed.gap"}, {14, "layout.closed.gap"}}) {
        const double end = row.first;   // not structured bindings: the CHECK macros' lambdas capture them (clang)
        const char* const code = row.second;
        Scene s;
        add_path(s, {Vec2(0, 0), Vec2(100, 0), Vec2(100, 100), Vec2(0, 100), Vec2(0, end)}, false, 2);
        const LayoutSection out = find_layout(s);
        CHECK_MESSAGE(count(out, code) == 1, "end = " << end);
    }
    Scene far;   // an open zigzag: not meant closed
    add_path(far, {Vec2(0, 0), Vec2(100, 0), Vec2(100, 100)}, false);
    CHECK(find_layout(far).examined.open_paths == 0);
}

TEST_CASE("layout: a right-angle mark in a corner of 90 degrees, 91.9, 92.1") {
    const double pi = 3.14159265358979323846;
    for (const auto& row : std::vector<std::pair<double, int>>{{90, 0}, {88.1, 0}, {87.9, 1}, {60, 1}}) {
        const double deg = row.first;   // not a structured binding: CHECK_MESSAGE's lambda captures it (clang)
        const int expect = row.second;
        Scene s;
        const double t = deg * pi / 180;
        add_segment(s, Vec2(0, 0), Vec2(200, 0));
        add_segment(s, Vec2(0, 0), Vec2(200 * std::cos(t), -200 * std::sin(t)));
        // The mark drawn square to the first leg, as a picture of an 87.9-degree corner would.
        add_path(s, {Vec2(10, 0), Vec2(10, -10), Vec2(0, -10)}, false);
        const LayoutSection out = find_layout(s);
        CHECK_MESSAGE(count(out, "layout.mark.right_angle") == expect, "deg = " << deg);
        CHECK(out.examined.right_angle_marks == 1);
    }
}

TEST_CASE("layout: an angle label against the corner it stands in (5 degrees)") {
    for (const auto& row : std::vector<std::pair<std::string, int>>{
             {"$60^\\circ$", 0}, {"64.9°", 0}, {"65.1°", 1}, {"$30^{\\circ}$", 1}}) {
        const std::string& stated = row.first;   // not structured bindings (clang)
        const int expect = row.second;
        Scene s;
        const double pi = 3.14159265358979323846, t = 60 * pi / 180;
        add_segment(s, Vec2(0, 0), Vec2(200, 0));
        add_segment(s, Vec2(0, 0), Vec2(200 * std::cos(t), -200 * std::sin(t)));
        add_text(s, stated, Vec2(20 * std::cos(t / 2), -20 * std::sin(t / 2)));
        const LayoutSection out = find_layout(s);
        CHECK_MESSAGE(count(out, "layout.mark.angle_label") == expect, stated);
        CHECK(out.examined.angle_labels == 1);
    }
}

TEST_CASE("layout: labelled lengths against the drawing's scale (10%)") {
    for (const auto& row : std::vector<std::pair<double, int>>{{200, 0}, {219, 0}, {221, 1}}) {
        const double drawn = row.first;   // not a structured binding: CHECK_MESSAGE's lambda captures it (clang)
        const int expect = row.second;
        Scene s;
        add_segment(s, Vec2(0, 0), Vec2(100, 0));      // "5": scale 20
        add_segment(s, Vec2(0, 50), Vec2(drawn, 50));  // "10"
        add_segment(s, Vec2(0, 150), Vec2(300, 150));  // "15 cm"
        add_text(s, "5", Vec2(50, -8));
        add_text(s, "$10$", Vec2(drawn / 2, 42));
        add_text(s, "15 cm", Vec2(150, 142), 10, 20, 7);
        const LayoutSection out = find_layout(s);
        CHECK(out.examined.length_labels == 3);
        CHECK_MESSAGE(count(out, "layout.proportion.length") == expect, "drawn = " << drawn);
    }
}

TEST_CASE("layout: text under 5 pt, and text the colour of what it sits on") {
    for (const auto& row : std::vector<std::pair<double, int>>{{5.0, 1}, {5.03, 0}, {12, 0}}) {
        const double size = row.first;   // not a structured binding: CHECK_MESSAGE's lambda captures it (clang)
        const int expect = row.second;
        Scene s;
        s.frame.units_per_pixel = 0.752812;   // TikZ: pt per CSS pixel
        add_text(s, "tiny", Vec2(0, 0), size);
        CHECK_MESSAGE(count(find_layout(s), "layout.legibility.small") == expect, "size = " << size);
    }
    Scene s;
    const int box = add_path(s, {Vec2(-50, -50), Vec2(50, -50), Vec2(50, 50), Vec2(-50, 50)}, true);
    s.items[box].style.fill = Color::rgb8(0, 0, 0);
    add_text(s, "hidden", Vec2(0, 0), 12, 30, 8);
    CHECK(count(find_layout(s), "layout.legibility.contrast") == 1);
}

TEST_CASE("layout: a drawing too large for a page") {
    // The page: 345 x 550 pt either way round; a finding when it shows the drawing at
    // under 85% of its size. EPS units are points (0.75 per CSS pixel).
    const auto page_findings = [](const std::string& format, double w, double h, double upp, double px_w, double px_h) {
        Scene s;
        s.format = format;
        s.frame.known = true;
        s.frame.width = w;
        s.frame.height = h;
        s.frame.units_per_pixel = upp;
        s.frame.pixel_width = px_w;
        s.frame.pixel_height = px_h;
        add_segment(s, Vec2(0, 0), Vec2(w, h));
        return count(find_layout(s), "layout.legibility.page");
    };
    CHECK(page_findings("eps", 405.8, 405.8, 0.75, 0, 0) == 0);   // shown at 85.02%
    CHECK(page_findings("eps", 406.0, 406.0, 0.75, 0, 0) == 1);   // 84.98%
    CHECK(page_findings("eps", 690.0, 1100.0, 0.75, 0, 0) == 1);  // 50% upright
    CHECK(page_findings("eps", 600.0, 300.0, 0.75, 0, 0) == 0);   // too wide upright, fits turned (92%)
    CHECK(page_findings("eps", 300.0, 300.0, 0.75, 0, 0) == 0);   // fits as it is
    // An SVG with a viewBox alone has no size of its own: it fills what shows it.
    CHECK(page_findings("svg", 2000.0, 2000.0, 1, 0, 0) == 0);
    CHECK(page_findings("svg", 2000.0, 2000.0, 2.5, 800, 800) == 1);  // 600 pt a side
    CHECK(page_findings("svg", 2000.0, 2000.0, 5, 400, 400) == 0);    // 300 pt a side
    // Degenerate: no frame, a zero-height frame.
    CHECK(page_findings("eps", 0.0, 0.0, 0.75, 0, 0) == 0);
    CHECK(page_findings("eps", 1000.0, 0.0, 0.75, 0, 0) == 0);
}

// The duplicates as (first, again) item pairs, in the order the section lists them.
std::vector<std::vector<int>> duplicates(const LayoutSection& out) {
    std::vector<std::vector<int>> pairs;
    for (const LayoutFinding& f : out.findings)
        if (f.code == "layout.overlap.duplicate") pairs.push_back(f.items);
    return pairs;
}

// drawn_twice finds the pairs by sorting when its pair budget allows and every bound is
// finite, else by the pair loop: both must list the same pairs in the loop's order, each
// repeat once, against its first drawing.
TEST_CASE("layout: items drawn twice and thrice, kinds mixed, listed in drawing order") {
    Scene s;
    const int a = add_segment(s, Vec2(0, 0), Vec2(100, 0));
    Item circle;
    circle.geometry = Circle{Vec2(50, 50), 10};
    circle.style = stroke_style();
    const int c = s.add(circle);
    const int a2 = add_segment(s, Vec2(100, 0), Vec2(0, 0));       // a reversed
    const int a3 = add_segment(s, Vec2(0, 0), Vec2(100, 0));       // a a third time
    const int c2 = s.add(circle);
    add_segment(s, Vec2(0, 0), Vec2(100, 50));                     // a's left edge, not a
    const int p = add_text(s, "P", Vec2(200, 0));
    const int p2 = add_text(s, "P", Vec2(200, 0));
    add_text(s, "Q", Vec2(200, 0));                                // P's box, other text
    const std::vector<std::vector<int>> expected = {{a, a2}, {a, a3}, {c, c2}, {p, p2}};
    CHECK(duplicates(find_layout(s)) == expected);
    // A bound that is not finite (a text's box as a reader set it) sends the search to the
    // pair loop: the same list.
    add_text(s, "R", Vec2(std::nan(""), 0));
    CHECK(duplicates(find_layout(s)) == expected);
}

TEST_CASE("layout: the pair budget stops a search and says so") {
    Scene s;
    for (int k = 0; k < 30; ++k) add_text(s, "T", Vec2(k * 100, 0));
    layout::LayoutLimits limits;
    limits.max_pairs = 50;
    const LayoutSection out = find_layout(s, limits);
    CHECK(out.truncated);
    CHECK(count(out, "layout.budget") >= 1);
}

TEST_CASE("layout: label texts read as TeX writes them") {
    using layout::angle_value;
    using layout::length_value;
    CHECK(length_value("8") == 8.0);
    CHECK(length_value("$4.5$ cm") == 4.5);
    CHECK(length_value("h = 6") == 6.0);
    CHECK(length_value("12\\,m") == 12.0);
    CHECK_FALSE(length_value("A"));
    CHECK_FALSE(length_value("$60^\\circ$"));
    CHECK_FALSE(length_value("0"));
    CHECK(angle_value("$60^\\circ$") == 60.0);
    CHECK(angle_value("45°") == 45.0);
    CHECK_FALSE(angle_value("45"));
}

namespace {

// A segment with `n` tick marks (6 long, square across it) at its middle, 3 apart.
void ticked_segment(Scene& s, Vec2 a, Vec2 b, int n) {
    add_segment(s, a, b);
    const Vec2 d = (b - a).normalized(), across(-d.y(), d.x());
    const Vec2 mid = (a + b) / 2;
    for (int k = 0; k < n; ++k) {
        const Vec2 at = mid + (3.0 * k - 1.5 * (n - 1)) * d;
        add_segment(s, at - 3 * across, at + 3 * across);
    }
}

}  // namespace

TEST_CASE("layout: equal-length tick marks against the lengths they mark (5% of the longest)") {
    for (const auto& row : std::vector<std::pair<double, int>>{{100, 0}, {95, 0}, {94.9, 1}, {70, 1}}) {
        const double drawn = row.first;   // not a structured binding: CHECK_MESSAGE's lambda captures it (clang)
        const int expect = row.second;
        Scene s;
        ticked_segment(s, Vec2(0, 0), Vec2(100, 0), 2);
        ticked_segment(s, Vec2(0, 50), Vec2(drawn, 50), 2);
        ticked_segment(s, Vec2(0, 100), Vec2(40, 100), 1);   // one tick: marked equal to no other
        const LayoutSection out = find_layout(s);
        CHECK_MESSAGE(count(out, "layout.mark.equal_length") == expect, "drawn = " << drawn);
        if (expect == 1) {
            const LayoutFinding& f = *std::find_if(out.findings.begin(), out.findings.end(),
                                                   [](const LayoutFinding& x) { return x.code == "layout.mark.equal_length"; });
            CHECK(f.items.size() == 6);   // the two segments and their four ticks
            CHECK(f.shapes.size() == 6);
            CHECK(f.message.find("2 ticks each") != std::string::npos);
        }
    }
}

TEST_CASE("layout: an isosceles triangle's tick marks, drawn right and drawn wrong") {
    for (const auto& row : std::vector<std::pair<double, int>>{{50, 0}, {35, 1}}) {
        const double apex = row.first;   // not a structured binding (clang)
        const int expect = row.second;
        Scene s;
        const Vec2 a(0, 0), b(100, 0), c(apex, -80);
        add_segment(s, a, b);
        ticked_segment(s, a, c, 1);
        ticked_segment(s, b, c, 1);
        CHECK_MESSAGE(count(find_layout(s), "layout.mark.equal_length") == expect, "apex x = " << apex);
    }
}

TEST_CASE("layout: ticks along an axis are not equal-length marks") {
    Scene s;
    add_segment(s, Vec2(0, 0), Vec2(100, 0));
    add_segment(s, Vec2(0, 50), Vec2(60, 50));
    for (int k = 1; k < 10; ++k) add_segment(s, Vec2(10.0 * k, -3), Vec2(10.0 * k, 3));   // an axis's ticks
    add_segment(s, Vec2(30, 47), Vec2(30, 53));                                          // one tick on the other
    CHECK(count(find_layout(s), "layout.mark.equal_length") == 0);
}

TEST_CASE("layout: a small square across two lines' middles is no tick mark") {
    // Shape recognition gives the square's sides as segments; they are sides of a shape.
    Scene s;
    add_segment(s, Vec2(0, 0), Vec2(100, 0));
    add_segment(s, Vec2(0, 50), Vec2(70, 50));
    add_path(s, {Vec2(48, -3), Vec2(52, -3), Vec2(52, 3), Vec2(48, 3)}, true);
    add_path(s, {Vec2(33, 47), Vec2(37, 47), Vec2(37, 53), Vec2(33, 53)}, true);
    for (const int origin : {2, 3}) {
        const Path p = std::get<Path>(s.items[origin].geometry);
        for (const PathPiece& k : p.pieces) s.add_derived(origin, Segment{k.start(), k.end()});
    }
    CHECK(count(find_layout(s), "layout.mark.equal_length") == 0);
}

namespace {

// A right triangle A (0,0), B (100,0), C (100,-50), its vertices labelled.
Scene labelled_triangle() {
    Scene s;
    add_segment(s, Vec2(0, 0), Vec2(100, 0));
    add_segment(s, Vec2(100, 0), Vec2(100, -50));
    add_segment(s, Vec2(100, -50), Vec2(0, 0));
    add_text(s, "A", Vec2(-8, 8));
    add_text(s, "$B$", Vec2(108, 8));
    add_text(s, "C", Vec2(108, -58));
    return s;
}

}  // namespace

TEST_CASE("layout: lengths the prompt states, against the drawing (10%)") {
    const std::vector<std::pair<std::string, int>> rows = {
        {"", 0},
        {"Draw a triangle with AB = 2 BC.", 0},
        {"Draw a triangle with $AB = 2.2 \\cdot BC$.", 0},
        {"Draw a triangle with AB = 2.3 BC.", 1},
        {"Draw a triangle with AB = 3BC and a right angle at B.", 1},
        {"AB = 10 and BC = 5.", 0},
        {"AB = 10, BC = 4.", 2},          // scales 10 and 12.5: each more than 10% off their median
        {"AB = 10, BC = 5, AC = 20.", 1},  // AC is 111.8: scale 5.6 against 10
        {"AB = BC", 1},
        {"Let ABC be a triangle, AB is 5 and BC is 2.5 units.", 0},
        {"XY = 3 BC", 0},                  // X, Y are not labelled: nothing to hold it against
        {"the segment DAB = 2 BC", 0},     // not a segment's name
        {"so AC : BC = AB : AC here", 0},  // a proportion, not BC = AB (not read)
        {"AB/BC = 3", 0},
        {"<svg viewBox=\"0 0 500 400\"><text x=\"46\">A</text></svg>", 0},
    };
    for (const auto& row : rows) {
        const std::string& prompt = row.first;   // not structured bindings (clang)
        const int expect = row.second;
        const Scene s = labelled_triangle();
        const LayoutSection out = find_layout(s, {}, prompt);
        CHECK_MESSAGE(count(out, "layout.proportion.stated") == expect, prompt);
    }
}

TEST_CASE("layout: a length the prompt states in cm, at the drawing's natural size") {
    // TikZ-like: scene units are points (0.75 a CSS pixel): AB = 100 pt = 3.53 cm.
    for (const auto& row : std::vector<std::pair<std::string, int>>{
             {"AB = 3.5 cm", 0}, {"AB = 3.9 cm", 0}, {"AB = 4 cm", 1}, {"AB = 35 mm", 0}, {"AB is 2 in", 1}}) {
        const std::string& prompt = row.first;   // not structured bindings (clang)
        const int expect = row.second;
        Scene s = labelled_triangle();
        s.format = "tikz";
        frame(s, -20, -70, 140, 90);
        s.frame.units_per_pixel = 0.75;
        const LayoutSection out = find_layout(s, {}, prompt);
        CHECK_MESSAGE(count(out, "layout.proportion.stated") == expect, prompt);
    }
    // Without a natural size (an SVG with a viewBox alone) one length in cm says nothing.
    Scene s = labelled_triangle();
    s.format = "svg";
    frame(s, -20, -70, 140, 90);
    CHECK(count(find_layout(s, {}, "AB = 4 cm"), "layout.proportion.stated") == 0);
}
