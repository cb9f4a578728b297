// The SVG number lexer and path grammar: every command, implicit repeats, compact number
// spellings, smooth-curve reflection, and browser-style error recovery. Expected
// coordinates are worked out by hand from the SVG specification.
#include <doctest/doctest.h>

#include <cmath>
#include <limits>

#include "base/number_syntax.hpp"
#include "formats/svg/path_data.hpp"

using namespace plumbline;
using namespace plumbline::svg;
using Kind = PathPiece::Kind;

namespace {

constexpr size_t kNoBudget = std::numeric_limits<size_t>::max();

bool near(const Vec2& a, const Vec2& b, double tol = 1e-9) { return (a - b).norm() <= tol; }

// Only the pieces of all subpaths, in order.
std::vector<PathPiece> pieces(const PathData& data) {
    std::vector<PathPiece> out;
    for (const Path& p : data.subpaths) out.insert(out.end(), p.pieces.begin(), p.pieces.end());
    return out;
}

void check_line(const PathPiece& piece, Vec2 a, Vec2 b) {
    CHECK(piece.kind == Kind::Line);
    CHECK(near(piece.p0, a));
    CHECK(near(piece.p3, b));
}

}  // namespace

TEST_CASE("number lexer: the compact spellings SVG allows") {
    SUBCASE("a second point starts a new number") {
        const NumberToken a = scan_number("1.5.5", 0);
        CHECK(a.found);
        CHECK(a.value == 1.5);
        CHECK(a.end == 3);
        const NumberToken b = scan_number("1.5.5", a.end);
        CHECK(b.value == 0.5);
        CHECK(b.end == 5);
    }
    SUBCASE("exponents, signs and leading points") {
        CHECK(scan_number(".5e-3", 0).value == 0.0005);
        CHECK(scan_number("1e2", 0).value == 100);
        CHECK(scan_number("1E+2", 0).value == 100);
        CHECK(scan_number("+.5", 0).value == 0.5);
        CHECK(scan_number("-1-2", 0).value == -1);
        CHECK(scan_number("-1-2", 2).value == -2);
        CHECK(scan_number("00012", 0).value == 12);
        CHECK(scan_number("1.", 0).end == 2);
    }
    SUBCASE("decimal fractions are correctly rounded") {
        CHECK(scan_number("0.1", 0).value == 0.1);
        CHECK(scan_number("3.14159", 0).value == 3.14159);
        CHECK(scan_number("-273.15", 0).value == -273.15);
        CHECK(scan_number("123456789012345678901234", 0).value == doctest::Approx(1.2345678901234568e23));
    }
    SUBCASE("an e without digits is not an exponent") {
        const NumberToken em = scan_number("1em", 0);
        CHECK(em.value == 1);
        CHECK(em.end == 1);
        CHECK(scan_number("1e", 0).end == 1);
        CHECK(scan_number("1e+", 0).end == 1);
    }
    SUBCASE("no number") {
        CHECK_FALSE(scan_number(".", 0).found);
        CHECK_FALSE(scan_number("-", 0).found);
        CHECK_FALSE(scan_number("e5", 0).found);
        CHECK_FALSE(scan_number("", 0).found);
    }
    SUBCASE("overflow and underflow") {
        CHECK(std::isinf(scan_number("1e400", 0).value));
        CHECK(scan_number("1e-400", 0).value == 0);
        CHECK(scan_number("1e99999999999999", 0).found);
        CHECK_FALSE(parse_number("1e400").has_value());
    }
    SUBCASE("whole-text numbers") {
        CHECK(parse_number(" 12.5 ").value() == 12.5);
        CHECK_FALSE(parse_number("12px").has_value());
        CHECK_FALSE(parse_number("").has_value());
    }
}

TEST_CASE("number lists: commas and whitespace") {
    const NumberList ok = parse_number_list(" 10,20 30\n40 ", 100);
    CHECK(ok.ok);
    CHECK(ok.values == std::vector<double>{10, 20, 30, 40});
    CHECK(parse_number_list("1-2.5.5", 100).values == std::vector<double>{1, -2.5, 0.5});

    const NumberList double_comma = parse_number_list("1,,2", 100);
    CHECK_FALSE(double_comma.ok);
    CHECK(double_comma.error_offset == 2);
    CHECK(double_comma.values == std::vector<double>{1});

    CHECK_FALSE(parse_number_list("1,2,", 100).ok);
    const NumberList unit = parse_number_list("1 2px", 100);
    CHECK_FALSE(unit.ok);
    CHECK(unit.error_offset == 3);

    const NumberList capped = parse_number_list("1 2 3 4", 3);
    CHECK(capped.ok);
    CHECK(capped.truncated);
    CHECK(capped.values.size() == 3);
}

TEST_CASE("path data: lines in absolute and relative form") {
    const char* forms[] = {"M10 20 L30 40 H50 V60 Z", "m10 20 l20 20 h20 v20 z",
                           "M10,20L30,40H50V60Z", "  M 10 20\n\tL 30 40 H 50 V 60 Z  "};
    for (const char* d : forms) {
        CAPTURE(d);
        const PathData data = parse_path_data(d, kNoBudget);
        CHECK(data.stop == PathDataStop::End);
        REQUIRE(data.subpaths.size() == 1);
        CHECK(data.subpaths[0].closed);
        const auto p = pieces(data);
        REQUIRE(p.size() == 4);
        check_line(p[0], {10, 20}, {30, 40});
        check_line(p[1], {30, 40}, {50, 40});
        check_line(p[2], {50, 40}, {50, 60});
        check_line(p[3], {50, 60}, {10, 20});  // the closing line
        CHECK(data.commands == 5);
    }
}

TEST_CASE("path data: implicit repeats") {
    SUBCASE("pairs after M are linetos") {
        const auto p = pieces(parse_path_data("M 0 0 10 0 10 10", kNoBudget));
        REQUIRE(p.size() == 2);
        check_line(p[0], {0, 0}, {10, 0});
        check_line(p[1], {10, 0}, {10, 10});
    }
    SUBCASE("pairs after m are relative linetos") {
        const auto p = pieces(parse_path_data("m 1 1 2 2 3 0", kNoBudget));
        REQUIRE(p.size() == 2);
        check_line(p[0], {1, 1}, {3, 3});
        check_line(p[1], {3, 3}, {6, 3});
    }
    SUBCASE("repeated H and relative l") {
        const auto p = pieces(parse_path_data("M0 0 H 10 20 l 0 5 0 5", kNoBudget));
        REQUIRE(p.size() == 4);
        check_line(p[1], {10, 0}, {20, 0});
        check_line(p[3], {20, 5}, {20, 10});
    }
    SUBCASE("compact numbers: M-1-2L.5e1,1e1 1.5.5") {
        const auto p = pieces(parse_path_data("M-1-2L.5e1,1e1 1.5.5", kNoBudget));
        REQUIRE(p.size() == 2);
        check_line(p[0], {-1, -2}, {5, 10});
        check_line(p[1], {5, 10}, {1.5, 0.5});
    }
}

TEST_CASE("path data: subpaths, closepath and the current point after it") {
    SUBCASE("relative coordinates after Z start from the subpath's start") {
        const PathData data = parse_path_data("M10 10 L20 10 L20 20 Z l5 5", kNoBudget);
        REQUIRE(data.subpaths.size() == 2);
        CHECK(data.subpaths[0].closed);
        CHECK_FALSE(data.subpaths[1].closed);
        REQUIRE(data.subpaths[1].pieces.size() == 1);
        check_line(data.subpaths[1].pieces[0], {10, 10}, {15, 15});
    }
    SUBCASE("a closed subpath ending at its start gets no zero-length closing line") {
        const PathData data = parse_path_data("M0 0 L10 0 L0 10 L0 0 Z", kNoBudget);
        REQUIRE(data.subpaths.size() == 1);
        CHECK(data.subpaths[0].pieces.size() == 3);
        CHECK(data.subpaths[0].closed);
    }
    SUBCASE("subpaths that draw nothing are dropped") {
        CHECK(parse_path_data("M 30 40 Z", kNoBudget).subpaths.empty());
        CHECK(parse_path_data("M 30 40 L 100 150 M 180 30 Z", kNoBudget).subpaths.size() == 1);
        CHECK(parse_path_data("M 1 1 M 2 2", kNoBudget).subpaths.empty());
        CHECK(parse_path_data("", kNoBudget).subpaths.empty());
        CHECK(parse_path_data(" \n ", kNoBudget).stop == PathDataStop::End);
    }
    SUBCASE("moveto starts a new open subpath") {
        const PathData data = parse_path_data("M0 0 L1 0 m 5 5 l 1 0", kNoBudget);
        REQUIRE(data.subpaths.size() == 2);
        check_line(data.subpaths[1].pieces[0], {6, 5}, {7, 5});
    }
}

TEST_CASE("path data: curves and the smooth reflection rules") {
    SUBCASE("S reflects the previous cubic's second control point") {
        const auto p = pieces(parse_path_data("M0 0 C 10 0 20 10 20 20 S 30 40 40 40", kNoBudget));
        REQUIRE(p.size() == 2);
        CHECK(p[1].kind == Kind::Cubic);
        CHECK(near(p[1].p0, {20, 20}));
        CHECK(near(p[1].p1, {20, 30}));
        CHECK(near(p[1].p2, {30, 40}));
        CHECK(near(p[1].p3, {40, 40}));
    }
    SUBCASE("S after a line uses the current point as first control point") {
        const auto p = pieces(parse_path_data("M0 0 L10 0 s 10 10 20 10", kNoBudget));
        REQUIRE(p.size() == 2);
        CHECK(near(p[1].p1, {10, 0}));
        CHECK(near(p[1].p2, {20, 10}));
        CHECK(near(p[1].p3, {30, 10}));
    }
    SUBCASE("S does not reflect a quadratic's control point") {
        const auto p = pieces(parse_path_data("M0 0 Q 10 10 20 0 S 30 10 40 0", kNoBudget));
        REQUIRE(p.size() == 2);
        CHECK(near(p[1].p1, {20, 0}));
    }
    SUBCASE("T chains reflect through each implied control point") {
        const auto p = pieces(parse_path_data("M0 0 Q 10 10 20 0 T 40 0 t 20 0", kNoBudget));
        REQUIRE(p.size() == 3);
        CHECK(p[1].kind == Kind::Quad);
        CHECK(near(p[1].p1, {30, -10}));
        CHECK(near(p[1].p3, {40, 0}));
        CHECK(near(p[2].p1, {50, 10}));
        CHECK(near(p[2].p3, {60, 0}));
    }
    SUBCASE("T after a cubic uses the current point") {
        const auto p = pieces(parse_path_data("M0 0 C 0 10 10 10 10 0 T 20 0", kNoBudget));
        REQUIRE(p.size() == 2);
        CHECK(near(p[1].p1, {10, 0}));
    }
    SUBCASE("relative cubic") {
        const auto p = pieces(parse_path_data("M10 10 c 0 10 10 10 10 0", kNoBudget));
        REQUIRE(p.size() == 1);
        CHECK(near(p[0].p1, {10, 20}));
        CHECK(near(p[0].p2, {20, 20}));
        CHECK(near(p[0].p3, {20, 10}));
    }
}

TEST_CASE("path data: elliptical arcs") {
    SUBCASE("a half circle, with and without separators around the flags") {
        for (const char* d : {"M 10 0 A 10 10 0 0 1 -10 0", "M10 0A10 10 0 01-10 0", "M10,0a10,10,0,0,1,-20,0"}) {
            CAPTURE(d);
            const auto p = pieces(parse_path_data(d, kNoBudget));
            REQUIRE(p.size() == 1);
            CHECK(p[0].kind == Kind::Arc);
            CHECK(near(p[0].p0, {10, 0}));
            CHECK(near(p[0].p3, {-10, 0}));
            CHECK(near(p[0].arc.ellipse.c, {0, 0}, 1e-9));
            CHECK(p[0].arc.ellipse.rx == doctest::Approx(10));
            CHECK(p[0].arc.ellipse.ry == doctest::Approx(10));
            // Sweep flag 1 turns clockwise on screen (y down): through (0, 10).
            CHECK(near(p[0].point_at(0.5), {0, 10}, 1e-9));
        }
    }
    SUBCASE("flags run into the next number") {
        // a 25 25 0 1125 25: large-arc 1, sweep 1, then x = 25.
        const auto a = pieces(parse_path_data("M 100 100 h -25 a 25 25 0 1125 25", kNoBudget));
        const auto b = pieces(parse_path_data("M 100 100 h -25 a 25 25 0 1 1 25 25", kNoBudget));
        REQUIRE(a.size() == 2);
        REQUIRE(b.size() == 2);
        CHECK(near(a[1].p3, b[1].p3));
        CHECK(near(a[1].p3, {100, 125}));
        CHECK(near(a[1].point_at(0.5), b[1].point_at(0.5)));
    }
    SUBCASE("the trimmed spelling of the resvg test") {
        const auto a = pieces(parse_path_data("M10-20A5.5.3-4 010-.1", kNoBudget));
        const auto b = pieces(parse_path_data("M 10 -20 A 5.5 0.3 -4 0 1 0 -0.1", kNoBudget));
        REQUIRE(a.size() == 1);
        REQUIRE(b.size() == 1);
        CHECK(near(a[0].p3, {0, -0.1}));
        CHECK(near(a[0].point_at(0.5), b[0].point_at(0.5)));
    }
    SUBCASE("a zero radius draws a straight line") {
        const auto p = pieces(parse_path_data("M0 0 A 0 5 0 0 1 10 0", kNoBudget));
        REQUIRE(p.size() == 1);
        check_line(p[0], {0, 0}, {10, 0});
    }
    SUBCASE("an arc ending where it starts is omitted") {
        const auto p = pieces(parse_path_data("M0 0 A 5 5 0 0 1 0 0 L 10 0", kNoBudget));
        REQUIRE(p.size() == 1);
        check_line(p[0], {0, 0}, {10, 0});
    }
    SUBCASE("negative radii are taken as their absolute value") {
        const auto a = pieces(parse_path_data("M 10 0 A -10 -10 0 0 1 -10 0", kNoBudget));
        REQUIRE(a.size() == 1);
        CHECK(a[0].kind == Kind::Arc);
        CHECK(near(a[0].point_at(0.5), {0, 10}, 1e-9));
    }
    SUBCASE("implicit moveto after Z then an arc") {
        const PathData data = parse_path_data("M 10 50 L 10 10 L 50 10 z A 5 5 0 0 1 150 150", kNoBudget);
        REQUIRE(data.subpaths.size() == 2);
        CHECK(near(data.subpaths[1].pieces[0].p0, {10, 50}));
    }
}

TEST_CASE("path data: an unknown command letter is named, with the commands there are") {
    const PathData data = parse_path_data("M 10 10 K 20 20", kNoBudget);
    CHECK(data.stop == PathDataStop::Syntax);
    CHECK(data.stop_offset == 8);
    CHECK(data.expected == "`K` is not a path command: the commands are M, L, H, V, C, S, Q, T, A and Z (lower case: relative)");
    const PathData closed = parse_path_data("M 10 10 L 20 20 Z 5", kNoBudget);
    CHECK(closed.expected == "Z (closepath) takes no numbers, so a command letter must follow it, not `5`");
}

TEST_CASE("path data: errors keep what was read before them") {
    SUBCASE("junk inside a lineto") {
        const std::string d = "M 30 40 L 110 160 L 150#80";
        const PathData data = parse_path_data(d, kNoBudget);
        CHECK(data.stop == PathDataStop::Syntax);
        CHECK(data.stop_offset == d.find('#'));
        CHECK(data.expected == "`#` is not part of a number: L takes 2 numbers (x y) but only 1 follows: add the missing one");
        const auto p = pieces(data);
        REQUIRE(p.size() == 1);
        check_line(p[0], {30, 40}, {110, 160});
    }
    SUBCASE("a missing coordinate drops the incomplete segment") {
        const std::string d = "M 30 40 L 110 160 L 150";
        const PathData data = parse_path_data(d, kNoBudget);
        CHECK(data.stop == PathDataStop::Syntax);
        CHECK(data.stop_offset == d.size());
        CHECK(data.expected == "L takes 2 numbers (x y) but only 1 follows before the end: add the missing one");
        CHECK(pieces(data).size() == 1);
    }
    SUBCASE("a path must start with a moveto") {
        const PathData data = parse_path_data("  L 10 10", kNoBudget);
        CHECK(data.stop == PathDataStop::Syntax);
        CHECK(data.stop_offset == 2);
        CHECK(data.expected == "path data must start with a moveto, M or m (`M x y`), not `L`");
        CHECK(data.subpaths.empty());
    }
    SUBCASE("arc flags other than 0 and 1") {
        for (const char* d : {"M 100 100 h -25 a 25 25 0 -1 0 25 -25 z", "M 100 100 h 25 a 25 25 0 1 7 -25 -25 z"}) {
            CAPTURE(d);
            const PathData data = parse_path_data(d, kNoBudget);
            CHECK(data.stop == PathDataStop::Syntax);
            CHECK(data.expected.find("is 0 or 1 (A takes rx ry rotation large-arc-flag sweep-flag x y)") != std::string::npos);
            CHECK(pieces(data).size() == 1);  // the h before it
        }
    }
    SUBCASE("numbers after closepath") {
        const PathData data = parse_path_data("M 0 0 L 10 10 Z 5", kNoBudget);
        CHECK(data.stop == PathDataStop::Syntax);
        CHECK(data.stop_offset == 16);
        CHECK(data.subpaths.size() == 1);
    }
    SUBCASE("an unknown command letter") {
        const PathData data = parse_path_data("M 0 0 L 10 10 X 5 5", kNoBudget);
        CHECK(data.stop == PathDataStop::Syntax);
        CHECK(data.stop_offset == 14);
        CHECK(pieces(data).size() == 1);
    }
    SUBCASE("overflowing numbers") {
        const PathData data = parse_path_data("M 0 0 L 1e999 0", kNoBudget);
        CHECK(data.stop == PathDataStop::NonFinite);
        CHECK(data.stop_offset == 8);
        const PathData sum = parse_path_data("M 1e308 0 l 1e308 0", kNoBudget);
        CHECK(sum.stop == PathDataStop::NonFinite);
    }
}

TEST_CASE("path data: the command budget") {
    const PathData data = parse_path_data("M0 0 L1 1 L2 2 L3 3", 2);
    CHECK(data.stop == PathDataStop::Budget);
    CHECK(data.commands == 2);
    CHECK(pieces(data).size() == 1);
    CHECK(parse_path_data("M0 0 L1 1 L2 2 L3 3", 4).stop == PathDataStop::End);
}
