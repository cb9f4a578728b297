// Finding the drawing in raw model responses: fences, answer blocks, bare elements, and
// what is said when there is none, several, or one cut off.
#include <doctest/doctest.h>

#include <algorithm>
#include <string>

#include "extract/extract.hpp"
#include "formats/read.hpp"

using namespace plumbline;

namespace {

const std::string kSvg = "<svg xmlns=\"http://www.w3.org/2000/svg\"><line x1=\"0\" y1=\"0\" x2=\"10\" y2=\"0\"/></svg>";
const std::string kOther = "<svg width=\"5\"><circle cx=\"1\" cy=\"1\" r=\"1\"/></svg>";

const Diagnostic* find_code(const Extraction& e, const std::string& code) {
    for (const Diagnostic& d : e.diagnostics)
        if (d.code == code) return &d;
    return nullptr;
}

// The extracted text must sit at `offset` in the response, so spans map back.
void check_located(const std::string& response, const Extraction& e) {
    REQUIRE(e.found);
    CHECK(response.compare(e.offset, e.text.size(), e.text) == 0);
    const size_t newlines = static_cast<size_t>(std::count(response.begin(), response.begin() + e.offset, '\n'));
    CHECK(e.line == static_cast<int>(newlines) + 1);
}

}  // namespace

TEST_CASE("extract: a ```svg fence inside prose") {
    const std::string response = "Here is the figure.\n\n```svg\n" + kSvg + "\n```\n\nThe line is horizontal.";
    const Extraction e = extract_drawing(response, "svg");
    check_located(response, e);
    CHECK(e.text == kSvg);
    CHECK(e.how == "fence");
    CHECK(e.format == "svg");
    CHECK(e.line == 4);
    CHECK(e.diagnostics.empty());
}

TEST_CASE("extract: fences of other spellings") {
    SUBCASE("tildes") {
        const std::string response = "~~~svg\n" + kSvg + "\n~~~\n";
        CHECK(extract_drawing(response, "svg").text == kSvg);
    }
    SUBCASE("xml, with a prolog kept") {
        const std::string drawing = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + kSvg;
        const std::string response = "```xml\n" + drawing + "\n```";
        const Extraction e = extract_drawing(response, "svg");
        check_located(response, e);
        CHECK(e.text == drawing);
    }
    SUBCASE("html page: only the svg element") {
        const std::string response = "```html\n<html><body>\n" + kSvg + "\n</body></html>\n```";
        const Extraction e = extract_drawing(response, "svg");
        check_located(response, e);
        CHECK(e.text == kSvg);
    }
    SUBCASE("plain fence") {
        const std::string response = "```\n" + kSvg + "\n```";
        CHECK(extract_drawing(response, "svg").text == kSvg);
    }
    SUBCASE("a fence closes only with the same character, at least as many") {
        // ``` inside a ```` fence and ``` inside a ~~~ fence are content, so the drawing after
        // them is still in the fence and the fence closes cleanly.
        for (const std::string& open : {std::string("````svg"), std::string("~~~svg")}) {
            const std::string close = open.substr(0, open.size() - 3);
            const std::string response = open + "\n```\n" + kSvg + "\n" + close + "\nDone.";
            const Extraction e = extract_drawing(response, "svg");
            CAPTURE(open);
            CHECK(e.text == kSvg);
            CHECK(e.how == "fence");
            CHECK(e.diagnostics.empty());
        }
    }
    SUBCASE("language in upper case, indented inside a list item") {
        const std::string response = "1. The drawing:\n\n    ```SVG\n    " + kSvg + "\n    ```\n";
        const Extraction e = extract_drawing(response, "svg");
        check_located(response, e);
        CHECK(e.text == kSvg);
    }
}

TEST_CASE("extract: code in another language is not the drawing") {
    const std::string response = "```python\nprint('" + kSvg + "')\n```\n";
    const Extraction e = extract_drawing(response, "svg");
    CHECK_FALSE(e.found);
    CHECK(find_code(e, "extract.none"));
}

TEST_CASE("extract: <answer> after <think>") {
    SUBCASE("the draft in <think> is not counted") {
        const std::string response = "<think>First try:\n" + kOther + "\nNo, use a line.</think>\n<answer>\n" + kSvg +
                                     "\n</answer>";
        const Extraction e = extract_drawing(response, "svg");
        check_located(response, e);
        CHECK(e.text == kSvg);
        CHECK(e.how == "answer");
        CHECK(e.diagnostics.empty());
    }
    SUBCASE("tags in upper case, as SGP-GenBench writes them") {
        const std::string response = "<THINK>plan</THINK><ANSWER>" + kSvg + "</ANSWER>";
        const Extraction e = extract_drawing(response, "svg");
        CHECK(e.text == kSvg);
        CHECK(e.how == "answer");
    }
    SUBCASE("a drawing only inside <think> is used, with a warning") {
        const std::string response = "<think>" + kSvg + "</think>\n<answer>see above</answer>";
        const Extraction e = extract_drawing(response, "svg");
        CHECK(e.text == kSvg);
        const Diagnostic* d = find_code(e, "extract.think");
        REQUIRE(d);
        CHECK(d->severity == Severity::Warning);
    }
}

TEST_CASE("extract: bare elements and the whole response") {
    SUBCASE("bare in prose, prolog and doctype kept") {
        const std::string drawing =
            "<?xml version=\"1.0\"?>\n<!DOCTYPE svg PUBLIC \"-//W3C//DTD SVG 1.1//EN\" "
            "\"http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd\">\n" + kSvg;
        const std::string response = "Sure! Here it is:\n" + drawing + "\nHope this helps.";
        const Extraction e = extract_drawing(response, "svg");
        check_located(response, e);
        CHECK(e.text == drawing);
        CHECK(e.how == "bare");
        CHECK(e.line == 2);
    }
    SUBCASE("the whole response is the drawing") {
        const std::string response = "\n  " + kSvg + "\n";
        const Extraction e = extract_drawing(response, "svg");
        check_located(response, e);
        CHECK(e.text == kSvg);
        CHECK(e.how == "whole");
    }
    SUBCASE("self-closing root") {
        const Extraction e = extract_drawing("<svg width=\"10\"/>", "svg");
        CHECK(e.text == "<svg width=\"10\"/>");
    }
    SUBCASE("a nested <svg> viewport stays inside its parent") {
        const std::string drawing = "<svg><svg x=\"5\"><line x1=\"0\" y1=\"0\" x2=\"1\" y2=\"1\"/></svg><circle r=\"2\"/></svg>";
        const Extraction e = extract_drawing("Drawing: " + drawing, "svg");
        CHECK(e.text == drawing);
        CHECK(e.diagnostics.empty());
    }
    SUBCASE("'>' inside a quoted attribute does not end the tag") {
        const std::string drawing = "<svg data-note=\"a > b\"><line x1=\"0\" y1=\"0\" x2=\"1\" y2=\"1\"/></svg>";
        CHECK(extract_drawing(drawing, "svg").text == drawing);
    }
    SUBCASE("an inline code span naming the tag is prose") {
        const std::string response = "I will write an `<svg>` element:\n" + kSvg;
        const Extraction e = extract_drawing(response, "svg");
        check_located(response, e);
        CHECK(e.text == kSvg);
        CHECK(e.diagnostics.empty());
    }
    SUBCASE("a one-line code span holding a whole drawing is found") {
        const std::string response = "Answer: `" + kSvg + "`";
        CHECK(extract_drawing(response, "svg").text == kSvg);
    }
    SUBCASE("<svg in a comment and <svgfoo> are not elements") {
        const std::string response = "<!-- <svg> draft --> <svgfoo> " + kSvg;
        const Extraction e = extract_drawing(response, "svg");
        CHECK(e.text == kSvg);
        CHECK(e.diagnostics.empty());
    }
}

TEST_CASE("extract: several drawings: the last complete one wins") {
    const std::string response = "First:\n```svg\n" + kOther + "\n```\nBetter:\n```svg\n" + kSvg + "\n```\n";
    const Extraction e = extract_drawing(response, "svg");
    check_located(response, e);
    CHECK(e.text == kSvg);
    const Diagnostic* d = find_code(e, "extract.several");
    REQUIRE(d);
    CHECK(d->severity == Severity::Info);
    CHECK(d->source == "response");
    CHECK(d->message.find("2 complete drawings") != std::string::npos);
    CHECK(d->span.line == 7);
}

TEST_CASE("extract: cut-off responses") {
    SUBCASE("an earlier complete drawing is used, with a warning at the cut one") {
        const std::string response = "```svg\n" + kOther + "\n```\nNow the final one:\n```svg\n<svg><line x1=\"0\"";
        const Extraction e = extract_drawing(response, "svg");
        CHECK(e.text == kOther);
        const Diagnostic* d = find_code(e, "extract.truncated");
        REQUIRE(d);
        CHECK(d->severity == Severity::Warning);
        CHECK(d->span.line == 6);
        CHECK(d->span.column == 1);
        CHECK_FALSE(find_code(e, "extract.several"));
    }
    SUBCASE("nothing complete: not found") {
        const std::string response = "Here:\n  <svg width=\"10\"><line x1=\"0\" y1=\"0\"/>";
        const Extraction e = extract_drawing(response, "svg");
        CHECK_FALSE(e.found);
        const Diagnostic* d = find_code(e, "extract.truncated");
        REQUIRE(d);
        CHECK(d->severity == Severity::Error);
        CHECK(d->span.line == 2);
        CHECK(d->span.column == 3);
        CHECK_FALSE(find_code(e, "extract.none"));
    }
    SUBCASE("cut inside the opening tag") {
        const Extraction e = extract_drawing("<svg width=\"10", "svg");
        CHECK_FALSE(e.found);
        CHECK(find_code(e, "extract.truncated"));
    }
    SUBCASE("unterminated fence around a complete drawing: used, with a warning") {
        const std::string response = "```svg\n" + kSvg + "\n";
        const Extraction e = extract_drawing(response, "svg");
        CHECK(e.text == kSvg);
        const Diagnostic* d = find_code(e, "extract.truncated");
        REQUIRE(d);
        CHECK(d->severity == Severity::Warning);
        CHECK(d->span.line == 1);
    }
    SUBCASE("unterminated empty fence: not found") {
        const Extraction e = extract_drawing("Let me draw it.\n```svg\n", "svg");
        CHECK_FALSE(e.found);
        const Diagnostic* d = find_code(e, "extract.truncated");
        REQUIRE(d);
        CHECK(d->message.find("line 2") != std::string::npos);
    }
}

TEST_CASE("extract: nothing to find") {
    SUBCASE("empty") {
        const Extraction e = extract_drawing("", "svg");
        CHECK_FALSE(e.found);
        REQUIRE(e.diagnostics.size() == 1);
        CHECK(e.diagnostics[0].code == "extract.none");
        CHECK(e.diagnostics[0].severity == Severity::Error);
        CHECK(e.diagnostics[0].source == "response");
    }
    SUBCASE("prose only") {
        const Extraction e = extract_drawing("I cannot draw that, sorry. Use a ruler and compass.", "svg");
        CHECK_FALSE(e.found);
        CHECK(find_code(e, "extract.none"));
    }
    SUBCASE("an svg fence without an svg element names the fence") {
        const Extraction e = extract_drawing("Answer:\n```svg\n<line x1=\"0\" y1=\"0\" x2=\"1\" y2=\"1\"/>\n```", "svg");
        CHECK_FALSE(e.found);
        const Diagnostic* d = find_code(e, "extract.none");
        REQUIRE(d);
        CHECK(d->span.line == 2);
        CHECK(d->message.find("line 2") != std::string::npos);
    }
    SUBCASE("an unknown format") {
        const Extraction e = extract_drawing(kSvg, "pdf");
        CHECK_FALSE(e.found);
        CHECK(find_code(e, "extract.format.unknown"));
    }
}

TEST_CASE("extract: hostile text stays linear and never crashes") {
    SUBCASE("200000 opening tags, none closed") {
        std::string response;
        for (int i = 0; i < 200000; ++i) response += "<svg>";
        const Extraction e = extract_drawing(response, "svg");
        CHECK_FALSE(e.found);
        CHECK(find_code(e, "extract.truncated"));
    }
    SUBCASE("many backtick runs") {
        std::string response;
        for (int i = 1; i < 3000; ++i) response += std::string(static_cast<size_t>(i % 40 + 1), '`') + "x";
        response += kSvg;
        CHECK(extract_drawing(response, "svg").text == kSvg);
    }
    SUBCASE("NUL bytes around the drawing") {
        std::string response("\0\0garbage\0", 10);
        response += kSvg + std::string("\0", 1);
        const Extraction e = extract_drawing(response, "svg");
        CHECK(e.text == kSvg);
    }
}

TEST_CASE("extract: a namespace-prefixed root is an SVG drawing, and is read as one") {
    const std::string prefixed =
        "<svg:svg xmlns:svg=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 10 10\">"
        "<svg:line x1=\"0\" y1=\"0\" x2=\"10\" y2=\"0\" stroke=\"black\"/></svg:svg>";
    const std::string response = "Here it is:\n" + prefixed + "\nDone.";
    const Extraction e = extract_drawing(response, "svg");
    check_located(response, e);
    CHECK(e.text == prefixed);
    const ReadResult r = read_drawing("svg", e.text, "candidate");
    REQUIRE(r.ok);
    REQUIRE_FALSE(r.scene.items.empty());
    CHECK(r.scene.items[0].kind() == ItemKind::Segment);
    // Other prefixed elements, and names that only start with "svg", are not drawings.
    CHECK_FALSE(extract_drawing("<a:svgx>no</a:svgx> <svgfoo/>", "svg").found);
    CHECK_FALSE(extract_drawing("<svg:svg xmlns:svg=\"http://www.w3.org/2000/svg\">", "svg").found);
}

TEST_CASE("extract: the given drawing shown again for comparison is not the answer") {
    const std::string given = "<svg viewBox=\"0 0 10 10\">\n  <line x1=\"0\" y1=\"0\" x2=\"10\" y2=\"0\"/>\n</svg>";
    const std::string answer = kSvg;
    // The model shows its answer, then the original re-indented.
    const std::string again = "<svg viewBox=\"0 0 10 10\"><line x1=\"0\" y1=\"0\"   x2=\"10\" y2=\"0\"/></svg>";
    const std::string response = "Answer:\n```svg\n" + answer + "\n```\nThe original, for comparison:\n```svg\n" +
                                 again + "\n```\n";
    const Extraction e = extract_drawing(response, "svg", given);
    check_located(response, e);
    CHECK(e.text == answer);
    const Diagnostic* d = find_code(e, "extract.given");
    REQUIRE(d);
    CHECK(d->message.find("line 7") != std::string::npos);   // the skipped block
    CHECK(d->message.find("line 3") != std::string::npos);   // the judged one
    CHECK_FALSE(find_code(e, "extract.several"));
    // Without the given drawing the last block wins, as before.
    CHECK(extract_drawing(response, "svg").text == again);
    // An answer that only repeats the given drawing is judged as it is (it then fails).
    const std::string only = "```svg\n" + again + "\n```";
    CHECK(extract_drawing(only, "svg", given).text == again);
    // A different last drawing is the answer even when an earlier block is the given one.
    const std::string reversed = "```svg\n" + again + "\n```\n```svg\n" + answer + "\n```";
    CHECK(extract_drawing(reversed, "svg", given).text == answer);
}
