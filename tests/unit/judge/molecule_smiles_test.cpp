// The molecule check with a SMILES reference: atoms compared by palette class (a SMILES
// atom classed by its symbol's entry) or, with no palette, by element symbol; bond orders
// compared where the task asks, an aromatic SMILES ring against any Kekulé structure drawn.
#include <doctest/doctest.h>

#include <cmath>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "checks/molecule/result.hpp"
#include "pipeline/evaluate.hpp"
#include "scene/kekule.hpp"

using namespace plumbline;

namespace {

const nlohmann::json kPalette = {{"C", "#274A4A"}, {"N", "#0000FF"}, {"O", "#FF0000"}, {"Cl", "#2AD52A"},
                                 {"B", "#2AD52A"}};

Report judge(const std::string& smiles, const std::string& answer, const std::string& format = "svg",
             nlohmann::json check = {{"kind", "molecule"}, {"palette", kPalette}}) {
    const nlohmann::json task = {{"schema", "plumbline/task@1"}, {"id", "t"}, {"domain", "molecule"},
                                 {"format", format}, {"reference", smiles}, {"reference_format", "smiles"},
                                 {"check", check}};
    EvaluateOptions o;
    o.timings = false;
    return evaluate(parse_task(task), answer, o);
}

bool says(const Report& r, const std::string& code, const std::string& words = "") {
    for (const Diagnostic& d : r.diagnostics)
        if (d.code == code && d.message.find(words) != std::string::npos) return true;
    return false;
}

std::string circle(double x, double y, const std::string& fill) {
    return "<circle cx=\"" + std::to_string(x) + "\" cy=\"" + std::to_string(y) + "\" r=\"1.5\" fill=\"" + fill + "\"/>";
}

std::string line(double x1, double y1, double x2, double y2) {
    return "<line x1=\"" + std::to_string(x1) + "\" y1=\"" + std::to_string(y1) + "\" x2=\"" + std::to_string(x2) +
           "\" y2=\"" + std::to_string(y2) + "\" stroke=\"black\"/>";
}

// Ethanol as circles: C, C, then the third atom in `third`'s colour.
std::string chain(const std::string& third) {
    return "```svg\n<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 50 20\">" + line(10, 10, 20, 10) +
           line(20, 10, 30, 10) + circle(10, 10, "#274A4A") + circle(20, 10, "#274A4A") + circle(30, 10, third) +
           "</svg>\n```\n";
}

// A hexagon of carbons with the bonds' orders as given (1 or 2 lines, the second offset inward).
std::string hexagon(const int (&orders)[6]) {
    double x[6], y[6];
    for (int k = 0; k < 6; ++k) x[k] = 30 + 10 * std::cos(k * 3.14159265358979 / 3), y[k] = 30 + 10 * std::sin(k * 3.14159265358979 / 3);
    std::string svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 60 60\">";
    for (int k = 0; k < 6; ++k) {
        const int j = (k + 1) % 6;
        svg += line(x[k], y[k], x[j], y[j]);
        if (orders[k] == 2) {
            // The second line: shorter, 1.5 units towards the centre.
            const double mx = (x[k] + x[j]) / 2, my = (y[k] + y[j]) / 2;
            const double dx = 30 - mx, dy = 30 - my, d = std::hypot(dx, dy);
            const double ox = 1.5 * dx / d, oy = 1.5 * dy / d;
            svg += line(x[k] + 0.2 * (x[j] - x[k]) + ox, y[k] + 0.2 * (y[j] - y[k]) + oy, x[j] + 0.2 * (x[k] - x[j]) + ox,
                        y[j] + 0.2 * (y[k] - y[j]) + oy);
        }
    }
    for (int k = 0; k < 6; ++k) svg += circle(x[k], y[k], "#274A4A");
    return "```svg\n" + svg + "</svg>\n```\n";
}

nlohmann::json with_orders() { return {{"kind", "molecule"}, {"palette", kPalette}, {"bond_order", true}}; }

}  // namespace

TEST_CASE("molecule smiles: a drawn answer against a SMILES reference, atoms by palette class") {
    const Report pass = judge("CCO", chain("#FF0000"));
    CHECK(pass.verdict == Verdict::Pass);
    CHECK(says(pass, "molecule.isomorphic", "C2O"));
    const Report wrong = judge("CCO", chain("#0000FF"));
    CHECK(wrong.verdict == Verdict::Fail);
    CHECK(says(wrong, "molecule.formula", "one O drawn as N"));
    // Requirements point at the SMILES text: atom 3 is the O at column 3.
    bool located = false;
    for (const Requirement& q : wrong.requirements)
        if (q.id == "atom#3") located = q.reference_span.column == 3 && !q.satisfied && q.reference_item == -1;
    CHECK(located);
    // B and Cl share a colour, so a SMILES Cl is matched by that colour.
    CHECK(judge("CCCl", chain("#2AD52A")).verdict == Verdict::Pass);
    // Hydrogens written as atoms are folded into their neighbour, as the drawings leave them out.
    CHECK(judge("[H]OCC", chain("#FF0000")).verdict == Verdict::Pass);
}

TEST_CASE("molecule smiles: an element the palette has no colour for is said") {
    const Report r = judge("CC[Si]", chain("#FF0000"));
    CHECK(r.verdict == Verdict::Fail);
    CHECK(says(r, "molecule.atom.symbol", "(Si) has no colour"));
}

TEST_CASE("molecule smiles: without a palette, atoms compare by element symbol") {
    const nlohmann::json bare = {{"kind", "molecule"}};
    const Report same = judge("CCO", "```smiles\nOCC\n```\n", "smiles", bare);
    CHECK(same.verdict == Verdict::Pass);
    CHECK(says(same, "molecule.isomorphic", "C2O"));
    const Report other = judge("CCO", "```smiles\nNCC\n```\n", "smiles", bare);
    CHECK(other.verdict == Verdict::Fail);
    CHECK(says(other, "molecule.formula", "one O drawn as N"));
    // Chlorine and boron are told apart without a palette.
    CHECK(judge("CCCl", "```smiles\nCCB\n```\n", "smiles", bare).verdict == Verdict::Fail);
    // Circles carry no element without a palette: said once.
    const Report circles = judge("CCO", chain("#FF0000"), "svg", bare);
    CHECK(circles.verdict == Verdict::Fail);
    int said = 0;
    for (const Diagnostic& d : circles.diagnostics) said += d.code == "molecule.atom.color";
    CHECK(said == 1);
    CHECK(says(circles, "molecule.atom.color", "the task gives none"));
    // A palette that is not an object is still refused.
    const Report bad = judge("CCO", chain("#FF0000"), "svg", {{"kind", "molecule"}, {"palette", 3}});
    CHECK(bad.verdict == Verdict::Invalid);
    CHECK(says(bad, "task.palette.missing"));
}

TEST_CASE("molecule smiles: an aromatic SMILES ring matches either Kekulé structure drawn") {
    const int kekule_a[6] = {2, 1, 2, 1, 2, 1}, kekule_b[6] = {1, 2, 1, 2, 1, 2};
    const int single[6] = {1, 1, 1, 1, 1, 1}, diene[6] = {2, 1, 2, 1, 1, 1};
    CHECK(judge("c1ccccc1", hexagon(kekule_a), "svg", with_orders()).verdict == Verdict::Pass);
    CHECK(judge("c1ccccc1", hexagon(kekule_b), "svg", with_orders()).verdict == Verdict::Pass);
    CHECK(judge("C1=CC=CC=C1", hexagon(kekule_b), "svg", with_orders()).verdict == Verdict::Pass);
    const Report flat = judge("c1ccccc1", hexagon(single), "svg", with_orders());
    CHECK(flat.verdict == Verdict::Fail);
    CHECK(says(flat, "molecule.bond.order", "aromatic ring"));
    const Report diene_drawn = judge("c1ccccc1", hexagon(diene), "svg", with_orders());
    CHECK(diene_drawn.verdict == Verdict::Fail);
    // Cyclohexa-1,3-diene is not benzene, and its double bonds are fixed.
    CHECK(judge("C1=CC=CCC1", hexagon(diene), "svg", with_orders()).verdict == Verdict::Pass);
    CHECK(judge("C1=CC=CCC1", hexagon(kekule_a), "svg", with_orders()).verdict == Verdict::Fail);
    // Without bond_order the orders are not compared.
    CHECK(judge("c1ccccc1", hexagon(single)).verdict == Verdict::Pass);
    // A SMILES answer against a SMILES reference: the same molecule in another Kekulé form.
    const nlohmann::json bare_orders = {{"kind", "molecule"}, {"bond_order", true}};
    CHECK(judge("c1ccc2ccccc2c1", "```smiles\nC1=CC=C2C=CC=CC2=C1\n```\n", "smiles", bare_orders).verdict ==
          Verdict::Pass);
    CHECK(judge("CC(=O)O", "```smiles\nCC(O)=O\n```\n", "smiles", bare_orders).verdict == Verdict::Pass);
    CHECK(judge("CC(=O)O", "```smiles\nCC(O)O\n```\n", "smiles", bare_orders).verdict == Verdict::Fail);
}

TEST_CASE("kekule: the bonds a Kekulé structure can swap") {
    // Naphthalene in one Kekulé structure: every ring bond swaps in some other structure.
    const std::vector<kekule::Edge> naphthalene = {{0, 1}, {1, 2}, {2, 3}, {3, 4}, {4, 5}, {5, 6},
                                                   {6, 7}, {7, 8}, {8, 9}, {9, 0}, {4, 9}};
    const std::vector<int> orders = {2, 1, 2, 1, 2, 1, 2, 1, 1, 1, 1};
    // 0=1, 2=3, 4=5, 6=7, 8? atom 8 and 9 need a double: 8=9.
    std::vector<int> fixed = orders;
    fixed[8] = 2;
    const std::vector<int> labels = kekule::alternation_labels(10, naphthalene, fixed, 100000);
    for (size_t k = 0; k < labels.size(); ++k) CHECK(labels[k] == kekule::kAlternating);
    // Butadiene's double bonds stay where they are.
    const std::vector<int> diene = kekule::alternation_labels(4, {{0, 1}, {1, 2}, {2, 3}}, {2, 1, 2}, 1000);
    CHECK(diene == std::vector<int>{2, 1, 2});
    // A budget too small leaves the orders as they are, and says so.
    bool exhausted = false;
    CHECK(kekule::alternation_labels(10, naphthalene, fixed, 3, &exhausted) == fixed);
    CHECK(exhausted);
}
