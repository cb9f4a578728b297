// The Scene: the one intermediate form. Readers produce it, checks consume it, nothing
// else crosses. A flat list of items in document order, geometry already transformed
// into scene coordinates (y down), with style and provenance.
#pragma once

#include <cstddef>
#include <string>
#include <variant>
#include <vector>

#include "plumbline/base/color.hpp"
#include "plumbline/base/diagnostic.hpp"
#include "plumbline/geometry/geometry.hpp"

namespace plumbline {

struct Text {
    Vec2 anchor{0, 0};           // the text's anchor point (x, y of the element)
    std::string content;
    double font_size = 16;       // scene units
    Box box;                     // approximate extent
};

struct Point {
    Vec2 p{0, 0};
};

using Geometry = std::variant<Segment, Circle, Ellipse, Arc, Path, Text, Point>;

enum class ItemKind { Segment, Circle, Ellipse, Arc, Path, Text, Point };
const char* to_string(ItemKind k);
ItemKind kind_of(const Geometry& g);
Box bounds(const Geometry& g);   // exact extent (a text's approximate box)

struct Style {
    Color stroke;                        // resolved paint ("none" when not stroked)
    Color fill;                          // resolved paint
    double stroke_width = 1;             // scene units (after transforms)
    std::string id;                      // the element's id
    std::vector<std::string> classes;    // the element's own classes
    std::vector<std::string> group_classes;  // classes of enclosing groups / use elements
    bool visible = true;                 // false for display:none / visibility:hidden

    bool has_class(const std::string& c) const;           // own classes only
    bool has_class_inherited(const std::string& c) const; // own or enclosing
};

struct Provenance {
    std::string format;          // "svg"
    std::string element;         // source element name: "line", "path", "circle", "rect", ...
    int element_index = -1;      // index of the source element in document order
    Span span;                   // the element's span in the source text
    bool transformed = false;    // a non-identity transform applied to the element
    bool via_use = false;        // instantiated through <use>
    // For compatibility profiles that reproduce scripts reading raw XML: whether the
    // element is a direct child of the root element (the scripts' findall("./svg:x") sees
    // only those), and its fill attribute exactly as written ("" when absent).
    bool root_child = false;
    std::string fill_attribute;
};

struct Item {
    Geometry geometry;
    Style style;
    Provenance source;
    // The primary item this one was derived from by shape recognition (a closed path
    // also seen as a circle, a polyline's straight run seen as a segment); for a primary
    // item, its own index.
    int origin = -1;
    ItemKind kind() const { return kind_of(geometry); }
    bool is_primary(int self_index) const { return origin == self_index; }
};

// The drawing's frame: the root viewBox (kept, not applied) or the width/height.
struct Frame {
    double x = 0, y = 0, width = 0, height = 0;
    bool known = false;
    double units_per_pixel = 1;   // scene units per CSS pixel when the document says so
    double diagonal() const;
};

struct Scene {
    std::string format;          // "svg"
    Frame frame;
    std::vector<Item> items;

    // Appends a primary item (origin = its own index); returns its index.
    int add(Item item);
    // Appends an item derived from items[origin]; copies style and provenance.
    int add_derived(int origin, Geometry g);
    Box bounds() const;          // of all visible items' geometry
};

// Shape recognition, done once when a reader finishes: closed paths that are full circles
// or ellipses (arcs, or Bezier approximations within tolerance) are added as Circle /
// Ellipse items; paths, polylines, polygons and rectangles get one Segment item per
// maximal straight run (collinear consecutive line pieces merged).
struct RecognizeOptions {
    double relative_tolerance = 0.01;  // max deviation as a share of the radius
    size_t max_items = 200000;         // the scene may not grow past this (ReadLimits::max_items)
};
// Returns false when the item budget stopped recognition early (the caller reports it).
bool recognize_shapes(Scene& scene, const RecognizeOptions& options = {});

}  // namespace plumbline
