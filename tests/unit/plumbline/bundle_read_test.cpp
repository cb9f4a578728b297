// Reading a bundle: the two forms, the batch lines they give, and every problem a bad
// bundle can have, each named with its file, line and code while the rest is still read.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "bundle_test_support.hpp"
#include "bundle/results.hpp"
#include "pipeline/evaluate.hpp"

using namespace plumbline;
using namespace bundle_test;

namespace {

// The one problem of a bundle with exactly one, checked for its place and code.
const BundleProblem& only_problem(const Bundle& b, const std::string& code) {
    INFO(listing(b));
    REQUIRE(b.problems.size() == 1);
    CHECK(b.problems[0].code == code);
    return b.problems[0];
}

std::vector<std::string> lines_of(const Bundle& b) {
    std::vector<std::string> out;
    for (const BundleAnswer& a : answers_to_judge(b)) out.push_back(batch_line(b, a));
    return out;
}

std::map<std::string, std::string> with(std::map<std::string, std::string> files, const std::string& path,
                                        const std::string& text) {
    files[path] = text;
    return files;
}

json manifest_of(const std::map<std::string, std::string>& files) { return json::parse(files.at("bundle.json")); }

std::string read_file(const std::filesystem::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

}  // namespace

TEST_CASE("bundle: a clean directory bundle is read whole, its answers judged task-major") {
    const BundleRead r = read(two_by_two());
    REQUIRE(r.ok);
    const Bundle& b = r.bundle;
    CHECK_MESSAGE(b.problems.empty(), listing(b));
    CHECK(b.schema == "plumbline/bundle@1");
    CHECK(b.name == "tiny");
    REQUIRE(b.tasks.size() == 2);
    CHECK(b.tasks[1].id == "b");
    CHECK(b.tasks[1].file == "tasks.jsonl");
    CHECK(b.tasks[1].line == 2);
    CHECK(b.tasks[1].domain == "geometry");
    CHECK(b.tasks[1].format == "svg");
    CHECK_FALSE(b.tasks[1].size);
    REQUIRE(b.models.size() == 2);
    CHECK(b.models[0].metadata == json{{"params", 7}});

    // Task-major: a's one answer, then b's two, models in manifest order.
    const std::vector<BundleAnswer> order = answers_to_judge(b);
    REQUIRE(order.size() == 3);
    CHECK((order[0].task == 0 && order[0].model == 0));
    CHECK((order[1].task == 1 && order[1].model == 0));
    CHECK((order[2].task == 1 && order[2].model == 1));

    const json line = json::parse(batch_line(b, order[2]));
    CHECK(line["id"] == json{{"model", "two"}, {"task", "b"}, {"domain", "geometry"}, {"format", "svg"},
                             {"size", nullptr}});
    CHECK(line["task"] == task("b"));
    CHECK(line["candidate"] == right_answer());

    // The one unanswered pair, model-major.
    const json overview = bundle_overview(b);
    REQUIRE(overview["missing"].size() == 1);
    CHECK(overview["missing"][0]["model"] == "two");
    CHECK(overview["missing"][0]["task"] == "a");
    CHECK(overview["missing"][0]["missing"] == true);
    CHECK(overview["models"][1]["answered"] == 1);
    CHECK(overview["tasks"][0] == json{{"id", "a"}, {"domain", "geometry"}, {"format", "svg"}, {"size", nullptr},
                                       {"file", "tasks.jsonl"}, {"line", 1}});
}

TEST_CASE("bundle: the single-file form and --pack give the same lines as the directory") {
    const BundleRead dir = read(two_by_two());
    REQUIRE(dir.ok);
    const std::string packed = pack_bundle(dir.bundle);
    const json single = json::parse(packed);
    CHECK(single["tasks"].is_array());
    CHECK(single["models"][0]["answers"].size() == 2);
    CHECK(single["models"][0]["params"] == 7);

    const BundleRead again = read({{"bundle.json", packed}});
    REQUIRE(again.ok);
    CHECK_MESSAGE(again.bundle.problems.empty(), listing(again.bundle));
    CHECK(lines_of(again.bundle) == lines_of(dir.bundle));
    CHECK(pack_bundle(again.bundle) == packed);
    CHECK(again.bundle.tasks[0].line == 0);   // inline: no line of its own
    CHECK(again.bundle.tasks[0].file == "bundle.json");
}

TEST_CASE("bundle: a molecule task's size is the reference atoms + bonds the report counts") {
    const std::filesystem::path dir = std::filesystem::path(PLUMBLINE_SOURCE_DIR) / "examples" / "molecule" / "caffeine";
    const json molecule = json::parse(read_file(dir / "task.json"));
    const std::string response = read_file(dir / "answers" / "pass-shuffled-order.txt");
    const BundleRead r = read({{"bundle.json", json{{"schema", "plumbline/bundle@1"},
                                                    {"tasks", {molecule}},
                                                    {"models", {{{"name", "m"}, {"answers", {{{"task", molecule["id"]},
                                                                                              {"response", response}}}}}}}}
                                                   .dump()}});
    REQUIRE(r.ok);
    REQUIRE(r.bundle.tasks.size() == 1);
    REQUIRE(r.bundle.tasks[0].size);
    EvaluateOptions options;
    options.report = ReportLevel::Compact;
    const json report = evaluate_batch_line(batch_line(r.bundle, {0, 0}), 1, options);
    const json& reference = report["molecule"]["reference"];
    CHECK(*r.bundle.tasks[0].size == reference["atom_count"].get<int>() + reference["bond_count"].get<int>());
    CHECK(*r.bundle.tasks[0].size == 29);   // caffeine's 14 heavy atoms and 15 bonds (orders not counted)
}

TEST_CASE("bundle: paths stay inside the bundle") {
    std::string out;
    CHECK((bundle_path("answers/a.jsonl", out) && out == "answers/a.jsonl"));
    CHECK((bundle_path("./answers//a.jsonl", out) && out == "answers/a.jsonl"));
    CHECK((bundle_path("answers\\a.jsonl", out) && out == "answers/a.jsonl"));
    CHECK((bundle_path("a/./b/", out) && out == "a/b"));
    for (const char* bad : {"", ".", "/etc/passwd", "\\x", "../x.jsonl", "answers/../../x", "C:/x", "a/.."})
        CHECK_MESSAGE(!bundle_path(bad, out), bad);
}

// --- an unusable manifest: nothing is read ----------------------------------------------

TEST_CASE("bundle: a manifest that is not JSON is fatal, with its line") {
    const BundleRead r = read({{"bundle.json", "{\n  \"tasks\": \"tasks.jsonl\",\n  \"models\": [,]\n}"}});
    CHECK_FALSE(r.ok);
    CHECK(r.fatal.code == "bundle.json");
    CHECK(r.fatal.file == "bundle.json");
    CHECK(r.fatal.line == 3);
    CHECK(r.fatal.message.find("not valid JSON") != std::string::npos);
    CHECK(read({{"bundle.json", std::string(100, '[') + std::string(100, ']')}}).fatal.code == "bundle.json");
}

TEST_CASE("bundle: a manifest that is not an object, or has no tasks, is fatal") {
    CHECK(read({{"bundle.json", "[1, 2]"}}).fatal.code == "bundle.manifest.invalid");
    CHECK(read({{"bundle.json", R"({"models": []})"}}).fatal.code == "bundle.manifest.invalid");
    const BundleRead r = read({{"bundle.json", R"({"tasks": 3, "models": []})"}});
    CHECK_FALSE(r.ok);
    CHECK(r.fatal.code == "bundle.manifest.invalid");
    CHECK(r.fatal.message.rfind("/tasks:", 0) == 0);
}

TEST_CASE("bundle: no manifest at all, or one over the budget, is fatal") {
    CHECK(read({{"tasks.jsonl", ""}}).fatal.code == "bundle.file.missing");
    BundleLimits small;
    small.max_bytes = 100;
    const BundleRead r = read(two_by_two(), small);
    CHECK_FALSE(r.ok);
    CHECK(r.fatal.code == "bundle.limit.bytes");
}

// --- problems the rest of the bundle survives ---------------------------------------------

TEST_CASE("bundle: schema missing or unknown, name not a string") {
    json m = manifest_of(two_by_two());
    m.erase("schema");
    const BundleRead missing = read(with(two_by_two(), "bundle.json", m.dump()));
    REQUIRE(missing.ok);
    CHECK(only_problem(missing.bundle, "bundle.schema.missing").severity == Severity::Warning);
    CHECK(lines_of(missing.bundle).size() == 3);

    m["schema"] = "plumbline/bundle@2";
    const BundleRead unknown = read(with(two_by_two(), "bundle.json", m.dump()));
    REQUIRE(unknown.ok);
    CHECK(only_problem(unknown.bundle, "bundle.schema.unsupported").severity == Severity::Error);
    CHECK(unknown.bundle.schema == "plumbline/bundle@2");
    CHECK(lines_of(unknown.bundle).size() == 3);

    m["schema"] = "plumbline/bundle@1";
    m["name"] = 12;
    const BundleRead name = read(with(two_by_two(), "bundle.json", m.dump()));
    REQUIRE(name.ok);
    CHECK(only_problem(name.bundle, "bundle.manifest.field").message.rfind("/name:", 0) == 0);
}

TEST_CASE("bundle: a path outside the bundle is not read") {
    for (const char* path : {"../tasks.jsonl", "/tmp/tasks.jsonl", ""}) {
        json m = manifest_of(two_by_two());
        m["tasks"] = path;
        auto files = with(two_by_two(), "bundle.json", m.dump());
        files["answers/one.jsonl"] = files["answers/two.jsonl"] = "";   // or each would name an unknown task
        const BundleRead r = read(files);
        REQUIRE(r.ok);
        const BundleProblem& p = only_problem(r.bundle, "bundle.path.invalid");
        CHECK(p.file == "bundle.json");
        CHECK(p.message.rfind("/tasks:", 0) == 0);
        CHECK(r.bundle.tasks.empty());
    }
    json m = manifest_of(two_by_two());
    m["models"][1]["answers"] = "../two.jsonl";
    const BundleRead r = read(with(two_by_two(), "bundle.json", m.dump()));
    CHECK(only_problem(r.bundle, "bundle.path.invalid").message.rfind("/models/1/answers:", 0) == 0);
    CHECK(lines_of(r.bundle).size() == 2);
}

TEST_CASE("bundle: a missing answers file leaves that model's answers all missing") {
    auto files = two_by_two();
    files.erase("answers/two.jsonl");
    const BundleRead r = read(files);
    REQUIRE(r.ok);
    const BundleProblem& p = only_problem(r.bundle, "bundle.file.missing");
    CHECK(p.file == "answers/two.jsonl");
    CHECK(p.line == 0);
    CHECK(p.message.find("/models/1/answers") != std::string::npos);
    REQUIRE(r.bundle.models.size() == 2);
    CHECK(lines_of(r.bundle).size() == 2);
    CHECK(bundle_overview(r.bundle)["missing"].size() == 2);   // both of two's
}

TEST_CASE("bundle: a missing tasks file leaves no tasks; the models are still listed") {
    auto files = two_by_two();
    files.erase("tasks.jsonl");
    const BundleRead r = read(files);
    REQUIRE(r.ok);
    INFO(listing(r.bundle));
    REQUIRE(r.bundle.problems.size() == 4);   // the file, then each answer names an unknown task
    CHECK(r.bundle.problems[0].code == "bundle.file.missing");
    CHECK(r.bundle.problems[0].file == "tasks.jsonl");
    CHECK(r.bundle.problems[1].code == "bundle.answer.unknown");
    CHECK(r.bundle.models.size() == 2);
    CHECK(lines_of(r.bundle).empty());
}

TEST_CASE("bundle: a line that is not JSON is skipped, named by file and line") {
    const auto files = with(two_by_two(), "answers/one.jsonl",
                            answer_line("a", right_answer()) + "\n{\"task\": \"b\", \"response\": \n");
    const BundleRead r = read(files);
    REQUIRE(r.ok);
    const BundleProblem& p = only_problem(r.bundle, "bundle.line.json");
    CHECK(p.file == "answers/one.jsonl");
    CHECK(p.line == 3);   // the blank line 2 counts
    CHECK(p.message.find("column") != std::string::npos);
    CHECK(lines_of(r.bundle).size() == 2);

    const BundleRead deep = read(with(two_by_two(), "tasks.jsonl",
                                      two_by_two().at("tasks.jsonl") + std::string(80, '[') + std::string(80, ']')));
    CHECK(only_problem(deep.bundle, "bundle.line.json").line == 3);
}

TEST_CASE("bundle: a line without the fields it needs is skipped") {
    const BundleRead tasks =
        read(with(two_by_two(), "tasks.jsonl", two_by_two().at("tasks.jsonl") + "{\"reference\": \"x\"}\n"));
    REQUIRE(tasks.ok);
    const BundleProblem& p = only_problem(tasks.bundle, "bundle.line.field");
    CHECK(p.file == "tasks.jsonl");
    CHECK(p.line == 3);
    CHECK(tasks.bundle.tasks.size() == 2);
    const BundleRead answers =
        read(with(two_by_two(), "answers/two.jsonl", line({{"task", "b"}, {"answer", "text"}}) + "[1]\n"));
    REQUIRE(answers.ok);
    INFO(listing(answers.bundle));
    REQUIRE(answers.bundle.problems.size() == 2);
    CHECK(answers.bundle.problems[0].code == "bundle.line.field");
    CHECK(answers.bundle.problems[1].line == 2);
    CHECK(lines_of(answers.bundle).size() == 2);
}

TEST_CASE("bundle: a task id given twice keeps the first") {
    json second = task("a");
    second["reference"] = "<svg/>";
    const BundleRead r = read(with(two_by_two(), "tasks.jsonl", line(task("a")) + line(task("b")) + line(second)));
    REQUIRE(r.ok);
    const BundleProblem& p = only_problem(r.bundle, "bundle.task.duplicate");
    CHECK(p.severity == Severity::Warning);
    CHECK(p.line == 3);
    CHECK(p.message.find("tasks.jsonl:1") != std::string::npos);
    REQUIRE(r.bundle.tasks.size() == 2);
    CHECK(json::parse(r.bundle.tasks[0].text) == task("a"));
}

TEST_CASE("bundle: a task that cannot judge answers is reported with its own first error and left out") {
    json no_reference = task("b");
    no_reference.erase("reference");
    json unknown_kind = task("c");
    unknown_kind["check"]["kind"] = "ruler";
    auto files = with(two_by_two(), "tasks.jsonl", line(task("a")) + line(no_reference) + line(unknown_kind));
    files["answers/two.jsonl"] = answer_line("c", right_answer());
    const BundleRead r = read(files);
    REQUIRE(r.ok);
    INFO(listing(r.bundle));
    REQUIRE(r.bundle.problems.size() == 2);
    CHECK(r.bundle.problems[0].code == "bundle.task.invalid");
    CHECK(r.bundle.problems[0].line == 2);
    CHECK(r.bundle.problems[0].message.find("[task.field.missing]") != std::string::npos);
    CHECK(r.bundle.problems[1].message.find("[task.check.unknown]") != std::string::npos);
    // Kept (for --pack), but judged nowhere and counted in no total.
    CHECK(r.bundle.tasks.size() == 3);
    CHECK_FALSE(r.bundle.tasks[1].usable);
    CHECK(lines_of(r.bundle).size() == 1);
    const json overview = bundle_overview(r.bundle);
    CHECK(overview["tasks"].size() == 1);
    CHECK(overview["missing"].size() == 1);   // two did not answer a
}

TEST_CASE("bundle: one model answering a task twice: the first answer is judged") {
    const BundleRead r = read(with(two_by_two(), "answers/two.jsonl",
                                   answer_line("b", right_answer()) + answer_line("b", wrong_answer())));
    REQUIRE(r.ok);
    const BundleProblem& p = only_problem(r.bundle, "bundle.answer.duplicate");
    CHECK(p.severity == Severity::Warning);
    CHECK(p.line == 2);
    CHECK(p.message.find("line 1") != std::string::npos);
    CHECK(*r.bundle.models[1].responses[1] == right_answer());
}

TEST_CASE("bundle: an answer to a task the bundle does not have is ignored") {
    const BundleRead r = read(with(two_by_two(), "answers/two.jsonl",
                                   answer_line("b", right_answer()) + answer_line("zz", right_answer())));
    REQUIRE(r.ok);
    const BundleProblem& p = only_problem(r.bundle, "bundle.answer.unknown");
    CHECK(p.line == 2);
    CHECK(p.message.find("\"zz\"") != std::string::npos);
    CHECK(lines_of(r.bundle).size() == 3);
}

TEST_CASE("bundle: no models: the tasks are read, nothing is judged") {
    for (const json& models : {json(nullptr), json::array(), json("one.jsonl")}) {
        json m = manifest_of(two_by_two());
        if (models.is_null()) m.erase("models");
        else m["models"] = models;
        const BundleRead r = read(with(two_by_two(), "bundle.json", m.dump()));
        REQUIRE(r.ok);
        only_problem(r.bundle, "bundle.models.none");
        CHECK(r.bundle.tasks.size() == 2);
        CHECK(lines_of(r.bundle).empty());
    }
}

TEST_CASE("bundle: a model without a name is skipped; without answers it answers nothing; a name twice keeps the first") {
    json m = manifest_of(two_by_two());
    m["models"].push_back({{"answers", "answers/two.jsonl"}});
    m["models"].push_back({{"name", "three"}, {"answers", 5}});
    m["models"].push_back({{"name", "one"}, {"answers", "answers/two.jsonl"}});
    const BundleRead r = read(with(two_by_two(), "bundle.json", m.dump()));
    REQUIRE(r.ok);
    INFO(listing(r.bundle));
    REQUIRE(r.bundle.problems.size() == 3);
    CHECK(r.bundle.problems[0].code == "bundle.model.field");
    CHECK(r.bundle.problems[0].message.rfind("/models/2:", 0) == 0);
    CHECK(r.bundle.problems[1].code == "bundle.model.field");
    CHECK(r.bundle.problems[1].message.rfind("/models/3/answers:", 0) == 0);
    CHECK(r.bundle.problems[2].code == "bundle.model.duplicate");
    REQUIRE(r.bundle.models.size() == 3);
    CHECK(r.bundle.models[2].name == "three");
    CHECK(lines_of(r.bundle).size() == 3);
}

TEST_CASE("bundle: budgets: bytes, lines and models") {
    BundleLimits limits;
    limits.max_bytes = two_by_two().at("bundle.json").size() + two_by_two().at("tasks.jsonl").size() + 10;
    const BundleRead bytes = read(two_by_two(), limits);
    REQUIRE(bytes.ok);
    INFO(listing(bytes.bundle));
    REQUIRE(bytes.bundle.problems.size() == 2);   // neither answers file fits
    CHECK(bytes.bundle.problems[0].code == "bundle.limit.bytes");
    CHECK(bytes.bundle.problems[0].file == "answers/one.jsonl");
    CHECK(bytes.bundle.tasks.size() == 2);

    limits = {};
    limits.max_lines = 1;
    const BundleRead lines = read(two_by_two(), limits);
    REQUIRE(lines.ok);
    INFO(listing(lines.bundle));
    CHECK(lines.bundle.problems[0].code == "bundle.limit.lines");
    CHECK(lines.bundle.problems[0].line == 2);
    CHECK(lines.bundle.tasks.size() == 1);
    const BundleRead inline_entries = read({{"bundle.json", pack_bundle(read(two_by_two()).bundle)}}, limits);
    CHECK(inline_entries.bundle.problems[0].code == "bundle.limit.lines");
    CHECK(inline_entries.bundle.problems[0].message.rfind("/tasks:", 0) == 0);

    limits = {};
    limits.max_models = 1;
    const BundleRead models = read(two_by_two(), limits);
    CHECK(only_problem(models.bundle, "bundle.limit.models").file == "bundle.json");
    CHECK(models.bundle.models.size() == 1);
}

TEST_CASE("bundle: problems as a terminal prints them") {
    CHECK(problem_text({"answers/a.jsonl", 3, "bundle.line.json", Severity::Error, "not valid JSON."}) ==
          "answers/a.jsonl:3: not valid JSON. [bundle.line.json]");
    CHECK(problem_text({"bundle.json", 0, "bundle.models.none", Severity::Error, "/models: none."}) ==
          "bundle.json: /models: none. [bundle.models.none]");
    CHECK(to_json(BundleProblem{"bundle.json", 0, "bundle.models.none", Severity::Error, "x"})["line"].is_null());
}
