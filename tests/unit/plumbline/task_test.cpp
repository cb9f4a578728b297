// Reading tasks: defaults, every field, and a located diagnostic for every mistake.
#include <doctest/doctest.h>

#include <cmath>
#include <limits>
#include <string>

#include "checks/match/match_check.hpp"
#include "pipeline/task.hpp"

using namespace plumbline;
using nlohmann::json;

namespace {
// The match options the task's check object was read into.
const match::Options& match_options(const Task& t) { return match::options_of(t.check_options.get()); }
}  // namespace

namespace {

const char* const kReference = "<svg><line class=\"output_object\" x1=\"0\" y1=\"0\" x2=\"10\" y2=\"0\"/></svg>";

json minimal_task() {
    return {{"schema", "plumbline/task@1"}, {"id", "t1"}, {"reference", kReference}, {"check", {{"kind", "match"}}}};
}

const Diagnostic* find_code(const TaskParse& p, const std::string& code) {
    for (const Diagnostic& d : p.diagnostics)
        if (d.code == code) return &d;
    return nullptr;
}

// Parses a task whose check object has `key` set to `value`.
TaskParse with_check(const std::string& key, const json& value) {
    json task = minimal_task();
    task["check"][key] = value;
    return parse_task(task);
}

}  // namespace

TEST_CASE("task: a minimal task gets the documented defaults") {
    const TaskParse p = parse_task(minimal_task());
    REQUIRE(p.ok);
    CHECK(p.diagnostics.empty());
    const Task& t = p.task;
    CHECK(t.schema == "plumbline/task@1");
    CHECK(t.id == "t1");
    CHECK(t.domain == "geometry");
    CHECK(t.format == "svg");
    CHECK(t.reference == kReference);
    CHECK(t.reference_format == "svg");
    CHECK_FALSE(t.input);
    CHECK(t.check_kind == "match");
    CHECK(match_options(t).reference_select.kind == Selector::Kind::Class);
    CHECK(match_options(t).reference_select.cls == "output_object");
    CHECK(match_options(t).candidate_select.kind == Selector::Kind::All);
    CHECK_FALSE(match_options(t).tolerance);
    CHECK(t.check == json{{"kind", "match"}});
}

TEST_CASE("task: every field read") {
    json task = minimal_task();
    task["domain"] = "molecule";
    task["format"] = "svg";
    task["prompt"] = "Draw the perpendicular bisector.";
    task["input"] = "<svg/>";
    task["input_format"] = "svg";
    task["reference_format"] = "svg";
    task["meta"] = {{"source", "SSVG-Bench"}};
    task["check"] = {{"kind", "match"},
                     {"reference_select", "added"},
                     {"candidate_select", {{"color", "#FF0000"}}},
                     {"tolerance", 2.5},
                     {"iou_threshold", 0.9}};
    const TaskParse p = parse_task(task);
    REQUIRE(p.ok);
    CHECK(p.diagnostics.empty());
    CHECK(p.task.domain == "molecule");
    CHECK(p.task.prompt == "Draw the perpendicular bisector.");
    REQUIRE(p.task.input);
    CHECK(*p.task.input == "<svg/>");
    CHECK(match_options(p.task).reference_select.kind == Selector::Kind::Added);
    CHECK(match_options(p.task).candidate_select.kind == Selector::Kind::Color);
    CHECK(match_options(p.task).candidate_select.color == Color::rgb8(255, 0, 0));
    REQUIRE(match_options(p.task).tolerance);
    CHECK(*match_options(p.task).tolerance == 2.5);
    CHECK(p.task.check.at("iou_threshold") == 0.9);   // kind-specific parameters kept
}

TEST_CASE("task: schema") {
    SUBCASE("missing: accepted with a warning") {
        json task = minimal_task();
        task.erase("schema");
        const TaskParse p = parse_task(task);
        CHECK(p.ok);
        const Diagnostic* d = find_code(p, "task.schema.missing");
        REQUIRE(d);
        CHECK(d->severity == Severity::Warning);
        CHECK(d->source == "task");
        CHECK(p.task.schema == "plumbline/task@1");
    }
    SUBCASE("another schema or version: rejected") {
        for (const char* schema : {"plumbline/task@2", "ssvg/task@1"}) {
            json task = minimal_task();
            task["schema"] = schema;
            const TaskParse p = parse_task(task);
            CHECK_FALSE(p.ok);
            const Diagnostic* d = find_code(p, "task.schema.unsupported");
            REQUIRE(d);
            CHECK(d->message.rfind("/schema:", 0) == 0);
        }
    }
}

TEST_CASE("task: required fields, each with its path") {
    struct Case {
        const char* path;
        json task;
    };
    json no_id = minimal_task(), no_reference = minimal_task(), no_check = minimal_task(), no_kind = minimal_task();
    no_id.erase("id");
    no_reference.erase("reference");
    no_check.erase("check");
    no_kind["check"].erase("kind");
    for (const Case& c : {Case{"/id:", no_id}, Case{"/reference:", no_reference}, Case{"/check:", no_check},
                          Case{"/check/kind:", no_kind}}) {
        CAPTURE(c.path);
        const TaskParse p = parse_task(c.task);
        CHECK_FALSE(p.ok);
        const Diagnostic* d = find_code(p, "task.field.missing");
        REQUIRE(d);
        CHECK(d->severity == Severity::Error);
        CHECK(d->message.rfind(c.path, 0) == 0);
    }
}

TEST_CASE("task: wrong types are diagnostics, not exceptions") {
    SUBCASE("id as a number") {
        json task = minimal_task();
        task["id"] = 7;
        const TaskParse p = parse_task(task);
        CHECK_FALSE(p.ok);
        const Diagnostic* d = find_code(p, "task.field.type");
        REQUIRE(d);
        CHECK(d->message.find("/id") == 0);
        CHECK(d->message.find("number") != std::string::npos);
    }
    SUBCASE("check as a string") {
        json task = minimal_task();
        task["check"] = "match";
        CHECK(find_code(parse_task(task), "task.field.type"));
    }
    SUBCASE("reference as an array") {
        json task = minimal_task();
        task["reference"] = json::array({1, 2});
        CHECK_FALSE(parse_task(task).ok);
    }
    SUBCASE("the task is not an object") {
        const TaskParse p = parse_task(json::array());
        CHECK_FALSE(p.ok);
        CHECK(find_code(p, "task.type"));
    }
    SUBCASE("empty id") {
        json task = minimal_task();
        task["id"] = "";
        CHECK(find_code(parse_task(task), "task.field.empty"));
    }
}

TEST_CASE("task: all mistakes reported at once") {
    const json task = {{"id", 3}, {"check", {{"kind", "match"}, {"tolerance", -1}}}};
    const TaskParse p = parse_task(task);
    CHECK_FALSE(p.ok);
    CHECK(find_code(p, "task.schema.missing"));
    CHECK(find_code(p, "task.field.type"));
    CHECK(find_code(p, "task.field.missing"));
    CHECK(find_code(p, "task.tolerance.invalid"));
}

TEST_CASE("task: selectors") {
    SUBCASE("the four forms") {
        CHECK(match_options(with_check("reference_select", "all").task).reference_select.kind == Selector::Kind::All);
        CHECK(match_options(with_check("reference_select", "added").task).reference_select.kind == Selector::Kind::Added);
        const TaskParse by_class = with_check("reference_select", {{"class", "given"}});
        CHECK(match_options(by_class.task).reference_select.kind == Selector::Kind::Class);
        CHECK(match_options(by_class.task).reference_select.cls == "given");
        const TaskParse by_color = with_check("candidate_select", {{"color", "rgb(255, 0, 0)"}});
        REQUIRE(by_color.ok);
        CHECK(match_options(by_color.task).candidate_select.color == *parse_color("red"));
        CHECK(match_options(by_color.task).candidate_select.text == "{\"color\":\"rgb(255, 0, 0)\"}");
    }
    SUBCASE("mistakes") {
        struct Case {
            json selector;
            const char* code;
        };
        for (const Case& c : {Case{"some", "task.selector.invalid"},
                              Case{json::object(), "task.selector.invalid"},
                              Case{{{"class", "a"}, {"color", "red"}}, "task.selector.invalid"},
                              Case{{{"shape", "circle"}}, "task.selector.invalid"},
                              Case{{{"class", ""}}, "task.selector.invalid"},
                              Case{{{"class", 1}}, "task.selector.invalid"},
                              Case{{{"color", "reddish"}}, "task.selector.color"},
                              Case{{{"color", "none"}}, "task.selector.color"},
                              Case{{{"color", 255}}, "task.selector.color"},
                              Case{42, "task.selector.invalid"}}) {
            CAPTURE(c.selector.dump());
            const TaskParse p = with_check("candidate_select", c.selector);
            CHECK_FALSE(p.ok);
            const Diagnostic* d = find_code(p, c.code);
            REQUIRE(d);
            CHECK(d->message.rfind("/check/candidate_select", 0) == 0);
        }
    }
}

TEST_CASE("task: tolerance must be a positive finite number") {
    CHECK(*match_options(with_check("tolerance", 10).task).tolerance == 10);
    CHECK(*match_options(with_check("tolerance", 1e-9).task).tolerance == 1e-9);   // tiny but positive
    for (const json& bad : {json(0), json(-0.5), json("10"), json(true), json::array({10}),
                            json(std::numeric_limits<double>::infinity()), json(std::nan(""))}) {
        CAPTURE(bad.dump());
        const TaskParse p = with_check("tolerance", bad);
        CHECK_FALSE(p.ok);
        CHECK(find_code(p, "task.tolerance.invalid"));
    }
}

TEST_CASE("task: domain and unknown fields") {
    json task = minimal_task();
    task["domain"] = "astronomy";
    CHECK(find_code(parse_task(task), "task.domain.unknown"));

    json typo = minimal_task();
    typo["refrence"] = kReference;
    const TaskParse p = parse_task(typo);
    CHECK(p.ok);
    const Diagnostic* d = find_code(p, "task.field.unknown");
    REQUIRE(d);
    CHECK(d->severity == Severity::Warning);
    CHECK(d->message.rfind("/refrence:", 0) == 0);
}

TEST_CASE("task: from text") {
    SUBCASE("valid") {
        const TaskParse p = parse_task_text(minimal_task().dump(2));
        CHECK(p.ok);
        CHECK(p.task.id == "t1");
    }
    SUBCASE("a syntax error is located") {
        const TaskParse p = parse_task_text("{\n  \"id\": \"t1\",\n  \"reference\": ,\n}");
        CHECK_FALSE(p.ok);
        REQUIRE(p.diagnostics.size() == 1);
        const Diagnostic& d = p.diagnostics[0];
        CHECK(d.code == "task.json");
        CHECK(d.source == "task");
        CHECK(d.span.line == 3);
        CHECK(d.span.column == 16);
    }
    SUBCASE("empty and truncated text") {
        CHECK(parse_task_text("").diagnostics.at(0).code == "task.json");
        CHECK(parse_task_text("{\"id\": \"t").diagnostics.at(0).code == "task.json");
    }
    SUBCASE("absurd nesting is refused, without recursion") {
        const std::string deep = std::string(100000, '[') + std::string(100000, ']');
        json task = minimal_task();
        task["meta"] = json::parse(deep);
        const TaskParse p = parse_task(task);
        CHECK_FALSE(p.ok);
        CHECK(find_code(p, "task.limit.depth"));
    }
}

TEST_CASE("task: profiles") {
    Profile p = Profile::Default;
    CHECK(parse_profile("ssvg", p));
    CHECK(p == Profile::Ssvg);
    CHECK(std::string(to_string(p)) == "ssvg");
    CHECK(parse_profile("default", p));
    CHECK(p == Profile::Default);
    CHECK_FALSE(parse_profile("SSVG", p));
    CHECK_FALSE(parse_profile("", p));
    CHECK(p == Profile::Default);
}
