// pgf's bounding-box rules (pgfcorepathconstruct.code.tex, pgfcorepathusage.code.tex of
// pgf 3.1), reproduced for the crop a standalone page gets.
#include "formats/tikz/picture_size.hpp"

#include <cmath>

#include "base/numbers.hpp"
#include "formats/tikz/interpreter.hpp"
#include "formats/tikz/nodes.hpp"

namespace plumbline::tikz {

namespace {

constexpr double kQuarter = 0.55228475;   // pgf's control distance for a 90-degree piece

// An arc piece as pgf draws it: steps of 90 degrees while more than 115 remain, of 60
// while more than 90 remain, then the rest; each step a Bezier whose control points
// protocol the box.
void add_arc(const Arc& arc, Box& box) {
    const Ellipse& e = arc.ellipse;
    const double cs = std::cos(e.angle), sn = std::sin(e.angle);
    auto tangent = [&](double t) {   // d/dt of point_at
        const double x = -e.rx * std::sin(t), y = e.ry * std::cos(t);
        return Vec2(cs * x - sn * y, sn * x + cs * y);
    };
    const double sign = arc.dt < 0 ? -1 : 1;
    double t = arc.t0, remaining = std::abs(arc.dt) * 180 / kPi;
    box.add(e.point_at(t));
    for (int guard = 0; remaining > 1e-9 && guard < 64; ++guard) {
        const double step = remaining > 115 ? 90 : remaining > 90 ? 60 : remaining;
        const double k = step == 90 ? kQuarter : 4.0 / 3.0 * std::tan(step * kPi / 180 / 4);
        const double t1 = t + sign * step * kPi / 180;
        box.add(e.point_at(t) + sign * k * tangent(t));
        box.add(e.point_at(t1) - sign * k * tangent(t1));
        box.add(e.point_at(t1));
        t = t1;
        remaining -= step;
    }
}

// \pgfpathellipse: four quarter Beziers from c + a. The first control points of the first
// and third quarters are handed to the curve through registers that pgf's size protocol
// does not see, so they are left out here too (pdflatex's boxes show it on any rotated
// ellipse).
void add_conic(const ConicAxes& q, Box& box) {
    const Vec2 &c = q.centre, &a = q.a, &b = q.b;
    for (const Vec2& p : {Vec2(c + a), Vec2(c + b), Vec2(c - a), Vec2(c - b)}) box.add(p);
    box.add(c + kQuarter * a + b);   // quarter 1, second control
    box.add(c + b - kQuarter * a);   // quarter 2
    box.add(c - a + kQuarter * b);
    box.add(c - kQuarter * a - b);   // quarter 3, second control
    box.add(c - b + kQuarter * a);   // quarter 4
    box.add(c + a - kQuarter * b);
}

}  // namespace

Box pgf_path_box(const BuiltPath& built) {
    Box box;
    for (const Path& path : built.subpaths)
        for (const PathPiece& piece : path.pieces) {
            box.add(piece.p0);
            switch (piece.kind) {
                case PathPiece::Kind::Line: box.add(piece.p3); break;
                case PathPiece::Kind::Quad:
                case PathPiece::Kind::Cubic:
                    box.add(piece.p1);
                    box.add(piece.p2);
                    box.add(piece.p3);
                    break;
                case PathPiece::Kind::Arc: add_arc(piece.arc, box); break;
            }
        }
    for (const ConicAxes& q : built.conic_axes) add_conic(q, box);
    for (const Segment& s : built.grid) {
        box.add(s.a);
        box.add(s.b);
    }
    return box;
}

Box pgf_node_box(const NodeGeometry& node) {
    Box box;
    if (node.shape == NodeShape::Coordinate) return box;
    const double hx = node.half_width + node.outer_sep, hy = node.half_height + node.outer_sep;
    box.add(node.centre - Vec2(hx, hy));
    box.add(node.centre + Vec2(hx, hy));
    return box;
}

}  // namespace plumbline::tikz
