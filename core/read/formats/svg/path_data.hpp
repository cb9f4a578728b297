// The SVG path grammar (the `d` attribute) turned into subpaths in the element's own user
// space. Reading stops at the first error, keeping every segment completed before it, as
// browsers draw a path "up to the last correctly defined segment".
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "geometry/geometry.hpp"

namespace plumbline::svg {

enum class PathDataStop {
    End,         // the whole text was read
    Syntax,      // malformed from stop_offset on
    NonFinite,   // a number or coordinate overflowed
    Budget,      // max_commands reached
};

struct PathData {
    std::vector<Path> subpaths;        // subpaths with at least one piece, in order
    PathDataStop stop = PathDataStop::End;
    size_t stop_offset = 0;            // byte offset in the text where reading stopped
    // Where the mistake is, when it is before stop_offset: the `E` of a number such as
    // `5E21.9`, a command letter E (no SVG command) that a browser reads as an exponent, so
    // the numbers after it stop fitting later on. Otherwise stop_offset.
    size_t defect_offset = 0;
    std::string expected;              // Syntax: what is wrong there and what to write, in words
    std::string defect;                // when defect_offset != stop_offset: what is wrong there
    size_t commands = 0;               // segments read (each implicit repeat counts)
};

// Zero-radius arcs become lines; arcs whose endpoints coincide are omitted, as the
// spec says. Subpaths that draw nothing ("M 10 10 Z") are dropped.
PathData parse_path_data(std::string_view d, size_t max_commands);

// Whether a text reads as path data: a moveto (M or m) and then a number, as a `d` whose
// name was misspelt or swapped (an `id` holding "M10 10 L...") would.
bool looks_like_path_data(std::string_view text);

}  // namespace plumbline::svg
