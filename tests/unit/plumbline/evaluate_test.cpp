// The pipeline's own decisions: what reaches the report from each stage, the early exits
// for broken tasks and candidates, timings, and the batch line protocol.
#include <doctest/doctest.h>

#include <string>

#include "output/json.hpp"
#include "pipeline/evaluate.hpp"

using namespace plumbline;
using nlohmann::json;

namespace {

const std::string kReference =
    "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 100 100\">\n"
    "  <line class=\"input_object\" x1=\"10\" y1=\"10\" x2=\"90\" y2=\"10\"/>\n"
    "  <line class=\"output_object\" x1=\"10\" y1=\"50\" x2=\"90\" y2=\"50\" stroke=\"red\"/>\n"
    "</svg>";
const std::string kRightLine = "<line x1=\"10\" y1=\"51\" x2=\"90\" y2=\"49\" stroke=\"red\"/>";
const std::string kWrongLine = "<line x1=\"10\" y1=\"70\" x2=\"90\" y2=\"70\" stroke=\"red\"/>";

json task_json() {
    return {{"schema", "plumbline/task@1"},
            {"id", "parallel"},
            {"reference", kReference},
            {"check", {{"kind", "match"}, {"tolerance", 5}}}};
}

Task task() {
    const TaskParse p = parse_task(task_json());
    REQUIRE(p.ok);
    return p.task;
}

std::string answer(const std::string& element) {
    return "Reasoning first.\n\n```svg\n<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 100 100\">" +
           element + "</svg>\n```\n";
}

EvaluateOptions untimed() {
    EvaluateOptions o;
    o.timings = false;
    return o;
}

const Diagnostic* find_code(const std::vector<Diagnostic>& ds, const std::string& code) {
    for (const Diagnostic& d : ds)
        if (d.code == code) return &d;
    return nullptr;
}

}  // namespace

TEST_CASE("evaluate: a right and a wrong answer") {
    const Report right = evaluate(task(), answer(kRightLine), untimed());
    CHECK(right.verdict == Verdict::Pass);
    CHECK(right.score == 1);
    CHECK(right.task_id == "parallel");
    CHECK(right.check_kind == "match");
    CHECK(right.candidate_items == 1);
    REQUIRE(right.extracted);
    CHECK(right.extracted->rfind("<svg", 0) == 0);
    CHECK(right.extracted_format == "svg");
    CHECK(right.extracted_line == 4);
    REQUIRE(right.requirements.size() == 1);   // the input_object line is not required
    CHECK(right.requirements[0].satisfied);

    const Report wrong = evaluate(task(), answer(kWrongLine), untimed());
    CHECK(wrong.verdict == Verdict::Fail);
    CHECK(wrong.score == 0);
    REQUIRE(wrong.requirements.size() == 1);
    CHECK_FALSE(wrong.requirements[0].satisfied);
}

TEST_CASE("evaluate: the tolerance from the task decides, on both sides") {
    json tight = task_json();
    tight["check"]["tolerance"] = 0.5;
    const Task t = parse_task(tight).task;
    CHECK(evaluate(t, answer("<line x1=\"10\" y1=\"50.4\" x2=\"90\" y2=\"50\"/>"), untimed()).verdict == Verdict::Pass);
    CHECK(evaluate(t, answer("<line x1=\"10\" y1=\"50.6\" x2=\"90\" y2=\"50\"/>"), untimed()).verdict == Verdict::Fail);
}

TEST_CASE("evaluate: timings only when asked for") {
    const Report timed = evaluate(task(), answer(kRightLine));
    CHECK(timed.timed);
    CHECK(timed.timings.total_ms >= timed.timings.read_ms);
    CHECK(timed.timings.read_ms > 0);
    CHECK(to_json(timed).contains("timings"));

    const Report untimed_report = evaluate(task(), answer(kRightLine), untimed());
    CHECK_FALSE(untimed_report.timed);
    CHECK_FALSE(to_json(untimed_report).contains("timings"));
}

TEST_CASE("evaluate: the same input gives the same JSON") {
    const std::string a = to_json(evaluate(task(), answer(kWrongLine), untimed())).dump();
    const std::string b = to_json(evaluate(task(), answer(kWrongLine), untimed())).dump();
    CHECK(a == b);
}

TEST_CASE("evaluate: the profile is passed on and reported") {
    EvaluateOptions o = untimed();
    o.profile = Profile::Ssvg;
    const Report r = evaluate(task(), answer(kRightLine), o);
    CHECK(r.profile == Profile::Ssvg);
    CHECK(to_json(r).at("profile") == "ssvg");
}

TEST_CASE("evaluate: broken tasks") {
    SUBCASE("unknown check kind") {
        Task t = task();
        t.check_kind = "similarity";
        const Report r = evaluate(t, answer(kRightLine), untimed());
        CHECK(r.verdict == Verdict::Invalid);
        CHECK(r.score == 0);
        const Diagnostic* d = find_code(r.diagnostics, "task.check.unknown");
        REQUIRE(d);
        CHECK(d->source == "task");
        CHECK(d->message.find("similarity") != std::string::npos);
    }
    SUBCASE("unreadable reference") {
        Task t = task();
        t.reference = "<svg><line></svg>";
        const Report r = evaluate(t, answer(kRightLine), untimed());
        CHECK(r.verdict == Verdict::Invalid);
        CHECK(find_code(r.diagnostics, "task.reference.unreadable"));
        bool from_reference = false;
        for (const Diagnostic& d : r.diagnostics) from_reference = from_reference || d.source == "reference";
        CHECK(from_reference);
    }
    SUBCASE("unreadable input") {
        Task t = task();
        t.input = "not a drawing";
        const Report r = evaluate(t, answer(kRightLine), untimed());
        CHECK(r.verdict == Verdict::Invalid);
        CHECK(find_code(r.diagnostics, "task.input.unreadable"));
    }
    SUBCASE("a task that did not parse") {
        json bad = task_json();
        bad["check"]["tolerance"] = -3;
        const Report r = evaluate(parse_task(bad), answer(kRightLine), untimed());
        CHECK(r.verdict == Verdict::Invalid);
        CHECK(r.task_id == "parallel");
        CHECK(find_code(r.diagnostics, "task.tolerance.invalid"));
    }
    SUBCASE("task warnings are kept, first") {
        json no_schema = task_json();
        no_schema.erase("schema");
        const Report r = evaluate(parse_task(no_schema), answer(kRightLine), untimed());
        CHECK(r.verdict == Verdict::Pass);
        REQUIRE_FALSE(r.diagnostics.empty());
        CHECK(r.diagnostics[0].code == "task.schema.missing");
    }
}

TEST_CASE("evaluate: broken candidates") {
    SUBCASE("malformed XML: invalid, with the reader's located diagnostic") {
        const Report r = evaluate(task(), answer("<line x1=\"10\" y1=\"50\"><circle></line>"), untimed());
        CHECK(r.verdict == Verdict::Invalid);
        CHECK(r.score == 0);
        REQUIRE(r.extracted);   // the page can still show what was read
        bool located = false;
        for (const Diagnostic& d : r.diagnostics)
            located = located || (d.source == "candidate" && d.severity == Severity::Error && d.span.known());
        CHECK(located);
    }
    SUBCASE("reader warnings reach the report even when the answer passes") {
        const Report r = evaluate(task(), answer(kRightLine + "<blink>!</blink>"), untimed());
        CHECK(r.verdict == Verdict::Pass);
        bool warned = false;
        for (const Diagnostic& d : r.diagnostics) warned = warned || d.source == "candidate";
        CHECK(warned);
    }
    SUBCASE("no drawing") {
        const Report r = evaluate(task(), "I am not sure how to draw this.", untimed());
        CHECK(r.verdict == Verdict::Invalid);
        CHECK_FALSE(r.extracted);
        CHECK(find_code(r.diagnostics, "extract.none"));
    }
}

TEST_CASE("evaluate: version") { CHECK(std::string(version()) == PLUMBLINE_VERSION); }

TEST_CASE("batch line: good and bad lines") {
    SUBCASE("a good line, with its id echoed") {
        const json line = {{"id", {{"model", "m1"}, {"n", 7}}}, {"task", task_json()}, {"candidate", answer(kRightLine)}};
        const json r = evaluate_batch_line(line.dump(), 1, untimed());
        CHECK(r.at("verdict") == "pass");
        CHECK(r.at("task_id") == "parallel");
        CHECK(r.at("line_id") == json{{"model", "m1"}, {"n", 7}});
    }
    SUBCASE("no id, no line_id") {
        const json line = {{"task", task_json()}, {"candidate", answer(kWrongLine)}};
        const json r = evaluate_batch_line(line.dump(), 1, untimed());
        CHECK(r.at("verdict") == "fail");
        CHECK_FALSE(r.contains("line_id"));
    }
    SUBCASE("not JSON: the line and column are named") {
        const json r = evaluate_batch_line("{\"task\": {}, \"candidate\": ", 12, untimed());
        CHECK(r.at("verdict") == "invalid");
        const json& d = r.at("diagnostics").at(0);
        CHECK(d.at("code") == "batch.line.json");
        CHECK(d.at("source") == "batch");
        CHECK(d.at("span").at("line") == 12);
        CHECK(d.at("span").at("column") == 27);
        CHECK(d.at("message").get<std::string>().rfind("line 12:", 0) == 0);
    }
    SUBCASE("missing or mistyped fields") {
        for (const json& line : {json{{"task", task_json()}}, json{{"candidate", "x"}},
                                 json{{"task", "t"}, {"candidate", "x"}}, json{{"task", task_json()}, {"candidate", 5}}}) {
            CAPTURE(line.dump());
            json with_id = line;
            with_id["id"] = "row-3";
            const json r = evaluate_batch_line(with_id.dump(), 3, untimed());
            CHECK(r.at("verdict") == "invalid");
            CHECK(r.at("diagnostics").at(0).at("code") == "batch.line.field");
            CHECK(r.at("line_id") == "row-3");
        }
        CHECK(evaluate_batch_line("[1, 2]", 4, untimed()).at("diagnostics").at(0).at("code") == "batch.line.type");
    }
    SUBCASE("a bad task: the line, then the task's own diagnostics") {
        json t = task_json();
        t.erase("reference");
        const json r = evaluate_batch_line(json{{"task", t}, {"candidate", "x"}}.dump(), 9, untimed());
        CHECK(r.at("verdict") == "invalid");
        CHECK(r.at("task_id") == "parallel");
        CHECK(r.at("diagnostics").at(0).at("code") == "batch.line.task");
        CHECK(r.at("diagnostics").at(0).at("span").at("line") == 9);
        CHECK(r.at("diagnostics").at(1).at("code") == "task.field.missing");
    }
    SUBCASE("absurd nesting") {
        const std::string line = "{\"id\": " + std::string(50000, '[') + std::string(50000, ']') + "}";
        const json r = evaluate_batch_line(line, 1, untimed());
        CHECK(r.at("diagnostics").at(0).at("code") == "batch.line.depth");
        CHECK_FALSE(r.contains("line_id"));
    }
}

TEST_CASE("batch line: a cache of the last task changes no report") {
    // Lines for one task, a switch to another, back again, and a broken task between:
    // with the cache every report equals the one made from scratch.
    json other = task_json();
    other["id"] = "parallel-strict";
    other["check"]["tolerance"] = 0.5;
    json broken = task_json();
    broken.erase("reference");
    const json tasks[] = {task_json(), task_json(), other, broken, task_json(), other};
    const std::string answers[] = {answer(kRightLine), answer(kWrongLine)};
    BatchCache cache;
    long n = 0;
    int passes = 0;
    for (const json& t : tasks)
        for (const std::string& a : answers) {
            const std::string line = json{{"task", t}, {"candidate", a}}.dump();
            ++n;
            const json cached = evaluate_batch_line(line, n, untimed(), &cache);
            CHECK(cached == evaluate_batch_line(line, n, untimed()));
            passes += cached["verdict"] == "pass";
        }
    CHECK(passes == 3);   // the right line under tolerance 5 only: three task_json() lines
    REQUIRE(cache.last());
    CHECK(cache.last()->parse.task.id == "parallel-strict");
    CHECK(cache.size() == 3);   // task_json(), other and broken, each prepared once
}

TEST_CASE("batch line: a task seen again is judged with the preparation it had") {
    json other = task_json();
    other["id"] = "parallel-strict";
    BatchCache cache;
    const auto judge = [&](const json& t) {
        return evaluate_batch_line(json{{"task", t}, {"candidate", answer(kRightLine)}}.dump(), 1, untimed(), &cache);
    };
    judge(task_json());
    const PreparedTask* first = cache.last();
    judge(other);
    CHECK(cache.last() != first);
    judge(task_json());   // back to the first task: found, not prepared again
    CHECK(cache.last() == first);
    CHECK(cache.size() == 2);
}

TEST_CASE("batch cache: bounded by entries and by key bytes, least recently used dropped first") {
    const PreparedTask prepared = prepare_task(parse_task(task_json()), untimed());
    BatchCache cache;
    for (size_t i = 0; i < BatchCache::kEntries + 5; ++i) cache.insert("task " + std::to_string(i), prepared);
    CHECK(cache.size() == BatchCache::kEntries);
    CHECK(cache.find("task 4") == nullptr);
    CHECK(cache.find("task 5") != nullptr);   // the oldest kept; now the last used
    CHECK(cache.last_key() == "task 5");
    cache.insert("new", prepared);
    CHECK(cache.find("task 6") == nullptr);   // dropped in its place, not task 5
    CHECK(cache.find("task 5") != nullptr);

    const std::string big(BatchCache::kKeyBytes / 2 + 1, 'x');
    cache.insert(big, prepared);
    cache.insert(big + "y", prepared);   // the two big keys exceed the budget: the older goes
    CHECK(cache.find(big) == nullptr);
    CHECK(cache.last_key() == big + "y");
    const std::string huge(BatchCache::kKeyBytes + 1, 'z');
    cache.insert(huge, prepared);        // alone over the budget, and still kept
    CHECK(cache.size() == 1);
    CHECK(cache.last_key() == huge);
}

TEST_CASE("evaluate: a prepared task gives the report evaluate gives") {
    const TaskParse parse = parse_task(task_json());
    const PreparedTask prepared = prepare_task(parse, untimed());
    for (const std::string& a : {answer(kRightLine), answer(kWrongLine), std::string("no drawing")})
        CHECK(to_json(evaluate(prepared, a, untimed())) == to_json(evaluate(parse, a, untimed())));
}

TEST_CASE("evaluate: task_errors says what every report of a broken task would say") {
    const auto errors_of = [](const json& t) { return task_errors(prepare_task(parse_task(t), untimed())); };
    CHECK(errors_of(task_json()).empty());

    json missing = task_json();
    missing.erase("reference");
    CHECK(find_code(errors_of(missing), "task.field.missing"));

    json unknown = task_json();
    unknown["check"]["kind"] = "telepathy";
    json unreadable = task_json();
    unreadable["reference"] = "<svg><line";
    for (const json& t : {unknown, unreadable}) {
        const std::vector<Diagnostic> errors = errors_of(t);
        REQUIRE(!errors.empty());
        // The report of any answer carries the same diagnostics, in the same words.
        const Report r = evaluate(prepare_task(parse_task(t), untimed()), answer(kRightLine), untimed());
        CHECK(r.verdict == Verdict::Invalid);
        for (const Diagnostic& d : errors) {
            const Diagnostic* same = find_code(r.diagnostics, d.code);
            REQUIRE(same);
            CHECK(same->message == d.message);
        }
    }
    CHECK(find_code(errors_of(unknown), "task.check.unknown"));
    CHECK(find_code(errors_of(unreadable), "task.reference.unreadable"));
}
