// Where TikZ drawings sit in a response, for extraction.
#pragma once

#include <cstddef>
#include <string_view>
#include <vector>

#include "formats/blocks.hpp"

namespace plumbline {

// Each whole LaTeX document (\documentclass ... \end{document}) and each outermost
// \begin{tikzpicture} ... \end{tikzpicture} outside one, the latter widened backwards over
// the one-line preamble commands written just before it (\usetikzlibrary, \definecolor,
// \tikzset, \def, ...), which the picture needs. In prose, an inline code span that names
// \begin{tikzpicture} without the picture's end is a mention, not a drawing.
void find_tikz_blocks(std::string_view text, size_t begin, size_t end, bool prose, std::vector<Block>& out);

// The diagnostic codes the reader writes (tikz_codes.cpp), for the format's registry row.
const std::vector<CodeInfo>& tikz_codes();

}  // namespace plumbline
