// The SVG 1.1 / CSS colour keywords, sorted by name for binary search.
#pragma once

#include <cstddef>

namespace plumbline {

struct NamedColor {
    const char* name;   // lower case
    int r, g, b;
};

// The table and its length; names are unique and in strictly increasing order.
const NamedColor* named_colors();
size_t named_color_count();

}  // namespace plumbline
