// The TikZ reader end to end on what pictures are made of: wrappers, commands, path
// operations and the Scene conventions (pt, y down, 1cm default units). Expected
// coordinates are worked out by hand from the TikZ manual's definitions.
#include <doctest/doctest.h>

#include <cmath>

#include "tikz_test_support.hpp"

using namespace plumbline;
using namespace tikz_test;

TEST_CASE("tikz reader: x=1pt,y=1pt pictures land on the SVG coordinates (y negated)") {
    const ReadResult r = picture("\\draw (38.23,-264.41) -- (65.98,-195.89);", "x=1pt,y=1pt");
    REQUIRE(r.ok);
    const std::vector<Segment> s = primary<Segment>(r.scene);
    REQUIRE(s.size() == 1);
    CHECK(near(s[0].a, Vec2(38.23, 264.41)));
    CHECK(near(s[0].b, Vec2(65.98, 195.89)));
    CHECK(r.scene.format == "tikz");
    const Item& item = r.scene.items[0];
    CHECK(item.source.format == "tikz");
    CHECK(item.source.element == "draw");
    CHECK(item.source.element_index == 0);
    CHECK(item.source.span.line == 2);
    CHECK(item.style.stroke == Color::rgb8(0, 0, 0));
    CHECK(item.style.fill.none);
    CHECK(item.style.stroke_width == doctest::Approx(0.4));
    CHECK(r.scene.frame.known);
    // The frame is the cropped page: the path's box and half the 0.4pt line width around it.
    CHECK(r.scene.frame.x == doctest::Approx(38.23 - 0.2));
    CHECK(r.scene.frame.y == doctest::Approx(195.89 - 0.2));
    CHECK(r.scene.frame.width == doctest::Approx(65.98 - 38.23 + 0.4));
    CHECK(r.scene.frame.units_per_pixel == doctest::Approx(72.27 / 96));
}

TEST_CASE("tikz reader: a whole standalone document, its preamble colours and libraries") {
    const std::string doc =
        "\\documentclass[tikz,border=2pt]{standalone}\n\\usepackage{tikz}\n\\usetikzlibrary{calc,arrows.meta}\n"
        "\\definecolor{mine}{RGB}{255,0,0}\n\\begin{document}\n\\begin{tikzpicture}\n"
        "\\fill[mine] (0,0) circle (1pt);\n\\end{tikzpicture}\n\\end{document}\n";
    const ReadResult r = read_tikz(doc, "candidate");
    REQUIRE_MESSAGE(r.ok, codes(r));
    const std::vector<Circle> c = primary<Circle>(r.scene);
    REQUIRE(c.size() == 1);
    CHECK(c[0].r == doctest::Approx(1));
    CHECK(r.scene.items[0].style.fill == Color::rgb8(255, 0, 0));
    CHECK(r.scene.items[0].style.fill_text == "mine");
    CHECK(r.scene.items[0].style.stroke.none);
}

TEST_CASE("tikz reader: bare commands without the environment are read leniently") {
    const ReadResult r = read_tikz("\\draw (0,0) -- (1,0);\n\\draw (0,0) -- (0,1);", "candidate");
    REQUIRE(r.ok);
    const std::vector<Segment> s = primary<Segment>(r.scene);
    REQUIRE(s.size() == 2);
    CHECK(same_segment(s[0], Vec2(0, 0), Vec2(kCm, 0)));
    CHECK(same_segment(s[1], Vec2(0, 0), Vec2(0, -kCm)));
}

TEST_CASE("tikz reader: units in coordinates and the x/y options") {
    const ReadResult r = picture("\\draw (1cm,10mm) -- (1in,72bp);\n\\draw[x=2pt,y=3pt] (1,1) -- (2,2);\n"
                                 "\\draw[x={(1cm,1cm)}] (1,0) -- (0,0);");
    REQUIRE_MESSAGE(r.ok, codes(r));
    const std::vector<Segment> s = primary<Segment>(r.scene);
    REQUIRE(s.size() == 3);
    CHECK(same_segment(s[0], Vec2(kCm, -kCm), Vec2(72.27, -72.27)));
    CHECK(same_segment(s[1], Vec2(2, -3), Vec2(4, -6)));
    CHECK(same_segment(s[2], Vec2(kCm, -kCm), Vec2(0, 0)));
}

TEST_CASE("tikz reader: \\draw, \\fill, \\filldraw, \\path and \\shade paint") {
    const ReadResult r = picture(
        "\\draw (0,0) rectangle (1,1);\n\\fill[blue!20] (0,0) rectangle (1,1);\n"
        "\\filldraw[fill=red, draw=blue] (0,0) circle (1);\n\\path (0,0) -- (1,1);\n\\path[draw=green] (0,0) -- (1,0);\n"
        "\\shade[top color=red, bottom color=white] (0,0) rectangle (2,1);\n\\draw[draw=none, fill=red] (5,5) circle (1);");
    REQUIRE_MESSAGE(r.ok, codes(r));
    const std::vector<const Item*> items = primaries(r.scene);
    REQUIRE(items.size() == 6);   // \path without draw or fill draws nothing
    CHECK(items[0]->style.stroke == Color::rgb8(0, 0, 0));
    CHECK(items[0]->style.fill.none);
    CHECK(items[1]->style.stroke.none);
    CHECK(items[1]->style.fill_text == "blue!20");
    CHECK(color_distance(items[1]->style.fill, Color{false, 0.8, 0.8, 1, 1}) < 1e-6);
    CHECK(items[2]->kind() == ItemKind::Circle);
    CHECK(items[2]->style.fill == Color::rgb8(255, 0, 0));
    CHECK(items[2]->style.stroke == Color::rgb8(0, 0, 255));
    CHECK(items[3]->style.stroke == Color::rgb8(0, 255, 0));
    CHECK(items[4]->style.fill == Color::rgb8(255, 0, 0));   // a shading read as its first colour
    CHECK(items[4]->style.stroke.none);
    CHECK(items[5]->style.stroke.none);
    CHECK(items[5]->style.fill_text == "red");
}

TEST_CASE("tikz reader: a rectangle \\clip applies to what follows it, without a note") {
    const ReadResult r = picture("\\clip (0,0) rectangle (1,1);\n\\draw (0,0) -- (2,2);");
    REQUIRE(r.ok);
    CHECK_FALSE(find(r, "tikz.clip.ignored"));
    CHECK(primary<Segment>(r.scene).size() == 1);
    REQUIRE(primaries(r.scene).size() == 1);
    CHECK(primaries(r.scene)[0]->clips.size() == 1);
}

TEST_CASE("tikz reader: a straight two-point path is a Segment, a longer one a Path with its runs") {
    const ReadResult r = picture("\\draw (0,0) -- (1,0) -- (1,1) -- cycle;", "x=1pt,y=1pt");
    REQUIRE(r.ok);
    const std::vector<Path> p = primary<Path>(r.scene);
    REQUIRE(p.size() == 1);
    CHECK(p[0].closed);
    CHECK(p[0].pieces.size() == 3);
    // Shape recognition derives the straight runs.
    int derived_segments = 0;
    for (size_t i = 0; i < r.scene.items.size(); ++i)
        if (!r.scene.items[i].is_primary(static_cast<int>(i)) && r.scene.items[i].kind() == ItemKind::Segment)
            ++derived_segments;
    CHECK(derived_segments == 3);
}

TEST_CASE("tikz reader: |- and -| go through the corner") {
    const ReadResult r = picture("\\draw (0,0) |- (2,3);\n\\draw (0,0) -| (2,3);", "x=1pt,y=1pt");
    REQUIRE(r.ok);
    const std::vector<Path> p = primary<Path>(r.scene);
    REQUIRE(p.size() == 2);
    CHECK(near(p[0].pieces[0].p3, Vec2(0, -3)));
    CHECK(near(p[1].pieces[0].p3, Vec2(2, 0)));
    CHECK(near(p[1].pieces[1].p3, Vec2(2, -3)));
}

TEST_CASE("tikz reader: rectangles are closed four-line paths, rotated with the picture") {
    const ReadResult r = picture("\\draw (0,0) rectangle (2,1);\n\\draw[rotate=90] (0,0) rectangle (2,1);", "x=1pt,y=1pt");
    REQUIRE(r.ok);
    const std::vector<Path> p = primary<Path>(r.scene);
    REQUIRE(p.size() == 2);
    CHECK(p[0].closed);
    REQUIRE(p[0].pieces.size() == 4);
    std::vector<Vec2> corners;
    for (const PathPiece& piece : p[1].pieces) corners.push_back(piece.p0);
    // (2,1) rotated by 90 degrees is (-1,2); the corners (2,0) and (0,1) become (0,2) and (-1,0).
    auto has = [&](Vec2 q) { return std::any_of(corners.begin(), corners.end(), [&](const Vec2& c) { return near(c, q); }); };
    CHECK(has(Vec2(0, 0)));
    CHECK(has(Vec2(0, -2)));
    CHECK(has(Vec2(-1, -2)));
    CHECK(has(Vec2(-1, 0)));
}

TEST_CASE("tikz reader: circle (r), circle[radius=], circle (rx and ry), ellipse") {
    const ReadResult r = picture("\\draw (1,1) circle (2);\n\\draw (0,0) circle[radius=3pt];\n"
                                 "\\draw (0,0) circle (2 and 1);\n\\draw (0,0) ellipse (1cm and 2cm);\n"
                                 "\\draw[radius=5pt] (0,0) circle;\n\\draw (0,0) ellipse [x radius=1, y radius=2];",
                                 "x=1pt,y=1pt");
    REQUIRE_MESSAGE(r.ok, codes(r));
    const std::vector<Circle> c = primary<Circle>(r.scene);
    REQUIRE(c.size() == 3);
    CHECK(near(c[0].c, Vec2(1, -1)));
    CHECK(c[0].r == doctest::Approx(2));
    CHECK(c[1].r == doctest::Approx(3));
    CHECK(c[2].r == doctest::Approx(5));
    const std::vector<Ellipse> e = primary<Ellipse>(r.scene);
    REQUIRE(e.size() == 3);
    CHECK(e[0].rx == doctest::Approx(2));
    CHECK(e[0].ry == doctest::Approx(1));
    CHECK(e[0].angle == doctest::Approx(0).epsilon(1e-9));
    CHECK(e[1].rx == doctest::Approx(2 * kCm));
    CHECK(e[1].ry == doctest::Approx(kCm));
    CHECK(std::abs(std::sin(e[1].angle)) == doctest::Approx(1));   // the long axis is vertical
    CHECK(e[2].rx == doctest::Approx(2));
}

TEST_CASE("tikz reader: arcs in both syntaxes start at the current point") {
    const ReadResult r = picture("\\draw (1,0) arc (0:90:1);\n\\draw (1,0) arc[start angle=0, end angle=180, radius=1];\n"
                                 "\\draw (2,0) arc (0:90:2 and 1);",
                                 "x=10pt,y=10pt");
    REQUIRE_MESSAGE(r.ok, codes(r));
    const std::vector<Path> p = primary<Path>(r.scene);
    REQUIRE(p.size() == 3);
    REQUIRE(p[0].pieces.size() == 1);
    CHECK(p[0].pieces[0].kind == PathPiece::Kind::Arc);
    CHECK(near(p[0].pieces[0].p0, Vec2(10, 0)));
    CHECK(near(p[0].pieces[0].p3, Vec2(0, -10)));
    CHECK(near(p[0].pieces[0].point_at(0.5), Vec2(10 * std::sqrt(0.5), -10 * std::sqrt(0.5)), 1e-6));
    CHECK(near(p[1].pieces[0].p3, Vec2(-10, 0)));
    CHECK(near(p[1].pieces[0].point_at(0.5), Vec2(0, -10), 1e-6));
    CHECK(near(p[2].pieces[0].p3, Vec2(0, -10)));
    CHECK(near(p[2].pieces[0].arc.ellipse.c, Vec2(0, 0)));
}

TEST_CASE("tikz reader: .. controls .. gives a cubic, a relative second control is relative to the end") {
    const ReadResult r = picture("\\draw (0,0) .. controls (1,1) and (2,1) .. (3,0);\n"
                                 "\\draw (0,0) .. controls +(0,1) and +(0,1) .. (3,0);\n"
                                 "\\draw (0,0) .. controls (1,2) .. (2,0);",
                                 "x=1pt,y=1pt");
    REQUIRE_MESSAGE(r.ok, codes(r));
    const std::vector<Path> p = primary<Path>(r.scene);
    REQUIRE(p.size() == 3);
    CHECK(p[0].pieces[0].kind == PathPiece::Kind::Cubic);
    CHECK(near(p[0].pieces[0].p1, Vec2(1, -1)));
    CHECK(near(p[0].pieces[0].p2, Vec2(2, -1)));
    CHECK(near(p[0].pieces[0].p3, Vec2(3, 0)));
    CHECK(near(p[1].pieces[0].p1, Vec2(0, -1)));
    CHECK(near(p[1].pieces[0].p2, Vec2(3, -1)));
    CHECK(near(p[2].pieces[0].p1, Vec2(1, -2)));
    CHECK(near(p[2].pieces[0].p2, Vec2(1, -2)));
}

TEST_CASE("tikz reader: to is straight, bend left/right and out/in make curves") {
    const ReadResult r = picture("\\draw (0,0) to (4,0);\n\\draw (0,0) to[bend left=90] (4,0);\n"
                                 "\\draw (0,0) to[out=90, in=90] (4,0);\n\\draw (0,0) to[bend right] (4,0);",
                                 "x=1pt,y=1pt");
    REQUIRE_MESSAGE(r.ok, codes(r));
    const std::vector<Segment> s = primary<Segment>(r.scene);
    REQUIRE(s.size() == 1);
    CHECK(same_segment(s[0], Vec2(0, 0), Vec2(4, 0)));
    const std::vector<Path> p = primary<Path>(r.scene);
    REQUIRE(p.size() == 3);
    // 0.3915 of pgf's estimate of the chord: 256/257 of it for a horizontal one.
    const double reach = 0.3915 * 4 * 256 / 257;
    CHECK(near(p[0].pieces[0].p1, Vec2(0, -reach)));   // out at 0 + 90 degrees: upwards (y down in the scene)
    CHECK(near(p[0].pieces[0].p2, Vec2(4, -reach)));
    CHECK(near(p[1].pieces[0].p1, Vec2(0, -reach)));
    CHECK(near(p[1].pieces[0].p2, Vec2(4, -reach)));
    CHECK(p[2].pieces[0].p1.y() > 0);                  // bend right goes below
}

TEST_CASE("tikz reader: grid lines at the step") {
    const ReadResult r = picture("\\draw[step=1] (0,0) grid (2,1);", "x=1pt,y=1pt");
    REQUIRE_MESSAGE(r.ok, codes(r));
    // Unitless steps are in the unit vectors' lengths: 1pt here, so 3 vertical and 2 horizontal lines.
    CHECK(primary<Segment>(r.scene).size() == 5);
    const ReadResult r2 = picture("\\draw (0,0) grid (2,2);");
    CHECK(primary<Segment>(r2.scene).size() == 6);
}

TEST_CASE("tikz reader: plot coordinates is a polyline; function plots are sampled") {
    const ReadResult r = picture("\\draw plot coordinates {(0,0) (1,1) (2,0)};\n"
                                 "\\draw[domain=0:2, samples=3] plot (\\x, {\\x*\\x});",
                                 "x=1pt,y=1pt");
    REQUIRE_MESSAGE(r.ok, codes(r));
    const std::vector<Path> p = primary<Path>(r.scene);
    REQUIRE(p.size() == 2);
    REQUIRE(p[0].pieces.size() == 2);
    CHECK(near(p[0].pieces[1].p0, Vec2(1, -1)));
    CHECK(near(p[0].pieces[1].p3, Vec2(2, 0)));
    REQUIRE(p[1].pieces.size() == 2);
    CHECK(near(p[1].pieces[0].p3, Vec2(1, -1)));
    CHECK(near(p[1].pieces[1].p3, Vec2(2, -4)));
}

TEST_CASE("tikz reader: relative coordinates + and ++") {
    const ReadResult r = picture("\\draw (0,0) -- +(1,0) -- ++(0,1) -- +(1,1);", "x=1pt,y=1pt");
    REQUIRE(r.ok);
    const std::vector<Path> p = primary<Path>(r.scene);
    REQUIRE(p.size() == 1);
    REQUIRE(p[0].pieces.size() == 3);
    CHECK(near(p[0].pieces[0].p3, Vec2(1, 0)));
    CHECK(near(p[0].pieces[1].p3, Vec2(0, -1)));    // ++ from (0,0): + did not move the base
    CHECK(near(p[0].pieces[2].p3, Vec2(1, -2)));
}

TEST_CASE("tikz reader: polar coordinates, with and without units") {
    const ReadResult r = picture("\\draw (0:1) -- (90:2pt);\n\\draw (0,0) -- (180:1cm);", "x=1pt,y=1pt");
    REQUIRE(r.ok);
    const std::vector<Segment> s = primary<Segment>(r.scene);
    REQUIRE(s.size() == 2);
    CHECK(same_segment(s[0], Vec2(1, 0), Vec2(0, -2)));
    CHECK(same_segment(s[1], Vec2(0, 0), Vec2(-kCm, 0)));
}

TEST_CASE("tikz reader: named coordinates, node anchors and angle anchors") {
    const ReadResult r = picture("\\coordinate (A) at (0,0);\n\\coordinate (B) at (4,0);\n"
                                 "\\node[draw, circle, minimum size=2pt, inner sep=0pt] (C) at (0,4) {};\n"
                                 "\\draw (A) -- (B);\n\\draw (C.south) -- (C.0);\n\\draw (C.north east) -- (B);",
                                 "x=1pt,y=1pt");
    REQUIRE_MESSAGE(r.ok, codes(r));
    const std::vector<Segment> s = primary<Segment>(r.scene);
    REQUIRE(s.size() == 3);
    CHECK(same_segment(s[0], Vec2(0, 0), Vec2(4, 0)));
    // Anchors lie outside the stroke by the outer sep, half the line width (0.2pt).
    CHECK(same_segment(s[1], Vec2(0, -2.8), Vec2(1.2, -4)));
    CHECK(near(s[2].a, Vec2(1.2 * std::sqrt(0.5), -4 - 1.2 * std::sqrt(0.5))));
}

TEST_CASE("tikz reader: lines to a node stop at its border") {
    const ReadResult r = picture("\\node[draw, circle, minimum size=2pt, inner sep=0pt] (A) at (0,0) {};\n"
                                 "\\node[draw, minimum size=4pt, inner sep=0pt] (B) at (10,0) {};\n\\draw (A) -- (B);",
                                 "x=1pt,y=1pt");
    REQUIRE_MESSAGE(r.ok, codes(r));
    const std::vector<Segment> s = primary<Segment>(r.scene);
    REQUIRE(s.size() == 1);
    CHECK(same_segment(s[0], Vec2(1.2, 0), Vec2(7.8, 0)));   // outer sep 0.2pt beyond each border
    // The nodes' shapes are items of their own: a circle and a closed rectangle.
    CHECK(primary<Circle>(r.scene).size() == 1);
    CHECK(primary<Path>(r.scene).size() == 1);
}

TEST_CASE("tikz reader: calc forms") {
    const ReadResult r = picture("\\coordinate (A) at (0,0);\n\\coordinate (B) at (4,0);\n\\coordinate (P) at (1,3);\n"
                                 "\\draw ($(A)!0.5!(B)$) -- ($(A)+(1,2)$);\n\\draw ($(A)!0.5!90:(B)$) -- ($(A)!(P)!(B)$);\n"
                                 "\\draw ($(A)!1pt!(B)$) -- ($2*(B) - (P)$);",
                                 "x=1pt,y=1pt");
    REQUIRE_MESSAGE(r.ok, codes(r));
    const std::vector<Segment> s = primary<Segment>(r.scene);
    REQUIRE(s.size() == 3);
    CHECK(same_segment(s[0], Vec2(2, 0), Vec2(1, -2)));
    CHECK(same_segment(s[1], Vec2(0, -2), Vec2(1, 0)));   // B turned 90 degrees about A, halfway; P projected
    CHECK(same_segment(s[2], Vec2(1, 0), Vec2(7, 3)));
}

TEST_CASE("tikz reader: intersection of two lines, and name intersections of a line and a circle") {
    const ReadResult r = picture("\\draw (intersection of 0,0--2,2 and 0,2--2,0) circle (1);\n"
                                 "\\draw[name path=c] (0,0) circle (5);\n\\draw[name path=l] (-10,3) -- (10,3);\n"
                                 "\\fill[name intersections={of=c and l, by={X,Y}}] (X) circle (1pt) (Y) circle (1pt);\n"
                                 "\\draw (intersection-1) -- (intersection-2);",
                                 "x=1pt,y=1pt");
    REQUIRE_MESSAGE(r.ok, codes(r));
    const std::vector<Circle> c = primary<Circle>(r.scene);
    REQUIRE(c.size() == 4);
    CHECK(near(c[0].c, Vec2(1, -1)));
    const double xs[] = {c[2].c.x(), c[3].c.x()};
    CHECK(std::min(xs[0], xs[1]) == doctest::Approx(-4));
    CHECK(std::max(xs[0], xs[1]) == doctest::Approx(4));
    CHECK(c[2].c.y() == doctest::Approx(-3));
    const std::vector<Segment> s = primary<Segment>(r.scene);
    REQUIRE(s.size() == 2);
    CHECK(same_segment(s[1], Vec2(-4, -3), Vec2(4, -3)));
}

TEST_CASE("tikz reader: nodes are text items at their point, anchors and placement approximated") {
    const ReadResult r = picture("\\node at (1,2) {Hello};\n\\node[above] at (0,0) {A};\n"
                                 "\\draw (0,0) -- node[midway] {m} (4,0);\n\\draw (0,0) node[left] {L} -- (1,0);\n"
                                 "\\node[draw, label=above:$P$] (P) at (10,0) {};",
                                 "x=1pt,y=1pt");
    REQUIRE_MESSAGE(r.ok, codes(r));
    const std::vector<Text> t = primary<Text>(r.scene);
    REQUIRE(t.size() == 5);
    CHECK(t[0].content == "Hello");
    CHECK(near(t[0].anchor, Vec2(1, -2)));
    CHECK(t[0].font_size == doctest::Approx(10));
    CHECK(t[1].anchor.y() < -5);      // above the point (y down)
    CHECK(near(t[2].anchor, Vec2(2, 0)));
    CHECK(t[3].anchor.x() < -5);      // left of the point
    CHECK(t[4].content == "P");       // what the text says, not its TeX source
    CHECK(t[4].anchor.y() < -5);
}

TEST_CASE("tikz reader: scope and picture options transform coordinates; depth counts scopes") {
    const ReadResult r = picture("\\begin{scope}[shift={(10,0)}, rotate=90]\n\\draw (0,0) -- (1,0);\n"
                                 "\\begin{scope}[xscale=2, yshift=5pt]\n\\draw (0,0) -- (1,0);\n\\end{scope}\n\\end{scope}\n"
                                 "\\draw[scale=3] (0,0) -- (1,1);",
                                 "x=1pt,y=1pt");
    REQUIRE_MESSAGE(r.ok, codes(r));
    const std::vector<Segment> s = primary<Segment>(r.scene);
    REQUIRE(s.size() == 3);
    CHECK(same_segment(s[0], Vec2(10, 0), Vec2(10, -1)));
    CHECK(same_segment(s[1], Vec2(5, 0), Vec2(5, -2)));   // yshift 5 rotated to -x; xscale 2 along the rotated axis
    CHECK(same_segment(s[2], Vec2(0, 0), Vec2(3, -3)));
    CHECK(r.scene.items[0].source.depth == 1);
    CHECK(r.scene.items[1].source.depth == 2);
    CHECK(r.scene.items[2].source.depth == 0);
    CHECK(r.scene.items[0].source.transformed);
}

TEST_CASE("tikz reader: line widths and thickness keywords are pt, not scaled") {
    const ReadResult r = picture("\\draw[line width=2pt] (0,0) -- (1,0);\n\\draw[thick] (0,0) -- (1,0);\n"
                                 "\\draw[ultra thick, scale=5] (0,0) -- (1,0);\n\\draw[very thin] (0,0) -- (1,0);");
    REQUIRE(r.ok);
    CHECK(r.scene.items[0].style.stroke_width == doctest::Approx(2));
    CHECK(r.scene.items[1].style.stroke_width == doctest::Approx(0.8));
    CHECK(r.scene.items[2].style.stroke_width == doctest::Approx(1.6));
    CHECK(r.scene.items[3].style.stroke_width == doctest::Approx(0.2));
}

TEST_CASE("tikz reader: colours: draw=, fill=, color=, bare names, mixes, opacity, \\colorlet") {
    const ReadResult r = picture("\\colorlet{mid}{red!50!blue}\n\\draw[red] (0,0) -- (1,0);\n\\draw[color=blue] (0,0) -- (1,0);\n"
                                 "\\draw[draw=mid] (0,0) -- (1,0);\n\\fill[fill=red!30!black, opacity=0.5] (0,0) circle (1);\n"
                                 "\\draw[fill opacity=0.25, fill=green] (0,0) circle (1);");
    REQUIRE_MESSAGE(r.ok, codes(r));
    const std::vector<const Item*> items = primaries(r.scene);
    REQUIRE(items.size() == 5);
    CHECK(items[0]->style.stroke == Color::rgb8(255, 0, 0));
    CHECK(items[1]->style.stroke == Color::rgb8(0, 0, 255));
    CHECK(color_distance(items[2]->style.stroke, Color{false, 0.5, 0, 0.5, 1}) < 1e-6);
    CHECK(color_distance(items[3]->style.fill, Color{false, 0.3, 0, 0, 0.5}) < 1e-6);
    CHECK(items[3]->style.fill.a == doctest::Approx(0.5));
    CHECK(items[3]->style.fill_text == "red!30!black");
    CHECK(items[4]->style.fill.a == doctest::Approx(0.25));
    CHECK(items[4]->style.stroke.a == doctest::Approx(1));
}

TEST_CASE("tikz reader: a node's text is painted in text=, else the current colour, never in fill= or draw=") {
    const ReadResult r = picture("\\node[fill=white, draw=black] at (0,0) {a};\n\\node[draw=red] at (1,0) {b};\n"
                                 "\\node[blue, fill=yellow] at (2,0) {c};\n\\node[text=green, fill=white] at (3,0) {d};\n"
                                 "\\path[fill=white] (4,0) node {e};");
    REQUIRE_MESSAGE(r.ok, codes(r));
    std::vector<Color> inks;
    for (const Item& it : r.scene.items)
        if (it.kind() == ItemKind::Text) inks.push_back(it.style.fill);
    REQUIRE(inks.size() == 5);
    CHECK(inks[0] == Color::rgb8(0, 0, 0));
    CHECK(inks[1] == Color::rgb8(0, 0, 0));
    CHECK(inks[2] == Color::rgb8(0, 0, 255));
    CHECK(inks[3] == Color::rgb8(0, 255, 0));
    CHECK(inks[4] == Color::rgb8(0, 0, 0));
}

TEST_CASE("tikz reader: arrow tips are kept on the item") {
    const ReadResult r = picture("\\draw[->] (0,0) -- (1,0);\n\\draw[<-] (0,0) -- (1,0);\n\\draw[<->] (0,0) -- (1,0);\n"
                                 "\\draw[-{Stealth[length=3mm]}] (0,0) -- (1,0);\n\\draw[-latex] (0,0) -- (1,0);\n"
                                 "\\draw[latex-] (0,0) -- (1,0) -- (1,1);\n\\draw (0,0) -- (1,0);\n\\draw[arrows=->] (0,0) -- (2,0);");
    REQUIRE_MESSAGE(r.ok, codes(r));
    const std::vector<const Item*> items = primaries(r.scene);
    REQUIRE(items.size() == 8);
    const std::pair<bool, bool> expected[] = {{false, true}, {true, false}, {true, true}, {false, true},
                                              {false, true}, {true, false}, {false, false}, {false, true}};
    for (size_t i = 0; i < 8; ++i) {
        INFO(i);
        CHECK(items[i]->arrows.start == expected[i].first);
        CHECK(items[i]->arrows.end == expected[i].second);
    }
}

TEST_CASE("tikz reader: styles: \\tikzset /.style with arguments, every path, \\tikzstyle") {
    const ReadResult r = picture("\\tikzset{bond/.style={line width=#1}, bond/.default=2pt, atom/.style={fill=#1, draw=none}}\n"
                                 "\\tikzstyle{thin red}=[red, very thin]\n"
                                 "\\draw[bond=3pt] (0,0) -- (1,0);\n\\draw[bond] (0,0) -- (1,0);\n\\fill[atom=blue] (0,0) circle (1pt);\n"
                                 "\\draw[thin red] (0,0) -- (1,0);\n"
                                 "\\begin{scope}[every path/.style={green}]\n\\draw (0,0) -- (1,0);\n\\end{scope}\n\\draw (0,0) -- (1,0);");
    REQUIRE_MESSAGE(r.ok, codes(r));
    const std::vector<const Item*> items = primaries(r.scene);
    REQUIRE(items.size() == 6);
    CHECK(items[0]->style.stroke_width == doctest::Approx(3));
    CHECK(items[1]->style.stroke_width == doctest::Approx(2));
    CHECK(items[2]->style.fill == Color::rgb8(0, 0, 255));
    CHECK(items[2]->style.stroke.none);
    CHECK(items[3]->style.stroke == Color::rgb8(255, 0, 0));
    CHECK(items[3]->style.stroke_width == doctest::Approx(0.2));
    CHECK(items[4]->style.stroke == Color::rgb8(0, 255, 0));
    CHECK(items[5]->style.stroke == Color::rgb8(0, 0, 0));   // the scope's style ended with it
}

TEST_CASE("tikz reader: edges are items of their own; the current point stays") {
    const ReadResult r = picture("\\node (a) at (0,0) {};\n\\node (b) at (10,0) {};\n\\node (c) at (0,10) {};\n"
                                 "\\draw (a) edge[->] (b) edge (c);",
                                 "x=1pt,y=1pt");
    REQUIRE_MESSAGE(r.ok, codes(r));
    const std::vector<const Item*> items = primaries(r.scene);
    REQUIRE(items.size() == 2);
    CHECK(items[0]->arrows.end);
    CHECK_FALSE(items[1]->arrows.end);
    const Segment& ab = std::get<Segment>(items[0]->geometry);
    const Segment& ac = std::get<Segment>(items[1]->geometry);
    CHECK(ab.a.x() == doctest::Approx(10.0 / 3 + 0.2));   // from a's border (inner sep 0.3333em, outer sep 0.2pt)
    CHECK(ab.b.x() == doctest::Approx(10 - 10.0 / 3 - 0.2));
    CHECK(ac.a.y() == doctest::Approx(-10.0 / 3 - 0.2));  // from a again, not from b
}

TEST_CASE("tikz reader: every node style, coordinate labels, old and new positioning") {
    const ReadResult r = picture("\\tikzset{every node/.style={draw, circle, inner sep=0pt, minimum size=4pt}}\n"
                                 "\\node (a) at (0,0) {};\n\\node[right of=a] (b) {};\n\\node[above=of a] (c) {};\n"
                                 "\\coordinate[label=below:$P$] (P) at (0,-20);",
                                 "x=1pt,y=1pt");
    REQUIRE_MESSAGE(r.ok, codes(r));
    const std::vector<Circle> c = primary<Circle>(r.scene);
    REQUIRE(c.size() == 4);   // every node's style draws the label's node too, as in TikZ
    CHECK(c[0].r == doctest::Approx(2));
    CHECK(near(c[1].c, Vec2(kCm, 0)));                 // centres a node distance apart
    CHECK(near(c[2].c, Vec2(0, -(2.2 + kCm + 2.2))));   // borders (with outer sep) a node distance apart
    const std::vector<Text> t = primary<Text>(r.scene);
    REQUIRE(t.size() == 1);
    CHECK(t[0].content == "P");
    CHECK(t[0].anchor.y() > 20);                       // below P (y down)
}

TEST_CASE("tikz reader: plot variables, closed plots, circles turned by their own options") {
    const ReadResult r = picture("\\draw[domain=0:2, samples=3, variable=\\t] plot (\\t, {2*\\t});\n"
                                 "\\draw plot[sharp cycle] coordinates {(0,0) (1,1) (2,0)};\n"
                                 "\\draw (0,0) circle [x radius=1, y radius=2, rotate=30];",
                                 "x=1pt,y=1pt");
    REQUIRE_MESSAGE(r.ok, codes(r));
    const std::vector<Path> p = primary<Path>(r.scene);
    REQUIRE(p.size() == 2);
    CHECK(near(p[0].pieces[1].p3, Vec2(2, -4)));
    CHECK(p[1].closed);
    CHECK(p[1].pieces.size() == 3);
    const std::vector<Ellipse> e = primary<Ellipse>(r.scene);
    REQUIRE(e.size() == 1);
    CHECK(e[0].rx == doctest::Approx(2));
    CHECK(e[0].angle == doctest::Approx(3.14159265358979 / 3));   // 120 degrees up is 60 degrees in y-down terms
}

TEST_CASE("tikz reader: xcolor's extended colour syntax") {
    const ReadResult r = picture("\\fill[fill={rgb,255:red,39; green,74; blue,74}] (0,0) circle (1pt);\n"
                                 "\\fill[{rgb:red,1;blue,1}] (0,0) circle (1pt);");
    REQUIRE_MESSAGE(r.ok, codes(r));
    const std::vector<const Item*> items = primaries(r.scene);
    REQUIRE(items.size() == 2);
    CHECK(items[0]->style.fill == Color::rgb8(39, 74, 74));
    CHECK(color_distance(items[1]->style.fill, Color{false, 0.5, 0, 0.5, 1}) < 1e-9);
    CHECK_FALSE(picture("\\fill[fill={rgb,0:red,1}] (0,0) circle (1pt);").ok);
}

TEST_CASE("tikz reader: |- and -| between nodes start and end on their borders") {
    const ReadResult r = picture("\\node[draw, inner sep=0pt, minimum size=2pt] (a) at (0,0) {};\n"
                                 "\\node[draw, inner sep=0pt, minimum size=2pt] (b) at (10,10) {};\n\\draw (a) -| (b);",
                                 "x=1pt,y=1pt");
    REQUIRE_MESSAGE(r.ok, codes(r));
    const std::vector<const Item*> items = primaries(r.scene);
    REQUIRE(items.size() == 3);
    const Path& p = std::get<Path>(items[2]->geometry);
    REQUIRE(p.pieces.size() == 2);
    CHECK(near(p.pieces[0].p0, Vec2(1.2, 0)));
    CHECK(near(p.pieces[0].p3, Vec2(10, 0)));
    CHECK(near(p.pieces[1].p3, Vec2(10, -8.8)));
}

TEST_CASE("tikz reader: a document with prose, two pictures and \\usepackage{tikz}") {
    const std::string doc =
        "\\documentclass{article}\n\\usepackage{tikz}\n\\title{Answer}\n\\begin{document}\n\\section{Figure}\n"
        "Here is the drawing, with $x^2$ and 50\\% of it:\n\\begin{center}\n\\begin{tikzpicture}\n"
        "\\draw (0,0) -- (1,0);\n\\end{tikzpicture}\n\\end{center}\nAnd another:\n"
        "\\begin{tikzpicture}\\xdefinecolor{c}{HTML}{00FF00}\\fill[c] (0,0) circle (1pt);\\end{tikzpicture}\n\\end{document}\n";
    const ReadResult r = read_tikz(doc, "candidate");
    REQUIRE_MESSAGE(r.ok, codes(r));
    const std::vector<const Item*> items = primaries(r.scene);
    REQUIRE(items.size() == 2);
    CHECK(items[0]->source.depth == 0);
    CHECK(items[1]->source.depth == 0);
    CHECK(items[1]->style.fill == Color::rgb8(0, 255, 0));
    CHECK(items[1]->source.element_index == 1);
    CHECK(items[1]->source.span.line == 13);
}

TEST_CASE("tikz reader: the current bounding box node") {
    const ReadResult r = picture("\\draw (0,0) rectangle (10,4);\n\\draw (current bounding box.north) -- (current bounding box.south east);",
                                 "x=1pt,y=1pt");
    REQUIRE_MESSAGE(r.ok, codes(r));
    const std::vector<Segment> s = primary<Segment>(r.scene);
    REQUIRE(s.size() == 1);
    // pgf's box so far: the rectangle and half its 0.4pt line width (as pdflatex places it).
    CHECK(same_segment(s[0], Vec2(5, -4.2), Vec2(10.2, 0.2)));
}

TEST_CASE("tikz reader: node distance, on grid, bend angle and text width") {
    const ReadResult r = picture(
        "\\tikzset{box/.style={draw, inner sep=0pt, minimum size=4pt}}\n"
        "\\begin{scope}[node distance=20pt and 30pt]\n"
        "\\node[box] (a) at (0,0) {};\n\\node[box, right=of a] (b) {};\n\\node[box, below=of a] (c) {};\n\\end{scope}\n"
        "\\begin{scope}[on grid, node distance=50pt]\n\\node[box] (d) at (0,100) {};\n\\node[box, above=of d] (e) {};\n"
        "\\end{scope}\n"
        "\\draw[bend angle=90] (0,0) to[bend left] (4,0);\n"
        "\\node[draw, text width=10pt, inner sep=0pt] at (0,-50) {ab cd ef gh};",
        "x=1pt,y=1pt");
    REQUIRE_MESSAGE(r.ok, codes(r));
    const std::vector<Path> paths = primary<Path>(r.scene);
    REQUIRE(paths.size() == 7);   // five node boxes, the curve, the wrapped node's box
    auto centre = [](const Path& p) { return Vec2((p.pieces[0].p0 + p.pieces[1].p3) / 2); };
    CHECK(near(centre(paths[1]), Vec2(2.2 + 30 + 2.2, 0)));   // horizontal: the second distance, border to border
    CHECK(near(centre(paths[2]), Vec2(0, 2.2 + 20 + 2.2)));   // vertical: the first
    CHECK(near(centre(paths[4]), Vec2(0, -150)));         // on grid: centre to centre
    CHECK(near(paths[5].pieces[0].p1, Vec2(0, -0.3915 * 4 * 256 / 257)));
    // The text wraps to 10pt: each word (cmr10: "ab" is 10.56pt) on a line of its own, lines
    // 12pt apart, the first with ascenders (6.94pt), the last with a descender (1.94pt).
    const Box wrapped = bounds(paths[6]);
    CHECK(wrapped.max.x() - wrapped.min.x() == doctest::Approx(10));
    CHECK(wrapped.max.y() - wrapped.min.y() == doctest::Approx(3 * 12 + 6.94445 + 1.94445));
}

TEST_CASE("tikz reader: node sizes as pdflatex draws them") {
    // Measured with pdflatex + pdf2svg (TikZ 3.1, Computer Modern 10pt), converted from bp to pt:
    // a circle node {A} has radius 9.7505pt; a rectangle node {Output} is 38.887pt by 15.444pt.
    const ReadResult r = picture("\\node[draw, circle] at (0,0) {A};\n\\node[draw] at (100,0) {Output};", "x=1pt,y=1pt");
    REQUIRE_MESSAGE(r.ok, codes(r));
    const std::vector<Circle> c = primary<Circle>(r.scene);
    REQUIRE(c.size() == 1);
    CHECK(std::abs(c[0].r - 9.7505) < 0.005);
    const std::vector<Path> p = primary<Path>(r.scene);
    REQUIRE(p.size() == 1);
    const Box box = bounds(p[0]);
    CHECK(std::abs((box.max.x() - box.min.x()) - 38.887) < 0.005);
    CHECK(std::abs((box.max.y() - box.min.y()) - 15.444) < 0.005);
}

TEST_CASE("tikz reader: font sizes of nodes") {
    const ReadResult r = picture("\\node[font=\\small] at (0,0) {a};\n\\node[font=\\Large\\bfseries] at (0,0) {b};\n"
                                 "\\node[font=\\sffamily] at (0,0) {c};\n\\tikzset{every node/.style={font=\\tiny}}\n\\node at (0,0) {d};");
    REQUIRE_MESSAGE(r.ok, codes(r));
    const std::vector<Text> t = primary<Text>(r.scene);
    REQUIRE(t.size() == 4);
    CHECK(t[0].font_size == doctest::Approx(9));
    CHECK(t[1].font_size == doctest::Approx(14.4));
    CHECK(t[2].font_size == doctest::Approx(10));
    CHECK(t[3].font_size == doctest::Approx(5));
}

TEST_CASE("tikz reader: a \\foreach evaluate formula in braces (they protect its commas)") {
    // pdflatex: \foreach \i [evaluate=\i as \j using {int(mod(\i,6)+1)}] in {1,...,6} gives
    // \j = 2, 3, 4, 5, 6, 1: TeX drops the braces around a delimited argument that is one group.
    const ReadResult r = picture(
        "\\foreach \\x/\\y [count=\\i] in {30/18.66, 25/27.32, 15/27.32, 10/18.66, 15/10, 25/10}\n"
        "  \\coordinate (p\\i) at (\\x,\\y);\n"
        "\\foreach \\i [evaluate=\\i as \\j using {int(mod(\\i,6)+1)}] in {1,...,6}\n"
        "  \\draw (p\\i) -- (p\\j);",
        "x=1pt,y=1pt");
    REQUIRE_MESSAGE(r.ok, codes(r));
    const std::vector<Segment> s = primary<Segment>(r.scene);
    REQUIRE(s.size() == 6);
    CHECK(same_segment(s[0], Vec2(30, -18.66), Vec2(25, -27.32)));
    CHECK(same_segment(s[5], Vec2(25, -10), Vec2(30, -18.66)));
}

TEST_CASE("tikz reader: node text says what TeX prints, in a box as TeX sets it") {
    const ReadResult r = picture(
        "\\node at (0,0) {$x^2 + y^2 = r^2$};\n\\node at (0,0) {\\textbf{Output}};\n\\node at (0,0) {$\\alpha + \\beta$};\n"
        "\\node at (0,0) {two\\\\lines};\n\\node[align=center] at (0,0) {two\\\\lines};\n"
        "\\node at (0,0) {$\\frac{1}{2}$ of $AB$};\n\\node at (0,0) {office -- ``quoted''};\n"
        "\\node[font=\\bfseries] at (0,0) {B};\n\\node at (0,0) {$-x_1, 30^\\circ$};");
    REQUIRE_MESSAGE(r.ok, codes(r));
    const std::vector<Text> t = primary<Text>(r.scene);
    REQUIRE(t.size() == 9);
    CHECK(t[0].content == "x² + y² = r²");
    CHECK(t[1].content == "Output");
    CHECK(t[2].content == "α + β");
    CHECK(t[3].content == "twolines");      // without align=, TikZ breaks no line at \\ .
    CHECK(t[4].content == "two\nlines");
    CHECK(t[5].content == "1/2 of AB");
    CHECK(t[6].content == "office – “quoted”");
    CHECK(t[8].content == "−x₁, 30°");
    auto width = [](const Text& x) { return x.box.max.x() - x.box.min.x(); };
    auto height = [](const Text& x) { return x.box.max.y() - x.box.min.y(); };
    // cmbx10 at 10pt: O u t p u t = 8.6944 + 6.3889 + 4.4444 + 6.3889 + 6.3889 + 4.4444 (no kerns apply).
    CHECK(width(t[1]) == doctest::Approx(36.75).epsilon(0.001));
    // Two lines 12pt apart: "two" rises 6.15pt ("t"), "lines" goes no deeper than its baseline.
    CHECK(height(t[4]) == doctest::Approx(6.15079 + 12).epsilon(0.001));
    CHECK(width(t[7]) == doctest::Approx(8.18051).epsilon(0.001));   // font=\bfseries: cmbx10's B
}

TEST_CASE("tikz reader: -- cycle closes to where its subpath started, a node's border included") {
    // pdflatex: (A) -- (2,2) -- cycle is closed at A's border; (4,0) -- (B) -- cycle adds nothing.
    const ReadResult r = picture("\\node[circle, fill, inner sep=2pt] (A) at (0,0) {};\n"
                                 "\\node[circle, fill, inner sep=2pt] (B) at (2,0) {};\n"
                                 "\\draw (A) -- (2,2) -- cycle;\n\\draw (4,0) -- (B) -- cycle;");
    REQUIRE_MESSAGE(r.ok, codes(r));
    const std::vector<Path> p = primary<Path>(r.scene);
    REQUIRE(p.size() == 1);
    CHECK(p[0].closed);
    CHECK(p[0].pieces.size() == 2);
    CHECK(near(p[0].pieces[1].p3, p[0].pieces[0].p0));
    const std::vector<Segment> s = primary<Segment>(r.scene);
    REQUIRE(s.size() == 1);   // (4,0) to B's border, and nothing back
}

TEST_CASE("tikz reader: canvas, xyz and their polar coordinate systems; others are rejected") {
    const ReadResult r = picture("\\draw (canvas cs:x=10pt, y=20pt) -- (xyz cs:x=2, y=1);\n"
                                 "\\draw (canvas polar cs:angle=90, radius=5pt) -- (xyz polar cs:angle=0, x radius=3, y radius=1);",
                                 "x=1pt,y=1pt");
    REQUIRE_MESSAGE(r.ok, codes(r));
    const std::vector<Segment> s = primary<Segment>(r.scene);
    REQUIRE(s.size() == 2);
    CHECK(same_segment(s[0], Vec2(10, -20), Vec2(2, -1)));
    CHECK(same_segment(s[1], Vec2(0, -5), Vec2(3, 0)));
    // barycentric cs: the named points' average by the weights.
    const ReadResult bary = picture("\\coordinate (A) at (0,0);\n\\coordinate (B) at (30,0);\n"
                                    "\\draw (barycentric cs:A=1,B=2) -- (0,10);",
                                    "x=1pt,y=1pt");
    REQUIRE_MESSAGE(bary.ok, codes(bary));
    REQUIRE(primary<Segment>(bary.scene).size() == 1);
    CHECK(same_segment(primary<Segment>(bary.scene)[0], Vec2(20, 0), Vec2(0, -10)));
    const ReadResult bad = picture("\\draw (node cs:name=A) -- (0,0);");
    CHECK_FALSE(bad.ok);
    REQUIRE(find(bad, "tikz.coordinate.unsupported"));
    CHECK(find(bad, "tikz.coordinate.unsupported")->span.line == 2);
}

TEST_CASE("tikz reader: name intersections with name= and total=") {
    const ReadResult r = picture("\\path[name path=c] (0,0) circle (10);\n\\path[name path=l] (-20,0) -- (20,0);\n"
                                 "\\path[name intersections={of=c and l, name=i, total=\\t}];\n"
                                 "\\draw (i-1) -- (i-2);\n\\draw (0,0) -- (\\t,0);",
                                 "x=1pt,y=1pt");
    REQUIRE_MESSAGE(r.ok, codes(r));
    const std::vector<Segment> s = primary<Segment>(r.scene);
    REQUIRE(s.size() == 2);
    CHECK(same_segment(s[0], Vec2(-10, 0), Vec2(10, 0), 1e-6));
    CHECK(same_segment(s[1], Vec2(0, 0), Vec2(2, 0)));
}
