// How far off a candidate item may be and still reproduce a reference item, in the
// default profile. Tolerances scale with the drawing and with the element: a pixel is
// the smallest error anyone can see, the drawing's size says how carefully it was
// placed, and an element's own size says what "a bit off" means for it (a radius a
// quarter too small is wrong however few units that is; a point one pixel off is not).
#pragma once

#include <optional>

#include "scene/scene.hpp"

namespace plumbline::matching {

// An ellipse is reproduced when the areas overlap this much (or the boundaries are
// within ellipse_boundary() of each other).
constexpr double kEllipseIou = 0.92;

// A candidate piece can help cover a reference segment only when it runs along it:
// more than this many degrees off means it is some other line (an arrowhead stroke,
// a tick mark) that happens to touch it.
constexpr double kMaxPieceAngleDeg = 10;

class Tolerances {
public:
    // From the reference drawing: its pixel size (frame.units_per_pixel) and its size
    // (frame diagonal, or the diagonal of its items when the frame is unknown).
    // `position` (task.tolerance, scene units) replaces the computed position tolerance.
    static Tolerances for_drawing(const Scene& reference, std::optional<double> position);

    double pixel() const { return pixel_; }          // p
    double drawing() const { return drawing_; }      // D
    double position() const { return position_; }    // t_pos

    double segment_endpoint(double length) const;
    double circle_centre(double r) const;
    double circle_radius(double r) const;
    double ellipse_boundary() const;                 // Hausdorff alternative to the IoU test
    // `size`: half the diagonal of the curve's bounding box (a curve's "radius").
    double curve(double size) const;
    // Spacing of flattened points for Hausdorff measurements: a fixed fine step, and one
    // for a curve of the given `size` (as curve()) that is coarse where its tolerance allows.
    double flatten_step() const;
    double flatten_step(double size) const;

private:
    double pixel_ = 1, drawing_ = 0, position_ = 0;
};

}  // namespace plumbline::matching
