// Budgets: each runaway input ends with the budget's diagnostic. How quickly is measured,
// not asserted (a unit test holds no timing): bench/tikz.sh prints each case's read time.
#include <doctest/doctest.h>

#include "tikz_test_support.hpp"

using namespace plumbline;
using namespace tikz_test;

namespace {

ReadResult read(const std::string& text, const ReadLimits& limits = {}) {
    return read_tikz(text, "candidate", limits);
}

}  // namespace

TEST_CASE("tikz budget: \\foreach over ten million items stops at the step budget") {
    const ReadResult r = read("\\begin{tikzpicture}\\foreach \\i in {1,...,10000000} \\draw (0,0) -- (\\i,0);"
                                 "\\end{tikzpicture}");
    // Whichever budget ends first: the steps (an error: TeX would not finish) or the items
    // (a warning: the scene keeps what was read; the pipeline does not judge a partial read).
    const Diagnostic* steps = find(r, "read.limit.steps");
    const Diagnostic* items = find(r, "read.limit.items");
    REQUIRE((steps || items));
    if (steps) CHECK_FALSE(r.ok);
    if (!steps) CHECK(items->severity == Severity::Warning);
    CHECK(r.scene.items.size() > 1000);   // what was read before the budget stays in the scene
}

TEST_CASE("tikz budget: a macro that calls itself forever") {
    const ReadResult r = read("\\def\\a{\\a}\\a");
    CHECK_FALSE(r.ok);
    CHECK(find(r, "read.limit.steps"));
    // One that grows TeX's input stack instead stops at the depth limit.
    const ReadResult g = read("\\def\\a{\\a x}\\a");
    CHECK_FALSE(g.ok);
    CHECK(find(g, "read.limit.depth"));
    // Exponential growth.
    const ReadResult e = read("\\def\\a{\\a\\a}\\a");
    CHECK_FALSE(e.ok);
}

TEST_CASE("tikz budget: a 100,000-deep scope nest") {
    std::string text = "\\begin{tikzpicture}";
    for (int i = 0; i < 100000; ++i) text += "\\begin{scope}[shift={(1,0)}]";
    text += "\\draw (0,0) -- (1,1);";
    for (int i = 0; i < 100000; ++i) text += "\\end{scope}";
    text += "\\end{tikzpicture}";
    const ReadResult r = read(text);
    CHECK_FALSE(r.ok);
    REQUIRE(find(r, "read.limit.depth"));
    // Nested \foreach bodies and groups are bounded too.
    std::string loops;
    for (int i = 0; i < 5000; ++i) loops += "\\foreach \\x in {1} {";
    for (int i = 0; i < 5000; ++i) loops += "}";
    const ReadResult f = read(loops);
    CHECK_FALSE(f.ok);
    // Each level reads its body again: the steps may run out before the depth does.
    CHECK((find(f, "read.limit.depth") || find(f, "read.limit.steps")));
}

TEST_CASE("tikz budget: a style that uses itself") {
    const ReadResult r = picture("\\tikzset{a/.style={b}, b/.style={a}}\n\\draw[a] (0,0) -- (1,1);");
    CHECK_FALSE(r.ok);
    CHECK(find(r, "tikz.style.recursion"));
}

TEST_CASE("tikz budget: items and bytes") {
    ReadLimits limits;
    limits.max_items = 10;
    const ReadResult r = read("\\foreach \\i in {1,...,100} \\draw (0,0) -- (\\i,0);", limits);
    CHECK(r.ok);   // a warning: the scene keeps what was read (the pipeline will not judge it)
    REQUIRE(find(r, "read.limit.items"));
    CHECK(find(r, "read.limit.items")->severity == Severity::Warning);
    CHECK(r.scene.items.size() <= 10);
    ReadLimits small;
    small.max_bytes = 10;
    const ReadResult b = read("\\draw (0,0) -- (1,1);", small);
    CHECK_FALSE(b.ok);
    CHECK(find(b, "read.limit.bytes"));
    ReadLimits few;
    few.max_steps = 100;
    const ReadResult s = read("\\foreach \\i in {1,...,100} \\draw (0,0) -- (\\i,0);", few);
    CHECK_FALSE(s.ok);
    CHECK(find(s, "read.limit.steps"));
}

TEST_CASE("tikz budget: deep nesting of groups and of coordinates in coordinates") {
    const ReadResult g = read(std::string(1000000, '{') + std::string(1000000, '}'));
    CHECK_FALSE(g.ok);
    CHECK(find(g, "read.limit.depth"));
    std::string calc = "(0,0)";
    for (int i = 0; i < 10000; ++i) calc = "($" + calc + "+(1,0)$)";
    const ReadResult c = read("\\draw (0,0) -- " + calc + ";");
    CHECK_FALSE(c.ok);
    CHECK(find(c, "tikz.coordinate.syntax"));
    // Nested within the limit still works.
    const ReadResult ok = picture("\\draw (0,0) -- ($($(0,0)+(1,0)$)+(1,0)$);", "x=1pt,y=1pt");
    REQUIRE(ok.ok);
    CHECK(same_segment(primary<Segment>(ok.scene).at(0), Vec2(0, 0), Vec2(2, 0)));
}

TEST_CASE("tikz budget: a text with more tokens than steps is refused before it is interpreted") {
    ReadLimits limits;
    limits.max_steps = 1000;
    const ReadResult r = read(std::string(5000, 'x'), limits);
    CHECK_FALSE(r.ok);
    REQUIRE(find(r, "read.limit.steps"));
    CHECK(r.scene.items.empty());
}

TEST_CASE("tikz budget: node text nested 100,000 groups deep, in text and in math, and a long text") {
    // Node text is set by a reader of its own (node_text.cpp): groups past 64 deep are read
    // flat, so no text nests it without bound.
    const std::string deep = std::string(100000, '{') + "x" + std::string(100000, '}');
    const ReadResult text = read("\\begin{tikzpicture}\\node at (0,0) {" + deep + "};\\end{tikzpicture}");
    CHECK(text.ok);
    const ReadResult math = read("\\begin{tikzpicture}\\node at (0,0) {$" + deep + "^{" + deep + "}$};\\end{tikzpicture}");
    CHECK(math.ok);
    std::string fractions;
    for (int k = 0; k < 20000; ++k) fractions += "\\frac{1}{";
    fractions += "2" + std::string(20000, '}');
    const ReadResult frac = read("\\begin{tikzpicture}\\node at (0,0) {$" + fractions + "$};\\end{tikzpicture}");
    CHECK(frac.scene.items.size() <= 1);
    std::string commands;
    for (int k = 0; k < 50000; ++k) commands += "\\textbf{\\phantom{$\\text{\\sqrt{\\hat{";
    commands += "x";
    for (int k = 0; k < 50000; ++k) commands += "}}}$}}";
    const ReadResult nested = read("\\begin{tikzpicture}\\node at (0,0) {" + commands + "};\\end{tikzpicture}");
    CHECK(nested.ok);
    std::string words;
    for (int k = 0; k < 200000; ++k) words += "office ";
    const ReadResult wide = read("\\begin{tikzpicture}\\node[text width=3cm] at (0,0) {" + words + "};\\end{tikzpicture}");
    CHECK(wide.ok);
    const std::vector<Text> t = primary<Text>(wide.scene);
    REQUIRE(t.size() == 1);
    CHECK(t[0].box.max.y() - t[0].box.min.y() > 1000);   // many lines
}
