// Where DOT graphs sit in a response, for extraction.
#pragma once

#include <cstddef>
#include <string_view>
#include <vector>

#include "formats/blocks.hpp"

namespace plumbline {

// Each `[strict] graph|digraph [ID] {` ... `}` whose header starts a line (after blanks),
// up to the brace that closes its body (braces in strings and comments not counted), or
// cut off at the end of the stretch. In prose the header must be a DOT header, not a
// sentence: the keyword, at most an ID, and the `{` within two lines; inside an inline
// code span it is a mention, not a graph.
void find_dot_blocks(std::string_view text, size_t begin, size_t end, bool prose, std::vector<Block>& out);

// The diagnostic codes the reader writes (dot_codes.cpp), for the format's registry row.
const std::vector<CodeInfo>& dot_codes();

}  // namespace plumbline
