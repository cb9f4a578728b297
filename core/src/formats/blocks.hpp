// Private to extraction: where a drawing sits in a response, and the per-format syntax
// that says which code fences hold that format and how to find a bare block of it.
#pragma once

#include <cstddef>
#include <string_view>
#include <vector>

namespace plumbline {

// One drawing found in the response: bytes [begin, end). `complete` is false when the
// drawing starts but its end never comes (the response was cut off).
struct Block {
    size_t begin = 0, end = 0;
    bool complete = false;
};

// Appends the outermost drawings in text[begin, end) to `out`, in order. `prose` is true
// outside code fences, where an inline code span naming the tag is a mention, not a drawing.
using BlockFinder = void (*)(std::string_view text, size_t begin, size_t end, bool prose,
                             std::vector<Block>& out);

struct FormatSyntax {
    std::string_view name;                         // the task's format: "svg"
    std::vector<std::string_view> fence_languages; // fence info words whose body is this format
    std::string_view element;                      // for messages: "<svg>...</svg>"
    BlockFinder find_blocks;
};

// The syntax for a format name, or nullptr when extraction does not know the format.
const FormatSyntax* find_format_syntax(std::string_view format);

// SVG: each outermost <svg>...</svg> element (nested <svg> viewports stay inside their
// parent), with an <?xml?> prolog, doctype or comment directly before it included.
void find_svg_blocks(std::string_view text, size_t begin, size_t end, bool prose,
                     std::vector<Block>& out);

}  // namespace plumbline
