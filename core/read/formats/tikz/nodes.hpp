// Nodes as PGF's shapes make them: a text box (node_text.hpp), the
// inner separation and minimum sizes, a shape (rectangle, circle, ellipse, coordinate),
// and anchors: the compass points, angles and border points used by paths.
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "geometry/geometry.hpp"

namespace plumbline::tikz {

// Diamond, Trapezium and RegularPolygon are shapes.geometric's, drawn as the polygon pgf
// draws (NodeGeometry::outline).
enum class NodeShape { Rectangle, Circle, Ellipse, Coordinate, Diamond, Trapezium, RegularPolygon, IsoscelesTriangle };

struct NodeGeometry {
    NodeShape shape = NodeShape::Rectangle;
    Vec2 centre{0, 0};        // canvas pt, y up
    double half_width = 0;    // of the shape's border (rectangle / ellipse semi-axes)
    double half_height = 0;
    double radius = 0;        // circle
    double outer_sep = 0;     // anchors and borders lie this far outside the drawn shape
    // A polygonal shape: its drawn corners and its border (outer sep added, where anchors
    // and line ends lie), relative to the centre, counter-clockwise.
    std::vector<Vec2> outline, border;
    // rectangle split (shapes.multipart): anchors by name ("two", "one south", "two split"),
    // the lines between the parts (drawn with the shape) and each part's box (its part
    // fill), all relative to the centre.
    std::vector<std::pair<std::string, Vec2>> anchors;
    std::vector<std::pair<Vec2, Vec2>> splits, part_boxes;
};

// A part of a rectangle split: its text box (an empty part already given the empty part's
// size), or `skipped` when it is empty and `rectangle split ignore empty parts` is set.
struct SplitPart {
    double width = 0, height = 0, depth = 0;
    bool skipped = false;
};

// A vector's length as pgf estimates it (a circle node's radius, the distance `to` curves
// scale their controls by): the longer side m of the vector's box over its unit vector's
// larger component, that component in sp (from pgfmath's five-decimal cosine) integer-divided
// by 255: m * 256 / floor(sp / 255). Short by up to 0.5%; a horizontal vector gets 256/257.
double pgf_veclen(const Vec2& v);

// A node's shape around a text box of width x height (pt): PGF's rectangle (the box plus
// the inner seps), circle (through the box's corners, radius by pgf_veclen) and ellipse (the
// rectangle's half sizes times sqrt 2), at least the minimum sizes; centred at the origin.
struct NodeSizes {
    double inner_xsep = 10.0 / 3, inner_ysep = 10.0 / 3;
    double min_width = 0, min_height = 0;
    double outer_sep = 0.2;
    double aspect = 1;                           // diamond: `aspect=`
    int sides = 5;                               // regular polygon sides=
    double left_angle = 60, right_angle = 60;    // trapezium left/right angle=
    double border_rotate = 0;                    // shape border rotate= (regular polygon, isosceles triangle)
    double apex_angle = 45;                      // isosceles triangle apex angle=
};
NodeGeometry node_geometry(NodeShape shape, const NodeSizes& sizes, double width, double height);

// A polygonal shape (outline, border, named anchors) turned by `degrees` about its centre,
// as a node's own `rotate=` turns it; its anchor box made anew.
void turn_polygon(NodeGeometry& g, double degrees);

// A rectangle split node as shapes.multipart lays it out (center aligned parts): side by side
// (horizontal, all as tall as the tallest) or stacked (all as wide as the widest), a line
// width and two inner seps between parts. Returns the rectangle (with the named anchors,
// splits and part boxes) centred at the origin, and each part's text centre in `centres`.
NodeGeometry rectangle_split_geometry(const std::vector<SplitPart>& parts, bool horizontal, const NodeSizes& sizes,
                                      double line_width, std::vector<Vec2>& centres);

// A node part's index from its name ("one" 0 .. "twenty" 19); -1 for another name.
int node_part_index(std::string_view name);

// The point of `anchor` ("north", "south east", "center", "base", "30", ...); false when
// the name is not an anchor.
bool node_anchor(const NodeGeometry& n, std::string_view anchor, Vec2& out);
// Where the border meets the ray from the centre towards `towards` (the centre itself for
// a coordinate or when `towards` is the centre).
Vec2 node_border(const NodeGeometry& n, const Vec2& towards);

}  // namespace plumbline::tikz
