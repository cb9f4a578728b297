// The Scene: the one intermediate form. Readers produce it, checks consume it, nothing
// else crosses. A flat list of items in document order, geometry already transformed
// into scene coordinates (y down), with style and provenance.
#pragma once

#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "base/color.hpp"
#include "diagnostics/diagnostic.hpp"
#include "geometry/geometry.hpp"

namespace plumbline {

struct Text {
    Vec2 anchor{0, 0};           // the text's anchor point (x, y of the element; a node's centre)
    std::string content;
    double font_size = 16;       // scene units: diagrams merge lines of text by it
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

// How a filled shape's inside is decided where its outline crosses itself or its subpaths
// nest (SVG fill-rule, PostScript fill and eofill, TikZ's even odd rule): a ring's hole
// is a hole under both rules when its subpaths wind opposite ways, under evenodd always.
enum class FillRule { NonZero, EvenOdd };
const char* to_string(FillRule r);   // "nonzero", "evenodd"

struct Style {
    Color stroke;                        // resolved paint ("none" when not stroked)
    Color fill;                          // resolved paint
    double stroke_width = 1;             // scene units (after transforms)
    FillRule fill_rule = FillRule::NonZero;
    std::string id;                      // the element's id
    std::vector<std::string> classes;    // the element's own classes
    std::vector<std::string> group_classes;  // classes of enclosing groups / use elements
    int group = -1;                      // the innermost enclosing group kept in Scene::groups; -1: none
    bool visible = true;                 // false for display:none / visibility:hidden
    // The fill as the source wrote it ("#274A4A", "red!50"; "" when not written on the
    // item itself), for profiles that compare paint text rather than colour values.
    std::string fill_text;

    bool has_class(const std::string& c) const;           // own classes only
    bool has_class_inherited(const std::string& c) const; // own or enclosing
};

// Where an item came from, in terms any reader can fill.
struct Provenance {
    std::string format;          // "svg", "tikz", "eps", "dot"
    std::string element;         // the source construct: an element ("line", "path") or a command ("draw")
    int element_index = -1;      // index of that construct in document order
    Span span;                   // its span in the source text
    int depth = 0;               // nesting below the top level: 0 for a child of the root element / a top-level command
    bool transformed = false;    // a non-identity transform applied to it
    bool via_use = false;        // instantiated by reference (SVG <use>), not written in place
    // Lines before the drawing in the text a person has (a response's prose before its
    // code block): messages that name a line add it, so "at line 16" is line 16 of what
    // was pasted. Spans stay in the drawing's own lines.
    int line_offset = 0;
};

// How a person finds an item in its source: "<line> at line 7" (SVG), "\draw at line 7",
// the line counted in the text the person has (line_offset added).
std::string describe_source(const Provenance& source, int item);

// The arrowheads of an open item (TikZ arrow tips; SVG markers, svg_markers.cpp), by the
// way they point: `end` a head pointing along the item (from its first point to its
// last), `start` one pointing back. Diagrams read a connector's direction from them.
struct Arrowheads {
    bool start = false, end = false;
};

// A region that clips what is drawn inside it: a nested SVG <svg> (or a <symbol> or <svg> a
// <use> instantiates), a TikZ \clip path. Its outlines are closed polygons in scene
// coordinates (the last point joins the first; curves flattened within
// kClipFlatness, clip_region.hpp), and what they enclose under the fill rule shows: a
// TikZ \clip of two circles is their union under the nonzero rule, a ring under even odd.
// The items one clip covers share its outlines (a clip over a thousand items is one
// copy). Checks read the geometry as written; the writer draws the clipping.
struct ClipRegion {
    using Outlines = std::vector<std::vector<Vec2>>;
    ClipRegion() = default;
    explicit ClipRegion(Outlines outlines, FillRule rule = FillRule::NonZero);
    // A parallelogram's corners, in order around it (a viewport, a rectangle transformed).
    static ClipRegion quad(const Vec2& a, const Vec2& b, const Vec2& c, const Vec2& d);

    const Outlines& outlines() const;
    FillRule rule() const { return rule_; }
    Box box() const;                              // the outlines' extent
    ClipRegion translated(const Vec2& d) const;   // a copy of the outlines, moved
    ClipRegion transformed(const Affine& m) const;   // a copy of the outlines, mapped by m
    // The outlines' storage, the same for every item the region was copied to.
    const void* identity() const { return outlines_.get(); }

private:
    std::shared_ptr<const Outlines> outlines_;
    FillRule rule_ = FillRule::NonZero;
};

struct Item {
    Geometry geometry;
    Style style;
    Provenance source;
    // The clip regions the item is drawn inside (viewports, \clip paths), outermost first: it
    // shows only where all of them overlap. Empty for an item nothing clips (the root's own
    // viewport is the frame).
    std::vector<ClipRegion> clips;
    // The primary item this one was derived from by shape recognition (a closed path
    // also seen as a circle, a polyline's straight run seen as a segment); for a primary
    // item, its own index.
    int origin = -1;
    Arrowheads arrows;
    // A compound path: one source path of several subpaths (an SVG <path> with several
    // moves, a PostScript path filled at once, a TikZ path with several parts) is one
    // shape, filled as a whole with its fill rule, so a ring keeps its hole. The checks
    // read each subpath as an item of its own, as they always did; this links them: the
    // index of the compound's first subpath item, on each of its subpath items (the first
    // included), and -1 for an item that is its own shape. The writer draws a compound as
    // one element.
    int compound = -1;
    // A text that labels a connector rather than naming a box: the index of the item it
    // was placed on (a TikZ node on a path or an edge, `edge node {yes}`); -1 for any
    // other item. Diagrams read such a text as that connector's edge label, not a node.
    int label_of = -1;
    ItemKind kind() const { return kind_of(geometry); }
    // Primary: not derived from another item (origin is its own index, or -1 for an item
    // built without Scene::add). Scene::primary_of is the same rule seen from the scene.
    bool is_primary(int self_index) const { return origin == self_index || origin < 0; }
};

// A graph given as a graph (Graphviz DOT): named nodes with labels and edges between
// them, no geometry. Readers of drawn formats leave Scene::graph empty; the diagram check
// reads their drawn boxes, texts and connectors instead (docs/diagram.md, "The Scene's
// graph form").
struct GraphNode {
    std::string id;              // the node's name in the source ("a", "\"Load data\"" unquoted)
    std::string label;           // its label: `label` attribute with escapes resolved ("\n" a line break, "\N" the id), else the id
    Span span;                   // where the node is first named
};

enum class EdgeDirection {
    Forward,                     // from -> to (an arrow at `to`)
    Both,                        // arrows at both ends (DOT dir=both)
    None,                        // no direction: an undirected graph's edge, or dir=none
};
const char* to_string(EdgeDirection d);   // "forward", "both", "none"

struct GraphEdge {
    int from = -1, to = -1;      // node indices; dir=back is stored swapped, as Forward
    EdgeDirection direction = EdgeDirection::Forward;
    Span span;                   // the edge operator that made it
    std::string label;           // the edge's label (DOT `label`, Mermaid `-->|yes|`); "" when it has none
};

struct SceneGraph {
    bool directed = false;       // digraph
    bool strict = false;         // strict: at most one edge per pair (and direction, in a digraph)
    std::string name;            // the graph's ID, if any
    std::vector<GraphNode> nodes;    // in order of first mention
    std::vector<GraphEdge> edges;    // in source order
};

// A molecule given as a molecule (SMILES): atoms with their elements and bonds with
// their orders, no geometry. Readers of drawn formats leave Scene::molecule empty; the
// molecule check reads their circles and lines instead (docs/molecule.md, "SMILES
// references"). The form is the one a skeletal reading lands on too: an atom that carries
// its element, charge and hydrogens; a bond that carries its order.
struct SceneAtom {
    std::string element;         // "C", "Cl"; an aromatic atom's symbol capitalised ("c" -> "C"); "*" for any atom
    bool aromatic = false;       // written aromatic (c, n, [nH], [se])
    int charge = 0;
    int isotope = 0;             // mass number as written; 0: none given
    int hydrogens = 0;           // attached hydrogens: as written in brackets, else implied by the normal valence
    bool hydrogens_stated = false;   // a bracket atom: the count is as written (no implied hydrogens)
    std::string chirality;       // "@", "@@", "@TH1"...: kept, not judged
    int atom_class = 0;          // [CH3:5]'s 5; 0: none
    Span span;                   // the atom's text
};

struct SceneBond {
    int a = -1, b = -1;          // atom indices in the order written
    int order = 1;               // 1, 2, 3, 4; an aromatic bond's order in the Kekulé structure found
    bool aromatic = false;       // between aromatic atoms without a symbol, or written ':'
    char stereo = 0;             // '/' or '\\' as written (double-bond geometry): kept, not judged
    Span span;                   // the bond symbol, or the ring-closure digit, or the second atom
};

struct SceneMolecule {
    std::vector<SceneAtom> atoms;    // in the order written
    std::vector<SceneBond> bonds;    // in the order written (ring closures where they close)
};

// How the frame fits a viewport of another shape (SVG's preserveAspectRatio on the root):
// aligned at the min, middle or max of each axis, scaled to fit inside (meet) or to cover
// it (slice); x == y == None stretches it to fill the viewport.
struct FrameFit {
    enum class Align { None, Min, Mid, Max };
    Align x = Align::Mid, y = Align::Mid;
    bool slice = false;
    bool is_default() const { return x == Align::Mid && y == Align::Mid && !slice; }
};
std::string to_string(const FrameFit& fit);   // "xMidYMid meet", "none"

// The drawing's frame: the root viewBox (kept, not applied) or the width/height.
struct Frame {
    double x = 0, y = 0, width = 0, height = 0;
    bool known = false;
    double units_per_pixel = 1;   // scene units per CSS pixel when the document says so
    FrameFit fit;                 // how a viewer fits the frame to its viewport
    // The size the document gives itself, in CSS pixels (an SVG root's width and height),
    // so the drawing drawn back is as large as the drawing; 0 when it leaves that to the
    // page showing it.
    double pixel_width = 0, pixel_height = 0;
    double diagonal() const;
    void cover(const Box& b);     // the frame becomes the box (known); an empty box leaves it unknown
};

// A group the source wrote around items (an SVG <g> or <a> with a class, an id or a
// <title>), kept for producers whose groups say what they hold: Graphviz writes
// <g id="node1" class="node"><title>a</title>..., an edge's title naming its ends
// ("a->b"). The diagram check reads them; nothing else does, and no JSON holds them.
struct SceneGroup {
    std::string id;
    std::vector<std::string> classes;
    std::string title;           // the text of its <title> child, entities decoded
    int parent = -1;             // the kept group around it; -1: none
};

struct Scene {
    std::string format;          // "svg"
    Frame frame;
    std::vector<Item> items;
    // For a format whose y is flipped about a page edge (EPS: y_scene = page_top - y, the
    // top of the %%BoundingBox), that edge in the drawing's own coordinates. An answer that
    // extends a given drawing is compared with the task's drawings on its own page
    // (pipeline/evaluate.cpp): a box grown at the top moves nothing drawn.
    std::optional<double> page_top;
    // The graph itself, for formats that state one (DOT); empty for drawn formats.
    std::optional<SceneGraph> graph;
    // The molecule itself, for formats that state one (SMILES); empty for drawn formats.
    std::optional<SceneMolecule> molecule;
    // Groups items name by Style::group (SVG only).
    std::vector<SceneGroup> groups;

    // Appends a primary item (origin = its own index); returns its index.
    int add(Item item);
    // Appends an empty primary item to be filled in place (an Item is a few hundred bytes).
    Item& add_empty();
    // Marks items [first, end) as one compound path when they are two or more outlines
    // (Path, Circle or Ellipse items: the subpaths one source path produced, in order, a
    // reader may have read some as circles); otherwise leaves them alone.
    void mark_compound(int first, int end);
    // Appends an item derived from items[origin]; copies style, provenance and clips.
    int add_derived(int origin, Geometry g);
    Box bounds() const;          // of all visible items' geometry
    void translate(const Vec2& d);   // every item and the frame moved by d

    // The primary item `item` stands for: itself when primary, else its origin.
    int primary_of(int item) const;
    // The items derived from each item (shape recognition's segments, circles, ellipses).
    std::vector<std::vector<int>> derived_items() const;
    int primary_count() const;
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
