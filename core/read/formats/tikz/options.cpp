// Option keys: style definitions and uses, transformations, paint, node and path keys,
// keys that only change the look (read past), arrow tips, and bare colour names. A key
// nobody knows is a warning: TikZ knows many keys Plumbline does not need.
#include <algorithm>
#include <cctype>
#include <cmath>

#include "base/numbers.hpp"
#include "formats/tikz/color_expression.hpp"
#include "formats/tikz/interpreter.hpp"
#include "formats/tikz/keyvals.hpp"

namespace plumbline::tikz {

namespace {

// A positioning value with "and" right after a number ("3and 2", a macro's value followed by
// the word): written with the blank the split at " and " needs.
const std::string& v_spaced_and(const std::string& v, std::string& spaced) {
    if (v.find(" and ") != std::string::npos) return v;
    for (size_t i = 1; i + 4 <= v.size(); ++i)
        if (v.compare(i, 4, "and ") == 0 && ((v[i - 1] >= '0' && v[i - 1] <= '9') || v[i - 1] == '.' || v[i - 1] == ')')) {
            spaced = v.substr(0, i) + " " + v.substr(i);
            return spaced;
        }
    return v;
}

// Keys that change only how a drawing looks, not what it is.
bool is_cosmetic(std::string_view k) {
    return one_of(k, {"dashed", "dotted", "densely dashed", "loosely dashed", "densely dotted", "loosely dotted",
                      "dash dot", "dash dot dot", "densely dash dot", "loosely dash dot", "dash pattern", "dash phase",
                      "dash", "solid", "line cap", "line join", "miter limit", "rounded corners", "sharp corners",
                      "double", "double distance",
                      "baseline", "remember picture", "overlay", "mark", "mark size", "mark options", "only marks",
                      "outer sep", "outer xsep", "outer ysep", "auto", "swap", "sloped",
                      "allow upside down", "text centered", "text badly centered", "text ragged", "text badly ragged", "shorten >", "shorten <", "relative",
                      "label position", "label distance", "pin distance", "every label", "variable",
                      "transform shape", "execute at begin node", "execute at end node", "inner frame sep",
                      "show background rectangle", "framed", "use as bounding box", "trim left", "trim right",
                      "shading", "shading angle", "text opacity", "line", "every edge",
                      "postaction", "preaction", "radius ratio", ">", "name prefix", "name suffix",
                      "xstep", "ystep", "thin lines", "cap", "join", "semitransparent",
                      "text", "inner color", "outer color", "middle color", "anchor base", "every picture",
                      "every scope", "draw opacity", "pos", "anchor", "scale around", "color model",
                      "parametric", "id", "prefix", "raw gnuplot", "every mark", "on layer", "behind path",
                      "in front of path", "every shadow", "minimum depth", "every node", "every path",
                      "every circle node", "every rectangle node", "initially"});
}

// Arrow tips at one end: "", ">", "<", "latex", "Stealth", "{Stealth[length=3mm]}", "|".
bool is_tip(std::string_view t) {
    if (t.empty()) return true;
    if (t.front() == '{' && t.back() == '}') return true;
    bool word = true;
    for (char c : t) word &= std::isalpha(static_cast<unsigned char>(c)) || c == ' ' || std::isdigit(static_cast<unsigned char>(c)) || c == '[' || c == ']' || c == '=' || c == '.' || c == '\'';   // latex' (arrows library)
    if (word && std::isalpha(static_cast<unsigned char>(t.front()))) return true;
    for (char c : t)
        if (!one_of(std::string_view(&c, 1), {"<", ">", "|", "(", ")", "*", "o", "[", "]"})) return false;
    return true;
}

// A circle tip: '*' for `*` or `Circle`, 'o' for `o` or `Circle[open]`, else 0.
char circle_tip(std::string_view tip) {
    if (tip == "*") return '*';
    if (tip == "o") return 'o';
    if (tip.size() >= 2 && tip.front() == '{' && tip.back() == '}') tip = trim(tip.substr(1, tip.size() - 2));
    if (tip.substr(0, std::min<size_t>(tip.size(), 6)) != "Circle") return 0;
    return tip.find("open") != std::string_view::npos ? 'o' : '*';
}

// "->", "<->", "-{Stealth}", "latex-", "-": sets both ends; false when `spec` is no arrow spec.
// `dots` (when given) gets each end's circle tip (circle_tip), which is no arrowhead.
bool parse_arrows(std::string_view spec, Arrowheads& arrows, char* dots = nullptr) {
    int depth = 0;
    size_t dash = std::string_view::npos;
    for (size_t i = 0; i < spec.size(); ++i) {
        if (spec[i] == '{') ++depth;
        if (spec[i] == '}') --depth;
        if (spec[i] == '-' && depth == 0) {
            dash = i;
            break;
        }
    }
    if (dash == std::string_view::npos) return false;
    const std::string_view start = trim(spec.substr(0, dash)), end = trim(spec.substr(dash + 1));
    if (!is_tip(start) || !is_tip(end)) return false;
    // Bars and caps end a line without pointing anywhere: no arrowhead.
    auto head = [](std::string_view tip) {
        return !tip.empty() && tip != "|" && tip != "||" && tip != "Bar" && tip != "Butt Cap" && tip != "Round Cap" &&
               tip != "{Bar}" && tip != "[" && tip != "]" && tip != "(" && tip != ")" && !circle_tip(tip);
    };
    arrows.start = head(start);
    arrows.end = head(end);
    if (dots) dots[0] = circle_tip(start), dots[1] = circle_tip(end);
    return true;
}

// The first `count` brace groups (or single characters) of `text`, removed from it.
std::vector<std::string> brace_groups(std::string_view& text, int count) {
    std::vector<std::string> out;
    for (int k = 0; k < count; ++k) {
        text = trim(text);
        if (text.empty()) break;
        if (text.front() != '{') {
            out.emplace_back(text.substr(0, 1));
            text.remove_prefix(1);
            continue;
        }
        int depth = 0;
        size_t i = 0;
        for (; i < text.size(); ++i) {
            if (text[i] == '{') ++depth;
            if (text[i] == '}' && --depth == 0) break;
        }
        if (i == text.size()) break;
        out.emplace_back(text.substr(1, i - 1));
        text.remove_prefix(i + 1);
    }
    return out;
}

// A style's arguments from the value it is used with: #1 the value itself; for
// `/.style 2 args` and `n args` its brace groups; for `/.style args={#1 and #2}` the parts
// between the parameter text's delimiters.
std::vector<std::pair<int, std::string>> style_arguments(const StyleDef& def, const std::string& value) {
    std::vector<std::pair<int, std::string>> out;
    if (!def.pattern.empty()) {
        // Delimiters: the pattern's text between #k marks.
        std::vector<std::string> delimiters;
        std::vector<int> params;
        std::string current;
        for (size_t i = 0; i < def.pattern.size(); ++i) {
            if (def.pattern[i] == '#' && i + 1 < def.pattern.size() && std::isdigit(static_cast<unsigned char>(def.pattern[i + 1]))) {
                delimiters.push_back(current);
                current.clear();
                params.push_back(def.pattern[i + 1] - '0');
                ++i;
            } else {
                current += def.pattern[i];
            }
        }
        delimiters.push_back(current);   // after the last parameter
        std::string_view rest = value;
        if (!delimiters.empty() && rest.substr(0, delimiters[0].size()) == delimiters[0]) rest.remove_prefix(delimiters[0].size());
        for (size_t k = 0; k < params.size(); ++k) {
            const std::string& next = delimiters[k + 1];
            size_t end = next.empty() || k + 1 == params.size() ? rest.size() : rest.find(next);
            if (end == std::string_view::npos) end = rest.size();
            if (k + 1 == params.size() && !next.empty() && rest.size() >= next.size() &&
                rest.substr(rest.size() - next.size()) == next)
                end = rest.size() - next.size();
            out.emplace_back(params[k], std::string(strip_braces(rest.substr(0, end))));
            rest.remove_prefix(std::min(rest.size(), end + next.size()));
        }
        return out;
    }
    if (def.params <= 1) {
        out.emplace_back(1, value);
        return out;
    }
    std::string_view rest = value;
    const std::vector<std::string> groups = brace_groups(rest, def.params);
    for (size_t k = 0; k < groups.size(); ++k) out.emplace_back(static_cast<int>(k) + 1, groups[k]);
    return out;
}

double line_width_keyword(std::string_view k) {
    if (k == "ultra thin") return 0.1;
    if (k == "very thin") return 0.2;
    if (k == "thin") return 0.4;
    if (k == "semithick") return 0.6;
    if (k == "thick") return 0.8;
    if (k == "very thick") return 1.2;
    if (k == "ultra thick") return 1.6;
    return -1;
}

}  // namespace

void Interpreter::apply_options(std::string_view text, size_t offset, State& state, OptionSet& set, int style_depth) {
    for (const KeyValue& kv : split_options(text)) {
        if (budget_.stop) return;
        if (!budget_.spend(offset)) return;
        if (!apply_key(kv, offset + kv.offset, state, set, style_depth))
            warn("tikz.option.unknown",
                 "The option \"" + kv.key + "\" is not known to Plumbline; it was ignored (TikZ may draw "
                 "something for it).",
                 offset + kv.offset, offset + kv.offset + kv.key.size());
    }
}

bool Interpreter::check_color(const std::string& expr, size_t offset) {
    std::string problem;
    if (read_color(colors_, expr, &problem)) return true;
    // xcolor's own sentence names the colour ("undefined colour 'redd'").
    error("tikz.color.undefined", "Cannot read the colour \"" + expr + "\" (" + problem + "); TeX stops here.",
          offset, offset + expr.size() + 1);
    return false;
}

bool Interpreter::apply_key(const KeyValue& kv, size_t offset, State& state, OptionSet& set, int style_depth) {
    std::string key = kv.key;
    if (key.rfind("/tikz/", 0) == 0) key = key.substr(6);
    if (matrix_keys_ && matrix_key(kv, offset)) return true;   // a \matrix's own keys (trees.cpp)
    if (key.find("/.") != std::string::npos) {
        define_style(key, kv, state, offset);
        return true;
    }
    if (state.styles->count(key)) {
        apply_style(key, kv.has_value ? kv.value : state.styles->find(key)->second.default_value, offset, state, set,
                    style_depth);
        return true;
    }
    if (key == "style" && kv.has_value) {   // style={circle, draw}: the options it holds
        apply_options(kv.value, offset, state, set, style_depth + 1);
        return true;
    }
    if (key == "help lines") {
        state.paint.color = "gray";
        state.paint.line_width = 0.2;
        return true;
    }
    if (key == "nodes" && kv.has_value) {   // nodes={...}: for every node of this path
        KeyValue append{"every node/.append style", kv.value, true, 0};
        define_style(append.key, append, state, offset);
        return true;
    }
    if (apply_transform_key(kv, offset, state)) return true;
    if ((key == "domain" || key == "samples") && kv.has_value)
        (key == "domain" ? state.domain : state.samples) = std::string(trim(kv.value));   // and read on below

    Paint& paint = state.paint;
    const std::string& v = kv.value;
    if (key == "color" && kv.has_value) {
        if (check_color(v, offset)) {
            paint.color = v;
            paint.color_written = true;
        }
        return true;
    }
    if (key == "clip" && (!kv.has_value || kv.value == "true")) {   // \path[clip]: clip.cpp
        set.clip = true;
        return true;
    }
    if (key == "draw") {
        if (!kv.has_value) {
            set.draw_on = true;
        } else if (v == "none") {
            set.draw_off = true;
            set.draw_on = false;
        } else if (check_color(v, offset)) {
            paint.draw = v;
            set.draw_on = true;
            set.draw_off = false;
        }
        return true;
    }
    if (key == "fill") {
        if (!kv.has_value) {
            set.fill_on = true;
        } else if (v == "none") {
            set.fill_off = true;
            set.fill_on = false;
        } else if (check_color(v, offset)) {
            paint.fill = v;
            set.fill_on = true;
            set.fill_off = false;
        }
        return true;
    }
    if (one_of(key, {"top color", "bottom color", "left color", "right color", "ball color", "inner color",
                     "outer color", "middle color"})) {
        // A shading is read as a fill in its first colour.
        if (kv.has_value && check_color(v, offset) && !set.shade) paint.fill = v;
        set.shade = true;
        set.fill_on = true;
        return true;
    }
    if (key == "shade") {
        set.shade = true;
        set.fill_on = true;
        return true;
    }
    if (key == "text" && kv.has_value) {
        if (check_color(v, offset)) paint.text = v;
        return true;
    }
    if (key == "pattern color" && kv.has_value) {
        if (check_color(v, offset)) paint.pattern_color = v;
        return true;
    }
    if (key == "even odd rule" || key == "nonzero rule") {
        paint.even_odd = key == "even odd rule";
        return true;
    }
    if (key == "line width" && kv.has_value) {
        if (const std::optional<double> w = length(v, offset)) paint.line_width = std::max(0.0, *w);
        return true;
    }
    if (const double w = line_width_keyword(key); w >= 0) {
        paint.line_width = w;
        return true;
    }
    if (one_of(key, {"opacity", "draw opacity", "stroke opacity", "fill opacity"}) && kv.has_value) {
        const std::optional<double> o = number(v, offset);
        if (!o) return true;
        const double clamped = std::min(1.0, std::max(0.0, *o));
        if (key == "opacity") paint.draw_opacity = paint.fill_opacity = clamped;
        else if (key == "fill opacity") paint.fill_opacity = clamped;
        else paint.draw_opacity = clamped;
        return true;
    }
    if (key == "arrows" && kv.has_value) {
        Arrowheads a;
        char dots[2] = {0, 0};
        if (parse_arrows(v, a, dots)) paint.arrows = a, paint.dot_start = dots[0], paint.dot_end = dots[1];
        return true;
    }
    if (!kv.has_value) {
        char dots[2] = {0, 0};
        if (parse_arrows(key, paint.arrows, dots)) {
            paint.dot_start = dots[0], paint.dot_end = dots[1];
            return true;
        }
    }
    if (key == "node distance" && kv.has_value) {
        const size_t and_at = v.find(" and ");
        const std::optional<double> a = positioning_distance(v.substr(0, and_at), offset, state, true);
        const std::optional<double> b = and_at == std::string::npos
                                            ? positioning_distance(v, offset, state, false)
                                            : positioning_distance(v.substr(and_at + 5), offset, state, false);
        if (a && b) {
            state.node_distance_v = *a;
            state.node_distance_h = *b;
            state.node_distance_pair = and_at != std::string::npos;
        }
        return true;
    }
    if (key == "on grid") {
        state.on_grid = !kv.has_value || v == "true";
        return true;
    }
    if (apply_tree_key(kv, offset, state)) return true;
    if (key == "bend angle" && kv.has_value) {
        if (const std::optional<double> a = number(v, offset)) state.bend_angle = *a;
        return true;
    }
    if (apply_node_key(kv, offset, state, set)) {
        // The node keys a picture, scope or path sets are every node's inside it (`[font=\tt]`
        // on the picture; `inner sep=0` on a scope): kept for the nodes read there.
        if (one_of(key, {"font", "node font", "align", "text width", "inner sep", "inner xsep", "inner ysep",
                         "minimum size", "minimum width", "minimum height", "outer sep", "text height",
                         "text depth"})) {
            if (state.node_keys.empty()) state.node_keys_offset = offset;
            const bool brace = v.find_first_of(",=") != std::string::npos;
            state.node_keys += (state.node_keys.empty() ? "" : ",") + key +
                               (kv.has_value ? "=" + std::string(brace ? "{" : "") + v + (brace ? "}" : "") : "");
        }
        return true;
    }
    if (apply_path_key(kv, offset, state, set)) return true;
    if (is_cosmetic(key)) return true;
    if (!kv.has_value && (colors_.is_color(key) || (key.find(':') != std::string::npos &&
                                                     read_color(colors_, key, nullptr)))) {
        paint.color = key;
        paint.color_written = true;
        return true;
    }
    if (key == "decoration") {
        // Its name: the first entry without a value, or name=.
        Decoration& keys = state.decoration_keys;
        for (const KeyValue& d : split_options(strip_braces(v))) {
            if (d.key == "name" && d.has_value) state.decoration = d.value;
            else if (d.key == "mirror") keys.mirror = !d.has_value || trim(d.value) == "true";
            else if (one_of(d.key, {"amplitude", "segment length", "pre length", "post length", "raise"}) && d.has_value) {
                if (const std::optional<double> len = length(d.value, offset))
                    (d.key == "amplitude" ? keys.amplitude : d.key == "segment length" ? keys.segment
                     : d.key == "pre length" ? keys.pre : d.key == "post length" ? keys.post : keys.raise) = *len;
            } else if (d.key == "aspect" && d.has_value) {
                if (const std::optional<double> a = number(d.value, offset)) keys.aspect = *a;
            } else if (!d.has_value && one_of(d.key, {"snake", "zigzag", "brace", "coil", "bumps", "saw", "markings",
                                                      "random steps", "border", "waves", "expanding waves", "ticks",
                                                      "crosses", "triangles", "show path construction", "text along path",
                                                      "footprints", "shape backgrounds", "lineto", "moveto", "curveto"})) {
                state.decoration = d.key;
            }
        }
        keys.name = state.decoration;
        return true;
    }
    if (key == "decorate") {
        // Drawn by path_command when it is a snake, a zigzag or a brace; else read without
        // it, with a warning there (the reading is incomplete).
        set.decorate = !kv.has_value || trim(v) == "true";
        set.decorate_offset = offset;
        return true;
    }
    // Keys of libraries that change what TeX draws and Plumbline does not carry out: a
    // self-loop, a pattern fill, chains' placement and joins, a crossed-out node.
    if (key == "pattern" && kv.has_value) {   // fills the path with the pattern (patterns.cpp)
        state.paint.pattern = v;
        set.pattern = true;
        set.pattern_offset = offset;
        return true;
    }
    // transform canvas: everything in its scope drawn transformed (line widths and nodes too),
    // which Plumbline does not do; the identity changes nothing.
    if (key == "transform canvas" && kv.has_value) {
        State probe = state;
        probe.ctm = Affine();
        OptionSet ignored;
        apply_options(strip_braces(trim(v)), offset, probe, ignored);
        if (probe.ctm.is_identity()) return true;
        if (canvas_scope(probe.ctm, state)) return true;   // a scope's uniform scale and shift (canvas.cpp)
    }
    if (one_of(key, {"pattern", "start chain",
                     "on chain", "join", "continue chain", "cross out", "strike out", "pic actions",
                     "general shadow", "path fading", "fading", "path picture", "transform canvas",
                     "rotate around x", "rotate around y", "rotate around z", "edge from parent path",
                     "edge from parent fork down", "edge from parent fork up", "edge from parent fork left",
                     "edge from parent fork right"}) ||
        (key.rfind("tqft/", 0) == 0 && key != "tqft/flow")) {   // flow only orients the shapes, which say so
        once(Severity::Warning, "library:" + key, "tikz.option.incomplete",
             "The option \"" + key + "\" changes what TeX draws and is not carried out by Plumbline; the "
             "reading is incomplete.", offset, offset + key.size());
        return true;
    }
    if (one_of(key, {"drop shadow", "copy shadow", "double copy shadow", "blur shadow",
                     "circular drop shadow", "circular glow"})) {
        once(Severity::Warning, "shadow", "tikz.option.incomplete",
             "The shadow (" + key + ") is not drawn: TeX draws a copy of the shape there, so the reading is incomplete.",
             offset, offset + key.size());
        return true;
    }
    return false;
}

// Trees' keys (trees.cpp): distances, growth, the edge's anchors, `missing`.
bool Interpreter::apply_tree_key(const KeyValue& kv, size_t offset, State& state) {
    const std::string& k = kv.key;
    const std::string& v = kv.value;
    if ((k == "level distance" || k == "sibling distance") && kv.has_value) {
        if (const std::optional<double> d = length(v, offset)) (k == "level distance" ? state.level_distance : state.sibling_distance) = *d;
        return true;
    }
    if ((k == "grow" || k == "grow'") && kv.has_value) {
        static const std::pair<std::string_view, double> kDirections[] = {
            {"down", -90}, {"up", 90}, {"left", 180}, {"right", 0}, {"south", -90}, {"north", 90}, {"west", 180},
            {"east", 0}, {"north east", 45}, {"north west", 135}, {"south east", -45}, {"south west", -135}};
        std::optional<double> angle;
        for (const auto& [name, a] : kDirections)
            if (trim(v) == name) angle = a;
        if (!angle) angle = number(v, offset);
        if (angle) {
            state.grow_angle = *angle;
            state.grow_swapped = k == "grow'";
        }
        return true;
    }
    if ((k == "parent anchor" || k == "child anchor") && kv.has_value) {
        (k == "parent anchor" ? state.parent_anchor : state.child_anchor) = std::string(trim(v));
        return true;
    }
    if (k == "missing") {
        state.tree_missing = !kv.has_value || trim(v) == "true";
        return true;
    }
    return false;
}

bool Interpreter::apply_transform_key(const KeyValue& kv, size_t offset, State& state) {
    const std::string& k = kv.key;
    const std::string& v = kv.value;
    if (!kv.has_value) {
        if (k == "reset cm") {
            state.ctm = Affine();
            return true;
        }
        return false;
    }
    auto compose = [&](const Affine& t) { state.ctm = state.ctm * t; };
    if (k == "shift") {
        if (const std::optional<Vec2> p = vector_of(strip_braces(v), offset, state)) compose(Affine::translate(p->x(), p->y()));
        return true;
    }
    if (k == "xshift" || k == "yshift") {
        if (const std::optional<double> d = length(v, offset))
            compose(k == "xshift" ? Affine::translate(*d, 0) : Affine::translate(0, *d));
        return true;
    }
    if (k == "scale" || k == "xscale" || k == "yscale") {
        if (const std::optional<double> s = number(v, offset))
            compose(Affine::scale(k == "yscale" ? 1 : *s, k == "xscale" ? 1 : *s));
        return true;
    }
    if (k == "rotate") {
        if (const std::optional<double> a = number(v, offset)) compose(Affine::rotate_deg(*a));
        return true;
    }
    if (k == "rotate around") {
        const size_t colon = v.find(':');
        if (colon == std::string::npos) return true;
        const std::optional<double> a = number(v.substr(0, colon), offset);
        const std::optional<Vec2> p = vector_of(strip_braces(v.substr(colon + 1)), offset, state);
        if (a && p) compose(Affine::translate(p->x(), p->y()) * Affine::rotate_deg(*a) * Affine::translate(-p->x(), -p->y()));
        return true;
    }
    if (k == "cm" && kv.has_value) {   // cm={a,b,c,d,(x,y)}: TikZ passes them to \pgftransformcm
        const std::string_view body = strip_braces(trim(v));
        std::vector<std::string_view> parts;
        int depth = 0;
        size_t from = 0;
        for (size_t i = 0; i < body.size() && parts.size() < 4; ++i) {
            if (body[i] == '(' || body[i] == '{') ++depth;
            else if (body[i] == ')' || body[i] == '}') --depth;
            else if (body[i] == ',' && depth == 0) parts.push_back(body.substr(from, i - from)), from = i + 1;
        }
        if (parts.size() == 4) {
            std::optional<double> m[4];
            bool ok = true;
            for (int i = 0; i < 4; ++i) m[i] = number(std::string(parts[i]), offset), ok &= m[i].has_value();
            const std::optional<Vec2> p = ok ? vector_of(strip_braces(trim(body.substr(from))), offset, state) : std::nullopt;
            if (ok && p) compose(Affine{*m[0], *m[1], *m[2], *m[3], p->x(), p->y()});
        }
        return true;
    }
    if (k == "xslant" || k == "yslant") {
        if (const std::optional<double> s = number(v, offset)) {
            Affine t;
            if (k == "xslant") t.c = *s;
            else t.b = *s;
            compose(t);
        }
        return true;
    }
    if (k == "x" || k == "y" || k == "z") {
        const std::string_view value = strip_braces(v);
        Vec2 unit;
        if (!value.empty() && value.front() == '(') {
            const std::optional<Vec2> p = vector_of(value, offset, state);
            if (!p) return true;
            unit = *p;
        } else {
            const std::optional<double> d = length(value, offset);
            if (!d) return true;
            unit = k == "x" ? Vec2(*d, 0) : k == "y" ? Vec2(0, *d) : Vec2(*d, *d);   // z=<d>: (d,d), as TikZ
        }
        (k == "x" ? state.xvec : k == "y" ? state.yvec : state.zvec) = unit;
        return true;
    }
    return false;
}

// positioning's distances: with a unit, that length; without one, so many of the y unit
// vector (vertical) or the x unit vector (horizontal), as \pgfpointxy takes them.
std::optional<double> Interpreter::positioning_distance(std::string_view expr, size_t offset, const State& state,
                                                        bool vertical) {
    bool has_unit = false;
    const std::optional<double> d = number(expr, offset, &has_unit);
    if (!d || has_unit) return d;
    return *d * (vertical ? state.yvec.y() : state.xvec.x());
}

bool Interpreter::apply_node_key(const KeyValue& kv, size_t offset, State& state, OptionSet& set) {
    NodeSpec& n = set.node;
    const std::string& k = kv.key;
    const std::string& v = kv.value;
    auto shape_named = [&](std::string_view s) {
        if (s == "circle") n.shape = NodeShape::Circle;
        else if (s == "rectangle") n.shape = NodeShape::Rectangle;
        else if (s == "ellipse") n.shape = NodeShape::Ellipse;
        else if (s == "coordinate") n.shape = NodeShape::Coordinate;
        else if (s == "diamond") n.shape = NodeShape::Diamond;
        else if (s == "trapezium") n.shape = NodeShape::Trapezium;
        else if (s == "regular polygon") n.shape = NodeShape::RegularPolygon;
        else if (s == "isosceles triangle") n.shape = NodeShape::IsoscelesTriangle;
        else return false;
        return true;
    };
    // Shapes of pgf's libraries Plumbline draws as a rectangle: a change of geometry.
    auto other_shape = [&](std::string_view s) {
        return one_of(s, {"cylinder", "star", "kite", "dart", "semicircle", "circular sector",
                          "rectangle split", "circle split", "rounded rectangle", "chamfered rectangle",
                          "cloud", "signal", "tape", "single arrow", "double arrow", "cross out", "strike out",
                          "forbidden sign", "starburst", "magnifying glass", "correct forbidden sign",
                          "rectangle callout", "ellipse callout", "cloud callout", "circle solidus",
                          "ellipse split", "rectangle split", "diamond split"});
    };
    auto shape_approximated = [&](std::string_view s) {
        once(Severity::Warning, "shape:" + std::string(s), "tikz.shape.approximated",
             "The node shape \"" + std::string(s) + "\" is drawn as a rectangle: the reading is incomplete.", offset,
             offset + k.size());
        n.shape = NodeShape::Rectangle;
    };
    // rectangle split (shapes.multipart), drawn with its parts (nodes.cpp, node_items.cpp).
    if ((!kv.has_value && k == "rectangle split") || (k == "shape" && trim(v) == "rectangle split")) {
        n.shape = NodeShape::Rectangle;
        n.split = true;
        return true;
    }
    if (k.rfind("rectangle split ", 0) == 0) {
        const std::string_view sub = std::string_view(k).substr(16);
        const bool on = !kv.has_value || trim(v) == "true";
        if (sub == "horizontal") n.split_horizontal = on;
        else if (sub == "ignore empty parts") n.split_ignore_empty = on;
        else if (sub == "draw splits") n.split_draw_splits = on;
        else if (sub == "parts" && kv.has_value) {
            if (const std::optional<double> d = number(v, offset)) n.split_parts = static_cast<int>(std::clamp(*d, 1.0, 20.0));
        } else if (sub == "part fill" && kv.has_value) {
            n.split_fills.clear();
            for (std::string_view c : split_top(v, ',')) n.split_fills.emplace_back(trim(strip_braces(trim(c))));
        } else if (one_of(sub, {"empty part width", "empty part height", "empty part depth"}) && kv.has_value) {
            // pgf appends a \vrule of that size to what an empty part holds (the library's own
            // 1ex rules first): the widths add up, the height and depth are the largest.
            if (const std::optional<double> d = length(v, offset)) {
                if (sub == "empty part width") n.split_empty_width += *d;
                else if (sub == "empty part height") n.split_empty_height = std::max(n.split_empty_height, *d);
                else n.split_empty_depth = std::max(n.split_empty_depth, *d);
            }
        } else if (sub == "part align") {
            for (std::string_view a : split_top(strip_braces(trim(v)), ','))
                if (trim(a) != "center")
                    once(Severity::Warning, "split-align", "tikz.option.incomplete",
                         "rectangle split part align=" + std::string(trim(a)) + " is read as center: the parts' texts "
                         "and anchors may lie elsewhere than TeX's (the reading is incomplete).",
                         offset, offset + k.size());
        } else {
            return false;
        }
        return true;
    }
    // shapes.misc's cross out and strike out: a rectangle's box, drawn as its diagonals.
    if ((!kv.has_value && (k == "cross out" || k == "strike out")) ||
        (k == "shape" && (trim(v) == "cross out" || trim(v) == "strike out"))) {
        n.shape = NodeShape::Rectangle;
        n.split = false;
        n.cross = (kv.has_value ? trim(v) : std::string_view(k)) == "cross out" ? 2 : 1;
        return true;
    }
    if (!kv.has_value && shape_named(k)) {
        n.split = false;
        n.cross = 0;
        return true;
    }
    if (!kv.has_value && other_shape(k)) {
        shape_approximated(k);
        n.split = false;
        return true;
    }
    if (k == "shape" && kv.has_value) {
        if (!shape_named(v)) shape_approximated(v);
        n.split = false;
        return true;
    }
    // shapes.geometric's parameters.
    if (one_of(k, {"aspect", "shape aspect", "regular polygon sides", "trapezium left angle", "trapezium right angle",
                   "trapezium angle", "shape border rotate", "regular polygon rotate", "isosceles triangle apex angle"})) {
        const std::optional<double> d = kv.has_value ? number(v, offset) : std::nullopt;
        if (!d) return true;
        if (k == "aspect" || k == "shape aspect") n.aspect = *d > 0 ? *d : 1;
        else if (k == "regular polygon sides") n.sides = static_cast<int>(std::clamp(*d, 3.0, 360.0));
        else if (k == "trapezium left angle") n.left_angle = *d;
        else if (k == "trapezium right angle") n.right_angle = *d;
        else if (k == "trapezium angle") n.left_angle = n.right_angle = *d;
        else if (k == "isosceles triangle apex angle") n.apex_angle = std::clamp(*d, 1.0, 179.0);
        else n.border_rotate = *d;
        return true;
    }
    // automata: a state is a drawn circle at least 2.5em wide (then `every state`).
    if (k == "state" || k == "state without output") {
        n.shape = NodeShape::Circle;
        n.min_width = n.min_height = 25;
        set.draw_on = true;
        set.draw_off = false;
        if (state.styles->count("every state")) apply_style("every state", "", offset, state, set, 1);
        return true;
    }
    if (k == "fit" && kv.has_value) {   // the fitting library: a box around the points
        n.fit.clear();
        std::string_view rest = trim(strip_braces(trim(v)));
        while (!rest.empty() && rest.front() == '(') {
            const size_t close = rest.find(')');
            if (close == std::string_view::npos) break;
            n.fit.emplace_back(rest.substr(1, close - 1));
            rest = trim(rest.substr(close + 1));
        }
        return true;
    }
    if (k == "accepting" || k == "accepting by double") {
        n.accepting = true;
        return true;
    }
    if (one_of(k, {"initial", "initial by arrow", "initial left", "initial right", "initial above", "initial below"})) {
        n.initial = true;
        if (k == "initial right") n.initial_angle = 0;
        else if (k == "initial above") n.initial_angle = 90;
        else if (k == "initial below") n.initial_angle = 270;
        else if (k == "initial left") n.initial_angle = 180;
        return true;
    }
    if (k == "initial text" && kv.has_value) {
        n.initial_text = strip_braces(v);
        return true;
    }
    if (k == "initial where" && kv.has_value) {
        const std::string_view w = trim(v);
        n.initial_angle = w == "right" ? 0 : w == "above" ? 90 : w == "below" ? 270 : 180;
        return true;
    }
    if (k == "initial distance" && kv.has_value) {
        if (const std::optional<double> d = length(v, offset)) n.initial_distance = *d;
        return true;
    }
    if (one_of(k, {"inner sep", "inner xsep", "inner ysep", "minimum size", "minimum width", "minimum height"})) {
        const std::optional<double> d = kv.has_value ? length(v, offset) : std::nullopt;
        if (!d) return true;
        if (k == "inner sep") n.inner_xsep = n.inner_ysep = *d;
        else if (k == "inner xsep") n.inner_xsep = *d;
        else if (k == "inner ysep") n.inner_ysep = *d;
        else if (k == "minimum size") n.min_width = n.min_height = *d;
        else if (k == "minimum width") n.min_width = *d;
        else n.min_height = *d;
        return true;
    }
    if (k == "anchor" && kv.has_value) {
        n.anchor = v;
        return true;
    }
    if (k == "node contents" && kv.has_value) {
        n.contents = v;
        return true;
    }
    struct Place {
        std::string_view key, anchor;
        int dx, dy;
    };
    static constexpr Place kPlaces[] = {
        {"above", "south", 0, 1},           {"below", "north", 0, -1},          {"left", "east", -1, 0},
        {"right", "west", 1, 0},            {"above left", "south east", -1, 1}, {"above right", "south west", 1, 1},
        {"below left", "north east", -1, -1}, {"below right", "north west", 1, -1},
    };
    for (const Place& p : kPlaces) {
        if (k != p.key) continue;
        // `0.925*\xr and 0.925*\yr`: TeX splits the key's tokens at "and" before expanding them, and
        // the blank after \xr is not a token; expanded here, "3and" is split the same.
        std::string spaced;
        const std::string& v = v_spaced_and(kv.value, spaced);
        n.anchor = std::string(p.anchor);
        n.shift = Vec2(0, 0);
        n.of_node.clear();
        n.of_centres = false;
        if (kv.has_value) {
            const size_t of = v.find("of ");
            if (of != std::string::npos) {   // positioning: above=1cm of A (TikZ splits at the first "of ", as in 2emof A)
                n.of_node = std::string(trim(v.substr(of + 3)));
                n.old_of = false;
                n.of_direction = Vec2(p.dx, p.dy);
                n.of_centres = state.on_grid;
                if (n.of_centres) n.anchor = "center";
                // "v and h", one distance for both, or the picture's node distance. One
                // distance on a diagonal is the length of the shift, as positioning does.
                double dv = state.node_distance_v, dh = state.node_distance_h;
                bool pair = state.node_distance_pair;
                // A view of v itself: v.substr() would be a temporary, gone before distance is read.
                const std::string_view distance = trim(std::string_view(v).substr(0, of));
                if (!distance.empty()) {
                    const size_t and_at = distance.find(" and ");
                    const std::optional<double> a = positioning_distance(distance.substr(0, and_at), offset, state, true);
                    const std::optional<double> b =
                        positioning_distance(and_at == std::string_view::npos ? distance : distance.substr(and_at + 5),
                                             offset, state, false);
                    if (!a || !b) return true;
                    dv = *a;
                    dh = *b;
                    pair = and_at != std::string_view::npos;
                }
                const double diagonal = p.dx != 0 && p.dy != 0 && !pair ? 1 / std::sqrt(2.0) : 1;
                n.of_offset = Vec2(p.dx * dh * diagonal, p.dy * dv * diagonal);
            } else if (const size_t and_at = v.find(" and "); and_at != std::string::npos) {
                // below left=0.3 and 0.1: vertical and horizontal shifts (positioning)
                const std::optional<double> a = positioning_distance(std::string_view(v).substr(0, and_at), offset, state, true);
                const std::optional<double> b = positioning_distance(std::string_view(v).substr(and_at + 5), offset, state, false);
                if (a && b) n.shift = Vec2(p.dx * *b, p.dy * *a);
            } else if (!library_loaded("positioning")) {
                // TikZ's own above=<offset>: a length (\pgfmathsetlength: a bare number is pt),
                // the node shifted by it along each of the key's axes (tikz.code.tex).
                if (const std::optional<double> d = number(v, offset)) n.shift = Vec2(p.dx * *d, p.dy * *d);
            } else if (const std::optional<double> dv = positioning_distance(v, offset, state, true)) {
                // One distance: so many of the unit vectors when unitless, as positioning's
                // \pgfpointxy; on a diagonal, the shift's length.
                const std::optional<double> dh = positioning_distance(v, offset, state, false);
                Vec2 dir(p.dx * dh.value_or(*dv), p.dy * *dv);
                if (p.dx != 0 && p.dy != 0) dir /= std::sqrt(2.0);
                n.shift = dir;
            }
        }
        return true;
    }
    static const std::pair<std::string_view, Vec2> kOldPlaces[] = {
        {"above of", {0, 1}}, {"below of", {0, -1}}, {"left of", {-1, 0}}, {"right of", {1, 0}},
        {"above left of", {-1, 1}}, {"above right of", {1, 1}}, {"below left of", {-1, -1}}, {"below right of", {1, -1}}};
    for (const auto& [name, dir] : kOldPlaces) {
        if (k != name || !kv.has_value) continue;
        // The old syntax puts the centres a node distance (1cm) apart.
        n.of_node = v;
        n.of_direction = dir;
        const double diagonal = dir.x() != 0 && dir.y() != 0 ? 1 / std::sqrt(2.0) : 1;
        n.of_offset = Vec2(dir.x() * state.node_distance_h * diagonal, dir.y() * state.node_distance_v * diagonal);
        n.of_centres = true;
        n.old_of = true;
        n.anchor = "center";
        n.shift = Vec2(0, 0);
        return true;
    }
    if ((k == "label" || k == "pin") && kv.has_value) {
        (k == "label" ? n.labels : n.pins).push_back(v);
        return true;
    }
    static const std::pair<std::string_view, double> kPositions[] = {
        {"midway", 0.5},       {"near start", 0.25}, {"near end", 0.75}, {"very near start", 0.125},
        {"very near end", 0.875}, {"at start", 0},   {"at end", 1}};
    for (const auto& [name, pos] : kPositions)
        if (k == name) {
            n.pos = pos;
            return true;
        }
    if (k == "pos" && kv.has_value) {
        if (const std::optional<double> p = number(v, offset)) n.pos = *p;
        return true;
    }
    if (k == "name" && kv.has_value) {
        n.name = v;
        return true;
    }
    if (k == "align") {
        n.align = !kv.has_value || trim(v) != "none";
        // The stretch TikZ's text action gives a line (node_text.hpp, for hyphenation).
        const std::string_view a = trim(v);
        n.text_stretch_em = a == "center" ? 4 : a == "justify" || a == "none" ? 0
                          : a.substr(0, std::min<size_t>(a.size(), 5)) == "flush" ? -1 : 2;
        return true;
    }
    if (!kv.has_value && one_of(k, {"text centered", "text ragged", "text ragged left", "text justified",
                                    "text badly centered", "text badly ragged", "text badly ragged left"})) {
        n.text_stretch_em = k == "text centered" ? 4 : k == "text justified" ? 0 : k.find("badly") != std::string::npos ? -1 : 2;
        return true;
    }
    if (k == "font" && kv.has_value) {
        n.font = v;
        // LaTeX's size commands at 10pt; other font keys (\bfseries, \sffamily) keep the size.
        static const std::pair<std::string_view, double> kSizes[] = {
            {"\\tiny", 5},    {"\\scriptsize", 7}, {"\\footnotesize", 8}, {"\\small", 9},
            {"\\normalsize", 10}, {"\\large", 12}, {"\\Large", 14.4},   {"\\LARGE", 17.28},
            {"\\huge", 20.74}, {"\\Huge", 24.88}};
        for (const auto& [name, size] : kSizes) {
            const size_t at = v.find(name);
            const size_t after = at + name.size();
            if (at != std::string::npos && (after >= v.size() || !std::isalpha(static_cast<unsigned char>(v[after]))))
                n.font_size = size;
        }
        return true;
    }
    if (k == "text width" && kv.has_value) {
        if (const std::optional<double> w = length(v, offset)) n.text_width = std::max(0.0, *w);
        return true;
    }
    // TikZ sets the text box's height and depth to these after the text is set
    // (\tikz@fig@continue); empty (`text height=`) is TikZ's reset: the text's own.
    if ((k == "text height" || k == "text depth") && kv.has_value) {
        std::optional<double>& target = k == "text height" ? n.text_height : n.text_depth;
        if (trim(v).empty()) target.reset();
        else if (const std::optional<double> d = length(v, offset)) target = *d;
        return true;
    }
    return false;
}

bool Interpreter::apply_path_key(const KeyValue& kv, size_t offset, const State& state, OptionSet& set) {
    PathSpec& p = set.path;
    const std::string& k = kv.key;
    const std::string& v = kv.value;
    if (k == "to path" && kv.has_value) {   // read where a `to` is (path.cpp)
        p.to_path = v;
        return true;
    }
    if ((k == "name path" || k == "name path global") && kv.has_value) {
        p.name_path = v;
        return true;
    }
    if (k == "name intersections" && kv.has_value) {
        std::string prefix = "intersection", total;
        for (const KeyValue& sub : split_options(v)) {
            if (sub.key == "of") p.intersections_of = sub.value;
            if (sub.key == "by")
                for (std::string_view name : split_top(sub.value, ',')) p.intersections_by.emplace_back(strip_braces(name));
            if (sub.key == "name" && sub.has_value) prefix = std::string(trim(sub.value));
            if (sub.key == "total" && sub.has_value) total = std::string(trim(sub.value));
        }
        const size_t and_at = p.intersections_of.find(" and ");
        if (and_at == std::string::npos) {
            error("tikz.intersection.syntax", "name intersections needs of=<path> and <path>.", offset, offset + k.size());
            return true;
        }
        define_intersections(std::string(trim(p.intersections_of.substr(0, and_at))),
                             std::string(trim(p.intersections_of.substr(and_at + 5))), p.intersections_by, prefix,
                             total, offset);
        return true;
    }
    if (k == "bend left" || k == "bend right") {
        double angle = state.bend_angle;
        if (kv.has_value)
            if (const std::optional<double> a = number(v, offset)) angle = *a;
        p.bend = k == "bend left" ? angle : -angle;
        return true;
    }
    if ((k == "out" || k == "in") && kv.has_value) {
        if (const std::optional<double> a = number(v, offset)) (k == "out" ? p.out : p.in) = *a;
        return true;
    }
    // topaths' loops: a curve from the node back to itself, looseness 8, controls at least
    // 5mm out, an arrow at its end (every loop/.style={->,shorten >=1pt}).
    static const std::pair<std::string_view, std::pair<double, double>> kLoops[] = {
        {"loop right", {15, -15}}, {"loop above", {105, 75}}, {"loop left", {195, 165}}, {"loop below", {285, 255}}};
    for (const auto& [name, angles] : kLoops)
        if (k == name) {
            p.out = angles.first;
            p.in = angles.second;
        }
    if (k == "loop" || k.rfind("loop ", 0) == 0) {
        if (k != "loop" && !p.out) return false;
        p.loop = true;
        p.looseness = 8;
        p.min_distance = 5 * kPtPerCm / 10;
        set.loop_arrow = true;
        return true;
    }
    if (k == "min distance" && kv.has_value) {
        if (const std::optional<double> d = length(v, offset)) p.min_distance = *d;
        p.curve = true;
        return true;
    }
    if (k == "looseness" && kv.has_value) {
        if (const std::optional<double> l = number(v, offset)) p.looseness = *l;
        p.curve = true;   // as tikzlibrarytopaths' \tikz@to@switch@on: a curve, even with no out= or in=
        return true;
    }
    if (kv.has_value) {
        std::string* target = k == "radius"        ? &p.radius
                              : k == "x radius"    ? &p.x_radius
                              : k == "y radius"    ? &p.y_radius
                              : k == "start angle" ? &p.start_angle
                              : k == "end angle"   ? &p.end_angle
                              : k == "delta angle" ? &p.delta_angle
                              : k == "step"        ? &p.step
                              : k == "xstep"       ? &p.xstep
                              : k == "ystep"       ? &p.ystep
                              : k == "domain"      ? &p.domain
                                                   : nullptr;
        if (target) {
            *target = v;
            return true;
        }
    }
    if (k == "variable" && kv.has_value) {
        const std::string_view name = trim(v);
        if (name.size() > 1 && name[0] == '\\') p.variable = std::string(name.substr(1));
        return true;
    }
    if (k == "samples" && kv.has_value) {
        if (const std::optional<double> s = number(v, offset)) p.samples = static_cast<int>(std::max(2.0, std::min(*s, 10000.0)));
        return true;
    }
    if (k == "tension" && kv.has_value) {
        if (const std::optional<double> t = number(v, offset)) p.tension = *t;
        return true;
    }
    if (k == "smooth" || k == "smooth cycle" || k == "sharp cycle") {
        p.smooth = k != "sharp cycle";
        p.cycle = k != "smooth";
        return true;
    }
    return false;
}

void Interpreter::define_style(const std::string& key, const KeyValue& kv, State& state, size_t offset) {
    const size_t slash = key.find("/.");
    std::string name = key.substr(0, slash);
    if (name.rfind("/tikz/", 0) == 0) name = name.substr(6);
    const std::string handler(trim(std::string_view(key).substr(slash + 2)));
    auto styles = std::make_shared<StyleMap>(*state.styles);
    StyleDef& def = (*styles)[name];
    if (handler == "style") {
        def.text = kv.value;
    } else if (handler == "estyle") {   // its macros expanded now (\edef), not where it is used
        LexResult lexed = lex(kv.value);
        for (Token& k : lexed.tokens) k.offset = static_cast<std::uint32_t>(offset), k.length = 1;
        def.text = lexed.problems.empty() ? expand(lexed.tokens) : kv.value;
    } else if (handler == "append style") {
        def.text = def.text.empty() ? kv.value : def.text + "," + kv.value;
    } else if (handler == "prefix style") {
        def.text = def.text.empty() ? kv.value : kv.value + "," + def.text;
    } else if (handler == "default") {
        def.default_value = kv.value;
    } else if (handler == "style 2 args" || handler == "style n args" || handler == "style args") {
        // {n}{body} / {#1 and #2}{body}: the first group is the count or the parameter text.
        std::string_view rest = trim(kv.value);
        std::string first;
        if (handler != "style 2 args") {
            const std::vector<std::string> groups = brace_groups(rest, 1);
            if (groups.size() != 1) {
                warn("tikz.style.unsupported", "The key handler /." + handler + " on \"" + name +
                     "\" needs its parameters and its body in braces.", offset, offset + key.size());
                return;
            }
            first = groups[0];
        }
        def.text = std::string(strip_braces(rest));
        def.params = handler == "style 2 args" ? 2 : 1;
        def.pattern.clear();
        if (handler == "style n args") {
            const int n = std::atoi(first.c_str());
            def.params = std::clamp(n, 0, 9);
        } else if (handler == "style args") {
            def.pattern = first;
        }
    } else if (handler == "list") {
        // name/.list={a,b,c}: the key `name` used with each item in turn.
        for (std::string_view item : split_top(strip_braces(kv.value), ',')) {
            if (trim(item).empty()) continue;
            KeyValue use{name, std::string(strip_braces(item)), true, 0};
            OptionSet ignored;
            if (!apply_key(use, offset, state, ignored, 1))
                warn("tikz.option.unknown", "The option \"" + name + "\" is not known to Plumbline; it was ignored "
                     "(TikZ may draw something for it).", offset, offset + key.size());
        }
        return;
    } else if (handler == "cd" || handler == "is family" || handler == "initial" || handler == "search also") {
        return;
    } else {
        warn("tikz.style.unsupported",
             "The key handler /." + handler + " (on \"" + name + "\") is not supported; only /.style (with "
             "arguments too), /.append style, /.list and /.default are read.",
             offset, offset + key.size());
        return;
    }
    state.styles = std::move(styles);
}

void Interpreter::apply_style(std::string_view name, const std::string& value, size_t offset, State& state,
                              OptionSet& set, int style_depth) {
    if (style_depth >= 32) {
        error("tikz.style.recursion",
              "The style \"" + std::string(name) + "\" uses itself (or styles nest more than 32 deep); TeX would "
              "not finish.",
              offset, offset + name.size());
        return;
    }
    const StyleDef& def = state.styles->find(name)->second;
    std::string text = def.text;
    for (const auto& [param, arg] : style_arguments(def, value)) {
        const std::string mark = "#" + std::to_string(param);
        for (size_t at = text.find(mark); at != std::string::npos; at = text.find(mark, at + arg.size()))
            text.replace(at, 2, arg);
    }
    if (text.find('\\') != std::string::npos) text = expand(lex(text).tokens);
    apply_options(text, offset, state, set, style_depth + 1);
}

}  // namespace plumbline::tikz
