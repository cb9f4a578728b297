// Least-squares ellipse through points (an algebraic conic fit), for shape recognition.
#pragma once

#include <optional>
#include <vector>

#include "geometry/geometry.hpp"

namespace plumbline {

// The ellipse whose conic best fits `points` in the algebraic least-squares sense, or
// nullopt when the best conic is not a real, non-degenerate ellipse (a line, a
// hyperbola, fewer than 5 distinct points). Callers verify the fit themselves.
std::optional<Ellipse> fit_ellipse(const std::vector<Vec2>& points);

// Where p lies relative to e, in e's own unit-circle frame: the angle and the distance
// from the centre, 1 on the ellipse. For a circle, |radius - 1| is the relative error.
struct EllipseCoordinates {
    double angle = 0;
    double radius = 0;
};
EllipseCoordinates ellipse_coordinates(const Ellipse& e, const Vec2& p);

}  // namespace plumbline
