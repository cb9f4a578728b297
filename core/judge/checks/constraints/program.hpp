// A constraint task as data (docs/constraints.md): named objects (taken from the given
// drawing, derived from other objects, or answer items quantified existentially) and
// relations between them. constraints_json.cpp reads it from the task's check object;
// the check resolves the given objects, searches the assignments of answer items and
// measures each relation. No JSON here.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "matching/select.hpp"
#include "report/check.hpp"

namespace plumbline::constraints {

// What an object is. A line is a segment (bounded) or a whole line (unbounded); both
// are `Line` for the relations, which say where boundedness matters.
enum class Type { Point, Line, Circle, Polygon, Arc };
const char* name(Type t);   // "point", "line", "circle", "polygon", "arc"

enum class Op {
    Given,          // an item (or a labelled point) of the given drawing
    Answer,         // an answer item, quantified existentially
    Literal,        // a point at fixed coordinates
    Midpoint,       // of two points, or of a segment
    Intersection,   // of two lines/circles (segments count as their lines); `which` picks
    Foot,           // of the perpendicular from a point to a line
    Centre,         // of a circle
    TangentPoint,   // where a line touches a circle: the foot from the centre
    TangentFrom,    // the tangent points from an outside point to a circle; `which` picks
    LineThrough,    // the whole line through two points, or a segment extended
    SegmentBetween, // the segment between two points
    CircleThrough,  // the circle with a centre through a point
    CircleRadius,   // the circle with a centre and a radius (number)
    Start,          // a segment's first end
    End,            // a segment's second end
    FarEnd,         // the end of a segment farther from a point
    AnswerLabel,    // the point the answer's text names ("label": "H"): known before the search
    Choice,         // one of several objects (`one_of`): quantified like an answer object
    Circumcircle,   // the circle through three points
    PerpBisector,   // the perpendicular bisector of a segment or of two points (a whole line)
    Reflection,     // a point reflected in a line or in a point
    Rotation,       // a point rotated about a centre by a signed angle (degrees, counterclockwise on screen)
    Homothety,      // a point scaled from a centre by a factor
    AngleBisector,  // the internal bisector of angle ABC as a whole line
    PolygonOf,      // the polygon through points in order
    Vertex,         // a polygon's vertex `which` (0-based)
    Side,           // a polygon's side from vertex `which` to the next
    ArcOf,          // the arc of a centre from a point to a direction; `sweep` says which way
    CircleOfArc,    // the circle an arc lies on
};

// Which way a derived arc {"arc": [centre, from, to]} turns (as drawn, y down).
enum class Sweep { Counterclockwise, Clockwise, Minor, Major };

// How a given object is found in the given drawing.
struct GivenSpec {
    Type type = Type::Point;
    std::string label;            // "A" (point), "AB" (segment), "ω" (circle): by the nearest text
    int index = -1;               // else the index-th item of the kind (document order, or by radius)
    bool by_radius = false;       // "sort": "radius": smallest first
    std::optional<Selector> select;  // which given items count (default: all visible)
};

struct Object {
    std::string name;             // as the task names it; inline objects get their own text
    std::string path;             // JSON pointer of its definition, for messages
    Op op = Op::Given;
    Type type = Type::Point;
    bool bounded = true;          // a Line object: segment (true) or whole line
    std::vector<int> args;        // operand objects (indices into Program::objects)
    int which = 0;                // Intersection, TangentFrom: which of the points (0, 1); Vertex, Side: which one
    Sweep sweep = Sweep::Counterclockwise;   // ArcOf
    int sides = 0;                // Answer polygon: the number of sides asked for (0: any, 3 to 12)
    double number = 0;            // CircleRadius: the radius; Rotation: degrees; Homothety: factor
    Vec2 literal{0, 0};           // Literal
    GivenSpec given;              // Given
    int variable = -1;            // Answer, Choice: its index among the variables
    bool arc = false;             // Answer circle: an arc counts, as its supporting circle
    bool arrow = false;           // Answer line: an arrow (one arrowhead), oriented tail -> head
    std::string label;            // AnswerLabel: the text
    int level = 0;                // 0: known before the search; k: known once variable k-1 is assigned
};

// A measure: a number computed from objects ("length(AB)", "0.5 * radius(c)").
enum class Dimension { Length, Angle, Scalar };
struct Measure {
    enum class Kind { Number, Length, Distance, Radius, Angle, LineAngle, Perimeter, SideCount, ArcSweep,
                      Add, Sub, Mul, Div, Neg };
    Kind kind = Kind::Number;
    double number = 0;
    std::vector<int> objects;     // Length (segment, arc), Distance (2 points), Radius (circle, arc), Angle (3 points),
                                  // LineAngle (2 lines), Perimeter and SideCount (polygon), ArcSweep (arc)
    std::vector<Measure> operands;
    Dimension dimension = Dimension::Scalar;
};

enum class Relation {
    On, Coincide, Endpoint, Tangent, Perpendicular, Parallel, Collinear, Concurrent, Equal, Midpoint,
    BisectsSegment, BisectsAngle, Inside, Outside, SameSide, OppositeSide, Compare,
    Any, All, Not,                      // combinators over nested constraints
    Vertical, Horizontal, Points, PointsAwayFrom, PointsTowards, StartsAt,   // directions and arrows
    Clockwise, Counterclockwise,        // the orientation of three points as drawn (y down)
    Above, Below,                       // a point on the page's upper (lower) side of a line
    Convex, Regular, Inscribed, Congruent, Similar,   // polygons (and a circle inscribed in one)
};
const char* name(Relation r);

enum class Comparison { Less, LessEqual, Greater, GreaterEqual, Equal, NotEqual };

struct Constraint {
    Relation relation = Relation::On;
    std::string id;               // the task's "id", else "constraint#k"
    std::string text;             // how the task wrote it, for messages: "on(I1, l)"
    std::string path;             // JSON pointer
    std::vector<int> objects;     // operands
    std::vector<Measure> measures;    // Equal, Compare (left, right)
    Comparison comparison = Comparison::Equal;
    std::optional<double> tolerance;  // scene units (degrees for angles); else the drawing's
    int level = 0;                // the deepest variable it needs (0: none)
    std::vector<Constraint> children; // Any, All, Not
    int weight = 1;               // search steps to measure it: 1 + its nested constraints'
    Vec2 direction{0, 0};         // Points: a fixed direction ("down": (0, 1)); zero when an object gives it
    std::string group;            // the task's "group": the pass threshold holds in each group apart
};

// Lengths in a unit the task states: `per_unit` scene units make one `name`, or a given
// segment (`segment`, an object index) is `length` of them. Measures of equal/compare then
// read and report lengths in it.
struct LengthUnit {
    std::string name;             // empty: scene units
    double per_unit = 0;          // scene units per unit, when stated as a number
    int segment = -1;             // else: a given segment's length is `length` units
    double length = 0;
};

struct Program {
    std::vector<Object> objects;
    std::vector<int> variables;   // Answer and Choice objects, in quantification order
    std::vector<Constraint> constraints;
    LengthUnit unit;
};

}  // namespace plumbline::constraints
