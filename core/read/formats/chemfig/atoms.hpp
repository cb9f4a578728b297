// An atom group ("H_3C", "COOH", "N|H", "{}") cut into atoms as chemfig cuts it: a new
// atom at each capital letter, at `|` and at `@{name}`; a braced group, a command and any
// other character stay with the atom before. `?` and `?[name,bond,tikz]` mark ring
// closures (chemfig's hooks) on the atom they follow. Each atom is measured as chemfig
// typesets it (`$\rm ...$`, Computer Modern at 10pt).
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace plumbline::chemfig {

struct Hook {
    std::string name = "a";     // ?[name,...]: the closure's name
    std::string bond = "-";     // ?[name,bond]: the bond drawn when the name comes again
    std::string tikz;           // ?[name,bond,tikz]: its TikZ options
    int atom = 0;               // the atom (0-based) it is written on
    size_t offset = 0;          // of the `?` in the group's text
};

struct Atom {
    std::string tex;            // what is typeset ("H_3")
    double width = 0, height = 0, depth = 0;   // pt, as `$\rm tex$` sets it
    bool empty() const { return width == 0 && height == 0 && depth == 0; }
};

struct AtomGroup {
    std::vector<Atom> atoms;    // at least one (an empty group is one empty atom)
    std::vector<Hook> hooks;
    std::vector<size_t> move_marks;   // offsets of `@{name}` marks (they draw nothing)
    std::string plain;          // the group as text: "H3C", "NH2", "O-" (scripts written flat)
    bool empty = true;          // typesets nothing (chemfig's zero-dimension test)
};

// `text` is the group's source; offsets in the result are relative to it.
AtomGroup split_atom_group(std::string_view text);

// The size of `$\rm tex$` in pt.
void measure_atom(Atom& atom);

// Plain text of a formula: "H_3" -> "H3", "\oplus" -> "+", braces dropped.
std::string plain_text(std::string_view tex);

}  // namespace plumbline::chemfig
