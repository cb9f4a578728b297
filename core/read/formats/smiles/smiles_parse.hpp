// The SMILES reader's two steps, shared by its files: the parser (OpenSMILES grammar into
// atoms and bonds, implied hydrogens) and the Kekulé structure of its aromatic atoms.
#pragma once

#include <cstddef>
#include <string_view>

#include "formats/read.hpp"
#include "formats/reporter.hpp"

namespace plumbline::smiles {

// Where the SMILES string sits in the text, and what is around it.
struct Stretch {
    size_t begin = 0, end = 0;   // the SMILES itself: from the first non-blank to the next blank
    size_t title = 0, title_end = 0;   // the rest of its line (a name), empty when none
    size_t more = 0;             // the first non-blank after that line, or 0 when none
};
Stretch find_stretch(std::string_view text);

// Parses text[s.begin, s.end) into `out` (atoms with their hydrogens, bonds with their
// orders; aromatic bonds order 1 until kekulize). False, with a located error, when the
// string breaks the grammar or a budget (limits.max_items, max_depth) stops it.
bool parse(std::string_view text, const Stretch& s, const ReadLimits& limits, const LineIndex& lines,
           ReadReporter& reporter, SceneMolecule& out);

// Gives the aromatic atoms that need one a double bond among their aromatic bonds, each
// exactly one (a perfect matching, found by a search within `steps` steps). False, with a
// located error, when there is none (pyrrole written c1ccnc1) or the budget runs out.
bool kekulize(SceneMolecule& m, size_t steps, ReadReporter& reporter);

}  // namespace plumbline::smiles
