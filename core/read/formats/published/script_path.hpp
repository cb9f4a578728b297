// The pieces of SSVG-Bench's appendix-F parse_svg_file that read numbers out of attribute
// text, reproduced exactly because their quirks decide published verdicts.
#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include "geometry/geometry.hpp"

namespace plumbline::published {

// Python's float() of a string: surrounding whitespace, `1_000`, `1e5`, `.5`, `inf`, `nan`.
// False where float() raises (`10px`, `50%`, the empty string).
bool python_float(std::string_view text, double& out);

// The script's <path> reading: re.findall(r'[ML]|[-+]?\d*\.?\d+(?:\.\d+)?', d), then `M x y`
// sets the current point, `L x y` adds a segment from it and moves it, every other token
// is skipped one by one. So relative and lower-case commands, H, V, Z and implicit
// line-tos draw nothing, and after a curve the next `L` starts where the curve began.
// nullopt where the script raises (a command without two numbers after it, `1.5.5`).
std::optional<std::vector<Segment>> script_path_segments(std::string_view d);

// The script's polygon/polyline points: re.split(r'[,\s]+', points.strip()), float() of
// each non-empty part, paired (an odd last number dropped). nullopt where float() raises.
std::optional<std::vector<Vec2>> script_points(std::string_view points);

}  // namespace plumbline::published
