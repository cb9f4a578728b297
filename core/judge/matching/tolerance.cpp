// The default profile's tolerances. The reasoning behind each constant:
//
// - p, a pixel (frame.units_per_pixel): nobody can see, or place by hand-computed
//   coordinates, better than about a pixel, so no tolerance is ever below 1.5p.
// - D, the drawing's diagonal: a model that computes coordinates makes errors that grow
//   with the coordinates involved. 1.5% of D is about the 10 units the published scripts
//   allow on the benchmark's ~500-unit drawings, and it stays meaningful on a drawing ten
//   times larger (where 10 units is invisible) or smaller (where it is half the figure).
//   Clamped to [2p, 12p]: under 2 pixels the check would fail correct drawings on
//   rounding; over 12 pixels two genuinely different constructions start to look alike.
// - Per element: a short segment or small circle gets a tighter tolerance than t_pos,
//   proportional to its size, because the same absolute error is a larger geometric error
//   on it (6% of a length, 10% of a radius for a centre). The radius is additionally capped
//   at 15% of itself: the size of a circle is usually the construction's whole point
//   (incircle, circumcircle), and a quarter too small is a different circle even when it
//   is only 2 units.
// - Curves: the published scripts have no curves. A Hausdorff bound of t_pos would let a
//   small arc (an angle mark of radius 15) match any arc of radius 8 at the same vertex,
//   so curves scale like circle centres: 10% of the curve's half-diagonal, at least 1.5p,
//   at most t_pos.
#include "matching/tolerance.hpp"

#include <algorithm>
#include <cmath>

#include "common/drawing_tolerance.hpp"

namespace plumbline::matching {

namespace {

constexpr double kFloorPixels = 1.5;
constexpr double kSegmentShareOfLength = 0.06;
constexpr double kCentreShareOfRadius = 0.10;
constexpr double kRadiusShareOfRadius = 0.06;
constexpr double kRadiusCapShareOfRadius = 0.15;
constexpr double kCurveShareOfSize = 0.10;

}  // namespace

Tolerances Tolerances::for_drawing(const Scene& reference, std::optional<double> position) {
    const DrawingScale scale = drawing_scale(reference, position);
    Tolerances t;
    t.pixel_ = scale.pixel;
    t.drawing_ = scale.drawing;
    t.position_ = scale.position;
    return t;
}

double Tolerances::segment_endpoint(double length) const {
    return std::min(position_, std::max(kFloorPixels * pixel_, kSegmentShareOfLength * length));
}

double Tolerances::circle_centre(double r) const {
    return std::min(position_, std::max(kFloorPixels * pixel_, kCentreShareOfRadius * r));
}

double Tolerances::circle_radius(double r) const {
    return std::min({position_, std::max(kFloorPixels * pixel_, kRadiusShareOfRadius * r),
                     kRadiusCapShareOfRadius * r});
}

double Tolerances::ellipse_boundary() const { return std::min(position_, kFloorPixels * pixel_); }

double Tolerances::curve(double size) const {
    return std::min(position_, std::max(kFloorPixels * pixel_, kCurveShareOfSize * size));
}

// Hausdorff is measured against the polylines' segments, so the only sampling error is
// the chord's sag, step^2 / (8 r): half a pixel keeps it under p/16 for any curve whose
// radius of curvature is at least a pixel.
double Tolerances::flatten_step() const { return pixel_ / 2; }

// A quarter of the curve's own tolerance: the sag is then at most tol^2 / (128 r), under
// a hundredth of the tolerance for any curve whose radius of curvature exceeds its
// tolerance, while a 100-unit circle needs ~150 points instead of ~1300 (Hausdorff costs
// grow with the product of the two point counts).
double Tolerances::flatten_step(double size) const { return std::max(flatten_step(), curve(size) / 4); }

}  // namespace plumbline::matching
