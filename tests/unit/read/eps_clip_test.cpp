// Clipping as the EPS reader applies it (clip.hpp): a rectangular clip cuts straight
// strokes and fills as Ghostscript's ink is cut (gnuplot's hatched boxes: lines drawn
// across a box clipped to it); what lies outside a clip is dropped; curves and other clip
// shapes crossing an edge are kept whole, with a warning. And the page Ghostscript draws
// on when it does not crop to the box (page_check.cpp), and boxes of embedded documents.
#include <doctest/doctest.h>

#include "eps_test_support.hpp"

using namespace plumbline;
using namespace eps_test;

namespace {

bool has_code(const ReadResult& r, const std::string& code) {
    for (const Diagnostic& d : r.diagnostics)
        if (d.code == code) return true;
    return false;
}

}  // namespace

TEST_CASE("eps clip: a rectangle cuts strokes into the runs inside it") {
    // Box 100..200 x 100..200 (scene y 100..200 as well, flipped about 300).
    const ReadResult r = page("100 100 100 100 rectclip\n"
                              "newpath 50 150 moveto 250 150 lineto stroke\n"            // crosses: cut to 100..200
                              "newpath 0 0 moveto 10 10 lineto stroke\n"                 // outside: dropped
                              "newpath 120 120 moveto 180 180 lineto stroke\n"           // inside: whole
                              "newpath 50 110 moveto 150 110 lineto 150 250 lineto stroke\n");   // a polyline cut at both ends
    CHECK(r.ok);
    CHECK_FALSE(has_code(r, "eps.clip.approximated"));
    const auto items = primaries(r.scene);
    REQUIRE(items.size() == 3);
    const auto& a = std::get<Segment>(items[0]->geometry);
    CHECK(near(a.a, Vec2(100, 150)));
    CHECK(near(a.b, Vec2(200, 150)));
    const auto& b = std::get<Segment>(items[1]->geometry);
    CHECK(near(b.a, Vec2(120, 180)));
    const auto& c = std::get<Path>(items[2]->geometry);
    REQUIRE(c.pieces.size() == 2);
    CHECK(near(c.pieces[0].p0, Vec2(100, 190)));
    CHECK(near(c.pieces[1].p3, Vec2(150, 100)));
}

TEST_CASE("eps clip: a fill is cut to the rectangle; grestore and initclip end the clip") {
    const ReadResult r = page("gsave newpath 100 100 moveto 200 100 lineto 200 200 lineto 100 200 lineto closepath clip\n"
                              "newpath 50 50 moveto 150 50 lineto 150 150 lineto 50 150 lineto closepath fill\n"
                              "grestore newpath 50 50 moveto 60 50 lineto stroke\n"
                              "100 100 10 10 rectclip initclip newpath 0 0 moveto 10 0 lineto stroke\n");
    CHECK(r.ok);
    const auto items = primaries(r.scene);
    REQUIRE(items.size() == 3);
    const Box box = bounds(items[0]->geometry);
    CHECK(near(box.min, Vec2(100, 150)));
    CHECK(near(box.max, Vec2(150, 200)));
    CHECK(std::holds_alternative<Segment>(items[1]->geometry));
    CHECK(std::holds_alternative<Segment>(items[2]->geometry));
}

TEST_CASE("eps clip: curves and round clips crossing an edge are kept whole, with a warning") {
    const ReadResult r = page("newpath 150 150 50 0 360 arc clip newpath\n"
                              "0 150 moveto 300 150 lineto stroke\n"
                              "newpath 10 10 moveto 20 10 lineto stroke\n");   // outside the clip's box: dropped
    CHECK(r.ok);
    CHECK(has_code(r, "eps.clip.approximated"));
    const auto items = primaries(r.scene);
    REQUIRE(items.size() == 1);
    const auto& a = std::get<Segment>(items[0]->geometry);
    CHECK(near(a.a, Vec2(0, 150)));
    CHECK(near(a.b, Vec2(300, 150)));
}

TEST_CASE("eps page: ink off Ghostscript's uncropped page is said; embedded documents' boxes are theirs") {
    const ReadResult mp = read_eps("%!PS\n%%BoundingBox: -20 -10 80 40\nnewpath -15 -5 moveto 70 30 lineto stroke\n"
                                   "showpage\n",
                                   "candidate");
    CHECK(mp.ok);
    CHECK(has_code(mp, "eps.page.outside"));
    const ReadResult eps = read_eps("%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: -20 -10 80 40\n"
                                    "newpath -15 -5 moveto 70 30 lineto stroke\nshowpage\n",
                                    "candidate");
    CHECK_FALSE(has_code(eps, "eps.page.outside"));
    const ReadResult doc = read_eps("%!PS-Adobe-3.0\n%%BeginDocument: fig.eps\n%%BoundingBox: 0 0 10 10\n"
                                    "%%EndDocument\nnewpath 100 100 moveto 200 100 lineto stroke\nshowpage\n",
                                    "candidate");
    CHECK(has_code(doc, "eps.bbox.missing"));
    CHECK_FALSE(has_code(doc, "eps.page.outside"));
}
