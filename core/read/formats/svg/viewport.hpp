// viewBox and preserveAspectRatio: the transform that maps a viewBox into a viewport
// (SVG 2, section 8.2), used for nested <svg> and for <symbol> instantiated by <use>.
#pragma once

#include <optional>
#include <string_view>

#include "geometry/geometry.hpp"

namespace plumbline::svg {

struct ViewBox {
    double x = 0, y = 0, width = 0, height = 0;
};

// Four finite numbers; nullopt for anything else or a negative width or height. A zero
// width or height is returned as is (it disables rendering of the element).
std::optional<ViewBox> parse_view_box(std::string_view text);

struct AspectRatio {
    enum class Align { None, Min, Mid, Max };
    Align x = Align::Mid, y = Align::Mid;   // x == y == None for "none"
    bool slice = false;                     // false: meet
};

// "xMidYMid meet" and friends; nullopt when malformed (the caller keeps the default).
std::optional<AspectRatio> parse_aspect_ratio(std::string_view text);

// Maps `box` into the viewport rectangle (x, y, width, height).
Affine view_box_transform(const ViewBox& box, const AspectRatio& ratio, double x, double y,
                          double width, double height);

}  // namespace plumbline::svg
