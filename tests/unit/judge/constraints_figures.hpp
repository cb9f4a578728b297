// Figures for the constraints unit tests: a fixed drawing scale (tolerance t = 5 scene
// units on a 400-unit drawing), points, segments, lines and circles, and a relation
// measured directly on them.
#pragma once

#include <optional>
#include <vector>

#include "checks/constraints/measure.hpp"
#include "checks/constraints/relations.hpp"

namespace plumbline::constraints::test {

inline DrawingScale scale() {
    DrawingScale s;
    s.pixel = 1;
    s.drawing = 400;
    s.position = 5;
    return s;
}

constexpr double kDeg = 3.14159265358979323846 / 180;

inline Figure P(double x, double y) { return Figure::point(Vec2(x, y)); }
inline Figure S(double x1, double y1, double x2, double y2) { return Figure::line(Vec2(x1, y1), Vec2(x2, y2), true); }
inline Figure L(double x1, double y1, double x2, double y2) { return Figure::line(Vec2(x1, y1), Vec2(x2, y2), false); }
inline Figure C(double x, double y, double r) { return Figure::circle(Vec2(x, y), r); }

// The relation over figures 0..n-1, in that order.
inline Outcome run(Relation r, const std::vector<Figure>& figures, std::optional<double> tolerance = std::nullopt) {
    Constraint c;
    c.relation = r;
    c.tolerance = tolerance;
    for (size_t k = 0; k < figures.size(); ++k) c.objects.push_back(static_cast<int>(k));
    return measure_relation(c, figures, scale());
}

inline bool holds(Relation r, const std::vector<Figure>& figures, std::optional<double> tolerance = std::nullopt) {
    return run(r, figures, tolerance).satisfied;
}

}  // namespace plumbline::constraints::test
