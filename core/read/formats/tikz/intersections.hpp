// Where named paths cross (name intersections, intersection of A--B and C--D): lines and
// circles/ellipses exactly, curves through their flattening.
#pragma once

#include <vector>

#include "geometry/geometry.hpp"

namespace plumbline::tikz {

struct Shapes {
    std::vector<Path> paths;
    std::vector<Ellipse> conics;
};

// Crossing points in the order they are met along `a`; at most `max_points`.
std::vector<Vec2> intersect(const Shapes& a, const Shapes& b, size_t max_points = 1000);

// The crossing of the lines through (p1, p2) and (q1, q2); false when they are parallel.
bool line_intersection(const Vec2& p1, const Vec2& p2, const Vec2& q1, const Vec2& q2, Vec2& out);

}  // namespace plumbline::tikz
