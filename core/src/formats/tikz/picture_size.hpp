// The picture's size as pgf protocols it, which is what a standalone page is cropped to:
// every point a path construction passes to pgf (move and line targets, curve control
// points, the control points of the Bezier pieces pgf splits arcs and ellipses into), the
// path's box widened by half the line width when it is stroked, and each node's shape box
// with its outer sep. Arrow tips and coordinates (\coordinate) do not count, as in pgf.
// Checked against pdflatex + pdf2svg (tests/unit/tikz_picture_size_test.cpp).
#pragma once

#include "plumbline/geometry/geometry.hpp"

namespace plumbline::tikz {

struct BuiltPath;
struct NodeGeometry;

// The axes pgf builds an ellipse (or circle) operation from: the transformed x-radius and
// y-radius vectors, canvas pt, y up. pgf's bounding box depends on them, not only on the
// ellipse they draw.
struct ConicAxes {
    Vec2 centre{0, 0}, a{0, 0}, b{0, 0};
};

// The box of one path's construction (pgf's \pgf@pathminx...), canvas pt, y up.
Box pgf_path_box(const BuiltPath& built);

// What a node adds to the picture: its shape's box and outer sep (none for a coordinate).
Box pgf_node_box(const NodeGeometry& node);

}  // namespace plumbline::tikz
