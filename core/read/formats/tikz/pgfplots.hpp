// pgfplots' `axis` environment, a first subset (issue 40): linear axes, limits computed as
// pgfplots computes them, its default ticks, \addplot of coordinates, expressions and
// inline tables, marks from its default cycle list, \legend. The axis is read whole, then
// drawn as pgfplots draws it at \end{axis}: plots land in the Scene in page coordinates
// like any drawing. What the subset leaves out is refused by name
// (`tikz.pgfplots.unsupported`). Split over pgfplots_options.cpp (the axis keys),
// pgfplots_ticks.cpp (limits and ticks), pgfplots_addplot.cpp (reading \addplot),
// pgfplots_clip.cpp (clipping to the axis box) and pgfplots_axis.cpp (the environment and
// its drawing).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "formats/tikz/interpreter.hpp"

namespace plumbline::tikz {

constexpr double kPgfDefaultWidth = 240, kPgfDefaultHeight = 207;   // \axisdefaultwidth, \axisdefaultheight
constexpr double kPgfLabelAllowance = 45;   // pgfplots subtracts 45pt for the descriptions (scaling.code.tex)

// One axis direction's settings, as the axis keys leave them.
struct PgfDirection {
    std::optional<double> min, max;            // xmin= ... (user limits)
    bool log = false;                          // xmode=log: data, limits and ticks as log10 of them
    std::string enlarge = "auto";              // enlarge x limits: auto, true, false, a fraction, upper, lower
    int line = 0;                              // axis x line: 0 box, 1 bottom/left, 2 middle, 3 top/right, 4 none
    int align = 0;                             // tick align: 0 inside, 1 outside, 2 center
    int pos = 0;                               // tick pos: 0 both, 1 bottom/left, 2 top/right
    bool arrow = false;                        // a non-boxed axis line ends in -stealth
    bool hide = false;
    bool ticks_set = false;                    // xtick={..} (empty: no ticks)
    std::vector<double> ticks;
    std::optional<std::vector<std::string>> labels;   // xticklabels={..}
    bool no_labels = false;                    // xticklabel=\empty, xticklabels={}
    std::string label_template;                // xticklabel={\pgfmathprintnumber{\tick}\,\%}
    std::optional<double> distance;            // xtick distance=
    std::vector<double> extra;                 // extra x ticks
    bool grid = false, minor_grid = false;
    int minor = 0;                             // minor x tick num
    std::string label;                         // xlabel
    // Computed when the axis ends.
    double lo = 0, hi = 1;                     // the limits
    double scale = 1;                          // pt per unit
    std::vector<double> major;                 // tick positions inside the limits
    std::vector<std::string> major_text;
    std::vector<double> minor_at;
};

// An \addplot as read: its points in data coordinates (runs broken by unbounded points),
// how it is drawn, and where it was written.
struct PgfPlot {
    std::vector<std::vector<Vec2>> runs;
    State state;                               // paint after the cycle list and the options
    OptionSet set;
    bool line = true;                          // only marks: false
    // How the points are joined: lines (smooth or sharp), a staircase (const plot: mark left
    // keeps each y until the next x, mark right jumps first), or combs (a line from each
    // point to y = 0, or x = 0).
    enum class Handler { Lines, ConstLeft, ConstRight, YComb, XComb } handler = Handler::Lines;
    std::string mark = "none";
    double mark_size = 2;                      // pt (pgf's default \pgfplotmarksize)
    std::string mark_fill;                     // every mark/.append style={fill=..}, mark options
    int mark_repeat = 1, mark_phase = 1;
    bool closed_cycle = false;                 // \closedcycle: down to the x axis and back
    bool legend = true;                        // forget plot: no legend entry
    bool smooth_cycle = false;                 // smooth cycle: a closed smooth curve
    std::string name_path;                     // name path=: for intersections of later paths
    // \addplot fill between[of=A and B, soft clip={domain=a:b}]: filled at the axis' end,
    // once the TikZ paths it names are drawn.
    std::string between_a, between_b;
    std::optional<std::pair<double, double>> between_domain;
    // Nodes written after the points (`node[pos=0.5, above] {text}`): options, text, pos.
    struct Node {
        std::string options, text;
        double pos = 1;
        size_t offset = 0;
    };
    std::vector<Node> nodes;
    size_t begin = 0, end = 0;
    int index = 0;
};

struct PgfAxis {
    PgfDirection x, y;
    double width = 0, height = 0;              // 0: not given
    bool scale_only = false;
    bool clip = true;
    bool axis_cs_default = false;              // compat >= 1.11: (1,2) means axis cs:1,2
    std::string title;
    std::vector<std::string> legend;           // legend entries=, \legend, \addlegendentry
    std::string legend_pos = "north east";
    std::string plot_style;                    // every axis plot/.append style
    std::string domain, samples;               // axis-wide defaults for \addplot
    std::vector<std::string> cycle;            // the cycle list's entries, as option texts
    double tick_length = 0.15 * kPtPerCm;      // major tick length
    double tick_width = 0.2;                   // every tick: very thin, gray
    std::string tick_color = "gray";
    std::string grid_style;                    // grid style=
    std::string background;                    // axis background/.style={fill=..}
    std::optional<Vec2> legend_at;             // legend style={at={(0.5,-0.1)}}: rel axis
    std::string legend_anchor;                 // legend style={anchor=north}
    bool legend_draw = true, legend_fill = true;
    bool trig_rad = false;                     // trig format plots=rad
    std::vector<std::pair<std::string, std::string>> functions;   // declare function: name(args) = body, as written
    std::string axis_line_style;               // axis line style=
    std::vector<PgfPlot> plots;
    std::vector<std::pair<std::string, size_t>> after_end;   // after end axis/.code: TikZ run last, where written
    Vec2 at{0, 0};                             // at={(..)}: the box's south west corner, canvas pt
    // The box in canvas pt once the limits are known.
    Vec2 origin{0, 0};                         // the box's lower left corner
    double box_w = 0, box_h = 0;
    Affine outer;                              // the picture's transformation around the axis
    size_t begin = 0, end = 0;                 // the environment's span
    // Data to the axis' own canvas pt (y up), before the picture's transformation: the box is
    // axis-parallel there, so clipping is a rectangle's.
    Vec2 canvas(double dx, double dy) const {
        return Vec2(origin.x() + (dx - x.lo) * x.scale, origin.y() + (dy - y.lo) * y.scale);
    }
    Vec2 page(const Vec2& local) const { return outer.apply(local); }   // the picture's canvas
};

// pgfplots' default ticks (\pgfplots@assign@default@tick@foraxis): as many as fit one per
// 35pt of the axis (at least 4), the step 1, 2 or 5 times a power of ten, multiples of it
// inside the limits.
std::vector<double> pgfplots_default_ticks(double lo, double hi, double length_pt, std::optional<double> distance);
// A tick label as \pgfmathprintnumber writes it (fixed, two decimals, a thousands comma).
std::string pgfplots_tick_text(double v);
// enlarge x limits: the limits widened as pgfplots widens them (auto: 10% of the range at
// each computed end). `auto_lo`/`auto_hi`: whether that end was computed from the data.
void pgfplots_enlarge(const std::string& how, bool auto_lo, bool auto_hi, double& lo, double& hi);

// Clipping to the axis box [lo, hi] (canvas pt): a polyline into the runs inside it, a
// polygon (a filled plot) into its part inside it (Sutherland-Hodgman).
std::vector<std::vector<Vec2>> clip_polyline(const std::vector<Vec2>& points, const Vec2& lo, const Vec2& hi);
std::vector<Vec2> clip_polygon(const std::vector<Vec2>& points, const Vec2& lo, const Vec2& hi);

}  // namespace plumbline::tikz
