// The SMILES reader: the OpenSMILES productions (atoms in and out of brackets, bonds,
// branches, ring closures, '.'), hydrogens implied by valence, the Kekulé structure of
// aromatic rings, located errors worded for a person, and budgets.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "extract/extract.hpp"
#include "formats/read.hpp"

using namespace plumbline;

namespace {

ReadResult read(const std::string& text, const ReadLimits& limits = {}) { return read_smiles(text, "reference", limits); }

SceneMolecule molecule(const std::string& text) {
    const ReadResult r = read(text);
    INFO(text);
    for (const Diagnostic& d : r.diagnostics) INFO(d.code << ": " << d.message);
    REQUIRE(r.ok);
    REQUIRE(r.scene.molecule.has_value());
    CHECK(r.scene.items.empty());
    return *r.scene.molecule;
}

// "C3 C2 O1": each atom's element and hydrogens.
std::string atoms(const SceneMolecule& m) {
    std::string out;
    for (const SceneAtom& a : m.atoms) {
        out += (out.empty() ? "" : " ") + a.element;
        if (a.hydrogens) out += std::to_string(a.hydrogens);
    }
    return out;
}

// "0-1 1=2": each bond by atom indices and order symbol.
std::string bonds(const SceneMolecule& m) {
    static const char* kSymbol[] = {"?", "-", "=", "#", "$"};
    std::string out;
    for (const SceneBond& b : m.bonds)
        out += (out.empty() ? "" : " ") + std::to_string(b.a) + kSymbol[b.order] + std::to_string(b.b);
    return out;
}

// The single error a text gives: its code, and its message must hold `words`.
Diagnostic error_of(const std::string& text, const ReadLimits& limits = {}) {
    const ReadResult r = read(text, limits);
    INFO(text);
    CHECK_FALSE(r.ok);
    for (const Diagnostic& d : r.diagnostics)
        if (d.severity == Severity::Error) return d;
    FAIL("no error");
    return {};
}

int doubles_at(const SceneMolecule& m, int atom) {
    int n = 0;
    for (const SceneBond& b : m.bonds) n += (b.a == atom || b.b == atom) && b.order == 2;
    return n;
}

}  // namespace

TEST_CASE("smiles: organic-subset atoms take the hydrogens their lowest normal valence leaves") {
    CHECK(atoms(molecule("CCO")) == "C3 C2 O1");
    CHECK(bonds(molecule("CCO")) == "0-1 1-2");
    CHECK(atoms(molecule("CC(=O)O")) == "C3 C O O1");
    CHECK(bonds(molecule("CC(=O)O")) == "0-1 1=2 1-3");
    CHECK(atoms(molecule("CC#N")) == "C3 C N");
    CHECK(bonds(molecule("CC#N")) == "0-1 1#2");
    CHECK(atoms(molecule("ClCBr")) == "Cl C2 Br");
    // Sulphur's valences 2, 4, 6: a sulfone's S has 6 bonds' worth and no hydrogen.
    const SceneMolecule sulfone = molecule("CS(=O)(=O)C");
    CHECK(atoms(sulfone) == "C3 S O O C3");
    CHECK(atoms(molecule("N")) == "N3");
    CHECK(atoms(molecule("B")) == "B3");
    CHECK(atoms(molecule("P(=O)(O)(O)O")) == "P O O1 O1 O1");
    CHECK(atoms(molecule("*C")) == "* C3");
}

TEST_CASE("smiles: branches nest and return to the atom they hang on") {
    const SceneMolecule m = molecule("CC(C)(C)C");
    CHECK(bonds(m) == "0-1 1-2 1-3 1-4");
    CHECK(atoms(m) == "C3 C C3 C3 C3");
    CHECK(bonds(molecule("C(C(C(C)))C")) == "0-1 1-2 2-3 0-4");
    CHECK(bonds(molecule("C(=O)(O)N")) == "0=1 0-2 0-3");
}

TEST_CASE("smiles: ring closures, with a bond at either end, and %nn numbers") {
    const SceneMolecule ring = molecule("C1CCCCC1");
    CHECK(bonds(ring) == "0-1 1-2 2-3 3-4 4-5 0-5");
    CHECK(atoms(ring) == "C2 C2 C2 C2 C2 C2");
    CHECK(bonds(molecule("C=1CCCCC1")) == "0-1 1-2 2-3 3-4 4-5 0=5");
    CHECK(bonds(molecule("C1CCCCC=1")) == "0-1 1-2 2-3 3-4 4-5 0=5");
    CHECK(bonds(molecule("C=1CCCCC=1")) == "0-1 1-2 2-3 3-4 4-5 0=5");
    CHECK(bonds(molecule("C%10CC%10")) == "0-1 1-2 0-2");
    // A number closed is free again.
    CHECK(bonds(molecule("C1CC1C1CC1")) == "0-1 1-2 0-2 2-3 3-4 4-5 3-5");
    // Two rings closing at one atom (spiro and cubane-like closures).
    CHECK(molecule("C12C3C4C1C1C2C3C41").bonds.size() == 12);
    const ReadResult r = read("C1CC1");
    CHECK(r.scene.molecule->bonds.back().span.column == 5);   // the closing digit
}

TEST_CASE("smiles: bracket atoms: isotope, element, chirality, hydrogens, charge, class") {
    const SceneMolecule m = molecule("[13CH3+:2]");
    REQUIRE(m.atoms.size() == 1);
    const SceneAtom& a = m.atoms[0];
    CHECK(a.element == "C");
    CHECK(a.isotope == 13);
    CHECK(a.hydrogens == 3);
    CHECK(a.hydrogens_stated);
    CHECK(a.charge == 1);
    CHECK(a.atom_class == 2);
    CHECK(a.span.column == 1);
    CHECK(a.span.end_column == 10);
    CHECK(molecule("[Fe+2]").atoms[0].charge == 2);
    CHECK(molecule("[O-]").atoms[0].charge == -1);
    CHECK(molecule("[Cu--]").atoms[0].charge == -2);
    CHECK(molecule("[NH4+]").atoms[0].hydrogens == 4);
    CHECK(atoms(molecule("[Si](C)(C)(C)C")) == "Si C3 C3 C3 C3");
    CHECK(atoms(molecule("C[Si](C)(C)C")) == "C3 Si C3 C3 C3");
    // A bracket atom has exactly the hydrogens it writes.
    CHECK(atoms(molecule("[C]")) == "C");
    CHECK(molecule("[Sc]").atoms[0].element == "Sc");   // scandium, not S and c
    CHECK(molecule("[Hg]").atoms[0].element == "Hg");
    CHECK(molecule("[H][H]").bonds.size() == 1);
    const SceneMolecule chiral = molecule("N[C@@H](C)C(=O)O");
    CHECK(chiral.atoms[1].chirality == "@@");
    CHECK(chiral.atoms[1].hydrogens == 1);
    CHECK(molecule("F[C@TH1](Cl)(Br)I").atoms[1].chirality == "@TH1");
    CHECK(molecule("[se]1cccc1").atoms[0].element == "Se");
}

TEST_CASE("smiles: stereo bonds are kept, not judged, and said once") {
    const ReadResult r = read("F/C=C\\F");
    REQUIRE(r.ok);
    CHECK(r.scene.molecule->bonds[0].stereo == '/');
    CHECK(r.scene.molecule->bonds[2].stereo == '\\');
    CHECK(r.scene.molecule->bonds[1].order == 2);
    const ReadResult c = read("C[C@H](N)O");
    REQUIRE(c.ok);
    bool said = false;
    for (const Diagnostic& d : c.diagnostics) said = said || (d.code == "smiles.stereo" && d.severity == Severity::Info);
    CHECK(said);
}

TEST_CASE("smiles: '.' separates molecules without a bond") {
    const SceneMolecule m = molecule("[Na+].[Cl-]");
    CHECK(m.atoms.size() == 2);
    CHECK(m.bonds.empty());
    CHECK(bonds(molecule("C(.C)C")) == "0-2");
}

TEST_CASE("smiles: aromatic rings get a Kekulé structure, each atom one double bond") {
    const SceneMolecule benzene = molecule("c1ccccc1");
    CHECK(atoms(benzene) == "C1 C1 C1 C1 C1 C1");
    int doubles = 0;
    for (const SceneBond& b : benzene.bonds) {
        CHECK(b.aromatic);
        doubles += b.order == 2;
    }
    CHECK(doubles == 3);
    for (int k = 0; k < 6; ++k) CHECK(doubles_at(benzene, k) == 1);
    // Pyridine's nitrogen has no hydrogen; pyrrole's is written [nH] and takes no double bond.
    CHECK(atoms(molecule("c1ccncc1")) == "C1 C1 C1 N C1 C1");
    const SceneMolecule pyrrole = molecule("c1cc[nH]c1");
    CHECK(doubles_at(pyrrole, 3) == 0);
    CHECK(doubles_at(pyrrole, 0) == 1);
    CHECK(atoms(molecule("c1ccoc1")) == "C1 C1 C1 O C1");
    CHECK(atoms(molecule("c1ccsc1")) == "C1 C1 C1 S C1");
    // A ring nitrogen with three bonds (caffeine's N-methyls) has no hydrogen and no double bond.
    const SceneMolecule caffeine = molecule("Cn1c(=O)c2c(ncn2C)n(C)c1=O");
    CHECK(caffeine.atoms[1].hydrogens == 0);
    CHECK(doubles_at(caffeine, 1) == 0);
    CHECK(doubles_at(caffeine, 2) == 1);   // its C=O, not a ring double bond
    // Fused and charged rings; C60 (60 atoms, each one double bond).
    CHECK(molecule("c1ccc2ccccc2c1").bonds.size() == 11);
    CHECK(molecule("c1cc[n+](C)cc1").atoms[3].charge == 1);
    const SceneMolecule c60 = molecule(
        "c12c3c4c5c1c1c6c7c2c2c8c3c3c9c4c4c%10c5c5c1c1c6c6c%11c7c2c2c7c8c3c3c8c9c4c4c9c%10c5c5c1c1c6c6c%11c2c2c7c3c3c8"
        "c4c4c9c5c1c1c6c2c3c41");
    CHECK(c60.atoms.size() == 60);
    CHECK(c60.bonds.size() == 90);
    for (int k = 0; k < 60; ++k) CHECK(doubles_at(c60, k) == 1);
    // An explicit ':' bond is aromatic; an aromatic atom bonded to a non-aromatic one is single.
    CHECK(molecule("c1:c:c:c:c:c:1").bonds[0].aromatic);
    CHECK_FALSE(molecule("Cc1ccccc1").bonds[0].aromatic);
}

TEST_CASE("smiles: an aromatic ring with no Kekulé structure is refused, with the likely fix") {
    const Diagnostic d = error_of("c1ccnc1");
    CHECK(d.code == "smiles.aromatic");
    CHECK(d.message.find("[nH]") != std::string::npos);
    CHECK(d.span.line == 1);
    CHECK(error_of("c1cccc1").code == "smiles.aromatic");
}

TEST_CASE("smiles: errors are located at the character and say what is wrong") {
    struct Case {
        const char* text;
        const char* code;
        int column;
        const char* words;
    };
    const Case cases[] = {
        {"C(C", "smiles.branch", 2, "never closed"},
        {"CC)", "smiles.branch", 3, "closes no branch"},
        {"C()C", "smiles.branch", 3, "empty"},
        {"(C)C", "smiles.branch", 1, "must follow the atom"},
        {"C=(O)C", "smiles.branch", 2, "inside the branch"},
        {"C1CC", "smiles.ring", 2, "never closed"},
        {"C11", "smiles.ring", 3, "same atom"},
        {"C12CC12", "smiles.ring", 7, "already bonded"},
        {"C=1CCCCC#1", "smiles.ring.bond", 9, "'='"},
        {"C%1C", "smiles.ring", 2, "two digits"},
        {"CC=", "smiles.bond", 3, "no atom after"},
        {"=CC", "smiles.bond", 1, "no atom before"},
        {"C=#C", "smiles.bond", 3, "no atom between"},
        {"C..C", "smiles.dot", 3, "no atom before"},
        {"CC.", "smiles.dot", 3, "ends the string"},
        {"CXeC", "smiles.atom", 2, "[Xe]"},
        {"Cq", "smiles.atom", 2, "outside brackets"},
        {"C[Xx]", "smiles.atom.element", 3, "no element symbol"},
        {"[k]", "smiles.atom.aromatic", 2, "no aromatic atom"},
        {"C[CH3", "smiles.bracket", 2, "never closed"},
        {"[C+H]", "smiles.bracket", 4, "in the order"},
        {"[C:]", "smiles.bracket", 4, "class"},
        {"[1000C]", "smiles.bracket", 2, "999"},
        {"C^C", "smiles.syntax", 2, "cannot stand"},
        {"C\xC3\xA9", "smiles.syntax", 2, "byte 0xC3"},
    };
    for (const Case& c : cases) {
        const Diagnostic d = error_of(c.text);
        INFO(c.text << " -> " << d.code << ": " << d.message);
        CHECK(d.code == c.code);
        CHECK(d.span.line == 1);
        CHECK(d.span.column == c.column);
        CHECK(d.message.find(c.words) != std::string::npos);
        CHECK(d.message.find("SMILES error at line 1, column " + std::to_string(c.column)) == 0);
    }
    // Lines count: a SMILES string after blank lines is located on its own line.
    const Diagnostic later = error_of("\n\n  C(C\n");
    CHECK(later.span.line == 3);
    CHECK(later.span.column == 4);
    CHECK(error_of("   \n").code == "smiles.empty");
}

TEST_CASE("smiles: a name after the string is read as its name; more lines are said") {
    const ReadResult r = read("CCO ethanol\n");
    REQUIRE(r.ok);
    REQUIRE(r.diagnostics.size() == 1);
    CHECK(r.diagnostics[0].code == "smiles.title");
    CHECK(r.diagnostics[0].message.find("\"ethanol\"") != std::string::npos);
    const ReadResult two = read("CCO\nCCN\n");
    REQUIRE(two.ok);
    CHECK(two.scene.molecule->atoms.size() == 3);
    REQUIRE(two.diagnostics.size() == 1);
    CHECK(two.diagnostics[0].code == "smiles.several");
    CHECK(two.diagnostics[0].span.line == 2);
}

TEST_CASE("smiles: a valence past the largest normal one is read as written and said") {
    const ReadResult r = read("CC(C)(C)(C)C");
    REQUIRE(r.ok);
    REQUIRE(r.diagnostics.size() == 1);
    CHECK(r.diagnostics[0].code == "smiles.valence");
    CHECK(r.diagnostics[0].severity == Severity::Warning);
    CHECK(r.diagnostics[0].span.column == 2);
    CHECK(r.scene.molecule->atoms[1].hydrogens == 0);
}

TEST_CASE("smiles: budgets stop the reader with a located read.limit diagnostic") {
    ReadLimits small;
    small.max_items = 10;
    CHECK(error_of("CCCCCCCCCCCC", small).code == "read.limit.items");
    ReadLimits shallow;
    shallow.max_depth = 2;
    const Diagnostic deep = error_of("C(C(C(C)))", shallow);
    CHECK(deep.code == "read.limit.depth");
    CHECK(deep.span.column == 6);
    ReadLimits tiny;
    tiny.max_bytes = 4;
    CHECK(error_of("CCCCCC", tiny).code == "read.limit.bytes");
    ReadLimits few;
    few.max_steps = 10;
    CHECK(error_of("c1ccc2ccccc2c1", few).code == "read.limit.steps");
    // A long chain and deep nesting within the default budgets: no recursion to overflow.
    std::string chain(100000, 'C');
    CHECK(read(chain).ok);
    std::string nested;
    for (int k = 0; k < 1000; ++k) nested += "C(";
    nested += "C";
    for (int k = 0; k < 1000; ++k) nested += ")";
    CHECK(read(nested).ok);
}

TEST_CASE("smiles: found in responses and task texts by its characters") {
    CHECK(format_of_text("CC(=O)O") == "smiles");
    CHECK(format_of_text("  c1ccccc1  \n") == "smiles");
    CHECK(format_of_text("CCO ethanol") == "smiles");
    CHECK(format_of_text("[Na+].[Cl-]") == "smiles");
    CHECK(format_of_text("<svg xmlns=\"http://www.w3.org/2000/svg\"></svg>") == "svg");
    CHECK(format_of_text("digraph { a -> b }") == "dot");
    CHECK(format_of_text("benzene") == "");
    CHECK(format_of_text("CCO\nCCN") == "");
    // Prose that happens to spell aromatic atoms: an aromatic atom needs a ring closure.
    CHECK(format_of_text("no drawing here") == "");
    CHECK(format_of_text("so") == "");
    CHECK(format_of_text("c1ccncc1 pyridine") == "smiles");
    const Extraction fenced = extract_drawing("The molecule:\n```smiles\nCC(=O)O\n```\n", "smiles");
    REQUIRE(fenced.found);
    CHECK(fenced.text == "CC(=O)O");
    CHECK(fenced.how == "fence");
    const Extraction bare = extract_drawing("Ethanol is\n\nCCO\n", "smiles");
    REQUIRE(bare.found);
    CHECK(bare.text == "CCO");
    const Extraction none = extract_drawing("Done.", "smiles");
    CHECK_FALSE(none.found);
}
