// automata's `initial` (tikzlibraryautomata.code.tex, initial by arrow): beside a state, a
// rectangle node saying the initial text ("start") anchored `initial distance` (3ex) out
// from the state's border in the initial direction, and an arrow from that point to the
// state's border: `(state.180 shifted 3ex) node[anchor=east] {start} -- (state)` with `->`.
#include <cmath>

#include "base/numbers.hpp"
#include "formats/tikz/interpreter.hpp"

namespace plumbline::tikz {

namespace {

const Affine kFlip = Affine::scale(1, -1);   // canvas (y up) -> scene (y down)

std::string anchor_opposite(double degrees) {
    const long a = ((static_cast<long>(std::lround(degrees)) % 360) + 360) % 360;
    if (a == 0) return "west";
    if (a == 90) return "south";
    if (a == 270) return "north";
    return "east";
}

}  // namespace

void Interpreter::emit_initial(const NodeGeometry& g, const NodeDraft& draft, const Command& command) {
    const NodeSpec& spec = draft.set.node;
    const double a = spec.initial_angle * kPi / 180;
    const Vec2 u(std::cos(a), std::sin(a));
    Vec2 anchor_point;
    if (!node_anchor(g, std::to_string(static_cast<int>(std::lround(spec.initial_angle))), anchor_point))
        anchor_point = node_border(g, g.centre + u);
    const Vec2 start = anchor_point + spec.initial_distance * u;
    // The text node: a plain rectangle, not drawn, in the state's font.
    TextLayout layout;
    layout.font_size = spec.font_size;
    const SetText text = set_node_text(spec.font.empty() ? spec.initial_text : spec.font + " " + spec.initial_text, layout);
    const NodeSizes sizes{10.0 / 3, 10.0 / 3, 0, 0, 0.5 * draft.state.paint.line_width};
    NodeGeometry t = node_geometry(NodeShape::Rectangle, sizes, text.width, text.total_height());
    Vec2 offset(0, 0);
    node_anchor(t, anchor_opposite(spec.initial_angle), offset);
    t.centre = start - offset;
    OptionSet plain;
    plain.node.font_size = spec.font_size;
    State text_state = draft.state;
    emit_node(t, text_state, plain, text, command);
    // The arrow: from the start point to the state's border, an arrowhead at the state.
    Style style = make_style(draft.state.paint, true, false, "");
    const Vec2 end = node_border(g, start);
    if (add_item(Segment{kFlip.apply(start), kFlip.apply(end)}, style, command, false)) {
        out_.scene.items.back().arrows.start = false;
        out_.scene.items.back().arrows.end = true;
    }
    BuiltPath arrow;
    Path line;
    line.pieces.push_back(PathPiece::line(start, end));
    arrow.subpaths.push_back(line);
    picture_size_.add_path(arrow, true, draft.state.paint.line_width);
}

}  // namespace plumbline::tikz
