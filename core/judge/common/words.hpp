// Words and shapes for the checks' messages, shared by every check kind.
#pragma once

#include <string>

#include "diagnostics/diagnostic.hpp"
#include "scene/scene.hpp"

namespace plumbline::words {

std::string number(double v, int decimals = 2);            // "10", "10.5", "0.25"
std::string point(const Vec2& p);                          // "(10,20)"
std::string describe_item(const Scene& scene, int item);   // "<line> at line 7"
std::string describe_geometry(const Geometry& g);          // "segment (10,20)-(110,20)"
ShapeGeometry shape_of(const Geometry& g);                 // what a diagnostic draws for it

}  // namespace plumbline::words
