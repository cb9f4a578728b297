// Skeletal formulas: labels read as atoms and groups (labels.hpp, the abbreviation table),
// and drawings of lines and labels judged against SMILES references (read_skeletal.cpp).
// The corpus of RDKit's drawings (tests/corpus/skeletal/) is held by
// tests/js/skeletal-corpus.test.mjs.
#include <doctest/doctest.h>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include <nlohmann/json.hpp>

#include "checks/molecule/labels.hpp"
#include "checks/molecule/result.hpp"
#include "pipeline/evaluate.hpp"

using namespace plumbline;
using namespace plumbline::molecule;

namespace {

// "C1(H0)O2(H1)" style summary: elements with hydrogens and charges, then bonds with orders.
std::string summary(const std::string& text, int external = 1, bool backwards = false) {
    const std::optional<LabelFragment> f = parse_label(text, external, backwards);
    if (!f) return "unknown";
    std::string s;
    for (size_t k = 0; k < f->atoms.size(); ++k) {
        const LabelAtom& a = f->atoms[k];
        s += (static_cast<int>(k) == f->attach ? "*" : "") + a.element;
        if (a.hydrogens) s += "H" + std::to_string(a.hydrogens);
        if (a.charge) s += (a.charge > 0 ? "+" : "") + std::to_string(a.charge);
        s += " ";
    }
    for (const LabelBond& b : f->bonds) s += std::to_string(b.a) + (b.order == 1 ? "-" : b.order == 2 ? "=" : "#") + std::to_string(b.b) + " ";
    if (!s.empty()) s.pop_back();
    return s;
}

Report judge(const std::string& smiles, const std::string& svg, nlohmann::json check = {{"kind", "molecule"}, {"bond_order", true}}) {
    const nlohmann::json task = {{"schema", "plumbline/task@1"}, {"id", "t"}, {"domain", "molecule"},
                                 {"format", "svg"}, {"reference", smiles}, {"reference_format", "smiles"},
                                 {"check", check}};
    EvaluateOptions o;
    o.timings = false;
    return evaluate(parse_task(task), "```svg\n" + svg + "\n```\n", o);
}

bool says(const Report& r, const std::string& code) {
    for (const Diagnostic& d : r.diagnostics)
        if (d.code == code) return true;
    return false;
}

std::string line(double x1, double y1, double x2, double y2) {
    return "<line x1=\"" + std::to_string(x1) + "\" y1=\"" + std::to_string(y1) + "\" x2=\"" + std::to_string(x2) +
           "\" y2=\"" + std::to_string(y2) + "\" stroke=\"black\" stroke-width=\"2\"/>";
}

std::string text(double x, double y, const std::string& t, const std::string& anchor = "start") {
    return "<text x=\"" + std::to_string(x) + "\" y=\"" + std::to_string(y) + "\" font-size=\"14\" text-anchor=\"" +
           anchor + "\" dominant-baseline=\"central\">" + t + "</text>";
}

// A hexagon of side 30 at (100, 100), double bonds (inner lines) on the sides listed, and
// a bond from its top vertex up to (100, 48) when `substituent`.
std::string ring(std::initializer_list<int> doubles, const std::string& extra = "", bool circle = false) {
    double x[6], y[6];
    for (int k = 0; k < 6; ++k)
        x[k] = 100 + 30 * std::cos((30 + 60 * k) * 3.14159265358979 / 180),
        y[k] = 100 + 30 * std::sin((30 + 60 * k) * 3.14159265358979 / 180);
    std::string s = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 240 200\">";
    for (int k = 0; k < 6; ++k) {
        const int j = (k + 1) % 6;
        s += line(x[k], y[k], x[j], y[j]);
        for (int d : doubles)
            if (d == k) s += line(x[k] + 0.2 * (100 - x[k]), y[k] + 0.2 * (100 - y[k]), x[j] + 0.2 * (100 - x[j]), y[j] + 0.2 * (100 - y[j]));
    }
    if (circle) s += "<circle cx=\"100\" cy=\"100\" r=\"18\" fill=\"none\" stroke=\"black\"/>";
    return s + extra + "</svg>";
}

}  // namespace

TEST_CASE("skeletal labels: elements, hydrogens, charges and groups, written either way") {
    CHECK(summary("O") == "*O");
    CHECK(summary("OH") == "*OH1");
    CHECK(summary("HO") == "*OH1");
    CHECK(summary("NH2") == "*NH2");
    CHECK(summary("H2N") == "*NH2");
    CHECK(summary("H₃C") == "*CH3");
    CHECK(summary("Cl") == "*Cl");
    CHECK(summary("CO2H") == "*C O OH1 0=1 0-2");
    CHECK(summary("COOH") == "*C O OH1 0=1 0-2");
    CHECK(summary("HOOC") == "*C O OH1 0=1 0-2");
    CHECK(summary("HO2C") == "*C O OH1 0=1 0-2");
    CHECK(summary("CN") == "*C N 0#1");
    CHECK(summary("NC", 1, true) == "*C N 0#1");
    CHECK(summary("NO2") == "*N+1 O O-1 0=1 0-2");
    CHECK(summary("O2N") == "*N+1 O O-1 0=1 0-2");
    CHECK(summary("OMe") == "*O CH3 0-1");
    CHECK(summary("MeO", 1, true) == "*O CH3 0-1");
    CHECK(summary("OCH3") == "*O CH3 0-1");
    CHECK(summary("CF3") == "*C F F F 0-1 0-2 0-3");
    CHECK(summary("NMe2") == "*N CH3 CH3 0-1 0-2");
    CHECK(summary("Me2N") == "*N CH3 CH3 0-1 0-2");
    CHECK(summary("tBu") == "*C CH3 CH3 CH3 0-1 0-2 0-3");
    CHECK(summary("CHO") == "*CH1 O 0=1");
    CHECK(summary("SO3H") == "*S O O OH1 0=1 0=2 0-3");
    CHECK(summary("N+") == "*N+1");
    CHECK(summary("O\u2212") == "*O-1");
    CHECK(summary("NH4+", 0) == "*NH4+1");
    CHECK(summary("NH3+") == "*NH3+1");
    CHECK(summary("Fe2+", 0) == "*Fe+2");
    CHECK(summary("H") == "*H");
    CHECK(summary("Ph").substr(0, 2) == "*C");
    // Not guessed.
    CHECK(summary("R") == "unknown");
    CHECK(summary("X") == "unknown");
    CHECK(summary("Ethanol") == "unknown");
    CHECK(summary("Ar") == "*Ar");   // argon is an element: the table does not take it for aryl
    // A bond at the right end of a label written left to right all the same (chemfig's CH2OH
    // left of its ring): reversed, the O would carry four bonds; forwards it is hydroxymethyl.
    CHECK(summary("CH2OH", 1, true) == "*CH2 OH1 0-1");
    CHECK(summary("OH", 1, true) == "*OH1");
}

TEST_CASE("skeletal drawings: charges compared, nitro groups either way, labels drawn over each other") {
    const std::string chain = line(40, 110, 70, 110);
    const std::string plus = "<tspan font-size=\"10\" dy=\"-6\">+</tspan>";
    CHECK(judge("C[NH3+]", "<svg xmlns=\"http://www.w3.org/2000/svg\">" + chain + text(74, 110, "NH3" + plus) + "</svg>")
              .verdict == Verdict::Pass);
    const Report neutral = judge("C[NH3+]", "<svg xmlns=\"http://www.w3.org/2000/svg\">" + chain + text(74, 110, "NH3") + "</svg>");
    CHECK(neutral.verdict == Verdict::Fail);
    CHECK(says(neutral, "molecule.atom.charge"));
    // Nitrobenzene drawn N(=O)=O (no charges) is the SMILES's [N+](=O)[O-]; N(=O)-O is not.
    const auto nitro = [](bool second_double) {
        std::string s = line(126, 115, 152, 115) + text(160, 115, "N", "middle") + line(166, 109, 184, 91) +
                        line(170, 109, 188, 91) + text(190, 85, "O", "middle") + line(166, 121, 184, 139) +
                        text(190, 145, "O", "middle");
        if (second_double) s += line(170, 121, 188, 139);
        return s;
    };
    CHECK(judge("O=[N+]([O-])c1ccccc1", ring({1, 3, 5}, nitro(true))).verdict == Verdict::Pass);
    const Report uncharged = judge("O=[N+]([O-])c1ccccc1", ring({1, 3, 5}, nitro(false)));
    CHECK(uncharged.verdict == Verdict::Fail);
    CHECK(says(uncharged, "molecule.atom.charge"));
    // Two labels over each other show no one molecule: said, and the answer fails.
    const Report over = judge("CC(C)=O", "<svg xmlns=\"http://www.w3.org/2000/svg\">" + line(40, 110, 66, 95) +
                                             line(66, 95, 92, 110) + line(63, 95, 63, 70) + line(69, 95, 69, 70) +
                                             text(66, 62, "O", "middle") + text(66, 62, "CH3", "middle") + "</svg>");
    CHECK(over.verdict == Verdict::Fail);
    CHECK(says(over, "molecule.label.overlap"));
}

TEST_CASE("skeletal drawings: rings, labels, double bonds and circles against SMILES") {
    const std::string oh = line(100, 70, 100, 48) + text(100, 38, "OH", "middle");
    CHECK(judge("c1ccccc1", ring({0, 2, 4})).verdict == Verdict::Pass);
    CHECK(judge("c1ccccc1", ring({1, 3, 5})).verdict == Verdict::Pass);
    CHECK(judge("c1ccccc1", ring({}, "", true)).verdict == Verdict::Pass);
    CHECK(judge("C1CCCCC1", ring({})).verdict == Verdict::Pass);
    CHECK(judge("c1ccccc1", ring({0, 2})).verdict == Verdict::Fail);        // a double bond missing
    CHECK(judge("Oc1ccccc1", ring({0, 2, 4}, oh)).verdict == Verdict::Pass);
    const Report amine = judge("Oc1ccccc1", ring({0, 2, 4}, line(100, 70, 100, 48) + text(100, 38, "NH2", "middle")));
    CHECK(amine.verdict == Verdict::Fail);
    CHECK(says(amine, "molecule.atom.element"));
    // Without bond orders the skeleton and elements are what counts.
    CHECK(judge("Oc1ccccc1", ring({}, oh), {{"kind", "molecule"}}).verdict == Verdict::Pass);
    // An unknown label is said, not guessed.
    const Report r = judge("Oc1ccccc1", ring({0, 2, 4}, line(100, 70, 100, 48) + text(100, 38, "R", "middle")));
    CHECK(r.verdict == Verdict::Fail);
    CHECK(says(r, "molecule.label.unknown"));
    // A caption is left out with a warning.
    const Report caption = judge("Oc1ccccc1", ring({0, 2, 4}, oh + text(100, 180, "Phenol", "middle")));
    CHECK(caption.verdict == Verdict::Pass);
    CHECK(says(caption, "molecule.label.ignored"));
}

TEST_CASE("skeletal drawings: the convention decided from the drawing, or required by the task") {
    const std::string svg = ring({0, 2, 4});
    CHECK(judge("c1ccccc1", svg, {{"kind", "molecule"}, {"bond_order", true}, {"convention", "skeletal"}}).verdict ==
          Verdict::Pass);
    const Report circles = judge("c1ccccc1", svg, {{"kind", "molecule"}, {"bond_order", true}, {"convention", "circles"}});
    CHECK(circles.verdict == Verdict::Fail);
    CHECK(says(circles, "molecule.candidate.empty"));
    const Report bad = judge("c1ccccc1", svg, {{"kind", "molecule"}, {"convention", "ball-and-stick"}});
    CHECK(bad.verdict == Verdict::Invalid);
    CHECK(says(bad, "task.convention.invalid"));
}

TEST_CASE("skeletal drawings: the SMILES-reference example's answers get the verdicts their names promise") {
    namespace fs = std::filesystem;
    const auto read = [](const fs::path& p) {
        std::ifstream in(p, std::ios::binary);
        std::ostringstream s;
        s << in.rdbuf();
        return s.str();
    };
    const fs::path dir = fs::path(PLUMBLINE_SOURCE_DIR) / "examples" / "molecule" / "aspirin-skeletal-smiles";
    const TaskParse task = parse_task_text(read(dir / "task.json"));
    REQUIRE(task.ok);
    CHECK(task.task.reference_format == "smiles");
    int answers = 0;
    for (const auto& entry : fs::directory_iterator(dir / "answers")) {
        const std::string name = entry.path().stem().string();
        INFO(name);
        EvaluateOptions o;
        o.timings = false;
        const Report r = evaluate(task.task, read(entry.path()), o);
        const Verdict want = name.rfind("pass-", 0) == 0   ? Verdict::Pass
                             : name.rfind("fail-", 0) == 0 ? Verdict::Fail
                                                           : Verdict::Invalid;
        CHECK(r.verdict == want);
        ++answers;
    }
    CHECK(answers >= 5);
}

