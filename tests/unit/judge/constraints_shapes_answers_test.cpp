// Polygons and arcs end to end: answer polygons (a <polygon>, a closed path, four <line>s
// meeting end to end), answer arcs (an SVG arc command) with the sweep read from the
// drawing, given polygons and arcs, and the located errors of bad programs.
#include <doctest/doctest.h>

#include <string>

#include "checks/constraints/result.hpp"
#include "pipeline/evaluate.hpp"
#include "pipeline/task.hpp"

using namespace plumbline;
using nlohmann::json;

namespace {

// The given drawing: a square ABCD (side 200) with its labels, and an arc of the circle about
// O = (200, 200) of radius 100 from (300, 200) clockwise as drawn to (200, 300).
const std::string kBody =
    "<polygon points=\"100,100 300,100 300,300 100,300\" fill=\"none\" stroke=\"black\"/>"
    "<path d=\"M300,200 A100,100 0 0 1 200,300\" fill=\"none\" stroke=\"black\"/>"
    "<text x=\"86\" y=\"96\" font-size=\"12\">A</text><text x=\"304\" y=\"96\" font-size=\"12\">B</text>"
    "<text x=\"304\" y=\"316\" font-size=\"12\">C</text><text x=\"86\" y=\"316\" font-size=\"12\">D</text>"
    "<text x=\"290\" y=\"290\" font-size=\"12\">k</text>";
const std::string kGiven = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 400 400\">" + kBody + "</svg>";

json task_with(json check) {
    check["kind"] = "constraints";
    check["preserve_input"] = "off";
    return {{"schema", "plumbline/task@1"}, {"id", "t"}, {"input", kGiven}, {"reference", kGiven}, {"check", check}};
}

std::string answer(const std::string& elements) {
    return "```svg\n<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 400 400\">" + kBody + elements +
           "</svg>\n```";
}

std::string task_error(json check) {
    const TaskParse p = parse_task(task_with(std::move(check)));
    for (const Diagnostic& d : p.diagnostics)
        if (d.severity == Severity::Error) return d.code + ": " + d.message;
    return p.ok ? "" : "not ok without an error";
}

Report judged(const json& check, const std::string& elements) {
    const TaskParse task = parse_task(task_with(check));
    REQUIRE_MESSAGE(task.ok, task_error(check));
    return evaluate(task, answer(elements));
}

Verdict verdict(const json& check, const std::string& elements) { return judged(check, elements).verdict; }

json given_square() {
    return {{"A", {{"given", "point"}, {"label", "A"}}}, {"B", {{"given", "point"}, {"label", "B"}}},
            {"C", {{"given", "point"}, {"label", "C"}}}, {"D", {{"given", "point"}, {"label", "D"}}},
            {"ABCD", {{"polygon", {"A", "B", "C", "D"}}}}};
}

}  // namespace

TEST_CASE("constraints answer polygon: a <polygon>, a closed path, or segments meeting end to end") {
    // "Draw a square inscribed in the given square, with its vertices on the sides."
    json objects = given_square();
    objects["q"] = {{"answer", "polygon"}, {"sides", 4}};
    const json check = {
        {"answer_select", {{"color", "red"}}},
        {"objects", objects},
        {"constraints", json::array({{{"id", "regular"}, {"regular", {"q"}}},
                                     {{"id", "inside"}, {"inside", {"q", {{"circumcircle", {"A", "B", "C"}}}}}},
                                     {{"id", "v0"}, {"on", {{{"vertex", {"q", 0}}}, "ABCD"}}},
                                     {{"id", "v1"}, {"on", {{{"vertex", {"q", 1}}}, "ABCD"}}},
                                     {{"id", "v2"}, {"on", {{{"vertex", {"q", 2}}}, "ABCD"}}},
                                     {{"id", "v3"}, {"on", {{{"vertex", {"q", 3}}}, "ABCD"}}}})}};
    CHECK(verdict(check, "<polygon points=\"200,100 300,200 200,300 100,200\" fill=\"none\" stroke=\"red\"/>") ==
          Verdict::Pass);
    CHECK(verdict(check, "<path d=\"M150,100 L300,150 L250,300 L100,250 Z\" fill=\"none\" stroke=\"red\"/>") ==
          Verdict::Pass);
    // Four lines meeting end to end.
    const std::string lines =
        "<line x1=\"200\" y1=\"100\" x2=\"300\" y2=\"200\" stroke=\"red\"/><line x1=\"300\" y1=\"200\" x2=\"200\" "
        "y2=\"300\" stroke=\"red\"/><line x1=\"200\" y1=\"300\" x2=\"100\" y2=\"200\" stroke=\"red\"/><line "
        "x1=\"100\" y1=\"200\" x2=\"200\" y2=\"100\" stroke=\"red\"/>";
    const Report r = judged(check, lines);
    CHECK(r.verdict == Verdict::Pass);
    const ConstraintsResult* res = constraints_result(r);
    REQUIRE(res != nullptr);
    for (const ConstraintObjectResult& o : res->objects)
        if (o.name == "q") {
            CHECK(o.type == "polygon");
            CHECK(o.pieces.size() == 4);
        }
    CHECK(res->used_items == 4);
    // A rhombus is not regular; a triangle has no 4 sides; a square off the sides fails them.
    CHECK(verdict(check, "<polygon points=\"200,100 300,200 200,300 100,200\" fill=\"none\" stroke=\"red\"/>"
                         "<polygon points=\"200,100 260,200 200,300 140,200\" fill=\"none\" stroke=\"blue\"/>") ==
          Verdict::Pass);
    CHECK(verdict(check, "<polygon points=\"200,100 260,200 200,300 140,200\" fill=\"none\" stroke=\"red\"/>") ==
          Verdict::Fail);
    CHECK(verdict(check, "<polygon points=\"200,100 300,200 100,200\" fill=\"none\" stroke=\"red\"/>") == Verdict::Fail);
    CHECK(verdict(check, "<polygon points=\"200,120 280,200 200,280 120,200\" fill=\"none\" stroke=\"red\"/>") ==
          Verdict::Fail);
    // An open polyline whose ends do not meet is no polygon.
    CHECK(verdict(check, "<polyline points=\"200,100 300,200 200,300 100,200\" fill=\"none\" stroke=\"red\"/>") ==
          Verdict::Fail);
}

TEST_CASE("constraints answer arc: an SVG arc command, its ends and which way it turns") {
    // "Draw the arc about C from B to D, inside the square (the quarter circle)."
    json objects = given_square();
    objects["a"] = {{"answer", "arc"}};
    const json check = {
        {"answer_select", {{"color", "red"}}},
        {"objects", objects},
        {"constraints",
         json::array({{{"id", "centre"}, {"coincide", {"C", {{"centre", "a"}}}}},
                      {{"id", "B-end"}, {"endpoint", {"B", "a"}}},
                      {{"id", "D-end"}, {"endpoint", {"D", "a"}}},
                      {{"id", "through-inside"}, {"on", {{{"point", {158.58, 158.58}}}, "a"}}}})}};
    CHECK(verdict(check, "<path d=\"M300,100 A200,200 0 0 0 100,300\" fill=\"none\" stroke=\"red\"/>") == Verdict::Pass);
    // The same ends the long way round (outside the square): the inside point is not on it.
    const Report r = judged(check, "<path d=\"M300,100 A200,200 0 1 1 100,300\" fill=\"none\" stroke=\"red\"/>");
    CHECK(r.verdict == Verdict::Fail);
    const ConstraintsResult* res = constraints_result(r);
    REQUIRE(res != nullptr);
    for (const ConstraintResult& c : res->constraints)
        CHECK(c.satisfied == (c.id != "through-inside"));
    // A whole circle is no arc.
    CHECK(verdict(check, "<circle cx=\"300\" cy=\"300\" r=\"200\" fill=\"none\" stroke=\"red\"/>") == Verdict::Fail);
    // A derived arc says the same: the minor arc about C from B to D holds the point.
    json derived = check;
    derived["objects"]["m"] = {{"arc", {"C", "B", "D"}}};
    derived["constraints"] = json::array({{{"on", {{{"point", {158.58, 158.58}}}, "m"}}}});
    CHECK(verdict(derived, "") == Verdict::Pass);
    derived["objects"]["m"]["sweep"] = "major";
    CHECK(verdict(derived, "") == Verdict::Fail);
}

TEST_CASE("constraints given polygon and arc: by index, an arc by its label") {
    const json objects = {{"sq", {{"given", "polygon"}, {"index", 0}}},
                          {"k", {{"given", "arc"}, {"label", "k"}}},
                          {"k0", {{"given", "arc"}, {"index", 0}}},
                          {"c", {{"answer", "circle"}}}};
    const json check = {{"answer_select", {{"color", "red"}}},
                        {"objects", objects},
                        {"constraints", json::array({{{"regular", {"sq"}}},
                                                     {{"inscribed", {"c", "sq"}}},
                                                     {{"tangent", {"c", "k"}}},
                                                     {{"coincide", {{{"centre", "k"}}, {{"centre", "k0"}}}}}})}};
    // The incircle of the square (centre (200,200), r 100) touches the given arc? It is the
    // arc's own circle: tangent inside at no one point, so not measured; a smaller circle
    // inside the square touching the arc at its middle is the right answer.
    CHECK(verdict(check, "<circle cx=\"200\" cy=\"200\" r=\"100\" fill=\"none\" stroke=\"red\"/>") == Verdict::Fail);
    json inscribed = check;
    inscribed["constraints"].erase(2);
    CHECK(verdict(inscribed, "<circle cx=\"200\" cy=\"200\" r=\"100\" fill=\"none\" stroke=\"red\"/>") == Verdict::Pass);
    CHECK(verdict(inscribed, "<circle cx=\"200\" cy=\"200\" r=\"90\" fill=\"none\" stroke=\"red\"/>") == Verdict::Fail);
    // Touching the given arc at its middle, from outside it.
    json touching = check;
    touching["constraints"] = json::array({{{"tangent", {"c", "k"}}}});
    const double m = 200 + 100 * 0.70710678 + 20 * 0.70710678;
    CHECK(verdict(touching, "<circle cx=\"" + std::to_string(m) + "\" cy=\"" + std::to_string(m) +
                                "\" r=\"20\" fill=\"none\" stroke=\"red\"/>") == Verdict::Pass);
    // Touching its circle at the top, where the arc is not drawn.
    CHECK(verdict(touching, "<circle cx=\"200\" cy=\"80\" r=\"20\" fill=\"none\" stroke=\"red\"/>") == Verdict::Fail);
}

TEST_CASE("constraints polygons and arcs: located errors for bad programs") {
    json objects = given_square();
    const auto with = [&](const std::string& name, json def, json constraints) {
        json o = objects;
        o[name] = std::move(def);
        return task_error({{"objects", o}, {"constraints", constraints}});
    };
    const json on_ab = json::array({{{"coincide", {"A", "B"}}}});
    CHECK(with("T", {{"polygon", {"A", "B"}}}, on_ab).rfind("task.constraints.object: /check/objects/T/polygon:", 0) == 0);
    CHECK(with("T", {{"polygon", {"A", "B", "ABCD"}}}, on_ab)
              .rfind("task.constraints.object: /check/objects/T/polygon/2:", 0) == 0);
    CHECK(with("T", {{"vertex", {"A", 0}}}, on_ab).rfind("task.constraints.object: /check/objects/T/vertex/0:", 0) == 0);
    CHECK(with("T", {{"vertex", {"ABCD", 64}}}, on_ab).rfind("task.constraints.object: /check/objects/T/vertex:", 0) == 0);
    CHECK(with("T", {{"arc", {"A", "B", "C"}}, {"sweep", "left"}}, on_ab)
              .rfind("task.constraints.object: /check/objects/T/sweep:", 0) == 0);
    CHECK(with("T", {{"answer", "circle"}, {"sides", 4}}, on_ab).rfind("task.constraints.object: /check/objects/T/sides:", 0) == 0);
    CHECK(with("T", {{"answer", "polygon"}, {"sides", 2}}, on_ab).rfind("task.constraints.object: /check/objects/T/sides:", 0) == 0);
    CHECK(with("T", {{"given", "polygon"}, {"label", "ABCD"}}, on_ab)
              .rfind("task.constraints.object: /check/objects/T/label:", 0) == 0);
    // Relations on the wrong kinds, and measures.
    CHECK(task_error({{"objects", objects}, {"constraints", json::array({{{"convex", {"A"}}}})}})
              .rfind("task.constraints.relation: /check/constraints/0/convex: convex takes a polygon; given a point.", 0) == 0);
    CHECK(task_error({{"objects", objects}, {"constraints", json::array({{{"equal", {"ABCD", "ABCD"}}}})}})
              .rfind("task.constraints.measure: /check/constraints/0/equal/0:", 0) == 0);
    CHECK(task_error({{"objects", objects}, {"constraints", json::array({{{"compare", "sweep(ABCD) > 3"}}})}})
              .rfind("task.constraints.measure: /check/constraints/0/compare:", 0) == 0);
    CHECK(task_error({{"objects", objects}, {"constraints", json::array({{{"compare", "perimeter(ABCD) = 800"}}})}}) == "");
}
