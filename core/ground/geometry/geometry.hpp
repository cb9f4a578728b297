// Plane geometry shared by readers and checks: points, the SVG affine transform, the
// primitive shapes a Scene holds, and the measurements checks make on them.
// Coordinates are scene units with y growing downwards.
#pragma once

#include <Eigen/Core>
#include <cmath>
#include <limits>
#include <vector>

namespace plumbline {

using Vec2 = Eigen::Vector2d;

// SVG's matrix(a b c d e f): x' = a x + c y + e, y' = b x + d y + f.
struct Affine {
    double a = 1, b = 0, c = 0, d = 1, e = 0, f = 0;

    static Affine translate(double tx, double ty);
    static Affine scale(double sx, double sy);
    static Affine rotate_deg(double deg);              // about the origin
    static Affine rotate_deg(double deg, double cx, double cy);
    static Affine skew_x_deg(double deg);
    static Affine skew_y_deg(double deg);

    Vec2 apply(const Vec2& p) const;                    // full transform of a point
    Vec2 apply_linear(const Vec2& v) const;             // transform of a direction (no translation)
    Affine operator*(const Affine& rhs) const;          // (this * rhs).apply(p) == this->apply(rhs.apply(p))
    double determinant() const { return a * d - b * c; }
    bool is_identity() const;
    bool is_finite() const;
    // True when the linear part is a uniform scale times a rotation (or reflection):
    // circles stay circles under it.
    bool is_similarity(double rel_tol = 1e-9) const;
    double mean_scale() const;                          // sqrt(|det|): how lengths scale on average
};

struct Segment {
    Vec2 a{0, 0}, b{0, 0};
    double length() const { return (b - a).norm(); }
};

struct Circle {
    Vec2 c{0, 0};
    double r = 0;
};

// Centre, semi-axes and rotation of the rx axis from +x, in radians (y down, so a positive
// angle turns clockwise on screen, as SVG's rotate() does). Normalised so rx >= ry and
// angle in [0, pi).
struct Ellipse {
    Vec2 c{0, 0};
    double rx = 0, ry = 0, angle = 0;

    Vec2 point_at(double t) const;                      // c + R(angle) (rx cos t, ry sin t)
};

// A piece of an elliptical arc: the points ellipse.point_at(t) for t from t0 to t0 + dt.
struct Arc {
    Ellipse ellipse;
    double t0 = 0, dt = 0;
    Vec2 start() const { return ellipse.point_at(t0); }
    Vec2 end() const { return ellipse.point_at(t0 + dt); }
};

// One piece of a path in absolute scene coordinates.
struct PathPiece {
    enum class Kind { Line, Quad, Cubic, Arc };
    Kind kind = Kind::Line;
    Vec2 p0{0, 0}, p1{0, 0}, p2{0, 0}, p3{0, 0};   // Line: p0->p3; Quad: p0,p1,p3; Cubic: p0..p3
    Arc arc;                                        // Arc: p0 = start, p3 = end as well

    Vec2 start() const { return p0; }
    Vec2 end() const { return p3; }
    Vec2 point_at(double s) const;                  // s in [0,1]

    static PathPiece line(const Vec2& from, const Vec2& to);
    static PathPiece cubic(const Vec2& p0, const Vec2& p1, const Vec2& p2, const Vec2& p3);
    // An arc piece whose ends are exactly `from` and `to` (the arc's own ends up to rounding).
    static PathPiece of_arc(const Arc& arc, const Vec2& from, const Vec2& to);
};

// One subpath: connected pieces, open or closed (a closing line piece is included).
struct Path {
    std::vector<PathPiece> pieces;
    bool closed = false;
};

// --- construction helpers ---------------------------------------------------------

// Ellipse from centre and the linear map A sending the unit circle onto it
// (point(t) = c + A (cos t, sin t)); used for transformed circles and ellipses.
Ellipse ellipse_from_linear(const Vec2& c, const Eigen::Matrix2d& A);
Eigen::Matrix2d linear_of(const Ellipse& e);          // the A above for a normalised ellipse
Ellipse transform(const Ellipse& e, const Affine& m);
Arc transform(const Arc& arc, const Affine& m);        // exact: arcs stay arcs under affine maps
PathPiece transform(const PathPiece& p, const Affine& m);

// SVG elliptical-arc endpoint parameterisation to centre form (SVG spec F.6.5), including
// radius correction; returns false for a degenerate arc (zero radius or equal endpoints),
// which SVG draws as a straight line or nothing.
bool arc_from_endpoints(const Vec2& p0, double rx, double ry, double x_axis_rotation_deg,
                        bool large_arc, bool sweep, const Vec2& p1, Arc& out);

// --- measurements ------------------------------------------------------------------

double distance_point_segment(const Vec2& p, const Segment& s);
// Parameter of p's projection on s (0 at a, 1 at b), unclamped.
double project_parameter(const Vec2& p, const Segment& s);
// Smallest angle between the directions of two segments, in radians, in [0, pi/2].
double angle_between(const Segment& s, const Segment& t);

double circle_iou(const Circle& a, const Circle& b);             // exact, closed form
// Deterministic ellipse IoU: both ellipses as convex polygons with `vertices` corners,
// intersected exactly (convex clipping). Equal-area polygons keep the error near 1e-5
// at the default 128 corners, far below any threshold a check uses.
double ellipse_iou(const Ellipse& a, const Ellipse& b, int vertices = 128);
// An upper bound on ellipse_iou(a, b) at its default corners, from the areas and the
// bounding boxes alone (a few dozen operations, not a clipping): a matcher skips pairs it
// proves could not matter. NaN (no bound) for an ellipse ellipse_iou would not measure.
double ellipse_iou_bound(const Ellipse& a, const Ellipse& b);

// Points along a piece/path/shape, at most `tolerance` apart along the curve
// (at least 2 per piece, at most `max_points` in all).
std::vector<Vec2> flatten(const Path& path, double tolerance, size_t max_points = 20000);
std::vector<Vec2> flatten(const Circle& c, double tolerance, size_t max_points = 20000);
std::vector<Vec2> flatten(const Ellipse& e, double tolerance, size_t max_points = 20000);
std::vector<Vec2> flatten(const Arc& a, double tolerance, size_t max_points = 20000);

// Symmetric Hausdorff distance between two polylines (distance to segments, not to
// vertices only, so sampling density does not bias it). A caller that only needs the
// distance when it is at most `give_up_above` may say so: above it, the measure stops
// early and returns some value in (give_up_above, distance].
double hausdorff(const std::vector<Vec2>& a, const std::vector<Vec2>& b,
                 double give_up_above = std::numeric_limits<double>::infinity());

struct Box {
    Vec2 min{0, 0}, max{0, 0};
    bool empty = true;
    void add(const Vec2& p);
    void add(const Box& b);
    double diagonal() const { return empty ? 0.0 : (max - min).norm(); }
};
Box bounds(const Path& p);
Box bounds(const Circle& c);
Box bounds(const Ellipse& e);
Box bounds(const Arc& a);
Box bounds(const Segment& s);

inline bool is_finite(const Vec2& p) { return std::isfinite(p.x()) && std::isfinite(p.y()); }

}  // namespace plumbline
