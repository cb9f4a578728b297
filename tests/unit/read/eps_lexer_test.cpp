// The PostScript scanner: token kinds, byte offsets, numbers (radix too), strings with
// escapes and hex, names, DSC bounding boxes, and what it rejects.
#include <doctest/doctest.h>

#include <cstdlib>
#include <cstring>
#include <iterator>
#include <random>
#include <string>
#include <vector>

#include "formats/eps/tokens.hpp"

using namespace plumbline::eps;

TEST_CASE("eps lexer: kinds and byte offsets") {
    const LexResult r = lex("10 -2.5 /name //add foo { } [ ] << >> (s)");
    REQUIRE(!r.problem);
    REQUIRE(r.tokens.size() == 12);
    CHECK(r.tokens[0].kind == Token::Kind::Integer);
    CHECK(r.tokens[0].integer == 10);
    CHECK(r.tokens[1].kind == Token::Kind::Real);
    CHECK(r.tokens[1].real == -2.5);
    CHECK(r.tokens[1].offset == 3);
    CHECK(r.tokens[1].length == 4);
    CHECK(r.tokens[2].kind == Token::Kind::LiteralName);
    CHECK(r.tokens[2].offset == 8);
    CHECK(r.tokens[3].kind == Token::Kind::ImmediateName);
    CHECK(r.tokens[4].kind == Token::Kind::Name);
    CHECK(r.tokens[5].kind == Token::Kind::ProcBegin);
    CHECK(r.tokens[6].kind == Token::Kind::ProcEnd);
    CHECK(r.tokens[7].kind == Token::Kind::Name);   // [ is an operator
    CHECK(r.tokens[9].length == 2);                 // <<
    CHECK(r.tokens[11].kind == Token::Kind::String);
    CHECK(r.strings[static_cast<size_t>(r.tokens[11].integer)] == "s");
}

TEST_CASE("eps lexer: numbers") {
    double v = 0;
    bool integer = false;
    CHECK((parse_number("16#FF", &v, &integer) && v == 255 && integer));
    CHECK((parse_number("8#777", &v, &integer) && v == 511 && integer));
    CHECK((parse_number("2#1010", &v, &integer) && v == 10));
    CHECK((parse_number(".5", &v, &integer) && v == 0.5 && !integer));
    CHECK((parse_number("-1.", &v, &integer) && v == -1 && !integer));
    CHECK((parse_number("1e3", &v, &integer) && v == 1000 && !integer));
    CHECK((parse_number("+7", &v, &integer) && v == 7 && integer));
    CHECK((parse_number("3000000000", &v, &integer) && !integer));   // past 32 bits: a real
    CHECK(!parse_number("1e", &v, &integer));
    CHECK(!parse_number("37#1", &v, &integer));
    CHECK(!parse_number("abc", &v, &integer));
    CHECK(!parse_number("1.2.3", &v, &integer));
}

// parse_number's quick path (digits and a power of ten, both exact) must give strtod's double
// bit for bit, as the WebAssembly build's musl and glibc both do.
TEST_CASE("eps lexer: decimal numbers are strtod's doubles") {
    std::mt19937_64 random(44);
    const char* const fixed[] = {"-0",          "0.0",        "-0.000",     "123456789012345678", "9007199254740993",
                                 "0.1",         "1e22",       "1e23",       "1e-22",              "1.7976931348623157e308",
                                 "4.9e-324",    "1e-400",     "1e400",      "00000000000000000000001.5", "0.30000000000000004",
                                 "-.0000000000000000000000123", "123.456e-3", "1E+5", "12345678901234567890e-10", "2e1000000000"};
    std::vector<std::string> words(std::begin(fixed), std::end(fixed));
    for (int k = 0; k < 20000; ++k) {
        std::string w = random() % 2 ? "-" : "";
        const int before = static_cast<int>(random() % 12), after = static_cast<int>(random() % 12);
        for (int d = 0; d < before; ++d) w += static_cast<char>('0' + random() % 10);
        if (after > 0 || before == 0) w += '.';
        for (int d = 0; d < after || (before == 0 && d == 0); ++d) w += static_cast<char>('0' + random() % 10);
        if (random() % 4 == 0) w += "e" + std::to_string(static_cast<int>(random() % 61) - 30);
        words.push_back(w);
    }
    for (const std::string& w : words) {
        double v = 0;
        bool integer = false;
        REQUIRE(parse_number(w, &v, &integer));
        const double expected = std::strtod(w.c_str(), nullptr);
        CHECK_MESSAGE(std::memcmp(&v, &expected, sizeof v) == 0, w);
    }
}

TEST_CASE("eps lexer: strings, escapes, hex, comments") {
    const LexResult r = lex("(a\\(b\\)c\\n\\101 (nested)) <48 65 6c6C 6f> <7> % comment (ignored\n(x\\\ny)");
    REQUIRE(!r.problem);
    REQUIRE(r.strings.size() == 4);
    CHECK(r.strings[0] == "a(b)c\nA (nested)");
    CHECK(r.strings[1] == "Hello");
    CHECK(r.strings[2] == "\x70");
    CHECK(r.strings[3] == "xy");
}

TEST_CASE("eps lexer: DSC bounding boxes") {
    const LexResult r = lex("%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: (atend)\n%%HiResBoundingBox: 0 0 40.5 38.25\n"
                            "%%BoundingBox: 0 0 41 39\n");
    REQUIRE(r.dsc.box);
    CHECK((*r.dsc.box)[2] == 41);
    REQUIRE(r.dsc.hires);
    CHECK((*r.dsc.hires)[3] == 38.25);
    CHECK(r.tokens.empty());
}

TEST_CASE("eps lexer: what a PostScript scanner rejects") {
    CHECK(lex("(never closed").problem->begin == 0);
    CHECK(lex("1 2 )").problem->begin == 4);
    CHECK(lex("<4G>").problem->begin == 2);
    CHECK(lex("<~abc~>").problem);
    CHECK(lex("a > b").problem);
    bool truncated = false;
    const LexResult r = lex("1 2 3 4 5", 3, &truncated);
    CHECK(truncated);
    CHECK(r.tokens.size() == 3);
}
