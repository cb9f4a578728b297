// Where SVG drawings sit in a response, for extraction.
#pragma once

#include <cstddef>
#include <string_view>
#include <vector>

#include "formats/blocks.hpp"

namespace plumbline {

// Each outermost <svg>...</svg> element (nested <svg> viewports stay inside their
// parent), with an <?xml?> prolog, doctype or comment directly before it included.
void find_svg_blocks(std::string_view text, size_t begin, size_t end, bool prose, std::vector<Block>& out);

// The diagnostic codes the reader writes (svg_codes.cpp), for the format's registry row.
const std::vector<CodeInfo>& svg_codes();

}  // namespace plumbline
