// Decorations that change a path's geometry (decorations.cpp): snake, zigzag, brace.
#pragma once

#include <string>
#include <string_view>

#include "geometry/geometry.hpp"

namespace plumbline::tikz {

// decoration={name, amplitude=, segment length=, pre length=, post length=, aspect=,
// mirror, raise=}: pgf's defaults (2.5pt, 10pt, 0, 0, 0.5).
struct Decoration {
    std::string name;
    double amplitude = 2.5, segment = 10, pre = 0, post = 0, aspect = 0.5, raise = 0;
    bool mirror = false;
};

bool decoration_drawn(std::string_view name);   // snake, zigzag, brace
// The subpath decorated in place (canvas pt); false when this decoration or path is not one
// Plumbline draws (then it is read undecorated, and says so).
bool decorate_subpath(Path& path, const Decoration& d);

}  // namespace plumbline::tikz
