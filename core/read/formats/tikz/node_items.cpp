// Nodes: reading `node[options] (name) at (p) {text}` and `coordinate (name)`, placing
// them (anchor, shifts, positioning's `above=of A`), remembering their geometry for later
// references, and their items: the text, the drawn shape, labels.
#include <cctype>
#include <cmath>
#include <cstdio>

#include "base/numbers.hpp"
#include "formats/tikz/interpreter.hpp"
#include "formats/tikz/pgfmath.hpp"
#include "formats/tikz/tex_characters.hpp"

namespace plumbline::tikz {

namespace {

const Affine kFlip = Affine::scale(1, -1);   // canvas (y up) -> scene (y down)

// A rectangle split's text cut at each \nodepart{name} (the text before the first is part
// one's); parts past `count` are dropped, as pgf sets only the parts the shape has.
std::vector<std::string> node_parts(std::string_view text, int count) {
    std::vector<std::string> parts(static_cast<size_t>(std::max(count, 1)));
    int current = 0;
    size_t start = 0, i = 0;
    auto flush = [&](size_t end) {
        if (current >= 0 && current < count) parts[current] += std::string(text.substr(start, end - start));
    };
    while ((i = text.find("\\nodepart", i)) != std::string_view::npos) {
        size_t j = i + 9;
        while (j < text.size() && text[j] == ' ') ++j;
        if (j < text.size() && text[j] == '[') {   // \nodepart[options]{name}: the options are not read
            const size_t close = text.find(']', j);
            if (close == std::string_view::npos) break;
            j = close + 1;
            while (j < text.size() && text[j] == ' ') ++j;
        }
        const size_t close = j < text.size() && text[j] == '{' ? text.find('}', j) : std::string_view::npos;
        if (close == std::string_view::npos) {
            i = j;
            continue;
        }
        flush(i);
        current = node_part_index(trim(text.substr(j + 1, close - j - 1)));
        start = i = close + 1;
    }
    flush(text.size());
    for (std::string& p : parts) p = std::string(trim(p));
    return parts;
}

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
    draft.state.paint.dot_start = draft.state.paint.dot_end = 0;
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
        if (draft.set.node.contents || t->is_char('{')) {
            if (draft.set.node.contents) {   // node contents=: the node ends with its options
                draft.text = std::string(trim(node_text_math(*draft.set.node.contents)));
            } else {
                const size_t open = t->offset;
                Tokens text;
                s.read_group(text);
                std::string expanded;
                if (const std::string written = to_text(text); written.find("\\pgfmath") != std::string::npos) {
                    // pgfmath in the text: done first (node_math.cpp), then the rest expanded.
                    const std::string done = node_text_math(written);
                    generated_.push_back(std::make_unique<const std::string>(done));
                    LexResult relexed = lex(*generated_.back());
                    for (Token& k : relexed.tokens) k.offset = static_cast<std::uint32_t>(open), k.length = 1;
                    expanded = relexed.problems.empty() ? expand(relexed.tokens) : expand(text);
                } else {
                    expanded = expand(text);
                }
                draft.trailing_blank = !expanded.empty() && std::isspace(static_cast<unsigned char>(expanded.back()));
                draft.text = std::string(trim(expanded));
                check_typeset_text(draft.text, open, text.empty() ? open + 2 : text.back().end() + 1);
            }
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
    const Vec2 inner_x = draft.state.ctm.apply_linear(Vec2(1, 0)), outer_x = path_state.ctm.apply_linear(Vec2(1, 0));
    draft.own_turn = (std::atan2(inner_x.y(), inner_x.x()) - std::atan2(outer_x.y(), outer_x.x())) * 180 / kPi;
    if (std::abs(draft.own_turn) < 1e-9) draft.own_turn = 0;
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
    // The old `left of=A` takes the node distance TikZ has when it places the node, after all
    // its options (`left of=a, node distance=3cm` is 3cm).
    NodeSpec placed = spec;
    if (spec.old_of) {
        const Vec2 dir = spec.of_direction;
        const double diagonal = dir.x() != 0 && dir.y() != 0 ? 1 / std::sqrt(2.0) : 1;
        placed.of_offset = Vec2(dir.x() * draft.state.node_distance_h * diagonal,
                                dir.y() * draft.state.node_distance_v * diagonal);
    }
    if (!spec.of_node.empty() && !draft.at) {
        const std::string* ref = nullptr;
        // `of $(A)!0.1!(X)$`: a calc point, placed like a coordinate's.
        const bool calc_point = spec.of_node.size() >= 2 && spec.of_node.front() == '$' && spec.of_node.back() == '$';
        const std::optional<Vec2> base = calc_point ? coordinate(spec.of_node, draft.offset, draft.state, nullptr)
                                                    : named(spec.of_node, draft.offset, &ref);
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
        at = anchor_point + placed.of_offset;
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
    layout.stretch_em = spec.text_stretch_em;
    // A picture as the whole text: read, and its box is the text's (node_picture.cpp).
    NestedPicture inner;
    const bool nested = draft.text.find("tikz") != std::string::npos && nested_picture(draft.text, draft, inner);
    SetText text = nested ? SetText() : set_node_text(spec.font.empty() ? draft.text : spec.font + " " + draft.text, layout);
    if (nested && !inner.box.empty) {   // the box is scaled already: the node's scale is applied below
        const double unscale = 1 / std::max(draft.scale, 1e-9);
        text.width = (inner.box.max.x() - inner.box.min.x()) * unscale;
        text.height = (inner.box.max.y() - inner.box.min.y()) * unscale;
        // An aligned text (a \halign row) keeps the blank after the picture: a space of the font.
        if ((inner.trailing_space || draft.trailing_blank) && spec.align) {
            const SetText two = set_node_text(spec.font + " x x", layout), one = set_node_text(spec.font + " xx", layout);
            text.width += std::max(0.0, two.width - one.width);
        }
    }
    if (!text.unread.empty())
        once(Severity::Warning, "unread-picture", "tikz.picture.unread",
             "A picture inside this node's text (" + text.unread + ") is not read (Plumbline reads pictures "
             "standing on their own): the reading is incomplete.",
             draft.offset, draft.offset + 1);
    else if (!text.hyphenated.empty())
        warn("tikz.text.approximated",
             "TeX would hyphenate \"" + text.hyphenated + "\" in this node's text (its lines wrap to text width=" +
                 format_value(std::round(spec.text_width * 100) / 100) + "pt) where Plumbline moves the word whole: the node may be "
                 "a line taller or shorter than TeX's.",
             draft.offset, draft.offset + 1);
    else if (!text.rough.empty())
        warn("tikz.text.approximated",
             "This node's text holds " + text.rough + ", which Plumbline sets only roughly (as lines of text): "
             "the node's size, and where lines meet it, may differ from TeX's.",
             draft.offset, draft.offset + 1);
    if (spec.text_height || spec.text_depth) {
        text.ink_height = text.height, text.ink_depth = text.depth;
        if (spec.text_height) text.height = *spec.text_height;
        if (spec.text_depth) text.depth = *spec.text_depth;
    }
    // A node's own scale (`scale=.7` in its options or `every node`) scales its box and seps.
    const double k = draft.scale;
    if (fit_box) {
        text.width = fit_box->x();
        text.height = text.depth = fit_box->y() / 2;
    }
    if (spec.text_box) {   // a \matrix: its cells' box
        text = SetText();
        text.width = spec.text_box->x() / std::max(k, 1e-9);
        text.height = text.depth = spec.text_box->y() / 2 / std::max(k, 1e-9);
    }
    text.width *= k;
    text.height *= k;
    text.depth *= k;
    if (text.ink_height >= 0) text.ink_height *= k, text.ink_depth *= k;
    // TikZ's outer sep: half the line width, so lines end on the outside of the stroke.
    NodeSizes sizes{k * spec.inner_xsep, k * spec.inner_ysep, k * fit_spec.min_width, k * fit_spec.min_height,
                    0.5 * draft.state.paint.line_width};
    sizes.aspect = spec.aspect;
    sizes.sides = spec.sides;
    sizes.left_angle = spec.left_angle;
    sizes.right_angle = spec.right_angle;
    sizes.border_rotate = spec.border_rotate;
    sizes.apex_angle = spec.apex_angle;
    // automata's accepting by double: outer sep=.5\pgflinewidth+.3pt
    if (spec.accepting) sizes.outer_sep = 0.5 * draft.state.paint.line_width + 0.3;
    // rectangle split: each part set on its own, the shape laid out around them (nodes.cpp).
    std::vector<SetText> part_texts;
    std::vector<Vec2> part_centres;
    NodeGeometry g;
    if (spec.split && !fit_box) {
        std::vector<SplitPart> parts;
        for (const std::string& source : node_parts(draft.text, spec.split_parts)) {
            SetText t = set_node_text(spec.font.empty() ? source : spec.font + " " + source, layout);
            SplitPart p{t.width * k, t.height * k, t.depth * k, false};
            if (p.width == 0 && p.height == 0 && p.depth == 0) {
                if (spec.split_ignore_empty) p.skipped = true;
                else p = SplitPart{k * spec.split_empty_width, k * spec.split_empty_height, k * spec.split_empty_depth, false};
            }
            parts.push_back(p);
            part_texts.push_back(std::move(t));
        }
        NodeSizes split_sizes = sizes;
        split_sizes.min_width = k * spec.min_width;
        split_sizes.min_height = k * spec.min_height;
        g = rectangle_split_geometry(parts, spec.split_horizontal, split_sizes, draft.state.paint.line_width, part_centres);
        text = SetText();   // the parts carry the text
    } else {
        g = node_geometry(spec.shape, sizes, text.width, text.total_height());
        if (draft.own_turn != 0 && !g.outline.empty()) turn_polygon(g, draft.own_turn);
    }
    Vec2 anchor_offset(0, 0);
    if (!node_anchor(g, fit_spec.anchor, anchor_offset)) {
        warn("tikz.node.anchor", "\"" + spec.anchor + "\" is not an anchor Plumbline knows; the centre was used.",
             draft.offset, draft.offset + 1);
        anchor_offset = Vec2(0, 0);
    }
    g.centre = at + fit_spec.shift - anchor_offset;
    if (!spec.name.empty()) {
        nodes_[spec.name] = g;
        if (node_log_) node_log_->push_back(spec.name);
    }
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

    if (!g.part_boxes.empty()) emit_split_fills(g, draft.state, spec.split_fills, node_command);
    emit_node(g, draft.state, draft.set, text, node_command);
    if (draft.set.pattern && !draft.state.paint.pattern.empty()) {   // the node's shape filled with the pattern
        BuiltPath region;
        if (g.shape == NodeShape::Circle) {
            region.conics.push_back(Ellipse{g.centre, g.radius, g.radius, 0});
        } else if (g.shape == NodeShape::Ellipse) {
            region.conics.push_back(Ellipse{g.centre, g.half_width, g.half_height, 0});
        } else {
            std::vector<Vec2> corners;
            if (!g.outline.empty()) {
                for (const Vec2& p : g.outline) corners.push_back(g.centre + p);
            } else {
                corners = {g.centre + Vec2(-g.half_width, -g.half_height), g.centre + Vec2(g.half_width, -g.half_height),
                           g.centre + Vec2(g.half_width, g.half_height), g.centre + Vec2(-g.half_width, g.half_height)};
            }
            Path p;
            p.closed = true;
            for (size_t k = 0; k < corners.size(); ++k)
                p.pieces.push_back(PathPiece::line(corners[k], corners[(k + 1) % corners.size()]));
            region.subpaths.push_back(std::move(p));
        }
        if (!emit_pattern(region, draft.state, node_command))
            once(Severity::Warning, "pattern:" + draft.state.paint.pattern, "tikz.option.incomplete",
                 "The pattern \"" + draft.state.paint.pattern + "\" is not drawn by Plumbline (it draws pgf's line, "
                 "grid, crosshatch, dots and bricks patterns): the reading is incomplete.",
                 draft.set.pattern_offset, draft.set.pattern_offset + 7);
    }
    if (!g.part_boxes.empty()) emit_split_parts(g, draft.state, draft.set, part_texts, part_centres, node_command);
    if (nested)   // on the text box, its left end (a trailing blank is on the right), drawn over the shape
        place_nested_picture(inner, g.centre - Vec2(text.width / 2, text.total_height() / 2));
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
        } else if (g.shape == NodeShape::Rectangle && set.node.cross) {
            // cross out: south west to north east, then north west to south east; strike out: the first.
            // pgf draws them between the anchors, the outer sep included.
            const double w = g.half_width + g.outer_sep, h = g.half_height + g.outer_sep;
            add_item(Segment{c + Vec2(-w, h), c + Vec2(w, -h)}, style, command, false);
            if (set.node.cross == 2) add_item(Segment{c + Vec2(-w, -h), c + Vec2(w, h)}, style, command, false);
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
        if (text.ink_height >= 0) {   // the glyphs on the baseline the set height and depth put (y down)
            const double baseline = c.y() + text.total_height() / 2 - text.depth;
            item.box.add(Vec2(c.x() - text.width / 2, baseline + text.ink_depth));
            item.box.add(Vec2(c.x() + text.width / 2, baseline - text.ink_height));
        } else {
            item.box.add(c - Vec2(text.width / 2, text.total_height() / 2));
            item.box.add(c + Vec2(text.width / 2, text.total_height() / 2));
        }
        // TikZ sets a node's text in `text=`, else the current colour: `fill=` and `draw=`
        // paint its shape only.
        Paint ink = state.paint;
        ink.fill = state.paint.text.value_or(state.paint.color);
        Style style = make_style(ink, false, true, "");
        style.fill_text.clear();
        add_item(item, style, command, false);
    }
}

// A rectangle split's `rectangle split part fill`: each part's box in its colour (the list's
// last colour for the parts past it; `none` leaves a part unfilled), behind the shape.
void Interpreter::emit_split_fills(const NodeGeometry& g, const State& state, const std::vector<std::string>& fills,
                                   const Command& command) {
    if (fills.empty()) return;
    for (size_t i = 0; i < g.part_boxes.size(); ++i) {
        const std::string& colour = fills[std::min(i, fills.size() - 1)];
        const auto& [a, b] = g.part_boxes[i];
        if (colour == "none" || a == b) continue;
        Paint paint = state.paint;
        paint.fill = colour;
        const Style style = make_style(paint, false, true, colour);
        Path box;
        box.closed = true;
        const Vec2 corners[4] = {g.centre + a, g.centre + Vec2(b.x(), a.y()), g.centre + b, g.centre + Vec2(a.x(), b.y())};
        for (int k = 0; k < 4; ++k) box.pieces.push_back(PathPiece::line(kFlip.apply(corners[k]), kFlip.apply(corners[(k + 1) % 4])));
        add_item(box, style, command, false);
    }
}

// A rectangle split's lines between its parts (when the shape is drawn) and each part's text.
void Interpreter::emit_split_parts(const NodeGeometry& g, const State& state, const OptionSet& set,
                                   const std::vector<SetText>& texts, const std::vector<Vec2>& centres,
                                   const Command& command) {
    const bool draws = (set.draw_on || set.shade) && !set.draw_off;
    if (draws && set.node.split_draw_splits) {
        const Style style = make_style(state.paint, true, false, "");
        for (const auto& [a, b] : g.splits)
            add_item(Segment{kFlip.apply(g.centre + a), kFlip.apply(g.centre + b)}, style, command, false);
    }
    for (size_t i = 0; i < texts.size() && i < centres.size(); ++i) {
        if (texts[i].plain.empty()) continue;
        const Vec2 c = kFlip.apply(g.centre + centres[i]);
        Text item;
        item.anchor = c;
        item.content = texts[i].plain;
        item.font_size = set.node.font_size;
        item.box.add(c - Vec2(texts[i].width / 2, texts[i].total_height() / 2));
        item.box.add(c + Vec2(texts[i].width / 2, texts[i].total_height() / 2));
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
