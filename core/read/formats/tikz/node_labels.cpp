// label= and pin= as TikZ places them (tikz.code.tex, tikz@label@post): the label is a node
// of its own, its anchor at the main node's border point in the label's direction (the
// anchor named by the angle), the anchor chosen from that direction (30 degrees: south west,
// above: south); for a coordinate, which has no border, from the angle alone. A pin stands a
// pin distance (3ex) further out and is joined to the node by a gray edge (help lines).
#include <cmath>

#include "base/numbers.hpp"
#include "formats/tikz/interpreter.hpp"

namespace plumbline::tikz {

namespace {

const Affine kFlip = Affine::scale(1, -1);   // canvas (y up) -> scene (y down)
constexpr double kPinDistance = 3 * 4.30555;   // 3ex at 10pt

Vec2 direction(double degrees) {
    const double a = degrees * kPi / 180;
    return Vec2(std::cos(a), std::sin(a));
}

// A position word as TikZ's label angle: above = 90, below right = 315; or a number.
std::optional<double> label_angle(std::string_view where) {
    static const std::pair<std::string_view, double> kWords[] = {
        {"above", 90},        {"below", 270},       {"left", 180},        {"right", 0},
        {"north", 90},        {"south", 270},       {"west", 180},        {"east", 0},
        {"above left", 135},  {"above right", 45},  {"below left", 225},  {"below right", 315},
        {"north west", 135},  {"north east", 45},   {"south west", 225},  {"south east", 315}};
    for (const auto& [word, angle] : kWords)
        if (where == word) return angle;
    char* end = nullptr;
    const std::string text(where);
    const double a = std::strtod(text.c_str(), &end);
    if (!text.empty() && end == text.c_str() + text.size() && std::isfinite(a)) return a;
    return std::nullopt;
}

// tikz@auto@anchor on the direction turned by -90 degrees (a unit vector, thresholds 0.05).
std::string anchor_facing(const Vec2& u) {
    if (u.y() > 0.05) return u.x() < -0.05 ? "south east" : u.x() > 0.05 ? "south west" : "south";
    if (u.y() < -0.05) return u.x() < -0.05 ? "north east" : u.x() > 0.05 ? "north west" : "north";
    return u.x() < 0 ? "east" : "west";
}

// tikz@compute@direction: the anchor from a whole-degree angle.
std::string anchor_for_angle(double degrees) {
    long a = static_cast<long>(degrees) % 360;
    if (a < 0) a += 360;
    static const std::pair<long, const char*> kRanges[] = {{4, "west"},        {87, "south west"}, {94, "south"},
                                                           {177, "south east"}, {184, "east"},      {267, "north east"},
                                                           {274, "north"},      {357, "north west"}};
    for (const auto& [below, name] : kRanges)
        if (a < below) return name;
    return "west";
}

}  // namespace

void Interpreter::emit_labels(const NodeGeometry& g, const NodeDraft& draft, const Command& command) {
    const NodeSpec& main = draft.set.node;
    const size_t labels = main.labels.size();
    for (size_t k = 0; k < labels + main.pins.size(); ++k) {
        const bool pin = k >= labels;
        std::string_view rest = trim(pin ? main.pins[k - labels] : main.labels[k]);
        // The label's own node: every node's style, every label / every pin, then [options].
        State state = draft.state;
        state.paint.draw.reset();
        state.paint.fill.reset();
        OptionSet set;
        if (state.styles->count("every node")) apply_style("every node", "", draft.offset, state, set, 0);
        const char* every = pin ? "every pin" : "every label";
        if (state.styles->count(every)) apply_style(every, "", draft.offset, state, set, 0);
        if (pin) set.draw_on = set.fill_on = false;   // every pin: draw=none, fill=none
        if (!rest.empty() && rest.front() == '[') {   // label={[red]above:A}
            const size_t close = rest.find(']');
            if (close != std::string_view::npos) apply_options(rest.substr(1, close - 1), draft.offset, state, set);
            rest = close == std::string_view::npos ? std::string_view() : trim(rest.substr(close + 1));
        }
        double angle = 90;   // label position=above, TikZ's default
        const std::vector<std::string_view> parts = split_top(rest, ':');
        if (parts.size() > 1)
            if (const std::optional<double> a = label_angle(trim(parts[0]))) {
                angle = *a;
                rest = trim(rest.substr(parts[0].size() + 1));
            }
        const NodeSpec& spec = set.node;
        TextLayout layout;
        layout.font_size = spec.font_size;
        layout.lines = spec.align;
        layout.text_width = spec.text_width;
        layout.stretch_em = spec.text_stretch_em;
        const std::string tex(strip_braces(rest));
        check_typeset_text(tex, draft.offset, draft.offset + 1);
        const SetText text = set_node_text(spec.font.empty() ? tex : spec.font + " " + tex, layout);
        if (!text.unread.empty())
            once(Severity::Warning, "unread-picture", "tikz.picture.unread",
                 "A picture inside this label's text (" + text.unread + ") is not read: the reading is incomplete.",
                 draft.offset, draft.offset + 1);
        const NodeSizes sizes{spec.inner_xsep, spec.inner_ysep, spec.min_width, spec.min_height,
                              0.5 * state.paint.line_width};
        NodeGeometry label = node_geometry(spec.shape, sizes, text.width, text.total_height());

        Vec2 at = g.centre;
        node_anchor(g, std::to_string(angle), at);
        Vec2 toward;
        std::string anchor;
        if ((at - g.centre).norm() < 1e-9) {   // no border: a coordinate
            toward = direction(angle);
            anchor = anchor_for_angle(angle);
        } else {
            toward = (at - g.centre).normalized();
            anchor = anchor_facing(toward);
        }
        if (pin) at += kPinDistance * toward;
        Vec2 offset(0, 0);
        node_anchor(label, anchor, offset);
        label.centre = at - offset;
        if (pin && g.shape != NodeShape::Coordinate) {
            // The pin edge, border to border, drawn in help lines (gray, 0.2pt).
            Paint edge = draft.state.paint;
            edge.draw.reset();
            edge.color = "gray";
            edge.line_width = 0.2;
            edge.arrows = Arrowheads{};
            const Vec2 from = node_border(g, label.centre), to = node_border(label, g.centre);
            add_item(Segment{kFlip.apply(from), kFlip.apply(to)}, make_style(edge, true, false, ""), command, false);
        }
        emit_node(label, state, set, text, command);
    }
}

}  // namespace plumbline::tikz
