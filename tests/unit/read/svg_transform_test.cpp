// Transform lists as browsers read them: each function, the separators SVG allows,
// left-to-right composition, and invalid lists ignored with a located reason.
#include <doctest/doctest.h>

#include "formats/svg/transform_list.hpp"

using namespace plumbline;
using namespace plumbline::svg;

namespace {

Vec2 apply(std::string_view text, Vec2 p, TransformSyntax syntax = TransformSyntax::Attribute) {
    const TransformList list = parse_transform_list(text, syntax);
    REQUIRE(list.ok);
    return list.matrix.apply(p);
}

bool near(const Vec2& a, const Vec2& b) { return (a - b).norm() < 1e-9; }

}  // namespace

TEST_CASE("transform functions") {
    CHECK(near(apply("translate(10 20)", {1, 1}), {11, 21}));
    CHECK(near(apply("translate(10)", {1, 1}), {11, 1}));
    CHECK(near(apply("scale(2)", {1, 3}), {2, 6}));
    CHECK(near(apply("scale(2, 3)", {1, 1}), {2, 3}));
    // y grows downwards, so rotate(90) takes +x to +y (clockwise on screen).
    CHECK(near(apply("rotate(90)", {1, 0}), {0, 1}));
    CHECK(near(apply("rotate(90 10 10)", {20, 10}), {10, 20}));
    CHECK(near(apply("rotate(-90, 10, 10)", {20, 10}), {10, 0}));
    CHECK(near(apply("skewX(45)", {0, 10}), {10, 10}));
    CHECK(near(apply("skewY(45)", {10, 0}), {10, 10}));
    CHECK(near(apply("matrix(1 2 3 4 5 6)", {1, 1}), {9, 12}));
    CHECK(near(apply("matrix(1,2,3,4,5,6)", {1, 1}), {9, 12}));
    CHECK(near(apply("matrix(1, 2 3,4 ,5 6)", {1, 1}), {9, 12}));
    CHECK(near(apply("matrix(1-2 3-4 5-6)", {1, 1}), {9, -12}));
}

TEST_CASE("transform lists compose left to right") {
    // The rightmost function applies to the point first.
    CHECK(near(apply("translate(10,0) scale(2)", {1, 1}), {12, 2}));
    CHECK(near(apply("scale(2) translate(10,0)", {1, 1}), {22, 2}));
    CHECK(near(apply("translate(50 50) rotate(90) translate(-10 0)", {10, 0}), {50, 50}));
    SUBCASE("separators: comma, whitespace or none") {
        for (const char* t : {"translate(10,0),scale(2)", "translate(10,0)scale(2)",
                              "  translate( 10 , 0 )\n\t scale( 2 )  ", "translate(10 0) , scale(2)"}) {
            CAPTURE(t);
            CHECK(near(apply(t, {1, 1}), {12, 2}));
        }
    }
    SUBCASE("empty lists are the identity") {
        CHECK(parse_transform_list("").matrix.is_identity());
        CHECK(parse_transform_list("   ").ok);
    }
}

TEST_CASE("invalid transform lists are ignored, with the place they go wrong") {
    struct Case {
        const char* text;
        size_t offset;
    };
    const Case cases[] = {
        {"qwe", 0},
        {"translate(10", 12},
        {"rotate(1,2)", 10},
        {"scale()", 6},
        {"translate(10px)", 12},
        {"rotate(45deg)", 9},
        {"translate(1,)", 12},
        {"translate(1),", 13},
        {"matrix(1 2 3 4 5)", 16},
        {"matrix(1 2 3 4 5 6 7)", 19},
        {"translate(1) bogus(2)", 13},
        {"translate (1e999)", 11},
    };
    for (const Case& c : cases) {
        CAPTURE(c.text);
        const TransformList list = parse_transform_list(c.text);
        CHECK_FALSE(list.ok);
        CHECK(list.matrix.is_identity());
        CHECK(list.error_offset == c.offset);
        CHECK_FALSE(list.expected.empty());
    }
}

TEST_CASE("the CSS transform property allows units") {
    CHECK(near(apply("rotate(90deg)", {1, 0}, TransformSyntax::Css), {0, 1}));
    CHECK(near(apply("rotate(0.25turn)", {1, 0}, TransformSyntax::Css), {0, 1}));
    CHECK(near(apply("rotate(100grad)", {1, 0}, TransformSyntax::Css), {0, 1}));
    CHECK(near(apply("translate(10px, 5px)", {0, 0}, TransformSyntax::Css), {10, 5}));
    CHECK(near(apply("scale(2)", {1, 1}, TransformSyntax::Css), {2, 2}));
    CHECK(parse_transform_list("none", TransformSyntax::Css).matrix.is_identity());
    CHECK_FALSE(parse_transform_list("translate(10em)", TransformSyntax::Css).ok);
    CHECK_FALSE(parse_transform_list("none", TransformSyntax::Attribute).ok);
}
