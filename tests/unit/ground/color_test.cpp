// Colours: every spelling of one colour is one value.
#include <doctest/doctest.h>

#include <cmath>
#include <string>

#include "base/color_names.hpp"
#include "base/color.hpp"

using namespace plumbline;

namespace {

Color parsed(const char* text) {
    const auto c = parse_color(text);
    REQUIRE_MESSAGE(c.has_value(), text);
    return *c;
}

}  // namespace

TEST_CASE("parse_color: the benchmark's spellings of one colour are equal") {
    const Color expected = Color::rgb8(0x27, 0x4a, 0x4a);
    for (const char* text : {"#274a4a", "#274A4A", " #274a4a ", "rgb(39,74,74)", "rgb( 39 , 74 , 74 )",
                             "rgb(39 74 74)", "RGB(39,74,74)", "rgb(15.3%,29%,29%)",
                             "rgb(39.2, 74.1, 73.9)", "rgba(39,74,74,1)", "#274a4aff"}) {
        CAPTURE(text);
        CHECK(parsed(text) == expected);
    }
    CHECK_FALSE(parsed("#274a4b") == expected);   // one step off in blue
    CHECK_FALSE(parsed("rgba(39,74,74,0.5)") == expected);
}

TEST_CASE("parse_color: hex forms") {
    CHECK(parsed("#f00") == Color::rgb8(255, 0, 0));
    CHECK(parsed("#AbC") == Color::rgb8(0xaa, 0xbb, 0xcc));
    const Color half = parsed("#ff000080");
    CHECK(half.a == doctest::Approx(128 / 255.0));
    CHECK(parsed("#f008").a == doctest::Approx(0x88 / 255.0));
    for (const char* bad : {"#", "#12", "#12345", "#1234567", "#ggg", "#12 34 56", "#123456789"}) {
        CAPTURE(bad);
        CHECK_FALSE(parse_color(bad).has_value());
    }
}

TEST_CASE("parse_color: rgb() and rgba()") {
    CHECK(parsed("rgb(255, 0, 0)") == Color::rgb8(255, 0, 0));
    CHECK(parsed("rgb(100%, 0%, 0%)") == Color::rgb8(255, 0, 0));
    CHECK(parsed("rgb(300, -5, 0)") == Color::rgb8(255, 0, 0));   // clamped, as CSS does
    CHECK(parsed("rgb(1e2, 0, 0)") == Color::rgb8(100, 0, 0));
    CHECK(parsed("rgba(0, 0, 255, 0.25)").a == doctest::Approx(0.25));
    CHECK(parsed("rgba(0, 0, 255, 25%)").a == doctest::Approx(0.25));
    CHECK(parsed("rgb(0 0 255 / 50%)").a == doctest::Approx(0.5));
    CHECK(parsed("rgb(0, 0, 255, 0.5)").a == doctest::Approx(0.5));
    const Color c = parsed("rgb(51, 102, 204)");
    CHECK(c.r == doctest::Approx(0.2));
    CHECK(c.g == doctest::Approx(0.4));
    CHECK(c.b == doctest::Approx(0.8));
    CHECK_FALSE(c.none);
    for (const char* bad : {"rgb(1,2)", "rgb(1,2,3", "rgb 1,2,3", "rgb(1,2,3,4,5)", "rgb(a,b,c)",
                            "rgb(1px,2,3)", "rgb()", "rgbx(1,2,3)", "rgb(1,2,3)x"}) {
        CAPTURE(bad);
        CHECK_FALSE(parse_color(bad).has_value());
    }
}

TEST_CASE("parse_color: hsl()") {
    CHECK(parsed("hsl(0, 100%, 50%)") == Color::rgb8(255, 0, 0));
    CHECK(parsed("hsl(120, 100%, 25%)") == parsed("green"));
    CHECK(parsed("hsl(240deg 100% 50%)") == Color::rgb8(0, 0, 255));
    CHECK(parsed("hsla(-120, 100%, 50%, 0.5)").a == doctest::Approx(0.5));
    CHECK(parsed("hsl(0, 0%, 50%)") == Color::rgb8(128, 128, 128));
}

TEST_CASE("parse_color: names are case-insensitive") {
    for (const char* text : {"red", "ReD", "RED", "  red\n"}) {
        CAPTURE(text);
        CHECK(parsed(text) == Color::rgb8(255, 0, 0));
    }
    CHECK(parsed("gray") == parsed("grey"));
    CHECK(parsed("DarkSlateGray") == Color::rgb8(47, 79, 79));
    CHECK(parsed("aliceblue") == Color::rgb8(240, 248, 255));
    CHECK(parsed("yellowgreen") == Color::rgb8(154, 205, 50));
    CHECK(parsed("green") == Color::rgb8(0, 128, 0));   // not lime
    CHECK(parsed("rebeccapurple") == Color::rgb8(102, 51, 153));
    CHECK_FALSE(parse_color("reed").has_value());
    CHECK_FALSE(parse_color("re d").has_value());
    CHECK_FALSE(parse_color("").has_value());
}

TEST_CASE("the colour-name table: 147 SVG names plus rebeccapurple, sorted, all reachable") {
    REQUIRE(named_color_count() == 148);
    const NamedColor* names = named_colors();
    for (size_t i = 1; i < named_color_count(); ++i) CHECK(std::string(names[i - 1].name) < names[i].name);
    for (size_t i = 0; i < named_color_count(); ++i) {
        CAPTURE(names[i].name);
        const auto c = parse_color(names[i].name);
        REQUIRE(c.has_value());
        CHECK(*c == Color::rgb8(names[i].r, names[i].g, names[i].b));
    }
}

TEST_CASE("parse_color: none, transparent, currentColor") {
    CHECK(parsed("none").none);
    CHECK(parsed(" NONE ").none);
    const Color t = parsed("transparent");
    CHECK_FALSE(t.none);
    CHECK(t.a == 0);

    bool current = false;
    CHECK_FALSE(parse_color("currentColor", &current).has_value());
    CHECK(current);
    CHECK_FALSE(parse_color("CURRENTCOLOR", &current).has_value());
    CHECK(current);
    CHECK(parse_color("red", &current).has_value());
    CHECK_FALSE(current);   // reset on every call
    CHECK_FALSE(parse_color("bogus", &current).has_value());
    CHECK_FALSE(current);
}

TEST_CASE("Color: equality, hex, describe, distance") {
    CHECK(Color::paint_none() == Color::paint_none());
    CHECK_FALSE(Color::paint_none() == Color::rgb8(0, 0, 0));
    CHECK(Color::rgb8(300, -1, 0) == Color::rgb8(255, 0, 0));

    CHECK(Color::rgb8(39, 74, 74).hex() == "#274a4a");
    CHECK(Color::paint_none().hex() == "none");

    CHECK(describe(parsed("#ff0000")) == "red");
    CHECK(describe(parsed("rgb(0,255,255)")) == "aqua");      // aqua and cyan: the first name
    CHECK(describe(parsed("#274a4a")) == "#274a4a");
    CHECK(describe(Color::paint_none()) == "none");
    CHECK(describe(parsed("transparent")) == "transparent");
    CHECK(describe(parsed("rgba(255,0,0,0.5)")) == "red at 50% opacity");

    CHECK(color_distance(parsed("black"), parsed("white")) == doctest::Approx(std::sqrt(3.0)));
    CHECK(color_distance(parsed("#274a4a"), parsed("rgb(39,74,74)")) == doctest::Approx(0));
    CHECK(color_distance(parsed("red"), parsed("#fe0000")) == doctest::Approx(1 / 255.0));
    CHECK(color_distance(Color::paint_none(), Color::paint_none()) == 0);
    CHECK(std::isinf(color_distance(Color::paint_none(), parsed("black"))));
}

TEST_CASE("parse_color: hostile input is refused, not crashed on") {
    CHECK_FALSE(parse_color(std::string(10000, 'a')).has_value());
    CHECK_FALSE(parse_color("rgb(1e999999, 0, 0)").has_value());
    CHECK_FALSE(parse_color(std::string("re\0d", 4)).has_value());
    CHECK(parsed("rgb(1e-999, 0, 0)") == Color::rgb8(0, 0, 0));
}
