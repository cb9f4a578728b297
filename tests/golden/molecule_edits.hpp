// Single edits of a molecule drawn in SSVG-Bench's convention (filled circles in palette
// colours, one line a bond, or two and three parallel lines on the bond-order tasks), for
// the test that the molecule check's diagnosis names each edit or a cheaper explanation
// (molecule_edits_test.cpp). Seven kinds, each with the cost of the edit in the report's
// terms (an atom or a bond missing, extra, or of another element or order counts one):
//
//   bond-deleted    a bond's lines left out                                     1
//   bond-added      a line between two close atoms that are not bonded           1
//   atom-deleted    an atom left out with its bonds                              1 + its bonds
//   atom-added      a new atom bonded to one atom                                2
//   element         one atom drawn in another element's colour                   1
//   swap            two atoms of different elements trade colours                2
//   moved           a terminal atom moved from its atom to a neighbour of that   2 (one bond missing, one extra)
#pragma once

#include <map>
#include <string>
#include <utility>
#include <vector>

namespace golden::edits {

struct Atom {
    double x = 0, y = 0, r = 1.5;
    std::string fill;                        // as written in the reference
};

struct Bond {
    int a = -1, b = -1;                      // atoms, a < b
    std::vector<int> lines;                  // the reference's lines drawing it (its order)
};

// A reference drawing as atoms and bonds, with the lines as written (their ends at or
// beside the atom centres).
struct Molecule {
    std::vector<Atom> atoms;
    std::vector<std::string> lines;          // every <line .../> element as written
    std::vector<std::pair<int, int>> line_atoms;   // the two atoms each line joins
    std::vector<Bond> bonds;
    std::vector<std::vector<std::pair<int, int>>> neighbours;   // per atom: (atom, bond)
    double bond_length = 10;                 // median nearest-neighbour distance
    std::map<std::string, std::string> element_of_fill;   // upper-cased fill -> "C", "B/Cl"
    std::map<std::string, std::string> fill_of_element;   // "C" -> fill
};

// Reads a reference in the benchmark's convention (every <line> and <circle> as in the
// example references); the palette (symbol -> colour text) names the fills.
Molecule parse(const std::string& svg, const std::map<std::string, std::string>& palette);

struct Edit {
    std::string kind;                        // the kinds above
    std::string what;                        // "O8 and C3 swapped", in the reference's numbering
    int cost = 0;                            // the edit's cost in the report's terms
    std::string svg;                         // the edited drawing
};

// Up to `per_kind` edits of each kind, spread over the molecule (deterministic).
std::vector<Edit> single_edits(const Molecule& m, int per_kind);

// "C7": the atom's element (palette class) and its number in the reference (1-based).
std::string atom_label(const Molecule& m, int atom);

}  // namespace golden::edits
