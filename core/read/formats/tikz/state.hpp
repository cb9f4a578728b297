// What TikZ options set and scopes inherit: the transformation (canvas pt, y up), the
// unit vectors, paint, line width, arrow tips and the styles defined so far.
#pragma once

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "formats/tikz/decorations.hpp"
#include "geometry/geometry.hpp"
#include "scene/scene.hpp"

namespace plumbline::tikz {

constexpr double kPtPerCm = 72.27 / 2.54;   // 28.452756 pt: TikZ's default unit vectors
constexpr double kDefaultLineWidth = 0.4;   // pt, TikZ's `thin`
constexpr double kFontSize = 10;            // pt, LaTeX's default \normalsize

struct Paint {
    std::string color = "black";            // the current colour (color=, a bare colour name)
    bool color_written = false;             // set by an option, not the default
    std::optional<std::string> draw;        // draw=<colour>; "none" turns stroking off
    std::optional<std::string> fill;        // fill=<colour>; "none" turns filling off
    std::optional<std::string> text;        // text=<colour>: a node's text (else the current colour)
    bool draw_key = false, fill_key = false; // `draw` / `fill` written without a colour
    double line_width = kDefaultLineWidth;
    double opacity = 1, draw_opacity = 1, fill_opacity = 1;
    bool even_odd = false;                  // even odd rule (else nonzero rule)
    std::string pattern;                    // pattern=<name> (patterns.cpp); empty: none
    std::string pattern_color;              // pattern color=; empty: black
    Arrowheads arrows;
    // A circle tip at an end (`*->`, `-o`, `-{Circle}`): '*' filled, 'o' open; 0 for none. Not
    // an arrowhead: drawn as the circle pgf's Circle tip is (arrow_dots.cpp).
    char dot_start = 0, dot_end = 0;
};

struct StyleDef {
    std::string text;       // the option list it stands for (may use #1)
    std::string default_value;
    int params = 1;         // /.style 2 args, /.style n args: arguments in braces
    std::string pattern;    // /.style args={#1 and #2}: the delimited parameter text
};
using StyleMap = std::map<std::string, StyleDef, std::less<>>;

struct State {
    Affine ctm;                                  // coordinates -> canvas pt (y up)
    Vec2 xvec{kPtPerCm, 0}, yvec{0, kPtPerCm};
    Vec2 zvec{-0.385 * kPtPerCm, -0.385 * kPtPerCm};   // pgf's default z vector, (-3.85mm,-3.85mm)
    Paint paint;
    std::shared_ptr<const StyleMap> styles = std::make_shared<const StyleMap>();
    // Positioning and curves as pictures set them: node distance=1cm and 2cm, on grid, bend angle.
    double node_distance_v = kPtPerCm, node_distance_h = kPtPerCm;
    bool node_distance_pair = true;   // written "v and h" (positioning's own `1cm and 1cm`): no diagonal factor
    bool on_grid = false;
    double bend_angle = 30;
    std::string decoration;   // decoration={snake, ...}: the decoration's name, for `decorate`
    Decoration decoration_keys;   // and its keys
    // Trees (trees.cpp): the growth function's distances and direction, the anchors an
    // edge from parent joins, and `missing` for the child being read.
    double level_distance = 1.5 * kPtPerCm, sibling_distance = 1.5 * kPtPerCm;   // 15mm
    double grow_angle = -90;
    bool grow_swapped = false;
    std::string parent_anchor, child_anchor;   // empty: the border
    bool tree_missing = false;
    // \clip in this scope (clip.cpp): the regions what follows is drawn inside (scene
    // coordinates, outermost first), and whether what follows still counts for the
    // picture's size (pgf: not after a clip, to the end of its scope).
    std::vector<ClipRegion> clips;
    bool size_relevant = true;
    // Node keys set outside a node (font=, inner sep=, align= on a picture, scope or path):
    // applied to each node read inside before its `every node` style and its own options.
    std::string node_keys;
    size_t node_keys_offset = 0;
    // domain= and samples= as written, wherever set (a picture's, a scope's): plots inside
    // inherit them, pgfplots' \addplot too.
    std::string domain, samples;
};

}  // namespace plumbline::tikz
