// Where extraction finds EPS in a response: `%!PS` ... `showpage`, fences with and
// without a tag, a fence body without a header, cut-off pages, mentions in prose, and the
// last-complete-block rule through extract_drawing.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "formats/eps/eps_blocks.hpp"
#include "extract/extract.hpp"

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

TEST_CASE("eps blocks: a page without showpage runs to the end: cut off in prose, complete in a closed fence") {
    std::vector<bool> complete;
    const std::string open = "%!PS\n0 0 moveto 1 1 lineto stroke\n";
    CHECK(blocks("Text\n" + open, true, &complete) == std::vector<std::string>{open});
    CHECK(complete == std::vector<bool>{false});
    // a closed fence's body ends before its closing line
    const std::string fenced = open + "```\n";
    std::vector<Block> found;
    find_eps_blocks(fenced, 0, open.size(), false, found);
    REQUIRE(found.size() == 1);
    CHECK(fenced.substr(found[0].begin, found[0].end - found[0].begin) == open);
    CHECK(found[0].complete);
    // an unclosed fence's body runs to the end of the response: the page may be cut off
    complete.clear();
    CHECK(blocks(open, false, &complete) == std::vector<std::string>{open});
    CHECK(complete == std::vector<bool>{false});
}

TEST_CASE("eps extraction: a page cut off inside a fence that never closes is cut off, not complete") {
    // The response stops in the middle of a number: without showpage or a closing fence,
    // nothing says the page was finished (an SVG or TikZ drawing cut there lacks its end tag).
    const std::string cut = "Here:\n\n```postscript\n%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 0 0 300 300\n"
                            "0 0 moveto 10 10 lineto stroke\n1 0 0 setrgbcolor\nnewpath\n140 3";
    const Extraction e = extract_drawing(cut, "eps");
    CHECK(!e.found);
    REQUIRE(!e.diagnostics.empty());
    CHECK(e.diagnostics[0].code == "extract.truncated");
    CHECK(e.diagnostics[0].severity == Severity::Error);
    // The same page in a closed fence is a complete page without showpage.
    const Extraction closed = extract_drawing(cut + "\n```\n", "eps");
    REQUIRE(closed.found);
    CHECK(closed.text.find("140 3") != std::string::npos);
    // With showpage, the page is complete even when the fence is never closed.
    const Extraction shown = extract_drawing(cut + "0 moveto 150 20 lineto stroke\nshowpage\n", "eps");
    REQUIRE(shown.found);
    CHECK(shown.diagnostics.size() == 1);
    CHECK(shown.diagnostics[0].code == "extract.truncated");
    CHECK(shown.diagnostics[0].severity == Severity::Warning);
}

TEST_CASE("eps blocks: a fence body without a header, when it is drawing code") {
    const std::string body = "newpath 0 0 moveto 10 10 lineto stroke";
    CHECK(blocks("\n" + body + "\n", false) == std::vector<std::string>{body});
    CHECK(blocks("print('moveto')", false).empty());
    CHECK(blocks(body, true).empty());   // in prose, only a %!PS header starts a page
    // complete in a closed fence or when shown; in a fence that never closes, maybe cut off
    const std::string closed = body + "\n```\n";
    std::vector<Block> found;
    find_eps_blocks(closed, 0, body.size() + 1, false, found);
    REQUIRE(found.size() == 1);
    CHECK(found[0].complete);
    std::vector<bool> complete;
    CHECK(blocks(body, false, &complete) == std::vector<std::string>{body});
    CHECK(blocks(body + " showpage", false, &complete) == std::vector<std::string>{body + " showpage"});
    CHECK(complete == std::vector<bool>{false, true});
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
