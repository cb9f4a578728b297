// Nodes as Plumbline approximates them: a text box from the character count at 10pt, the
// inner separation and minimum sizes, a shape (rectangle, circle, ellipse, coordinate),
// and anchors: the compass points, angles and border points used by paths.
#pragma once

#include <string>
#include <string_view>

#include "plumbline/geometry/geometry.hpp"

namespace plumbline::tikz {

enum class NodeShape { Rectangle, Circle, Ellipse, Coordinate };

struct NodeGeometry {
    NodeShape shape = NodeShape::Rectangle;
    Vec2 centre{0, 0};        // canvas pt, y up
    double half_width = 0;    // of the shape's border (rectangle / ellipse semi-axes)
    double half_height = 0;
    double radius = 0;        // circle
    double outer_sep = 0;     // anchors and borders lie this far outside the drawn shape
};

// The printed size of node text, approximated from Computer Modern's widths (nodes.cpp).
struct TextSize {
    double width = 0, height = 0;
    size_t chars = 0;
};
TextSize measure_text(std::string_view tex, double font_size);

// The point of `anchor` ("north", "south east", "center", "base", "30", ...); false when
// the name is not an anchor.
bool node_anchor(const NodeGeometry& n, std::string_view anchor, Vec2& out);
// Where the border meets the ray from the centre towards `towards` (the centre itself for
// a coordinate or when `towards` is the centre).
Vec2 node_border(const NodeGeometry& n, const Vec2& towards);

}  // namespace plumbline::tikz
