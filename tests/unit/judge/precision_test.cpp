// The precision-style figure beside the verdict: the share of the answer's drawn items the
// judgement accounts for. match: items neither asked for nor given are extraneous and count
// against it (texts do not count: they draw nothing to match); constraints: the answer items
// the best assignment uses.
#include <doctest/doctest.h>

#include <string>

#include "pipeline/evaluate.hpp"
#include "pipeline/task.hpp"
#include "output/json.hpp"

using namespace plumbline;
using nlohmann::json;

namespace {

const char* const kGiven =
    "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 400 400\">"
    "<line x1=\"100\" y1=\"200\" x2=\"300\" y2=\"200\"/>"
    "<text x=\"90\" y=\"215\">A</text><text x=\"305\" y=\"215\">B</text></svg>";
const char* const kReference =
    "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 400 400\">"
    "<line x1=\"100\" y1=\"200\" x2=\"300\" y2=\"200\"/>"
    "<text x=\"90\" y=\"215\">A</text><text x=\"305\" y=\"215\">B</text>"
    "<line class=\"output_object\" x1=\"200\" y1=\"60\" x2=\"200\" y2=\"340\"/></svg>";

TaskParse task(const json& check) {
    return parse_task(json{{"schema", "plumbline/task@1"}, {"id", "t"}, {"input", kGiven},
                           {"reference", kReference}, {"check", check}});
}

// The given segment, its labels, the bisector, and `extra` more elements.
std::string answer(const std::string& extra) {
    return "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 400 400\">"
           "<line x1=\"100\" y1=\"200\" x2=\"300\" y2=\"200\"/>"
           "<text x=\"90\" y=\"215\">A</text><text x=\"305\" y=\"215\">B</text>"
           "<line class=\"output_object\" x1=\"200\" y1=\"60\" x2=\"200\" y2=\"340\"/>" + extra + "</svg>";
}

const json kMatch = {{"kind", "match"}, {"reference_select", {{"class", "output_object"}}}};
const json kConstraints = {
    {"kind", "constraints"},
    {"objects", {{"A", {{"given", "point"}, {"label", "A"}}}, {"B", {{"given", "point"}, {"label", "B"}}},
                 {"l", {{"answer", "segment"}}}}},
    {"constraints", json::array({{{"on", {{{"midpoint", {"A", "B"}}}, "l"}}},
                                 {{"perpendicular", {"l", {{"segment", {"A", "B"}}}}}}})}};

}  // namespace

TEST_CASE("match precision: the given segment and the bisector are accounted for, each extra line counts against") {
    const TaskParse t = task(kMatch);
    REQUIRE(t.ok);
    const Report clean = evaluate(t, answer(""));
    CHECK(clean.verdict == Verdict::Pass);
    REQUIRE(clean.precision);
    CHECK(*clean.precision == doctest::Approx(1.0));
    const Report one = evaluate(t, answer("<circle cx=\"50\" cy=\"50\" r=\"10\"/>"));
    CHECK(one.verdict == Verdict::Pass);   // a figure beside the verdict, not part of it
    REQUIRE(one.precision);
    CHECK(*one.precision == doctest::Approx(2.0 / 3));
    const Report three = evaluate(t, answer("<circle cx=\"50\" cy=\"50\" r=\"10\"/><line x1=\"0\" y1=\"0\" x2=\"9\" y2=\"9\"/>"
                                            "<text x=\"5\" y=\"5\">note</text><circle cx=\"350\" cy=\"50\" r=\"10\"/>"));
    REQUIRE(three.precision);
    CHECK(*three.precision == doctest::Approx(2.0 / 5));   // the text is not counted
    CHECK(three.extraneous.size() == 3);
    CHECK(to_text(to_json(three)).find("\"precision\":0.4") != std::string::npos);
}

TEST_CASE("constraints precision: the answer items the best assignment uses") {
    const TaskParse t = task(kConstraints);
    REQUIRE(t.ok);
    const Report one = evaluate(t, answer("<line x1=\"0\" y1=\"0\" x2=\"9\" y2=\"9\"/>"));
    CHECK(one.verdict == Verdict::Pass);
    REQUIRE(one.precision);
    CHECK(*one.precision == doctest::Approx(0.5));
}

TEST_CASE("no precision where nothing was judged item by item") {
    const TaskParse t = task(kMatch);
    REQUIRE(t.ok);
    const Report none = evaluate(t, "no drawing at all");
    CHECK(none.verdict == Verdict::Invalid);
    CHECK_FALSE(none.precision);
    CHECK(to_text(to_json(none)).find("precision") == std::string::npos);
}
