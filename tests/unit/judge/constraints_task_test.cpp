// The constraints check end to end on small tasks: malformed constraint programs get a
// located task error (never a crash), given objects that are not there and an exhausted
// search make the verdict invalid, the search finds the best distinct assignment, and the
// answer selection decides which items count.
#include <doctest/doctest.h>

#include <string>

#include "checks/constraints/result.hpp"
#include "pipeline/evaluate.hpp"
#include "pipeline/task.hpp"

using namespace plumbline;
using nlohmann::json;

namespace {

const char* const kGiven =
    "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 400 400\">"
    "<line class=\"input_object\" x1=\"100\" y1=\"200\" x2=\"300\" y2=\"200\"/>"
    "<text x=\"90\" y=\"215\">A</text><text x=\"305\" y=\"215\">B</text></svg>";

json task_with(json check) {
    check["kind"] = "constraints";
    return {{"schema", "plumbline/task@1"}, {"id", "t"}, {"input", kGiven}, {"reference", kGiven}, {"check", check}};
}

json bisector_check() {
    return {{"objects",
             {{"A", {{"given", "point"}, {"label", "A"}}},
              {"B", {{"given", "point"}, {"label", "B"}}},
              {"l", {{"answer", "segment"}}}}},
            {"constraints", json::array({{{"on", {{{"midpoint", {"A", "B"}}}, "l"}}, {"id", "through-midpoint"}},
                                         {{"perpendicular", {"l", {{"segment", {"A", "B"}}}}}}})}};
}

std::string answer(const std::string& elements) {
    return "```svg\n<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 400 400\">"
           "<line x1=\"100\" y1=\"200\" x2=\"300\" y2=\"200\"/>" +
           elements + "</svg>\n```";
}

const Diagnostic* find_code(const std::vector<Diagnostic>& ds, const std::string& code) {
    for (const Diagnostic& d : ds)
        if (d.code == code) return &d;
    return nullptr;
}

// The first error a task gets, as "code: message".
std::string task_error(json check) {
    const TaskParse p = parse_task(task_with(std::move(check)));
    for (const Diagnostic& d : p.diagnostics)
        if (d.severity == Severity::Error) return d.code + ": " + d.message;
    return p.ok ? "" : "not ok without an error";
}

}  // namespace

TEST_CASE("constraints task: a right answer passes, a wrong one fails with its measurement") {
    const TaskParse task = parse_task(task_with(bisector_check()));
    REQUIRE(task.ok);
    const Report pass = evaluate(task, answer("<line x1=\"200\" y1=\"50\" x2=\"200\" y2=\"330\" stroke=\"red\"/>"));
    CHECK(pass.verdict == Verdict::Pass);
    CHECK(pass.score == doctest::Approx(1));
    REQUIRE(pass.requirements.size() == 2);
    CHECK(pass.requirements[0].id == "through-midpoint");
    CHECK(pass.requirements[1].id == "constraint#1");
    CHECK(pass.requirements[0].matched_by.size() == 1);

    const Report fail = evaluate(task, answer("<line x1=\"215\" y1=\"50\" x2=\"215\" y2=\"330\"/>"));
    CHECK(fail.verdict == Verdict::Fail);
    CHECK(fail.score == doctest::Approx(0.5));
    const Diagnostic* d = find_code(fail.diagnostics, "constraints.failed");
    REQUIRE(d != nullptr);
    CHECK(d->message.find("distance 15") != std::string::npos);
    CHECK(d->shapes.size() == 2);   // the midpoint and the answer's line, to draw
    const ConstraintsResult* r = constraints_result(fail);
    REQUIRE(r != nullptr);
    CHECK(r->constraints[0].measured == doctest::Approx(15));
    CHECK(r->constraints[0].tolerance > 0);
}

TEST_CASE("constraints task: the search picks the item that satisfies most, and items are distinct") {
    json check = bisector_check();
    check["objects"]["m"] = {{"answer", "segment"}};
    check["constraints"].push_back({{"perpendicular", {"m", {{"segment", {"A", "B"}}}}}});
    const TaskParse task = parse_task(task_with(check));
    REQUIRE(task.ok);
    // Two vertical lines: l must take the one through the midpoint, m the other.
    const Report two = evaluate(task, answer("<line x1=\"260\" y1=\"50\" x2=\"260\" y2=\"330\"/>"
                                             "<line x1=\"200\" y1=\"50\" x2=\"200\" y2=\"330\"/>"));
    CHECK(two.verdict == Verdict::Pass);
    // One line cannot be both l and m.
    const Report one = evaluate(task, answer("<line x1=\"200\" y1=\"50\" x2=\"200\" y2=\"330\"/>"));
    CHECK(one.verdict == Verdict::Fail);
    const ConstraintsResult* r = constraints_result(one);
    REQUIRE(r != nullptr);
    CHECK(r->satisfied == 2);
    bool none_left = false;
    for (const ConstraintResult& c : r->constraints) none_left = none_left || c.message.find("no segment left") != std::string::npos;
    CHECK(none_left);
}

TEST_CASE("constraints task: answer_select decides what counts as the answer") {
    json check = bisector_check();
    check["answer_select"] = {{"color", "red"}};
    const TaskParse task = parse_task(task_with(check));
    REQUIRE(task.ok);
    CHECK(evaluate(task, answer("<line x1=\"200\" y1=\"50\" x2=\"200\" y2=\"330\" stroke=\"red\"/>")).verdict == Verdict::Pass);
    CHECK(evaluate(task, answer("<line x1=\"200\" y1=\"50\" x2=\"200\" y2=\"330\" stroke=\"black\"/>")).verdict == Verdict::Fail);
    // "added" (the default): the given segment copied into the answer is not an answer item.
    const TaskParse added = parse_task(task_with(bisector_check()));
    const Report copy_only = evaluate(added, answer(""));
    CHECK(copy_only.verdict == Verdict::Fail);
    CHECK(copy_only.score == 0);
}

TEST_CASE("constraints task: a given object that is not there makes the verdict invalid") {
    json check = bisector_check();
    check["objects"]["A"] = {{"given", "point"}, {"label", "Q"}};
    const TaskParse task = parse_task(task_with(check));
    REQUIRE(task.ok);
    const Report r = evaluate(task, answer("<line x1=\"200\" y1=\"50\" x2=\"200\" y2=\"330\"/>"));
    CHECK(r.verdict == Verdict::Invalid);
    const Diagnostic* d = find_code(r.diagnostics, "constraints.given.missing");
    REQUIRE(d != nullptr);
    CHECK(d->message.find("no text \"Q\"") != std::string::npos);

    json index = bisector_check();
    index["objects"]["k"] = {{"given", "circle"}, {"index", 0}};
    index["constraints"].push_back({{"on", {"A", "k"}}});
    const Report r2 = evaluate(parse_task(task_with(index)), answer(""));
    CHECK(r2.verdict == Verdict::Invalid);
    REQUIRE(find_code(r2.diagnostics, "constraints.given.missing") != nullptr);
}

TEST_CASE("constraints task: an exhausted search budget is an invalid verdict, never a hang") {
    json check = {{"objects", json::object()}, {"constraints", json::array()}, {"budget", 200}};
    // Six answer segments over twelve candidate lines, every relation failing: the whole
    // search would be 12!/6! branches; the budget stops it.
    for (int k = 0; k < 6; ++k) {
        const std::string v = "s" + std::to_string(k);
        check["objects"][v] = {{"answer", "segment"}};
        check["constraints"].push_back({{"perpendicular", {v, "AB"}}});
    }
    check["objects"]["AB"] = {{"given", "segment"}, {"label", "AB"}};
    const TaskParse task = parse_task(task_with(check));
    REQUIRE(task.ok);
    std::string lines;
    for (int k = 0; k < 12; ++k)
        lines += "<line x1=\"" + std::to_string(20 + 10 * k) + "\" y1=\"20\" x2=\"" + std::to_string(60 + 10 * k) +
                 "\" y2=\"30\"/>";
    const Report r = evaluate(task, answer(lines));
    CHECK(r.verdict == Verdict::Invalid);
    REQUIRE(find_code(r.diagnostics, "constraints.search.budget") != nullptr);
    const ConstraintsResult* res = constraints_result(r);
    REQUIRE(res != nullptr);
    CHECK(res->outcome == "budget");
    CHECK(res->steps <= 201);
}

TEST_CASE("constraints task: malformed programs get located task errors") {
    CHECK(task_error({{"objects", json::object()}}).rfind("task.constraints.missing: /check/constraints:", 0) == 0);
    json unknown = bisector_check();
    unknown["constraints"][0] = {{"on", {"M", "l"}}};
    CHECK(task_error(unknown).rfind("task.constraints.name: /check/constraints/0/on/0: no object named \"M\"", 0) == 0);
    json types = bisector_check();
    types["constraints"][0] = {{"on", {"l", "A"}}};
    CHECK(task_error(types).find("/check/constraints/0/on: on takes a point and a line or circle; given a line or segment, a point") !=
          std::string::npos);
    json relation = bisector_check();
    relation["constraints"][0] = {{"touches", {"A", "l"}}};
    CHECK(task_error(relation).rfind("task.constraints.relation: /check/constraints/0/touches:", 0) == 0);
    json two = bisector_check();
    two["constraints"][0] = {{"on", {"A", "l"}}, {"parallel", {"l", "l"}}};
    CHECK(task_error(two).find("names two relations") != std::string::npos);
    json cycle = bisector_check();
    cycle["objects"]["X"] = {{"midpoint", {"X", "A"}}};
    CHECK(task_error(cycle).find("\"X\" is defined in terms of itself") != std::string::npos);
    json ctor = bisector_check();
    ctor["objects"]["M"] = {{"middle", {"A", "B"}}};
    CHECK(task_error(ctor).rfind("task.constraints.object: /check/objects/M: names no construction", 0) == 0);
    json measure = bisector_check();
    measure["constraints"][0] = {{"compare", "length(l) > 0.5 * lenght(l)"}};
    CHECK(task_error(measure).find("task.constraints.measure: /check/constraints/0/compare") == 0);
    CHECK(task_error(measure).find("unknown measure lenght()") != std::string::npos);
    json inline_answer = bisector_check();
    inline_answer["constraints"][0] = {{"on", {"A", {{"answer", "segment"}}}}};
    CHECK(task_error(inline_answer).find("an answer object must be named") != std::string::npos);
    json tolerance = bisector_check();
    tolerance["constraints"][0]["tolerance"] = -1;
    CHECK(task_error(tolerance).rfind("task.constraints.relation: /check/constraints/0/tolerance:", 0) == 0);
    json given = bisector_check();
    given["objects"]["A"] = {{"given", "point"}, {"index", 0}};
    CHECK(task_error(given).find("/check/objects/A/index") != std::string::npos);
    json budget = bisector_check();
    budget["budget"] = 0;
    CHECK(task_error(budget).rfind("task.budget.invalid: /check/budget:", 0) == 0);
    json selector = bisector_check();
    selector["answer_select"] = "some";
    CHECK(task_error(selector).rfind("task.selector.invalid: /check/answer_select:", 0) == 0);
    json deep = bisector_check();
    json nested = "A";
    for (int k = 0; k < 12; ++k) nested = {{"midpoint", {nested, "B"}}};
    deep["constraints"][0] = {{"coincide", {"A", nested}}};
    CHECK(task_error(deep).find("nest too deep") != std::string::npos);
}
