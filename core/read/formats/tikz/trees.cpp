// `child` trees (tikz.code.tex's \tikz@children@collected, \tikz@childnode): the children
// of the last node on a path, each placed by the default growth function (a level
// distance along `grow`, siblings a sibling distance apart, centred on the parent), its
// node named <parent>-<k>, and joined to its parent by an `edge from parent` (a path of
// its own, drawn: `edge from parent/.style={draw}`), border to border.
#include <algorithm>
#include <cmath>

#include "base/numbers.hpp"
#include "formats/tikz/interpreter.hpp"
#include "scene/translate.hpp"

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

// \matrix (pgfmatrix with the matrix library): cells separated by & (or the ampersand
// replacement) and rows by \\ (its optional [sep] added to that row's), each cell's content
// run with its origin at the cell's: statements, or in a `matrix of nodes` a node
// `\node[anchor=base, <|[options]|>] (m-i-j) {text};` (math nodes: the text in $..$), in a scope
// taking the `column j`, `row i` and `row i column j` styles. Columns are as wide as their
// widest cell on either side of the origins, rows as tall, `column sep` and `row sep` between
// them, as pgf's \halign sets them; the matrix is a node (its options, its name, `at` or
// positioning) whose text is the cells' box, and the cells are moved to where it puts them.
namespace plumbline::tikz {

bool Interpreter::matrix_key(const KeyValue& kv, size_t offset) {
    MatrixSpec& m = *matrix_keys_;
    const std::string& k = kv.key;
    if (k == "matrix of nodes" || k == "matrix of math nodes") {
        m.of_nodes = true;
        m.math = k == "matrix of math nodes";
        return true;
    }
    if (k == "nodes in empty cells") {
        m.empty_cells = !kv.has_value || trim(kv.value) == "true";
        return true;
    }
    if (k == "ampersand replacement" && kv.has_value) {
        m.ampersand = std::string(trim(kv.value));
        if (!m.ampersand.empty() && m.ampersand.front() == '\\') m.ampersand.erase(0, 1);
        return true;
    }
    if ((k == "row sep" || k == "column sep") && kv.has_value) {
        const std::vector<std::string_view> parts = split_top(kv.value, ',');
        if (parts.size() > 1)
            once(Severity::Warning, "matrix-sep", "tikz.option.incomplete",
                 "\\matrix: `" + k + "=" + kv.value + "` is read as its length alone (between borders): "
                 "the reading is incomplete.",
                 offset, offset + k.size());
        if (const std::optional<double> d = length(parts.empty() ? std::string_view() : parts[0], offset))
            (k == "row sep" ? m.row_sep : m.column_sep) = *d;
        return true;
    }
    if (k == "matrix" || k == "matrix anchor") return true;
    return false;
}

void Interpreter::matrix_command(Stream& s, const Token& t, int depth) {
    Command command{std::string(t.name), command_count_++, t.offset, t.end()};
    std::string options, name;
    size_t options_offset = t.end();
    std::optional<std::string> at_text;
    size_t at_offset = 0;
    Tokens body;
    bool have_body = false;
    for (int guard = 0; guard < 64 && !have_body; ++guard) {
        s.skip_spaces();
        const Token* p = s.peek();
        if (!p) break;
        if (p->is_char('[')) {
            std::string more;
            size_t offset = 0;
            if (read_options(s, more, offset)) {
                if (options.empty()) options_offset = offset;
                options += (options.empty() ? "" : ",") + more;
            }
        } else if (p->is_char('(')) {
            Tokens n;
            s.read_delimited('(', ')', n);
            name = std::string(trim(expand(n)));
        } else if (p->is_char('a')) {
            const size_t a_at = p->offset;
            s.next();
            const Token* q = s.peek();
            if (!q || !q->is_char('t')) {
                error("tikz.node.syntax", "\\matrix: expected \"at (coordinate)\" or its cells in braces.", a_at, a_at + 1);
                s.read_until(';');
                s.accept(';');
                return;
            }
            s.next();
            s.skip_spaces();
            const Token* paren = s.peek();
            if (!paren || !paren->is_char('(')) {
                error("tikz.node.syntax", "\"at\" must be followed by a coordinate in parentheses.", a_at, a_at + 2);
                s.read_until(';');
                s.accept(';');
                return;
            }
            at_offset = paren->offset + 1;
            Tokens c;
            s.read_delimited('(', ')', c);
            at_text = expand(c);
        } else if (p->is_char('{')) {
            have_body = s.read_group(body);
        } else {
            break;
        }
    }
    if (!have_body) {
        error("tikz.node.syntax", "\\matrix needs its cells in braces, as in \\matrix {\\node {a}; & \\node {b}; \\\\};",
              t.offset, t.end());
        s.read_until(';');
        s.accept(';');
        return;
    }
    s.skip_spaces();
    if (const Token* semi = s.peek(); semi && semi->is_char(';')) s.next();
    else error("tikz.syntax.semicolon", "\\matrix ends without its `;` (TeX would stop here).", s.position(), s.position() + 1);

    // The matrix's options: its own keys (matrix_key), the node's, and styles for the cells.
    const State outer = states_.back();   // a copy: the cells push states
    State state = outer;
    OptionSet set;
    MatrixSpec spec;
    matrix_keys_ = &spec;
    apply_options(options, options_offset, state, set);
    matrix_keys_ = nullptr;
    if (!name.empty()) set.node.name = name;
    name = set.node.name;

    // The cells: & (or the replacement) and \\ at the top level of the braces.
    struct Cell {
        int row = 0, column = 0;
        Tokens tokens;
        Box box;   // canvas pt, about the cell's origin
        size_t first = 0, end = 0;
        std::vector<std::string> nodes;
    };
    std::vector<Cell> cells;
    std::vector<double> extra_row_sep;
    {
        int row = 0, column = 0, brace = 0;
        Cell current;
        auto finish_cell = [&] {
            current.row = row, current.column = column;
            cells.push_back(std::move(current));
            current = Cell();
        };
        for (size_t i = 0; i < body.size(); ++i) {
            const Token& k = body[i];
            if (k.is_char('{')) ++brace;
            if (k.is_char('}')) --brace;
            const bool amp = brace == 0 && (spec.ampersand.empty() ? k.is_char('&') : k.is_command(spec.ampersand));
            const bool row_end = brace == 0 && k.is_command("\\");
            if (amp) {
                finish_cell();
                ++column;
            } else if (row_end) {
                finish_cell();
                double extra = 0;
                size_t j = i + 1;
                while (j < body.size() && body[j].is_space()) ++j;
                if (j < body.size() && body[j].is_char('[')) {   // \\[5pt]: more space under this row
                    Tokens sep;
                    size_t close = j + 1;
                    while (close < body.size() && !body[close].is_char(']')) sep.push_back(body[close++]);
                    if (const std::optional<double> d = length(expand(sep), body[j].offset)) extra = *d;
                    i = close;
                }
                if (static_cast<int>(extra_row_sep.size()) <= row) extra_row_sep.resize(row + 1, 0);
                extra_row_sep[row] = extra;
                ++row;
                column = 0;
            } else {
                current.tokens.push_back(k);
            }
        }
        // What follows the last \\ is a last row only when it holds something.
        bool blank = true;
        for (const Token& k : current.tokens) blank &= k.is_space();
        if (!blank) finish_cell();
    }

    // Each cell run at the current origin, its items and size recorded.
    std::vector<std::string> log;
    for (Cell& cell : cells) {
        if (budget_.stop) return;
        State cell_state = state;
        OptionSet ignored;
        const std::string row = "row " + std::to_string(cell.row + 1), column = "column " + std::to_string(cell.column + 1);
        for (const std::string& style : {column, row, row + " " + column})
            if (cell_state.styles->count(style)) apply_style(style, "", t.offset, cell_state, ignored, 0);
        std::string text;
        // A cell of a matrix of nodes that starts with a path command (\node, \draw, ..) is run
        // as it stands, as the matrix library does (\tikz@signal@path).
        size_t first = 0;
        while (first < cell.tokens.size() && cell.tokens[first].is_space()) ++first;
        const bool plain = first < cell.tokens.size() && cell.tokens[first].kind == Token::Kind::Command &&
                           one_of(cell.tokens[first].name, {"node", "draw", "path", "fill", "filldraw", "coordinate",
                                                            "shade", "shadedraw", "pattern", "clip"});
        if (spec.of_nodes && !plain) {
            size_t start = 0;
            while (start < cell.tokens.size() && cell.tokens[start].is_space()) ++start;
            std::string cell_options;
            if (start < cell.tokens.size() && cell.tokens[start].is_char('|')) {   // |[fill=red]| text
                size_t close = start + 1;
                while (close < cell.tokens.size() && !cell.tokens[close].is_char('|')) ++close;
                std::string inner = to_text(cell.tokens, start + 1, close);
                inner = std::string(trim(inner));
                if (inner.size() >= 2 && inner.front() == '[' && inner.back() == ']') cell_options = inner.substr(1, inner.size() - 2);
                start = std::min(close + 1, cell.tokens.size());
            }
            const std::string content(trim(to_text(cell.tokens, start)));
            if (content.empty() && cell_options.empty() && !spec.empty_cells) continue;
            text = "\\node[anchor=base," + cell_options + "]" +
                   (name.empty() ? std::string() : "(" + name + "-" + std::to_string(cell.row + 1) + "-" +
                                                       std::to_string(cell.column + 1) + ")") +
                   "{" + (spec.math && !content.empty() ? "$" + content + "$" : content) + "};";
        }
        states_.push_back(cell_state);
        const PictureSize saved = picture_size_;
        picture_size_ = PictureSize();
        cell.first = out_.scene.items.size();
        log.clear();
        node_log_ = &log;
        if (spec.of_nodes && !plain) {
            run_generated(text, t, depth);
        } else {
            Stream cell_stream(std::make_shared<const Tokens>(cell.tokens), macros_, budget_);
            run_stream(cell_stream, depth + 1);
        }
        node_log_ = nullptr;
        cell.end = out_.scene.items.size();
        cell.nodes = log;
        const Box measured = picture_size_.box();
        picture_size_ = saved;
        states_.pop_back();
        // About the origin the cell ran at.
        const Vec2 origin = state.ctm.apply(Vec2(0, 0));
        if (!measured.empty) {
            cell.box.add(measured.min - origin);
            cell.box.add(measured.max - origin);
        }
    }

    // Columns and rows as pgf's \halign sets them.
    int rows = 0, columns = 0;
    for (const Cell& c : cells) rows = std::max(rows, c.row + 1), columns = std::max(columns, c.column + 1);
    std::vector<double> left(columns, 0), right(columns, 0), above(rows, 0), below(rows, 0);
    for (const Cell& c : cells) {
        if (c.box.empty) continue;
        left[c.column] = std::max(left[c.column], -c.box.min.x());
        right[c.column] = std::max(right[c.column], c.box.max.x());
        above[c.row] = std::max(above[c.row], c.box.max.y());
        below[c.row] = std::max(below[c.row], -c.box.min.y());
    }
    std::vector<double> x(columns, 0), y(rows, 0);
    double width = 0, height = 0;
    for (int j = 0; j < columns; ++j) {
        x[j] = (j == 0 ? 0 : x[j - 1] + right[j - 1] + spec.column_sep) + left[j];
        width = x[j] + right[j];
    }
    for (int i = 0; i < rows; ++i) {
        const double extra = i > 0 && i - 1 < static_cast<int>(extra_row_sep.size()) ? extra_row_sep[i - 1] : 0;
        y[i] = (i == 0 ? 0 : y[i - 1] - below[i - 1] - spec.row_sep - extra) - above[i];
        height = -(y[i] - below[i]);
    }

    // The matrix node: its text is the cells' box.
    NodeDraft draft;
    draft.state = state;
    draft.set = set;
    draft.offset = t.offset;
    draft.set.node.text_box = Vec2(std::max(width, 0.0), std::max(height, 0.0));
    draft.own_shift = state.ctm.apply(Vec2(0, 0)) - outer.ctm.apply(Vec2(0, 0));
    if (at_text) {
        draft.at = coordinate(*at_text, at_offset, outer);
        if (!draft.at) return;
    }
    const Vec2 at = draft.at.value_or(outer.ctm.apply(Vec2(0, 0)));
    place_node(draft, at, command);
    if (!last_node_) return;
    const Vec2 top_left = last_node_->centre + Vec2(-width / 2, height / 2);
    const Vec2 origin = state.ctm.apply(Vec2(0, 0));
    for (const Cell& c : cells) {
        const Vec2 d = top_left + Vec2(x[c.column], y[c.row]) - origin;
        for (size_t i = c.first; i < c.end && i < out_.scene.items.size(); ++i)
            translate_item(out_.scene.items[i], Vec2(d.x(), -d.y()));
        for (const std::string& n : c.nodes)
            if (auto it = nodes_.find(n); it != nodes_.end()) it->second.centre += d;
    }
}

}  // namespace plumbline::tikz
