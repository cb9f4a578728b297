// parse_decimal (base/decimal.hpp): the text it takes and the double it gives, which must be
// strtod's exactly (the EPS and TikZ readers' numbers; reports must not move).
#include <doctest/doctest.h>

#include <cmath>
#include <cstdlib>
#include <random>
#include <string>

#include "base/decimal.hpp"

using plumbline::parse_decimal;

namespace {

double by_strtod(const std::string& s) { return std::strtod(s.c_str(), nullptr); }

}  // namespace

TEST_CASE("parse_decimal: the forms it takes and refuses") {
    double v = -1;
    for (const char* good : {"0", "1.", ".5", "-2.25", "+3", "2e-3", "1E+5", "007.500", "-0", "1e400", "4.9e-330"}) {
        CAPTURE(good);
        REQUIRE(parse_decimal(good, v));
        CHECK(std::signbit(v) == std::signbit(by_strtod(good)));
        CHECK((v == by_strtod(good)));
    }
    for (const char* bad : {"", ".", "-", "+.", "1.2.3", "1e", "1e+", "e5", "1x", " 1", "1 ", "0x10", "inf", "nan"}) {
        CAPTURE(bad);
        v = 42;
        CHECK_FALSE(parse_decimal(bad, v));
        CHECK(v == 42);   // untouched
    }
}

TEST_CASE("parse_decimal: strtod's double for random decimals, short and long") {
    std::mt19937_64 random(20261129);
    std::uniform_int_distribution<int> digit(0, 9), length(0, 22), exponent(-340, 330), chance(0, 3);
    for (int n = 0; n < 200000; ++n) {
        std::string s;
        if (chance(random) == 0) s += '-';
        for (int i = length(random); i >= 0; --i) s += static_cast<char>('0' + digit(random));
        if (chance(random) != 0) {
            s += '.';
            for (int i = length(random); i > 0; --i) s += static_cast<char>('0' + digit(random));
        }
        if (chance(random) == 0) s += "e" + std::to_string(chance(random) == 0 ? exponent(random) : exponent(random) % 25);
        double v = 0;
        REQUIRE(parse_decimal(s, v));
        const double expected = by_strtod(s);
        if (!(v == expected && std::signbit(v) == std::signbit(expected))) FAIL_CHECK(s);
    }
}
