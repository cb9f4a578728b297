// tkz-base's Cartesian frame (loaded by tkz-fct and tkz-euclide): \tkzInit sets the ranges,
// \tkzGrid and \tkzAxeXY (and its halves) draw what tkz-obj-grids.tex and tkz-obj-axes.tex
// draw with tkz-base.cfg's defaults. The drawing is written as TikZ and read like the
// picture's own commands, so it lands in the Scene, the picture size and the clip alike.
#include <cmath>
#include <cstring>

#include "formats/tikz/interpreter.hpp"
#include "formats/tikz/pgfmath.hpp"

namespace plumbline::tikz {

namespace {

// l3fp's trunc(x, n): toward zero, to n decimals.
double trunc_to(double x, int decimals) {
    const double scale = std::pow(10.0, decimals);
    return std::trunc(x * scale + (x >= 0 ? 1e-9 : -1e-9)) / scale;
}

// tkz@getdecimal: how many decimals a step is written with ("0.5" has one).
int decimals_of(std::string_view text) {
    const size_t dot = text.find('.');
    if (dot == std::string_view::npos) return 0;
    int n = 0;
    for (size_t i = dot + 1; i < text.size() && text[i] >= '0' && text[i] <= '9'; ++i) ++n;
    return n;
}

constexpr int kMaxTicks = 1000;   // ticks or labels per axis: tkz-base's own \foreach would run longer

}  // namespace

void Interpreter::run_generated(std::string text, const Token& at, int depth) {
    generated_.push_back(std::make_unique<const std::string>(std::move(text)));
    LexResult lexed = lex(*generated_.back());
    if (!lexed.problems.empty()) return;   // the text is ours: cannot happen
    for (Token& k : lexed.tokens) k.offset = at.offset, k.length = at.length;   // diagnostics point at the command
    Stream inner(std::make_shared<const Tokens>(std::move(lexed.tokens)), macros_, budget_);
    run_stream(inner, depth + 1);
}

bool Interpreter::tkz_command(Stream& s, const Token& t, int depth) {
    if (!tkz_loaded_ && preamble_seen_) return false;   // TeX: an undefined control sequence
    const std::string n(t.name);
    if (!one_of(n, {"tkzInit", "tkzGrid", "tkzAxeXY", "tkzAxeX", "tkzAxeY", "tkzDrawXY", "tkzDrawX", "tkzDrawY",
                    "tkzLabelXY", "tkzLabelX", "tkzLabelY"}))
        return false;
    std::string options;
    size_t offset = t.end();
    read_options(s, options, offset);
    const auto incomplete = [&](const std::string& what) {
        warn("tikz.option.incomplete",
             "\\" + n + ": " + what + " is not carried out by Plumbline (it draws tkz-base's defaults): "
             "the reading is incomplete.",
             t.offset, s.position());
    };

    if (n == "tkzInit") {
        TkzFrame f;
        for (const KeyValue& kv : split_options(options)) {
            const std::string value(strip_braces(trim(kv.value)));
            double* target = kv.key == "xmin" ? &f.xmin : kv.key == "xmax" ? &f.xmax : kv.key == "xstep" ? &f.xstep
                           : kv.key == "ymin" ? &f.ymin : kv.key == "ymax" ? &f.ymax : kv.key == "ystep" ? &f.ystep
                                                                                             : nullptr;
            if (!target) {
                incomplete("the key \"" + kv.key + "\"");
                continue;
            }
            const std::optional<double> v = number(value, offset);
            if (!v) return true;   // number() said why
            *target = *v;
            if (kv.key == "xstep") f.xdec = decimals_of(value);
            if (kv.key == "ystep") f.ydec = decimals_of(value);
        }
        if (f.xstep <= 0 || f.ystep <= 0 || !std::isfinite(f.xstep) || !std::isfinite(f.ystep)) {
            error("tikz.math.syntax", "\\tkzInit: xstep and ystep must be positive.", t.offset, s.position());
            return true;
        }
        f.grid_x0 = f.xmin, f.grid_x1 = f.xmax, f.grid_y0 = f.ymin, f.grid_y1 = f.ymax;
        // A range that does not hold 0 starts the axis at its minimum (tkz-base's NO).
        const auto sign = [](double v) { return v > 0 ? 1 : v < 0 ? -1 : 0; };
        if (sign(f.xmin) == sign(f.xmax) || sign(f.ymin) == sign(f.ymax)) {
            if (sign(f.xmin) == sign(f.xmax)) f.xorigin = f.xmin, f.xmax -= f.xmin, f.xmin = 0;
            if (sign(f.ymin) == sign(f.ymax)) f.yorigin = f.ymin, f.ymax -= f.ymin, f.ymin = 0;
        }
        tkz_ = f;
        return true;
    }

    const TkzFrame& f = tkz_;
    const double xa = f.xmin / f.xstep, xb = f.xmax / f.xstep, ya = f.ymin / f.ystep, yb = f.ymax / f.ystep;
    std::string text;
    const auto num = [](double v) { return format_value(v, false); };

    if (n == "tkzGrid") {
        double x0 = f.grid_x0, y0 = f.grid_y0, x1 = f.grid_x1, y1 = f.grid_y1;
        s.skip_spaces();
        if (const Token* open = s.peek(); open && open->is_char('(')) {   // \tkzGrid(x1,y1)(x2,y2)
            double v[4];
            for (int k = 0; k < 2; ++k) {
                Tokens inner;
                s.skip_spaces();
                if (!s.read_delimited('(', ')', inner)) {
                    error("tikz.syntax.argument", "\\tkzGrid(x1,y1)(x2,y2) needs two points in parentheses.", t.offset,
                          s.position());
                    return true;
                }
                const std::string p = expand(inner);
                const size_t comma = p.find(',');
                const std::optional<double> a = comma == std::string::npos ? std::nullopt : number(p.substr(0, comma), offset);
                const std::optional<double> b = comma == std::string::npos ? std::nullopt : number(p.substr(comma + 1), offset);
                if (!a || !b) {
                    error("tikz.syntax.argument", "\\tkzGrid: cannot read the point (" + p + ").", t.offset, s.position());
                    return true;
                }
                v[2 * k] = *a, v[2 * k + 1] = *b;
            }
            x0 = v[0], y0 = v[1], x1 = v[2], y1 = v[3];
        }
        std::string tikz_options;
        for (const KeyValue& kv : split_options(options)) {
            if (one_of(kv.key, {"sub", "subxstep", "subystep", "ratio"})) {
                incomplete("the sub-grid (\"" + kv.key + "\")");
                continue;
            }
            tikz_options += "," + kv.key + (kv.has_value ? "={" + kv.value + "}" : std::string());
        }
        text = "\\draw[color=gray,line width=0.4pt" + tikz_options + "](" + num((x0 - f.xorigin) / f.xstep) + "," +
               num((y0 - f.yorigin) / f.ystep) + ")grid(" + num((x1 - f.xorigin) / f.xstep) + "," +
               num((y1 - f.yorigin) / f.ystep) + ");";
        run_generated(std::move(text), t, depth);
        return true;
    }

    if (!trim(options).empty()) incomplete("its options");
    const bool draw_x = one_of(n, {"tkzAxeXY", "tkzAxeX", "tkzDrawXY", "tkzDrawX"});
    const bool draw_y = one_of(n, {"tkzAxeXY", "tkzAxeY", "tkzDrawXY", "tkzDrawY"});
    const bool label_x = one_of(n, {"tkzAxeXY", "tkzAxeX", "tkzLabelXY", "tkzLabelX"});
    const bool label_y = one_of(n, {"tkzAxeXY", "tkzAxeY", "tkzLabelXY", "tkzLabelY"});
    // The positions: tkz-base's \foreach {posmin,posnext,...,posmax}, one step apart.
    const auto positions = [&](double a, double b, int dec, std::vector<double>& out) {
        const double lo = trunc_to(a, dec), hi = trunc_to(b, dec);
        for (int k = 0; lo + k <= hi + 1e-9; ++k) {
            if (k >= kMaxTicks) {
                warn("read.limit.steps", "\\" + n + ": more than " + std::to_string(kMaxTicks) +
                                             " ticks on an axis; the rest were not drawn.",
                     t.offset, t.end());
                break;
            }
            out.push_back(lo + k);
        }
    };
    std::vector<double> xs, ys;
    positions(xa, xb, f.xdec, xs);
    positions(ya, yb, f.ydec, ys);
    // Axis lines (xaxe style: ->, >=latex), their labels $x$ and $y$, ticks 0.8pt wide, 2pt each side.
    if (draw_x) {
        text += "\\draw[->,>=latex](" + num(xa) + ",0)--(" + num(xb + 0.5) +
                ",0)node[below=3pt,inner sep=1pt,outer sep=0pt]{$x$};";
        for (double p : xs) text += "\\draw[line width=0.8pt,shift={(" + num(p) + ",0)}](0pt,2pt)--(0pt,-2pt);";
    }
    if (draw_y) {
        text += "\\draw[->,>=latex](0," + num(ya) + ")--(0," + num(yb + 0.5) +
                ")node[left=3pt,inner sep=1pt,outer sep=0pt]{$y$};";
        for (double p : ys) text += "\\draw[line width=0.8pt,shift={(0," + num(p) + ")}](2pt,0pt)--(-2pt,0pt);";
    }
    // Graduations: the value, on a white box below (left of) the tick's end; a whole number
    // without decimals (tkz@showgrad: "4", not "4.0").
    const auto grad = [&](double v) {
        return std::abs(v - std::round(v)) < 1e-9 ? format_value(v, true) : num(v);
    };
    if (label_x)
        for (double p : xs)
            text += "\\path[shift={(" + num(p) + ",0)}](0pt,2pt)--(0pt,-2pt)node[below=3pt,inner sep=1pt,outer "
                    "sep=0pt,fill=white]{$" + grad(trunc_to(p * f.xstep + f.xorigin, f.xdec)) + "$};";
    if (label_y)
        for (double p : ys)
            text += "\\path[shift={(0," + num(p) + ")}](2pt,0pt)--(-2pt,0pt)node[left=3pt,inner sep=1pt,outer "
                    "sep=0pt,fill=white]{$" + grad(trunc_to(p * f.ystep + f.yorigin, f.ydec)) + "$};";
    run_generated(std::move(text), t, depth);
    return true;
}

}  // namespace plumbline::tikz

// tkz-graph (loaded by \usepackage{tkz-graph}; tkz-berge loads it): vertices placed by
// \Vertex and the compass moves (\EA(A){B}: B one graph unit east of A), edges by \Edge with
// the defaults the last \SetUpEdge set, styled by the VertexStyle, EdgeStyle and LabelStyle
// styles (the package's defaults are defined where it is loaded, packages.cpp), as
// tkz-graph.sty writes them.
namespace plumbline::tikz {

bool Interpreter::tkz_graph_command(Stream& s, const Token& t, int depth) {
    if (!tkz_graph_loaded_) return false;
    const std::string n(t.name);
    static const std::pair<std::string_view, Vec2> kMoves[] = {
        {"EA", Vec2(1, 0)},  {"WE", Vec2(-1, 0)},  {"NO", Vec2(0, 1)},   {"SO", Vec2(0, -1)},
        {"NOEA", Vec2(1, 1)}, {"NOWE", Vec2(-1, 1)}, {"SOEA", Vec2(1, -1)}, {"SOWE", Vec2(-1, -1)}};
    const Vec2* move = nullptr;
    for (const auto& [name, d] : kMoves)
        if (n == name) move = &d;
    if (!move && !one_of(n, {"GraphInit", "SetGraphUnit", "SetUpEdge", "Vertex", "Edge"})) return false;
    std::string options;
    size_t offset = t.end();
    const bool has_options = read_options(s, options, offset);
    (void)has_options;
    const auto incomplete = [&](const std::string& what) {
        warn("tikz.option.incomplete",
             "\\" + n + ": " + what + " is not carried out by Plumbline (it reads tkz-graph's common keys): "
             "the reading is incomplete.",
             t.offset, s.position());
    };
    const auto braced = [&](std::string& out) {
        Tokens group;
        s.skip_spaces();
        if (!s.read_group(group)) {
            error("tikz.syntax.argument", "\\" + n + " needs its argument in braces.", t.offset, t.end());
            return false;
        }
        out = std::string(trim(expand(group)));
        return true;
    };
    const auto parenthesised = [&](std::string& out) {
        Tokens inner;
        s.skip_spaces();
        if (!s.read_delimited('(', ')', inner)) {
            error("tikz.syntax.argument", "\\" + n + " needs a vertex name in parentheses.", t.offset, t.end());
            return false;
        }
        out = std::string(trim(expand(inner)));
        return true;
    };

    if (n == "SetGraphUnit") {
        std::string unit;
        if (braced(unit)) tkz_graph_.unit = unit;
        return true;
    }
    if (n == "GraphInit") {
        for (const KeyValue& kv : split_options(options)) {
            if (kv.key == "vstyle" && trim(kv.value) == "Normal") {
                run_generated("\\tikzset{VertexStyle/.style={draw,shape=circle,minimum size=18pt,line width=0.5pt,"
                              "color=black,outer sep=0.5\\pgflinewidth,fill=white,text=black,line width=0.5pt},"
                              "EdgeStyle/.style={line width=0.8pt,black},LabelStyle/.style={}}",
                              t, depth);
            } else if (kv.key == "unit") {
                tkz_graph_.unit = kv.value;
            } else {
                incomplete("\"" + kv.key + (kv.has_value ? "=" + kv.value : std::string()) + "\"");
            }
        }
        return true;
    }
    if (n == "SetUpEdge") {   // every call starts from the package's defaults (xkeyval's preset keys)
        TkzEdgeDefaults d;
        d.style.clear();
        for (const KeyValue& kv : split_options(options)) {
            if (std::string* target = d.field(kv.key)) *target = kv.value;
            else incomplete("the key \"" + kv.key + "\"");
        }
        tkz_edge_ = d;
        run_generated("\\tikzset{LabelStyle/.style={},EdgeStyle/.style={}}", t, depth);
        return true;
    }
    if (n == "Edge") {
        TkzEdgeDefaults e = tkz_edge_;
        for (const KeyValue& kv : split_options(options)) {
            if (std::string* target = e.field(kv.key)) *target = kv.value;
            else incomplete("the key \"" + kv.key + "\"");
        }
        std::string a, b;
        if (!parenthesised(a) || !parenthesised(b)) return true;
        std::string text = "\\draw[color={" + e.color + "},line width={" + e.lw + "}," + e.style + ",EdgeStyle](" + a +
                           ")to";
        if (!e.label.empty())
            text += " node[fill={" + e.labelcolor + "},text={" + e.labeltext + "}," + e.labelstyle + ",LabelStyle]{" +
                    e.label + "}";
        text += "(" + b + ");";
        run_generated(std::move(text), t, depth);
        return true;
    }
    // \Vertex[opts]{name}, \EA[opts](from){name} and the other moves.
    std::string x, y, a, d, label, style, unit = tkz_graph_.unit;
    bool math = false, no_label = false;
    for (const KeyValue& kv : split_options(options)) {
        if (kv.key == "x") x = kv.value;
        else if (kv.key == "y") y = kv.value;
        else if (kv.key == "a") a = kv.value;
        else if (kv.key == "d") d = kv.value;
        else if (kv.key == "L") label = kv.value;
        else if (kv.key == "style") style = kv.value;
        else if (kv.key == "unit") unit = kv.value;
        else if (kv.key == "Math") math = !kv.has_value || trim(kv.value) == "true";
        else if (kv.key == "NoLabel") no_label = !kv.has_value || trim(kv.value) == "true";
        else incomplete("the key \"" + kv.key + "\"");
    }
    std::string from, name;
    if (move && !parenthesised(from)) return true;
    if (!braced(name)) return true;
    std::string text;
    std::string at;
    if (move) {
        const auto step = [&](double sign) {
            return sign == 0 ? std::string("0") : (sign < 0 ? "-(" : "(") + unit + ")";
        };
        text = "\\path(" + from + ")--++(" + step(move->x()) + "," + step(move->y()) + ")coordinate(" + name + ");";
        at = " at(" + name + ")";
    } else if (!x.empty()) {
        at = " at(" + x + "," + y + ")";
    } else if (!d.empty()) {
        at = " at(" + a + ":" + d + ")";
    }
    if (label.empty()) label = name;
    if (math) label = "$" + label + "$";
    if (no_label) label.clear();
    text += "\\node[outer sep=0pt," + style + ",VertexStyle](" + name + ")" + at + "{" + label + "};";
    run_generated(std::move(text), t, depth);
    return true;
}

}  // namespace plumbline::tikz
