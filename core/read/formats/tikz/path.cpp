// Path commands and their operations: move-to, --, |-, -|, cycle, rectangle, circle,
// ellipse, arc, .. controls .., to and edge (straight or curved), grid, plot, and nodes
// and coordinates on the path. Geometry is built in canvas pt (y up).
#include <algorithm>
#include <cmath>
#include <map>

#include <Eigen/LU>

#include "base/numbers.hpp"
#include "formats/tikz/interpreter.hpp"
#include "formats/tikz/pgfmath.hpp"

namespace plumbline::tikz {

namespace {

Vec2 direction(double degrees) {
    const double a = degrees * kPi / 180;
    return Vec2(std::cos(a), std::sin(a));
}

bool is_letter(const Token* t) {
    return t && t->kind == Token::Kind::Char && ((t->c >= 'a' && t->c <= 'z') || (t->c >= 'A' && t->c <= 'Z'));
}

// The statement-level commands that mean a path ended without its ';'.
bool ends_statement(const Token& t) {
    static const char* const kNames[] = {"draw", "path", "fill", "filldraw", "shade", "shadedraw", "clip", "node",
                                         "coordinate", "begin", "end", "def", "tikzset", "pic", "matrix",
                                         "newcommand", "pgfmathsetmacro", "definecolor", "colorlet", "par"};
    if (t.kind != Token::Kind::Command) return false;
    for (const char* n : kNames)
        if (t.name == n) return true;
    return false;
}

}  // namespace

void Interpreter::path_command(Stream& s, const Token& t, int depth) {
    (void)depth;
    Command command{std::string(t.name), command_count_++, t.offset, t.end()};
    last_node_.reset();   // a tree's parent is a node of this path
    State state = states_.back();
    OptionSet set;
    if (state.styles->count("every path")) apply_style("every path", "", t.offset, state, set, 0);
    const std::string n(t.name);
    bool draws = n == "draw" || n == "filldraw" || n == "shadedraw";
    bool fills = n == "fill" || n == "filldraw" || n == "shade" || n == "shadedraw" || n == "pattern";
    // \node[...] and \coordinate[...] are \path node[...]: their options are the node's.
    const std::string_view implicit = n == "node" ? "node" : n == "coordinate" ? "coordinate" : "";
    std::string options;
    size_t options_offset = 0;
    if (implicit.empty() && read_options(s, options, options_offset)) apply_options(options, options_offset, state, set);
    BuiltPath built;
    const size_t macro_depth = macros_.depth();
    macros_.push();   // a `let`'s \p1, \x1, \n1 last to the end of the path
    path_operations(s, state, set, built, command, implicit);
    while (macros_.depth() > macro_depth) macros_.pop();
    draws = (draws || set.draw_on) && !set.draw_off;
    fills = (fills || set.fill_on) && !set.fill_off;
    if (set.decorate) {
        // A decoration moves the path's ink (a brace, a snake) or adds to it (markings):
        // what Plumbline does not draw leaves the geometry the checks see other than TeX's.
        bool all = built.conics.empty() && !built.subpaths.empty();
        for (Path& p : built.subpaths) all &= decorate_subpath(p, state.decoration_keys);
        if (!all)
            once(Severity::Warning, "decorate", "tikz.option.incomplete",
                 "The decoration" + (state.decoration.empty() ? std::string() : " \"" + state.decoration + "\"") +
                     " is not drawn; the path is read without it, so the reading is incomplete.",
                 set.decorate_offset, set.decorate_offset + 8);
        else if (state.decoration_keys.name != "brace")
            // A sampled wave: up to 2pt from pgf's (its phase at the ends differs).
            once(Severity::Warning, "decorate-wave", "tikz.option.incomplete",
                 "The decoration \"" + state.decoration + "\" is drawn as a sampled wave, up to 2pt from pgf's: the "
                 "reading is incomplete.",
                 set.decorate_offset, set.decorate_offset + 8);
    }
    // \clip and \useasboundingbox draw nothing of their own; `\clip[draw]` draws its path
    // too (its stroke not clipped, as pgf strokes before it clips).
    const int first_item = static_cast<int>(out_.scene.items.size());
    const bool patterned = set.pattern && !state.paint.pattern.empty() && n != "clip" && !set.clip;
    if (patterned) fills = false;   // the pattern replaces the fill colour
    emit_path(built, state, set, command, draws, fills);
    // Nodes placed along a drawn subpath label its item (subpaths are emitted first, in order).
    const int emitted = static_cast<int>(out_.scene.items.size()) - first_item;
    for (const BuiltPath::Label& label : built.labels)
        if (label.subpath < emitted)
            for (int k = label.first; k < label.end; ++k) out_.scene.items[k].label_of = first_item + label.subpath;
    if (patterned && !emit_pattern(built, state, command))
        once(Severity::Warning, "pattern:" + state.paint.pattern, "tikz.option.incomplete",
             "The pattern \"" + state.paint.pattern + "\" is not drawn by Plumbline (it draws pgf's line, grid, "
             "crosshatch, dots and bricks patterns): the reading is incomplete.",
             set.pattern_offset, set.pattern_offset + 7);
    protocol_path(built, state, draws);
    if (n == "clip" || set.clip) apply_clip(built, state, t);
    if (!set.path.name_path.empty()) {
        named_paths_[set.path.name_path] = built.subpaths;
        named_conics_[set.path.name_path] = built.conics;
        for (const Segment& g : built.grid) {
            Path line;
            line.pieces.push_back(PathPiece::line(g.a, g.b));
            named_paths_[set.path.name_path].push_back(line);
        }
    }
}

bool Interpreter::path_operations(Stream& s, State& state, OptionSet& set, BuiltPath& built, Command& command,
                                  std::string_view implicit) {
    Path current_path;
    Vec2 current(0, 0), rel_base(0, 0), subpath_start(0, 0);
    bool has_current = false;
    std::string current_node;            // the node the current point is the centre of
    // The last operation's pieces, for nodes placed at a position along it: pos is the
    // curve's own parameter (TikZ's time), and on |- and -| pos 0.5 is the corner.
    std::vector<PathPiece> last_op;
    std::vector<NodeDraft> pending;      // nodes written before the target of an operation
    size_t last_end = command.end;

    // Nodes placed along an operation of the subpath being built: they label it once it
    // is finished (and kept).
    std::vector<std::pair<int, int>> open_labels;
    auto finish_subpath = [&] {
        if (!current_path.pieces.empty()) {
            if (built.subpaths.size() < limits_.max_path_commands) {
                built.subpaths.push_back(std::move(current_path));
                for (const auto& [first, end] : open_labels)
                    built.labels.push_back({first, end, static_cast<int>(built.subpaths.size()) - 1});
            }
        }
        open_labels.clear();
        current_path = Path();
    };
    // A node placed along the last operation labels its subpath: the one being built, or
    // the one just closed (`-- cycle` finishes it before a node after it is read).
    auto label_last_op = [&](std::pair<int, int> range) {
        if (range.second <= range.first) return;
        if (!current_path.pieces.empty()) open_labels.push_back(range);
        else if (!built.subpaths.empty())
            built.labels.push_back({range.first, range.second, static_cast<int>(built.subpaths.size()) - 1});
    };
    auto move_to = [&](const Vec2& p) {
        finish_subpath();
        subpath_start = current = rel_base = p;
        has_current = true;
    };
    auto add_piece = [&](const PathPiece& piece) {
        if (!budget_.spend(command.begin)) return;
        current_path.pieces.push_back(piece);
    };
    auto along = [&](double pos) {
        if (last_op.size() == 2) return pos <= 0.5 ? last_op[0].point_at(2 * pos) : last_op[1].point_at(2 * pos - 1);
        return last_op.front().point_at(pos);
    };
    // Nodes written before an operation's target, placed along it; their item ranges.
    auto place_pending = [&] {
        std::vector<std::pair<int, int>> ranges;
        for (NodeDraft& d : pending) ranges.push_back(place_node(d, along(d.set.node.pos.value_or(0.5)), command));
        pending.clear();
        return ranges;
    };
    auto place_pending_labels = [&] {
        for (const auto& range : place_pending()) label_last_op(range);
    };
    // A point: (c), +(c) or ++(c). `node_name` is set for a bare node reference.
    auto read_point = [&](Vec2& out, std::string* node_name) -> bool {
        s.skip_spaces();
        int plus = 0;
        while (plus < 2 && s.accept('+')) ++plus;
        s.skip_spaces();
        const Token* t = s.peek();
        if (!t || !t->is_char('(')) {
            const size_t at = t ? t->offset : last_end;
            error("tikz.path.syntax", "Expected a coordinate in parentheses here.", at, at + 1);
            return false;
        }
        const size_t offset = t->offset;
        Tokens tokens;
        bool unclosed = false;
        if (!s.read_delimited('(', ')', tokens, &unclosed)) {
            error("tikz.syntax.paren", "This coordinate's '(' is never closed by ')'.", offset, offset + 1);
            return false;
        }
        last_end = tokens.empty() ? offset + 2 : tokens.back().end() + 1;
        const std::string text = expand(tokens);
        if (plus == 0 && has_current && trim(text).empty()) {   // `()`: the current point (a loop's target)
            out = current;
            if (node_name) *node_name = current_node;
            return true;
        }
        if (plus > 0) {
            bool named_point = false;
            const std::optional<Vec2> v = local_vector(text, offset + 1, state, &named_point);
            if (!v) return false;
            out = rel_base + (named_point ? *v : state.ctm.apply_linear(*v));
            if (plus == 2) rel_base = out;
            if (node_name) node_name->clear();
            return true;
        }
        const std::string* node = nullptr;
        const std::optional<Vec2> p = coordinate(text, offset + 1, state, &node);
        if (!p) return false;
        out = *p;
        rel_base = out;
        if (node_name) *node_name = node && nodes_.at(*node).shape != NodeShape::Coordinate ? *node : std::string();
        return true;
    };
    // A straight piece between two points, shortened to the borders of nodes at its ends.
    auto straight_to = [&](const Vec2& target, const std::string& target_node) {
        Vec2 from = current, to = target;
        if (!current_node.empty()) from = node_border(nodes_.at(current_node), target);
        if (!target_node.empty()) to = node_border(nodes_.at(target_node), current);
        if (current_path.pieces.empty() || (current_path.pieces.back().end() - from).norm() > 1e-9) {
            finish_subpath();
            subpath_start = from;
        }
        add_piece(PathPiece::line(from, to));
        last_op = {PathPiece::line(from, to)};
    };
    // A plot's points joined: from the current point (-- plot) or from a move to the first.
    auto add_plot = [&](const std::vector<Vec2>& points, const PlotShape& shape, bool line_to) {
        if (points.empty()) return;
        const bool cycle = shape.closed && points.size() > 2 && !line_to;
        if (line_to) add_piece(PathPiece::line(current, points[0]));
        else move_to(points[shape.smooth && cycle ? 1 : 0]);
        if (shape.smooth) {
            for (const PathPiece& piece : smooth_curve(points, shape.tension, cycle)) add_piece(piece);
        } else {
            for (size_t k = 1; k < points.size(); ++k) add_piece(PathPiece::line(points[k - 1], points[k]));
            if (cycle) add_piece(PathPiece::line(points.back(), points[0]));
        }
        current = current_path.pieces.empty() ? points[0] : current_path.pieces.back().end();
        if (cycle) {
            current_path.closed = true;
            finish_subpath();
        }
        rel_base = current;
        current_node.clear();
    };
    auto read_word = [&]() {
        std::string word;
        while (is_letter(s.peek())) word += s.next()->c;
        return word;
    };
    auto read_radii = [&](const State& frame, const std::string& rx_text, const std::string& ry_text, size_t offset,
                          Vec2& ax, Vec2& ay) -> bool {
        const State& state = frame;   // `rotate=` in a circle's own options turns its axes
        bool ux = false, uy = false;
        const std::optional<double> rx = number(rx_text, offset, &ux);
        const std::optional<double> ry = number(ry_text, offset, &uy);
        if (!rx || !ry) return false;
        ax = state.ctm.apply_linear(ux ? Vec2(*rx, 0) : Vec2(*rx * state.xvec));
        ay = state.ctm.apply_linear(uy ? Vec2(0, *ry) : Vec2(*ry * state.yvec));
        return true;
    };

    bool first = true;
    int foreach_result = 2;   // a \foreach inside the path: 1 read, 0 refused (path_foreach)
    for (;;) {
        if (budget_.stop) return false;
        if (first && !implicit.empty()) {
            first = false;
            NodeDraft draft;
            if (read_node(s, state, implicit == "coordinate", draft)) {
                const Vec2 at = draft.at.value_or(has_current ? current : state.ctm.apply(Vec2(0, 0)));
                place_node(draft, at, command);
            }
            continue;
        }
        first = false;
        s.skip_spaces();
        const Token* t = s.peek();
        // A \foreach after \node or \coordinate: read as the next statement, the ';' missing
        // (people forget it there; in \draw it is a \foreach inside the path).
        if (!t || ends_statement(*t) || t->is_char('}') || (t->is_command("foreach") && !implicit.empty()) ||
            (t->is_command("foreach") && [&] {
                // A \foreach whose body is no group is the next statement (its tokens are
                // given back): this path ended without its ';'.
                const Token fe = *t;
                s.next();
                foreach_result = path_foreach(s, fe);
                return foreach_result < 0;
            }())) {
            error("tikz.syntax.semicolon",
                  "Missing ';' at the end of this \\" + command.name + " (it starts at line " +
                      std::to_string(lines_.at(command.begin).line) + ").",
                  last_end, last_end + 1);
            finish_subpath();
            command.end = last_end;
            return false;
        }
        if (foreach_result == 0) return skip_to_semicolon(s, command);
        if (foreach_result == 1) {
            foreach_result = 2;
            continue;
        }
        const Token token = *t;
        last_end = std::max<size_t>(last_end, token.end());
        if (token.is_char(';')) {
            s.next();
            finish_subpath();
            command.end = token.end();
            return true;
        }
        if (token.is_char('[')) {
            std::string options;
            size_t offset = 0;
            if (read_options(s, options, offset)) apply_options(options, offset, state, set);
            continue;
        }
        if (token.is_char('(') || token.is_char('+')) {
            Vec2 p;
            std::string node;
            if (!read_point(p, &node)) return skip_to_semicolon(s, command);
            move_to(p);
            current_node = node;
            continue;
        }
        if (token.is_char('{') || token.is_char(' ')) {   // braces group path options in TikZ
            s.next();
            continue;
        }
        if (token.is_char('-') || token.is_char('|') || token.is_char('.')) {
            s.next();
            const Token* second = s.peek();
            const char a = token.c, b = second ? second->c : 0;
            const bool second_char = second && second->kind == Token::Kind::Char;
            if (!second_char || !((a == '-' && (b == '-' || b == '|')) || (a == '|' && b == '-') || (a == '.' && b == '.'))) {
                error("tikz.path.syntax",
                      std::string("Unknown path operation starting with '") + a + "': expected --, |-, -| or ..",
                      token.offset, token.end() + 1);
                return skip_to_semicolon(s, command);
            }
            s.next();
            if (!has_current) {
                error("tikz.path.syntax", "A path operation needs a starting point; write a coordinate first.",
                      token.offset, token.offset + 2);
                return skip_to_semicolon(s, command);
            }
            if (a == '.') {   // .. controls (a) and (b) .. (c)
                s.skip_spaces();
                if (read_word() != "controls") {
                    error("tikz.path.syntax", "Expected \"controls\" after '..'.", token.offset, token.offset + 2);
                    return skip_to_semicolon(s, command);
                }
                const Vec2 start = current;
                Vec2 c1, c2;
                // Control points move no base: ++ on one leaves the end relative to the start.
                const Vec2 base = rel_base;
                if (!read_point(c1, nullptr)) return skip_to_semicolon(s, command);
                rel_base = base;
                s.skip_spaces();
                bool second_relative = false;
                Vec2 second_vector(0, 0);
                bool has_second = false;
                if (is_letter(s.peek())) {
                    if (read_word() != "and") {
                        error("tikz.path.syntax", "Expected \"and\" or \"..\" after the first control point.",
                              token.offset, token.offset + 2);
                        return skip_to_semicolon(s, command);
                    }
                    s.skip_spaces();
                    second_relative = s.peek() && s.peek()->is_char('+');
                    const Vec2 saved = rel_base;
                    rel_base = Vec2(0, 0);
                    if (!read_point(c2, nullptr)) return skip_to_semicolon(s, command);
                    if (second_relative) second_vector = c2;
                    rel_base = saved;
                    has_second = true;
                }
                s.skip_spaces();
                if (!s.accept('.') || !s.accept('.')) {
                    error("tikz.path.syntax", "Expected '..' after the control points.", token.offset, token.offset + 2);
                    return skip_to_semicolon(s, command);
                }
                Vec2 end;
                std::string node;
                if (!read_point(end, &node)) return skip_to_semicolon(s, command);
                // A relative second control point is relative to the end point.
                if (!has_second) c2 = c1;
                else if (second_relative) c2 = end + second_vector;
                add_piece(PathPiece::cubic(start, c1, c2, end));
                last_op = {PathPiece::cubic(start, c1, c2, end)};
                current = end;
                current_node = node;
                place_pending_labels();
                continue;
            }
            // --, |-, -|: nodes may stand before the target.
            s.skip_spaces();
            while (is_letter(s.peek())) {
                const Token* w = s.peek();
                const size_t word_offset = w->offset;
                const std::string word = read_word();
                if (word == "node" || word == "coordinate") {
                    NodeDraft draft;
                    if (read_node(s, state, word == "coordinate", draft)) pending.push_back(std::move(draft));
                    s.skip_spaces();
                    continue;
                }
                if (word == "cycle" && a == '-' && b == '-') {
                    // A closepath: back to where the subpath started (a node's border when it
                    // started at one). A line that ended at a node ended its subpath there, so
                    // after one nothing is drawn (TikZ moves to the node's centre and closes that).
                    if (current_node.empty()) {
                        if ((current - subpath_start).norm() > 1e-12 || current_path.pieces.empty())
                            add_piece(PathPiece::line(current, subpath_start));
                        last_op = {PathPiece::line(current, subpath_start)};
                        current_path.closed = true;
                        place_pending_labels();
                        finish_subpath();
                        current = rel_base = subpath_start;
                    } else {
                        last_op = {PathPiece::line(current, current)};
                        place_pending_labels();
                        finish_subpath();
                    }
                    goto next_operation;
                }
                if (word == "cycle" && current_node.empty()) {   // |- cycle, -| cycle: the corner, then closed
                    const Vec2 corner = a == '|' ? Vec2(current.x(), subpath_start.y()) : Vec2(subpath_start.x(), current.y());
                    add_piece(PathPiece::line(current, corner));
                    if ((corner - subpath_start).norm() > 1e-12) add_piece(PathPiece::line(corner, subpath_start));
                    last_op = {PathPiece::line(current, corner), PathPiece::line(corner, subpath_start)};
                    current_path.closed = true;
                    place_pending_labels();
                    finish_subpath();
                    current = rel_base = subpath_start;
                    goto next_operation;
                }
                if (word == "plot" && a == '-' && b == '-') {
                    std::vector<Vec2> points;
                    PlotShape shape;
                    if (!read_plot(s, state, set, points, word_offset, shape)) return skip_to_semicolon(s, command);
                    add_plot(points, shape, true);
                    goto next_operation;
                }
                error("tikz.path.syntax", "Expected a coordinate after '" + std::string(1, a) + std::string(1, b) +
                                              "', not \"" + word + "\".",
                      word_offset, word_offset + word.size());
                return skip_to_semicolon(s, command);
            }
            {
                Vec2 target;
                std::string node;
                if (!read_point(target, &node)) return skip_to_semicolon(s, command);
                if (a == '-' && b == '-') {
                    straight_to(target, node);
                } else {
                    const Vec2 corner = a == '|' ? Vec2(current.x(), target.y()) : Vec2(target.x(), current.y());
                    // Nodes at either end: the lines start and stop on their borders.
                    const Vec2 from = current_node.empty() ? current : node_border(nodes_.at(current_node), corner);
                    const Vec2 to = node.empty() ? target : node_border(nodes_.at(node), corner);
                    if (current_path.pieces.empty() || (current_path.pieces.back().end() - from).norm() > 1e-9) {
                        finish_subpath();
                        subpath_start = from;
                    }
                    add_piece(PathPiece::line(from, corner));
                    add_piece(PathPiece::line(corner, to));
                    last_op = {PathPiece::line(from, corner), PathPiece::line(corner, to)};
                }
                place_pending_labels();
                current = target;
                current_node = node;
            }
        next_operation:
            continue;
        }
        if (is_letter(&token)) {
            const size_t word_offset = token.offset;
            const std::string word = read_word();
            last_end = std::max<size_t>(last_end, word_offset + word.size());
            if (word == "node" || word == "coordinate") {
                NodeDraft draft;
                draft.allow_at = word == "node";
                if (!read_node(s, state, word == "coordinate", draft)) return skip_to_semicolon(s, command);
                Vec2 at = has_current ? current : Vec2(0, 0);
                // `node[midway]`, `node[pos=.3]` after an operation: along it, and its label.
                // With `at`, or at the current point, it is a node of its own.
                const bool along_op = draft.set.node.pos && !last_op.empty() && !draft.at;
                if (along_op) at = along(*draft.set.node.pos);
                const std::pair<int, int> range = place_node(draft, draft.at.value_or(at), command);
                if (along_op) label_last_op(range);
                continue;
            }
            if (word == "child") {   // a tree below the last node (or the current point)
                TreeParent parent;
                if (last_node_) {
                    parent.geometry = *last_node_;
                    parent.name = last_node_name_;
                } else {
                    parent.geometry.shape = NodeShape::Coordinate;
                    parent.geometry.centre = has_current ? current : Vec2(0, 0);
                }
                if (!tree_children(s, state, set, parent, 0, command, word_offset)) return skip_to_semicolon(s, command);
                continue;
            }
            if (word == "let") {   // let \p1 = (A), \n1 = {expr} in ...: path_let.cpp's helper
                if (!let_assignments(s, state, word_offset)) return skip_to_semicolon(s, command);
                continue;
            }
            // Before the starting point is asked for: `let` and `child` need none.
            if (word == "let" || word == "svg" ||
                word == "parabola" || word == "child" || word == "foreach" || word == "decorate") {
                error("tikz.path.unsupported",
                      "The path operation \"" + word + "\" is not supported by Plumbline's TikZ reader.", word_offset,
                      word_offset + word.size());
                return skip_to_semicolon(s, command);
            }
            if (!has_current && (word == "circle" || word == "ellipse" || word == "rectangle" || word == "grid")) {
                // TikZ's last point starts at the origin (\tikz@lastx=0pt as each path begins)
                has_current = true;
                current = rel_base = subpath_start = state.ctm.apply(Vec2(0, 0));
            }
            if (!has_current && (word == "edge" || word == "to") && last_node_) {   // \node (a) {..} edge (b)
                has_current = true;
                current = rel_base = subpath_start = last_node_->centre;
                current_node = last_node_name_.empty() || last_node_->shape == NodeShape::Coordinate ? "" : last_node_name_;
            }
            if (!has_current && word != "plot" && word != "pic") {
                error("tikz.path.syntax", "\"" + word + "\" needs a starting point; write a coordinate first.",
                      word_offset, word_offset + word.size());
                return skip_to_semicolon(s, command);
            }
            if (word == "rectangle") {
                Vec2 corner;
                std::string node;
                if (!read_point(corner, &node)) return skip_to_semicolon(s, command);
                finish_subpath();
                // Corners in the untransformed system, so a rotated rectangle stays one.
                const double det = state.ctm.determinant();
                Vec2 corners[4];
                if (std::abs(det) > 1e-300) {
                    const Affine& m = state.ctm;
                    const Affine inverse{m.d / det, -m.b / det, -m.c / det, m.a / det,
                                         (m.c * m.f - m.d * m.e) / det, (m.b * m.e - m.a * m.f) / det};
                    const Vec2 a = inverse.apply(current), b = inverse.apply(corner);
                    corners[0] = current;
                    corners[1] = m.apply(Vec2(a.x(), b.y()));
                    corners[2] = corner;
                    corners[3] = m.apply(Vec2(b.x(), a.y()));
                } else {
                    corners[0] = current;
                    corners[1] = Vec2(current.x(), corner.y());
                    corners[2] = corner;
                    corners[3] = Vec2(corner.x(), current.y());
                }
                for (int k = 0; k < 4; ++k) add_piece(PathPiece::line(corners[k], corners[(k + 1) % 4]));
                current_path.closed = true;
                last_op = {PathPiece::line(current, corner)};
                place_pending();
                finish_subpath();
                subpath_start = current = corner;
                current_node.clear();
                continue;
            }
            if (word == "circle" || word == "ellipse") {
                OptionSet local = set;
                std::string options;
                size_t offset = word_offset;
                State local_state = state;
                if (read_options(s, options, offset)) apply_options(options, offset, local_state, local);
                std::string rx = local.path.x_radius.empty() ? local.path.radius : local.path.x_radius;
                std::string ry = local.path.y_radius.empty() ? local.path.radius : local.path.y_radius;
                s.skip_spaces();
                if (s.peek() && s.peek()->is_char('(')) {
                    const size_t paren = s.peek()->offset;
                    Tokens tokens;
                    s.read_delimited('(', ')', tokens);
                    const std::string text = expand(tokens);
                    offset = paren + 1;
                    const size_t and_at = text.find(" and ");
                    rx = and_at == std::string::npos ? text : text.substr(0, and_at);
                    ry = and_at == std::string::npos ? text : text.substr(and_at + 5);
                }
                if (rx.empty() || ry.empty()) {
                    error("tikz.path.syntax", "\"" + word + "\" needs a radius: " + word + " (r) or " + word +
                                                  "[radius=r].",
                          word_offset, word_offset + word.size());
                    return skip_to_semicolon(s, command);
                }
                Vec2 ax, ay;
                if (!read_radii(local_state, rx, ry, offset, ax, ay)) return skip_to_semicolon(s, command);
                Eigen::Matrix2d a;
                a << ax.x(), ay.x(), ax.y(), ay.y();
                if (std::abs(a.determinant()) > 0) {
                    built.conics.push_back(ellipse_from_linear(current, a));
                    built.conic_axes.push_back(ConicAxes{current, ax, ay});
                }
                if (!budget_.spend(word_offset)) return false;
                continue;
            }
            if (word == "arc") {
                OptionSet local = set;
                State local_state = state;
                std::string options;
                size_t offset = word_offset;
                if (read_options(s, options, offset)) apply_options(options, offset, local_state, local);
                const PathSpec& p = local.path;
                std::string start = p.start_angle, end = p.end_angle, delta = p.delta_angle;
                std::string rx = p.x_radius.empty() ? p.radius : p.x_radius;
                std::string ry = p.y_radius.empty() ? p.radius : p.y_radius;
                s.skip_spaces();
                if (s.peek() && s.peek()->is_char('(')) {   // arc (start:end:radius)
                    const size_t paren = s.peek()->offset;
                    Tokens tokens;
                    s.read_delimited('(', ')', tokens);
                    const std::string text = expand(tokens);
                    offset = paren + 1;
                    const std::vector<std::string_view> parts = split_top(text, ':');
                    if (parts.size() != 3) {
                        error("tikz.path.syntax", "arc (" + text + ") should be arc (start:end:radius).", paren,
                              paren + text.size() + 2);
                        return skip_to_semicolon(s, command);
                    }
                    start = std::string(parts[0]);
                    end = std::string(parts[1]);
                    delta.clear();
                    const std::string radius(parts[2]);
                    const size_t and_at = radius.find(" and ");
                    rx = and_at == std::string::npos ? radius : radius.substr(0, and_at);
                    ry = and_at == std::string::npos ? radius : radius.substr(and_at + 5);
                }
                if (rx.empty() || ry.empty() || start.empty() || (end.empty() && delta.empty())) {
                    error("tikz.path.syntax",
                          "arc needs a start angle, an end (or delta) angle and a radius: arc (0:90:1) or "
                          "arc[start angle=0, end angle=90, radius=1].",
                          word_offset, word_offset + 3);
                    return skip_to_semicolon(s, command);
                }
                const std::optional<double> s0 = number(start, offset);
                const std::optional<double> s1 = end.empty() ? std::nullopt : number(end, offset);
                const std::optional<double> ds = delta.empty() ? std::nullopt : number(delta, offset);
                Vec2 ax, ay;
                if (!s0 || (!s1 && !ds) || !read_radii(local_state, rx, ry, offset, ax, ay)) return skip_to_semicolon(s, command);
                const double a0 = *s0 * kPi / 180, a1 = (s1 ? *s1 : *s0 + *ds) * kPi / 180;
                const Vec2 centre = current - (ax * std::cos(a0) + ay * std::sin(a0));
                const Vec2 finish = centre + ax * std::cos(a1) + ay * std::sin(a1);
                Arc unit;
                unit.ellipse = Ellipse{Vec2(0, 0), 1, 1, 0};
                unit.t0 = a0;
                unit.dt = a1 - a0;
                const Affine m{ax.x(), ax.y(), ay.x(), ay.y(), centre.x(), centre.y()};
                if (current_path.pieces.empty()) subpath_start = current;
                last_op = {PathPiece::line(current, finish)};
                if (std::abs(m.determinant()) > 0 && a1 != a0) {
                    last_op = {PathPiece::of_arc(transform(unit, m), current, finish)};
                    add_piece(last_op.front());
                }
                current = rel_base = finish;
                current_node.clear();
                continue;
            }
            if (word == "to" || word == "edge") {
                OptionSet local = set;
                State local_state = state;
                std::string options;
                size_t offset = word_offset;
                // `bend left`, `out=`, `in=` set on the path (or in a style it uses) apply to
                // each of its `to` and `edge` operations, as in TikZ.
                local.draw_on = local.draw_off = false;
                local.loop_arrow = false;
                if (read_options(s, options, offset)) apply_options(options, offset, local_state, local);
                if (local.loop_arrow) {   // every loop/.style={->,shorten >=1pt}, or as redefined
                    if (local_state.styles->count("every loop")) apply_style("every loop", "", offset, local_state, local, 1);
                    else local_state.paint.arrows.end = true;
                }
                s.skip_spaces();
                bool to_cycle = false;   // `to[out=..,in=..] cycle`: back to the subpath's start, closed
                while (is_letter(s.peek())) {
                    const std::string inner = read_word();
                    if (inner == "cycle" && word == "to" && current_node.empty()) {
                        to_cycle = true;
                        break;
                    }
                    if (inner != "node" && inner != "coordinate") {
                        error("tikz.path.syntax", "Expected a coordinate or a node after \"" + word + "\".",
                              word_offset, word_offset + word.size());
                        return skip_to_semicolon(s, command);
                    }
                    NodeDraft draft;
                    if (read_node(s, state, inner == "coordinate", draft)) pending.push_back(std::move(draft));
                    s.skip_spaces();
                }
                Vec2 target;
                std::string node;
                const Vec2 saved_current = current;
                const std::string saved_node = current_node;
                Path saved_path;
                if (word == "edge") {   // an edge is a path of its own; the current point stays
                    saved_path = current_path;
                    current_path = Path();
                }
                // to path={-- (\tikztotarget) node[at end] {} \tikztonodes}: the `to` is that text, the
                // target written in it, read as the rest of the path (tikzlibrarytopaths).
                if (word == "to" && !to_cycle && !local.path.to_path.empty() && pending.empty()) {
                    s.skip_spaces();
                    Tokens written;
                    const Token* open = s.peek();
                    if (open && open->is_char('(') && s.read_delimited('(', ')', written)) {
                        std::string text = local.path.to_path;
                        const std::string target_text = to_text(written);
                        bool ok = text.find("\\tikztostart") == std::string::npos;
                        // \tikztotarget is the target as written inside its parentheses, as in TikZ.
                        for (size_t at; ok && (at = text.find("\\tikztotarget")) != std::string::npos;)
                            text.replace(at, 13, target_text);
                        for (size_t at; ok && (at = text.find("\\tikztonodes")) != std::string::npos;) text.erase(at, 12);
                        if (ok) {
                            generated_.push_back(std::make_unique<const std::string>(std::move(text)));
                            LexResult lexed = lex(*generated_.back());
                            for (Token& k : lexed.tokens) k.offset = static_cast<std::uint32_t>(word_offset), k.length = 2;
                            s.push_front(std::move(lexed.tokens));
                            continue;
                        }
                        // \tikztostart is not written out: the `to` is read as a straight line.
                        warn("tikz.option.incomplete",
                             "This `to path` uses \\tikztostart, which Plumbline does not write out: the `to` is read as "
                             "a line (the reading is incomplete).",
                             word_offset, word_offset + 2);
                        Tokens again = text_tokens("(", static_cast<std::uint32_t>(word_offset));
                        again.insert(again.end(), written.begin(), written.end());
                        const Tokens close = text_tokens(")", static_cast<std::uint32_t>(word_offset));
                        again.insert(again.end(), close.begin(), close.end());
                        s.push_front(std::move(again));
                    }
                }
                if (word == "to" && !local.path.to_path.empty() && (to_cycle || !pending.empty()))
                    once(Severity::Warning, "to-path-nodes", "tikz.option.incomplete",
                         "A `to path` with nodes written on the `to` (or `to cycle`) is read as a plain `to`: the "
                         "reading is incomplete.",
                         word_offset, word_offset + 2);
                if (to_cycle) target = subpath_start;
                else if (!read_point(target, &node)) return skip_to_semicolon(s, command);
                const PathSpec& p = local.path;
                if (p.loop) {   // the target is the start, whatever was written
                    target = current;
                    node = current_node;
                }
                if (!p.bend && !p.out && !p.in && !p.curve) {
                    straight_to(target, node);
                } else {
                    const Vec2 d = target - current;
                    const double heading = std::atan2(d.y(), d.x()) * 180 / kPi;
                    // Absolute angles; topaths' defaults (out=45, in=135) where only one, or a
                    // looseness alone, switched the curve on.
                    const double out = p.bend ? heading + *p.bend : p.out.value_or(45);
                    const double in = p.bend ? heading + 180 - *p.bend : p.in.value_or(135);
                    Vec2 from = current, to = target;
                    if (!current_node.empty()) from = node_border(nodes_.at(current_node), current + direction(out));
                    if (!node.empty()) to = node_border(nodes_.at(node), target + direction(in));
                    // 0.3915 of pgf's estimate of the chord (256/257 of it when horizontal: so
                    // `bend left` has its controls at 0.390 of the chord), as tikzlibrarytopaths does.
                    const double reach = std::max(p.min_distance, 0.3915 * p.looseness * pgf_veclen(to - from));
                    if (current_path.pieces.empty() || (current_path.pieces.back().end() - from).norm() > 1e-9) {
                        finish_subpath();
                        subpath_start = from;
                    }
                    last_op = {PathPiece::cubic(from, from + reach * direction(out), to + reach * direction(in), to)};
                    add_piece(last_op.front());
                }
                if (word == "edge") {
                    const std::vector<std::pair<int, int>> labels = place_pending();
                    BuiltPath edge;
                    edge.subpaths.push_back(std::move(current_path));
                    current_path = std::move(saved_path);
                    const bool edge_draws = !local.draw_off;
                    const int edge_item = static_cast<int>(out_.scene.items.size());
                    emit_path(edge, local_state, local, command, edge_draws, local.fill_on);
                    // The edge's nodes label the edge (when it was drawn as an item).
                    if (edge_item < static_cast<int>(out_.scene.items.size()))
                        for (const auto& [first, end] : labels)
                            for (int k = first; k < end; ++k) out_.scene.items[k].label_of = edge_item;
                    protocol_path(edge, local_state, edge_draws);
                    current = rel_base = saved_current;
                    current_node = saved_node;
                } else {
                    place_pending_labels();
                    current = target;
                    current_node = node;
                    if (to_cycle) {
                        current_path.closed = true;
                        finish_subpath();
                        current = rel_base = subpath_start;
                    }
                }
                continue;
            }
            if (word == "sin" || word == "cos") {   // \pgfpathsine / \pgfpathcosine: a quarter wave to the target
                Vec2 target;
                if (!read_point(target, nullptr)) return skip_to_semicolon(s, command);
                const Vec2 d = target - current;
                const Vec2 c1 = word == "sin" ? Vec2(0.326 * d.x(), 0.512 * d.y()) : Vec2(0.362 * d.x(), 0);
                const Vec2 c2 = word == "sin" ? Vec2(0.638 * d.x(), d.y()) : Vec2(0.674 * d.x(), 0.488 * d.y());
                if (current_path.pieces.empty()) subpath_start = current;
                last_op = {PathPiece::cubic(current, current + c1, current + c2, target)};
                add_piece(last_op.front());
                current = target;
                current_node.clear();
                place_pending_labels();
                continue;
            }
            if (word == "grid") {
                OptionSet local = set;
                State local_state = state;
                std::string options;
                size_t offset = word_offset;
                if (read_options(s, options, offset)) apply_options(options, offset, local_state, local);
                Vec2 corner;
                if (!read_point(corner, nullptr)) return skip_to_semicolon(s, command);
                const std::string xs = !local.path.xstep.empty() ? local.path.xstep
                                       : !local.path.step.empty() ? local.path.step : "1cm";
                const std::string ys = !local.path.ystep.empty() ? local.path.ystep
                                       : !local.path.step.empty() ? local.path.step : "1cm";
                if (!grid_lines(current, corner, local_state, xs, ys, offset, built.grid)) {
                    if (budget_.stop) return false;
                    return skip_to_semicolon(s, command);
                }
                finish_subpath();
                subpath_start = current = rel_base = corner;
                current_node.clear();
                continue;
            }
            if (word == "plot") {
                std::vector<Vec2> points;
                PlotShape shape;
                if (!read_plot(s, state, set, points, word_offset, shape)) return skip_to_semicolon(s, command);
                add_plot(points, shape, false);
                continue;
            }
            if (word == "pic") {   // as \pic: not drawn, the rest of the path is
                warn("tikz.pic.skipped", "A pic on a path is not drawn by Plumbline's TikZ reader.", word_offset,
                     word_offset + 3);
                std::string ignored;
                size_t ignored_offset = 0;
                read_options(s, ignored, ignored_offset);
                Tokens skipped;
                s.skip_spaces();
                s.read_delimited('(', ')', skipped);
                s.skip_spaces();
                if (s.peek() && s.peek()->is_char('a')) {
                    read_word();
                    s.skip_spaces();
                    s.read_delimited('(', ')', skipped);
                }
                s.read_group(skipped);
                continue;
            }
            error("tikz.path.unknown", "Unknown path operation \"" + word + "\" (TeX would stop here).", word_offset,
                  word_offset + word.size());
            return skip_to_semicolon(s, command);
        }
        if (token.kind == Token::Kind::Command) {
            error("tikz.command.unknown",
                  "Undefined control sequence \\" + std::string(token.name) + " inside a path.", token.offset, token.end());
            return skip_to_semicolon(s, command);
        }
        error("tikz.path.unknown", std::string("Unknown path operation starting with '") + token.c + "'.",
              token.offset, token.end());
        return skip_to_semicolon(s, command);
    }
}

}  // namespace plumbline::tikz

namespace plumbline::tikz {

// `let \p1 = (A.east), \p2 = ($(B)+(1,0)$), \n1 = {veclen(\x1,\y1)} in`: each point's canvas
// coordinates and each number evaluated in order (later ones may use earlier ones), then
// \pN (the point as "x pt,y pt"), \xN, \yN (its coordinates in pt) and \nN (the number) are
// macros to the end of the path. They are macros of one argument, the digit after them, as
// in TikZ, so \x1 and \x2 are one macro choosing by its argument.
bool Interpreter::let_assignments(Stream& s, const State& state, size_t offset) {
    std::map<int, Vec2> points;
    std::map<int, std::pair<double, bool>> numbers;   // the value, and whether it is a length (pt)
    auto define = [&] {
        std::string px, py, pp, pn;
        std::string close;
        auto chain = [&](std::string& body, int key, const std::string& value) {
            body += "\\ifnum#1=" + std::to_string(key) + " " + value + "\\else ";
        };
        for (const auto& [k, p] : points) {
            chain(px, k, format_value(p.x(), false) + "pt");
            chain(py, k, format_value(p.y(), false) + "pt");
            chain(pp, k, format_value(p.x(), false) + "pt," + format_value(p.y(), false) + "pt");
        }
        for (const auto& [k, v] : numbers) chain(pn, k, format_value(v.first, false) + (v.second ? "pt" : ""));
        const auto finish = [&](std::string& body, size_t count) {
            body += "0";
            for (size_t k = 0; k < count; ++k) body += "\\fi";
        };
        finish(px, points.size()), finish(py, points.size()), finish(pp, points.size()), finish(pn, numbers.size());
        const std::pair<const char*, std::string*> macros[] = {{"x", &px}, {"y", &py}, {"p", &pp}, {"n", &pn}};
        for (const auto& [name, body] : macros) {
            generated_.push_back(std::make_unique<const std::string>(*body));
            LexResult lexed = lex(*generated_.back());
            for (Token& k : lexed.tokens) k.offset = static_cast<std::uint32_t>(offset), k.length = 3;
            Macro m;
            m.params = 1;
            m.body = std::make_shared<const Tokens>(std::move(lexed.tokens));
            macros_.define(name, std::move(m), false);
        }
    };
    // Blanks skipped raw: \p and \n are macros once the first assignment is made.
    auto skip_blanks = [&] {
        while (const Token* u = s.peek_raw()) {
            if (!u->is_space()) break;
            s.next_raw();
        }
    };
    for (int guard = 0; guard < 64; ++guard) {
        skip_blanks();
        const Token* t = s.peek_raw();
        if (t && t->kind == Token::Kind::Char && t->c == 'i') {   // `in`
            s.next_raw();
            if (const Token* u = s.peek_raw(); u && u->is_char('n')) {
                s.next_raw();
                return true;
            }
            break;
        }
        if (!t || t->kind != Token::Kind::Command || (t->name != "p" && t->name != "n")) break;
        const bool point = t->name == "p";
        s.next_raw();
        std::string digits;
        while (const Token* d = s.peek_raw()) {
            if (d->kind != Token::Kind::Char || d->c < '0' || d->c > '9') break;
            digits += d->c;
            s.next_raw();
        }
        skip_blanks();
        const Token* eq = s.peek_raw();
        if (digits.empty() || digits.size() > 6 || !eq || !eq->is_char('=')) break;
        s.next_raw();
        skip_blanks();
        const int key = std::stoi(digits);
        if (point) {
            Tokens inner;
            const Token* open = s.peek();
            if (!open || !open->is_char('(') || !s.read_delimited('(', ')', inner)) break;
            const std::optional<Vec2> p = coordinate(expand(inner), open->offset + 1, state);
            if (!p) return false;
            points[key] = *p;
        } else {
            Tokens expr;
            const Token* open = s.peek();
            if (open && open->is_char('{')) {
                if (!s.read_group(expr)) break;
            } else {
                while (const Token* u = s.peek()) {
                    if (u->is_char(',')) break;   // an unbraced number ends at the comma
                    expr.push_back(*s.next());
                }
            }
            bool unit = false;   // a length keeps its unit (TikZ appends pt when the formula had units)
            const std::optional<double> v = number(expand(expr), offset, &unit);
            if (!v) return false;
            numbers[key] = {*v, unit};
        }
        define();
        skip_blanks();
        if (const Token* comma = s.peek_raw(); comma && comma->is_char(',')) s.next_raw();
    }
    error("tikz.path.syntax",
          "A `let` needs assignments \\p1 = (point) or \\n1 = {number}, separated by commas and ended by `in`.", offset,
          offset + 3);
    return false;
}

}  // namespace plumbline::tikz
