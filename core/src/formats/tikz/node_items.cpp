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

Vec2 direction(double degrees) {
    const double a = degrees * kPi / 180;
    return Vec2(std::cos(a), std::sin(a));
}

// A label's position word as an angle: above = 90, below left = 225, an anchor name, a number.
std::optional<double> label_angle(std::string_view where) {
    static const std::pair<std::string_view, double> kWords[] = {
        {"above", 90},        {"below", 270},       {"left", 180},        {"right", 0},
        {"north", 90},        {"south", 270},       {"west", 180},        {"east", 0},
        {"above left", 135},  {"above right", 45},  {"below left", 225},  {"below right", 315},
        {"north west", 135},  {"north east", 45},   {"south west", 225},  {"south east", 315},
        {"center", 90}};
    for (const auto& [word, angle] : kWords)
        if (where == word) return angle;
    char* end = nullptr;
    const std::string text(where);
    const double a = std::strtod(text.c_str(), &end);
    if (!text.empty() && end == text.c_str() + text.size()) return a;
    return std::nullopt;
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
    draft.offset = s.position();
    if (coordinate_only) draft.set.node.shape = NodeShape::Coordinate;
    else if (draft.state.styles->count("every node"))
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
            draft.at = coordinate(expand(tokens), paren + 1, draft.state);
            if (!draft.at) return false;
            continue;
        }
        if (coordinate_only) break;
        if (t->is_char('{')) {
            const size_t open = t->offset;
            Tokens text;
            s.read_group(text);
            draft.text = std::string(trim(expand(text)));
            check_typeset_text(draft.text, open, text.empty() ? open + 2 : text.back().end() + 1);
            return true;
        }
        error("tikz.node.syntax", "A node needs its text in braces, as in node {A} or node {} (TeX would stop here).",
              t->offset, t->end());
        return false;
    }
    return true;
}

void Interpreter::place_node(const NodeDraft& draft, Vec2 at, const Command& command) {
    const NodeSpec& spec = draft.set.node;
    // positioning: above=of A places this node's anchor a node distance beyond A's.
    if (!spec.of_node.empty()) {
        const std::string* ref = nullptr;
        const std::optional<Vec2> base = named(spec.of_node, draft.offset, &ref);
        if (!base) return;
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
    NodeGeometry g;
    g.shape = spec.shape;
    // TikZ's outer sep: half the line width, so lines end on the outside of the stroke.
    g.outer_sep = spec.shape == NodeShape::Coordinate ? 0 : 0.5 * draft.state.paint.line_width;
    TextSize size = measure_text(draft.text, spec.font_size);
    if (spec.text_width > 0 && size.width > 0) {   // the text wraps to its width
        const double lines = std::max(1.0, std::ceil(size.width / spec.text_width));
        size.height += (lines - 1) * 1.2 * spec.font_size;   // lines 12pt apart at 10pt
        size.width = spec.text_width;
    }
    const double hx = size.width / 2 + spec.inner_xsep, hy = size.height / 2 + spec.inner_ysep;
    switch (spec.shape) {
        case NodeShape::Coordinate: break;
        case NodeShape::Circle:
            g.radius = std::max({std::hypot(hx, hy), spec.min_width / 2, spec.min_height / 2});
            g.half_width = g.half_height = g.radius;
            break;
        case NodeShape::Ellipse:
            g.half_width = std::max(hx * std::sqrt(2.0), spec.min_width / 2);
            g.half_height = std::max(hy * std::sqrt(2.0), spec.min_height / 2);
            break;
        case NodeShape::Rectangle:
            g.half_width = std::max(hx, spec.min_width / 2);
            g.half_height = std::max(hy, spec.min_height / 2);
            break;
    }
    Vec2 anchor_offset(0, 0);
    if (!node_anchor(g, spec.anchor, anchor_offset)) {
        warn("tikz.node.anchor", "\"" + spec.anchor + "\" is not an anchor Plumbline knows; the centre was used.",
             draft.offset, draft.offset + 1);
        anchor_offset = Vec2(0, 0);
    }
    g.centre = at + spec.shift - anchor_offset;
    if (!spec.name.empty()) nodes_[spec.name] = g;
    Command node_command = command;
    if (draft.coordinate_only || spec.shape == NodeShape::Coordinate) {
        emit_labels(g, draft, node_command);   // \coordinate[label=above:$A$] is common in geometry
        return;
    }

    const bool draws = (draft.set.draw_on || draft.set.shade) && !draft.set.draw_off;
    const bool fills = draft.set.fill_on && !draft.set.fill_off;
    picture_size_.add_node(g, draws ? draft.state.paint.line_width : 0.0);
    if (draws || fills) {
        const std::string fill_text = draft.state.paint.fill.value_or(draft.state.paint.color_written ? draft.state.paint.color : "");
        const Style style = make_style(draft.state, draws, fills, fill_text);
        const Vec2 c = kFlip.apply(g.centre);
        if (spec.shape == NodeShape::Circle) {
            add_item(Circle{c, g.radius}, style, node_command, false);
        } else if (spec.shape == NodeShape::Ellipse) {
            add_item(Ellipse{c, std::max(g.half_width, g.half_height), std::min(g.half_width, g.half_height),
                             g.half_width >= g.half_height ? 0.0 : kPi / 2},
                     style, node_command, false);
        } else {
            Path box;
            box.closed = true;
            const Vec2 corners[4] = {c + Vec2(-g.half_width, -g.half_height), c + Vec2(g.half_width, -g.half_height),
                                     c + Vec2(g.half_width, g.half_height), c + Vec2(-g.half_width, g.half_height)};
            for (int k = 0; k < 4; ++k) box.pieces.push_back(PathPiece::line(corners[k], corners[(k + 1) % 4]));
            add_item(box, style, node_command, false);
        }
    }
    if (!draft.text.empty()) {
        Text text;
        text.anchor = kFlip.apply(g.centre);
        text.content = draft.text;
        text.font_size = spec.font_size;
        text.box.add(text.anchor - Vec2(size.width / 2, size.height / 2));
        text.box.add(text.anchor + Vec2(size.width / 2, size.height / 2));
        Style style = make_style(draft.state, false, true, "");
        style.fill_text.clear();
        add_item(text, style, node_command, false);
    }
    emit_labels(g, draft, node_command);
}

// Text pdflatex typesets: a character LaTeX has not set up stops the run (tex_characters.hpp).
// Located in the source when it is written there (not produced by a macro).
void Interpreter::check_typeset_text(std::string_view text, size_t begin, size_t end) {
    // An unescaped $ opens math mode until the next one: left open, TeX stops at the brace.
    int dollars = 0;
    for (size_t i = 0; i < text.size(); ++i)
        if (text[i] == '$' && (i == 0 || text[i - 1] != '\\')) ++dollars;
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

void Interpreter::emit_labels(const NodeGeometry& g, const NodeDraft& draft, const Command& command) {
    for (const std::string& label : draft.set.node.labels) {
        std::string_view rest = trim(label);
        if (!rest.empty() && rest.front() == '[') {   // label={[red]above:A}: options for the label
            const size_t close = rest.find(']');
            rest = close == std::string_view::npos ? std::string_view() : trim(rest.substr(close + 1));
        }
        double angle = 90;
        const size_t colon = split_top(rest, ':').size() > 1 ? split_top(rest, ':')[0].size() : std::string_view::npos;
        if (colon != std::string_view::npos) {
            if (const std::optional<double> a = label_angle(trim(rest.substr(0, colon)))) {
                angle = *a;
                rest = trim(rest.substr(colon + 1));
            }
        }
        const std::string content(strip_braces(rest));
        check_typeset_text(content, draft.offset, draft.offset + 1);
        const TextSize size = measure_text(content, kFontSize);
        const Vec2 u = direction(angle);
        const Vec2 border = node_border(g, g.centre + u);
        const Vec2 centre = border + Vec2(u.x() * (size.width / 2 + 10.0 / 3), u.y() * (size.height / 2 + 10.0 / 3));
        NodeGeometry label_node;   // the label is a node too: its box counts for the picture size
        label_node.centre = centre;
        label_node.half_width = size.width / 2 + 10.0 / 3;
        label_node.half_height = size.height / 2 + 10.0 / 3;
        picture_size_.add_node(label_node, 0.0);
        Text text;
        text.anchor = kFlip.apply(centre);
        text.content = content;
        text.font_size = kFontSize;
        text.box.add(text.anchor - Vec2(size.width / 2, size.height / 2));
        text.box.add(text.anchor + Vec2(size.width / 2, size.height / 2));
        Style style = make_style(draft.state, false, true, "");
        add_item(text, style, command, false);
    }
}

}  // namespace plumbline::tikz
