// The molecule check as a user meets it: a task with a palette, an answer, a verdict and
// diagnostics that say what is wrong in a chemist's words.
#include <doctest/doctest.h>

#include <algorithm>

#include "checks/molecule/result.hpp"
#include "molecule_drawings.hpp"
#include "output/json.hpp"
#include "pipeline/evaluate.hpp"

using namespace plumbline;
using namespace molecule_test;

namespace {

Report check(const Molecule& reference, const std::string& answer, nlohmann::json extra = nlohmann::json::object(),
             Profile profile = Profile::Default) {
    EvaluateOptions o;
    o.profile = profile;
    o.timings = false;
    return evaluate(parse_task(task(svg(reference), std::move(extra))), answer, o);
}

const Diagnostic* find(const Report& r, const std::string& code) {
    for (const Diagnostic& d : r.diagnostics)
        if (d.code == code) return &d;
    return nullptr;
}

bool says(const Report& r, const std::string& code, const std::string& words) {
    const Diagnostic* d = find(r, code);
    return d && d->message.find(words) != std::string::npos;
}

}  // namespace

TEST_CASE("molecule check: the same molecule drawn differently passes") {
    const Molecule m = ring_with_methyl();
    molecule_test::Style turned;
    turned.angle = 1.1;
    turned.mirror = true;
    turned.scale = 40;
    turned.radius = 6;
    turned.end_gap = 6;   // edge to edge
    turned.color = [](const std::string& sym) { return sym == "C" ? std::string("rgb(39,74,74)") : std::string("blue"); };
    // Atoms and bonds in another document order.
    Molecule shuffled;
    const std::vector<int> order = {4, 6, 0, 2, 5, 1, 3};
    std::vector<int> where(order.size());
    for (size_t k = 0; k < order.size(); ++k) where[static_cast<size_t>(order[k])] = static_cast<int>(k);
    for (int k : order) shuffled.atoms.push_back(m.atoms[static_cast<size_t>(k)]);
    for (auto it = m.bonds.rbegin(); it != m.bonds.rend(); ++it)
        shuffled.bonds.push_back({where[static_cast<size_t>(it->second)], where[static_cast<size_t>(it->first)]});

    const Report r = check(m, "Here it is:\n```svg\n" + svg(shuffled, turned) + "```\n");
    CHECK(r.verdict == Verdict::Pass);
    CHECK(r.score == 1);
    CHECK(says(r, "molecule.isomorphic", "seven atoms, seven bonds, C6N"));
    REQUIRE(molecule_result(r));
    CHECK(molecule_result(r)->outcome == "isomorphic");
    CHECK(r.requirements.size() == 14);
    CHECK(std::all_of(r.requirements.begin(), r.requirements.end(), [](const Requirement& q) { return q.satisfied; }));
}

TEST_CASE("molecule check: a heteroatom drawn as carbon") {
    const Report r = check(ring_with_methyl("N"), svg(ring_with_methyl("C")));
    CHECK(r.verdict == Verdict::Fail);
    CHECK(says(r, "molecule.formula", "Atoms drawn: C7; the reference draws C6N (its hydrogens left out)"));
    CHECK(says(r, "molecule.formula", "one N drawn as C"));
    CHECK(says(r, "molecule.atom.element", "N1 is drawn as C: candidate atom"));
    REQUIRE(molecule_result(r));
    CHECK(molecule_result(r)->reference.atoms[0].status == "element");
    CHECK(find(r, "molecule.bond.missing") == nullptr);
}

TEST_CASE("molecule check: boron for chlorine is the same colour class, as in the benchmark") {
    Molecule chloro = ring_with_methyl("C");
    chloro.atoms[6].first = "Cl";
    Molecule boro = chloro;
    boro.atoms[6].first = "B";
    const Report r = check(chloro, svg(boro));
    CHECK(r.verdict == Verdict::Pass);
    CHECK(says(r, "molecule.isomorphic", "C6(B/Cl)"));
}

TEST_CASE("molecule check: a missing ring bond, and a substituent on the wrong position") {
    Molecule open = ring_with_methyl();
    open.bonds.erase(open.bonds.begin() + 3);  // ring bond 3-4
    const Report missing = check(ring_with_methyl(), svg(open));
    CHECK(missing.verdict == Verdict::Fail);
    CHECK(says(missing, "molecule.bond.missing", "The bond C4-C5 is missing"));
    CHECK(says(missing, "molecule.atom.degree", "two atoms have a different number of bonds"));
    CHECK(says(missing, "molecule.formula", "The formula C6N is right"));

    const Report moved = check(ring_with_methyl("N", 2), svg(ring_with_methyl("N", 3)));
    CHECK(moved.verdict == Verdict::Fail);
    CHECK(says(moved, "molecule.bond.moved", "The C on C3 is on C4 instead"));
    CHECK(find(moved, "molecule.bond.missing") != nullptr);
    CHECK(find(moved, "molecule.bond.extra") != nullptr);
    REQUIRE(molecule_result(moved));
    const auto& atoms = molecule_result(moved)->candidate.atoms;
    CHECK(std::all_of(atoms.begin(), atoms.end(), [](const MoleculeAtom& a) { return a.status == "matched"; }));
}

TEST_CASE("molecule check: hydrogens drawn, a fragment, dangling bonds") {
    const Molecule methanol{{{"C", {0, 0}}, {"O", {1, 0}}}, {{0, 1}}};
    Molecule with_h = methanol;
    for (int k = 0; k < 3; ++k) {
        with_h.atoms.push_back({"H", {-0.5 - 0.3 * k, 0.8 - 0.8 * k}});
        with_h.bonds.push_back({0, 2 + k});
    }
    with_h.atoms.push_back({"H", {1.6, 0.7}});
    with_h.bonds.push_back({1, 5});
    const Report h = check(methanol, svg(with_h));
    CHECK(h.verdict == Verdict::Fail);
    CHECK(says(h, "molecule.hydrogens", "four hydrogen atoms are drawn"));
    CHECK(says(h, "molecule.hydrogens", "Without them the drawing is the reference molecule"));

    const Molecule split{{{"C", {0, 0}}, {"C", {1, 0}}, {"O", {2.2, 0}}}, {{0, 1}}};
    const Molecule whole{{{"C", {0, 0}}, {"C", {1, 0}}, {"O", {2, 0}}}, {{0, 1}, {1, 2}}};
    const Report f = check(whole, svg(split));
    CHECK(says(f, "molecule.fragments", "falls into 2 disconnected pieces (2 and 1 atoms)"));

    molecule_test::Style short_bonds;
    short_bonds.end_gap = 4.5;
    const Report d = check(whole, svg(whole, short_bonds));
    CHECK(d.verdict == Verdict::Fail);
    CHECK(find(d, "molecule.bond.dangling") != nullptr);
    CHECK(find(d, "molecule.bond.missing") != nullptr);
}

TEST_CASE("molecule check: bond orders only when the task asks") {
    const Molecule atoms_only{{{"C", {0, 0}}, {"O", {1, 0}}}, {}};
    const std::string double_bond = svg(atoms_only, {},
                                        "<line x1=\"100\" y1=\"99.2\" x2=\"110\" y2=\"99.2\" stroke=\"black\"/>"
                                        "<line x1=\"100\" y1=\"100.8\" x2=\"110\" y2=\"100.8\" stroke=\"black\"/>");
    const std::string single_bond = svg(Molecule{atoms_only.atoms, {{0, 1}}});
    const TaskParse with_orders = parse_task(molecule_test::task(double_bond, {{"bond_order", true}}));
    EvaluateOptions o;
    o.timings = false;
    CHECK(evaluate(with_orders, double_bond, o).verdict == Verdict::Pass);
    const Report r = evaluate(with_orders, single_bond, o);
    CHECK(r.verdict == Verdict::Fail);
    CHECK(says(r, "molecule.bond.order", "has order 2 in the reference but is drawn with 1 line"));
    // Without the flag a double bond is one bond, as in the benchmark.
    CHECK(evaluate(parse_task(molecule_test::task(double_bond)), single_bond, o).verdict == Verdict::Pass);
}

TEST_CASE("molecule check: the search budget is reported, never a hang") {
    // A 30-ring of carbons: every atom alike, so the search must walk the ring.
    Molecule ring;
    for (int k = 0; k < 30; ++k) {
        const double a = 2 * 3.14159265358979323846 * k / 30;
        ring.atoms.push_back({"C", {4.8 * std::cos(a), 4.8 * std::sin(a)}});
        ring.bonds.push_back({k, (k + 1) % 30});
    }
    const Report r = check(ring, svg(ring), {{"budget", 3}});
    CHECK(r.verdict == Verdict::Invalid);
    CHECK(says(r, "molecule.search.budget", "stopped after"));
    REQUIRE(molecule_result(r));
    CHECK(molecule_result(r)->outcome == "budget");
    CHECK(check(ring, svg(ring)).verdict == Verdict::Pass);
}

TEST_CASE("molecule check: the ssvg profile compares fill text and the script's 0.1 snapping") {
    const Molecule m = ring_with_methyl();
    CHECK(check(m, svg(m), {}, Profile::Ssvg).verdict == Verdict::Pass);
    molecule_test::Style lower;
    lower.color = [](const std::string& sym) { return sym == "C" ? std::string("#274a4a") : palette().at(sym); };
    const Report r = check(m, svg(m, lower), {}, Profile::Ssvg);
    CHECK(r.verdict == Verdict::Fail);
    CHECK(says(r, "molecule.atom.element", "is drawn as fill \"#274a4a\""));
    CHECK(check(m, svg(m, lower)).verdict == Verdict::Pass);  // the default compares colours

    molecule_test::Style edge;
    edge.end_gap = 1.5;
    CHECK(check(m, svg(m, edge), {}, Profile::Ssvg).verdict == Verdict::Fail);
    CHECK(check(m, svg(m, edge)).verdict == Verdict::Pass);
}

TEST_CASE("molecule check: tasks and answers it cannot judge") {
    EvaluateOptions o;
    nlohmann::json no_palette = task(svg(ring_with_methyl()));
    no_palette["check"].erase("palette");
    const Report r = evaluate(parse_task(no_palette), svg(ring_with_methyl()), o);
    CHECK(r.verdict == Verdict::Invalid);
    CHECK(find(r, "task.palette.missing") != nullptr);

    const Report empty_reference =
        evaluate(parse_task(task("<svg xmlns=\"http://www.w3.org/2000/svg\"/>")), svg(ring_with_methyl()), o);
    CHECK(empty_reference.verdict == Verdict::Invalid);
    CHECK(find(empty_reference, "molecule.reference.empty") != nullptr);

    const Report nothing = check(ring_with_methyl(), "<svg xmlns=\"http://www.w3.org/2000/svg\"/>");
    CHECK(nothing.verdict == Verdict::Fail);
    CHECK(find(nothing, "molecule.candidate.empty") != nullptr);
}

TEST_CASE("molecule check: a hostile hub drawing stays within its budget and its report stays short") {
    // One carbon bonded to 1500 others crowded on a circle, so lines pass over atoms and the
    // partial correspondence has 1500 x 1500 pairs to weigh.
    Molecule star{{{"C", {0, 0}}}, {}};
    for (int k = 0; k < 1500; ++k) {
        const double a = 2 * 3.14159265358979323846 * k / 1500;
        star.atoms.push_back({"C", {5 * std::cos(a), 5 * std::sin(a)}});
        star.bonds.push_back({0, k + 1});
    }
    Molecule other = star;
    other.atoms[1].first = "N";
    const Report r = check(star, svg(other), {{"budget", 20000}});
    CHECK(r.verdict == Verdict::Fail);
    REQUIRE(molecule_result(r));
    CHECK(molecule_result(r)->steps <= 20000);
    CHECK(find(r, "molecule.search.partial") != nullptr);
    CHECK(r.diagnostics.size() < 100);
}

TEST_CASE("molecule check: a prepared task gives the same reports, in either profile") {
    const TaskParse parse = parse_task(task(svg(ring_with_methyl("N", 2))));
    EvaluateOptions def, ssvg;
    def.timings = ssvg.timings = false;
    ssvg.profile = Profile::Ssvg;
    const PreparedTask prepared = prepare_task(parse, def);  // prepared for the default profile
    REQUIRE(prepared.given.check);
    for (const std::string& answer : {svg(ring_with_methyl("N", 3)), svg(ring_with_methyl("C", 2))}) {
        for (const EvaluateOptions& o : {def, ssvg}) {
            const std::string fresh = to_text(to_json(evaluate(parse, answer, o)));
            CHECK(to_text(to_json(evaluate(prepared, answer, o))) == fresh);
        }
    }
}

// Judged for a report of the verdict and the score alone (EvaluateOptions::report, hence
// CheckInput::verdict_only), the check makes no requirements or messages; the verdict and
// the score are the ones the full judgement gives.
TEST_CASE("molecule check: a verdict-only judgement has the full one's verdict and score, and no words") {
    Molecule open = ring_with_methyl();
    open.bonds.erase(open.bonds.begin() + 3);
    EvaluateOptions brief;
    brief.timings = false;
    brief.report = ReportLevel::Verdict;
    for (const std::string& answer : {svg(ring_with_methyl()), svg(open), svg(ring_with_methyl("O", 2))}) {
        const Report full = check(ring_with_methyl(), answer);
        const Report quick = evaluate(parse_task(task(svg(ring_with_methyl()))), answer, brief);
        CHECK(quick.verdict == full.verdict);
        CHECK(quick.score == full.score);
        CHECK_FALSE(full.requirements.empty());
        CHECK(quick.requirements.empty());
        CHECK(find(full, full.verdict == Verdict::Pass ? "molecule.isomorphic" : "molecule.formula"));
        CHECK_FALSE(find(quick, "molecule.isomorphic"));
        CHECK_FALSE(find(quick, "molecule.formula"));
    }
}
