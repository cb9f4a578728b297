// A SMILES string drawn as a chemist draws it (scene/molecule_layout, molecule_depiction):
// bonds a bond length long, rings regular polygons, chains bent at 120 degrees, pieces side
// by side, labels for the atoms a skeletal formula names, and the same numbers every time.
#include <doctest/doctest.h>

#include <cmath>
#include <string>
#include <vector>

#include "formats/read.hpp"
#include "scene/molecule_depiction.hpp"
#include "scene/molecule_layout.hpp"
#include "scene/svg_writer.hpp"

using namespace plumbline;

namespace {

SceneMolecule molecule(const std::string& smiles) {
    const ReadResult r = read_smiles(smiles, "reference", {});
    INFO(smiles);
    REQUIRE(r.ok);
    REQUIRE(r.scene.molecule.has_value());
    return *r.scene.molecule;
}

double distance(const std::vector<Vec2>& x, int a, int b) {
    return (x[static_cast<size_t>(a)] - x[static_cast<size_t>(b)]).norm();
}

// Every bond between 0.9 and 1.1 bond lengths, and no two atoms nearer than 0.6.
void check_drawable(const std::string& smiles) {
    const SceneMolecule m = molecule(smiles);
    const std::vector<Vec2> x = lay_out_molecule(m);
    REQUIRE(x.size() == m.atoms.size());
    INFO(smiles);
    for (const SceneBond& b : m.bonds) {
        INFO("bond " << b.a << "-" << b.b);
        CHECK(distance(x, b.a, b.b) == doctest::Approx(1.0).epsilon(0.1));
    }
    for (size_t i = 0; i < x.size(); ++i)
        for (size_t j = i + 1; j < x.size(); ++j) {
            INFO("atoms " << i << ", " << j);
            CHECK(distance(x, static_cast<int>(i), static_cast<int>(j)) > 0.6);
        }
}

size_t count_texts(const Scene& s, const std::string& content) {
    size_t n = 0;
    for (const Item& item : s.items)
        if (const Text* t = std::get_if<Text>(&item.geometry); t && t->content == content) ++n;
    return n;
}

size_t count_segments(const Scene& s) {
    size_t n = 0;
    for (const Item& item : s.items) n += std::holds_alternative<Segment>(item.geometry);
    return n;
}

}  // namespace

TEST_CASE("benzene is a regular hexagon of side 1") {
    const std::vector<Vec2> x = lay_out_molecule(molecule("c1ccccc1"));
    for (int i = 0; i < 6; ++i) {
        CHECK(distance(x, i, (i + 1) % 6) == doctest::Approx(1.0).epsilon(0.01));
        CHECK(distance(x, i, (i + 2) % 6) == doctest::Approx(std::sqrt(3.0)).epsilon(0.01));
        CHECK(distance(x, i, (i + 3) % 6) == doctest::Approx(2.0).epsilon(0.01));
    }
}

TEST_CASE("a chain is bent at 120 degrees, not drawn straight") {
    const std::vector<Vec2> x = lay_out_molecule(molecule("OCC"));
    CHECK(distance(x, 0, 1) == doctest::Approx(1.0).epsilon(0.02));
    CHECK(distance(x, 1, 2) == doctest::Approx(1.0).epsilon(0.02));
    CHECK(distance(x, 0, 2) == doctest::Approx(std::sqrt(3.0)).epsilon(0.02));   // 2 would be straight
}

TEST_CASE("rings of 3 to 8 atoms, fused rings, substituents and macro rings are drawable") {
    for (const char* smiles : {"C1CC1", "C1CCC1", "C1CCCC1", "C1CCCCCC1", "C1CCCCCCC1", "c1ccc2ccccc2c1",
                               "CC(=O)Oc1ccccc1C(=O)O", "CN1C=NC2=C1C(=O)N(C(=O)N2C)C",
                               "CC(C)(C)c1ccc(O)cc1", "C1CC1C2CCCCC2", "CCCCCCCCCCCCCCCC(=O)O"})
        check_drawable(smiles);
}

TEST_CASE("pieces are put side by side, in the order written") {
    const SceneMolecule m = molecule("CCO.[Na+].[Cl-]");
    const std::vector<Vec2> x = lay_out_molecule(m);
    const double ethanol_right = std::max({x[0].x(), x[1].x(), x[2].x()});
    CHECK(x[3].x() > ethanol_right + 1.0);
    CHECK(x[4].x() > x[3].x() + 1.0);
}

TEST_CASE("the layout is the same every time, and finite when the budget is spent") {
    const SceneMolecule m = molecule("CN1C=NC2=C1C(=O)N(C(=O)N2C)C");
    const std::vector<Vec2> a = lay_out_molecule(m), b = lay_out_molecule(m);
    for (size_t i = 0; i < a.size(); ++i) CHECK(a[i] == b[i]);
    MoleculeLayoutOptions poor;
    poor.pair_updates = 0;
    for (const Vec2& p : lay_out_molecule(m, poor)) CHECK(is_finite(p));
    MoleculeLayoutOptions small;
    small.max_atoms = 4;   // past it: a grid, a bond apart
    const std::vector<Vec2> g = lay_out_molecule(m, small);
    for (size_t i = 0; i < g.size(); ++i)
        for (size_t j = i + 1; j < g.size(); ++j)
            CHECK(distance(g, static_cast<int>(i), static_cast<int>(j)) >= 0.99);
}

TEST_CASE("the depiction names heteroatoms with their hydrogens and charges, not carbons") {
    const Scene s = depict_molecule(molecule("OC(=O)C[NH3+]"), 40);
    CHECK(s.format == "smiles");
    CHECK(count_texts(s, "OH") == 1);
    CHECK(count_texts(s, "O") == 1);
    CHECK(count_texts(s, "NH3+") == 1);
    CHECK(count_texts(s, "C") == 0);
    CHECK(count_segments(s) == 5);   // C-O, C=O (two lines), C-C, C-N
    CHECK(s.frame.known);
    CHECK(atom_label(molecule("C").atoms[0], 0) == "CH4");   // a lone carbon is written out
    CHECK(atom_label(molecule("[13CH4]").atoms[0], 0) == "13CH4");
    CHECK(atom_label(molecule("[O-2]").atoms[0], 0) == "O2\u2212");
}

TEST_CASE("a triple bond is three lines, and bonds stop short of labels") {
    const Scene s = depict_molecule(molecule("C#N"), 40);
    REQUIRE(count_segments(s) == 3);
    for (const Item& item : s.items)
        if (const Segment* seg = std::get_if<Segment>(&item.geometry)) CHECK(seg->length() < 40 * 0.75);
}

TEST_CASE("a SMILES scene written as SVG is its depiction") {
    const ReadResult r = read_smiles("c1ccccc1O", "reference", {});
    REQUIRE(r.ok);
    const std::string svg = write_svg(r.scene);
    CHECK(svg.find("<line") != std::string::npos);
    CHECK(svg.find(">OH</text>") != std::string::npos);
    CHECK(svg.find("viewBox") != std::string::npos);
}
