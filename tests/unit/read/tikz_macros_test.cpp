// \foreach, \def, \newcommand, \pgfmathsetmacro and \pgfmathparse as models use them.
#include <doctest/doctest.h>

#include "tikz_test_support.hpp"

using namespace plumbline;
using namespace tikz_test;

TEST_CASE("tikz macros: \\foreach over a list, a range, pairs, with count and evaluate") {
    const ReadResult r = picture(
        "\\foreach \\x in {1,2,3} \\draw (\\x,0) -- (\\x,1);\n"
        "\\foreach \\x in {1,...,4} {\\fill (\\x,5) circle (1pt);}\n"
        "\\foreach \\x/\\y in {0/1, 2/3} \\draw (\\x,\\y) -- (0,0);\n"
        "\\foreach \\x [count=\\i] in {a,b} \\draw (\\i,10) -- (\\i,11);\n"
        "\\foreach \\x [evaluate=\\x as \\y using \\x*2] in {1,2} \\draw (\\y,20) -- (\\y,21);\n"
        "\\foreach \\x in {0,1} \\foreach \\y in {0,1} {\\draw (\\x,\\y) circle (2pt);}",
        "x=1pt,y=1pt");
    REQUIRE_MESSAGE(r.ok, codes(r));
    const std::vector<Segment> s = primary<Segment>(r.scene);
    REQUIRE(s.size() == 3 + 2 + 2 + 2);
    CHECK(same_segment(s[2], Vec2(3, 0), Vec2(3, -1)));
    CHECK(same_segment(s[3], Vec2(0, -1), Vec2(0, 0)));
    CHECK(same_segment(s[4], Vec2(2, -3), Vec2(0, 0)));
    CHECK(same_segment(s[6], Vec2(2, -10), Vec2(2, -11)));
    CHECK(same_segment(s[7], Vec2(2, -20), Vec2(2, -21)));
    CHECK(same_segment(s[8], Vec2(4, -20), Vec2(4, -21)));
    const std::vector<Circle> c = primary<Circle>(r.scene);
    REQUIRE(c.size() == 4 + 4);
    CHECK(near(c[3].c, Vec2(4, -5)));
    CHECK(near(c[7].c, Vec2(1, -1)));
}

TEST_CASE("tikz macros: \\foreach lists in macros and coordinates as items") {
    const ReadResult r = picture("\\def\\pts{(0,0),(1,1)}\n\\foreach \\p in \\pts \\fill \\p circle (1pt);\n"
                                 "\\foreach \\p in {(2,2),(3,3)} \\fill \\p circle (1pt);",
                                 "x=1pt,y=1pt");
    REQUIRE_MESSAGE(r.ok, codes(r));
    const std::vector<Circle> c = primary<Circle>(r.scene);
    REQUIRE(c.size() == 4);
    CHECK(near(c[1].c, Vec2(1, -1)));
    CHECK(near(c[3].c, Vec2(3, -3)));
}

TEST_CASE("tikz macros: \\def and \\newcommand with arguments, optional first argument") {
    const ReadResult r = picture("\\def\\r{2}\n\\def\\seg#1#2{\\draw (#1) -- (#2);}\n"
                                 "\\newcommand{\\dot}[2][red]{\\fill[#1] (#2) circle (\\r pt);}\n"
                                 "\\newcommand\\len{3}\n"
                                 "\\seg{0,0}{\\len,0}\n\\dot{1,1}\n\\dot[blue]{2,2}",
                                 "x=1pt,y=1pt");
    REQUIRE_MESSAGE(r.ok, codes(r));
    const std::vector<Segment> s = primary<Segment>(r.scene);
    REQUIRE(s.size() == 1);
    CHECK(same_segment(s[0], Vec2(0, 0), Vec2(3, 0)));
    const std::vector<const Item*> items = primaries(r.scene);
    REQUIRE(items.size() == 3);
    CHECK(items[1]->style.fill == Color::rgb8(255, 0, 0));
    CHECK(items[2]->style.fill == Color::rgb8(0, 0, 255));
    CHECK(std::get<Circle>(items[2]->geometry).r == doctest::Approx(2));
}

TEST_CASE("tikz macros: \\pgfmathsetmacro, \\pgfmathparse and \\pgfmathresult, \\pgfmathtruncatemacro") {
    const ReadResult r = picture("\\pgfmathsetmacro{\\a}{sqrt(16) + 1}\n\\pgfmathsetmacro\\b{cos(60)*4}\n"
                                 "\\pgfmathparse{veclen(3,4)}\n\\draw (0,0) -- (\\a,\\b);\n\\draw (0,0) -- (\\pgfmathresult,0);\n"
                                 "\\pgfmathtruncatemacro{\\n}{7/2}\n\\draw (0,0) -- (0,\\n);\n"
                                 "\\pgfmathsetmacro{\\c}{max(1,2,3) + atan2(1,1)}\n\\draw (0,0) -- (\\c,0);",
                                 "x=1pt,y=1pt");
    REQUIRE_MESSAGE(r.ok, codes(r));
    const std::vector<Segment> s = primary<Segment>(r.scene);
    REQUIRE(s.size() == 4);
    CHECK(same_segment(s[0], Vec2(0, 0), Vec2(5, -2), 1e-4));
    CHECK(same_segment(s[1], Vec2(0, 0), Vec2(5, 0), 1e-4));
    CHECK(same_segment(s[2], Vec2(0, 0), Vec2(0, -3)));
    CHECK(same_segment(s[3], Vec2(0, 0), Vec2(48, 0), 1e-4));
}

TEST_CASE("tikz macros: a \\foreach variable and a \\def are local to their group") {
    const ReadResult r = picture("\\def\\x{1}\n{\\def\\x{5}}\n\\draw (\\x,0) -- (0,0);\n"
                                 "\\foreach \\x in {7} {}\n\\draw (\\x,1) -- (0,1);",
                                 "x=1pt,y=1pt");
    REQUIRE_MESSAGE(r.ok, codes(r));
    const std::vector<Segment> s = primary<Segment>(r.scene);
    REQUIRE(s.size() == 2);
    CHECK(same_segment(s[0], Vec2(1, 0), Vec2(0, 0)));
    CHECK(same_segment(s[1], Vec2(1, -1), Vec2(0, -1)));
}

TEST_CASE("tikz macros: \\let copies a macro's meaning, \\pgfmathresult included") {
    const ReadResult r = picture("\\pgfmathparse{2+3}\\let\\r=\\pgfmathresult\n\\pgfmathparse{1}\n\\def\\a{4}\\let\\b\\a\n"
                                 "\\draw (0,0) -- (\\r,\\b);",
                                 "x=1pt,y=1pt");
    REQUIRE_MESSAGE(r.ok, codes(r));
    const std::vector<Segment> s = primary<Segment>(r.scene);
    REQUIRE(s.size() == 1);
    CHECK(same_segment(s[0], Vec2(0, 0), Vec2(5, -4)));
}

TEST_CASE("tikz macros: \\def with delimited parameters, and a use that does not match") {
    const ReadResult r = picture("\\def\\pt(#1,#2){(#1*2, #2*2)}\n\\def\\seg#1 to #2;{\\draw (#1) -- (#2);}\n"
                                 "\\draw \\pt({max(1,2)},4) -- \\pt(3,4);\n\\seg 0,0 to 5,5;",
                                 "x=1pt,y=1pt");
    REQUIRE_MESSAGE(r.ok, codes(r));
    const std::vector<Segment> s = primary<Segment>(r.scene);
    REQUIRE(s.size() == 2);
    CHECK(same_segment(s[1], Vec2(0, 0), Vec2(5, -5)));
    CHECK(same_segment(s[0], Vec2(4, -8), Vec2(6, -8)));   // {max(1,2)}: the comma inside braces is no delimiter
    const ReadResult bad = picture("\\def\\pt(#1,#2){(#1,#2)}\n\\draw \\pt{1}{2} -- (0,0);");
    CHECK_FALSE(bad.ok);
    REQUIRE(find(bad, "tikz.macro.argument"));
    CHECK(find(bad, "tikz.macro.argument")->span.line == 3);
    CHECK(find(bad, "tikz.macro.argument")->span.column == 7);
}

TEST_CASE("tikz macros: \\ifnum, \\ifdim, \\ifodd, \\ifx, \\else and \\fi") {
    const ReadResult r = picture(
        "\\foreach \\i in {1,...,4} {\\ifnum\\i>2 \\draw (\\i,0) -- (\\i,1); \\else \\ifodd\\i \\fill (\\i,0) circle (1pt); \\fi\\fi}\n"
        "\\def\\r{1.5}\\ifdim\\r pt<2pt \\draw (0,5) -- (1,5); \\fi\n"
        "\\def\\a{x}\\def\\b{x}\\ifx\\a\\b \\draw (0,6) -- (1,6); \\fi\n\\iffalse \\draw (0,7) -- (1,7); \\fi",
        "x=1pt,y=1pt");
    REQUIRE_MESSAGE(r.ok, codes(r));
    CHECK(primary<Segment>(r.scene).size() == 4);   // i = 3, 4; the \ifdim and \ifx lines
    CHECK(primary<Circle>(r.scene).size() == 1);    // i = 1
    const ReadResult bad = picture("\\def\\n{2.5}\n\\ifnum\\n>2 \\draw (0,0) -- (1,0); \\fi\n\\fi");
    CHECK_FALSE(bad.ok);
    int located = 0;
    for (const Diagnostic& d : bad.diagnostics)
        if (d.code == "tikz.conditional.syntax") located += d.span.line == 3 || d.span.line == 4;
    CHECK(located == 2);   // Missing = (TeX reads the number 2 and finds '.'), and the extra \fi
}

TEST_CASE("tikz macros: \\foreach without \"in\" is located, and its list and body are not read") {
    const ReadResult r = picture("\\foreach \\x {0,1,2} \\draw (\\x,0) circle (2pt);\n\\draw (0,0) -- (1,1);");
    CHECK_FALSE(r.ok);
    REQUIRE(find(r, "tikz.foreach.syntax"));
    CHECK(find(r, "tikz.foreach.syntax")->span.line == 2);
    CHECK(r.diagnostics.size() == 1);
    CHECK(primary<Segment>(r.scene).size() == 1);
}
