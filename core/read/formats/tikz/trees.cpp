// `child` trees (tikz.code.tex's \tikz@children@collected, \tikz@childnode): the children
// of the last node on a path, each placed by the default growth function (a level
// distance along `grow`, siblings a sibling distance apart, centred on the parent), its
// node named <parent>-<k>, and joined to its parent by an `edge from parent` (a path of
// its own, drawn: `edge from parent/.style={draw}`), border to border.
#include <algorithm>
#include <cmath>

#include "base/numbers.hpp"
#include "formats/tikz/interpreter.hpp"

namespace plumbline::tikz {

namespace {

bool letter(const Token* t) {
    return t && t->kind == Token::Kind::Char && ((t->c >= 'a' && t->c <= 'z') || (t->c >= 'A' && t->c <= 'Z'));
}

std::string word_at(Stream& s) {
    std::string w;
    while (letter(s.peek())) w += s.next()->c;
    return w;
}

Vec2 polar(double degrees, double r) {
    const double a = degrees * kPi / 180;
    return Vec2(r * std::cos(a), r * std::sin(a));
}

struct Child {
    std::string options;
    size_t options_offset = 0;
    Tokens body;
    size_t offset = 0;
};

}  // namespace

bool Interpreter::tree_children(Stream& s, const State& state, const OptionSet& set, const TreeParent& parent,
                                int level, Command& command, size_t offset) {
    if (level > 64 || level > limits_.max_depth) {
        error("read.limit.depth", "This tree nests children more than 64 levels deep; the rest was not read.", offset,
              offset + 5);
        depth_stopped_ = true;
        return false;
    }
    // The children written one after another: child [options] {body}.
    std::vector<Child> children;
    for (;;) {
        Child c;
        c.offset = offset;
        if (!read_options(s, c.options, c.options_offset)) c.options.clear();
        s.skip_spaces();
        if (letter(s.peek())) {
            const size_t at = s.position();
            const std::string w = word_at(s);
            if (w == "foreach") {
                error("tikz.path.unsupported", "child foreach is not supported by Plumbline's TikZ reader.", at,
                      at + w.size());
                return false;
            }
            s.push_front(text_tokens(w, static_cast<std::uint32_t>(at)));
        }
        s.skip_spaces();
        if (const Token* t = s.peek(); t && t->is_char('{')) s.read_group(c.body);
        children.push_back(std::move(c));
        if (!budget_.spend(offset)) return false;
        s.skip_spaces();
        if (!letter(s.peek())) break;
        const size_t at = s.position();
        const std::string w = word_at(s);
        if (w != "child") {
            s.push_front(text_tokens(w, static_cast<std::uint32_t>(at)));
            break;
        }
        offset = at;
    }
    // The children's level: `level` with the level's number, then `level <n>`.
    State level_state = state;
    OptionSet level_set = set;
    const std::string n = std::to_string(level + 1);
    if (level_state.styles->count("level")) apply_style("level", n, offset, level_state, level_set, 1);
    if (level_state.styles->count("level " + n)) apply_style("level " + n, "", offset, level_state, level_set, 1);
    const int count = static_cast<int>(children.size());
    for (int k = 1; k <= count; ++k) {
        const Child& c = children[k - 1];
        State cs = level_state;
        OptionSet cset = level_set;
        cset.node = NodeSpec();
        cs.tree_missing = false;
        if (cs.styles->count("every child")) apply_style("every child", "", c.offset, cs, cset, 1);
        if (!c.options.empty()) apply_options(c.options, c.options_offset, cs, cset);
        if (cs.tree_missing) continue;
        // The default growth function: a level distance along grow, then back half the row
        // of siblings and forward k sibling distances (in the picture's frame).
        const double left = cs.grow_angle + (cs.grow_swapped ? 90 : -90);
        const double right = cs.grow_angle + (cs.grow_swapped ? -90 : 90);
        const Vec2 v = polar(cs.grow_angle, cs.level_distance) + polar(left, (count + 1) * 0.5 * cs.sibling_distance) +
                       polar(right, k * cs.sibling_distance);
        const Vec2 own_shift = cs.ctm.apply(Vec2(0, 0)) - level_state.ctm.apply(Vec2(0, 0));
        const Vec2 at = parent.geometry.centre + cs.ctm.apply_linear(v) + own_shift;

        Stream body(std::make_shared<const Tokens>(c.body), macros_, budget_);
        body.skip_spaces();
        NodeDraft draft;
        bool has_node = false;
        if (letter(body.peek())) {
            const size_t at_word = body.position();
            const std::string w = word_at(body);
            if (w == "node" || w == "coordinate") {
                draft.allow_at = true;
                if (!read_node(body, cs, w == "coordinate", draft)) return false;
                has_node = true;
            } else {
                body.push_front(text_tokens(w, static_cast<std::uint32_t>(at_word)));
            }
        }
        if (!has_node) {
            draft = NodeDraft();
            draft.state = cs;
            draft.coordinate_only = true;
            draft.set.node.shape = NodeShape::Coordinate;
            draft.offset = c.offset;
        }
        if (draft.set.node.name.empty() && !parent.name.empty())
            draft.set.node.name = parent.name + "-" + std::to_string(k);
        last_node_.reset();
        place_node(draft, draft.at.value_or(at), command);
        if (!last_node_) return false;
        const TreeParent me{draft.set.node.name, *last_node_};
        // The rest of the body: the child's own children, and its edge from parent.
        State edge_state = cs;
        OptionSet edge_set = cset;
        std::vector<NodeDraft> edge_labels;
        for (;;) {
            if (budget_.stop) return false;
            body.skip_spaces();
            const Token* t = body.peek();
            if (!t) break;
            if (!letter(t)) {
                error("tikz.path.unsupported",
                      "Only node, child and edge from parent are read inside a child (TeX may draw more here).",
                      t->offset, t->end());
                return false;
            }
            const size_t at_word = body.position();
            const std::string w = word_at(body);
            if (w == "child") {
                if (!tree_children(body, cs, cset, me, level + 1, command, at_word)) return false;
                continue;
            }
            if (w == "edge") {   // edge from parent [options] node {label} ...
                body.skip_spaces();
                const std::string from = word_at(body);
                body.skip_spaces();
                const std::string par = word_at(body);
                if (from != "from" || par != "parent") {
                    error("tikz.path.syntax", "Expected \"edge from parent\" inside a child.", at_word, at_word + 4);
                    return false;
                }
                std::string options;
                size_t options_offset = 0;
                if (read_options(body, options, options_offset))
                    edge_set.path = PathSpec(), apply_options(options, options_offset, edge_state, edge_set);
                for (;;) {
                    body.skip_spaces();
                    if (!letter(body.peek())) break;
                    const size_t label_at = body.position();
                    const std::string lw = word_at(body);
                    if (lw != "node") {
                        body.push_front(text_tokens(lw, static_cast<std::uint32_t>(label_at)));
                        break;
                    }
                    NodeDraft label;
                    if (!read_node(body, edge_state, false, label)) return false;
                    edge_labels.push_back(std::move(label));
                }
                continue;
            }
            error("tikz.path.unsupported",
                  "The operation \"" + w + "\" inside a child is not supported by Plumbline's TikZ reader.", at_word,
                  at_word + w.size());
            return false;
        }
        // The edge: (parent) -- (child), anchors given or on the borders.
        const auto end_point = [](const NodeGeometry& g, const std::string& anchor, const Vec2& other) {
            Vec2 p = g.centre;
            if (!anchor.empty() && anchor != "border" && node_anchor(g, anchor, p)) return p;
            return node_border(g, other);
        };
        const Vec2 a = end_point(parent.geometry, cs.parent_anchor, me.geometry.centre);
        const Vec2 b = end_point(me.geometry, cs.child_anchor, parent.geometry.centre);
        OptionSet drawn = edge_set;
        drawn.node = NodeSpec();
        State drawn_state = edge_state;
        if (drawn_state.styles->count("edge from parent"))
            apply_style("edge from parent", "", c.offset, drawn_state, drawn, 1);
        else
            drawn.draw_on = true;
        BuiltPath edge;
        Path line;
        line.pieces.push_back(PathPiece::line(a, b));
        edge.subpaths.push_back(std::move(line));
        const bool draws = drawn.draw_on && !drawn.draw_off;
        const bool fills = drawn.fill_on && !drawn.fill_off;
        const int edge_item = static_cast<int>(out_.scene.items.size());
        emit_path(edge, drawn_state, drawn, command, draws, fills);
        protocol_path(edge, drawn_state, draws);
        for (const NodeDraft& label : edge_labels) {
            const double pos = label.set.node.pos.value_or(0.5);
            const auto [first, end] = place_node(label, a + pos * (b - a), command);
            if (edge_item < static_cast<int>(out_.scene.items.size()) && draws)
                for (int j = first; j < end; ++j) out_.scene.items[j].label_of = edge_item;
        }
    }
    return true;
}

}  // namespace plumbline::tikz
