// xcolor expressions as TikZ code writes them: names, mixes, complements, definitions.
#include <doctest/doctest.h>

#include <string>

#include "formats/tikz/xcolor.hpp"

using plumbline::Color;
using plumbline::tikz::ColorTable;

namespace {

Color color(const ColorTable& t, const std::string& e) {
    std::string error;
    const std::optional<Color> c = t.parse(e, &error);
    INFO(e << ": " << error);
    REQUIRE(c);
    return *c;
}

void check_rgb(const Color& c, double r, double g, double b) {
    CHECK_FALSE(c.none);
    CHECK(c.r == doctest::Approx(r));
    CHECK(c.g == doctest::Approx(g));
    CHECK(c.b == doctest::Approx(b));
}

}  // namespace

TEST_CASE("xcolor: base names and mixes") {
    const ColorTable t;
    check_rgb(color(t, "red"), 1, 0, 0);
    check_rgb(color(t, "red!100"), 1, 0, 0);
    check_rgb(color(t, "red!30"), 1, 0.7, 0.7);           // 30% red, 70% white
    check_rgb(color(t, "red!30!black"), 0.3, 0, 0);       // 30% red, 70% black
    check_rgb(color(t, "blue!50!white!80"), 0.6, 0.6, 1);  // 80% of blue!50!white, 20% white
    check_rgb(color(t, "red!50!blue!50!green"), 0.25, 0.5, 0.25);
    check_rgb(color(t, "-red"), 0, 1, 1);                 // the complement
    check_rgb(color(t, " gray "), 0.5, 0.5, 0.5);
    check_rgb(color(t, "orange"), 1, 0.5, 0);
}

TEST_CASE("xcolor: \\definecolor in every model, and \\colorlet") {
    ColorTable t;
    std::string error;
    REQUIRE(t.define("mine", "RGB", "255,0,0", &error));
    check_rgb(color(t, "mine"), 1, 0, 0);
    REQUIRE(t.define("274A4A", "HTML", "274A4A", &error));
    check_rgb(color(t, "274A4A"), 0x27 / 255.0, 0x4a / 255.0, 0x4a / 255.0);
    REQUIRE(t.define("c1", "rgb", "0.15, 0.29, 0.29", &error));
    check_rgb(color(t, "c1"), 0.15, 0.29, 0.29);
    REQUIRE(t.define("g", "gray", "0.25", &error));
    check_rgb(color(t, "g"), 0.25, 0.25, 0.25);
    REQUIRE(t.define("k", "cmyk", "0,1,1,0", &error));
    check_rgb(color(t, "k"), 1, 0, 0);
    REQUIRE(t.let("accent", "mine!50", &error));
    check_rgb(color(t, "accent"), 1, 0.5, 0.5);
    check_rgb(color(t, "accent!50!black"), 0.5, 0.25, 0.25);
}

TEST_CASE("xcolor: errors name the problem") {
    ColorTable t;
    std::string error;
    CHECK_FALSE(t.parse("redd", &error));
    CHECK(error == "undefined colour 'redd'");
    CHECK_FALSE(t.parse("red!x!blue", &error));
    CHECK(error.find("percentage") != std::string::npos);
    CHECK_FALSE(t.parse("red!150", &error));
    CHECK_FALSE(t.parse("", &error));
    CHECK_FALSE(t.define("x", "hsb", "0,1,1", &error));
    CHECK(error.find("hsb") != std::string::npos);
    CHECK_FALSE(t.define("x", "HTML", "GG0000", &error));
    CHECK_FALSE(t.define("x", "RGB", "256,0,0", &error));
    CHECK_FALSE(t.define("x", "rgb", "1,0", &error));
    CHECK_FALSE(t.is_color("nothing"));
    CHECK(t.is_color("teal!20"));
}
