// pgfmath as TikZ code writes it: arithmetic, units, degrees, the functions models use,
// and honest errors with their place.
#include <doctest/doctest.h>

#include <cmath>
#include <string>

#include "formats/tikz/pgfmath.hpp"

using plumbline::tikz::evaluate_math;
using plumbline::tikz::MathResult;
using plumbline::tikz::parse_length;

namespace {

MathResult eval(const std::string& e) {
    std::int64_t steps = 100000;
    return evaluate_math(e, steps);
}

double value(const std::string& e) {
    const MathResult r = eval(e);
    INFO(e << ": " << r.error);
    REQUIRE(r.ok);
    return r.value;
}

}  // namespace

TEST_CASE("pgfmath: arithmetic and precedence") {
    CHECK(value("1+2*3") == 7);
    CHECK(value("(1+2)*3") == 9);
    CHECK(value("2^3^2") == 512);        // right-associative
    CHECK(value("-2^2") == -4);          // the power binds tighter than the sign
    CHECK(value("10/4") == 2.5);
    CHECK(value("7-2-1") == 4);          // left-associative
    CHECK(value(" 3 * -2 ") == -6);
    CHECK(value("1.5e2") == 150);
    CHECK(value(".5") == 0.5);
    CHECK(value("4!") == 24);
    CHECK(value("2 > 1 ? 10 : 20") == 10);
    CHECK(value("1 == 2 || 3 <= 3") == 1);
    CHECK(value("!0 && 1 != 2") == 1);
}

TEST_CASE("pgfmath: trigonometry is in degrees") {
    CHECK(value("sin(30)") == doctest::Approx(0.5));
    CHECK(value("cos(60)") == doctest::Approx(0.5));
    CHECK(value("tan(45)") == doctest::Approx(1));
    CHECK(value("atan2(1,1)") == doctest::Approx(45));   // atan2(y, x)
    CHECK(value("atan2(1,-1)") == doctest::Approx(135));
    CHECK(value("acos(0)") == doctest::Approx(90));
    CHECK(value("deg(pi)") == doctest::Approx(180));
    CHECK(value("sin(pi r)") == doctest::Approx(0).epsilon(1e-12));   // r: radians
    CHECK(value("2*sin(60)") == doctest::Approx(std::sqrt(3.0)));
}

TEST_CASE("pgfmath: the functions models use") {
    CHECK(value("sqrt(16)") == 4);
    CHECK(value("veclen(3,4)") == 5);
    CHECK(value("min(3,1,2)") == 1);
    CHECK(value("max(3,1,2)") == 3);
    CHECK(value("abs(-2)") == 2);
    CHECK(value("mod(7,3)") == 1);
    CHECK(value("Mod(-7,3)") == 2);
    CHECK(value("round(2.5)") == 3);
    CHECK(value("floor(-1.5)") == -2);
    CHECK(value("int(2.7)") == 2);
    CHECK(value("pow(2,10)") == 1024);
    CHECK(value("ln(e)") == doctest::Approx(1));
}

TEST_CASE("pgfmath: units give pt") {
    MathResult r = eval("1cm");
    REQUIRE(r.ok);
    CHECK(r.has_unit);
    CHECK(r.value == doctest::Approx(28.452756));
    CHECK(value("1in") == doctest::Approx(72.27));
    CHECK(value("72bp") == doctest::Approx(72.27));
    CHECK(value("2 mm") == doctest::Approx(5.690551));
    CHECK(value("1cm + 2pt") == doctest::Approx(30.452756));
    CHECK(value("0.5*1cm") == doctest::Approx(14.226378));
    r = eval("3");
    CHECK_FALSE(r.has_unit);
    // pgfmath's \\ifpgfmathunitsdeclared: a unit read anywhere makes the result a length.
    r = eval("2cm/1cm");
    CHECK(r.has_unit);
    CHECK(r.value == doctest::Approx(2));
    CHECK(parse_length("2pt").value == 2);
    CHECK(parse_length("1.5em").value == doctest::Approx(15));
}

TEST_CASE("pgfmath: errors say what and where") {
    MathResult r = eval("1 + sine(30)");
    CHECK_FALSE(r.ok);
    CHECK(r.error == "unknown function 'sine'");
    CHECK(r.error_offset == 4);
    r = eval("(1+2");
    CHECK_FALSE(r.ok);
    CHECK(r.error.find("')'") != std::string::npos);
    CHECK_FALSE(eval("1/0").ok);
    CHECK_FALSE(eval("sqrt(1,2)").ok);
    CHECK_FALSE(eval("1 2").ok);
    CHECK_FALSE(eval("").ok);
    CHECK_FALSE(eval("\\x + 1").ok);
    CHECK(eval("rnd").error.find("random") != std::string::npos);
    CHECK_FALSE(eval("sqrt(-1)").ok);   // not a finite number
}

TEST_CASE("pgfmath: nesting and the step budget are bounded") {
    const std::string deep = std::string(100000, '(') + "1" + std::string(100000, ')');
    MathResult r = eval(deep);
    CHECK_FALSE(r.ok);
    CHECK(r.error.find("nested") != std::string::npos);
    const std::string minus(100000, '-');
    CHECK_FALSE(eval(minus + "1").ok);
    std::string sum = "1";
    for (int i = 0; i < 1000; ++i) sum += "+1";
    std::int64_t steps = 100;
    r = evaluate_math(sum, steps);
    CHECK_FALSE(r.ok);
    CHECK(r.error.find("budget") != std::string::npos);
    CHECK(steps == 0);
}
