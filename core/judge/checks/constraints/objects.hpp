// Objects become figures: given ones found in the given drawing (by label, index, kind),
// answer ones read from a candidate item, derived ones constructed from their operands.
#pragma once

#include <string>
#include <vector>

#include "checks/constraints/answer_points.hpp"
#include "checks/constraints/figure.hpp"

namespace plumbline::constraints {

// The figure of a Given object in `given` (the task's given drawing); false with `error`
// saying what is missing ("no text \"A\" in the given drawing").
bool find_given(const Object& o, const Scene& given, Profile profile, double tolerance, Figure& out,
                std::string& error);

// The figure an answer item stands for as an object of type `t` (a segment item as a
// line, a circle item as a circle, a point marker as a point; an arc as its circle; with
// `arrow`, a segment oriented from its tail to its head).
// A polygon (a closed path of line pieces, `tol` the gap a closing may leave) as its
// corners; an arc (an Arc item, or an open path along one circle) with its ends and sweep.
Figure figure_of_item(const Scene& scene, int item, Type t, bool arrow = false, double tol = 0);

// The arc a drawn item is (undefined when it is none): see supporting_circle.
Figure arc_of_geometry(const Geometry& g);

// Which candidate items can stand for answer object `o`: among `selected`, the visible
// segments, circles or point markers; arcs too for a circle with "arcs"; for an arrow, the
// segments with one arrowhead; for a polygon, the closed paths of line pieces (with
// `sides` corners when the object says); for an arc, the arcs.
std::vector<int> answer_pool(const Scene& candidate, const std::vector<int>& selected, const Object& o, double tol);

// The circle an arc lies on: an Arc item, or a path of one subpath drawn along one circle
// (arc pieces of one circle, or curves within 1% of its radius), not closed; false otherwise.
bool supporting_circle(const Geometry& g, Circle& out);

// An item's arrowhead, read as the diagram check reads it: its own (`Item::arrows`: SVG
// markers, TikZ tips), or for a straight run of a path, the path's at the end the run
// shares with it. True when exactly one end has a head; `tail` and `head` are then the
// segment's ends.
bool arrow_of(const Scene& scene, int item, Vec2& tail, Vec2& head);

// The point an answer object {"answer": "point", "label": "H"} stands for: the point the
// answer's text names (`named`: answer_points(candidate)), or undefined with the reason.
Figure labelled_answer_point(const Scene& candidate, const std::vector<NamedPoint>& named, const std::string& label);

// The figure of a derived object from its operands' figures (`figures` indexed as the
// program's objects). `eps`: lengths below it are zero (scene units).
Figure derive(const Object& o, const std::vector<Figure>& figures, double eps);

}  // namespace plumbline::constraints
