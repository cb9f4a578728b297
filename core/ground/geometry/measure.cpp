// Distances, angles and the exact circle IoU that checks measure with.
#include <algorithm>
#include <cmath>

#include "geometry/geometry.hpp"
#include "base/numbers.hpp"

namespace plumbline {

namespace {

double cross(const Vec2& u, const Vec2& v) { return u.x() * v.y() - u.y() * v.x(); }
}  // namespace

double project_parameter(const Vec2& p, const Segment& s) {
    const Vec2 d = s.b - s.a;
    const double len2 = d.squaredNorm();
    if (len2 == 0) return 0;  // a point: every projection lands on its one end
    return (p - s.a).dot(d) / len2;
}

double distance_point_segment(const Vec2& p, const Segment& s) {
    const double t = std::clamp(project_parameter(p, s), 0.0, 1.0);
    return (p - (s.a + t * (s.b - s.a))).norm();
}

// A zero-length segment has no direction; it is reported as parallel to everything (0),
// so callers that care must check lengths first.
double angle_between(const Segment& s, const Segment& t) {
    const Vec2 u = s.b - s.a, v = t.b - t.a;
    if (u.squaredNorm() == 0 || v.squaredNorm() == 0) return 0;
    return std::atan2(std::abs(cross(u, v)), std::abs(u.dot(v)));
}

double circle_iou(const Circle& a, const Circle& b) {
    const double r1 = std::abs(a.r), r2 = std::abs(b.r);
    if (!(r1 > 0) || !(r2 > 0) || !std::isfinite(r1) || !std::isfinite(r2)) return 0;
    const double d = (a.c - b.c).norm();
    if (!std::isfinite(d)) return 0;
    const double area1 = kPi * r1 * r1, area2 = kPi * r2 * r2;
    double inter;
    if (d >= r1 + r2) {
        inter = 0;
    } else if (d <= std::abs(r1 - r2)) {
        inter = std::min(area1, area2);
    } else {
        // The lens: two circular segments, each a sector minus its triangle.
        const double c1 = std::clamp((d * d + r1 * r1 - r2 * r2) / (2 * d * r1), -1.0, 1.0);
        const double c2 = std::clamp((d * d + r2 * r2 - r1 * r1) / (2 * d * r2), -1.0, 1.0);
        const double k = (-d + r1 + r2) * (d + r1 - r2) * (d - r1 + r2) * (d + r1 + r2);
        inter = r1 * r1 * std::acos(c1) + r2 * r2 * std::acos(c2) - 0.5 * std::sqrt(std::max(0.0, k));
    }
    const double uni = area1 + area2 - inter;
    return uni > 0 ? std::clamp(inter / uni, 0.0, 1.0) : 0.0;
}

}  // namespace plumbline
