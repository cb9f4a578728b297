// Report geometry (the JSON of docs/schema.md, "Geometry") drawn through the core's SVG
// writer, for front ends that hold only a report's JSON: the page's overlay asks for
// each shape's element here rather than mapping geometry to SVG itself.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "scene/scene.hpp"
#include "scene/svg_writer.hpp"

namespace plumbline {

// The inverse of to_json(Geometry) up to its rounding; nullopt for anything else (unknown
// type, a missing or null number, path data that does not parse whole).
std::optional<Geometry> geometry_from_json(const nlohmann::json& j);

// One geometry's JSON text as one SVG element (svg_element); "" when it is not readable
// geometry or has nothing to draw.
std::string geometry_svg(std::string_view geometry_json, const SvgElementOptions& options = {});

}  // namespace plumbline
