// check.preserve_input for the match and constraints checks: reported by default ("off"
// silences it), "report" says which given element was not kept without touching the
// verdict, "strict" makes keeping the given drawing a requirement of the verdict.
#include <doctest/doctest.h>

#include <string>

#include "pipeline/evaluate.hpp"
#include "pipeline/task.hpp"

using namespace plumbline;
using nlohmann::json;

namespace {

const char* const kGiven =
    "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 400 400\">\n"
    "<line x1=\"100\" y1=\"200\" x2=\"300\" y2=\"200\"/>\n"
    "<circle cx=\"200\" cy=\"200\" r=\"60\"/>\n"
    "<text x=\"90\" y=\"215\">A</text><text x=\"305\" y=\"215\">B</text></svg>";
const char* const kReference =
    "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 400 400\">"
    "<line x1=\"100\" y1=\"200\" x2=\"300\" y2=\"200\"/><circle cx=\"200\" cy=\"200\" r=\"60\"/>"
    "<text x=\"90\" y=\"215\">A</text><text x=\"305\" y=\"215\">B</text>"
    "<line class=\"output_object\" x1=\"200\" y1=\"60\" x2=\"200\" y2=\"340\"/></svg>";

json task(const std::string& kind, const char* preserve) {
    json check = {{"kind", kind}};
    if (kind == "constraints") {
        check["objects"] = {{"A", {{"given", "point"}, {"label", "A"}}},
                            {"B", {{"given", "point"}, {"label", "B"}}},
                            {"l", {{"answer", "segment"}}}};
        check["constraints"] = json::array({{{"on", {{{"midpoint", {"A", "B"}}}, "l"}}},
                                            {{"perpendicular", {"l", {{"segment", {"A", "B"}}}}}}});
    }
    if (preserve) check["preserve_input"] = preserve;
    return {{"schema", "plumbline/task@1"}, {"id", "t"}, {"input", kGiven}, {"reference", kReference}, {"check", check}};
}

// The bisector drawn; `circle` is how the answer redraws the given circle.
std::string answer(const std::string& circle) {
    return "```svg\n<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 400 400\">\n"
           "<line x1=\"100\" y1=\"200\" x2=\"300\" y2=\"200\"/>\n" + circle +
           "\n<text x=\"90\" y=\"215\">A</text><text x=\"305\" y=\"215\">B</text>\n"
           "<line class=\"output_object\" x1=\"200\" y1=\"60\" x2=\"200\" y2=\"340\"/>\n</svg>\n```";
}
const std::string kKept = "<circle cx=\"200\" cy=\"200\" r=\"60\"/>";
const std::string kMoved = "<circle cx=\"215\" cy=\"200\" r=\"60\"/>";

int count(const Report& r, const std::string& code) {
    int n = 0;
    for (const Diagnostic& d : r.diagnostics) n += d.code == code;
    return n;
}

const Diagnostic* first(const Report& r, const std::string& code) {
    for (const Diagnostic& d : r.diagnostics)
        if (d.code == code) return &d;
    return nullptr;
}

}  // namespace

TEST_CASE("preserve_input: reported by default, off on request, for both checks") {
    for (const char* kind : {"match", "constraints"}) {
        INFO(kind);
        const TaskParse t = parse_task(task(kind, nullptr));
        REQUIRE(t.ok);
        const Report r = evaluate(t, answer(kMoved));
        CHECK(r.verdict == Verdict::Pass);   // a report, not part of the verdict
        CHECK(count(r, "input.modified") == 1);
        CHECK(count(r, "input.preserved") == 0);
        const TaskParse off = parse_task(task(kind, "off"));
        REQUIRE(off.ok);
        const Report quiet = evaluate(off, answer(kMoved));
        CHECK(quiet.verdict == Verdict::Pass);
        CHECK(count(quiet, "input.modified") == 0);
        CHECK(count(quiet, "input.preserved") == 0);
    }
}

TEST_CASE("preserve_input report: names the moved element, keeps the verdict") {
    for (const char* kind : {"match", "constraints"}) {
        INFO(kind);
        const TaskParse t = parse_task(task(kind, "report"));
        REQUIRE(t.ok);
        const Report moved = evaluate(t, answer(kMoved));
        CHECK(moved.verdict == Verdict::Pass);
        CHECK(moved.score == doctest::Approx(1));
        const Diagnostic* d = first(moved, "input.modified");
        REQUIRE(d != nullptr);
        CHECK(d->severity == Severity::Warning);
        CHECK(d->source == "input");
        CHECK(d->span.line == 3);   // the given <circle>
        CHECK(d->message.find("circle (200,200) r 60") != std::string::npos);
        REQUIRE(d->shapes.size() == 1);
        CHECK(std::holds_alternative<Circle>(d->shapes[0].geometry));
        const Report kept = evaluate(t, answer(kKept));
        CHECK(count(kept, "input.modified") == 0);
        CHECK(count(kept, "input.preserved") == 1);
    }
}

TEST_CASE("preserve_input strict: a moved or removed given element fails the answer") {
    for (const char* kind : {"match", "constraints"}) {
        INFO(kind);
        const TaskParse t = parse_task(task(kind, "strict"));
        REQUIRE(t.ok);
        const Report kept = evaluate(t, answer(kKept));
        CHECK(kept.verdict == Verdict::Pass);
        CHECK(kept.requirements.back().id == "preserve-input");
        CHECK(kept.requirements.back().satisfied);
        const Report moved = evaluate(t, answer(kMoved));
        CHECK(moved.verdict == Verdict::Fail);
        CHECK(moved.score < 1);
        CHECK(first(moved, "input.modified")->severity == Severity::Error);
        CHECK_FALSE(moved.requirements.back().satisfied);
        const Report removed = evaluate(t, answer(""));
        CHECK(removed.verdict == Verdict::Fail);
        CHECK(count(removed, "input.modified") == 1);
    }
}

TEST_CASE("preserve_input: a value other than off, report or strict is a task error") {
    const TaskParse t = parse_task(task("constraints", "always"));
    CHECK_FALSE(t.ok);
    bool found = false;
    for (const Diagnostic& d : t.diagnostics)
        found = found || (d.code == "task.preserve_input.invalid" && d.message.rfind("/check/preserve_input:", 0) == 0);
    CHECK(found);
}
