// The picture size (the Scene frame of a TikZ drawing) against the page pdflatex crops:
// each expected size is the viewBox pdf2svg wrote for the picture compiled with
// \documentclass{standalone} and TikZ 3.1 (bp), set beside the frame turned into bp.
#include <doctest/doctest.h>

#include <cmath>

#include "tikz_test_support.hpp"

using namespace plumbline;
using namespace tikz_test;

namespace {

struct PageCase {
    const char* body;
    double width_bp, height_bp;
    double tolerance_bp;
};

void check_page(const PageCase& c) {
    const ReadResult r = picture(c.body);
    INFO(c.body);
    REQUIRE_MESSAGE(r.ok, codes(r));
    REQUIRE(r.scene.frame.known);
    CHECK(std::abs(r.scene.frame.width * 72 / 72.27 - c.width_bp) <= c.tolerance_bp);
    CHECK(std::abs(r.scene.frame.height * 72 / 72.27 - c.height_bp) <= c.tolerance_bp);
}

}  // namespace

TEST_CASE("tikz picture size: paths, line widths, curves, arcs and ellipses as pdflatex crops them") {
    const PageCase cases[] = {
        {"\\fill (0,0) rectangle (100pt,50pt);", 99.626, 49.813, 0.01},                       // fills: no widening
        {"\\draw (0,0) rectangle (100pt,50pt);", 100.025, 50.212, 0.01},                      // half of 0.4pt each side
        {"\\draw[line width=4pt] (0,0) -- (100pt,50pt);", 103.611, 53.798, 0.01},            // the box, not the stroke
        {"\\filldraw[line width=4pt] (0,0) circle (20pt);", 43.836, 43.836, 0.01},
        {"\\draw (0,0) .. controls (50pt,80pt) and (60pt,-30pt) .. (100pt,0);", 100.025, 109.988, 0.01},
        {"\\draw[->] (0,0) -- (100pt,0);", 100.025, 0.398, 0.01},                              // arrow tips do not count
        {"\\draw (0,0) arc (0:120:30pt);", 45.23, 30.286, 0.01},                               // a 90 and a 30 degree piece
        {"\\fill (0,0) arc (45:135:30pt);", 42.268, 11.672, 0.01},                             // control points count
        {"\\fill (0,0) .. controls (10pt,30pt) and (20pt,-30pt) .. (30pt,0);", 29.888, 59.776, 0.01},
        {"\\fill (0,0) rectangle (100pt,50pt); \\path (0,0) -- (-50pt,0);", 149.44, 49.813, 0.01},   // \\path counts
        {"\\fill (0,0) rectangle (100pt,50pt); \\coordinate (A) at (-50pt,0);", 99.626, 49.813, 0.01}, // coordinates do not
        {"\\fill[rotate=30] (0,0) ellipse (40pt and 10pt);", 74.526, 39.851, 0.01},           // pgf's ellipse rule
        {"\\fill[rotate=60] (0,0) ellipse (40pt and 10pt);", 49.381, 69.023, 0.01},
        // pgf's ellipse hands the quarters' first control points over in registers that
        // TeX assigns while already expanding the size protocol: whether one counts
        // depends on the box so far (and on the move to the centre before it).
        {"\\fill[rotate=-30] (0,0) ellipse (40pt and 10pt);", 74.526, 49.381, 0.01},
        {"\\draw (250pt,-200pt) ellipse[x radius=150pt, y radius=94.34pt, rotate=-30.96];", 310.094, 244.84, 0.02},
        {"\\fill[rotate=30] (0,0) ellipse (40pt and 10pt); \\fill[rotate=-30] (100pt,0) ellipse (40pt and 10pt);", 160.805,
         94.429, 0.01},
        {"\\draw[rotate=20] (10pt,-5pt) ellipse (30pt and 12pt);", 61.086, 34.158, 0.01},
        {"\\fill[rotate=45] (3pt,7pt) circle (20pt);", 43.741, 43.741, 0.01},
        // Nodes: the text box from Computer Modern's metrics, inner sep 3.33pt, no outer sep.
        {"\\fill (0,0) rectangle (100pt,50pt); \\node[draw] at (120pt,0) {A};", 126.807, 56.737, 0.01},
        {"\\draw (0,0) -- (100pt,0); \\node at (50pt,20pt) {A};", 100.025, 26.849, 0.01},
        {"\\node at (0,0) {B};", 13.698, 13.449, 0.01},
        {"\\node[draw] at (0,0) {Output};", 39.141, 15.784, 0.01},
        {"\\node at (0,0) {$A$};", 14.113, 13.449, 0.01},
    };
    for (const PageCase& c : cases) check_page(c);
}

TEST_CASE("tikz picture size: the spaces a standalone body typesets before the picture widen the page") {
    // pdflatex: 100.025bp with nothing before the picture, 3.321bp (one interword space,
    // 3.333pt) more per end of line after a \definecolor; none after a `%`.
    const auto width_bp = [](const std::string& before) {
        const ReadResult r = read_tikz("\\documentclass{standalone}\n\\usepackage{tikz}\n\\begin{document}\n" + before +
                                           "\\begin{tikzpicture}[x=1pt,y=1pt]\n\\draw (0,0) -- (100,50);\n"
                                           "\\end{tikzpicture}\n\\end{document}\n",
                                       "candidate");
        REQUIRE(r.ok);
        return r.scene.frame.width * 72 / 72.27;
    };
    CHECK(width_bp("") == doctest::Approx(100.025).epsilon(1e-4));
    CHECK(width_bp("\\definecolor{a}{HTML}{FF0000}\n") == doctest::Approx(103.346).epsilon(1e-4));
    CHECK(width_bp("\\definecolor{a}{HTML}{FF0000}\n\\definecolor{b}{HTML}{00FF00}\n") == doctest::Approx(106.667).epsilon(1e-4));
    CHECK(width_bp("\\definecolor{a}{HTML}{FF0000}%\n") == doctest::Approx(100.025).epsilon(1e-4));
    CHECK(width_bp("\\definecolor{a}{HTML}{FF0000}\n\n") == doctest::Approx(103.346).epsilon(1e-4));
}

TEST_CASE("tikz picture size: standalone's border= widens the page") {
    // pdflatex: the calc case's picture is 198.825 x 186.643bp; border=2pt adds 2pt a side
    // (202.809 x 190.628bp); border={left bottom right top} sets each side.
    const auto size_bp = [](const std::string& options) {
        const ReadResult r = read_tikz("\\documentclass[" + options + "]{standalone}\n\\usepackage{tikz}\n\\begin{document}\n"
                                           "\\begin{tikzpicture}\\draw (0,0) -- (2,1);\\end{tikzpicture}\n\\end{document}\n",
                                       "candidate");
        REQUIRE(r.ok);
        return Vec2(r.scene.frame.width, r.scene.frame.height);
    };
    const Vec2 none = size_bp("tikz"), two = size_bp("tikz,border=2pt"), sides = size_bp("border={1pt 2pt 3pt 4pt}");
    CHECK(two.x() - none.x() == doctest::Approx(4));
    CHECK(two.y() - none.y() == doctest::Approx(4));
    CHECK(sides.x() - none.x() == doctest::Approx(4));   // left 1 + right 3
    CHECK(sides.y() - none.y() == doctest::Approx(6));   // bottom 2 + top 4
}
