// Finds the drawing inside a model's raw response: code fences, <answer> blocks, a bare
// <svg>...</svg>. The last complete block of the expected format wins.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "diagnostics/diagnostic.hpp"

namespace plumbline {

struct Extraction {
    bool found = false;
    std::string format;          // format of the extracted text ("svg")
    std::string text;            // the drawing source
    size_t offset = 0;           // byte offset of `text` in the response
    int line = 1;                // 1-based line of `text`'s first character in the response
    std::string how;             // "fence", "answer", "bare", "whole"
    std::vector<Diagnostic> diagnostics;  // source "response": none found, several, truncated
};

// `given`: the task's given drawing, when it has one. Models often show the finished
// drawing and then "the original, for comparison"; a block that is the given drawing
// again (the same text, whitespace aside) is not the answer while another complete block
// is, and a diagnostic (extract.given) says which block was judged and why.
Extraction extract_drawing(std::string_view response, std::string_view format,
                           std::string_view given = {});

// The format a drawing's text is in, as extraction recognises a bare drawing (`<svg>`,
// `\begin{tikzpicture}`, `%!PS`, `digraph {`): the format with a complete drawing starting
// first in it; "" when none has one.
std::string_view format_of_text(std::string_view text);
// Whether `text` holds a complete drawing in `format` (false for a format not read).
bool holds_format(std::string_view text, std::string_view format);

}  // namespace plumbline
