// Nodes: reading `node[options] (name) at (p) {text}` and `coordinate (name)`, placing
// them (anchor, shifts, positioning's `above=of A`), remembering their geometry for later
// references, and their items: the text, the drawn shape, labels.
#include <cmath>
#include <cstdio>

#include "base/numbers.hpp"
#include "formats/tikz/interpreter.hpp"
#include "formats/tikz/tex_characters.hpp"

namespace plumbline::tikz {

namespace {

const Affine kFlip = Affine::scale(1, -1);   // canvas (y up) -> scene (y down)

}  // namespace

bool Interpreter::skip_to_semicolon(Stream& s, Command& command) {
    while (const Token* t = s.peek()) {
        if (t->is_char(';')) {
            command.end = t->end();
            s.next();
            break;
        }
        if (t->is_char('}') || t->is_command("end") || t->is_command("begin")) break;
        if (t->is_char('{')) {
            Tokens ignored;
            s.read_group(ignored);
            continue;
        }
        s.next();
    }
    return false;
}

bool Interpreter::read_node(Stream& s, const State& path_state, bool coordinate_only, NodeDraft& draft) {
    const bool allow_at = draft.allow_at;
    draft = NodeDraft();
    draft.allow_at = allow_at;
    draft.state = path_state;
    draft.coordinate_only = coordinate_only;
    draft.state.paint.draw.reset();
    draft.state.paint.fill.reset();
    draft.state.paint.arrows = Arrowheads{};
    draft.offset = s.position();
    if (coordinate_only) {
        draft.set.node.shape = NodeShape::Coordinate;
    } else if (!draft.state.node_keys.empty()) {
        const std::string inherited = draft.state.node_keys;
        apply_options(inherited, draft.state.node_keys_offset, draft.state, draft.set);
        draft.state.node_keys = inherited;
    }
    if (!coordinate_only && draft.state.styles->count("every node"))
        apply_style("every node", "", draft.offset, draft.state, draft.set, 0);
    for (int guard = 0; guard < 64; ++guard) {
        s.skip_spaces();
        const Token* t = s.peek();
        if (!t) break;
        if (t->is_char('[')) {
            std::string options;
            size_t offset = 0;
            if (read_options(s, options, offset)) apply_options(options, offset, draft.state, draft.set);
            continue;
        }
        if (t->is_char('(')) {
            if (!draft.set.node.name.empty() && coordinate_only) break;   // a coordinate's name is one (..)
            Tokens name;
            s.read_delimited('(', ')', name);
            draft.set.node.name = std::string(trim(expand(name)));
            continue;
        }
        if (t->is_char('a') && (draft.allow_at || !coordinate_only)) {   // "at (p)"
            const size_t at_offset = t->offset;
            s.next();
            const Token* u = s.peek();
            if (!u || !u->is_char('t')) {
                error("tikz.node.syntax", "Expected \"at (coordinate)\" or the node's text in braces.", at_offset,
                      at_offset + 1);
                return false;
            }
            s.next();
            s.skip_spaces();
            const Token* p = s.peek();
            if (!p || !p->is_char('(')) {
                error("tikz.node.syntax", "\"at\" must be followed by a coordinate in parentheses.", at_offset,
                      at_offset + 2);
                return false;
            }
            const size_t paren = p->offset;
            Tokens tokens;
            s.read_delimited('(', ')', tokens);
            // TikZ takes `at` in the path's frame (the node's own shift is added in place_node).
            State at_state = draft.state;
            at_state.ctm = path_state.ctm;
            draft.at = coordinate(expand(tokens), paren + 1, at_state);
            if (!draft.at) return false;
            continue;
        }
        if (coordinate_only) {
            // `\coordinate (A) at (0,0) {};`: TikZ reads the empty text of the node it is.
            if (t->is_char('{') && !draft.set.node.name.empty()) {
                Tokens text;
                s.read_group(text);
            }
            break;
        }
        if (t->is_char('{')) {
            const size_t open = t->offset;
            Tokens text;
            s.read_group(text);
            draft.text = std::string(trim(expand(text)));
            check_typeset_text(draft.text, open, text.empty() ? open + 2 : text.back().end() + 1);
            const double outer = std::abs(path_state.ctm.determinant()), inner = std::abs(draft.state.ctm.determinant());
            if (outer > 0 && inner > 0 && std::isfinite(inner / outer)) draft.scale = std::sqrt(inner / outer);
            break;
        }
        error("tikz.node.syntax", "A node needs its text in braces, as in node {A} or node {} (TeX would stop here).",
              t->offset, t->end());
        return false;
    }
    // The node's own options move it (xshift, shift) but do not scale or turn its position,
    // wherever it is placed: at a point, on a path, or by positioning (`right=of A, yshift=2em`),
    // options written after `at` too, as TikZ reads them all before placing the node.
    draft.own_shift = draft.state.ctm.apply(Vec2(0, 0)) - path_state.ctm.apply(Vec2(0, 0));
    draft.state.node_keys = path_state.node_keys;   // its own keys are not its labels'
    return true;
}

std::pair<int, int> Interpreter::place_node(const NodeDraft& draft, Vec2 at, const Command& command) {
    const NodeSpec& spec = draft.set.node;
    const int before = static_cast<int>(out_.scene.items.size());
    // positioning: above=of A places this node's anchor a node distance beyond A's.
    // `at` wins over positioning's reference point (TikZ reads it after the options), but
    // positioning's distance stays a shift on top of it (\tikz@lib@pos@call).
    if (!spec.of_node.empty() && draft.at && !spec.old_of) at += spec.of_offset;
    if (!spec.of_node.empty() && !draft.at) {
        const std::string* ref = nullptr;
        const std::optional<Vec2> base = named(spec.of_node, draft.offset, &ref);
        if (!base) return {before, before};
        Vec2 anchor_point = *base;
        if (ref && !spec.of_centres) {
            const Vec2 d = spec.of_direction;
            anchor_point = node_border(nodes_.at(*ref), *base + d);
            if (nodes_.at(*ref).shape == NodeShape::Rectangle)
                node_anchor(nodes_.at(*ref), d.x() == 0 ? (d.y() > 0 ? "north" : "south")
                                               : d.y() == 0 ? (d.x() > 0 ? "east" : "west")
                                               : d.y() > 0  ? (d.x() > 0 ? "north east" : "north west")
                                                            : (d.x() > 0 ? "south east" : "south west"),
                            anchor_point);
        }
        at = anchor_point + spec.of_offset;
    }
    at += draft.own_shift;
    // fit (tikzlibraryfit): the node at the centre of the box around the points and the
    // named nodes' compass anchors, its text box that box (text width, and half its height
    // above and below), so every shape adds its inner seps and proportions to it.
    std::optional<Vec2> fit_box;
    if (!spec.fit.empty()) {
        Box box;
        for (const std::string& f : spec.fit) {
            const std::string* ref = nullptr;
            const std::optional<Vec2> p = coordinate(f, draft.offset, draft.state, &ref);
            if (!p) return {before, before};
            if (ref) {
                for (const char* a : {"west", "east", "north", "south"}) {
                    Vec2 q;
                    if (node_anchor(nodes_.at(*ref), a, q)) box.add(q);
                }
            } else {
                box.add(*p);
            }
        }
        if (!box.empty) {
            fit_box = box.max - box.min;
            at = (box.min + box.max) / 2;
        }
    }
    NodeSpec fitted = spec;
    if (fit_box) {
        fitted.anchor = "center";
        fitted.shift = Vec2(0, 0);
    }
    const NodeSpec& fit_spec = fitted;
    TextLayout layout;
    layout.font_size = spec.font_size;
    layout.lines = spec.align;
    layout.text_width = spec.text_width;
    SetText text = set_node_text(spec.font.empty() ? draft.text : spec.font + " " + draft.text, layout);
    if (!text.unread.empty())
        once(Severity::Warning, "unread-picture", "tikz.picture.unread",
             "A picture inside this node's text (" + text.unread + ") is not read (Plumbline reads pictures "
             "standing on their own): the reading is incomplete.",
             draft.offset, draft.offset + 1);
    else if (!text.rough.empty())
        warn("tikz.text.approximated",
             "This node's text holds " + text.rough + ", which Plumbline sets only roughly (as lines of text): "
             "the node's size, and where lines meet it, may differ from TeX's.",
             draft.offset, draft.offset + 1);
    // A node's own scale (`scale=.7` in its options or `every node`) scales its box and seps.
    const double k = draft.scale;
    if (fit_box) {
        text.width = fit_box->x();
        text.height = text.depth = fit_box->y() / 2;
    }
    text.width *= k;
    text.height *= k;
    text.depth *= k;
    // TikZ's outer sep: half the line width, so lines end on the outside of the stroke.
    NodeSizes sizes{k * spec.inner_xsep, k * spec.inner_ysep, k * fit_spec.min_width, k * fit_spec.min_height,
                    0.5 * draft.state.paint.line_width};
    sizes.aspect = spec.aspect;
    sizes.sides = spec.sides;
    sizes.left_angle = spec.left_angle;
    sizes.right_angle = spec.right_angle;
    sizes.border_rotate = spec.border_rotate;
    // automata's accepting by double: outer sep=.5\pgflinewidth+.3pt
    if (spec.accepting) sizes.outer_sep = 0.5 * draft.state.paint.line_width + 0.3;
    NodeGeometry g = node_geometry(spec.shape, sizes, text.width, text.total_height());
    Vec2 anchor_offset(0, 0);
    if (!node_anchor(g, fit_spec.anchor, anchor_offset)) {
        warn("tikz.node.anchor", "\"" + spec.anchor + "\" is not an anchor Plumbline knows; the centre was used.",
             draft.offset, draft.offset + 1);
        anchor_offset = Vec2(0, 0);
    }
    g.centre = at + fit_spec.shift - anchor_offset;
    if (!spec.name.empty()) nodes_[spec.name] = g;
    Command node_command = command;
    // The last node placed (not its labels): a tree's parent.
    const auto remember = [&] {
        last_node_ = g;
        last_node_name_ = spec.name;
    };
    // `coordinate[circle, draw]` is `node[shape=coordinate, circle, draw] {}`: a shape given
    // in its options replaces the coordinate's, and TikZ draws it.
    if (spec.shape == NodeShape::Coordinate) {
        emit_labels(g, draft, node_command);   // \coordinate[label=above:$A$] is common in geometry
        remember();
        return {before, before};
    }

    emit_node(g, draft.state, draft.set, text, node_command);
    const int end = static_cast<int>(out_.scene.items.size());
    if (spec.initial) emit_initial(g, draft, node_command);
    emit_labels(g, draft, node_command);
    remember();
    return {before, end};
}

void Interpreter::emit_node(const NodeGeometry& g, const State& state, const OptionSet& set, const SetText& text,
                            const Command& command) {
    const bool draws = (set.draw_on || set.shade) && !set.draw_off;
    const bool fills = set.fill_on && !set.fill_off;
    picture_size_.add_node(g, draws ? state.paint.line_width : 0.0);   // labels are nodes too
    const Vec2 c = kFlip.apply(g.centre);
    if (draws || fills) {
        const std::string fill_text = state.paint.fill.value_or(state.paint.color_written ? state.paint.color : "");
        const Style style = make_style(state.paint, draws, fills, fill_text);
        if (g.shape == NodeShape::Circle && set.node.accepting) {
            // `double`: a line 2 x line width + 0.6pt wide with a 0.6pt gap inside, so
            // two strokes, 0.3pt + half a line width either side of the border.
            const double d = 0.3 + 0.5 * state.paint.line_width;
            add_item(Circle{c, g.radius + d}, style, command, false);
            add_item(Circle{c, std::max(0.0, g.radius - d)}, style, command, false);
        } else if (g.shape == NodeShape::Circle) {
            add_item(Circle{c, g.radius}, style, command, false);
        } else if (!g.outline.empty()) {
            Path polygon;
            polygon.closed = true;
            const size_t n = g.outline.size();
            for (size_t k = 0; k < n; ++k)
                polygon.pieces.push_back(PathPiece::line(kFlip.apply(g.centre + g.outline[k]),
                                                         kFlip.apply(g.centre + g.outline[(k + 1) % n])));
            add_item(polygon, style, command, false);
        } else if (g.shape == NodeShape::Ellipse) {
            add_item(Ellipse{c, std::max(g.half_width, g.half_height), std::min(g.half_width, g.half_height),
                             g.half_width >= g.half_height ? 0.0 : kPi / 2},
                     style, command, false);
        } else if (g.shape == NodeShape::Rectangle) {
            Path box;
            box.closed = true;
            const Vec2 corners[4] = {c + Vec2(-g.half_width, -g.half_height), c + Vec2(g.half_width, -g.half_height),
                                     c + Vec2(g.half_width, g.half_height), c + Vec2(-g.half_width, g.half_height)};
            for (int k = 0; k < 4; ++k) box.pieces.push_back(PathPiece::line(corners[k], corners[(k + 1) % 4]));
            add_item(box, style, command, false);
        }
    }
    if (!text.plain.empty()) {
        Text item;
        item.anchor = c;
        item.content = text.plain;
        item.font_size = set.node.font_size;
        item.box.add(c - Vec2(text.width / 2, text.total_height() / 2));
        item.box.add(c + Vec2(text.width / 2, text.total_height() / 2));
        // TikZ sets a node's text in `text=`, else the current colour: `fill=` and `draw=`
        // paint its shape only.
        Paint ink = state.paint;
        ink.fill = state.paint.text.value_or(state.paint.color);
        Style style = make_style(ink, false, true, "");
        style.fill_text.clear();
        add_item(item, style, command, false);
    }
}

// Text pdflatex typesets: a character LaTeX has not set up stops the run (tex_characters.hpp).
// Located in the source when it is written there (not produced by a macro).
void Interpreter::check_typeset_text(std::string_view text, size_t begin, size_t end) {
    // An unescaped $ opens math mode until the next one: left open, TeX stops at the brace.
    int dollars = 0;
    // `\$` is a dollar sign, `\\$` a line break then math: count the backslashes before.
    for (size_t i = 0; i < text.size(); ++i) {
        if (text[i] != '$') continue;
        size_t slashes = 0;
        while (slashes < i && text[i - 1 - slashes] == '\\') ++slashes;
        if (slashes % 2 == 0) ++dollars;
    }
    if (dollars % 2) {
        error("tikz.text.math", "This text opens math mode with $ and never closes it; pdflatex stops here "
                                "(\"Extra }, or forgotten $\").",
              begin, end);
        return;
    }
    const std::optional<UnsetCharacter> bad = first_unset_character(text);
    if (!bad) return;
    const std::string written(text.substr(bad->offset, bad->length));
    const std::string_view source = text_.substr(begin, end > begin ? end - begin : 0);
    const size_t at = source.find(written);
    char code[16];
    std::snprintf(code, sizeof code, "U+%04X", static_cast<unsigned>(bad->code));
    error("tikz.text.unicode",
          "pdflatex stops on the character " + (bad->code == 0xFFFD ? std::string("(invalid UTF-8)") : written) +
              " (" + code + ") in this text: it is not set up for use with LaTeX. Write it as a command "
              "(\\ell, $F_1$, \\alpha in math) instead.",
          at == std::string_view::npos ? begin : begin + at,
          at == std::string_view::npos ? end : begin + at + written.size());
}

}  // namespace plumbline::tikz
