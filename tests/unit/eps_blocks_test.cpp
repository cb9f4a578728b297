// Where extraction finds EPS in a response: `%!PS` ... `showpage`, fences with and
// without a tag, a fence body without a header, cut-off pages, mentions in prose, and the
// last-complete-block rule through extract_drawing.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "formats/eps/eps_blocks.hpp"
#include "plumbline/extract/extract.hpp"

using namespace plumbline;

namespace {

std::vector<std::string> blocks(const std::string& text, bool prose = true, std::vector<bool>* complete = nullptr) {
    std::vector<Block> found;
    find_eps_blocks(text, 0, text.size(), prose, found);
    std::vector<std::string> out;
    for (const Block& b : found) {
        out.push_back(text.substr(b.begin, b.end - b.begin));
        if (complete) complete->push_back(b.complete);
    }
    return out;
}

const std::string kPage = "%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 0 0 300 300\n0 0 moveto 10 10 lineto stroke\nshowpage";

}  // namespace

TEST_CASE("eps blocks: bare pages, in order, ended by showpage") {
    CHECK(blocks("Here:\n" + kPage + "\nDone.") == std::vector<std::string>{kPage});
    CHECK(blocks(kPage + "\ntext\n" + kPage) == std::vector<std::string>{kPage, kPage});
    // showpage in a comment or inside a longer word does not end the page
    const std::string commented = "%!PS\n% no showpage yet\n/myshowpage { } def\nshowpage";
    CHECK(blocks(commented) == std::vector<std::string>{commented});
}

TEST_CASE("eps blocks: a page without showpage runs to the end: cut off in prose, complete in a fence") {
    std::vector<bool> complete;
    const std::string open = "%!PS\n0 0 moveto 1 1 lineto stroke\n";
    CHECK(blocks("Text\n" + open, true, &complete) == std::vector<std::string>{open});
    CHECK(complete == std::vector<bool>{false});
    complete.clear();
    CHECK(blocks(open, false, &complete) == std::vector<std::string>{open});
    CHECK(complete == std::vector<bool>{true});
}

TEST_CASE("eps blocks: a fence body without a header, when it is drawing code") {
    const std::string body = "newpath 0 0 moveto 10 10 lineto stroke";
    CHECK(blocks("\n" + body + "\n", false) == std::vector<std::string>{body});
    CHECK(blocks("print('moveto')", false).empty());
    CHECK(blocks(body, true).empty());   // in prose, only a %!PS header starts a page
}

TEST_CASE("eps blocks: a mention in an inline code span is not a page") {
    CHECK(blocks("Start the file with `%!PS-Adobe-3.0` and end it with showpage.").empty());
}

TEST_CASE("eps extraction: fences with and without tags, the last complete page") {
    const std::string first = "%!PS\n1 0 0 setrgbcolor 0 0 moveto 5 5 lineto stroke\nshowpage";
    for (const char* tag : {"postscript", "ps", "eps", "epsf", ""}) {
        INFO(std::string(tag));
        const std::string response = "Draft:\n```" + std::string(tag) + "\n" + first + "\n```\nFinal:\n```" + tag +
                                     "\n" + kPage + "\n```\n";
        const Extraction e = extract_drawing(response, "eps");
        REQUIRE(e.found);
        CHECK(e.text == kPage);
        CHECK(e.how == "fence");
        CHECK(e.line == 9);
    }
    // A page cut off after a complete one: the complete one, with a warning.
    const Extraction cut = extract_drawing(kPage + "\nAnd again:\n%!PS\n0 0 moveto", "eps");
    REQUIRE(cut.found);
    CHECK(cut.text == kPage);
    REQUIRE(!cut.diagnostics.empty());
    CHECK(cut.diagnostics[0].code == "extract.truncated");
    // A code fence in another language holds no EPS.
    CHECK(!extract_drawing("```python\n" + kPage + "\n```", "eps").found);
    // Nothing at all.
    const Extraction none = extract_drawing("I cannot draw that.", "eps");
    CHECK(!none.found);
    CHECK(none.diagnostics[0].code == "extract.none");
}
