// The chemfig format: LaTeX that draws molecules with the chemfig package's \chemfig.
// Where such drawings sit in a response (for extraction), the reader's entry point, and
// its diagnostic codes.
#pragma once

#include <cstddef>
#include <string_view>
#include <vector>

#include "formats/blocks.hpp"
#include "formats/read.hpp"

namespace plumbline {

// Chemfig drawings in text[begin, end): each whole LaTeX document (\documentclass ...
// \end{document}) that uses \chemfig; outside documents, each tikzpicture that holds a
// \chemfig; and bare \chemfig{...} commands: in prose each one, in a code fence all of
// them from the first chemfig command (\setchemfig, \definesubmol, \chemfig) to the end
// of the last \chemfig, as one drawing. A document or picture without \chemfig is TikZ's.
void find_chemfig_blocks(std::string_view text, size_t begin, size_t end, bool prose, std::vector<Block>& out);

// Every \chemfig of the text laid out as chemfig and TikZ lay it out: bonds as straight
// strokes (a double bond's two lines, a triple's three), wedges as filled triangles,
// hashed wedges as their dashes, ring circles, and one text per atom group. Coordinates in
// TeX pt with y down, the first molecule's first atom at the origin.
// core/read/formats/chemfig/README.md says what is read and what is reported instead.
ReadResult read_chemfig(std::string_view text, std::string_view source_name, const ReadLimits& limits = {});

// The diagnostic codes the reader writes (chemfig_codes.cpp).
const std::vector<CodeInfo>& chemfig_codes();

}  // namespace plumbline
