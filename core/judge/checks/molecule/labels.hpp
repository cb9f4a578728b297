// A skeletal formula's atom label ("OH", "H2N", "CO2H", "NMe2", "N+") read as the atoms it
// stands for: the heavy atom the skeleton's bonds reach, its hydrogens and charge, and the
// atoms and bonds of a group written in it. docs/molecule.md, "Skeletal formulas".
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace plumbline::molecule {

struct LabelAtom {
    std::string element;   // "C", "O", "H" (a label "H": a hydrogen atom)
    int charge = 0;
    int hydrogens = 0;     // written in the label (OH's one, NH2's two)
};

struct LabelBond {
    int a = -1, b = -1;    // indices into LabelFragment::atoms
    int order = 1;
};

// What a label stands for: atoms (the first heavy atom written, or the one the label ends
// on when it is written backwards, is `attach`: the skeleton's bonds reach it).
struct LabelFragment {
    std::vector<LabelAtom> atoms;
    std::vector<LabelBond> bonds;
    int attach = 0;
};

// An abbreviation of the table (abbreviations.cpp): the group's atoms with `attach` the one
// bonded to what the abbreviation is written next to. nullptr: no abbreviation of that name.
const LabelFragment* abbreviation(std::string_view name);
// The table's names, longest first (the parser tries them before element symbols).
const std::vector<std::string>& abbreviation_names();

// The label's text as drawn (subscripts written flat: "NH2", "CO2H"; charges "+", "-", "2+",
// U+2212 minus and U+207A/U+207B superscripts too). nullopt: the label is no element, no
// abbreviation of the table and no condensed formula of them, and is not guessed.
// `external_order` is the sum of the orders of the skeleton's bonds reaching the label: a
// group's internal bond orders are completed from the elements' usual valences with it
// (CO2H's C=O, CN's triple bond).
// `backwards`: the skeleton's bond reaches the label's right end, so it is written right to
// left ("HO2C", "MeO", "F3C", "O2N" on a bond from the right): its units are read in reverse.
// A label starting with hydrogens or a counted group ("H3C", "Me2N") is read backwards too.
std::optional<LabelFragment> parse_label(std::string_view text, int external_order, bool backwards);

// The label's text made plain: Unicode minus, subscript and superscript digits and signs
// written as ASCII; spaces dropped.
std::string plain_label(std::string_view text);

}  // namespace plumbline::molecule
