// TikZ answers judged end to end: extraction of TikZ from raw responses, the TikZ reader,
// a cross-format task (an SVG reference, TikZ answers selected by colour), and every
// molecule's TikZ reference judged as an answer to its own (SVG) task.
#include <doctest/doctest.h>

#include <cmath>
#include <map>
#include <string>

#include "examples.hpp"
#include "extract/extract.hpp"
#include "formats/read.hpp"

using namespace plumbline;
using namespace golden;

namespace {

// Every <task>-tikz task also has this right answer: the reference drawing with a long
// helper line that runs past the left or the top of everything else.
const std::string kHelperLine = "pass-helper-line-grows-bbox";

}  // namespace

TEST_CASE("every TikZ answer gets the verdict its file name expects") {
    const std::vector<Example>& all = examples("tikz");
    REQUIRE_FALSE(all.empty());
    int answers = 0;
    for (const Example& ex : all) {
        REQUIRE(ex.task.ok);
        CHECK(ex.task.task.format == "tikz");
        for (const Answer& a : ex.answers) {
            REQUIRE(a.named_ok);
            INFO(ex.name << "/" << a.name << ": " << explain(a.report));
            CHECK(a.report.verdict == a.expected);
            ++answers;
        }
    }
    CHECK(answers >= 100);
}

TEST_CASE("a TikZ answer and the SVG answer of the same drawing get the same requirements") {
    const Example* tikz = nullptr;
    for (const Example& ex : examples("tikz"))
        if (ex.name == "circumcircle-handwritten") tikz = &ex;
    const Example* svg = nullptr;
    for (const Example& ex : examples("geometry"))
        if (ex.name == "circumcircle") svg = &ex;
    REQUIRE(tikz);
    REQUIRE(svg);
    const auto answer = [](const Example& ex, const std::string& name) -> const Report* {
        for (const Answer& a : ex.answers)
            if (a.name == name) return &a.report;
        return nullptr;
    };
    const Report* tp = answer(*tikz, "fail-radius-small");
    const Report* sp = answer(*svg, "fail-radius-small");
    REQUIRE(tp);
    REQUIRE(sp);
    const Report& t = *tp;
    const Report& s = *sp;
    REQUIRE(t.requirements.size() == s.requirements.size());
    for (size_t i = 0; i < t.requirements.size(); ++i) {
        CHECK(t.requirements[i].satisfied == s.requirements[i].satisfied);
        CHECK(t.requirements[i].error == doctest::Approx(s.requirements[i].error).epsilon(1e-3));
        CHECK(t.requirements[i].tolerance == doctest::Approx(s.requirements[i].tolerance));
    }
}

TEST_CASE("every geometry answer rewritten in TikZ meets the same requirements, as nearly as the SVG") {
    // examples/tikz/<task>-tikz/answers/<svg answer>-<style>.txt came from
    // examples/geometry/<task>/answers/<svg answer>.txt (examples/tools/make_tikz_examples.mjs).
    std::map<std::string, const Example*> svg;
    for (const Example& ex : examples("geometry")) svg[ex.name] = &ex;
    int pairs = 0;
    for (const Example& ex : examples("tikz")) {
        const std::string suffix = "-tikz";
        if (ex.name.size() <= suffix.size() || ex.name.compare(ex.name.size() - suffix.size(), suffix.size(), suffix))
            continue;
        const auto original = svg.find(ex.name.substr(0, ex.name.size() - suffix.size()));
        REQUIRE(original != svg.end());
        for (const Answer& a : ex.answers) {
            if (a.name == kHelperLine) continue;   // no SVG twin: checked below
            const std::string stem = a.name.substr(0, a.name.rfind('-'));
            const Answer* twin = nullptr;
            for (const Answer& b : original->second->answers)
                if (b.name == stem) twin = &b;
            REQUIRE_MESSAGE(twin, a.name);
            INFO(ex.name << "/" << a.name);
            CHECK(a.report.verdict == twin->report.verdict);
            REQUIRE(a.report.requirements.size() == twin->report.requirements.size());
            for (size_t i = 0; i < a.report.requirements.size(); ++i) {
                const Requirement& t = a.report.requirements[i];
                const Requirement& s = twin->report.requirements[i];
                CHECK(t.id == s.id);
                CHECK(t.satisfied == s.satisfied);
                // How far a found item is off is not compared: the TikZ reference's frame is its
                // cropped picture, not the SVG's 400-unit viewBox, so the tolerances scale
                // differently and the report may name another of the item's measures (the
                // centre's offset rather than the radius's) as the binding one.
            }
            ++pairs;
        }
    }
    CHECK(pairs >= 100);
}

TEST_CASE("a helper line that grows the picture to the left or top does not change a right answer") {
    int tasks = 0;
    for (const Example& ex : examples("tikz")) {
        if (ex.name.size() < 5 || ex.name.compare(ex.name.size() - 5, 5, "-tikz")) continue;
        INFO(ex.name);
        const Answer* helper = nullptr;
        for (const Answer& a : ex.answers)
            if (a.name == kHelperLine) helper = &a;
        REQUIRE_MESSAGE(helper, "no ", kHelperLine, " answer");
        INFO(explain(helper->report));
        CHECK(helper->report.verdict == Verdict::Pass);
        CHECK(helper->report.score == doctest::Approx(1.0));
        // the candidate's picture really is larger than the given and the reference drawings
        const Task& task = ex.task.task;
        const Extraction found = extract_drawing(helper->response, "tikz", *task.input);
        REQUIRE(found.found);
        const ReadResult candidate = read_tikz(found.text, "candidate");
        const ReadResult reference = read_drawing(task.reference_format, task.reference, "reference");
        const ReadResult input = read_drawing(task.input_format, *task.input, "input");
        REQUIRE(candidate.ok);
        REQUIRE(reference.ok);
        REQUIRE(input.ok);
        Box given = reference.scene.bounds();
        given.add(input.scene.bounds());
        const Box drawn = candidate.scene.bounds();
        const bool grows = drawn.min.x() < given.min.x() - 20 || drawn.min.y() < given.min.y() - 20;
        CHECK(grows);
        ++tasks;
    }
    CHECK(tasks == 16);
}

TEST_CASE("every molecule's TikZ reference passes as an answer to its own task") {
    int judged = 0;
    for (const Example& ex : examples("molecule")) {
        const fs::path tex = examples_dir("molecule") / ex.name / "reference.tex";
        if (!fs::exists(tex)) continue;
        REQUIRE(ex.task.ok);
        TaskParse task = ex.task;
        task.task.format = "tikz";   // the same task, answered in TikZ
        const Report r = evaluate(task, "```latex\n" + read_text(tex) + "\n```", golden_options());
        INFO(ex.name << ": " << explain(r));
        CHECK(r.verdict == Verdict::Pass);
        ++judged;
    }
    CHECK(judged >= 40);
}
