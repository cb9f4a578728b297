// TeX registers, \clip and `grid` under a transformation in the TikZ reader (registers.cpp,
// clip.cpp, grid.cpp). The page sizes are the viewBox pdf2svg wrote for the same document
// compiled by pdflatex (\documentclass[border=0pt,tikz]{standalone}, TikZ 3.1), in bp.
#include <doctest/doctest.h>

#include <cmath>

#include "tikz_test_support.hpp"

using namespace plumbline;
using namespace tikz_test;

namespace {

ReadResult document(const std::string& body) {
    return read_tikz("\\documentclass[border=0pt,tikz]{standalone}\n\\begin{document}\n" + body + "\n\\end{document}\n",
                     "candidate", ReadLimits{});
}

double bp(double pt) { return pt * 72 / 72.27; }

}  // namespace

TEST_CASE("tikz registers: \\newdimen and its assignment size a \\clip as in DiagramIR's class") {
    const ReadResult r = document(
        "\\newdimen\\QP \\QP=1.625in\n"
        "\\begin{tikzpicture}\\clip (-\\QP/2,-\\QP/2) rectangle (\\QP/2,\\QP/2); \\draw (-3,-3) -- (3,3);"
        " \\node at (2,2) {x};\\end{tikzpicture}");
    REQUIRE_MESSAGE(r.ok, codes(r));
    CHECK(std::abs(bp(r.scene.frame.width) - 117) < 0.01);   // TeX: 0 0 117 117
    CHECK(std::abs(bp(r.scene.frame.height) - 117) < 0.01);
    // Everything after the clip carries it: the page draws only what lies inside.
    for (const Item* item : primaries(r.scene)) {
        REQUIRE(item->clips.size() == 1);
        REQUIRE(item->clips[0].outlines().size() == 1);
        REQUIRE(item->clips[0].outlines()[0].size() == 4);
        CHECK(std::abs(item->clips[0].outlines()[0][0].x() + 1.625 * 72.27 / 2) < 1e-3);
        CHECK(std::abs(item->clips[0].outlines()[0][2].y() + 1.625 * 72.27 / 2) < 1e-3);   // scene y is down
    }
}

TEST_CASE("tikz registers: counts, \\advance, \\multiply, \\divide, \\newlength and \\addtolength") {
    const ReadResult r = document(
        "\\newcount\\n \\n=3 \\advance\\n by 1 \\multiply\\n by 2 \\divide\\n by 3 "
        "\\newlength{\\side}\\setlength{\\side}{1cm}\\addtolength{\\side}{0.5\\side}"
        "\\begin{tikzpicture}\\fill (0,0) rectangle (\\side,\\n);\\end{tikzpicture}");
    REQUIRE_MESSAGE(r.ok, codes(r));
    CHECK(std::abs(bp(r.scene.frame.width) - 42.52) < 0.01);   // TeX: 0 0 42.52 56.693
    CHECK(std::abs(bp(r.scene.frame.height) - 56.693) < 0.01);
}

TEST_CASE("tikz registers: a group keeps its assignment local, \\global does not") {
    const ReadResult r = picture(
        "\\newdimen\\W \\W=2cm\n"
        "\\begin{scope} \\W=1cm \\draw (0,0) -- (\\W,0); \\end{scope}\n"
        "\\draw (0,1) -- (\\W,1);\n"
        "\\begin{scope} \\global\\advance\\W by 1cm \\end{scope}\n"
        "\\draw (0,2) -- (\\W,2);");
    REQUIRE_MESSAGE(r.ok, codes(r));
    const std::vector<Segment> s = primary<Segment>(r.scene);
    REQUIRE(s.size() == 3);
    CHECK(std::abs(s[0].b.x() - kCm) < 1e-3);
    CHECK(std::abs(s[1].b.x() - 2 * kCm) < 1e-3);
    CHECK(std::abs(s[2].b.x() - 3 * kCm) < 1e-3);
}

TEST_CASE("tikz registers: values TeX cannot read are located errors") {
    const ReadResult unit = picture("\\newdimen\\a \\a=2 furlongs \\draw (0,0) -- (1,0);");
    CHECK_FALSE(unit.ok);
    CHECK(find(unit, "tikz.register.value"));
    const ReadResult missing = picture("\\newdimen\\a \\a=pt \\draw (0,0) -- (1,0);");
    CHECK(find(missing, "tikz.register.value"));
    const ReadResult target = picture("\\advance\\relax by 1pt \\draw (0,0) -- (1,0);");
    CHECK(find(target, "tikz.register.syntax"));
    const ReadResult large = picture("\\newdimen\\a \\a=20000pt \\draw (0,0) -- (1,0);");
    CHECK(find(large, "tikz.register.value"));
}

TEST_CASE("tikz clip: a clip in a scope crops the page to it and ends with the scope") {
    const ReadResult r = document(
        "\\begin{tikzpicture}\\begin{scope}\\clip (0,0) rectangle (1,1); \\draw (0,0) -- (3,3);\\end{scope}"
        "\\draw (0,0) -- (2,0);\\end{tikzpicture}");
    REQUIRE_MESSAGE(r.ok, codes(r));
    CHECK(std::abs(bp(r.scene.frame.width) - 57.091) < 0.01);   // TeX: 0 0 57.091 28.546
    CHECK(std::abs(bp(r.scene.frame.height) - 28.546) < 0.01);
    const std::vector<const Item*> items = primaries(r.scene);
    REQUIRE(items.size() == 2);
    CHECK(items[0]->clips.size() == 1);
    CHECK(items[1]->clips.empty());
}

TEST_CASE("tikz clip: a path that encloses nothing is not applied, and says so") {
    const ReadResult r = picture("\\clip (0,0) -- (1,1); \\fill (0,0) rectangle (2,2);");
    CHECK(r.ok);
    const Diagnostic* d = find(r, "tikz.clip.ignored");
    REQUIRE(d);
    CHECK(d->severity == Severity::Warning);
    CHECK(primaries(r.scene)[0]->clips.empty());
}

TEST_CASE("tikz grid: the lines are laid out before the transformation") {
    // scale=0.5: nine lines each way, 0.5cm apart, as pdflatex draws (0,0) grid (8,8).
    const ReadResult scaled = picture("\\draw[scale=0.5] (0,0) grid (8,8);");
    REQUIRE(scaled.ok);
    CHECK(primary<Segment>(scaled.scene).size() == 18);
    // shift=(0.5,0): lines at 0.5, 1.5, 2.5 (multiples of the step before the shift).
    const ReadResult shifted = picture("\\draw[shift={(0.5,0)}] (0,0) grid (2,1);");
    const std::vector<Segment> s = primary<Segment>(shifted.scene);
    REQUIRE(s.size() == 5);
    CHECK(std::abs(s[0].a.x() - 0.5 * kCm) < 1e-3);
    CHECK(std::abs(s[2].a.x() - 2.5 * kCm) < 0.02);   // pgf stops the last line 0.01pt short
}
