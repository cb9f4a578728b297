// What a TeX run rejects is a located error (line:column in the drawing text) and an
// invalid drawing; what Plumbline only approximates or skips is a note.
#include <doctest/doctest.h>

#include <cmath>

#include "tikz_test_support.hpp"

using namespace plumbline;
using namespace tikz_test;

namespace {

// The picture starts on line 1 with \begin{tikzpicture}; the body on line 2.
void check_error(const std::string& body, const std::string& code, int line, int column) {
    const ReadResult r = picture(body);
    INFO(body);
    INFO(codes(r));
    CHECK_FALSE(r.ok);
    const Diagnostic* d = find(r, code);
    REQUIRE(d);
    CHECK(d->severity == Severity::Error);
    CHECK(d->source == "candidate");
    CHECK(d->span.line == line);
    CHECK(d->span.column == column);
}

}  // namespace

TEST_CASE("tikz errors: a missing ';' is located where it was expected") {
    check_error("\\draw (0,0) -- (1,1)\n\\draw (0,0) -- (2,2);", "tikz.syntax.semicolon", 2, 21);
    check_error("\\draw (0,0) -- (1,1)", "tikz.syntax.semicolon", 2, 21);
}

TEST_CASE("tikz errors: unbalanced braces") {
    check_error("\\node at (0,0) {A;", "tikz.syntax.brace", 2, 16);
    check_error("\\draw (0,0) -- (1,1);}", "tikz.syntax.brace", 2, 22);
}

TEST_CASE("tikz errors: an unknown command, path operation, colour, coordinate, anchor") {
    check_error("\\draw (0,0) -- (1,1);\n  \\foo", "tikz.command.unknown", 3, 3);
    check_error("\\draw (0,0) zigzag (1,1);", "tikz.path.unknown", 2, 13);
    check_error("\\draw[fill=redd] (0,0) circle (1);", "tikz.color.undefined", 2, 7);
    check_error("\\draw (0,0) -- (Q);", "tikz.coordinate.undefined", 2, 17);
    check_error("\\coordinate (A) at (0,0);\n\\node (B) at (1,1) {};\n\\draw (B.nowhere) -- (A);",
                "tikz.coordinate.anchor", 4, 8);
    check_error("\\draw (0,0) -- (1+,2);", "tikz.math.syntax", 2, 17);
}

TEST_CASE("tikz errors: \\graph and pgfplots' log axes are rejected; a \\pic is left out with a warning") {
    check_error("\\graph { a -> b };", "tikz.command.unsupported", 2, 1);   // \\matrix is read (tikz_support: matrix)
    const ReadResult r = picture("\\draw (0,0) -- (1,0);\n\\pic [draw, angle radius=5mm] {angle = A--B--C};\n"
                                 "\\draw (0,0) -- (0,1) pic {angle} -- (1,1);");
    CHECK(r.ok);
    REQUIRE(find(r, "tikz.pic.skipped"));
    CHECK(find(r, "tikz.pic.skipped")->span.line == 3);
    CHECK(find(r, "tikz.pic.skipped")->severity == Severity::Warning);
    CHECK(primaries(r.scene).size() == 2);
    // pgfplots' linear axis is read (tikz_pgfplots_test.cpp); a log axis is refused by name.
    check_error("\\begin{semilogyaxis}\\addplot {x};\\end{semilogyaxis}", "tikz.pgfplots.unsupported", 2, 1);
}

TEST_CASE("tikz errors: environments that do not match") {
    check_error("\\begin{scope}\n\\draw (0,0) -- (1,1);", "tikz.environment.mismatch", 4, 1);
    const ReadResult r = read_tikz("\\begin{tikzpicture}\n\\draw (0,0) -- (1,1);\n", "candidate");
    CHECK_FALSE(r.ok);
    REQUIRE(find(r, "tikz.environment.unclosed"));
    CHECK(find(r, "tikz.environment.unclosed")->span.line == 1);
}

TEST_CASE("tikz errors: an unknown option is a warning; the drawing stays valid") {
    const ReadResult r = picture("\\draw[frobnicate=3] (0,0) -- (1,1);");
    CHECK(r.ok);
    REQUIRE(find(r, "tikz.option.unknown"));
    CHECK(find(r, "tikz.option.unknown")->severity == Severity::Warning);
    CHECK(primary<Segment>(r.scene).size() == 1);
}

TEST_CASE("tikz errors: macros used without their arguments") {
    // At the end of the text (inside a picture, TeX would take \\end as the second argument).
    const ReadResult r = read_tikz("\\def\\two#1#2{(#1,#2)}\n\\draw (0,0) -- \\two{1}", "candidate");
    CHECK_FALSE(r.ok);
    CHECK(find(r, "tikz.macro.argument"));
}

TEST_CASE("tikz errors: no input aborts the reader") {
    const char* const hostile[] = {"", "\\", "{", "}", "\\begin", "\\end{tikzpicture}", "\\draw", "\\draw[", "\\draw (",
                                   "\\draw (0,0", "\\draw (0,0) --", "\\draw (0,0) .. controls", "\\foreach",
                                   "\\foreach \\x in", "\\foreach \\x in {1,...,}", "\\def", "\\def\\a", "\\newcommand",
                                   "\\node", "\\node[", "\\node at", "\\draw ($", "\\draw ($(0,0)!", "\\draw (0,0) arc",
                                   "\\draw (0,0) circle", "\\tikzset{a/.style={a}}\\draw[a] (0,0);", "#1", "$$",
                                   "\\draw (0,0) to[", "\\draw (1e308,1e308) -- (-1e308,0);", "\\draw (0:1e400) -- (0,0);",
                                   "\\pgfmathsetmacro", "\\pgfmathparse{", "\\definecolor{a}{rgb}{x}", "\\draw[x=0pt,y=0pt] (1,1) circle (1);",
                                   "\\draw[scale=0] (0,0) rectangle (1,1) arc (0:90:1);"};
    for (const char* text : hostile) {
        INFO(text);
        const ReadResult r = read_tikz(text, "candidate");
        for (const Item& item : r.scene.items) {
            const Box b = bounds(item.geometry);
            CHECK((b.empty || (is_finite(b.min) && is_finite(b.max))));
        }
    }
}

TEST_CASE("tikz errors: operations Plumbline does not read are named, even before a starting point") {
    // An svg operation needs no current point: the operation is what is reported (trees are read:
    // tikz_language_test); so is an operation Plumbline does not read inside a child.
    check_error("\\node {root} child {node {leaf} parabola (1,1)};", "tikz.path.unsupported", 2, 33);
    check_error("\\path svg {M 0 0 L 1 1};", "tikz.path.unsupported", 2, 7);   // `let` is read (tikz_support: path-let)
}
