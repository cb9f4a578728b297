// The picture's size as pgf protocols it, which is what a standalone page is cropped to:
// every point a path construction passes to pgf (move and line targets, curve control
// points, the control points of the Bezier pieces pgf splits arcs and ellipses into), the
// path's box widened by half the line width when it is stroked, and each node's shape box
// (drawn: with half the line width). Arrow tips and coordinates (\coordinate) do not
// count, as in pgf. Checked against pdflatex + pdf2svg (tests/unit/read/tikz_picture_size_test.cpp,
// and the toolchain comparison in tests/golden/tikz_toolchain_test.cpp).
#pragma once

#include <limits>

#include "geometry/geometry.hpp"

namespace plumbline::tikz {

struct BuiltPath;
struct NodeGeometry;

// The axes pgf builds an ellipse (or circle) operation from: the transformed x-radius and
// y-radius vectors, canvas pt, y up. pgf's bounding box depends on them, not only on the
// ellipse they draw.
struct ConicAxes {
    Vec2 centre{0, 0}, a{0, 0}, b{0, 0};
};

// pgf's running boxes (\pgf@picminx.. and \pgf@pathminx..), canvas pt, y up.
class PictureSize {
public:
    void add_path(const BuiltPath& built, bool stroked, double line_width);
    // A node's shape box (not its outer sep), widened by half the line width when drawn.
    void add_node(const NodeGeometry& node, double stroke_width);
    Box box() const;   // empty when nothing was protocolled
    // pgf's \ifpgf@relevantforpicturesize: false after a \clip, to the end of its scope.
    bool relevant = true;

private:
    struct Bounds {
        double min_x = kFar, min_y = kFar, max_x = -kFar, max_y = -kFar;
    };
    static constexpr double kFar = std::numeric_limits<double>::infinity();
    void point(const Vec2& p);
    void register_control(const Vec2& p, double old_y);
    void arc(const Arc& arc);
    void conic(const ConicAxes& q);
    Bounds picture_, path_;
};

}  // namespace plumbline::tikz
