// A document's <style> texts parsed into one indexed sheet, remembered per thread: nearly
// every answer in a batch carries a copy of the given drawing's style sheet, and parsing it
// again was the largest single part of reading a short drawing.
#pragma once

#include <memory>
#include <vector>

#include "formats/svg/css.hpp"
#include "formats/svg/document.hpp"
#include "formats/svg/style.hpp"

namespace plumbline::svg {

struct ParsedSheets {
    std::shared_ptr<const IndexedSheet> index;       // every text's rules, in document order
    std::vector<std::vector<css::Problem>> problems;  // per text, offsets within that text
};

// The same as parsing `texts` in order into one sheet. The last few results (of texts up
// to a modest size) are kept on the calling thread and shared, never changed.
ParsedSheets parse_style_sheets(const std::vector<StyleText>& texts);

}  // namespace plumbline::svg
