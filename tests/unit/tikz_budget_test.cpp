// Budgets: each runaway input ends quickly with the budget's diagnostic. The issue asks
// for "within a second"; the times checked here are generous bounds on that.
#include <doctest/doctest.h>

#include <chrono>

#include "tikz_test_support.hpp"

using namespace plumbline;
using namespace tikz_test;

namespace {

// Time is checked in optimised builds only: a sanitizer or debug build is many times slower
// and says nothing about the budgets.
#if defined(NDEBUG) && !defined(__SANITIZE_ADDRESS__)
constexpr double kSecond = 1.0;
#else
constexpr double kSecond = 1e9;
#endif

double seconds_for(const std::string& text, ReadResult& out, const ReadLimits& limits = {}) {
    const auto start = std::chrono::steady_clock::now();
    out = read_tikz(text, "candidate", limits);
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

}  // namespace

TEST_CASE("tikz budget: \\foreach over ten million items stops at the step budget") {
    ReadResult r;
    const double t = seconds_for("\\begin{tikzpicture}\\foreach \\i in {1,...,10000000} \\draw (0,0) -- (\\i,0);"
                                 "\\end{tikzpicture}",
                                 r);
    CHECK(t < kSecond);
    // Whichever budget ends first: the steps (an error: TeX would not finish) or the items
    // (a warning: what was read is judged).
    const Diagnostic* steps = find(r, "read.limit.steps");
    const Diagnostic* items = find(r, "read.limit.items");
    REQUIRE((steps || items));
    if (steps) CHECK_FALSE(r.ok);
    if (!steps) CHECK(items->severity == Severity::Warning);
    CHECK(r.scene.items.size() > 1000);   // what was read before the budget stays in the scene
}

TEST_CASE("tikz budget: a macro that calls itself forever") {
    ReadResult r;
    CHECK(seconds_for("\\def\\a{\\a}\\a", r) < kSecond);
    CHECK_FALSE(r.ok);
    CHECK(find(r, "read.limit.steps"));
    // One that grows TeX's input stack instead stops at the depth limit.
    ReadResult g;
    CHECK(seconds_for("\\def\\a{\\a x}\\a", g) < kSecond);
    CHECK_FALSE(g.ok);
    CHECK(find(g, "read.limit.depth"));
    // Exponential growth.
    ReadResult e;
    CHECK(seconds_for("\\def\\a{\\a\\a}\\a", e) < kSecond);
    CHECK_FALSE(e.ok);
}

TEST_CASE("tikz budget: a 100,000-deep scope nest") {
    std::string text = "\\begin{tikzpicture}";
    for (int i = 0; i < 100000; ++i) text += "\\begin{scope}[shift={(1,0)}]";
    text += "\\draw (0,0) -- (1,1);";
    for (int i = 0; i < 100000; ++i) text += "\\end{scope}";
    text += "\\end{tikzpicture}";
    ReadResult r;
    CHECK(seconds_for(text, r) < kSecond);
    CHECK_FALSE(r.ok);
    REQUIRE(find(r, "read.limit.depth"));
    // Nested \foreach bodies and groups are bounded too.
    std::string loops;
    for (int i = 0; i < 5000; ++i) loops += "\\foreach \\x in {1} {";
    for (int i = 0; i < 5000; ++i) loops += "}";
    ReadResult f;
    CHECK(seconds_for(loops, f) < kSecond);
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
    ReadResult r;
    seconds_for("\\foreach \\i in {1,...,100} \\draw (0,0) -- (\\i,0);", r, limits);
    CHECK(r.ok);   // a warning: what was read is judged
    REQUIRE(find(r, "read.limit.items"));
    CHECK(find(r, "read.limit.items")->severity == Severity::Warning);
    CHECK(r.scene.items.size() <= 10);
    ReadLimits small;
    small.max_bytes = 10;
    ReadResult b;
    seconds_for("\\draw (0,0) -- (1,1);", b, small);
    CHECK_FALSE(b.ok);
    CHECK(find(b, "read.limit.bytes"));
    ReadLimits few;
    few.max_steps = 100;
    ReadResult s;
    seconds_for("\\foreach \\i in {1,...,100} \\draw (0,0) -- (\\i,0);", s, few);
    CHECK_FALSE(s.ok);
    CHECK(find(s, "read.limit.steps"));
}

TEST_CASE("tikz budget: deep nesting of groups and of coordinates in coordinates") {
    ReadResult g;
    CHECK(seconds_for(std::string(1000000, '{') + std::string(1000000, '}'), g) < kSecond);
    CHECK_FALSE(g.ok);
    CHECK(find(g, "read.limit.depth"));
    std::string calc = "(0,0)";
    for (int i = 0; i < 10000; ++i) calc = "($" + calc + "+(1,0)$)";
    ReadResult c;
    CHECK(seconds_for("\\draw (0,0) -- " + calc + ";", c) < kSecond);
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
    ReadResult r;
    seconds_for(std::string(5000, 'x'), r, limits);
    CHECK_FALSE(r.ok);
    REQUIRE(find(r, "read.limit.steps"));
    CHECK(r.scene.items.empty());
}
