// The given drawing's labels, as a person reads them: the text items that name a point
// ("A", "B'", "F₁", "P2") attached to the point of the drawing they sit beside, the drawn
// segments between two labelled points ("AB"), and the given circles with a labelled
// centre. Messages use it to name the points they mention the way the reader does: "C
// (275,55)", "a point on AB (227.43,320.05)", "the circle through A, B and C". Worked out
// once per task from the given drawing's Scene (any format: SVG <text>, TikZ nodes, EPS
// show), then only looked up.
#pragma once

#include <string>
#include <vector>

#include "scene/scene.hpp"

namespace plumbline::labels {

// A labelled point of the given drawing.
struct Label {
    std::string name;     // "A"
    Vec2 at{0, 0};        // the point it names (a vertex, an end, a centre), not the text's place
};

// A drawn segment from one labelled point to another: "AB".
struct NamedSegment {
    int a = -1, b = -1;   // indices into Labelling::points
};

// A given circle whose centre is labelled: "the circle centred at O".
struct NamedCircle {
    int centre = -1;      // index into Labelling::points
    Circle circle;
};

// How a point relates to the labelled drawing, best first.
struct Naming {
    enum class Kind { None, Label, Midpoint, OnSegment, OnLine, OnCircle };
    Kind kind = Kind::None;
    std::string what;     // "C" (Label); "AB" (Midpoint, OnSegment, OnLine); "the circle centred at O"
};

class Labelling {
public:
    Labelling() = default;
    // The labelling of a given drawing: its visible text items whose content is a point's
    // name (an upper-case letter, then optionally digits, primes or subscript digits) each
    // attached to the nearest point of interest (segment ends, vertices, centres, point
    // markers) within a few font sizes of the text; one label per point, closest first.
    static Labelling of(const Scene& given);

    bool empty() const { return points.empty(); }
    // How close (scene units) a point must be to count as a labelled point or to lie on a
    // labelled segment or circle: a small share of the given drawing's size.
    double tolerance() const { return tolerance_; }

    // The best naming of `p`: the labelled point it is, else the midpoint of a labelled
    // segment, a point on one (or on its line beyond it), or on a labelled circle.
    Naming name(const Vec2& p) const;
    // The labelled points a circle passes through, in label order.
    std::vector<int> through(const Circle& c) const;

    std::vector<Label> points;
    std::vector<NamedSegment> segments;
    std::vector<NamedCircle> circles;

private:
    double tolerance_ = 0;
};

// The places a label can name: ends and vertices, centres, point markers of visible items
// (at most `limit`, finite ones only). The labelling and the constraints' named points both
// attach names to these.
std::vector<Vec2> points_of_interest(const Scene& scene, size_t limit);

// Whether a text's content names a point, and the name as shown (TikZ math "$A_1$" -> "A_1").
bool is_point_name(const std::string& text, std::string* shown = nullptr);

// Words for a point, for descriptions of a shape: "C (275,55)", "the midpoint of AB
// (250,325)", "a point on AB (227.43,320.05)", "a point on line AB (…)", "a point on the
// circle centred at O (…)", or just "(x,y)". Null or empty labelling: "(x,y)".
std::string point_phrase(const Labelling* labels, const Vec2& p);
// Shorter, for a point a sentence is about ("end … is 3 away"): "C (275,55)", "(250,325)
// at the midpoint of AB", "(227.43,320.05) on AB", "(…) on line AB", or "(x,y)".
std::string point_words(const Labelling* labels, const Vec2& p);
// Two points in one phrase: "C (275,55) and (227.43,320.05) on AB"; a relation both
// share is said once: "(215.6,108.26) and (284.4,291.74) on the circle centred at A".
std::string two_points_words(const Labelling* labels, const Vec2& a, const Vec2& b);
// A shape described with the labels it meets: "segment from C (275,55) to a point on AB
// (227.43,320.05)", "chord of the circle centred at O from (…) to (…)", "circle through A, B and C (centre (211.57,224.46), r 138.11)",
// "ellipse with foci F₁ and F₂ (centre …)". Without a label to use, the plain
// description ("segment (10,20)-(110,20)").
std::string describe_geometry(const Labelling* labels, const Geometry& g);

}  // namespace plumbline::labels
