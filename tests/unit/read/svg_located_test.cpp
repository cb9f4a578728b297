// Each defect located where it is (issue 39, measured on SVGenius's bug-fixing set by
// tests/js/svgenius.test.mjs): the diagnostic's span starts at the character to change,
// not where a browser's parser gives up some characters later, and its message says what
// a browser does. Columns count characters (code points), as an editor does.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "pipeline/evaluate.hpp"

using namespace plumbline;

namespace {

const std::string kRoot = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 100 100\">";

std::vector<Diagnostic> read(const std::string& svg) { return read_drawing("svg", svg, "candidate").diagnostics; }

// The one warning or error of `svg`, which must have code `code`.
Diagnostic only(const std::string& svg, const std::string& code) {
    CAPTURE(svg);
    std::vector<Diagnostic> serious;
    for (const Diagnostic& d : read(svg))
        if (d.severity != Severity::Info) serious.push_back(d);
    REQUIRE(serious.size() == 1);
    CHECK(serious[0].code == code);
    return serious[0];
}

// The column (1-based, in characters) where `needle` starts on the first line of `svg`,
// counted as the reader counts: ASCII only here, so one byte a character.
int column_of(const std::string& svg, const std::string& needle, size_t from = 0) {
    const size_t at = svg.find(needle, from);
    REQUIRE(at != std::string::npos);
    return static_cast<int>(at) + 1;
}

bool says(const Diagnostic& d, const std::string& words) {
    CAPTURE(d.message);
    return d.message.find(words) != std::string::npos;
}

}  // namespace

TEST_CASE("located: a value whose closing quote is missing, at the place of the quote") {
    SUBCASE("running on into the next attribute's name") {
        const std::string svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"200 height=\"200\"></svg>";
        const Diagnostic d = only(svg, "svg.xml.malformed");
        CHECK(d.span.column == column_of(svg, " height"));   // just after 200, where `"` belongs
        CHECK(says(d, "the value `width=\"200` has no closing quote, so it runs on into the next attribute, "
                      "`height=`: write `width=\"200\"`."));
        CHECK(says(d, "refuses the whole drawing"));
    }
    SUBCASE("the namespace's value, running into viewBox") {
        const std::string svg = "<svg xmlns=\"http://www.w3.org/2000/svg viewBox=\"0 0 10 10\"></svg>";
        CHECK(only(svg, "svg.xml.malformed").span.column == column_of(svg, " viewBox"));
    }
    SUBCASE("running on past the end of its tag into the next tag, which a browser meets as `<` in a value") {
        const std::string svg = kRoot + "<path d=\"M0 0L9 9\" fill=\"#495057 /><path d=\"M1 1L5 5\"/></svg>";
        const Diagnostic d = only(svg, "svg.xml.malformed");
        CHECK(d.span.column == column_of(svg, " /><path d=\"M1"));
        CHECK(says(d, "`fill=\"#495057` has no closing quote, so it runs on into the end of its tag and past it"));
    }
    SUBCASE("a literal `<` in a value is still that") {
        const std::string svg = kRoot + "<text x=\"1\" y=\"1\" id=\"a<b\">t</text></svg>";
        const Diagnostic d = only(svg, "svg.xml.malformed");
        CHECK(d.span.column == column_of(svg, "<b"));
        CHECK(says(d, "`<` is not allowed in an attribute value"));
    }
    SUBCASE("a missing opening quote: at the value") {
        const std::string svg = kRoot + "<path d=M0 0L9 9\" fill=\"red\"/></svg>";
        CHECK(only(svg, "svg.xml.malformed").span.column == column_of(svg, "M0 0"));
    }
}

TEST_CASE("located: a command letter E read as an exponent, at the E") {
    SUBCASE("the numbers after it stop fitting later: located at the E, drawn up to the later error") {
        const std::string d = "M620 539c10.1 3.3 20.8 5 32 5E21.9-1.8 32-5c41.8-13.5 72-52.7 72-99";
        const std::string svg = kRoot + "<path d=\"" + d + "\"/></svg>";
        const Diagnostic found = only(svg, "svg.path.syntax");
        CHECK(found.severity == Severity::Warning);
        CHECK(found.span.column == column_of(svg, "E21"));
        CHECK(says(found, "`5E21` reads as one number, 5 x 10^21, as `E` starts an exponent: `E` is not a path "
                          "command, so the command meant here is missing"));
        CHECK(says(found, "and draws the path up to there"));
    }
    SUBCASE("an exponent past a double's range: the number too large, located at the E") {
        const std::string svg = kRoot + "<path d=\"M0 0a39 39 0 0 0 78.26 6.948571E496.054857 314.51\"/></svg>";
        const Diagnostic found = only(svg, "svg.number.nonfinite");
        CHECK(found.span.column == column_of(svg, "E496"));
    }
    SUBCASE("a written exponent (with its sign) is not suspected: the error stays where it is") {
        const std::string svg = kRoot + "<path d=\"M0 0C1.17e+02 10 20 30;40 50\"/></svg>";
        CHECK(only(svg, "svg.path.syntax").span.column == column_of(svg, ";"));
        CHECK(read(kRoot + "<path d=\"M0 0L2.73e+02 9.33e+01\"/></svg>").empty());
    }
}

TEST_CASE("located: path data errors at the offending character, drawn up to there as a browser does") {
    const std::string svg = kRoot + "<path d=\"M10 10 L20 20 L30;30 L40 40\"/></svg>";
    const Diagnostic d = only(svg, "svg.path.syntax");
    CHECK(d.span.column == column_of(svg, ";"));
    CHECK(d.span.end_column == d.span.column);
    CHECK(says(d, "It is drawn up to there, as browsers do."));
    const std::string command = kRoot + "<path d=\"M10 10 L20 20 w30 30\"/></svg>";
    CHECK(only(command, "svg.path.syntax").span.column == column_of(command, "w30"));
}

TEST_CASE("located: a misspelt element at its name, every one") {
    const std::string svg = kRoot + "<pth d=\"M0 0L9 9\"/><pathh d=\"M0 0L5 5\"/></svg>";
    std::vector<Diagnostic> found;
    for (const Diagnostic& d : read(svg))
        if (d.code == "svg.element.unknown") found.push_back(d);
    REQUIRE(found.size() == 2);
    CHECK(found[0].span.column == column_of(svg, "pth"));
    CHECK(found[0].span.end_column == column_of(svg, "pth") + 2);
    CHECK(found[1].span.column == column_of(svg, "pathh"));
    CHECK(found[1].span.end_column == column_of(svg, "pathh") + 4);
    CHECK(says(found[1], "Did you mean <path>?"));
}

TEST_CASE("located: an invalid attribute value at the value, with what a browser draws instead") {
    SUBCASE("a hexadecimal colour written 0x...") {
        const std::string svg = kRoot + "<path d=\"M0 0L9 9\" fill=\"0x1A5F8E\"/></svg>";
        const Diagnostic d = only(svg, "svg.attribute.invalid");
        CHECK(d.span.column == column_of(svg, "0x1A5F8E"));
        CHECK(d.span.end_column == column_of(svg, "0x1A5F8E") + 7);
        CHECK(says(d, "fill=\"0x1A5F8E\" is not a valid fill, so a browser ignores it, as here: the <path> is filled "
                      "with the fill it inherits, black."));
        CHECK(says(d, "Did you mean #1A5F8E? (a hexadecimal colour starts with `#`, not `0x`)"));
    }
    SUBCASE("the inherited fill named") {
        const std::string svg = kRoot + "<g fill=\"red\"><path d=\"M0 0L9 9\" fill=\"F5C254\"/></g></svg>";
        const Diagnostic d = only(svg, "svg.attribute.invalid");
        CHECK(says(d, "filled with the fill it inherits, red."));
        CHECK(says(d, "Did you mean #F5C254?"));
    }
    SUBCASE("a CSS declaration where the value belongs") {
        const Diagnostic d = only(kRoot + "<path d=\"M0 0L9 9\" fill=\"color:E61F19\"/></svg>", "svg.attribute.invalid");
        CHECK(says(d, "Did you mean #E61F19? (the attribute takes the colour alone"));
    }
    SUBCASE("an opacity with a unit") {
        const Diagnostic d = only(kRoot + "<path d=\"M0 0L9 9\" opacity=\".2px\"/></svg>", "svg.attribute.invalid");
        CHECK(says(d, "the <path> is drawn fully opaque (opacity 1)."));
        CHECK(says(d, "without a unit: did you mean .2?"));
    }
    SUBCASE("a misspelt colour name is still named, not read as hexadecimal") {
        CHECK(says(only(kRoot + "<path d=\"M0 0L9 9\" fill=\"bleu\"/></svg>", "svg.attribute.invalid"),
                   "Did you mean blue?"));
    }
    SUBCASE("an empty presentation attribute is no attribute, to a browser as here") {
        CHECK(read(kRoot + "<path d=\"M0 0L9 9\" fill=\"\" stroke=\" \"/></svg>").empty());
    }
}

TEST_CASE("located: columns count characters, not bytes") {
    // Before the defect on its line: a two-byte é, a three-byte ✓ and a four-byte 😀, one
    // column each, as an editor counts them.
    const std::string svg = kRoot + "<!-- é ✓ 😀 --><circle cx=\"5O\" cy=\"5\" r=\"5\"/></svg>";
    const Diagnostic d = only(svg, "svg.attribute.invalid");
    const int bytes = column_of(svg, "5O");
    CHECK(d.span.column == bytes - (1 + 2 + 3));
    CHECK(d.span.end_column == d.span.column + 1);
    // And a malformed drawing's error, after them on its line.
    const std::string broken = kRoot + "<!-- é ✓ 😀 --><circle cx=\"5\"\" cy=\"5\"/></svg>";
    const Diagnostic e = only(broken, "svg.xml.malformed");
    CHECK(e.span.column == column_of(broken, "\" cy") - (1 + 2 + 3));
}
