// CSS for SVG: declaration blocks, sheets with error recovery, selector matching and
// specificity as browsers compute them.
#include <doctest/doctest.h>

#include <cstring>
#include <string>

#include "formats/svg/css.hpp"

using namespace plumbline::svg::css;

namespace {

struct Doc {
    pugi::xml_document xml;
    explicit Doc(const char* text) { REQUIRE(xml.load_string(text)); }
    pugi::xml_node by_id(const char* id) const {
        return xml.find_node([&](pugi::xml_node n) { return std::strcmp(n.attribute("id").value(), id) == 0; });
    }
};

Selector selector(const char* text) {
    StyleSheet sheet;
    parse_stylesheet(std::string(text) + " {}", sheet);
    REQUIRE(sheet.problems.empty());
    REQUIRE(sheet.rules.size() == 1);
    return sheet.rules[0].selector;
}

bool match(const char* sel, pugi::xml_node node) {
    size_t budget = 100000;
    return matches(selector(sel), node, budget);
}

}  // namespace

TEST_CASE("declaration blocks") {
    SUBCASE("names, values, !important and junk") {
        const auto d = parse_declarations(" fill: red; STROKE:blue !important ; bogus; :x; stroke-width : 2 ;");
        REQUIRE(d.size() == 3);
        CHECK(d[0].name == "fill");
        CHECK(d[0].value == "red");
        CHECK_FALSE(d[0].important);
        CHECK(d[1].name == "stroke");
        CHECK(d[1].value == "blue");
        CHECK(d[1].important);
        CHECK(d[2].name == "stroke-width");
        CHECK(d[2].value == "2");
    }
    SUBCASE("comments anywhere") {
        const auto d = parse_declarations("/*text*/fill:green/*text*/");
        REQUIRE(d.size() == 1);
        CHECK(d[0].value == "green");
    }
    SUBCASE("semicolons inside quotes and parentheses do not split") {
        const auto d = parse_declarations("fill: url('#a;b'); stroke: red");
        REQUIRE(d.size() == 2);
        CHECK(d[0].value == "url('#a;b')");
        CHECK(d[1].value == "red");
    }
    SUBCASE("empty values are dropped") {
        CHECK(parse_declarations("fill: ; stroke:").empty());
    }
}

TEST_CASE("style sheets: rules, selector lists and error recovery") {
    SUBCASE("a selector list gives one rule per selector, in order") {
        StyleSheet sheet;
        parse_stylesheet("rect, .a { fill: green } circle { stroke: red; }", sheet);
        REQUIRE(sheet.rules.size() == 3);
        CHECK(sheet.rules[0].selector.compounds[0].tag == "rect");
        CHECK(sheet.rules[1].selector.compounds[0].classes == std::vector<std::string>{"a"});
        CHECK(sheet.rules[1].declarations[0].value == "green");
        CHECK(sheet.rules[2].order == 2);
    }
    SUBCASE("at-rules are skipped and reported where they start") {
        StyleSheet sheet;
        parse_stylesheet("@media print { rect { fill: red } }\n rect { fill: green }", sheet);
        REQUIRE(sheet.rules.size() == 1);
        CHECK(sheet.rules[0].declarations[0].value == "green");
        REQUIRE(sheet.problems.size() == 1);
        CHECK(sheet.problems[0].offset == 0);
        CHECK(sheet.problems[0].message.find("@media") != std::string::npos);

        StyleSheet imports;
        parse_stylesheet("  @import \"green.css\"; rect{fill:green}", imports);
        CHECK(imports.rules.size() == 1);
        CHECK(imports.problems.size() == 1);
        CHECK(imports.problems[0].offset == 2);
    }
    SUBCASE("one unsupported selector drops its whole list, not the next rule") {
        StyleSheet sheet;
        parse_stylesheet("rect, a::before { fill: red } circle { fill: blue }", sheet);
        REQUIRE(sheet.rules.size() == 1);
        CHECK(sheet.rules[0].selector.compounds[0].tag == "circle");
        REQUIRE(sheet.problems.size() == 1);
        CHECK(sheet.problems[0].message.find("pseudo-element") != std::string::npos);
    }
    SUBCASE("HTML comment markers, CSS comments and an unclosed last block") {
        StyleSheet sheet;
        parse_stylesheet("<!-- /* { */ rect { fill: red } --> circle { fill: blue", sheet);
        REQUIRE(sheet.rules.size() == 2);
        CHECK(sheet.rules[1].declarations[0].value == "blue");
        CHECK(sheet.problems.empty());
    }
    SUBCASE("braces inside strings do not end a block") {
        StyleSheet sheet;
        parse_stylesheet("rect { font-family: \"a}b\"; fill: red } circle { fill: blue }", sheet);
        REQUIRE(sheet.rules.size() == 2);
        CHECK(sheet.rules[0].declarations.size() == 2);
    }
}

TEST_CASE("selector specificity") {
    CHECK(selector("rect").specificity == 1);
    CHECK(selector("*").specificity == 0);
    CHECK(selector(".a").specificity == 1000);
    CHECK(selector("#a").specificity == 1000000);
    CHECK(selector("rect.a.b[x]:first-child").specificity == 4001);
    // The resvg rule-specificity test: the first selector wins by one type selector.
    CHECK(selector("g#g1 * g * * rect").specificity == 1000003);
    CHECK(selector("g#g1 * * rect").specificity == 1000002);
}

TEST_CASE("selector matching") {
    Doc doc(R"(<svg id="root">
                 <g id="g1" class="a  b">
                   <rect id="r1" class="c" x="1" data-k="en-US"/>
                   <circle id="c1"/>
                   <ellipse id="e1"/>
                 </g>
                 <rect id="r2"/>
                 <s:rect id="r3" xmlns:s="http://www.w3.org/2000/svg"/>
               </svg>)");
    const auto r1 = doc.by_id("r1"), r2 = doc.by_id("r2"), c1 = doc.by_id("c1"), e1 = doc.by_id("e1");
    const auto g1 = doc.by_id("g1"), root = doc.by_id("root");

    CHECK(match("rect", r1));
    CHECK(match("rect", doc.by_id("r3")));  // type selectors see the local name
    CHECK_FALSE(match("rect", c1));
    CHECK(match("*", c1));
    CHECK(match(".c", r1));
    CHECK(match(".a.b", g1));
    CHECK_FALSE(match(".a.d", g1));
    CHECK(match("#r1", r1));
    CHECK_FALSE(match("#r1", r2));
    CHECK(match("rect.c#r1", r1));

    SUBCASE("combinators") {
        CHECK(match("g > rect", r1));
        CHECK_FALSE(match("g > rect", r2));
        CHECK(match("svg rect", r1));
        CHECK(match("svg rect", r2));
        CHECK(match("svg > rect", r2));
        CHECK_FALSE(match("svg > rect", r1));
        CHECK(match("svg .a rect", r1));
        CHECK(match("rect + circle", c1));
        CHECK_FALSE(match("rect + ellipse", e1));
        CHECK(match("rect ~ ellipse", e1));
        CHECK(match("g>rect+circle", c1));
        CHECK_FALSE(match("circle ~ rect", r1));
    }
    SUBCASE("attributes") {
        CHECK(match("[x]", r1));
        CHECK_FALSE(match("[x]", r2));
        CHECK(match("[x='1']", r1));
        CHECK(match("[x=\"1\"]", r1));
        CHECK_FALSE(match("[x='2']", r1));
        CHECK(match("[class~=b]", g1));
        CHECK_FALSE(match("[class~=ab]", g1));
        CHECK(match("[id^=r]", r1));
        CHECK(match("[id$='1']", r1));
        CHECK(match("[id*=1]", g1));
        CHECK(match("[data-k|=en]", r1));
    }
    SUBCASE("structural and dynamic pseudo-classes") {
        CHECK(match("rect:first-child", r1));
        CHECK_FALSE(match("rect:first-child", r2));
        CHECK(match("ellipse:last-child", e1));
        CHECK(match(":root", root));
        CHECK_FALSE(match(":root", g1));
        CHECK_FALSE(match("rect:hover", r1));  // valid, but a static drawing is never hovered
    }
}

TEST_CASE("selector matching spends a budget") {
    // A long chain of groups and a selector that backtracks through all of them.
    std::string text = "<svg>";
    for (int i = 0; i < 200; ++i) text += "<g>";
    text += "<rect id='deep'/>";
    for (int i = 0; i < 200; ++i) text += "</g>";
    text += "</svg>";
    Doc doc(text.c_str());
    const Selector s = selector("circle g g g g g g g g rect");
    size_t small = 50;
    CHECK_FALSE(matches(s, doc.by_id("deep"), small));
    CHECK(small == 0);
    size_t enough = 1000;
    CHECK(matches(selector("svg g g rect"), doc.by_id("deep"), enough));
    CHECK(enough > 0);
}
