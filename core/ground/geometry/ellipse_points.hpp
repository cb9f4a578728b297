// Many points of one ellipse: Ellipse::point_at with the rotation's cosine and sine taken
// once instead of per point. point_at itself uses it, so the points are the same to the bit.
#pragma once

#include <cmath>

#include "geometry/geometry.hpp"

namespace plumbline {

class EllipsePoints {
public:
    explicit EllipsePoints(const Ellipse& e) : e_(e), cs_(std::cos(e.angle)), sn_(std::sin(e.angle)) {}

    Vec2 at(double t) const {
        const double x = e_.rx * std::cos(t), y = e_.ry * std::sin(t);
        return Vec2(e_.c.x() + cs_ * x - sn_ * y, e_.c.y() + sn_ * x + cs_ * y);
    }

private:
    const Ellipse& e_;
    double cs_, sn_;
};

}  // namespace plumbline
