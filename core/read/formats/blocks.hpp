// What a format's block finder finds: where a drawing of the format sits in a response.
// Each format folder implements one (formats/<name>/<name>_blocks.cpp); the registry names it.
#pragma once

#include <cstddef>
#include <string_view>
#include <vector>

#include "diagnostics/diagnostic_codes.hpp"

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

}  // namespace plumbline
