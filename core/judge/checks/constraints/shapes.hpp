// Polygons and arcs as figures: their geometry (distance to a boundary or to an arc, inside,
// turning), how a scene item or a cycle of answer segments becomes one, and the relations
// that read them (convex, regular, inscribed, congruent, similar; on, inside, tangent with
// an arc). docs/constraints.md, "Polygons and arcs".
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "checks/constraints/figure.hpp"

namespace plumbline::constraints {

// A polygon has at most this many vertices (a path with more is no polygon).
constexpr size_t kMaxPolygonVertices = 64;
// Cycles of answer segments: at most this many segments are looked at, this many cycles
// kept, this many sides a cycle, this many steps spent finding them.
constexpr size_t kMaxCycleSegments = 64;
constexpr size_t kMaxCycles = 64;
constexpr size_t kMaxCycleSides = 12;
constexpr std::int64_t kMaxCycleSteps = 20000;
// A vertex where the boundary turns less than this (degrees) and that lies within the
// position tolerance of its neighbours' chord is no vertex: a side drawn in two pieces.
constexpr double kStraightTurnDegrees = 10;

// --- polygons -----------------------------------------------------------------------------
double distance_to_boundary(const Vec2& p, const Figure& polygon);
bool inside_polygon(const Vec2& p, const std::vector<Vec2>& v);   // even-odd rule
// Distance to the boundary, negative inside.
double signed_boundary_distance(const Vec2& p, const Figure& polygon);
double perimeter(const Figure& polygon);
// Twice the signed area in scene coordinates: positive when the vertices turn clockwise as drawn.
double twice_area(const std::vector<Vec2>& v);
// The largest distance of a vertex from the line through the two vertices farthest apart:
// below the tolerance, the polygon is flat (no inside).
double flatness(const std::vector<Vec2>& v);
// Vertices cleaned for a polygon read from a drawing: a vertex that is no corner (see
// kStraightTurnDegrees) or repeats the previous one is dropped; then the topmost (then
// leftmost) vertex first, going counterclockwise as drawn.
std::vector<Vec2> normalised_polygon(std::vector<Vec2> v, double tol);

// The polygon a scene item draws: a path of line pieces only that is closed, or whose last
// point is within `tol` of its first; its corners (normalised_polygon). False otherwise, or
// with fewer than 3 or more than kMaxPolygonVertices corners.
bool polygon_of_geometry(const Geometry& g, double tol, std::vector<Vec2>& out);

// A cycle of answer segments joined end to end (each end within `tol` of the next
// segment's), as a polygon: its items and its corners.
struct SegmentCycle {
    std::vector<int> items;
    std::vector<Vec2> vertices;
};
// Every cycle of 3 to kMaxCycleSides of `segments` (item, geometry), each once, with the
// budgets above. `sides` > 0 keeps only the cycles with that many corners.
std::vector<SegmentCycle> segment_cycles(const std::vector<std::pair<int, Segment>>& segments, double tol, int sides);

// --- arcs ---------------------------------------------------------------------------------
// Whether the direction of p from the arc's centre lies within its sweep.
bool within_sweep(const Vec2& p, const Figure& arc);
// The distance from p to the nearest point of the arc (not of its whole circle).
double distance_to_arc(const Vec2& p, const Figure& arc);
Vec2 arc_midpoint(const Figure& arc);
// An arc read from points along it (an open path drawn along one circle of centre c):
// the start angle and the signed sweep of the points' turn round c.
Figure arc_through(const Vec2& c, double r, const std::vector<Vec2>& along);
// {"arc": [C, P, Q], "sweep": ...}: the arc of centre C through P, to the direction of Q.
Figure arc_from(const Vec2& c, const Vec2& from, const Vec2& to, Sweep sweep, double eps);

}  // namespace plumbline::constraints
