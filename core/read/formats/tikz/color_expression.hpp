// Colour expressions as the reader meets them: what ColorTable reads, plus xcolor's
// extended syntax that tools and models write, `rgb,255:red,39;green,74;blue,74` and
// `rgb:red,1;green,2;blue,3` (a weighted mix of colours, divided by the given divisor or
// by the sum of the weights).
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "formats/tikz/xcolor.hpp"

namespace plumbline::tikz {

std::optional<Color> read_color(const ColorTable& table, std::string_view expression, std::string* error);

}  // namespace plumbline::tikz
