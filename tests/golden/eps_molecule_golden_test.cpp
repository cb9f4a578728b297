// The molecule examples in EPS (examples/eps-molecule/<task>/, written by
// examples/tools/make_eps_examples.mjs from examples/molecule/<task>/): each task is its SVG
// twin asked in EPS (appendix B's Figure 12 prompt: the EPS request, the palette as 0-1 RGB
// triples, the chlorobenzene example in EPS; reference.eps as the reference; the same check),
// and each answer is an SVG answer rewritten in PostScript (procedures, arrays and loops,
// operands on the stack and `repeat`, a translated and scaled frame, the paper's unflipped y),
// named <svg answer>-<style>.txt. Every answer gets the verdict its name expects; reports of
// the small molecules equal their snapshots in both profiles (snapshots/eps-molecule/,
// snapshots/eps-molecule-ssvg/). That each answer is judged as its SVG and TikZ twins are
// (verdict, requirements, formula, atoms, bonds, pieces) is cross_format_test.cpp's job.
#include <doctest/doctest.h>

#include <map>
#include <string>

#include <nlohmann/json.hpp>

#include "checks/molecule/result.hpp"
#include "examples.hpp"

using namespace plumbline;
using namespace golden;

namespace {

const Example* svg_twin(const std::string& name) {
    for (const Example& ex : examples("molecule"))
        if (ex.name == name) return &ex;
    return nullptr;
}

// Snapshots for the smallest size bin, as for the SVG molecules (it holds every kind of answer).
bool small_molecule(const Example& ex) {
    const nlohmann::json j =
        nlohmann::json::parse(read_text(examples_dir("eps-molecule") / ex.name / "task.json"), nullptr, false);
    return !j.is_discarded() && j.contains("meta") && j["meta"].value("bin", "") == "<20";
}

// Figure 12's palette: each colour as 0-1 RGB with two decimals.
const std::string kPalette =
    "H: [0.39, 0.55, 0.55], B: [0.16, 0.84, 0.16], C: [0.15, 0.29, 0.29], N: [0.0, 0.0, 1.0], O: [1.0, 0.0, 0.0], "
    "F: [0.84, 0.13, 0.57], Si: [0.84, 0.62, 0.07], P: [0.84, 0.53, 0.0], S: [0.84, 0.84, 0.0], "
    "Cl: [0.16, 0.84, 0.16], Br: [0.84, 0.53, 0.22], Te: [0.84, 0.8, 0.45], I: [1.0, 0.0, 1.0], "
    "Eu: [0.0, 0.8, 0.84], Lu: [0.0, 0.8, 0.84], Os: [0.51, 0.55, 0.55], U: [0.0, 0.8, 0.84]";

}  // namespace

TEST_CASE("every molecule task has an EPS twin asked the SSVG-Bench way") {
    const auto& eps = examples("eps-molecule");
    REQUIRE(eps.size() == examples("molecule").size());
    for (const Example& ex : eps) {
        INFO("eps-molecule/", ex.name);
        REQUIRE(ex.task.ok);
        const Example* svg = svg_twin(ex.name);
        REQUIRE(svg);
        const Task& t = ex.task.task;
        const Task& s = svg->task.task;
        CHECK(t.id == "eps-molecule/" + ex.name);
        CHECK(t.domain == "molecule");
        CHECK(t.format == "eps");
        CHECK(t.reference_format == "eps");
        CHECK(t.reference == read_text(examples_dir("molecule") / ex.name / "reference.eps"));
        CHECK(t.check == s.check);   // the same palette (as values, any spelling), bond orders, options
        // Figure 12: the EPS request, its palette, the chlorobenzene example in the benchmark's EPS
        CHECK(t.prompt.rfind("Please create an EPS file that visualizes the molecular structure", 0) == 0);
        CHECK(t.prompt.find("\n\n" + kPalette + "\n\n") != std::string::npos);
        CHECK(t.prompt.find("an example EPS visualization of the compound chlorobenzene") != std::string::npos);
        CHECK(t.prompt.find("```\n%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 10 -29 77 29\n%%Creator: EPS Generator\n") !=
              std::string::npos);
        CHECK(t.prompt.find("0.16 0.84 0.16 setrgbcolor\nnewpath\n20 6.22") != std::string::npos);
        CHECK(t.prompt.find("SVG") == std::string::npos);
        CHECK(t.prompt.find('#') == std::string::npos);   // no hex colour left
        const bool orders = s.check.value("bond_order", false);
        const bool single_line_rule = t.prompt.find("regardless of bond order") != std::string::npos;
        CHECK(single_line_rule != orders);
    }
}

TEST_CASE("the EPS prompt's chlorobenzene is the SVG prompt's, mirrored as the paper writes it") {
    for (const Example& ex : examples("eps-molecule")) {
        INFO(ex.name);
        const std::string& prompt = ex.task.task.prompt;
        const size_t begin = prompt.rfind("```\n%!PS") + 4, end = prompt.rfind("\n```");
        REQUIRE(begin < end);
        const Example* svg = svg_twin(ex.name);
        REQUIRE(svg);
        const std::string& svg_prompt = svg->task.task.prompt;
        const size_t s = svg_prompt.find("```\n<svg") + 4, e = svg_prompt.rfind("\n```");
        // judged as an answer to chlorobenzene itself (the SVG example as the reference)
        Task chlorobenzene = svg->task.task;
        chlorobenzene.format = "eps";
        chlorobenzene.reference = svg_prompt.substr(s, e - s);
        const Report r = evaluate(chlorobenzene, "```\n" + prompt.substr(begin, end - begin) + "\n```", golden_options());
        INFO(explain(r));
        CHECK(r.verdict == Verdict::Pass);
        REQUIRE(molecule_result(r));
        CHECK(molecule_result(r)->candidate.formula == molecule_result(r)->reference.formula);
        CHECK(molecule_result(r)->candidate.atoms.size() == 7);
    }
}

TEST_CASE("every EPS molecule answer gets the verdict its file name expects, as many of each as in SVG") {
    std::map<Verdict, int> verdicts, svg_verdicts;
    for (const Example& ex : examples("molecule"))
        for (const Answer& a : ex.answers) ++svg_verdicts[a.expected];
    for (const Example& ex : examples("eps-molecule")) {
        REQUIRE(ex.task.ok);
        const Example* svg = svg_twin(ex.name);
        REQUIRE(svg);
        CHECK(ex.answers.size() == svg->answers.size());
        for (const Answer& a : ex.answers) {
            REQUIRE(a.named_ok);
            INFO("eps-molecule/", ex.name, "/", a.name, ": ", explain(a.report));
            CHECK(a.report.verdict == a.expected);
            if (a.expected == Verdict::Pass) CHECK(a.report.score == doctest::Approx(1.0));
            if (a.expected == Verdict::Fail) {
                REQUIRE(molecule_result(a.report));
                CHECK(molecule_result(a.report)->outcome == "different");
            }
            ++verdicts[a.report.verdict];
        }
    }
    CHECK(verdicts == svg_verdicts);   // 227: 111 pass, 113 fail, 3 invalid
}

TEST_CASE("every molecule's EPS reference passes as an answer to its own (SVG) task") {
    int judged = 0;
    for (const Example& ex : examples("molecule")) {
        REQUIRE(ex.task.ok);
        TaskParse task = ex.task;
        task.task.format = "eps";   // the same task, answered in EPS
        const Report r = evaluate(task, "```postscript\n" + read_text(examples_dir("molecule") / ex.name / "reference.eps") +
                                            "```\n", golden_options());
        INFO(ex.name << ": " << explain(r));
        CHECK(r.verdict == Verdict::Pass);
        ++judged;
    }
    CHECK(judged == 46);
}

TEST_CASE("EPS molecule reports match their snapshots") { check_snapshots("eps-molecule", small_molecule); }

TEST_CASE("EPS molecule reports in the ssvg profile match their snapshots") {
    check_snapshots("eps-molecule", small_molecule, Profile::Ssvg);
}
