// Compound paths: one source path of several subpaths is one shape with its fill rule
// (Item::compound, Style::fill_rule), read from SVG (fill-rule, several moves), EPS (fill,
// eofill) and TikZ (even odd rule, several parts), and drawn back by the writer as one
// element, so a ring keeps its hole. The checks still see one item per subpath.
#include <doctest/doctest.h>

#include <string>

#include "eps_test_support.hpp"
#include "scene/svg_writer.hpp"
#include "tikz_test_support.hpp"

using namespace plumbline;

namespace {

size_t count(const std::string& text, const std::string& what) {
    size_t n = 0;
    for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
    return n;
}

// The primary items' compound links, in order.
std::vector<int> links(const Scene& scene) {
    std::vector<int> out;
    for (size_t i = 0; i < scene.items.size(); ++i)
        if (scene.items[i].is_primary(static_cast<int>(i))) out.push_back(scene.items[i].compound);
    return out;
}

const char* kRing = R"(<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="200" height="200">
<path fill-rule="evenodd" d="M10 10 H90 V90 H10 Z M30 30 H70 V70 H30 Z"/>
<path d="M0 0 L5 5"/>
</svg>)";

}  // namespace

TEST_CASE("compound path: an SVG path of several subpaths is one shape with its fill rule") {
    const ReadResult r = read_svg(kRing, "candidate");
    REQUIRE(r.ok);
    CHECK(r.diagnostics.empty());
    // two subpath items linked to the first; the one-subpath path is its own shape
    CHECK(links(r.scene) == std::vector<int>{0, 0, -1});
    CHECK(r.scene.items[0].style.fill_rule == FillRule::EvenOdd);
    CHECK(r.scene.items[1].style.fill_rule == FillRule::EvenOdd);
    CHECK(r.scene.items[2].style.fill_rule == FillRule::NonZero);
    // the root's own size is kept, and written back
    CHECK(r.scene.frame.pixel_width == 200);
    CHECK(r.scene.frame.pixel_height == 200);

    const std::string svg = write_svg(r.scene);
    CHECK(svg.find("width=\"200\" height=\"200\" viewBox=\"0 0 100 100\"") != std::string::npos);
    CHECK(count(svg, "<path") == 2);   // the ring is one element, with both subpaths
    CHECK(svg.find("fill-rule=\"evenodd\"") != std::string::npos);
    CHECK(svg.find("Z M 30 30") != std::string::npos);

    // drawn back and read again: the same shape
    const ReadResult again = read_svg(svg, "candidate");
    REQUIRE(again.ok);
    CHECK(links(again.scene) == std::vector<int>{0, 0, -1});
    CHECK(again.scene.items[0].style.fill_rule == FillRule::EvenOdd);
}

TEST_CASE("compound path: fill-rule inherits, and a bad value is said and ignored") {
    const ReadResult r = read_svg(R"(<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">
<g fill-rule="evenodd"><path d="M0 0 H5 V5 Z M1 1 H2 V2 Z"/><path style="fill-rule: nonzero" d="M0 0 H1 V1 Z"/></g>
<path fill-rule="odd" d="M0 0 H1 V1 Z"/></svg>)",
                                  "candidate");
    REQUIRE(r.ok);
    CHECK(r.scene.items[0].style.fill_rule == FillRule::EvenOdd);
    CHECK(r.scene.items[2].style.fill_rule == FillRule::NonZero);
    CHECK(r.scene.items[3].style.fill_rule == FillRule::NonZero);
    CHECK(tikz_test::codes(r).find("svg.attribute.invalid") != std::string::npos);
    // the root gives no size: none is written
    CHECK(r.scene.frame.pixel_width == 0);
    CHECK(write_svg(r.scene).find("width=") == std::string::npos);
}

TEST_CASE("compound path: one root size gives the other from the viewBox") {
    const ReadResult r = read_svg(R"(<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 50" width="300"/>)",
                                  "candidate");
    CHECK(r.scene.frame.pixel_width == 300);
    CHECK(r.scene.frame.pixel_height == 150);
}

TEST_CASE("compound path: PostScript fills a path at once; eofill is the even-odd rule") {
    const ReadResult r = eps_test::page(
        "newpath 10 10 moveto 90 10 lineto 90 90 lineto closepath 30 30 moveto 70 30 lineto 70 70 lineto closepath eofill\n"
        "newpath 10 10 moveto 90 10 lineto 90 90 lineto closepath 150 150 20 0 360 arc fill\n"
        "newpath 0 0 moveto 10 10 lineto 20 0 moveto 30 10 lineto stroke");
    REQUIRE(r.ok);
    const std::vector<int> l = links(r.scene);
    REQUIRE(l.size() == 6);
    CHECK(l[0] == 0);
    CHECK(l[1] == 0);
    CHECK(r.scene.items[0].style.fill_rule == FillRule::EvenOdd);
    // a triangle and a circle filled together: one shape, nonzero
    CHECK(l[2] == 2);
    CHECK(l[3] == 2);
    CHECK(r.scene.items[3].kind() == ItemKind::Circle);
    CHECK(r.scene.items[2].style.fill_rule == FillRule::NonZero);
    // strokes draw each subpath alone: no compound
    CHECK(l[4] == -1);
    CHECK(l[5] == -1);
    // the circle is written as a full turn inside the compound's one path
    const std::string svg = write_svg(r.scene);
    CHECK(count(svg, "<path") == 2);
    CHECK(count(svg, "<circle") == 0);
}

TEST_CASE("compound path: TikZ fills a path of several parts as one, with the even odd rule") {
    const ReadResult r = tikz_test::picture("\\fill[even odd rule] (0,0) circle (2) (0,0) circle (1);\n"
                                            "\\draw (0,0) circle (3) (5,0) circle (1);");
    REQUIRE(r.ok);
    const std::vector<int> l = links(r.scene);
    REQUIRE(l.size() == 4);
    CHECK(l[0] == 0);
    CHECK(l[1] == 0);
    CHECK(r.scene.items[0].style.fill_rule == FillRule::EvenOdd);
    CHECK(l[2] == -1);
    CHECK(l[3] == -1);
    CHECK(tikz_test::codes(r).find("tikz.option.unknown") == std::string::npos);
}
