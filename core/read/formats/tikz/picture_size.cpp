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
}  // namespace

// \pgf@protocolsizes: the picture's and the path's boxes take the point.
void PictureSize::point(const Vec2& p) {
    for (Bounds* b : {&picture_, &path_}) {
        b->min_x = std::min(b->min_x, p.x());
        b->max_x = std::max(b->max_x, p.x());
        b->min_y = std::min(b->min_y, p.y());
        b->max_y = std::max(b->max_y, p.y());
    }
}

// \pgfpathellipse hands each quarter's first control point to the curve through
// registers, assigned by a macro whose last dimension TeX is still reading when it expands
// the size protocol in search of a space: the x comparisons see the new x, the y
// comparisons the old y (the centre's) until one comparison holds and its \global stops
// the look-ahead; what is assigned is always the new value. So a rotated ellipse's box
// misses some control points and keeps others, and pdflatex's pages show exactly that.
void PictureSize::register_control(const Vec2& p, double old_y) {
    bool stopped = false;
    for (Bounds* b : {&picture_, &path_}) {
        if (p.x() < b->min_x) b->min_x = p.x(), stopped = true;
        if (p.x() > b->max_x) b->max_x = p.x(), stopped = true;
        if ((stopped ? p.y() : old_y) < b->min_y) b->min_y = p.y(), stopped = true;
        if ((stopped ? p.y() : old_y) > b->max_y) b->max_y = p.y(), stopped = true;
    }
}

// An arc piece as pgf draws it: steps of 90 degrees while more than 115 remain, of 60
// while more than 90 remain, then the rest; each step a Bezier whose control points
// protocol the box.
void PictureSize::arc(const Arc& arc) {
    const Ellipse& e = arc.ellipse;
    const double cs = std::cos(e.angle), sn = std::sin(e.angle);
    auto tangent = [&](double t) {   // d/dt of point_at
        const double x = -e.rx * std::sin(t), y = e.ry * std::cos(t);
        return Vec2(cs * x - sn * y, sn * x + cs * y);
    };
    const double sign = arc.dt < 0 ? -1 : 1;
    double t = arc.t0, remaining = std::abs(arc.dt) * 180 / kPi;
    point(e.point_at(t));
    for (int guard = 0; remaining > 1e-9 && guard < 64; ++guard) {
        const double step = remaining > 115 ? 90 : remaining > 90 ? 60 : remaining;
        const double k = step == 90 ? kQuarter : 4.0 / 3.0 * std::tan(step * kPi / 180 / 4);
        const double t1 = t + sign * step * kPi / 180;
        point(e.point_at(t) + sign * k * tangent(t));
        point(e.point_at(t1) - sign * k * tangent(t1));
        point(e.point_at(t1));
        t = t1;
        remaining -= step;
    }
}

// `(c) circle (r)`: TikZ first moves to the centre (protocolled), then \pgfpathellipse
// draws four quarter Beziers from c + a, through c + b, c - a, c - b.
void PictureSize::conic(const ConicAxes& q) {
    const Vec2 &c = q.centre, &a = q.a, &b = q.b;
    point(c);
    point(c + a);
    const Vec2 ends[4] = {c + b, c - a, c - b, c + a};
    const Vec2 axes[4][2] = {{a, b}, {b, Vec2(-a)}, {Vec2(-a), Vec2(-b)}, {Vec2(-b), a}};
    for (int k = 0; k < 4; ++k) {
        const Vec2 &from = axes[k][0], &to = axes[k][1];
        register_control(c + from + kQuarter * to, c.y());
        point(c + kQuarter * from + to);
        point(ends[k]);
    }
}

void PictureSize::add_path(const BuiltPath& built, bool stroked, double line_width) {
    if (!relevant) return;
    path_ = Bounds();
    for (const Path& path : built.subpaths)
        for (const PathPiece& piece : path.pieces) {
            point(piece.p0);
            switch (piece.kind) {
                case PathPiece::Kind::Line: point(piece.p3); break;
                case PathPiece::Kind::Quad:
                case PathPiece::Kind::Cubic:
                    point(piece.p1);
                    point(piece.p2);
                    point(piece.p3);
                    break;
                case PathPiece::Kind::Arc: arc(piece.arc); break;
            }
        }
    for (const ConicAxes& q : built.conic_axes) conic(q);
    for (const Segment& s : built.grid) {
        point(s.a);
        point(s.b);
    }
    // \pgfusepath: a stroked path's box, widened by half the line width, joins the picture's.
    if (stroked && path_.min_x <= path_.max_x) {
        const double h = line_width / 2;
        picture_.min_x = std::min(picture_.min_x, path_.min_x - h);
        picture_.max_x = std::max(picture_.max_x, path_.max_x + h);
        picture_.min_y = std::min(picture_.min_y, path_.min_y - h);
        picture_.max_y = std::max(picture_.max_y, path_.max_y + h);
    }
}

void PictureSize::add_node(const NodeGeometry& node, double stroke_width) {
    if (!relevant) return;
    if (node.shape == NodeShape::Coordinate) return;
    if (node.shape == NodeShape::IsoscelesTriangle) {   // off centre: its corners, the stroke around them
        for (const Vec2& p : node.outline)
            for (const Vec2& d : {Vec2(-1, -1), Vec2(1, 1)}) point(node.centre + p + d * (stroke_width / 2));
        return;
    }
    const double hx = node.half_width + stroke_width / 2, hy = node.half_height + stroke_width / 2;
    point(node.centre - Vec2(hx, hy));
    point(node.centre + Vec2(hx, hy));
}

Box PictureSize::box() const {
    Box b;
    if (picture_.min_x > picture_.max_x || picture_.min_y > picture_.max_y) return b;
    b.add(Vec2(picture_.min_x, picture_.min_y));
    b.add(Vec2(picture_.max_x, picture_.max_y));
    return b;
}

}  // namespace plumbline::tikz
