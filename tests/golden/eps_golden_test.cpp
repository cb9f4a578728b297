// The geometry examples in EPS (examples/eps/<task>-eps/, written by
// examples/tools/make_eps_examples.mjs from examples/geometry/<task>/): each task is its SVG
// twin asked the SSVG-Bench way (Figure 9: the given drawing as an EPS page of the SVG's size,
// y_eps = H - y_svg; added elements red), judged against the SVG reference converted to EPS,
// selected by colour; each answer is an SVG answer rewritten in PostScript as models write it
// (procedures, loops, translated frames, scaled circles for ellipses, centimetres), named
// <svg answer>-<style>.txt, plus pass-helper-line-grows-bbox. Every answer gets the verdict its
// name expects; invalid ones for the reason their PostScript gives; whole reports equal their
// snapshots in both profiles (snapshots/eps/, snapshots/eps-ssvg/). That each answer is judged
// as its SVG and TikZ twins are is cross_format_test.cpp's job.
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

const std::string kHelperLine = "pass-helper-line-grows-bbox";

bool every_task(const Example&) { return true; }

// examples/eps/circumcircle-handwritten/ is written by hand (the playground's browser test
// uses it); every other task is generated from its SVG twin.
const std::string kHandwritten = "circumcircle-handwritten";

const Example* svg_twin(const Example& eps) {
    for (const Example& ex : examples("geometry"))
        if (ex.name + "-eps" == eps.name) return &ex;
    return nullptr;
}

bool has_code(const Report& r, const std::string& code) {
    for (const Diagnostic& d : r.diagnostics)
        if (d.code == code) return true;
    return false;
}

}  // namespace

TEST_CASE("every geometry task has an EPS twin asked the SSVG-Bench way") {
    const auto& eps = examples("eps");
    REQUIRE(eps.size() == examples("geometry").size() + 1);
    for (const Example& ex : eps) {
        if (ex.name == kHandwritten) continue;
        INFO("eps/", ex.name);
        REQUIRE(ex.task.ok);
        const Example* svg = svg_twin(ex);
        REQUIRE(svg);
        const Task& t = ex.task.task;
        CHECK(t.id == "eps/" + svg->name);
        CHECK(t.domain == "geometry");
        CHECK(t.format == "eps");
        CHECK(t.input_format == "eps");
        CHECK(t.reference_format == "eps");
        CHECK(t.check["reference_select"] == nlohmann::json{{"color", "red"}});
        CHECK(t.check["candidate_select"] == nlohmann::json{{"color", "red"}});
        // Figure 9: the explanation, the given drawing under [EPS] on the SVG's page, the instructions
        const ReadResult svg_input = read_drawing("svg", *svg->task.task.input, "input");
        REQUIRE(svg_input.ok);
        const std::string page = "%%BoundingBox: 0 0 " + std::to_string(static_cast<int>(svg_input.scene.frame.width)) +
                                 " " + std::to_string(static_cast<int>(svg_input.scene.frame.height));
        CHECK(t.prompt.rfind(svg->task.task.prompt.substr(0, svg->task.task.prompt.find("[SVG]")), 0) == 0);
        CHECK(t.prompt.find("```\n[EPS]%!PS-Adobe-3.0 EPSF-3.0\n" + page + "\n") != std::string::npos);
        CHECK(t.prompt.find("adding elements to the EPS diagram.\n- Set the color of any added elements to red.\n"
                            "- Do not modify any elements that are originally present in the EPS.") != std::string::npos);
        CHECK(t.prompt.find("SVG") == std::string::npos);
        CHECK(t.input->find(page + "\n") != std::string::npos);
        // the reference: the SVG reference's drawing, item for item where the SVG has it
        const ReadResult ref = read_drawing("eps", t.reference, "reference");
        const ReadResult svg_ref = read_drawing("svg", svg->task.task.reference, "reference");
        REQUIRE(ref.ok);
        REQUIRE(svg_ref.ok);
        const auto primaries = [](const Scene& scene) {
            std::vector<const Item*> out;
            for (size_t k = 0; k < scene.items.size(); ++k)
                if (scene.items[k].is_primary(static_cast<int>(k))) out.push_back(&scene.items[k]);
            return out;
        };
        const auto a = primaries(ref.scene), b = primaries(svg_ref.scene);
        REQUIRE(a.size() == b.size());
        for (size_t k = 0; k < a.size(); ++k) {
            INFO("item ", k);
            REQUIRE(a[k]->kind() == b[k]->kind());
            // a dot filled and outlined in one colour is written filled only
            const auto paint = [](const Item* i) { return i->style.stroke.none ? i->style.fill : i->style.stroke; };
            CHECK(paint(a[k]).hex() == paint(b[k]).hex());
            if (a[k]->kind() == ItemKind::Text) {
                CHECK(std::get<Text>(a[k]->geometry).anchor.x() == doctest::Approx(std::get<Text>(b[k]->geometry).anchor.x()));
                CHECK(std::get<Text>(a[k]->geometry).anchor.y() == doctest::Approx(std::get<Text>(b[k]->geometry).anchor.y()));
                continue;
            }
            const Box x = bounds(a[k]->geometry), y = bounds(b[k]->geometry);
            CHECK(std::abs(x.min.x() - y.min.x()) < 0.01);
            CHECK(std::abs(x.min.y() - y.min.y()) < 0.01);
            CHECK(std::abs(x.max.x() - y.max.x()) < 0.01);
            CHECK(std::abs(x.max.y() - y.max.y()) < 0.01);
        }
    }
}

TEST_CASE("every EPS geometry answer gets the verdict its file name expects") {
    std::map<Verdict, int> verdicts;
    for (const Example& ex : examples("eps")) {
        REQUIRE(ex.task.ok);
        if (ex.name == kHandwritten) continue;   // below
        for (const Answer& a : ex.answers) {
            REQUIRE(a.named_ok);
            INFO("eps/", ex.name, "/", a.name, ": ", explain(a.report));
            CHECK(a.report.task_id == ex.task.task.id);
            CHECK(a.report.verdict == a.expected);
            if (a.expected == Verdict::Pass) CHECK(a.report.score == doctest::Approx(1.0));
            if (a.expected != Verdict::Pass) CHECK(a.report.score < 1.0);
            ++verdicts[a.report.verdict];
        }
    }
    // the 53 pass and 51 fail SVG answers, a helper-line answer per task, the 7 invalid ones
    CHECK(verdicts[Verdict::Pass] == 53 + 16);
    CHECK(verdicts[Verdict::Fail] == 51);
    CHECK(verdicts[Verdict::Invalid] == 7);
}

TEST_CASE("an invalid EPS answer is invalid for the reason its PostScript gives") {
    // label -> the diagnostic that says why
    const std::map<std::string, std::string> why = {
        {"invalid-truncated", "extract.truncated"},            // the response stops inside a number
        {"invalid-truncated-in-element", "extract.truncated"},
        {"invalid-mismatched-tag", "eps.error.syntaxerror"},   // one closing brace too many
        {"invalid-unclosed-svg", "eps.error.syntaxerror"},     // a procedure never closed
        {"invalid-unquoted-attribute", "eps.error.undefined"}, // setrgbcolour
        {"invalid-no-drawing", "extract.none"},
        {"invalid-canvas-code", "extract.none"},               // JavaScript, not PostScript
    };
    int invalid = 0;
    for (const Example& ex : examples("eps")) {
        if (ex.name == kHandwritten) continue;
        for (const Answer& a : ex.answers) {
            if (a.expected != Verdict::Invalid) continue;
            INFO("eps/", ex.name, "/", a.name, ": ", explain(a.report));
            std::string label = a.name;
            if (!why.count(label)) label = label.substr(0, label.rfind('-'));   // without the style
            REQUIRE(why.count(label));
            CHECK(has_code(a.report, why.at(label)));
            for (const Diagnostic& d : a.report.diagnostics)
                if (d.code.rfind("eps.error.", 0) == 0) CHECK(d.span.line > 0);   // located in the drawing
            ++invalid;
        }
    }
    CHECK(invalid == 7);
}

TEST_CASE("a helper line that grows the EPS page to the left passes, and fails on the cropped published page") {
    int tasks = 0;
    for (const Example& ex : examples("eps")) {
        if (ex.name == kHandwritten) continue;
        INFO(ex.name);
        const Answer* helper = nullptr;
        for (const Answer& a : ex.answers)
            if (a.name == kHelperLine) helper = &a;
        REQUIRE_MESSAGE(helper, "no ", kHelperLine, " answer");
        INFO(explain(helper->report));
        CHECK(helper->report.verdict == Verdict::Pass);
        CHECK(helper->report.score == doctest::Approx(1.0));
        // The model wrote a larger %%BoundingBox, its left edge moved out, its top kept (the
        // reader flips y about the top, so every coordinate stays where the given page has it).
        const Task& task = ex.task.task;
        const Extraction found = extract_drawing(helper->response, "eps", *task.input);
        REQUIRE(found.found);
        const ReadResult candidate = read_eps(found.text, "candidate");
        const ReadResult input = read_drawing(task.input_format, *task.input, "input");
        REQUIRE(candidate.ok);
        REQUIRE(input.ok);
        CHECK(candidate.scene.frame.x <= input.scene.frame.x - 30);
        CHECK(candidate.scene.frame.y == doctest::Approx(input.scene.frame.y));
        CHECK(candidate.scene.bounds().min.x() < -29);
        // Ghostscript crops the page to the box (-dEPSCrop), so every x moves by -llx there.
        const Report ssvg = evaluate(task, helper->response, golden_options(Profile::Ssvg));
        INFO("ssvg: ", explain(ssvg));
        CHECK(ssvg.verdict == Verdict::Fail);
        ++tasks;
    }
    CHECK(tasks == 16);
}

// The hand-written task also has answers whose page differs from the given one: a box grown
// at the top to hold a construction line, and no box at all. Both keep the given drawing's
// coordinates and pass (tests/unit/read/eps_page_test.cpp has the rule).
TEST_CASE("the hand-written EPS task: verdicts by name, PostScript errors by name, requirements as the SVG's") {
    const Example* eps = nullptr;
    for (const Example& ex : examples("eps"))
        if (ex.name == kHandwritten) eps = &ex;
    const Example* svg = nullptr;
    for (const Example& ex : examples("geometry"))
        if (ex.name == "circumcircle") svg = &ex;
    REQUIRE(eps);
    REQUIRE(svg);
    const std::map<std::string, std::string> errors = {{"invalid-missing-radius", "eps.error.stackunderflow"},
                                                       {"invalid-undefined-operator", "eps.error.undefined"}};
    const Report* eps_small = nullptr;
    for (const Answer& a : eps->answers) {
        INFO(a.name, ": ", explain(a.report));
        REQUIRE(a.named_ok);
        CHECK(a.report.verdict == a.expected);
        if (errors.count(a.name)) CHECK(has_code(a.report, errors.at(a.name)));
        if (a.name == "fail-radius-small") eps_small = &a.report;
    }
    CHECK(eps->answers.size() == 9);
    const Report* svg_small = nullptr;
    for (const Answer& a : svg->answers)
        if (a.name == "fail-radius-small") svg_small = &a.report;
    REQUIRE(eps_small);
    REQUIRE(svg_small);
    REQUIRE(eps_small->requirements.size() == svg_small->requirements.size());
    for (size_t i = 0; i < eps_small->requirements.size(); ++i) {
        CHECK(eps_small->requirements[i].satisfied == svg_small->requirements[i].satisfied);
        CHECK(eps_small->requirements[i].error == doctest::Approx(svg_small->requirements[i].error).epsilon(1e-3));
    }
}

TEST_CASE("EPS geometry reports match their snapshots") { check_snapshots("eps", every_task); }

TEST_CASE("EPS geometry reports in the ssvg profile match their snapshots") {
    check_snapshots("eps", every_task, Profile::Ssvg);
}
