// Geometry as JSON trees (the writer's form is write_geometry in json_output.hpp): every
// shape in scene coordinates, rounded as reports are, paths as SVG path data.
#pragma once

#include <nlohmann/json.hpp>

#include "diagnostics/diagnostic.hpp"
#include "scene/scene.hpp"   // Geometry

namespace plumbline {

nlohmann::json to_json(const Geometry& g);
nlohmann::json to_json(const ShapeGeometry& g);

}  // namespace plumbline
