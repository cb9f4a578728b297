// A task's drawings say their own format: without input_format/reference_format each is
// read in the format its text shows (an info diagnostic says so when that is not SVG), and a
// stated format the text contradicts is a task error.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "pipeline/task.hpp"

using namespace plumbline;
using nlohmann::json;

namespace {

struct Drawing {
    const char* format;
    const char* text;
};

const std::vector<Drawing> kDrawings = {
    {"svg", "<svg xmlns=\"http://www.w3.org/2000/svg\"><line x1=\"0\" y1=\"0\" x2=\"10\" y2=\"0\"/></svg>"},
    {"tikz", "\\begin{tikzpicture}\n\\draw (0,0) -- (1,0);\n\\end{tikzpicture}"},
    {"eps", "%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 0 0 10 10\nnewpath 0 0 moveto 10 0 lineto stroke\nshowpage\n"},
    {"dot", "digraph { a -> b }"},
};

json task_with(const std::string& member, const std::string& text) {
    json task = {{"schema", "plumbline/task@1"}, {"id", "t"}, {"reference", kDrawings[0].text},
                 {"check", {{"kind", "match"}}}};
    task[member] = text;
    return task;
}

int count(const TaskParse& p, const std::string& code) {
    int n = 0;
    for (const Diagnostic& d : p.diagnostics) n += d.code == code ? 1 : 0;
    return n;
}

}  // namespace

TEST_CASE("task formats: each drawing's format is taken from its text when the task does not state it") {
    for (const char* member : {"input", "reference"}) {
        for (const Drawing& d : kDrawings) {
            INFO(member << " in " << d.format);
            const TaskParse p = parse_task(task_with(member, d.text));
            CHECK(p.ok);
            const std::string& format = std::string(member) == "input" ? p.task.input_format : p.task.reference_format;
            CHECK(format == d.format);
            // Said when it is not the default, and only then.
            CHECK(count(p, "task.format.inferred") == (std::string(d.format) == "svg" ? 0 : 1));
            for (const Diagnostic& diag : p.diagnostics)
                if (diag.code == "task.format.inferred") {
                    CHECK(diag.severity == Severity::Info);
                    CHECK(diag.message.rfind("/" + std::string(member) + "_format: ", 0) == 0);
                }
        }
    }
}

TEST_CASE("task formats: a stated format is kept when the text holds a drawing of it") {
    json task = task_with("reference", kDrawings[1].text);
    task["reference_format"] = "tikz";
    const TaskParse p = parse_task(task);
    CHECK(p.ok);
    CHECK(p.task.reference_format == "tikz");
    CHECK(count(p, "task.format.inferred") == 0);
}

TEST_CASE("task formats: a stated format the text contradicts is a task error") {
    json task = task_with("reference", kDrawings[1].text);   // a tikzpicture
    task["reference_format"] = "svg";
    const TaskParse p = parse_task(task);
    CHECK_FALSE(p.ok);
    REQUIRE(count(p, "task.format.mismatch") == 1);
    for (const Diagnostic& d : p.diagnostics)
        if (d.code == "task.format.mismatch") {
            CHECK(d.severity == Severity::Error);
            CHECK(d.message.find("/reference_format: says \"svg\"") == 0);
            CHECK(d.message.find("tikz") != std::string::npos);
        }
    json input = task_with("input", kDrawings[3].text);   // a DOT graph said to be EPS
    input["input_format"] = "eps";
    CHECK(count(parse_task(input), "task.format.mismatch") == 1);
}
