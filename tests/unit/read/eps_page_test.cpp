// An EPS answer that extends a given EPS drawing is judged where its PostScript puts things,
// whatever its %%BoundingBox: the reader flips y about the box top, and the pipeline puts
// the task's drawings on the answer's page (pipeline/evaluate.cpp), so a box grown at the
// top (or left out) moves nothing. The ssvg profile keeps the published chain's crop, where
// a grown box moves every coordinate. Without a given drawing nothing is moved.
#include <doctest/doctest.h>

#include <string>

#include "pipeline/evaluate.hpp"
#include "output/json.hpp"

using namespace plumbline;

namespace {

// A triangle given on a 400 x 400 page; the answer adds its circumcircle in red.
const std::string kTriangle = "newpath 90 110 moveto 320 90 lineto 180 310 lineto closepath stroke\n";
const std::string kCircle = "1 0 0 setrgbcolor newpath 211.57 175.54 138.11 0 360 arc stroke\n";

std::string page(const std::string& box, const std::string& body) {
    return "%!PS-Adobe-3.0 EPSF-3.0\n" + box + "\n" + body + "showpage\n";
}

Task circumcircle(bool with_input) {
    nlohmann::json j = {{"schema", "plumbline/task@1"},
                        {"id", "eps-page"},
                        {"format", "eps"},
                        {"reference", page("%%BoundingBox: 0 0 400 400", kTriangle + kCircle)},
                        {"reference_format", "eps"},
                        {"check", {{"kind", "match"}, {"reference_select", {{"color", "red"}}}, {"candidate_select", {{"color", "red"}}}}}};
    if (with_input) {
        j["input"] = page("%%BoundingBox: 0 0 400 400", kTriangle);
        j["input_format"] = "eps";
    }
    const TaskParse p = parse_task(j);
    REQUIRE(p.ok);
    return p.task;
}

Verdict judged(const Task& task, const std::string& box, Profile profile = Profile::Default) {
    EvaluateOptions options;
    options.profile = profile;
    options.timings = false;
    // a helper line runs above the page, so the box was grown at the top to hold it
    const std::string helper = "0 0 0 setrgbcolor newpath 90 110 moveto 200 430 lineto stroke\n";
    return evaluate(task, "```postscript\n" + page(box, kTriangle + helper + kCircle) + "```\n", options).verdict;
}

}  // namespace

TEST_CASE("eps page: an answer keeps the given drawing's coordinates whatever its box") {
    const Task task = circumcircle(true);
    CHECK(judged(task, "%%BoundingBox: 0 0 400 400") == Verdict::Pass);
    CHECK(judged(task, "%%BoundingBox: 0 0 400 440") == Verdict::Pass);        // grown at the top
    CHECK(judged(task, "%%BoundingBox: -40 -40 440 440") == Verdict::Pass);    // on every side
    CHECK(judged(task, "%%HiResBoundingBox: 0 0 400 437.5") == Verdict::Pass);
    CHECK(judged(task, "% no bounding box") == Verdict::Pass);                   // flipped about 0
}

TEST_CASE("eps page: the ssvg profile crops each page, as Ghostscript -dEPSCrop does") {
    const Task task = circumcircle(true);
    CHECK(judged(task, "%%BoundingBox: 0 0 400 400", Profile::Ssvg) == Verdict::Pass);
    CHECK(judged(task, "%%BoundingBox: 0 0 400 440", Profile::Ssvg) == Verdict::Fail);   // every y moved by 40
}

TEST_CASE("eps page: without a given drawing the answer is judged on its own page") {
    // No drawing to extend: the box top is where the answer says its page is, as before.
    const Task task = circumcircle(false);
    CHECK(judged(task, "%%BoundingBox: 0 0 400 400") == Verdict::Pass);
    CHECK(judged(task, "%%BoundingBox: 0 0 400 440") == Verdict::Fail);
}

TEST_CASE("eps page: the report speaks of the task's drawings where the answer's picture shows them") {
    const Task task = circumcircle(true);
    EvaluateOptions options;
    options.timings = false;
    // the radius too small, on a box grown by 40 at the top: the missing circle is reported
    // 40 lower than on the task's own page (y_scene = 440 - 175.54)
    std::string small = kCircle;
    small.replace(small.find("138.11"), 6, "103.58");
    const Report r = evaluate(task, page("%%BoundingBox: 0 0 400 440", kTriangle + small), options);
    CHECK(r.verdict == Verdict::Fail);
    bool found = false;
    for (const Diagnostic& d : r.diagnostics)
        if (d.code == "match.circle.missing") found = d.message.find("(211.57,264.46)") != std::string::npos;
    CHECK(found);
}
