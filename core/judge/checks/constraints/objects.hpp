// Objects become figures: given ones found in the given drawing (by label, index, kind),
// answer ones read from a candidate item, derived ones constructed from their operands.
#pragma once

#include <string>
#include <vector>

#include "checks/constraints/figure.hpp"

namespace plumbline::constraints {

// The figure of a Given object in `given` (the task's given drawing); false with `error`
// saying what is missing ("no text \"A\" in the given drawing").
bool find_given(const Object& o, const Scene& given, Profile profile, double tolerance, Figure& out,
                std::string& error);

// The figure an answer item stands for as an object of type `t` (a segment item as a
// line, a circle item as a circle, a point marker as a point).
Figure figure_of_item(const Scene& scene, int item, Type t);

// Which candidate items can stand for an answer object of type `t`: among `selected`,
// the visible segments, circles or point markers.
std::vector<int> answer_pool(const Scene& candidate, const std::vector<int>& selected, Type t);

// The figure of a derived object from its operands' figures (`figures` indexed as the
// program's objects). `eps`: lengths below it are zero (scene units).
Figure derive(const Object& o, const std::vector<Figure>& figures, double eps);

}  // namespace plumbline::constraints
