// The reader against the real toolchain: these pictures were compiled with pdflatex
// (TikZ 3.1, standalone, border=0pt) and converted with pdf2svg; the expected numbers
// are the path coordinates pdf2svg wrote (PDF units, bp, y up, before its page
// transform), turned into the Scene's pt with y down. pgf rounds to about 0.002bp.
#include <doctest/doctest.h>

#include "tikz_test_support.hpp"

using namespace plumbline;
using namespace tikz_test;

namespace {

Vec2 bp(double x, double y) { return Vec2(x * 72.27 / 72, -y * 72.27 / 72); }

}  // namespace

TEST_CASE("tikz pdflatex: transformations, rectangles, arcs, relative and calc coordinates, curves") {
    const ReadResult r = picture(
        "\\draw[shift={(1,0)}, rotate=90] (0,0) -- (1,0);\n"
        "\\begin{scope}[rotate=90]\\draw[xshift=1cm] (0,0) -- (1,0);\\end{scope}\n"
        "\\draw[x={(1cm,1cm)}] (0,0) -- (1,0);\n"
        "\\draw[rotate=30] (0,0) rectangle (2,1);\n"
        "\\draw (3,0) arc (0:90:2 and 1);\n"
        "\\draw (0,0) -- +(1,0) -- ++(0,1) -- +(1,1);\n"
        "\\coordinate (A) at (0,0); \\coordinate (B) at (2,0);\n"
        "\\draw ($(A)!0.5!90:(B)$) -- ($(A)!0.3!(B)$);\n"
        "\\draw[rotate=30] (5,5) ellipse (2 and 1);\n"
        "\\draw (0,-3) to[out=90,in=180] (2,-2);\n"
        "\\draw[xscale=2, yslant=0.5] (0,0) -- (1,1);\n"
        "\\draw (-2,-2) -- (intersection of 0,0--1,1 and 0,1--1,0);");
    REQUIRE_MESSAGE(r.ok, codes(r));
    const std::vector<const Item*> items = primaries(r.scene);
    REQUIRE(items.size() == 11);
    const double tol = 0.01;
    auto segment = [&](int i) { return std::get<Segment>(items[i]->geometry); };
    auto path = [&](int i) { return std::get<Path>(items[i]->geometry); };
    CHECK(same_segment(segment(0), bp(28.346281, 0.00128125), bp(28.346281, 28.345031), tol));
    CHECK(same_segment(segment(1), bp(-0.001375, 28.345031), bp(-0.001375, 56.692688), tol));
    CHECK(same_segment(segment(2), bp(-0.001375, 0.00128125), bp(28.346281, 28.345031), tol));
    const Path rect = path(3);
    REQUIRE(rect.pieces.size() == 4);
    CHECK(near(rect.pieces[1].p0, bp(-14.17325, 24.548156), tol));
    CHECK(near(rect.pieces[2].p0, bp(34.924406, 52.895813), tol));
    CHECK(near(rect.pieces[3].p0, bp(49.100187, 28.345031), tol));
    CHECK(near(path(4).pieces[0].p3, bp(28.346281, 28.345031), tol));
    CHECK(near(path(5).pieces[2].p3, bp(28.346281, 56.692688), tol));
    CHECK(same_segment(segment(6), bp(-0.001375, 28.345031), bp(17.006437, 0.00128125), tol));
    const Ellipse e = std::get<Ellipse>(items[7]->geometry);
    CHECK(near(e.c, (bp(100.975188, 221.958313) + bp(2.779875, 165.266906)) / 2, tol));
    const Path curve = path(8);
    CHECK(near(curve.pieces[0].p1, bp(-0.001375, -60.229187), 0.05));
    CHECK(near(curve.pieces[0].p2, bp(31.881437, -56.694031), 0.05));
    CHECK(same_segment(segment(9), bp(-0.001375, 0.00128125), bp(56.693937, 42.520813), tol));
    CHECK(same_segment(segment(10), bp(-56.692781, -56.694031), bp(14.174406, 14.173156), tol));
}

TEST_CASE("tikz pdflatex: node borders, positioning and bend curves") {
    // \node[draw,circle] (A) at (0,0) {A}; \node[draw] (B) at (3,0) {Output};
    // \node[draw, right=of B] (C) {C}; \draw (0,-2) to[bend left=30] (3,-2);
    const ReadResult r = picture("\\node[draw,circle] (A) at (0,0) {A};\n\\node[draw] (B) at (3,0) {Output};\n"
                                 "\\node[draw, right=of B] (C) {C};\n\\draw (0,-2) to[bend left=30] (3,-2);");
    REQUIRE_MESSAGE(r.ok, codes(r));
    const std::vector<Circle> circles = primary<Circle>(r.scene);
    REQUIRE(circles.size() == 1);
    CHECK(circles[0].r == doctest::Approx(9.714 * 72.27 / 72).epsilon(0.0005));
    const std::vector<Path> paths = primary<Path>(r.scene);
    REQUIRE(paths.size() == 3);
    // C's left side: B's right side (104.413bp) plus the node distance and two outer seps.
    CHECK(bounds(paths[1]).min.x() == doctest::Approx(133.159312 * 72.27 / 72).epsilon(0.0001));
    // pgf estimates the chord's length as 256/257 of it when it is horizontal, so the controls
    // are at 0.390 of the distance, not 0.3915.
    CHECK(near(paths[2].pieces[0].p1, bp(28.721812, -40.112437), 0.01));
    CHECK(near(paths[2].pieces[0].p2, bp(56.319469, -40.112437), 0.01));
}

TEST_CASE("tikz pdflatex: node text boxes, labels and pins, positions along curves, cycle after a node, smooth plots") {
    // The picture of tests/golden/tikz_support's checks, compiled on its own; numbers from pdf2svg.
    const ReadResult r = picture(
        "\\node[draw] at (3,0) {Output};\n"
        "\\draw (5,0) .. controls ++(0,1) and +(0,-1) .. ++(2,2);\n"
        "\\draw (0,-4) .. controls (1,-3) and (3,-3) .. (4,-4) node[midway, draw, inner sep=0pt, minimum size=2pt] {};\n"
        "\\draw (0,-6) -| node[pos=0.5, draw, inner sep=0pt, minimum size=2pt] {} (2,-5);\n"
        "\\node[draw, circle, minimum size=1cm, label={[draw]30:{\\rule{4pt}{2pt}}}] at (8,0) {};\n"
        "\\node[draw, circle, minimum size=1cm, pin={[draw]60:{\\rule{4pt}{2pt}}}] at (8,-4) {};\n"
        "\\node[draw, circle, minimum size=1cm] (B) at (11,0) {};\n"
        "\\draw (9,-2) -- (B) -- cycle;\n"
        "\\draw plot[smooth cycle, tension=1] coordinates {(0,5) (1,6) (2,5) (1,4)};");
    REQUIRE_MESSAGE(r.ok, codes(r));
    const std::vector<const Item*> items = primaries(r.scene);
    const double tol = 0.01;
    auto path = [&](size_t i) { return std::get<Path>(items.at(i)->geometry); };
    // Output's box: Computer Modern's widths, not a character count.
    const Box output = bounds(path(0));
    CHECK(near(output.min, bp(65.668188, 7.692063), tol));
    CHECK(near(output.max, bp(104.410375, -7.694656), tol));
    CHECK(items.at(1)->kind() == ItemKind::Text);
    CHECK(std::get<Text>(items.at(1)->geometry).content == "Output");
    // ++ on a control point leaves the end relative to the start.
    CHECK(near(path(2).pieces[0].p3, bp(198.426, 56.692063), tol));
    // midway on a curve: its point at t = 0.5 (the node is emitted before its path); pos=0.5
    // on -|: the corner.
    CHECK(near(bounds(path(3)).min, bp(55.695531, -91.132156), tol));
    CHECK(near(bounds(path(5)).min, bp(55.695531, -169.085281), tol));
    // A label at 30 degrees: its south west anchor on the circle's border point at 30 degrees.
    const Box label = bounds(path(8));
    CHECK(near(label.min, bp(239.422094, 16.020188), tol));
    CHECK(near(label.max, bp(250.047094, 7.383469), tol));
    // A pin 3ex further out, joined by its edge.
    const Segment edge = std::get<Segment>(items.at(10)->geometry);
    CHECK(same_segment(edge, bp(234.8635, -101.507156), bp(242.83225, -89.796219), tol));
    const Box pin = bounds(path(11));
    CHECK(near(pin.min, bp(240.593969, -80.964187), tol));
    CHECK(near(pin.max, bp(251.218969, -89.597), tol));
    // -- cycle after a line that ended at a node draws nothing more.
    const Segment to_b = std::get<Segment>(items.at(13)->geometry);
    CHECK(same_segment(to_b, bp(255.121312, -56.694656), bp(301.652562, -10.163406), tol));
    CHECK(items.at(14)->kind() == ItemKind::Path);
    // A smooth cycle starts at its second point; controls 0.2775 x tension x the neighbours' distance.
    const Path smooth = path(14);
    REQUIRE(smooth.pieces.size() == 4);
    CHECK(smooth.closed);
    CHECK(near(smooth.pieces[0].p0, bp(28.347875, 170.082688), tol));
    CHECK(near(smooth.pieces[0].p1, bp(44.078344, 170.082688), tol));
    CHECK(near(smooth.pieces[0].p2, bp(56.695531, 157.4655), tol));
}
