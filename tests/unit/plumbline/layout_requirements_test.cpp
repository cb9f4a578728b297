// Layout findings as requirements: the `layout` member of any kind's check object and the
// `layout` check kind (docs/layout.md, "Layout as requirements"), read from tasks and
// applied by the pipeline.
#include <doctest/doctest.h>

#include <string>

#include "layout/requirements.hpp"
#include "pipeline/evaluate.hpp"
#include "pipeline/task.hpp"

using namespace plumbline;
using nlohmann::json;

namespace {

// A segment with a text over its middle (layout.overlap.text_stroke), and one without.
const char* const kOverlapping =
    "<svg viewBox=\"0 0 200 100\"><line class=\"output_object\" x1=\"10\" y1=\"50\" x2=\"190\" y2=\"50\" "
    "stroke=\"black\"/><text x=\"90\" y=\"55\" font-size=\"14\">AB</text></svg>";
const char* const kClean =
    "<svg viewBox=\"0 0 200 100\"><line class=\"output_object\" x1=\"10\" y1=\"50\" x2=\"190\" y2=\"50\" "
    "stroke=\"black\"/><text x=\"90\" y=\"30\" font-size=\"14\">AB</text></svg>";

json task_with(const json& check, bool reference = true) {
    json t = {{"schema", "plumbline/task@1"}, {"id", "t"}, {"check", check}};
    if (reference) t["reference"] = kClean;
    return t;
}

bool has_code(const Report& r, const std::string& code) {
    for (const Diagnostic& d : r.diagnostics)
        if (d.code == code) return true;
    return false;
}

}  // namespace

TEST_CASE("layout requirements: selectors are codes, families or \"warnings\"") {
    LayoutFinding f;
    f.code = "layout.overlap.text_stroke";
    f.severity = Severity::Warning;
    CHECK(layout::selects("layout.overlap.text_stroke", f));
    CHECK(layout::selects("layout.overlap", f));
    CHECK(layout::selects("layout", f));
    CHECK(layout::selects("warnings", f));
    CHECK_FALSE(layout::selects("layout.over", f));     // a family ends at a dot
    CHECK_FALSE(layout::selects("layout.frame", f));
    f.severity = Severity::Info;
    CHECK_FALSE(layout::selects("warnings", f));
    CHECK(layout::known_selector("layout.frame"));
    CHECK(layout::known_selector("warnings"));
    CHECK_FALSE(layout::known_selector("layout.fram"));
    CHECK_FALSE(layout::known_selector("task"));
    CHECK_FALSE(layout::known_selector(""));
}

TEST_CASE("layout requirements: the check object's `layout` member, read and located") {
    const TaskParse ok = parse_task(task_with({{"kind", "match"}, {"layout", {"layout.overlap", "warnings"}}}));
    REQUIRE(ok.ok);
    REQUIRE(ok.task.layout);
    CHECK(ok.task.layout->select == std::vector<std::string>{"layout.overlap", "warnings"});
    CHECK(parse_task(task_with({{"kind", "match"}, {"layout", "layout.frame.outside"}})).task.layout->select.size() == 1);
    for (const json& bad : {json(3), json({"layout.nothing"}), json({"layout.frame", 4}), json::object()}) {
        const TaskParse p = parse_task(task_with({{"kind", "match"}, {"layout", bad}}));
        CHECK_FALSE(p.ok);
        bool located = false;
        for (const Diagnostic& d : p.diagnostics) located = located || d.code == "task.layout.invalid";
        CHECK(located);
    }
    CHECK_FALSE(parse_task(task_with({{"kind", "match"}})).task.layout);
}

TEST_CASE("layout requirements: a finding the task requires absent fails a passing answer") {
    const TaskParse strict = parse_task(task_with({{"kind", "match"}, {"layout", "layout.overlap"}}));
    const TaskParse plain = parse_task(task_with({{"kind", "match"}}));
    REQUIRE(strict.ok);
    // The geometry matches either way; only the strict task fails the overlapping answer.
    CHECK(evaluate(plain, kOverlapping).verdict == Verdict::Pass);
    const Report failed = evaluate(strict, kOverlapping);
    CHECK(failed.verdict == Verdict::Fail);
    CHECK(has_code(failed, "layout.required"));
    CHECK(failed.requirements.back().kind == "layout");
    CHECK_FALSE(failed.requirements.back().satisfied);
    const Report passed = evaluate(strict, kClean);
    CHECK(passed.verdict == Verdict::Pass);
    CHECK(passed.requirements.back().satisfied);
    // At the verdict level too, where the section is not written.
    EvaluateOptions verdict_only;
    verdict_only.report = ReportLevel::Verdict;
    CHECK(evaluate(strict, kOverlapping, verdict_only).verdict == Verdict::Fail);
}

TEST_CASE("layout requirements: the layout kind needs no reference and scores the share met") {
    const TaskParse p = parse_task(task_with({{"kind", "layout"}, {"require", {"layout.overlap", "layout.frame"}}}, false));
    REQUIRE_MESSAGE(p.ok, (p.diagnostics.empty() ? std::string() : p.diagnostics[0].message));
    const Report bad = evaluate(p, kOverlapping);
    CHECK(bad.verdict == Verdict::Fail);
    CHECK(bad.score == doctest::Approx(0.5));
    const Report good = evaluate(p, kClean);
    CHECK(good.verdict == Verdict::Pass);
    CHECK(good.score == doctest::Approx(1.0));
    // Its default: every warning.
    const TaskParse d = parse_task(task_with({{"kind", "layout"}}, false));
    REQUIRE(d.ok);
    CHECK(evaluate(d, kOverlapping).verdict == Verdict::Fail);
    // The other kinds still need their reference.
    CHECK_FALSE(parse_task(task_with({{"kind", "match"}}, false)).ok);
}
