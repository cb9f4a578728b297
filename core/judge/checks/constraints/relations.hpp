// One relation measured on the figures of an assignment: what was measured, what was
// required, how much was allowed, and whether it holds (docs/constraints.md gives each
// relation's exact meaning).
#pragma once

#include <string>
#include <vector>

#include "common/drawing_tolerance.hpp"
#include "checks/constraints/figure.hpp"

namespace plumbline::constraints {

// Angles: a line's direction is judged as well as its ends can be placed, so the default
// angle tolerance is the angle one position tolerance t subtends over the shorter line
// involved, atan(t / L), kept between these bounds (degrees).
constexpr double kMinAngleDegrees = 0.5;
constexpr double kMaxAngleDegrees = 3;
// Relations on pure numbers (ratios) allow this much.
constexpr double kScalarTolerance = 0.01;

struct Outcome {
    bool satisfied = false;
    double measured = 0;          // NaN when nothing could be measured (an undefined object)
    double required = 0;
    double tolerance = 0;
    std::string comparison = "=";  // how measured must relate to required: "=", "<", ">", "!="
    std::string unit;             // "units" (scene units), "degrees", "" (a number)
    std::string message;          // what was found, in words
};

// The unit lengths of `equal` and `compare` are read in (the task's `unit`): `per` scene
// units make one; an empty name is scene units.
struct MeasureUnit {
    double per = 1;
    std::string name;
};

// Measures constraint `c` on `figures` (one per program object). `scale` gives the
// default position tolerance t and the drawing size. Nested constraints (any, all, not)
// are measured too.
Outcome measure_relation(const Constraint& c, const std::vector<Figure>& figures, const DrawingScale& scale,
                         const MeasureUnit& unit = MeasureUnit{});

// The objects a constraint reads (operands and the objects of its measures).
std::vector<int> objects_of(const Constraint& c);

// Shared by the relations' files: an outcome that could not be measured; one that holds
// when |measured - required| <= tolerance; the angle tolerance over lines no shorter than
// `shortest` (atan(t / shortest) within the bounds above, or the constraint's own).
Outcome not_measured(const std::string& why);
Outcome near_outcome(double measured, double required, double tolerance, const char* unit, const std::string& what);
double angle_tolerance(const Constraint& c, const DrawingScale& scale, double shortest);

// The relations that read a polygon or an arc (shape_relations.cpp): convex, regular,
// inscribed, congruent, similar, and on/inside/outside/tangent when an operand is one.
// False when the constraint is none of these (measure_relation measures it then).
bool measure_shape_relation(const Constraint& c, const std::vector<Figure>& figures, const DrawingScale& scale,
                            Outcome& out);

}  // namespace plumbline::constraints
