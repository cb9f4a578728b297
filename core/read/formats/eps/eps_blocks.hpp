// Where EPS drawings sit in a response, for extraction.
#pragma once

#include <cstddef>
#include <string_view>
#include <vector>

#include "formats/blocks.hpp"

namespace plumbline {

// Each `%!PS` header at a line's start up to the `showpage` that ends its page (outside
// comments), or to the end of the stretch: complete in a code fence (the fence ends it),
// cut off in prose. In a code fence without a `%!` header, the whole body when it reads
// as PostScript drawing code (`showpage`, or `moveto` with `stroke`, `fill` or `show`).
// In prose, `%!PS` inside an inline code span is a mention, not a drawing.
void find_eps_blocks(std::string_view text, size_t begin, size_t end, bool prose, std::vector<Block>& out);

// The diagnostic codes the reader writes (eps_codes.cpp), for the format's registry row.
const std::vector<CodeInfo>& eps_codes();

}  // namespace plumbline
