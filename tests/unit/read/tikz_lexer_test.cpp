// The TikZ reader's TeX-level pieces on their own: tokens with byte offsets, comments,
// braces checked, option lists split, \foreach lists walked lazily.
#include <doctest/doctest.h>

#include "formats/tikz/foreach_list.hpp"
#include "formats/tikz/keyvals.hpp"
#include "formats/tikz/tokens.hpp"

using namespace plumbline::tikz;

TEST_CASE("tikz lexer: control words, characters, blanks, parameters, with offsets") {
    const LexResult r = lex("\\draw  (1,2);% note\n#1\\\\ x");
    REQUIRE(r.problems.empty());
    const Tokens& t = r.tokens;
    REQUIRE(t.size() >= 8);
    CHECK(t[0].is_command("draw"));
    CHECK(t[0].offset == 0);
    CHECK(t[0].length == 5);
    CHECK(t[1].is_char('('));   // blanks after a control word end its name and vanish
    CHECK(t[1].offset == 7);
    CHECK(t[5].is_char(')'));
    CHECK(t[6].is_char(';'));
    // The comment and its line end are gone; the parameter is one token.
    CHECK(t[7].kind == Token::Kind::Param);
    CHECK(t[7].c == '1');
    CHECK(t[7].offset == 20);
    CHECK(t[8].is_command("\\"));
    CHECK(t[9].is_space());
    CHECK(t[10].is_char('x'));
}

TEST_CASE("tikz lexer: unbalanced braces are located") {
    const LexResult open = lex("a{b{c}");
    REQUIRE(open.problems.size() == 1);
    CHECK(open.problems[0].begin == 1);
    const LexResult close = lex("a}b");
    REQUIRE(close.problems.size() == 1);
    CHECK(close.problems[0].begin == 1);
    CHECK(lex("{\\{}").problems.empty());   // an escaped brace is no brace
}

TEST_CASE("tikz lexer: tokens written back as text") {
    const LexResult r = lex("\\x y{\\alpha}");
    CHECK(to_text(r.tokens) == "\\x y{\\alpha}");
}

TEST_CASE("tikz options: split at top-level commas, values unbraced") {
    const std::vector<KeyValue> kv = split_options("draw=red, thick ,shift={(1,2)}, label={[red]above:A},  line   width=2pt");
    REQUIRE(kv.size() == 5);
    CHECK(kv[0].key == "draw");
    CHECK(kv[0].value == "red");
    CHECK(kv[1].key == "thick");
    CHECK_FALSE(kv[1].has_value);
    CHECK(kv[2].value == "(1,2)");
    CHECK(kv[3].value == "[red]above:A");
    CHECK(kv[4].key == "line width");
    CHECK(kv[4].offset == 55);
}

TEST_CASE("tikz foreach lists: items, ranges, steps, letters") {
    auto all = [](const char* text) {
        ForeachList list(text);
        std::vector<std::string> out;
        std::string v;
        while (list.next(v)) out.push_back(v);
        return out;
    };
    CHECK(all("1,2,3") == std::vector<std::string>{"1", "2", "3"});
    CHECK(all("1,...,4") == std::vector<std::string>{"1", "2", "3", "4"});
    CHECK(all("0,0.5,...,2") == std::vector<std::string>{"0", "0.5", "1.0", "1.5", "2.0"});
    CHECK(all("1,3,...,10") == std::vector<std::string>{"1", "3", "5", "7", "9"});
    CHECK(all("5,...,3") == std::vector<std::string>{"5", "4", "3"});
    CHECK(all("a,...,d") == std::vector<std::string>{"a", "b", "c", "d"});
    CHECK(all("1/2, {3,4}/5") == std::vector<std::string>{"1/2", "{3,4}/5"});
    CHECK(all("(0,0), (1,1)") == std::vector<std::string>{"(0,0)", "(1,1)"});
    // A range of ten million costs nothing until walked.
    ForeachList big("1,...,10000000");
    std::string v;
    for (int i = 0; i < 3; ++i) REQUIRE(big.next(v));
    CHECK(v == "3");
    ForeachList bad("...,3");
    CHECK_FALSE(bad.next(v));
    CHECK_FALSE(bad.error().empty());
}
