// Hostile and broken candidates through the whole pipeline: every one gets a report with
// a verdict that is not "pass", at least one diagnostic saying why, and printable JSON.
#include <doctest/doctest.h>

#include <string>

#include "output/json.hpp"
#include "pipeline/evaluate.hpp"

using namespace plumbline;

namespace {

// One horizontal output segment from (10,50) to (90,50); tolerance 10.
TaskParse segment_task() {
    return parse_task(nlohmann::json{
        {"schema", "plumbline/task@1"},
        {"id", "robust"},
        {"reference",
         "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 100 100\">"
         "<line class=\"output_object\" x1=\"10\" y1=\"50\" x2=\"90\" y2=\"50\" stroke=\"red\"/></svg>"},
        {"check", {{"kind", "match"}, {"tolerance", 10}}}});
}

const std::string kHead = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 100 100\">";
const std::string kCorrectLine = "<line x1=\"10\" y1=\"50\" x2=\"90\" y2=\"50\" stroke=\"red\"/>";

Report judge(const std::string& candidate) {
    const TaskParse task = segment_task();
    REQUIRE(task.ok);
    EvaluateOptions options;
    options.timings = false;
    return evaluate(task, candidate, options);
}

bool has_code(const Report& r, const std::string& code) {
    for (const Diagnostic& d : r.diagnostics)
        if (d.code == code) return true;
    return false;
}

bool has_source(const Report& r, const std::string& source) {
    for (const Diagnostic& d : r.diagnostics)
        if (d.source == source) return true;
    return false;
}

// What every hostile input must get: not a pass, a reason, and JSON that prints.
void check_sensible(const Report& r) {
    CHECK(r.verdict != Verdict::Pass);
    if (r.verdict == Verdict::Invalid) CHECK(r.score == 0);
    CHECK_FALSE(r.diagnostics.empty());
    std::string text;
    CHECK_NOTHROW(text = to_json(r).dump());
    CHECK_FALSE(nlohmann::json::parse(text, nullptr, false).is_discarded());
}

}  // namespace

TEST_CASE("robustness: the baseline passes, so the failures below mean something") {
    const Report r = judge("```svg\n" + kHead + kCorrectLine + "</svg>\n```");
    CHECK(r.verdict == Verdict::Pass);
    CHECK(r.score == 1);
}

TEST_CASE("robustness: empty candidate") {
    const Report r = judge("");
    check_sensible(r);
    CHECK(r.verdict == Verdict::Invalid);
    CHECK(has_code(r, "extract.none"));
}

TEST_CASE("robustness: only prose") {
    const Report r = judge("The perpendicular bisector is the set of points equidistant from A and B.\n"
                           "I would draw it with a compass.");
    check_sensible(r);
    CHECK(r.verdict == Verdict::Invalid);
    CHECK(has_code(r, "extract.none"));
}

TEST_CASE("robustness: huge candidates") {
    SUBCASE("10 MB of elements: a budget is hit and said") {
        std::string svg = kHead;
        const std::string dot = "<circle cx=\"500\" cy=\"500\" r=\"1\"/>\n";
        while (svg.size() < (10u << 20)) svg += dot;
        svg += "</svg>";
        const Report r = judge(svg);
        check_sensible(r);
        CHECK(has_code(r, "read.limit.items"));
    }
    SUBCASE("10 MB of prose before a wrong drawing") {
        std::string response(10u << 20, 'x');
        response += "\n<svg viewBox=\"0 0 100 100\"><line x1=\"10\" y1=\"10\" x2=\"10\" y2=\"90\"/></svg>";
        const Report r = judge(response);
        check_sensible(r);
        CHECK(r.verdict == Verdict::Fail);
        CHECK(r.extracted_line == 2);
    }
}

TEST_CASE("robustness: 100000 nested groups") {
    std::string svg = kHead;
    for (int i = 0; i < 100000; ++i) svg += "<g>";
    svg += "<line x1=\"0\" y1=\"0\" x2=\"5\" y2=\"5\"/>";
    for (int i = 0; i < 100000; ++i) svg += "</g>";
    svg += "</svg>";
    const Report r = judge(svg);
    check_sensible(r);
    CHECK(has_code(r, "read.limit.depth"));
    // What the reader dropped is not judged: invalid, naming the limit.
    CHECK(r.verdict == Verdict::Invalid);
    CHECK(has_code(r, "read.incomplete"));
}

TEST_CASE("robustness: a drawing nested as deep as real exports is read whole and judged") {
    // 300 nested groups (an Inkscape layer stack or Graphviz clusters go this deep) around
    // the right line: read whole, judged on it.
    std::string svg = kHead;
    for (int i = 0; i < 300; ++i) svg += "<g>";
    svg += kCorrectLine;
    for (int i = 0; i < 300; ++i) svg += "</g>";
    svg += "</svg>";
    const Report r = judge(svg);
    CHECK(r.verdict == Verdict::Pass);
    CHECK_FALSE(has_code(r, "read.limit.depth"));
}

TEST_CASE("robustness: a budget that drops part of the answer makes it invalid, not a fail on the rest") {
    // The right line sits past the item budget: a verdict on the items read would be FAIL.
    TaskParse task = segment_task();
    REQUIRE(task.ok);
    EvaluateOptions options;
    options.timings = false;
    options.limits.max_items = 3;
    std::string svg = kHead;
    for (int i = 0; i < 5; ++i) svg += "<circle cx=\"5\" cy=\"5\" r=\"1\"/>";
    svg += kCorrectLine + "</svg>";
    const Report r = evaluate(task, svg, options);
    CHECK(r.verdict == Verdict::Invalid);
    CHECK(has_code(r, "read.limit.items"));
    REQUIRE(has_code(r, "read.incomplete"));
    for (const Diagnostic& d : r.diagnostics)
        if (d.code == "read.incomplete") CHECK(d.message.find("read.limit.items") != std::string::npos);
}

TEST_CASE("robustness: binary garbage with NUL bytes") {
    std::string garbage;
    for (int i = 0; i < 4096; ++i) garbage += static_cast<char>((i * 131 + 7) % 256);
    SUBCASE("on its own") {
        const Report r = judge(garbage);
        check_sensible(r);
        CHECK(r.verdict == Verdict::Invalid);
    }
    SUBCASE("inside an svg element") {
        const Report r = judge(kHead + garbage + "</svg>");
        check_sensible(r);
        CHECK(has_source(r, "candidate"));
    }
}

TEST_CASE("robustness: non-finite numbers in attributes and path data") {
    // Each would be wrong even where a reader falls back to a default for the bad number.
    const char* const elements[] = {
        "<line x1=\"NaN\" y1=\"20\" x2=\"90\" y2=\"20\"/>",
        "<line x1=\"10\" y1=\"20\" x2=\"inf\" y2=\"20\"/>",
        "<line x1=\"10\" y1=\"20\" x2=\"1e309\" y2=\"20\"/>",
        "<circle cx=\"50\" cy=\"50\" r=\"-1e309\"/>",
        "<path d=\"M 10 20 L 1e309 20\"/>",
        "<path d=\"M 10 20 L NaN 20\"/>",
        "<path d=\"M 10 20 C 20 50 1e308 1e308 -1e308 50\"/>",
        "<line x1=\"10\" y1=\"20\" x2=\"90\" y2=\"20\" transform=\"scale(1e309)\"/>",
        "<g transform=\"matrix(1e308 0 0 1e308 0 0)\"><line x1=\"10\" y1=\"50\" x2=\"90\" y2=\"50\"/></g>",
    };
    for (const std::string element : elements) {
        CAPTURE(element);
        const Report r = judge(kHead + element + "</svg>");
        check_sensible(r);
        CHECK(has_source(r, "candidate"));
    }
}

TEST_CASE("robustness: a <use> cycle") {
    const Report r = judge(kHead +
                           "<defs><g id=\"a\"><use href=\"#b\"/></g><g id=\"b\"><use href=\"#a\"/></g></defs>"
                           "<use href=\"#a\"/><g id=\"self\"><use href=\"#self\"/></g></svg>");
    check_sensible(r);
    CHECK(has_code(r, "svg.use.cycle"));
}

TEST_CASE("robustness: a fence cut off mid-drawing") {
    const Report r = judge("Here is the drawing:\n```svg\n" + kHead + "<line x1=\"10\" y1=\"50\" x2=");
    check_sensible(r);
    CHECK(r.verdict == Verdict::Invalid);
    CHECK(has_code(r, "extract.truncated"));
    CHECK_FALSE(r.extracted);
}

TEST_CASE("robustness: invalid UTF-8") {
    const Report r = judge(kHead + "<text x=\"1\" y=\"1\">\xff\xfe\xc0\xaf\xed\xa0\x80</text>"
                           "<line x1=\"10\" y1=\"10\" x2=\"10\" y2=\"90\"/></svg>\xff");
    check_sensible(r);
    REQUIRE(r.extracted);
    const std::string text = to_json(r).at("extracted").at("text");
    CHECK(text.find("\xEF\xBF\xBD") != std::string::npos);
}
