// The axis keys of the subset, read in order as pgfplots reads them (`axis lines=left`
// sets `enlarge x limits=false`, which a later `enlargelimits` overrides). Keys that change
// the drawing and are not read are refused by name; cosmetic ones are noted.
#include <cctype>
#include <cmath>

#include "formats/tikz/foreach_list.hpp"
#include "formats/tikz/pgfplots.hpp"

namespace plumbline::tikz {

namespace {

// Keys that change what pgfplots draws and the subset does not read.
bool refused_key(std::string_view k) {
    return one_of(k, {"zmode", "view", "axis equal", "axis equal image", "unit vector ratio",
                      "unit vector ratio*", "ybar", "xbar", "ybar stacked", "xbar stacked", "ybar interval",
                      "xbar interval", "stack plots", "colorbar", "colorbar horizontal", "symbolic x coords",
                      "symbolic y coords", "date coordinates in", "x dir", "y dir", "xticklabel", "yticklabel",
                      "x", "y", "z", "xmin*", "zmin", "zmax",
                      "zlabel", "ztick", "area style", "const plot", "polar comb", "error bars/y dir",
                      "minor xtick", "minor ytick", "minor tick", "axis x line shift", "axis y line shift",
                      "axis line shift", "xtick placement tolerance", "separate axis lines", "axis x discontinuity",
                      "axis y discontinuity", "ybar interval", "boxplot", "stack dir", "reverse legend",
                      "legend columns", "transpose legend", "3d box", "z buffer", "shader", "zmin", "zmax", "ztick",
                      "zticklabels", "y domain", "colorbar style"});
}

// Keys that only change the look of texts or of what the subset draws as pgfplots does:
// read past without a word.
bool quiet_key(std::string_view k) {
    return one_of(k, {"compat", "label style", "xlabel style", "ylabel style", "tick label style",
                      "xticklabel style", "yticklabel style", "ticklabel style", "every axis label/.style",
                      "every axis x label/.style", "every axis y label/.style", "every axis label/.append style",
                      "every tick label/.append style", "title style", "legend style", "legend cell align",
                      "legend columns", "legend image post style", "every axis legend/.append style",
                      "label distance", "xlabel near ticks", "ylabel near ticks", "xlabel shift", "ylabel shift",
                      "font", "every axis/.append style", "axis background/.style", "axis on top",
                      "set layers", "xticklabel pos", "yticklabel pos", "ticklabel pos", "x tick label style",
                      "y tick label style", "every x tick label/.append style", "every y tick label/.append style",
                      "xtick align", "minor tick style", "major tick style", "every tick/.style", "every tick label/.style",
                      "every axis title/.style", "every axis title/.append style", "legend entries style",
                      "ylabel absolute", "xlabel absolute", "name", "anchor", "baseline", "trim axis left",
                      "trim axis right", "clip mode", "max space between ticks", "try min ticks", "scaled ticks=false",
                      "tick label style", "every node near coord/.append style", "axis background",
                      "axis x line*", "axis y line*", "axis lines*", "every axis plot post/.append style",
                      "legend plot pos", "cells", "xlabel near ticks", "colormap/blackwhite", "colormap/viridis",
                      "every major grid/.style", "every minor grid/.style", "minor grid style", "major grid style",
                      "every tick/.append style", "x axis line style", "y axis line style", "every outer x axis line/.append style",
                      "every outer y axis line/.append style", "every inner x axis line/.append style",
                      "every inner y axis line/.append style", "scale", "restrict y to domain*", "xticklabel shift",
                      "yticklabel shift", "tick pos", "colormap name", "mark layer", "clip marker paths",
                      "enlargelimits respects figure size", "axis lines style", "every x tick/.style",
                      "every y tick/.style", "xtick style", "ytick style", "legend to name", "legend image code/.code",
                      "xtick scale label code/.code", "ytick scale label code/.code", "unbounded coords",
                      "filter discard warning", "disabledatascaling"});
}

// The text without blanks (an expanded option writes `\tick }` for `\tick}`).
std::string squeezed(std::string_view text) {
    std::string out;
    for (char c : text)
        if (!std::isspace(static_cast<unsigned char>(c))) out += c;
    return out;
}

std::vector<std::string> split_list(std::string_view text) {
    std::vector<std::string> out;
    for (std::string_view p : split_top(strip_braces(trim(text)), ',')) out.emplace_back(trim(strip_braces(trim(p))));
    if (out.size() == 1 && out[0].empty()) out.clear();
    return out;
}

int line_kind(std::string_view v) {
    if (v == "box") return 0;
    if (v == "bottom" || v == "left") return 1;
    if (v == "middle" || v == "center") return 2;
    if (v == "top" || v == "right") return 3;
    if (v == "none") return 4;
    return -1;
}

}  // namespace

void Interpreter::pgfplots_options(std::string_view text, size_t offset, PgfAxis& axis) {
    for (const KeyValue& kv : split_options(text)) {
        if (!budget_.spend(offset)) return;
        // /pgfplots/xtick and xtick are the same key.
        const std::string k = kv.key.rfind("/pgfplots/", 0) == 0 ? kv.key.substr(10) : kv.key;
        const std::string v(trim(kv.value));
        const size_t at = offset + kv.offset;
        if (const auto style = pgfplots_styles_.find(k); style != pgfplots_styles_.end()) {
            if (pgfplots_style_depth_ >= 32) {
                error("tikz.style.recursion", "pgfplots' style \"" + k + "\" uses itself, or styles nest too deep.", at,
                      at + k.size());
                return;
            }
            const std::string body = style->second;   // the map may grow while it is read
            ++pgfplots_style_depth_;
            pgfplots_options(body, at, axis);
            --pgfplots_style_depth_;
            continue;
        }
        auto num = [&](std::optional<double>& out) {
            if (const std::optional<double> n = number(v, at)) out = *n;
        };
        auto dim = [&](double& out) {
            if (const std::optional<double> n = number(v, at)) out = *n;   // a length: pt
        };
        auto ticks = [&](PgfDirection& d) {
            d.ticks_set = true;
            d.ticks.clear();
            if (v.empty() || v == "\\empty" || v == "none" || v == "{}") return;
            if (v == "data") {   // ticks at the data's x values: not read
                error("tikz.pgfplots.unsupported",
                      "pgfplots' \"" + k + "=data\" is not read by Plumbline (ticks at every data point).", at,
                      at + k.size());
                return;
            }
            ForeachList list(strip_braces(v));
            std::string item;
            for (int i = 0; i < 2000 && list.next(item) && budget_.spend(at); ++i) {
                const std::optional<double> n = number(item, at);
                if (!n) return;
                d.ticks.push_back(*n);
            }
            if (!list.error().empty())
                error("tikz.pgfplots.ticks", "The tick list \"" + v + "\" cannot be read: " + list.error() + ".", at,
                      at + k.size());
        };
        auto lines = [&](PgfDirection& d, bool boxed_style) {
            const int kind = line_kind(v);
            if (kind < 0) {
                error("tikz.pgfplots.option", "\"" + k + "=" + v + "\" is not an axis line pgfplots knows.", at,
                      at + k.size());
                return;
            }
            d.line = kind;
            d.hide = kind == 4;   // none: no line, ticks, tick labels or label (as pdflatex draws it)
            d.pos = kind == 0 || kind == 2 ? 0 : kind == 3 ? 2 : 1;
            if (kind != 0 && boxed_style) {   // every non boxed axis
                d.align = 2;
                d.enlarge = "false";
                d.arrow = true;
            }
        };
        if (one_of(k, {"thick", "very thick", "ultra thick", "semithick", "thin", "very thin", "ultra thin",
                       "line width"})) {
            // TikZ's line widths on the axis: its lines and plots (not its ticks, which are very thin)
            const std::string key = k + (kv.has_value ? "={" + kv.value + "}" : std::string());
            axis.plot_style += "," + key;
            axis.axis_line_style += "," + key;
        } else if (one_of(k, {"smooth", "tension", "sharp plot", "mark", "only marks", "mark size", "mark options",
                              "samples at"})) {
            axis.plot_style += "," + k + (kv.has_value ? "={" + kv.value + "}" : std::string());   // every plot's
        } else if (k == "trig format plots" || k == "trig format") {
            axis.trig_rad = v == "rad";
        } else if (k == "declare function") {
            // f(\x) = body; g(\x,\y) = body;  each a name, its parameters and its body
            std::string list(strip_braces(v));
            size_t start = 0;
            while (start < list.size()) {
                size_t semi = list.find(';', start);
                if (semi == std::string::npos) semi = list.size();
                const std::string one(trim(std::string_view(list).substr(start, semi - start)));
                const size_t eq = one.find('=');
                if (eq != std::string::npos) axis.functions.emplace_back(trim(one.substr(0, eq)), trim(one.substr(eq + 1)));
                start = semi + 1;
            }
        } else if (k == "axis background/.style" || k == "axis background/.append style") {
            axis.background += "," + v;
        } else if (k == "legend style" || k == "every axis legend/.append style") {
            for (const KeyValue& l : split_options(v)) {
                const std::string lv(trim(strip_braces(trim(l.value))));
                if (l.key == "at") {
                    // (a,b): a point in rel axis cs; anything else is not read
                    const std::vector<std::string_view> parts =
                        lv.size() > 2 && lv.front() == '(' && lv.back() == ')' ? split_top(std::string_view(lv).substr(1, lv.size() - 2), ',')
                                                                               : std::vector<std::string_view>{};
                    std::optional<double> a, b;
                    if (parts.size() == 2 && parts[0].find(':') == std::string_view::npos &&
                        parts[0].find('.') != 0) {
                        bool unit_a = false, unit_b = false;
                        a = number(parts[0], at, &unit_a), b = number(parts[1], at, &unit_b);
                        if (unit_a || unit_b) a.reset();
                    }
                    if (a && b) axis.legend_at = Vec2(*a, *b);
                    else
                        once(Severity::Info, "pgf-legend-style", "tikz.pgfplots.approximated",
                             "The legend's place \"" + lv + "\" is not read; it stands where legend pos puts it.", at,
                             at + k.size());
                } else if (l.key == "anchor") {
                    axis.legend_anchor = lv;
                } else if (l.key == "draw") {
                    axis.legend_draw = lv != "none";
                } else if (l.key == "fill") {
                    axis.legend_fill = lv != "none";
                }
            }
        } else if (k == "xmode" || k == "ymode") {
            (k[0] == 'x' ? axis.x : axis.y).log = v == "log";
        } else if (k == "xmin") num(axis.x.min);
        else if (k == "xmax") num(axis.x.max);
        else if (k == "ymin") num(axis.y.min);
        else if (k == "ymax") num(axis.y.max);
        else if (k == "width") dim(axis.width);
        else if (k == "height") dim(axis.height);
        else if (k == "scale only axis") axis.scale_only = v != "false";
        else if (k == "enlargelimits") axis.x.enlarge = axis.y.enlarge = kv.has_value ? v : "true";
        else if (k == "enlarge x limits") axis.x.enlarge = kv.has_value ? v : "true";
        else if (k == "enlarge y limits") axis.y.enlarge = kv.has_value ? v : "true";
        else if (k == "axis lines") lines(axis.x, true), lines(axis.y, true);
        else if (k == "axis x line") lines(axis.x, true);
        else if (k == "axis y line") lines(axis.y, true);
        else if (k == "axis lines*") lines(axis.x, false), lines(axis.y, false);
        else if (k == "axis x line*") lines(axis.x, false);
        else if (k == "axis y line*") lines(axis.y, false);
        else if (k == "hide axis") axis.x.hide = axis.y.hide = v != "false";
        else if (k == "hide x axis") axis.x.hide = v != "false";
        else if (k == "hide y axis") axis.y.hide = v != "false";
        else if (k == "xtick") ticks(axis.x);
        else if (k == "ytick") ticks(axis.y);
        else if (k == "ticks" && v == "none") axis.x.ticks_set = axis.y.ticks_set = true, axis.x.ticks.clear(), axis.y.ticks.clear();
        else if (k == "xticklabels") axis.x.labels = split_list(v);
        else if (k == "yticklabels") axis.y.labels = split_list(v);
        else if ((k == "xticklabel" || k == "yticklabel") && (v.empty() || v == "\\empty" || v == "{}"))
            (k[0] == 'x' ? axis.x : axis.y).no_labels = true;
        else if ((k == "xticklabel" || k == "yticklabel") && v.find("\\tick") != std::string::npos &&
                 v.find("\\pgfmath", 0) == v.find("\\pgfmathprintnumber{\\tick}") &&
                 v.find("\\pgfmath", v.find("\\pgfmathprintnumber{\\tick}") + 1) == std::string::npos)
            (k[0] == 'x' ? axis.x : axis.y).label_template = v;   // \pgfmathprintnumber{\tick}\,\%: the number set in it
        else if ((k == "xticklabel" || k == "yticklabel") &&
                 one_of(squeezed(v), {"\\pgfmathparse{exp(\\tick)}\\pgfmathprintnumber{\\pgfmathresult}",
                                      "\\pgfmathparse{exp(\\tick)}\\pgfmathprintnumber[fixed]{\\pgfmathresult}"}))
            (k[0] == 'x' ? axis.x : axis.y).label_template = "\\pgfmathprintnumber{\\tick}";   // a log axis' value
        else if (k == "xtick distance") num(axis.x.distance);
        else if (k == "ytick distance") num(axis.y.distance);
        else if (k == "extra x ticks" || k == "extra y ticks") {
            PgfDirection tmp;
            ticks(tmp);
            auto& d = k[6] == 'x' ? axis.x : axis.y;
            d.extra.insert(d.extra.end(), tmp.ticks.begin(), tmp.ticks.end());
        } else if (k == "grid") {
            const bool major = v.empty() || v == "major" || v == "both" || v == "true";
            const bool minor = v == "minor" || v == "both";
            axis.x.grid = axis.y.grid = major;
            axis.x.minor_grid = axis.y.minor_grid = minor;
        } else if (k == "xmajorgrids") axis.x.grid = v != "false";
        else if (k == "ymajorgrids") axis.y.grid = v != "false";
        else if (k == "xminorgrids") axis.x.minor_grid = v != "false";
        else if (k == "yminorgrids") axis.y.minor_grid = v != "false";
        else if (k == "minor tick num" || k == "minor x tick num" || k == "minor y tick num") {
            std::optional<double> n;
            num(n);
            const int count = n ? std::max(0, std::min(50, static_cast<int>(std::lround(*n)))) : 0;
            if (k != "minor y tick num") axis.x.minor = count;
            if (k != "minor x tick num") axis.y.minor = count;
        } else if (k == "tick align" || k == "xtick align" || k == "ytick align") {
            const int align = v == "outside" ? 1 : v == "center" ? 2 : 0;
            if (k != "ytick align") axis.x.align = align;
            if (k != "xtick align") axis.y.align = align;
        } else if (k == "tick pos" || k == "xtick pos" || k == "ytick pos") {
            const int pos = v == "both" ? 0 : (v == "left" || v == "bottom") ? 1 : 2;
            if (k != "ytick pos") axis.x.pos = pos;
            if (k != "xtick pos") axis.y.pos = pos;
        } else if (k == "major tick length") dim(axis.tick_length);
        else if (k == "xlabel") axis.x.label = v;
        else if (k == "ylabel") axis.y.label = v;
        else if (k == "title") axis.title = v;
        else if (k == "legend entries") axis.legend = split_list(v);
        else if (k == "legend pos") axis.legend_pos = v;
        else if (k == "clip") axis.clip = v != "false";
        else if (k == "domain") axis.domain = v;
        else if (k == "samples") axis.samples = v;
        else if (k == "no markers" || k == "no marks") axis.plot_style += ",mark=none";
        else if (k == "every axis plot/.append style" || k == "every axis plot post/.append style" ||
                 k == "every axis plot/.style" || k == "every axis plot post/.style")
            axis.plot_style += "," + v;
        else if (k == "grid style" || k == "every axis grid/.append style" || k == "major grid style")
            axis.grid_style += "," + v;
        else if (k == "tick style" || k == "every tick/.append style" || k == "major tick style") {
            for (const KeyValue& t : split_options(v)) {
                if (t.key == "draw" && t.value == "none") axis.tick_width = 0;
                else if (t.key == "line width") { if (auto n = number(t.value, at)) axis.tick_width = *n; }
                else if (t.key == "thick") axis.tick_width = 0.8;
                else if (t.key == "thin") axis.tick_width = 0.4;
                else if (t.key == "very thick") axis.tick_width = 1.2;
                else if (t.key == "color" || t.key == "draw") axis.tick_color = t.value;
                else if (!t.has_value && t.key != "solid") axis.tick_color = t.key;
            }
        } else if (k == "axis line style" || k == "every axis/.append style" || k == "x axis line style" ||
                   k == "y axis line style")
            axis.axis_line_style += "," + v;
        else if (k == "cycle list name") {
            if (v == "color") axis.cycle.clear();
            else if (v == "color list")
                axis.cycle = {"red", "blue", "black", "yellow", "brown", "teal", "orange", "violet", "cyan",
                              "green!70!black", "magenta", "gray"};
            else if (v == "black white" || v == "linestyles")
                axis.cycle = {"black,solid", "black,dashed", "black,dotted"};
            else
                error("tikz.pgfplots.unsupported",
                      "The cycle list \"" + v + "\" is not read by Plumbline (its plots' marks and colours).", at,
                      at + k.size());
        } else if (k == "cycle list") {
            axis.cycle.clear();
            std::string list(strip_braces(v));
            size_t start = 0;
            while (start <= list.size()) {
                size_t sep = list.find("\\\\", start);
                if (sep == std::string::npos) sep = list.size();
                std::string entry(trim(std::string_view(list).substr(start, sep - start)));
                if (!entry.empty()) axis.cycle.push_back(entry);
                start = sep + 2;
            }
        } else if (k == "at") {
            State plain;
            std::string_view point = trim(strip_braces(v));
            if (point.size() > 1 && point.front() == '(' && point.back() == ')') point = point.substr(1, point.size() - 2);
            if (const std::optional<Vec2> p = coordinate(point, at, plain)) axis.at = *p;
        } else if (k.rfind("scaled", 0) == 0 && k.find("ticks") != std::string::npos) {
            note("tikz.pgfplots.ignored",
                 "pgfplots' \"" + k + "\" changes tick labels' texts (a common factor); Plumbline writes them unscaled.",
                 at, at + k.size());
        } else if (k == "after end axis/.code" || k == "after end axis/.append code") {
            axis.after_end.emplace_back(v, at);
        } else if (k.find("/.style") != std::string::npos || k.find("/.append style") != std::string::npos ||
                   quiet_key(k)) {
            // a style for later, or a look: nothing the subset draws changes
        } else if (refused_key(k) || k.rfind("error bars", 0) == 0 || k.rfind("nodes near coords", 0) == 0) {
            error("tikz.pgfplots.unsupported",
                  "pgfplots' \"" + k + "\" is not read by Plumbline (the axis subset: linear axes, limits, ticks, "
                  "\\addplot of coordinates, expressions and tables); the axis is not drawn.",
                  at, at + k.size());
        } else if (k.rfind("every", 0) == 0 || k.rfind("x tick", 0) == 0 || k.rfind("y tick", 0) == 0 ||
                   k.rfind("colormap", 0) == 0 || k.find("label") != std::string::npos) {
            note("tikz.pgfplots.ignored", "pgfplots' \"" + k + "\" is not read (a look, not a shape).", at,
                 at + k.size());
        } else {
            warn("tikz.pgfplots.option",
                 "pgfplots' \"" + k + "\" is not a key Plumbline reads; it was ignored.", at, at + k.size());
        }
    }
}

// \pgfplotsset{compat=1.16, width=8cm, every axis/.append style={..}}: compat decides what
// (1,2) means inside an axis; the other keys apply to every axis after it.
void Interpreter::pgfplots_set(Stream& s, const Token& t) {
    s.skip_spaces();
    Tokens group;
    if (!s.read_group(group)) return;
    const std::string text = expand(group);
    for (const KeyValue& kv : split_options(text)) {
        if (kv.key == "compat") {
            const std::string v(trim(kv.value));
            // (1,2) is axis cs:1,2 from compat=1.11 on ("newest" too); "default" is 1.3.
            double version = 0;
            if (v == "newest" || v == "current") version = 99;
            else if (v.size() > 2 && v.compare(0, 2, "1.") == 0) version = std::atof(v.c_str() + 2);
            pgfplots_axis_cs_ = version >= 11;
        } else if (const size_t handler = kv.key.find("/."); handler != std::string::npos &&
                   kv.key.rfind("every axis", 0) != 0 &&
                   (kv.key.compare(handler, std::string::npos, "/.style") == 0 ||
                    kv.key.compare(handler, std::string::npos, "/.append style") == 0)) {
            // A style of the axis' keys (FourQuadrantGrid/.style={grid=both, xmin=-10, ..}):
            // an axis that names it reads its keys there.
            std::string name = kv.key.substr(0, handler);
            if (name.rfind("/pgfplots/", 0) == 0) name = name.substr(10);
            std::string& body = pgfplots_styles_[name];
            const bool append = kv.key.compare(handler, std::string::npos, "/.append style") == 0;
            body = (append && !body.empty() ? body + "," : std::string()) + std::string(strip_braces(trim(kv.value)));
        } else if (kv.key.find("/.") == std::string::npos || kv.key.rfind("every axis", 0) == 0) {
            pgfplots_defaults_ += (pgfplots_defaults_.empty() ? "" : ",") + kv.key +
                                  (kv.has_value ? "={" + kv.value + "}" : std::string());
        } else {
            note("tikz.pgfplots.ignored", "\\pgfplotsset's \"" + kv.key + "\" is not read.", t.offset, t.end());
        }
    }
}

}  // namespace plumbline::tikz
