// The EPS reader, one case per operator group, the Scene's geometry asserted exactly
// (y_scene = 300 - y under the 300x300 bounding box).
#include <doctest/doctest.h>

#include <cmath>

#include "eps_test_support.hpp"

using namespace plumbline;
using namespace eps_test;

TEST_CASE("eps reader: the frame is the bounding box, y flipped against its top") {
    const ReadResult r = read_eps("%!PS\n%%BoundingBox: 10 -29 77 29\nnewpath 20 6 moveto 28 1 lineto stroke\n", "c");
    REQUIRE(r.ok);
    CHECK(r.scene.format == "eps");
    CHECK(r.scene.frame.known);
    CHECK(r.scene.frame.x == 10);
    CHECK(r.scene.frame.y == 0);
    CHECK(r.scene.frame.width == 67);
    CHECK(r.scene.frame.height == 58);
    CHECK(r.scene.frame.units_per_pixel == 0.75);
    const auto s = primary<Segment>(r.scene);
    REQUIRE(s.size() == 1);
    CHECK(same_segment(s[0], Vec2(20, 23), Vec2(28, 28)));
    // A HiResBoundingBox wins over the integer one.
    const ReadResult h = read_eps("%%BoundingBox: 0 0 41 39\n%%HiResBoundingBox: 0 0 40.5 38.5\n0 0 moveto 1 1 lineto stroke", "c");
    CHECK(primary<Segment>(h.scene)[0].a.y() == 38.5);
    // No bounding box: y_scene = -y, and a note.
    const ReadResult n = read_eps("0 10 moveto 5 10 lineto stroke", "c");
    REQUIRE(n.ok);
    CHECK(primary<Segment>(n.scene)[0].a.y() == -10);
    CHECK(find(n, "eps.bbox.missing"));
}

TEST_CASE("eps reader: an item's span reaches back to its path's first operator run at the same depth") {
    // lines 3-5 of the page: built and stroked at the top level
    const ReadResult top = page("newpath\n0 0 10 0 360 arc\nstroke");
    REQUIRE(top.ok);
    CHECK(top.scene.items[0].source.span.line == 4);
    CHECK(top.scene.items[0].source.span.end_line == 5);
    // built in a procedure, stroked outside it: the painting operator alone
    const ReadResult proc = page("/c { 0 0 10 0 360 arc } def\nc\nstroke");
    REQUIRE(proc.ok);
    CHECK(proc.scene.items[0].source.span.line == 5);
    CHECK(proc.scene.items[0].source.span.end_line == 5);
    // built and stroked in a loop body: the body's operators, each turn
    const ReadResult loop = page("0 1 1 { newpath 0 moveto\n0 10 rlineto stroke } for");
    REQUIRE(loop.ok);
    for (const Item& item : loop.scene.items) {
        CHECK(item.source.span.line == 3);
        CHECK(item.source.span.end_line == 4);
    }
}

TEST_CASE("eps reader: path construction, stroke and fill, provenance") {
    const ReadResult r = page("newpath\n10 10 moveto 20 0 rlineto 0 20 rlineto closepath stroke\n"
                              "50 50 moveto 60 50 lineto 60 60 lineto fill");
    REQUIRE_MESSAGE(r.ok, codes(r));
    const auto prim = primaries(r.scene);
    REQUIRE(prim.size() == 2);
    const Path* tri = std::get_if<Path>(&prim[0]->geometry);
    REQUIRE(tri);
    CHECK(tri->closed);
    REQUIRE(tri->pieces.size() == 3);
    CHECK(near(tri->pieces[0].p0, Vec2(10, 290)));
    CHECK(near(tri->pieces[1].p3, Vec2(30, 270)));
    CHECK(near(tri->pieces[2].p3, Vec2(10, 290)));
    CHECK(prim[0]->style.stroke == Color::rgb8(0, 0, 0));
    CHECK(prim[0]->style.fill.none);
    CHECK(prim[0]->source.format == "eps");
    CHECK(prim[0]->source.element == "stroke");
    CHECK(prim[0]->source.element_index == 0);
    // the span: from the operator that began the path (moveto) to the painting operator
    CHECK(prim[0]->source.span.line == 4);
    CHECK(prim[0]->source.span.column == 7);
    CHECK(prim[0]->source.span.end_line == 4);
    CHECK(prim[0]->source.span.end_column == 55);
    CHECK(prim[0]->source.depth == 0);
    // fill closes the open subpath
    const Path* filled = std::get_if<Path>(&prim[1]->geometry);
    REQUIRE(filled);
    CHECK(filled->closed);
    CHECK(filled->pieces.size() == 3);
    CHECK(prim[1]->style.stroke.none);
    CHECK(prim[1]->source.element == "fill");
    CHECK(prim[1]->source.element_index == 1);
    CHECK(prim[1]->source.span.line == 5);
    // The closed triangle is also seen as its three sides.
    CHECK(primary<Segment>(r.scene).empty());
    int sides = 0;
    for (const Item& item : r.scene.items) sides += std::holds_alternative<Segment>(item.geometry);
    CHECK(sides == 6);
}

TEST_CASE("eps reader: curveto and rcurveto") {
    const ReadResult r = page("0 0 moveto 10 20 30 20 40 0 curveto 10 0 10 10 0 10 rcurveto stroke");
    REQUIRE(r.ok);
    const auto p = primary<Path>(r.scene);
    REQUIRE(p.size() == 1);
    REQUIRE(p[0].pieces.size() == 2);
    CHECK(p[0].pieces[0].kind == PathPiece::Kind::Cubic);
    CHECK(near(p[0].pieces[0].p1, Vec2(10, 280)));
    CHECK(near(p[0].pieces[0].p3, Vec2(40, 300)));
    CHECK(near(p[0].pieces[1].p2, Vec2(50, 290)));
    CHECK(near(p[0].pieces[1].p3, Vec2(40, 290)));
}

TEST_CASE("eps reader: arcs") {
    SUBCASE("a full arc is a circle, filled or stroked, with or without closepath") {
        const ReadResult r = page("newpath 100 100 50 0 360 arc closepath stroke\n"
                                  "0.15 0.29 0.29 setrgbcolor newpath 20 30 1.5 0 360 arc fill\n"
                                  "newpath 5 5 moveto 40 40 2 0 360 arc fill");
        REQUIRE(r.ok);
        const auto c = primary<Circle>(r.scene);
        REQUIRE(c.size() == 3);
        CHECK(near(c[0].c, Vec2(100, 200)));
        CHECK(c[0].r == doctest::Approx(50));
        CHECK(near(c[1].c, Vec2(20, 270)));
        CHECK(near(c[2].c, Vec2(40, 260)));   // filled: the implicit line encloses nothing
        CHECK(r.scene.items[1].style.fill_text == "0.15 0.29 0.29");
        CHECK(r.scene.items[0].style.fill_text.empty());
    }
    SUBCASE("a non-uniform scale makes an ellipse") {
        const ReadResult r = page("gsave 150 150 translate 2 1 scale 0 0 20 0 360 arc fill grestore");
        REQUIRE(r.ok);
        const auto e = primary<Ellipse>(r.scene);
        REQUIRE(e.size() == 1);
        CHECK(near(e[0].c, Vec2(150, 150)));
        CHECK(e[0].rx == doctest::Approx(40));
        CHECK(e[0].ry == doctest::Approx(20));
        CHECK(r.scene.items[0].source.depth == 1);
        CHECK(r.scene.items[0].source.transformed);
    }
    SUBCASE("a partial arc after a current point: the implicit line, then the arc") {
        const ReadResult r = page("0 0 moveto 100 100 10 0 90 arc stroke");
        REQUIRE(r.ok);
        const auto p = primary<Path>(r.scene);
        REQUIRE(p.size() == 1);
        REQUIRE(p[0].pieces.size() == 2);
        CHECK(p[0].pieces[0].kind == PathPiece::Kind::Line);
        CHECK(near(p[0].pieces[0].p3, Vec2(110, 200)));
        CHECK(p[0].pieces[1].kind == PathPiece::Kind::Arc);
        CHECK(near(p[0].pieces[1].p3, Vec2(100, 190), 1e-9));
        CHECK(near(p[0].pieces[1].point_at(0.5), Vec2(100 + 10 * std::sqrt(0.5), 200 - 10 * std::sqrt(0.5)), 1e-9));
    }
    SUBCASE("arc raises the end angle by 360 below the start; arcn turns clockwise") {
        const ReadResult r = page("newpath 100 100 10 90 0 arc stroke newpath 100 100 10 90 0 arcn stroke");
        REQUIRE(r.ok);
        const auto p = primary<Path>(r.scene);
        REQUIRE(p.size() == 2);
        // 90 -> 360: three quarters counterclockwise (through 180, the left point)
        CHECK(near(p[0].pieces[0].point_at(1.0 / 3), Vec2(90, 200), 1e-9));
        // 90 -> 0 clockwise: one quarter, through 45 degrees
        CHECK(near(p[1].pieces[0].point_at(0.5), Vec2(100 + 10 * std::sqrt(0.5), 200 - 10 * std::sqrt(0.5)), 1e-9));
    }
    SUBCASE("arct: a line to the first tangent point, then the arc") {
        const ReadResult r = page("0 0 moveto 100 0 100 100 10 arct stroke");
        REQUIRE(r.ok);
        const auto p = primary<Path>(r.scene);
        REQUIRE(p.size() == 1);
        REQUIRE(p[0].pieces.size() == 2);
        CHECK(near(p[0].pieces[0].p3, Vec2(90, 300), 1e-9));
        CHECK(near(p[0].pieces[1].p3, Vec2(100, 290), 1e-9));
        const ReadResult t = page("0 0 moveto 100 0 100 100 10 arcto 4 { pop } repeat currentpoint lineto stroke");
        REQUIRE_MESSAGE(t.ok, codes(t));
    }
}

TEST_CASE("eps reader: colours") {
    const ReadResult r = page("1 0 0 setrgbcolor 0 0 moveto 10 0 lineto stroke\n"
                              "0.5 setgray 0 0 moveto 10 0 lineto stroke\n"
                              "0 1 1 0 setcmykcolor 0 0 moveto 10 0 lineto stroke\n"
                              "0 1 1 sethsbcolor 0 0 moveto 10 0 lineto stroke\n"
                              "/DeviceRGB setcolorspace 0 0 1 setcolor 0 0 10 10 rectfill");
    REQUIRE(r.ok);
    const auto prim = primaries(r.scene);
    REQUIRE(prim.size() == 5);
    CHECK(prim[0]->style.stroke == Color::rgb8(255, 0, 0));
    CHECK(std::abs(prim[1]->style.stroke.r - 0.5) < 1e-12);
    CHECK(prim[2]->style.stroke == Color::rgb8(255, 0, 0));
    CHECK(prim[3]->style.stroke == Color::rgb8(255, 0, 0));
    CHECK(prim[4]->style.fill == Color::rgb8(0, 0, 255));
    CHECK(prim[4]->style.fill_text == "0 0 1");
    CHECK(prim[4]->source.element == "rectfill");
}

TEST_CASE("eps reader: the CTM (translate, rotate, scale, concat, setmatrix, currentmatrix)") {
    const ReadResult r = page("gsave 100 100 translate 90 rotate 0 0 moveto 10 0 lineto stroke grestore\n"
                              "/m matrix currentmatrix def 2 3 scale 10 10 moveto 20 10 lineto m setmatrix 3 setlinewidth stroke\n"
                              "[1 0 0 1 50 0] concat 0 0 moveto 1 0 lineto stroke\n"
                              "0 0 transform exch 50 eq exch 0 eq and { 0 0 moveto 0 1 lineto stroke } if");
    REQUIRE_MESSAGE(r.ok, codes(r));
    const auto s = primary<Segment>(r.scene);
    REQUIRE(s.size() == 4);
    CHECK(same_segment(s[0], Vec2(100, 200), Vec2(100, 190), 1e-9));
    CHECK(same_segment(s[1], Vec2(20, 270), Vec2(40, 270), 1e-9));   // points kept where they were added
    CHECK(r.scene.items[1].style.stroke_width == 3);
    CHECK(same_segment(s[2], Vec2(50, 300), Vec2(51, 300)));
    CHECK(same_segment(s[3], Vec2(50, 300), Vec2(50, 299)));
}

TEST_CASE("eps reader: text at the current point") {
    const ReadResult r = page("/Helvetica findfont 12 scalefont setfont 1 0 0 setrgbcolor\n"
                              "23.5 132.5 moveto (A) show (BC) stringwidth pop 14.4 sub abs 1e-9 lt { (x) show } if\n"
                              "/Times-Roman 20 selectfont 0 0 moveto (long) show currentpoint pop 48 eq { 1 1 moveto 2 2 lineto stroke } if");
    REQUIRE_MESSAGE(r.ok, codes(r));
    const auto t = primary<Text>(r.scene);
    REQUIRE(t.size() == 3);
    CHECK(t[0].content == "A");
    CHECK(near(t[0].anchor, Vec2(23.5, 167.5)));
    CHECK(t[0].font_size == 12);
    CHECK(near(t[1].anchor, Vec2(23.5 + 7.2, 167.5)));   // after A's advance (0.6 em)
    CHECK(t[2].font_size == 20);
    CHECK(r.scene.items[0].style.fill == Color::rgb8(255, 0, 0));
    CHECK(r.scene.items[0].source.element == "show");
    CHECK(primary<Segment>(r.scene).size() == 1);
}

TEST_CASE("eps reader: definitions, procedures, dictionaries") {
    const ReadResult r = page("/bond { newpath moveto lineto stroke } bind def\n"
                              "/disc { newpath 0 360 arc fill } def\n"
                              "10 10 20 20 bond 5 5 1.5 disc\n"
                              "5 dict begin /r 3 def currentdict /r known { 50 50 r disc } if end\n"
                              "/r where { pop } { 60 60 2 0 360 arc fill } ifelse\n"
                              "1 2 /add load exec 3 eq { 0 0 moveto 1 1 lineto stroke } if");
    REQUIRE_MESSAGE(r.ok, codes(r));
    CHECK(primary<Segment>(r.scene).size() == 2);
    const auto c = primary<Circle>(r.scene);
    REQUIRE(c.size() == 3);
    CHECK(c[1].r == 3);
    CHECK(near(c[2].c, Vec2(60, 240)));
}

TEST_CASE("eps reader: arithmetic, stack and comparison operators") {
    // Each check draws a segment when its test holds.
    const char* tests[] = {
        "7 2 idiv 3 eq", "7 2 mod 1 eq", "1 2 div 0.5 eq", "2 3 exp 8 eq", "90 sin 1 eq", "0 cos 1 eq",
        "1 1 atan 45 eq", "16 sqrt 4 eq", "2.7 cvi 2 eq", "-2.5 round -2 eq", "-2.5 truncate -2 eq",
        "2.5 floor 2 eq", "2.1 ceiling 3 eq", "-3 abs 3 eq", "3 neg -3 eq", "1 ln 0 eq", "100 log 2 eq",
        "1 2 3 3 1 roll pop pop 3 eq", "1 2 3 2 index 1 eq", "mark 1 2 counttomark 2 eq", "1 2 2 copy add add add 6 eq",
        "1 2 exch pop 2 eq", "(abc) length 3 eq", "[1 2 3] 1 get 2 eq", "16#10 16 eq", "true false or",
        "1 2 lt 2 1 gt and", "(a) (b) lt", "3 dup mul 9 eq", "2147483647 1 add 2147483648.0 eq",
        "10 cvr 10 eq", "(12) cvi 12 eq", "5 array length 5 eq", "3 string length 3 eq", "1 1 ne not",
    };
    for (const char* test : tests) {
        INFO(test);
        const ReadResult r = page(std::string(test) + " { 0 0 moveto 1 1 lineto stroke } if");
        REQUIRE_MESSAGE(r.ok, codes(r));
        CHECK(primary<Segment>(r.scene).size() == 1);
    }
}

TEST_CASE("eps reader: loops") {
    const ReadResult r = page("0 10 40 { 0 moveto 0 10 rlineto stroke } for\n"
                              "3 { 100 100 moveto 10 0 rlineto stroke } repeat\n"
                              "/i 0 def { i 2 ge { exit } if 200 i moveto 1 0 rlineto stroke /i i 1 add def } loop\n"
                              "[1 2] { 250 exch moveto 1 0 rlineto stroke } forall\n"
                              "<< /a 1 >> { pop pop } forall (ab) { pop } forall\n"
                              "{ 1 0 div } stopped { 5 5 moveto 6 6 lineto stroke } if");
    // (division by zero inside `stopped` is still an error here: errors are not caught)
    CHECK(!r.ok);
    CHECK(find(r, "eps.error.undefinedresult"));
    CHECK(primary<Segment>(r.scene).size() == 5 + 3 + 2 + 2);
    const ReadResult s = page("{ stop } stopped { 5 5 moveto 6 6 lineto stroke } if 1 1 2 { pop } for");
    REQUIRE_MESSAGE(s.ok, codes(s));
    CHECK(primary<Segment>(s.scene).size() == 1);
}

TEST_CASE("eps reader: showpage ends the page; a rectangular clip cuts what is drawn") {
    const ReadResult r = read_eps("%%BoundingBox: 0 0 10 10\n0 0 10 10 rectclip 0 0 moveto 20 20 lineto stroke showpage "
                                  "0 0 moveto 1 1 lineto stroke", "c");
    REQUIRE(r.ok);
    REQUIRE(primary<Segment>(r.scene).size() == 1);
    CHECK(same_segment(primary<Segment>(r.scene)[0], Vec2(0, 10), Vec2(10, 0)));
    CHECK_FALSE(find(r, "eps.clip.approximated"));
}

TEST_CASE("eps reader: the SSVG-Bench geometry prompt (Figure 9) lands on its SVG (Figure 8)") {
    const ReadResult r = read_eps(R"(%!PS-Adobe-3.0 EPSF-3.0
%%BoundingBox: 0 0 300 300
1 setlinewidth
0 0 0 setrgbcolor
newpath
38.23232323232324 35.593434343434296 moveto
65.9848484848485 104.1098484848485 lineto
32.15909090909092 133.59848484848484 lineto
closepath
stroke
/Helvetica findfont 12 scalefont setfont
0 0 0 setrgbcolor
newpath
23.54166666666668 132.41161616161617 moveto
(A) show
showpage
)", "input");
    REQUIRE(r.ok);
    const ReadResult svg = read_svg(R"(<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 300">
<polygon points="38.232323232324 264.4065656565657 65.9848484848485 195.8901515151515 32.15909090909092 166.40151515151516" fill="none" stroke="black"/>
<text x="23.541666666666668" y="167.58838383838383">A</text></svg>)", "input");
    REQUIRE(svg.ok);
    const auto a = primary<Path>(r.scene), b = primary<Path>(svg.scene);
    REQUIRE(a.size() == 1);
    REQUIRE(b.size() == 1);
    REQUIRE(a[0].pieces.size() == b[0].pieces.size());
    for (size_t k = 0; k < a[0].pieces.size(); ++k) CHECK(near(a[0].pieces[k].p0, b[0].pieces[k].p0, 1e-9));
    CHECK(near(primary<Text>(r.scene)[0].anchor, primary<Text>(svg.scene)[0].anchor, 1e-9));
}

// Each case below is a place where the reader once disagreed with Ghostscript
// (tests/golden/eps_support/compare_ghostscript.py found them).

TEST_CASE("eps reader: the permanent dictionaries are systemdict, globaldict and userdict") {
    // countdictstack is 3 at the start; `def` goes to userdict, not globaldict.
    const ReadResult r = page("countdictstack 0 moveto 0 10 rlineto stroke\n"
                              "/x 1 def globaldict /x known not userdict /x known and { 5 5 moveto 6 6 lineto stroke } if\n"
                              "1 dict begin countdictstack 0 moveto 0 10 rlineto stroke end end");
    CHECK(!r.ok);
    const Diagnostic* d = find(r, "eps.error.dictstackunderflow");
    REQUIRE(d);
    CHECK(d->span.line == 5);
    CHECK(d->span.column == 62);
    const auto s = primary<Segment>(r.scene);
    REQUIRE(s.size() == 3);
    CHECK(s[0].a.x() == 3);
    CHECK(s[2].a.x() == 4);
}

TEST_CASE("eps reader: rand is Ghostscript's sequence (Park and Miller's, from 1); srand adjusts as it does") {
    const char* tests[] = {
        "rand 16807 eq rand 282475249 eq and",
        "rrand 1 eq",
        "7 srand rand 117649 eq",
        "0 srand rand 16807 eq",                 // below 1: -(n mod (2^31-2)) + 1
        "-5 srand rand 100842 eq",
        "2147483647 srand rrand 2147483646 eq",  // above 2^31-2: 2^31-2
    };
    for (const char* test : tests) {
        INFO(test);
        const ReadResult r = page(std::string(test) + " { 0 0 moveto 1 1 lineto stroke } if");
        REQUIRE_MESSAGE(r.ok, codes(r));
        CHECK(primary<Segment>(r.scene).size() == 1);
    }
}

TEST_CASE("eps reader: //name is looked up when the scanner reaches it, after what runs before it") {
    const ReadResult r = page("/a 5 def //a 0 moveto 0 10 rlineto stroke\n"
                              "/p { //a 0 moveto 0 10 rlineto stroke } def /a 7 def p");
    REQUIRE_MESSAGE(r.ok, codes(r));
    const auto s = primary<Segment>(r.scene);
    REQUIRE(s.size() == 2);
    CHECK(s[0].a.x() == 5);
    CHECK(s[1].a.x() == 5);   // the value when the procedure was scanned
    const ReadResult u = page("0 0 moveto 1 1 lineto stroke\n{ //nothing } pop");
    CHECK(!u.ok);
    const Diagnostic* d = find(u, "eps.error.undefined");
    REQUIRE(d);
    CHECK(d->span.line == 4);
    CHECK(d->span.column == 3);
    CHECK(d->span.end_column == 11);   // the whole `//nothing`
    CHECK(primary<Segment>(u.scene).size() == 1);
}

TEST_CASE("eps reader: at a syntax error, what was scanned before it has run") {
    for (const char* tail : {"(never closed", "/p { 1 2 add", "1 2 }", "<~87cURD]i,\"Ebo80~>"}) {
        INFO(tail);
        const ReadResult r = page(std::string("0 0 moveto 10 10 lineto stroke\n") + tail);
        CHECK(!r.ok);
        CHECK(find(r, "eps.error.syntaxerror"));
        CHECK(primary<Segment>(r.scene).size() == 1);
    }
}

TEST_CASE("eps reader: an arc past a full turn ends at its end angle") {
    const ReadResult r = page("newpath 100 100 10 0 450 arc currentpoint lineto 120 120 lineto stroke\n"
                              "newpath 100 100 10 0 450 arc stroke\n"
                              "newpath 100 100 10 90 -270 arcn currentpoint exch 100 eq exch 110 eq and { 0 0 moveto 1 1 lineto stroke } if");
    REQUIRE_MESSAGE(r.ok, codes(r));
    const auto p = primary<Path>(r.scene);
    REQUIRE(p.size() == 1);
    CHECK(near(p[0].pieces.back().p3, Vec2(120, 180), 1e-9));
    CHECK(near(p[0].pieces.back().p0, Vec2(100, 190), 1e-9));   // from (100, 110): 90 degrees
    CHECK(primary<Circle>(r.scene).size() == 2);   // 0 450 arc, and 90 -270 arcn (one full turn)
    CHECK(primary<Segment>(r.scene).size() == 1);
}

TEST_CASE("eps reader: pathbbox counts a curve's control points, as Ghostscript does") {
    const ReadResult r = page("newpath 0 0 moveto 10 20 30 20 40 0 curveto pathbbox\n"
                              "20 eq exch 40 eq and exch 0 eq and exch 0 eq and { 0 0 moveto 1 1 lineto stroke } if\n"
                              "newpath 0 0 10 45 135 arc pathbbox 10 sub abs 1e-9 lt { 2 2 moveto 3 3 lineto stroke } if pop pop pop");
    REQUIRE_MESSAGE(r.ok, codes(r));
    CHECK(primary<Segment>(r.scene).size() == 2);
}
