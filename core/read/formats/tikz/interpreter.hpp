// The TikZ interpreter: statements (commands, environments, macros, \foreach) read from a
// token stream; each path command built into canvas geometry (pt, y up) and emitted as
// Scene items (pt, y down). Split over commands.cpp (the statement loop and definitions),
// foreach.cpp, options.cpp, coordinates.cpp, path.cpp (path operations), node_items.cpp
// and emit.cpp.
#pragma once

#include <array>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "formats/tikz/keyvals.hpp"
#include "formats/tikz/node_text.hpp"
#include "formats/tikz/nodes.hpp"
#include "formats/tikz/picture_size.hpp"
#include "formats/tikz/reporter.hpp"
#include "formats/tikz/state.hpp"
#include "formats/tikz/stream.hpp"
#include "formats/tikz/xcolor.hpp"
#include "formats/read.hpp"

namespace plumbline::tikz {

// The macro definitions of a package made of TeX over TikZ (packages.cpp), read where
// \usepackage loads it; empty for other packages.
std::string_view package_macros(std::string_view package);

struct PgfAxis;   // pgfplots.hpp
struct PgfPlot;

// Node keys, read from a node's options.
struct NodeSpec {
    NodeShape shape = NodeShape::Rectangle;
    double inner_xsep = 10.0 / 3, inner_ysep = 10.0 / 3;   // 0.3333em at 10pt
    double min_width = 0, min_height = 0;
    std::string anchor = "center";
    Vec2 shift{0, 0};                  // pt, from above=2pt and friends
    std::string of_node;               // positioning: above=of A
    Vec2 of_direction{0, 0};
    Vec2 of_offset{0, 0};              // from the reference point, in pt
    bool of_centres = false;           // the old `right of=A`, or `on grid`: centre to centre
    bool old_of = false;               // the old `right of=A`: `at` replaces it whole
    double text_width = 0;             // text width=: the text wraps to it
    std::optional<double> text_height, text_depth;   // text height=, text depth=: the text box's, as set
    bool align = false;                // align=: \\ breaks the text's lines
    double text_stretch_em = 2;        // align= or text centered/ragged/..: TextLayout::stretch_em
    double font_size = kFontSize;      // pt, from font=\small, \Large, ...
    std::string font;                  // font= as written: set before the text
    std::vector<std::string> labels;   // label=... as written
    std::vector<std::string> pins;     // pin=... as written
    std::optional<double> pos;         // along the previous path operation
    std::optional<std::string> contents;   // node contents=: the text, no braces read after the options
    std::optional<Vec2> text_box;      // \matrix: its cells' box stands for the text (trees.cpp)
    int cross = 0;                     // shapes.misc: 2 `cross out` (both diagonals), 1 `strike out`
    // rectangle split (shapes.multipart): the text's \nodepart{..}s as parts (nodes.hpp).
    bool split = false, split_horizontal = false, split_ignore_empty = false, split_draw_splits = true;
    int split_parts = 4;
    double split_empty_width = 4.30554, split_empty_height = 4.30554, split_empty_depth = 0;   // 1ex, 1ex, 0
    std::vector<std::string> split_fills;   // rectangle split part fill={a,b,..}: the last repeats
    std::string name;
    // shapes.geometric: diamond aspect, regular polygon sides, trapezium angles, rotation.
    double aspect = 1;
    int sides = 5;
    double left_angle = 60, right_angle = 60, border_rotate = 0;
    double apex_angle = 45;   // isosceles triangle apex angle=
    // automata: `accepting` (a double circle), `initial` (an arrow from "start").
    std::vector<std::string> fit;      // fit=(a)(b.north)(c): the points or nodes it encloses
    bool accepting = false;
    bool initial = false;
    std::string initial_text = "start";
    double initial_angle = 180;
    double initial_distance = 3 * 4.30554;   // 3ex at 10pt
};

// Path keys, read from a path's options.
struct PathSpec {
    std::string name_path;
    std::string intersections_of;
    std::vector<std::string> intersections_by;
    std::optional<double> bend;        // degrees: positive left, negative right
    std::optional<double> out, in;     // degrees
    double looseness = 1;
    double min_distance = 0;           // pt: the controls at least this far out (min distance=)
    bool curve = false;                // topaths switched on (looseness=, min distance=): out=45, in=135 by default
    bool loop = false;                 // topaths' loop: a `to` from a node back to itself
    std::string radius, x_radius, y_radius, start_angle, end_angle, delta_angle;   // as written
    std::string step, xstep, ystep;
    std::string domain;
    std::string variable = "x";        // variable=\t: the plot's macro
    int samples = 25;
    bool smooth = false;
    bool cycle = false;                // smooth cycle / sharp cycle: a closed plot
    double tension = 0.5;              // pgf's default for smooth plots
    std::string to_path;               // to path={-- (\tikztotarget) ...}: what a `to` stands for
};

// What one option list says beyond the State it changes.
struct OptionSet {
    bool draw_on = false, draw_off = false, fill_on = false, fill_off = false;
    bool shade = false;
    bool loop_arrow = false;   // a loop: `every loop` (->) applies to its to or edge
    bool decorate = false;     // `decorate`: the path's decoration applies (decorations.cpp)
    size_t decorate_offset = 0;
    bool clip = false;         // `clip`: the path clips what follows in its scope (clip.cpp)
    bool pattern = false;      // pattern= in the path's (or node's) own options: filled with it
    size_t pattern_offset = 0;
    NodeSpec node;
    PathSpec path;
};

// How a plot's points are joined: straight, or smooth as pgf's curveto handler does.
struct PlotShape {
    bool smooth = false;
    bool closed = false;    // smooth cycle / sharp cycle
    double tension = 0.5;
};
// pgf's smooth plot through `points` (\pgfplothandlercurveto, closedcurve): each point's
// controls along the line from its neighbours, 0.2775 x tension of their distance away; an
// open plot's ends are their own controls, a closed one starts at the second point.
std::vector<PathPiece> smooth_curve(const std::vector<Vec2>& points, double tension, bool closed);

// Geometry of one path command in canvas pt (y up), before it becomes items.
struct BuiltPath {
    std::vector<Path> subpaths;
    std::vector<Ellipse> conics;        // circle and ellipse operations
    std::vector<ConicAxes> conic_axes;  // the same, as pgf's axes (for the picture size)
    std::vector<Segment> grid;          // grid lines
    // Nodes placed along an operation (`-- node {yes} (b)`, `node[midway]`): the scene
    // items of the node (its shape and text) and the subpath they label, so the emitted
    // connector's index can be set as their Item::label_of.
    struct Label {
        int first = 0, end = 0;   // scene item range of the node
        int subpath = -1;         // index into subpaths
    };
    std::vector<Label> labels;
};

class Interpreter {
public:
    Interpreter(std::string_view text, std::string_view source_name, const ReadLimits& limits, ReadResult& out);
    void run();

    // --- reporting (interpreter.cpp)
    void error(const std::string& code, const std::string& message, size_t begin, size_t end);
    void warn(const std::string& code, const std::string& message, size_t begin, size_t end);
    void note(const std::string& code, const std::string& message, size_t begin, size_t end);
    void once(Severity s, const std::string& key, const std::string& code, const std::string& message,
              size_t begin, size_t end);

private:
    struct Environment {
        std::string name;
        bool pushed_state = false;
        size_t offset = 0;
        // A TeX group that ends what it changed of the drawing's state, not a scope: a
        // `pgfonlayer` (its \clip ends with it, as its box ends pgf's clipping).
        bool group_state = false;
    };
    struct Command {           // the path command being read, for provenance
        std::string name;      // "draw", "node", ...
        int index = 0;
        size_t begin = 0, end = 0;
    };

    // --- commands.cpp
    void run_stream(Stream& s, int depth);
    void statement(Stream& s, const Token& t, int depth);
    void skip_environment(Stream& s, const std::string& name);
    bool in_picture() const;   // inside a tikzpicture (or scope) environment
    void inline_picture(Stream& s, const Token& t);   // \tikz outside a picture
    void begin_environment(Stream& s, const Token& t);
    void end_environment(Stream& s, const Token& t);
    void push_scope(size_t offset);
    void pop_scope();
    void define_def(Stream& s, const Token& t);
    void define_newcommand(Stream& s, const Token& t);
    void pgfmath_command(Stream& s, const Token& t);
    void define_color(Stream& s, const Token& t);
    void tikzset(Stream& s, const Token& t, bool old_syntax);
    void skip_arguments(Stream& s);
    void read_page_border(const std::string& options, size_t offset);
    void load_color_sets(const std::string& options);
    void pgf_transform(Stream& s, const Token& t);   // \pgftransformcm and friends   // svgnames, x11names, dvipsnames
    bool read_options(Stream& s, std::string& text, size_t& offset);   // [..] after blanks, expanded
    std::string expand(const Tokens& tokens);

    // --- registers.cpp: \newdimen, \newcount, \newlength, assignments, \advance ...
    bool register_statement(Stream& s, const Token& t);
    bool is_register(std::string_view name) const;
    void set_register(const std::string& name, char kind, double value, bool global);
    bool numbered_register(Stream& s, const Token& t, std::string& name);
    bool register_name(Stream& s, const Token& t, std::string& name);
    bool scan_register_value(Stream& s, const Token& at, char kind, double& out);
    void assign_register(Stream& s, const Token& t, bool global);
    void arithmetic_register(Stream& s, const Token& op, bool global);

    // --- grid.cpp: `grid` lines as pgf lays them out, under the state's transformation
    bool grid_lines(const Vec2& from, const Vec2& to, const State& state, const std::string& xstep,
                    const std::string& ystep, size_t offset, std::vector<Segment>& out);

    // --- clip.cpp: \clip applied to what follows it in its scope
    void apply_clip(const BuiltPath& built, const State& path_state, const Token& t);

    // --- foreach.cpp
    void foreach_loop(Stream& s, const Token& t, int depth);
    bool read_statement(Stream& s, Tokens& out);

    // --- options.cpp
    void apply_options(std::string_view text, size_t offset, State& state, OptionSet& set, int style_depth = 0);
    bool apply_key(const KeyValue& kv, size_t offset, State& state, OptionSet& set, int style_depth);
    bool apply_transform_key(const KeyValue& kv, size_t offset, State& state);
    bool apply_tree_key(const KeyValue& kv, size_t offset, State& state);
    bool apply_node_key(const KeyValue& kv, size_t offset, State& state, OptionSet& set);
    std::optional<double> positioning_distance(std::string_view expr, size_t offset, const State& state, bool vertical);
    bool apply_path_key(const KeyValue& kv, size_t offset, const State& state, OptionSet& set);
    void define_style(const std::string& key, const KeyValue& kv, State& state, size_t offset);
    void apply_style(std::string_view name, const std::string& value, size_t offset, State& state, OptionSet& set,
                     int style_depth);
    bool check_color(const std::string& expr, size_t offset);

    // --- coordinates.cpp (results in canvas pt, y up)
    std::optional<double> number(std::string_view expr, size_t offset, bool* has_unit = nullptr);
    std::optional<double> length(std::string_view expr, size_t offset);   // unitless = pt
    std::optional<Vec2> coordinate(std::string_view text, size_t offset, const State& state,
                                   const std::string** node = nullptr);
    std::optional<Vec2> coordinate_at_depth(std::string_view text, size_t offset, const State& state,
                                            const std::string** node);
    std::optional<Vec2> vector_of(std::string_view text, size_t offset, const State& state);   // no shift
    std::optional<Vec2> coordinate_system(std::string_view system, std::string_view keys, size_t offset,
                                          const State& state);
    std::optional<Vec2> calc(std::string_view text, size_t offset, const State& state);
    std::optional<Vec2> named(std::string_view text, size_t offset, const std::string** node);
    std::optional<Vec2> intersection_of(std::string_view text, size_t offset, const State& state);
    // The coordinate before the transformation: x/y vectors applied, not the ctm.
    std::optional<Vec2> local_vector(std::string_view text, size_t offset, const State& state, bool* named_point);
    // The points named <prefix>-1, <prefix>-2, ... and by={..}; `total` (\t) holds their count.
    void define_intersections(const std::string& a, const std::string& b, const std::vector<std::string>& by,
                              const std::string& prefix, const std::string& total, size_t offset);
    void define_point(const std::string& name, const Vec2& p);   // a coordinate node

    // A node as read, before it is placed (a node written before its path's target is
    // placed once the target is known).
    struct NodeDraft {
        State state;
        OptionSet set;
        std::string text;
        bool trailing_blank = false;   // the text as written ends in a blank (trimmed from `text`)
        std::optional<Vec2> at;
        bool coordinate_only = false;
        bool allow_at = true;          // false for `coordinate` inside a path (then "at" is not read)
        size_t offset = 0;
        // The node's own scale (its options' transformation against the path's): it scales
        // the shape and the text, not the position.
        double scale = 1;
        Vec2 own_shift{0, 0};   // the move its own options make (xshift, shift), added where it is placed
        double own_turn = 0;    // degrees its own options turn it (rotate=): a polygon shape turns with it
    };

    // --- path.cpp
    void path_command(Stream& s, const Token& t, int depth);
    // Reads operations up to ';'. False when the path ended without one (reported).
    bool path_operations(Stream& s, State& state, OptionSet& set, BuiltPath& built, Command& command,
                         std::string_view implicit);
    bool read_node(Stream& s, const State& path_state, bool coordinate_only, NodeDraft& draft);
    // path_foreach.cpp: \foreach inside a path. 1: read; 0: refused (reported); -1: its body
    // is no group, so it is the next statement (its tokens given back).
    int path_foreach(Stream& s, const Token& t);
    bool let_assignments(Stream& s, const State& state, size_t offset);   // path.cpp: `let ... in`
    bool skip_to_semicolon(Stream& s, Command& command);   // after an error: the rest of the path
    // The plot's points, and how they are joined (smooth, cycle, tension).
    bool read_plot(Stream& s, const State& state, const OptionSet& set, std::vector<Vec2>& points, size_t offset,
                   PlotShape& shape);

    // --- trees.cpp: `child` operations after a node, read to the last child of the row
    struct TreeParent {
        std::string name;          // empty: its children are not named
        NodeGeometry geometry;
    };
    bool tree_children(Stream& s, const State& state, const OptionSet& set, const TreeParent& parent, int level,
                       Command& command, size_t offset);

    // --- node_items.cpp
    // Returns the scene item range [first, end) of the node itself (shape and text).
    std::pair<int, int> place_node(const NodeDraft& draft, Vec2 at, const Command& command);
    // A placed node's items: its shape when drawn or filled, then its text.
    void emit_node(const NodeGeometry& g, const State& state, const OptionSet& set, const SetText& text,
                   const Command& command);

    // --- node_automata.cpp: automata's `initial` arrow beside a placed state
    void emit_split_fills(const NodeGeometry& g, const State& state, const std::vector<std::string>& fills,
                          const Command& command);
    void emit_split_parts(const NodeGeometry& g, const State& state, const OptionSet& set,
                          const std::vector<SetText>& texts, const std::vector<Vec2>& centres, const Command& command);
    void emit_initial(const NodeGeometry& g, const NodeDraft& draft, const Command& command);

    // --- node_labels.cpp: label= and pin= beside a placed node, as TikZ places them
    void emit_labels(const NodeGeometry& g, const NodeDraft& draft, const Command& command);
    void check_typeset_text(std::string_view text, size_t begin, size_t end);

    // --- pgfplots_*.cpp: pgfplots' axis environment, a first subset (pgfplots.hpp)
    void pgfplots_axis(Stream& s, const Token& t, const std::string& name);
    void pgfplots_set(Stream& s, const Token& t);   // \pgfplotsset{compat=.., width=..}
    // axis cs / rel axis cs inside an axis: the local vector the state's transformation
    // takes to that point; nullopt (nothing reported) outside an axis.
    std::optional<Vec2> pgfplots_coordinate(std::string_view system, std::string_view keys, size_t offset,
                                            const State& state);
    void pgfplots_options(std::string_view text, size_t offset, PgfAxis& axis);
    bool pgfplots_addplot(Stream& s, const Token& t, PgfAxis& axis);
    bool pgfplots_plot_options(std::string_view text, size_t offset, PgfAxis& axis, PgfPlot& plot);
    bool pgfplots_expression(const PgfAxis& axis, const Tokens& expr, const std::string& variable, double v,
                             size_t offset, double& out);
    void pgfplots_draw(PgfAxis& axis, const Command& command);
    void pgfplots_plot(PgfAxis& axis, const PgfPlot& plot);
    void pgfplots_marks(PgfAxis& axis, const PgfPlot& plot, const Command& command);
    void pgfplots_legend(PgfAxis& axis, const Command& command);
    void pgfplots_text(const std::string& text, Vec2 at, const std::string& anchor, const Command& command);
    // Lines in the axis' canvas, drawn through its transformation (the picture's scale).
    void pgfplots_lines(const PgfAxis& axis, const std::vector<std::vector<Vec2>>& lines, const State& state,
                        const Command& command, bool closed, bool fill);
    std::shared_ptr<PgfAxis> axis_;       // the axis being drawn (its \draw commands read axis cs)
    std::string pgfplots_defaults_;       // \pgfplotsset's keys, applied before each axis' own
    std::map<std::string, std::string, std::less<>> pgfplots_styles_;   // \pgfplotsset{name/.style={..}}
    int pgfplots_style_depth_ = 0;        // styles using styles: at most 32 deep
    bool pgfplots_axis_cs_ = false;       // compat >= 1.11 set by \pgfplotsset

    // --- tkz_base.cpp: tkz-base's frame (\tkzInit, \tkzGrid, \tkzAxeXY), drawn as generated TikZ
    struct TkzFrame {
        double xmin = 0, xmax = 10, xstep = 1, ymin = 0, ymax = 10, ystep = 1;   // after tkz-base's NO shift
        double xorigin = 0, yorigin = 0;
        double grid_x0 = 0, grid_x1 = 10, grid_y0 = 0, grid_y1 = 10;           // the ranges as written
        int xdec = 0, ydec = 0;                                                // decimals of the steps
    };
    // patterns.cpp: the region filled with a pattern's ink; false for a pattern it does not know.
    bool emit_pattern(const BuiltPath& built, const State& state, const Command& command);
    bool tkz_command(Stream& s, const Token& t, int depth);   // false: not one of tkz-base's
    void run_generated(std::string text, const Token& at, int depth);
    // arrow_dots.cpp: the circle tips (`*`, `o`, `Circle`) at a path's ends, as circles.
    void emit_circle_tips(const Path& subpath, const State& state, const Command& command, bool transformed);
    // node_picture.cpp: a node whose text is one picture; its items, collected apart, are
    // placed on the node's text box once the node is built.
    struct NestedPicture {
        std::vector<Item> items;
        Box box;                      // the inner picture's size, canvas pt
        bool trailing_space = false;  // a blank after it, which an aligned text keeps
    };
    bool nested_picture(const std::string& text, const NodeDraft& draft, NestedPicture& out);
    // canvas.cpp: transform canvas on a scope, carried out on what it drew when it ends.
    struct Canvas {
        size_t depth = 0;   // states_.size() of the scope that set it
        Affine m;
        size_t first = 0;   // its first item
    };
    std::vector<Canvas> canvases_;
    bool canvas_scope(const Affine& m, const State& state);   // false: not carried out (said so)
    void end_canvases();
    // node_math.cpp: \pgfmathparse, \pgfmathresult and \pgfmathprintnumber in a node's text, done.
    std::string node_text_math(const std::string& text);
    void place_nested_picture(NestedPicture& picture, Vec2 lower_left);
    int nested_pictures_ = 0;
    TkzFrame tkz_;
    // tkz-graph (tkz_base.cpp): the graph unit and the edge keys the last \SetUpEdge set.
    struct TkzEdgeDefaults {
        std::string color = "black", lw = "0.8pt", label, labeltext = "black", labelcolor = "white", labelstyle,
                    style = "pos=.5";
        // The field a \SetUpEdge or \Edge key sets; null for a key tkz-graph does not have.
        std::string* field(const std::string& key) {
            return key == "color" ? &color : key == "lw" ? &lw : key == "label" ? &label : key == "labeltext" ? &labeltext
                 : key == "labelcolor" ? &labelcolor : key == "labelstyle" ? &labelstyle : key == "style" ? &style : nullptr;
        }
    };
    struct TkzGraph {
        std::string unit = "1";
    };
    bool tkz_graph_command(Stream& s, const Token& t, int depth);

    // --- trees.cpp: \matrix (the matrix library's keys, read while its options are applied)
    struct MatrixSpec {
        bool of_nodes = false, math = false, empty_cells = false;
        double row_sep = 0, column_sep = 0;
        std::string ampersand;   // ampersand replacement=\&: the command that separates cells
    };
    void matrix_command(Stream& s, const Token& t, int depth);
    bool matrix_key(const KeyValue& kv, size_t offset);
    MatrixSpec* matrix_keys_ = nullptr;           // set while a \matrix's options are applied
    std::vector<std::string>* node_log_ = nullptr;   // names of the nodes placed, while a cell runs
    TkzGraph tkz_graph_;
    TkzEdgeDefaults tkz_edge_;
    bool tkz_graph_loaded_ = false;
    bool tkz_loaded_ = false;   // \usepackage{tkz-base|tkz-fct|tkz-euclide}
    std::vector<std::unique_ptr<const std::string>> generated_;   // generated texts, viewed by their tokens

    // --- emit.cpp
    void emit_path(const BuiltPath& built, const State& state, const OptionSet& set, const Command& command,
                   bool draws, bool fills);
    bool add_item(Geometry g, const Style& style, const Command& command, bool transformed);
    Style make_style(const Paint& paint, bool draws, bool fills, const std::string& fill_text);
    void finish_frame();
    void protocol_path(const BuiltPath& built, const State& state, bool draws);   // the picture size

    std::string_view text_;
    LineIndex lines_;
    const ReadLimits& limits_;
    ReadResult& out_;
    Reporter reporter_;
    Budget budget_;
    Macros macros_;
    ColorTable colors_;
    std::vector<State> states_;          // the scope stack; never empty
    std::vector<Environment> envs_;
    std::map<std::string, NodeGeometry, std::less<>> nodes_;
    std::optional<NodeGeometry> last_node_;   // the node place_node placed last (a tree's parent)
    std::string last_node_name_;
    std::map<std::string, std::vector<Path>, std::less<>> named_paths_;   // name path=, canvas pt
    std::map<std::string, std::vector<Ellipse>, std::less<>> named_conics_;
    std::string pgfmath_result_ = "0";
    int command_count_ = 0;
    int scope_depth_ = 0;                // open scope environments inside the picture
    int group_depth_ = 0;                // open { } groups
    // The transformation at each open { }: a TeX group ends what \pgftransform* (and
    // \pgftransformreset) did inside it. With the scope depth it was opened at.
    std::vector<std::pair<size_t, Affine>> group_ctms_;
    // And pgf's \ifpgf@relevantforpicturesize at each open { } (TeX-local: a \clip in the
    // group stops sizing the picture to its end; the clip itself lasts to the scope's end).
    std::vector<bool> group_size_relevant_;
    int coordinate_depth_ = 0;           // coordinates inside coordinates (calc, intersections)
    static constexpr int kMaxCoordinateNesting = 32;
    bool items_full_ = false;
    bool skipped_outside_ = false;       // a command or environment outside a picture was skipped
    bool standalone_pages_ = false;      // standalone's `tikz` (or `multi`) option: a page per picture
    int pictures_begun_ = 0;             // top-level pictures begun (the first is the first page)
    bool depth_stopped_ = false;
    PictureSize picture_size_;           // pgf's picture size so far, canvas pt (picture_size.hpp)
    bool body_before_picture_ = false;   // in a document body, before the first picture
    bool body_material_ = false;         // something stands before the next space there
    int leading_spaces_ = 0;             // spaces typeset before the picture (3.33pt each)
    std::array<double, 4> page_border_{0, 0, 0, 0};   // standalone's border=: left, bottom, right, top (pt)
    // The libraries \usetikzlibrary loads, and whether the reader saw a preamble at all (a
    // \documentclass or a \usetikzlibrary): a picture given alone may use any library.
    std::set<std::string, std::less<>> libraries_;
    bool preamble_seen_ = false;
    bool library_loaded(std::string_view name) const { return !preamble_seen_ || libraries_.count(name) > 0; }
};

}  // namespace plumbline::tikz
