// The TikZ people write (issue 40): child trees, loops, drawn decorations, styles with
// arguments, xcolor's named sets, \foreach inside a path, pgf transformations, braces in
// pgfmath. Geometry asserted against the rules pgf's sources give.
#include <doctest/doctest.h>

#include <cmath>

#include "tikz_test_support.hpp"

using namespace tikz_test;

TEST_CASE("child trees: the default growth places children a level distance down, a sibling distance apart") {
    const ReadResult r = picture("\\node[draw] (r) {A} child {node[draw] {B}} child {node[draw] {C}};\n"
                                 "\\draw (r-1) -- (r-2);");
    INFO(codes(r));
    REQUIRE(r.ok);
    // Two edges from parent and the line between the named children.
    const std::vector<Segment> lines = primary<Segment>(r.scene);
    REQUIRE(lines.size() == 3);
    // The children's centres: 15mm down, 15mm apart, centred under the parent.
    const Segment& between = lines.back();
    CHECK(std::abs(between.a.y() - 1.5 * kCm) < 0.01);   // scene y is down
    CHECK(std::abs(between.b.y() - 1.5 * kCm) < 0.01);
    CHECK(std::abs((between.a.x() + between.b.x()) / 2) < 0.1);   // B and C differ in width
    CHECK(std::abs(between.a.x() - between.b.x()) < 1.5 * kCm);   // from border to border
}

TEST_CASE("child trees: level styles take the level's number; missing children keep their place") {
    const ReadResult r = picture("\\node (r) {A} child {coordinate (a)} child[missing] child {coordinate (c)};\n"
                                 "\\draw (a) -- (c);",
                                 "level/.style={sibling distance=20mm/#1}");
    INFO(codes(r));
    REQUIRE(r.ok);
    const std::vector<Segment> lines = primary<Segment>(r.scene);
    REQUIRE(!lines.empty());
    CHECK(std::abs(std::abs(lines.back().b.x() - lines.back().a.x()) - 4 * kCm) < 0.01);
}

TEST_CASE("a loop is a curve from the node back to itself") {
    const ReadResult r = picture("\\node[draw,circle] (q) {q};\n\\path (q) edge[loop above] ();");
    INFO(codes(r));
    REQUIRE(r.ok);
    CHECK(!find(r, "tikz.option.incomplete"));
    const std::vector<Path> paths = primary<Path>(r.scene);
    REQUIRE(paths.size() == 1);
    REQUIRE(paths[0].pieces.size() == 1);
    const PathPiece& c = paths[0].pieces[0];
    CHECK(c.kind == PathPiece::Kind::Cubic);
    CHECK(c.p1.y() < c.p0.y() - 10);   // the controls well above the node (scene y is down)
}

TEST_CASE("snake, zigzag and brace decorations are drawn; a wave or markings say the reading is incomplete") {
    const ReadResult r = picture("\\draw[decorate, decoration={zigzag, amplitude=2pt, segment length=10pt}] (0,0) -- (100pt,0);");
    INFO(codes(r));
    REQUIRE(r.ok);
    CHECK(find(r, "tikz.option.incomplete"));   // a sampled wave, up to 2pt from pgf's
    const std::vector<Path> paths = primary<Path>(r.scene);
    REQUIRE(paths.size() == 1);
    double top = 0;
    for (const PathPiece& p : paths[0].pieces) top = std::max(top, std::abs(p.p3.y()));
    CHECK(std::abs(top - 2) < 1e-6);
    const ReadResult m = picture("\\draw[decorate, decoration={markings}] (0,0) -- (1,0);");
    CHECK(find(m, "tikz.option.incomplete"));
    const ReadResult b = picture("\\draw[decorate, decoration={brace}] (0,0) -- (1,0);");
    CHECK(b.ok);
    CHECK(!find(b, "tikz.option.incomplete"));
    REQUIRE(primary<Path>(b.scene).size() == 1);
    CHECK(primary<Path>(b.scene)[0].pieces.size() == 6);
}

TEST_CASE("styles with two, n and delimited arguments, and /.list") {
    const ReadResult r = picture("\\draw[w={1pt}{red}] (0,0) -- (1,0);\n\\draw[v=3pt and blue] (0,1) -- (1,1);",
                                 "w/.style 2 args={line width=#1, draw=#2}, v/.style args={#1 and #2}{line width=#1, draw=#2}");
    INFO(codes(r));
    REQUIRE(r.ok);
    CHECK(!find(r, "tikz.style.unsupported"));
    REQUIRE(r.scene.items.size() == 2);
    CHECK(r.scene.items[0].style.stroke_width == doctest::Approx(1));
    CHECK(r.scene.items[1].style.stroke_width == doctest::Approx(3));
}

TEST_CASE("svgnames colours are defined by xcolor's option, not without it") {
    const ReadResult with = read_tikz("\\documentclass{standalone}\\usepackage[svgnames]{xcolor}\\usepackage{tikz}"
                                      "\\begin{document}\\begin{tikzpicture}\\fill[DarkRed] (0,0) circle (1);\\end{tikzpicture}\\end{document}",
                                      "c", {});
    INFO(codes(with));
    CHECK(with.ok);
    const ReadResult without = read_tikz("\\documentclass{standalone}\\usepackage{tikz}"
                                         "\\begin{document}\\begin{tikzpicture}\\fill[DarkRed] (0,0) circle (1);\\end{tikzpicture}\\end{document}",
                                         "c", {});
    CHECK(find(without, "tikz.option.unknown"));   // a bare name that is no colour: an unknown key
}

TEST_CASE("\\foreach inside a path is read as its operations, once per value") {
    const ReadResult r = picture("\\draw (0,0) \\foreach \\x in {1,2,3} {-- (\\x,\\x)} -- cycle;");
    INFO(codes(r));
    REQUIRE(r.ok);
    const std::vector<Path> paths = primary<Path>(r.scene);
    REQUIRE(paths.size() == 1);
    CHECK(paths[0].pieces.size() == 4);
    CHECK(paths[0].closed);
}

TEST_CASE("\\pgftransformcm composes onto the scope's transformation") {
    const ReadResult r = picture("\\pgftransformcm{1}{0}{0.5}{1}{\\pgfpoint{10pt}{0pt}}\\draw (0,0) -- (0pt,10pt);");
    INFO(codes(r));
    REQUIRE(r.ok);
    const std::vector<Segment> lines = primary<Segment>(r.scene);
    REQUIRE(lines.size() == 1);
    CHECK(same_segment(lines[0], Vec2(10, 0), Vec2(15, -10), 1e-6));
}

TEST_CASE("pgfmath reads braces as parentheses, an empty group as nothing, and px as 1bp") {
    const ReadResult r = picture("\\def\\r{2}\\draw (0,0) -- ({-{\\r{}*10pt}},72px);");
    INFO(codes(r));
    REQUIRE(r.ok);
    const std::vector<Segment> lines = primary<Segment>(r.scene);
    REQUIRE(lines.size() == 1);
    CHECK(same_segment(lines[0], Vec2(0, 0), Vec2(-20, -72.27), 1e-6));
}
