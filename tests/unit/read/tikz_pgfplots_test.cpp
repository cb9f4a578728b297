// pgfplots' axis, the first subset (issue 40): limits, the box's size, default ticks, each
// \addplot kind, axis cs, clipping, and the refusals. Expected values are pgfplots' own
// (pgfplots.scaling.code.tex, pgfplotsticks.code.tex) and, for the default plot, what
// pdflatex + pdf2svg drew for it (box 195pt x 162pt, x from -6 to 6, y ticks every 10).
#include <doctest/doctest.h>

#include <cmath>

#include "formats/tikz/pgfplots.hpp"
#include "tikz_test_support.hpp"

using namespace plumbline;
using namespace tikz_test;

namespace {

ReadResult axis(const std::string& options, const std::string& body, const std::string& preamble = "") {
    return read_tikz("\\documentclass{standalone}\n\\usepackage{pgfplots}\n" + preamble +
                         "\\begin{document}\n\\begin{tikzpicture}\n\\begin{axis}[" + options + "]\n" + body +
                         "\n\\end{axis}\n\\end{tikzpicture}\n\\end{document}\n",
                     "candidate", {});
}

// The axis box: the closed four-line path drawn in black 0.4pt.
std::vector<Vec2> box_corners(const Scene& scene) {
    for (const Item& item : scene.items)
        if (const Path* p = std::get_if<Path>(&item.geometry))
            if (p->closed && p->pieces.size() == 4 && item.source.element == "axis") {
                std::vector<Vec2> c;
                for (const PathPiece& piece : p->pieces) c.push_back(piece.p0);
                return c;
            }
    return {};
}

// The primary items (not those shape recognition derives) a command made.
std::vector<const Item*> items_of(const Scene& scene, const std::string& element) {
    std::vector<const Item*> out;
    for (const Item* item : primaries(scene))
        if (item->source.element == element) out.push_back(item);
    return out;
}

}  // namespace

TEST_CASE("pgfplots: default ticks are 1, 2 or 5 times a power of ten, one per 35pt, at least four") {
    using tikz::pgfplots_default_ticks;
    CHECK(pgfplots_default_ticks(-6, 6, 195, std::nullopt) == std::vector<double>{-6, -4, -2, 0, 2, 4, 6});
    CHECK(pgfplots_default_ticks(-2.5, 27.5, 162, std::nullopt) == std::vector<double>{0, 10, 20});
    CHECK(pgfplots_default_ticks(0, 1, 195, std::nullopt) == std::vector<double>{0, 0.2, 0.4, 0.6, 0.8, 1});
    CHECK(pgfplots_default_ticks(0, 10, 100, 2.5) == std::vector<double>{0, 2.5, 5, 7.5, 10});
    CHECK(pgfplots_default_ticks(1, 1, 100, std::nullopt).empty());
}

TEST_CASE("pgfplots: enlarge limits, tick labels") {
    double lo = -5, hi = 5;
    tikz::pgfplots_enlarge("auto", true, true, lo, hi);
    CHECK(lo == doctest::Approx(-6));
    CHECK(hi == doctest::Approx(6));
    lo = 0, hi = 10;
    tikz::pgfplots_enlarge("auto", false, true, lo, hi);   // xmin given: only the computed end moves
    CHECK(lo == 0);
    CHECK(hi == doctest::Approx(11));
    lo = 0, hi = 10;
    tikz::pgfplots_enlarge("false", true, true, lo, hi);
    CHECK(hi == 10);
    CHECK(tikz::pgfplots_tick_text(-2) == "\xE2\x88\x92" "2");
    CHECK(tikz::pgfplots_tick_text(0.25) == "0.25");
    CHECK(tikz::pgfplots_tick_text(12000) == "12,000");
}

TEST_CASE("pgfplots: the default axis of \\addplot {x^2} as pdflatex draws it") {
    const ReadResult r = axis("", "\\addplot {x^2};");
    REQUIRE_MESSAGE(r.ok, codes(r));
    const std::vector<Vec2> c = box_corners(r.scene);
    REQUIRE(c.size() == 4);
    // 240pt - 45pt wide, 207pt - 45pt high; x from -6 to 6 (the domain -5:5 enlarged by 10%).
    CHECK(std::abs(c[1].x() - c[0].x()) == doctest::Approx(195));
    CHECK(std::abs(c[2].y() - c[1].y()) == doctest::Approx(162));
    // 25 marks (blue circles of radius 2pt, filled blue!80!black), the first at x = -5.
    const std::vector<Circle> marks = primary<Circle>(r.scene);
    REQUIRE(marks.size() == 25);
    CHECK(marks[0].r == doctest::Approx(2));
    CHECK(marks[0].c.x() - c[0].x() == doctest::Approx(195.0 / 12));
    // y from -2.5 to 27.5: x = -5 gives y = 25, 2.5 units below the top.
    CHECK(marks[0].c.y() - std::min(c[0].y(), c[2].y()) == doctest::Approx(2.5 * 162 / 30));
    // Ticks: x at -6..6 (7) and y at 0, 10, 20 (3), each on both sides: 20 lines, 0.2pt gray.
    int ticks = 0;
    for (const Item* item : items_of(r.scene, "axis"))
        if (std::holds_alternative<Segment>(item->geometry)) {
            ++ticks;
            CHECK(item->style.stroke_width == doctest::Approx(0.2));
            CHECK(std::get<Segment>(item->geometry).length() == doctest::Approx(0.15 * kCm));
        }
    CHECK(ticks == 20);
    // The plot: one blue polyline through the 25 points.
    const std::vector<const Item*> plot = items_of(r.scene, "addplot");
    REQUIRE(!plot.empty());
    const Path* line = std::get_if<Path>(&plot[0]->geometry);
    REQUIRE(line);
    CHECK(line->pieces.size() == 24);
    CHECK(plot[0]->style.stroke == Color::rgb8(0, 0, 255));
}

TEST_CASE("pgfplots: coordinates, given limits, width alone keeps the default proportions") {
    const ReadResult r = axis("xmin=0, xmax=4, ymin=0, ymax=2, width=10cm, axis lines=left",
                              "\\addplot[red] coordinates {(0,0) (1,1) (2,0.5) (3,3)};");
    REQUIRE_MESSAGE(r.ok, codes(r));
    const std::vector<const Item*> plot = items_of(r.scene, "addplot");
    REQUIRE(plot.size() == 1);   // options given: no marks, no cycle list
    const Path* line = std::get_if<Path>(&plot[0]->geometry);
    REQUIRE(line);
    // (3,3) lies above ymax=2: the line is cut at the box's top.
    const double w = 10 * kCm - 45, h = 10 * kCm * 207 / 240 - 45;
    const Vec2 start = line->pieces.front().p0, end = line->pieces.back().p3;
    CHECK(end.y() - start.y() == doctest::Approx(-h));   // scene y down: the top is h above the start
    CHECK(end.x() - start.x() == doctest::Approx(w * (2 + 1.5 / 2.5) / 4));
    CHECK(plot[0]->style.stroke == Color::rgb8(255, 0, 0));
    // axis lines=left: two lines with arrow tips, no box.
    CHECK(box_corners(r.scene).empty());
    int arrows = 0;
    for (const Item* item : primaries(r.scene)) arrows += item->arrows.end ? 1 : 0;
    CHECK(arrows == 2);
}

TEST_CASE("pgfplots: an inline table, only marks, \\closedcycle, smooth, samples") {
    const ReadResult t = axis("", "\\addplot[only marks, mark=square*] table {\nx y\n0 1\n1 2\n2 0\n};");
    REQUIRE_MESSAGE(t.ok, codes(t));
    CHECK(items_of(t.scene, "addplot").size() == 3);   // three squares, no line
    const ReadResult f = axis("ymin=0", "\\addplot[fill=blue, domain=0:1, samples=3] {x} \\closedcycle;");
    REQUIRE_MESSAGE(f.ok, codes(f));
    const std::vector<const Item*> area = items_of(f.scene, "addplot");
    REQUIRE(area.size() == 1);
    const Path* p = std::get_if<Path>(&area[0]->geometry);
    REQUIRE(p);
    CHECK(p->closed);
    CHECK(!area[0]->style.fill.none);
    const ReadResult s = axis("", "\\addplot[smooth, domain=0:2, samples=5] {x*x};");
    REQUIRE_MESSAGE(s.ok, codes(s));
    const Path* curve = std::get_if<Path>(&items_of(s.scene, "addplot")[0]->geometry);
    REQUIRE(curve);
    CHECK(curve->pieces.size() == 4);
    CHECK(curve->pieces[0].kind == PathPiece::Kind::Cubic);
}

TEST_CASE("pgfplots: \\draw inside an axis in axis cs, and (x,y) in axis units with compat >= 1.11") {
    const std::string body = "\\addplot[domain=0:10] {x};\n\\draw (axis cs:0,0) -- (axis cs:10,10);\n\\draw (0,10) -- (10,0);";
    const ReadResult r = axis("enlargelimits=false", body, "\\pgfplotsset{compat=1.16}\n");
    REQUIRE_MESSAGE(r.ok, codes(r));
    const std::vector<Vec2> c = box_corners(r.scene);
    REQUIRE(c.size() == 4);
    const std::vector<Segment> lines = primary<Segment>(r.scene);
    const Segment* diagonal = nullptr;
    const Segment* anti = nullptr;
    for (const Segment& s : lines) {
        if ((near(s.a, c[0], 1e-6) || near(s.b, c[0], 1e-6)) && std::abs(s.length() - std::hypot(195, 162)) < 1e-6)
            diagonal = &s;
        if (std::abs(s.length() - std::hypot(195, 162)) < 1e-6 && !near(s.a, c[0], 1e-6) && !near(s.b, c[0], 1e-6))
            anti = &s;
    }
    CHECK(diagonal);
    CHECK(anti);
}

TEST_CASE("pgfplots: what the subset leaves out is refused by name") {
    for (const char* text : {"\\begin{semilogyaxis}\\addplot {x};\\end{semilogyaxis}"}) {
        const ReadResult r = read_tikz(std::string("\\begin{tikzpicture}") + text + "\\end{tikzpicture}", "c", {});
        CHECK(!r.ok);
        CHECK(find(r, "tikz.pgfplots.unsupported"));
    }
    const ReadResult bar = axis("ybar", "\\addplot coordinates {(0,1) (1,2)};");
    CHECK(!bar.ok);
    CHECK(find(bar, "tikz.pgfplots.unsupported"));
    const ReadResult three = axis("", "\\addplot3 {x*y};");
    CHECK(!three.ok);
    CHECK(find(three, "tikz.pgfplots.unsupported"));
    const ReadResult file = axis("", "\\addplot table {data.dat};");
    CHECK(!file.ok);
    CHECK(find(file, "tikz.pgfplots.unsupported"));
    const ReadResult empty = axis("", "\\draw (0,0) -- (1,1);");
    CHECK(!empty.ok);
    CHECK(find(empty, "tikz.pgfplots.limits"));
    // Nothing drawn for a refused axis.
    CHECK(bar.scene.items.empty());
}

TEST_CASE("pgfplots: plots are clipped to the box") {
    const auto runs = tikz::clip_polyline({Vec2(-1, 0.5), Vec2(0.5, 0.5), Vec2(0.5, 2), Vec2(0.7, 0.5)}, Vec2(0, 0),
                                          Vec2(1, 1));
    REQUIRE(runs.size() == 2);
    CHECK(near(runs[0].front(), Vec2(0, 0.5)));
    CHECK(near(runs[0].back(), Vec2(0.5, 1)));
    CHECK(near(runs[1].back(), Vec2(0.7, 0.5)));
    const auto poly = tikz::clip_polygon({Vec2(-1, -1), Vec2(2, -1), Vec2(2, 2), Vec2(-1, 2)}, Vec2(0, 0), Vec2(1, 1));
    CHECK(poly.size() == 4);
}

TEST_CASE("pgfplots: budgets: samples beyond the items limit are refused, not looped") {
    const ReadResult r = axis("", "\\addplot[samples=100000000] {x};");
    CHECK(!r.ok);
    CHECK(find(r, "tikz.pgfplots.unsupported"));
}
