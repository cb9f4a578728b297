// The value of an object once it is known: a point, a line (segment or whole line), a
// circle, a polygon or an arc, or "undefined" with the reason (the circles do not meet; the lines are
// parallel). The constructions that derive objects from others live here too.
#pragma once

#include <string>
#include <vector>

#include "checks/constraints/program.hpp"

namespace plumbline::constraints {

struct Figure {
    bool defined = false;
    std::string why;              // when not defined: why not, for messages
    Type type = Type::Point;
    Vec2 p{0, 0};                 // Point
    Vec2 a{0, 0}, b{0, 0};        // Line: through a and b; a segment from a to b when bounded
    bool bounded = true;
    Vec2 c{0, 0};                 // Circle, Arc: centre and radius
    double r = 0;
    // Arc: the points c + r (cos t, sin t) for t from `start` to `start + sweep` (radians in
    // scene coordinates, y down: a positive sweep turns clockwise as drawn); a and b are its ends.
    double start = 0, sweep = 0;
    std::vector<Vec2> vertices;   // Polygon: its corners in order, closed implicitly
    int item = -1;                // the scene item it is (given or answer), else -1
    std::vector<int> pieces;      // a joined answer segment: the items it is made of (item: the first)

    static Figure point(const Vec2& p);
    static Figure line(const Vec2& a, const Vec2& b, bool bounded);
    static Figure circle(const Vec2& c, double r);
    static Figure polygon(std::vector<Vec2> vertices);
    static Figure arc(const Vec2& c, double r, double start, double sweep);
    static Figure undefined(std::string why);
};

// Distances. A degenerate line (a == b) is its point.
double distance(const Vec2& p, const Vec2& q);
double distance_to_line(const Vec2& p, const Figure& line);      // whole line
double distance_to_segment(const Vec2& p, const Figure& line);   // the segment (clamped)
double distance_to(const Vec2& p, const Figure& curve);          // line as bounded or not; circle's boundary
// The signed side of p against the line a->b: positive on one side, negative on the other
// (a distance in scene units); 0 for a degenerate line.
double side_of(const Vec2& p, const Figure& line);
// Angle between two lines' directions in degrees, in [0, 90]; NaN when either is degenerate.
double line_angle_degrees(const Figure& l, const Figure& m);
// Angle ABC at B in degrees, in [0, 180]; NaN when B coincides with A or C.
double angle_degrees(const Vec2& a, const Vec2& b, const Vec2& c);
double length(const Figure& line);

// Constructions. `eps` is the length below which a direction or a distance counts as
// zero (degenerate input); the result is undefined with a reason then.
std::vector<Vec2> intersections(const Figure& x, const Figure& y, double eps, std::string& why);
Figure foot(const Vec2& p, const Figure& line, double eps);
Figure tangent_from(const Vec2& p, const Figure& circle, int which, double eps);

// Readable forms for messages: "(10,20)", "segment (1,2)-(3,4)", "circle centre (1,2) radius 3".
std::string describe(const Figure& f);
// What a diagnostic draws for it; a whole line clipped to `frame` (grown by the figure).
ShapeGeometry shape(const Figure& f, const Box& frame);
Geometry geometry(const Figure& f, const Box& frame);

}  // namespace plumbline::constraints
