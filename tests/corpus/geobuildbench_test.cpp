// GeoBuildBench's problems as Plumbline constraint tasks (tests/corpus/geobuildbench/,
// written by scripts/dev/geobuildbench_translate.py): every translated task must parse
// (its condition types all have a form in the constraints language), and judging an
// empty answer must end, with no crash or hang, in a fail (nothing is drawn) rather than
// an invalid verdict (a task error).
#include <doctest/doctest.h>

#include <fstream>
#include <string>

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
