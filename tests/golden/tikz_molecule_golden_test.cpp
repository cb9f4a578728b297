// The molecule examples in TikZ (examples/tikz-molecule/<task>/, written by
// examples/tools/make_tikz_examples.mjs from examples/molecule/<task>/): each task is its
// SVG twin asked in TikZ (appendix B's Figure 10 prompt, reference.tex as the reference,
// the same check), and each answer is an SVG answer rewritten in TikZ, named
// <svg answer>-<style>.txt, so it must be judged as its twin is: the same verdict, the
// same formula, the same numbers of atoms, bonds and pieces.
#include <doctest/doctest.h>

#include <map>
#include <set>
#include <string>

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

// The SVG answer a TikZ answer was written from: the same name, or the name without its
// last "-<style>" part (invalid-prose-only has no style: it holds no drawing).
const Answer* answer_twin(const Example& svg, const std::string& tikz_answer) {
    for (const Answer& a : svg.answers)
        if (a.name == tikz_answer) return &a;
    const size_t dash = tikz_answer.rfind('-');
    if (dash == std::string::npos) return nullptr;
    for (const Answer& a : svg.answers)
        if (a.name == tikz_answer.substr(0, dash)) return &a;
    return nullptr;
}

}  // namespace

TEST_CASE("every molecule task has a TikZ twin asked the SSVG-Bench way") {
    const auto& tikz = examples("tikz-molecule");
    REQUIRE(tikz.size() == examples("molecule").size());
    for (const Example& ex : tikz) {
        INFO("tikz-molecule/", ex.name);
        REQUIRE(ex.task.ok);
        const Example* svg = svg_twin(ex.name);
        REQUIRE(svg);
        const Task& t = ex.task.task;
        const Task& s = svg->task.task;
        CHECK(t.id == "tikz-molecule/" + ex.name);
        CHECK(t.domain == "molecule");
        CHECK(t.format == "tikz");
        CHECK(t.reference_format == "tikz");
        CHECK(t.reference == read_text(examples_dir("molecule") / ex.name / "reference.tex"));
        CHECK(t.check == s.check);   // the same palette, bond orders, options
        // Figure 10: the TikZ request, and the paper's chlorobenzene in TikZ
        CHECK(t.prompt.rfind("Please create a TikZ file that visualizes the molecular structure", 0) == 0);
        CHECK(t.prompt.find("an example TikZ visualization of the compound chlorobenzene") != std::string::npos);
        CHECK(t.prompt.find("\\begin{tikzpicture}[x=1pt,y=1pt]") != std::string::npos);
        CHECK(t.prompt.find("\\filldraw[fill=2AD52A, draw=none] (20.00,6.22) circle (1.5pt);") != std::string::npos);
        CHECK(t.prompt.find("svg") == std::string::npos);
        const bool orders = s.check.value("bond_order", false);
        const bool single_line_rule = t.prompt.find("regardless of bond order") != std::string::npos;
        CHECK(single_line_rule != orders);
    }
}

TEST_CASE("every TikZ molecule answer is judged as its SVG twin: verdict, formula, atoms, bonds, pieces") {
    std::map<std::string, int> verdicts, svg_verdicts;
    int answers = 0, svg_answers = 0;
    for (const Example& ex : examples("molecule"))
        for (const Answer& a : ex.answers) ++svg_verdicts[to_string(a.expected)], ++svg_answers;
    for (const Example& ex : examples("tikz-molecule")) {
        const Example* svg = svg_twin(ex.name);
        REQUIRE(svg);
        std::set<std::string> twins;
        for (const Answer& a : ex.answers) {
            INFO("tikz-molecule/", ex.name, "/", a.name, ": ", explain(a.report));
            REQUIRE(a.named_ok);
            CHECK(std::string(to_string(a.report.verdict)) == std::string(to_string(a.expected)));
            const Answer* twin = answer_twin(*svg, a.name);
            REQUIRE_MESSAGE(twin, "no SVG answer in examples/molecule/", ex.name, " this was written from");
            CHECK(twins.insert(twin->name).second);
            CHECK(std::string(to_string(a.report.verdict)) == std::string(to_string(twin->report.verdict)));
            CHECK(a.report.score == doctest::Approx(twin->report.score));
            const MoleculeResult* t = molecule_result(a.report);
            const MoleculeResult* s = molecule_result(twin->report);
            REQUIRE((t == nullptr) == (s == nullptr));
            if (t) {
                CHECK(t->outcome == s->outcome);
                CHECK(t->candidate.formula == s->candidate.formula);
                CHECK(t->candidate.atoms.size() == s->candidate.atoms.size());
                CHECK(t->candidate.bonds.size() == s->candidate.bonds.size());
                CHECK(t->candidate.fragments == s->candidate.fragments);
                CHECK(t->reference.formula == s->reference.formula);
                CHECK(t->reference.bonds.size() == s->reference.bonds.size());
                // element by element: the same atoms are of no palette class or unmatched
                std::multiset<std::string> te, se;
                for (const MoleculeAtom& x : t->candidate.atoms) te.insert(x.element + "/" + std::string(x.status));
                for (const MoleculeAtom& x : s->candidate.atoms) se.insert(x.element + "/" + std::string(x.status));
                CHECK(te == se);
            }
            ++verdicts[to_string(a.report.verdict)];
            ++answers;
        }
        // every SVG answer has its TikZ version
        CHECK(twins.size() == svg->answers.size());
    }
    CHECK(answers == svg_answers);   // 227: 111 pass, 113 fail, 3 invalid
    CHECK(verdicts == svg_verdicts);
    CHECK(verdicts["pass"] > 100);
    CHECK(verdicts["fail"] > 100);
}
