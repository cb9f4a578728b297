// What every finding kind reads from the scene, worked out once: the visible primary
// items, the texts and strokes among them, the drawing's size, the pair budget.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "layout/layout.hpp"

namespace plumbline::layout {

struct Context {
    const Scene& scene;
    LayoutLimits limits;
    LayoutSection& out;
    std::vector<int> items;      // visible primary items (at most limits.max_items)
    std::vector<int> texts;      // visible Text items with content
    std::vector<int> strokes;    // visible stroked Segment/Circle/Ellipse/Arc/Path items (recognised segments included)
    double size = 0;             // the diagonal of the drawing's bounds
    size_t pairs = 0;            // pairs tested so far
    // Length labels attached to the segment they measure (labels.cpp), for proportions.cpp.
    struct LengthLabel {
        int text = -1, segment = -1;
        double value = 0;        // as stated
        double length = 0;       // as drawn
    };
    std::vector<LengthLabel> length_labels;
    // Segments (Segment items, recognised runs included) that are stroked.
    std::vector<int> segments;
    // The points the point labels name (labels.cpp: the nearest point within reach), by
    // name, each name labelled once; for the lengths the task's prompt states (stated.cpp).
    struct NamedPoint {
        std::string name;
        Vec2 at;
        int text = -1;           // the label
    };
    std::vector<NamedPoint> named_points;
    const std::vector<StatedLength>* stated = nullptr;   // the task's prompt's (none without a task)

    Context(const Scene& s, const LayoutLimits& l, LayoutSection& o);
    // Spends one pair of the budget; false (and the section truncated, once per search)
    // when it is spent.
    bool pair(const char* search);
    void add(LayoutFinding f);
    // Points along an item's outline (a text: none), at most ~1/200 of the drawing apart.
    std::vector<Vec2> outline(int item) const;

private:
    std::vector<std::string> stopped_;
};

// The kinds, each adding its findings (and its counts to out.examined).
void find_out_of_frame(Context& c);
void find_overlaps(Context& c);
void find_label_problems(Context& c);
void find_open_shapes(Context& c);
void find_lying_marks(Context& c);
void find_proportions(Context& c);
void find_equal_length_marks(Context& c);
void find_stated_lengths(Context& c);
void find_illegible(Context& c);

// --- helpers shared by the kinds -------------------------------------------------------
// A text's content without TeX math dollars, braces, \( \) and surrounding space.
std::string plain_text(const std::string& content);
// The number a length label states ("8", "$4.5$", "4 cm", "x = 8 in", "12\,m"); none
// for other texts (a point name, a word, an angle).
std::optional<double> length_value(const std::string& content);
// The degrees an angle label states ("60°", "$60^\circ$", "60^{\circ}", "60\degree").
std::optional<double> angle_value(const std::string& content);
// The centre of a text's box (its anchor when the box is empty).
Vec2 text_centre(const Text& t);
// Shapes for the page.
Shape box_shape(const Box& b, const char* role);
Shape line_shape(const Vec2& a, const Vec2& b, const char* role);
std::string num(double v);   // a number for messages: at most 2 decimals
// The median of values (not empty): the scale lengths are held against (proportions.cpp, stated.cpp).
double median(std::vector<double> values);

}  // namespace plumbline::layout
