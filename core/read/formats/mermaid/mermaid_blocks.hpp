// Where Mermaid diagrams sit in a response, for extraction.
#pragma once

#include <cstddef>
#include <string_view>
#include <vector>

#include "formats/blocks.hpp"

namespace plumbline {

// In a code fence (```mermaid, or a fence without a language): from the first line that
// starts a Mermaid diagram (its type keyword, any type, so that one Plumbline does not read
// is refused by name; or the front matter or `%%` lines before it) to the fence's end. In
// prose: a line that is only a flowchart or state diagram header (`flowchart TD`,
// `graph LR`, `stateDiagram-v2`), up to the first blank line. Mermaid has no closing
// token, so a diagram found is complete.
void find_mermaid_blocks(std::string_view text, size_t begin, size_t end, bool prose, std::vector<Block>& out);

// The diagnostic codes the reader writes (mermaid_codes.cpp), for the format's registry row.
const std::vector<CodeInfo>& mermaid_codes();

}  // namespace plumbline
