// GeoBuildBench's problems as Plumbline constraint tasks (tests/corpus/geobuildbench/,
// written by scripts/dev/geobuildbench_translate.py): every translated task must parse
// (its condition types all have a form in the constraints language), and judging an
// empty answer must end, with no crash or hang, in a fail (nothing is drawn) rather than
// an invalid verdict (a task error). The hand-built constructions of samples/
// (scripts/dev/geobuildbench_samples.py) get the verdict their names say.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "checks/constraints/result.hpp"
#include "pipeline/evaluate.hpp"
#include "pipeline/task.hpp"

TEST_CASE("geobuildbench: every translated problem is a task that parses and judges") {
    std::ifstream in(std::string(PLUMBLINE_SOURCE_DIR) + "/tests/corpus/geobuildbench/tasks.jsonl");
    REQUIRE(in.good());
    std::string line;
    int tasks = 0, parsed = 0, failed = 0;
    while (std::getline(in, line)) {
        if (line.empty()) continue;
        ++tasks;
        const plumbline::TaskParse task = plumbline::parse_task(nlohmann::json::parse(line));
        std::string first;
        for (const plumbline::Diagnostic& d : task.diagnostics)
            if (d.severity == plumbline::Severity::Error && first.empty()) first = d.code + ": " + d.message;
        const std::string where = line.substr(0, 60) + " " + first;
        CHECK_MESSAGE(task.ok, where);
        if (!task.ok) continue;
        ++parsed;
        const plumbline::Report r = plumbline::evaluate(
            task, "```svg\n<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 400 400\"></svg>\n```");
        failed += r.verdict == plumbline::Verdict::Fail ? 1 : 0;
    }
    // 484 of the benchmark's 489 problems translate (5 state nothing to check).
    CHECK(tasks == 484);
    CHECK(parsed == tasks);
    CHECK(failed == tasks);
}

TEST_CASE("geobuildbench: hand-built constructions get the verdicts their names say") {
    const std::string dir = std::string(PLUMBLINE_SOURCE_DIR) + "/tests/corpus/geobuildbench/";
    std::map<std::string, nlohmann::json> tasks;
    std::ifstream in(dir + "tasks.jsonl");
    std::string line;
    while (std::getline(in, line))
        if (!line.empty()) {
            nlohmann::json t = nlohmann::json::parse(line);
            tasks[t["id"].get<std::string>()] = t;
        }
    int samples = 0;
    for (const auto& entry : std::filesystem::directory_iterator(dir + "samples")) {
        const std::string name = entry.path().stem().string();   // "367-pass-aoc-100"
        const size_t dash = name.find('-');
        REQUIRE(dash != std::string::npos);
        const auto task = tasks.find("geobuildbench/" + name.substr(0, dash));
        REQUIRE_MESSAGE(task != tasks.end(), name);
        std::ifstream file(entry.path());
        std::stringstream answer;
        answer << file.rdbuf();
        const plumbline::Report r = plumbline::evaluate(plumbline::parse_task(task->second), answer.str());
        const bool pass = name.compare(dash + 1, 4, "pass") == 0;
        CHECK_MESSAGE(r.verdict == (pass ? plumbline::Verdict::Pass : plumbline::Verdict::Fail), name);
        // Their 90% of objects and of conditions, each apart: the fail samples break a condition.
        const plumbline::ConstraintsResult* res = plumbline::constraints_result(r);
        REQUIRE(res != nullptr);
        CHECK_MESSAGE(res->threshold_pass == pass, name);
        ++samples;
    }
    CHECK(samples == 5);
}

// The seeded sample judged by GeoBuildBench's own evaluator (evaluated/, written by
// scripts/dev/geobuildbench_evaluate.py): each construction keeps the verdicts Plumbline
// gave when outcomes.tsv was recorded (strict, and at the 90% threshold that their
// evaluator's verdict is compared with), so a change shows without their evaluator.
TEST_CASE("geobuildbench: the evaluated sample keeps its recorded verdicts") {
    const std::string dir = std::string(PLUMBLINE_SOURCE_DIR) + "/tests/corpus/geobuildbench/";
    std::map<std::string, nlohmann::json> tasks;
    std::ifstream in(dir + "tasks.jsonl");
    std::string line;
    while (std::getline(in, line))
        if (!line.empty()) {
            nlohmann::json t = nlohmann::json::parse(line);
            tasks[t["id"].get<std::string>()] = t;
        }
    std::ifstream outcomes(dir + "evaluated/outcomes.tsv");
    REQUIRE(outcomes.good());
    std::getline(outcomes, line);   // the header
    int rows = 0, agree = 0;
    while (std::getline(outcomes, line)) {
        if (line.empty()) continue;
        std::vector<std::string> f;
        std::stringstream cells(line);
        for (std::string cell; std::getline(cells, cell, '\t');) f.push_back(cell);
        REQUIRE(f.size() >= 6);
        // id, construction, theirs, plumbline_threshold, plumbline_strict, agree, ...
        const auto task = tasks.find("geobuildbench/" + f[0]);
        REQUIRE_MESSAGE(task != tasks.end(), f[0]);
        const std::string name = f[0] + "-" + f[1];
        std::ifstream file(dir + "evaluated/" + name + ".txt");
        REQUIRE_MESSAGE(file.good(), name);
        std::stringstream answer;
        answer << file.rdbuf();
        const plumbline::Report r = plumbline::evaluate(plumbline::parse_task(task->second), answer.str());
        const plumbline::ConstraintsResult* res = plumbline::constraints_result(r);
        REQUIRE(res != nullptr);
        CHECK_MESSAGE(plumbline::to_string(r.verdict) == f[4], name);
        CHECK_MESSAGE((res->threshold_pass ? "pass" : "fail") == f[3], name);
        agree += (res->threshold_pass ? "pass" : "fail") == f[2] ? 1 : 0;
        ++rows;
    }
    CHECK(rows == 80);
    // 79 agree with their evaluator; 312-correct is a degenerate zero angle their
    // angle_bisector passes for any line (tests/corpus/geobuildbench/README.md).
    CHECK(agree == 79);
}
