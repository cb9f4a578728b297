// The two recognisers behind recognize_shapes(), exposed for testing.
#pragma once

#include <optional>
#include <variant>
#include <vector>

#include "geometry/geometry.hpp"

namespace plumbline {

// A closed path of curve pieces that goes once round one ellipse: every point within
// `relative_tolerance` of it (radially, as a share of the radius in that direction).
// Gives a Circle when the two radii agree within the same tolerance.
std::optional<std::variant<Circle, Ellipse>> full_ellipse_of(const Path& path,
                                                             double relative_tolerance);

// One segment per maximal run of consecutive line pieces that keep one direction
// (turning less than half a degree, never reversing); zero-length pieces are skipped and
// a closed path's run through its start point is one run.
std::vector<Segment> straight_runs(const Path& path);

}  // namespace plumbline
