// The error classes of SVGenius's bug-fixing set (tag errors, misspelled tags and
// attributes, path data errors, invalid commands, bad attribute values, stray characters),
// each in a response with prose before the drawing: one specific diagnostic, located in the
// whole response (extracted.line + span.line - 1, as the page and docs/schema.md count),
// whose message says what to change.
#include <doctest/doctest.h>

#include <string>

#include "pipeline/evaluate.hpp"
#include "pipeline/task.hpp"

using namespace plumbline;

namespace {

const char* const kTask =
    R"({"schema": "plumbline/task@1", "id": "malformed", "check": {"kind": "match", "candidate_select": "all"},
        "reference": "<svg viewBox=\"0 0 100 100\"><line class=\"output_object\" x1=\"10\" y1=\"10\" x2=\"90\" y2=\"90\"/></svg>"})";

// The answer as a model writes it: two lines of prose, a fence, then the drawing; `body`
// is on line 8 of the response, from column 3.
std::string response(const std::string& body) {
    return "Here is the drawing you asked for.\n\nIt has one line.\n\n```svg\n"
           "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 100 100\">\n"
           "  <line x1=\"10\" y1=\"10\" x2=\"90\" y2=\"90\" stroke=\"red\"/>\n"
           "  " + body + "\n</svg>\n```\n";
}

struct Found {
    Report report;
    const Diagnostic* diagnostic = nullptr;
    int response_line = 0;
};

Found judge(const std::string& body, const std::string& code) {
    Found f;
    EvaluateOptions options;
    options.timings = false;
    f.report = evaluate(parse_task_text(kTask), response(body), options);
    for (const Diagnostic& d : f.report.diagnostics)
        if (d.code == code) {
            f.diagnostic = &d;
            break;
        }
    if (f.diagnostic) f.response_line = f.report.extracted_line + f.diagnostic->span.line - 1;
    return f;
}

// The diagnostic `code` on response line 8 at `column`, saying `advice`.
void expect(const std::string& body, const std::string& code, int column, const std::string& advice) {
    CAPTURE(body);
    const Found f = judge(body, code);
    REQUIRE(f.diagnostic != nullptr);
    CHECK(f.diagnostic->source == "candidate");
    CHECK(f.response_line == 8);
    CHECK(f.diagnostic->span.column == column);
    CAPTURE(f.diagnostic->message);
    CHECK(f.diagnostic->message.find(advice) != std::string::npos);
}

}  // namespace

TEST_CASE("malformed input, tag errors: the open element and what closes it") {
    expect("<circle cx=\"50\" cy=\"50\" r=\"5\" fill=\"red\">", "svg.xml.malformed", 3,
           "<circle> is never closed, so `</svg>` cannot close <svg>: end <circle>'s tag with `/>`");
    expect("<g><circle cx=\"50\" cy=\"50\" r=\"5\"/></gg>", "svg.xml.malformed", 37,
           "`</gg>` does not close the open element <g>: write `</g>`.");
    expect("<circle cx=\"50\" cy=\"50\" r=\"5\"/></g>", "svg.xml.malformed", 34, "`</g>` matches no open element");
    CHECK(judge("<circle cx=\"50\" cy=\"50\" r=\"5\" fill=\"red\">", "svg.xml.malformed").report.verdict == Verdict::Invalid);
}

TEST_CASE("malformed input, misspelled tags: the element meant") {
    expect("<cirle cx=\"50\" cy=\"50\" r=\"5\" fill=\"red\"/>", "svg.element.unknown", 4, "Did you mean <circle>?");
    expect("<rectt x=\"5\" y=\"5\" width=\"9\" height=\"9\"/>", "svg.element.unknown", 4, "Did you mean <rect>?");
}

TEST_CASE("malformed input, misspelled attributes: the attribute meant, at its name") {
    expect("<circle cx=\"50\" cy=\"50\" rr=\"5\" fill=\"red\"/>", "svg.attribute.unknown", 27,
           "<circle> has no attribute `rr`, so it was ignored. Did you mean `r`?");
    expect("<circle cx=\"50\" cy=\"50\" r=\"5\" strok=\"red\"/>", "svg.attribute.unknown", 33, "Did you mean `stroke`?");
    expect("<line x1=\"1\" y1=\"1\" x2=\"9\" y2=\"9\" stroke-widht=\"2\"/>", "svg.attribute.unknown", 37,
           "Did you mean `stroke-width`?");
    // Attributes of editors and data are not mistakes.
    CHECK(judge("<circle cx=\"50\" cy=\"50\" r=\"5\" data-id=\"x\" inkscape:label=\"c\"/>", "svg.attribute.unknown")
              .diagnostic == nullptr);
}

TEST_CASE("malformed input, path data errors: how many numbers the command takes") {
    expect("<path d=\"M 10 10 L 20\" stroke=\"red\"/>", "svg.path.syntax", 24,
           "L takes 2 numbers (x y) but only 1 follows before the end: add the missing one");
    expect("<path d=\"M 10 10 C 20 20 30\" stroke=\"red\"/>", "svg.path.syntax", 30,
           "C takes 6 numbers (x1 y1 x2 y2 x y) but only 3 follow");
    expect("<path d=\"10 10 L 20 20\" stroke=\"red\"/>", "svg.path.syntax", 12, "path data must start with a moveto");
}

TEST_CASE("malformed input, invalid commands: the letter and the commands there are") {
    expect("<path d=\"M 10 10 K 20 20\" stroke=\"red\"/>", "svg.path.syntax", 20,
           "`K` is not a path command: the commands are M, L, H, V, C, S, Q, T, A and Z");
}

TEST_CASE("malformed input, bad attribute values: the value meant") {
    expect("<circle cx=\"50\" cy=\"50\" r=\"5\" fill=\"rde\"/>", "svg.attribute.invalid", 39, "Did you mean red?");
    expect("<circle cx=\"5O\" cy=\"50\" r=\"5\" fill=\"red\"/>", "svg.attribute.invalid", 15,
           "Did you mean 50 (digits, not letters)?");
    expect("<circle cx=\"50\" cy=\"50\" r=\"5\" fill=\"#12345z\"/>", "svg.attribute.invalid", 39,
           "Write a colour name (red), #rrggbb, or rgb(r, g, b).");
    expect("<line x1=\"1\" y1=\"1\" x2=\"9\" y2=\"9\" stroke-width=\"2pxx\"/>", "svg.attribute.invalid", 51,
           "Write a number, with a unit if needed");
}

TEST_CASE("malformed input, stray characters: what they look like") {
    expect("<circle cx=\"50\" cy=\"50\" r=\"5\" fill=\"red\"/>}", "svg.text.stray", 45,
           "Stray text `}` inside <svg> is not drawn: remove it");
    expect("circle cx=\"50\" cy=\"50\" r=\"5\" fill=\"red\"/>", "svg.text.stray", 3,
           "looks like a <circle> element that lost its `<`: write `<circle ...`.");
    expect("<circle cx=\"50\"\" cy=\"50\" r=\"5\"/>", "svg.xml.malformed", 18,
           "a stray `\"` in the <circle> tag: remove it");
    expect("<line x1=\"1\" y1=\"1\" x2=9 y2=\"9\"/>", "svg.xml.malformed", 26,
           "the value of `x2` in the <line> tag must be in quotes: x2=\"...\".");
    // Text inside <text>, <title> and <desc> is where text belongs.
    CHECK(judge("<text x=\"5\" y=\"5\">}</text><title>a } b</title>", "svg.text.stray").diagnostic == nullptr);
}

TEST_CASE("malformed input, what draws nothing in a browser is said, where it is") {
    const auto diagnostics_of = [](const std::string& svg) { return read_drawing("svg", svg, "candidate").diagnostics; };
    const auto only = [](const std::vector<Diagnostic>& ds, const std::string& code) {
        const Diagnostic* found = nullptr;
        int n = 0;
        for (const Diagnostic& d : ds)
            if (d.code == code) found = &d, ++n;
        CHECK(n == 1);
        return found;
    };
    const std::string ns = "<svg xmlns=\"http://www.w3.org/2000/svg\">";
    SUBCASE("a path whose d went under another name") {
        const std::vector<Diagnostic> ds = diagnostics_of(ns + "<path id=\"M10 10 L 50 50\" stroke=\"red\"/></svg>");
        const Diagnostic* d = only(ds, "svg.path.empty");
        REQUIRE(d);
        CHECK(d->severity == Severity::Warning);
        CHECK(d->message.find("draws nothing") != std::string::npos);
        CHECK(d->message.find("Its `id` holds path data: did you mean `d`?") != std::string::npos);
        CHECK(d->span.column == 47);   // the name `id`
        CHECK(d->span.end_column == 48);
    }
    SUBCASE("a path without d, and one with an empty d") {
        const std::vector<Diagnostic> ds = diagnostics_of(ns + "<path stroke=\"red\"/><path d=\"\"/></svg>");
        int n = 0;
        for (const Diagnostic& d : ds) n += d.code == "svg.path.empty" ? 1 : 0;
        CHECK(n == 2);
    }
    SUBCASE("a root without the SVG namespace, and one with it misspelt") {
        const std::vector<Diagnostic> bare = diagnostics_of("<svg><line x2=\"1\"/></svg>");
        const Diagnostic* plain = only(bare, "svg.namespace.missing");
        REQUIRE(plain);
        CHECK(plain->message.find("a browser opening this file does not draw it as SVG") != std::string::npos);
        CHECK(plain->span.column == 1);
        const std::vector<Diagnostic> xmls = diagnostics_of("<svg xmls=\"http://www.w3.org/2000/svg\"><line x2=\"1\"/></svg>");
        const Diagnostic* misspelt = only(xmls, "svg.namespace.missing");
        REQUIRE(misspelt);
        CHECK(misspelt->message.find("`xmls` is not `xmlns`") != std::string::npos);
        CHECK(misspelt->span.column == 6);
        CHECK(misspelt->span.end_column == 9);
        CHECK(diagnostics_of(ns + "<line x2=\"1\"/></svg>").empty());
    }
    SUBCASE("every unknown element, each where it is") {
        int n = 0;
        for (const Diagnostic& d : diagnostics_of(ns + "\n<pth d=\"M0 0L1 1\"/>\n<pth d=\"M0 0L2 2\"/></svg>"))
            if (d.code == "svg.element.unknown") CHECK(d.span.line == 2 + n++);
        CHECK(n == 2);
    }
}
