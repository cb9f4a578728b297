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
    CHECK(circles[0].r == doctest::Approx(9.714 * 72.27 / 72).epsilon(0.01));
    const std::vector<Path> paths = primary<Path>(r.scene);
    REQUIRE(paths.size() == 3);
    // C's left side: B's right side (104.413bp) plus the node distance and two outer seps.
    CHECK(bounds(paths[1]).min.x() == doctest::Approx(133.159312 * 72.27 / 72).epsilon(0.002));
    // With `bend`, TeX's fixed-point arithmetic lands the controls at 0.390 of the distance
    // rather than 0.3915 (out/in above is exact): 0.15pt at this size.
    CHECK(near(paths[2].pieces[0].p1, bp(28.721812, -40.112437), 0.2));
    CHECK(near(paths[2].pieces[0].p2, bp(56.319469, -40.112437), 0.2));
}
