// Built geometry to Scene items: canvas (y up) flipped into scene coordinates (y down),
// a lone straight piece as a Segment, longer subpaths as Paths, circles and ellipses as
// such; paint resolved through the colour table, opacity folded into alpha.
#include <cmath>
#include <cstdint>

#include "formats/tikz/color_expression.hpp"
#include "formats/tikz/interpreter.hpp"

namespace plumbline::tikz {

namespace {
const Affine kFlip = Affine::scale(1, -1);
constexpr std::int64_t kStepsPerItem = 25;
}  // namespace

Style Interpreter::make_style(const Paint& paint, bool draws, bool fills, const std::string& fill_text) {
    Style style;
    style.stroke = Color::paint_none();
    style.fill = Color::paint_none();
    std::string problem;
    if (draws) {
        const std::string& expr = paint.draw && *paint.draw != "none" ? *paint.draw : paint.color;
        if (const std::optional<Color> c = read_color(colors_, expr, &problem)) {
            style.stroke = *c;
            style.stroke.a *= paint.draw_opacity;
        }
    }
    if (fills) {
        const std::string& expr = paint.fill && *paint.fill != "none" ? *paint.fill : paint.color;
        if (const std::optional<Color> c = read_color(colors_, expr, &problem)) {
            style.fill = *c;
            style.fill.a *= paint.fill_opacity;
        }
        style.fill_text = fill_text;
        if (paint.even_odd) style.fill_rule = FillRule::EvenOdd;
    }
    style.stroke_width = paint.line_width;
    return style;
}

bool Interpreter::add_item(Geometry g, const Style& style, const Command& command, bool transformed) {
    if (items_full_) return false;
    // An item costs the work of making it and recognising its shape later: a few steps; and
    // a step for each clip region it carries, so stacked \clip's cannot fill memory.
    const std::int64_t clips = static_cast<std::int64_t>(states_.back().clips.size());
    if (!budget_.spend(command.begin, kStepsPerItem + clips)) return false;
    if (out_.scene.items.size() >= limits_.max_items) {
        once(Severity::Warning, "items", "read.limit.items",
             "The drawing has more than " + std::to_string(limits_.max_items) + " items; the rest were not read.",
             command.begin, command.end);
        items_full_ = true;
        budget_.stop = true;   // nothing more can be added: stop interpreting
        return false;
    }
    Item item;
    item.geometry = std::move(g);
    item.style = style;
    item.source.format = "tikz";
    item.source.element = command.name;
    item.source.element_index = command.index;
    item.source.span = lines_.range(command.begin, std::max(command.end, command.begin + 1));
    item.source.depth = scope_depth_;
    item.source.transformed = transformed;
    item.clips = states_.back().clips;   // the \clip regions of its scope (clip.cpp)
    out_.scene.add(std::move(item));
    return true;
}

void Interpreter::emit_path(const BuiltPath& built, const State& state, const OptionSet& set, const Command& command,
                            bool draws, bool fills) {
    if (!draws && !fills) return;
    const Paint& paint = state.paint;
    const std::string fill_text = paint.fill ? *paint.fill : paint.color_written ? paint.color : std::string();
    const Style style = make_style(state.paint, draws, fills, fill_text);
    const bool transformed = !state.ctm.is_identity();
    (void)set;
    // Arrow tips go on the last open subpath, where TikZ draws them.
    int last_open = -1;
    for (size_t i = 0; i < built.subpaths.size(); ++i)
        if (!built.subpaths[i].closed) last_open = static_cast<int>(i);
    // A filled path of several parts (subpaths, circles) is one shape: `\fill (0,0) circle
    // (2) circle (1);` with the even odd rule is a ring.
    const int first = static_cast<int>(out_.scene.items.size());
    auto mark = [&] {
        if (fills) out_.scene.mark_compound(first, static_cast<int>(out_.scene.items.size()));
    };
    int dotted = -1;   // the subpath whose ends carry circle tips
    for (size_t i = 0; i < built.subpaths.size(); ++i) {
        Path scene_path;
        scene_path.closed = built.subpaths[i].closed;
        for (const PathPiece& piece : built.subpaths[i].pieces) scene_path.pieces.push_back(transform(piece, kFlip));
        Geometry g;
        if (scene_path.pieces.size() == 1 && !scene_path.closed && scene_path.pieces[0].kind == PathPiece::Kind::Line)
            g = Segment{scene_path.pieces[0].p0, scene_path.pieces[0].p3};
        else
            g = std::move(scene_path);
        const size_t before = out_.scene.items.size();
        if (!add_item(std::move(g), style, command, transformed)) return mark();
        if (static_cast<int>(i) == last_open && before < out_.scene.items.size()) {
            out_.scene.items.back().arrows = paint.arrows;
            if (draws && (paint.dot_start || paint.dot_end)) dotted = static_cast<int>(i);
        }
    }
    for (const Ellipse& e : built.conics) {
        const Ellipse s = transform(e, kFlip);
        Geometry g;
        if (std::abs(s.rx - s.ry) <= 1e-9 * std::max(1.0, s.rx)) g = Circle{s.c, (s.rx + s.ry) / 2};
        else g = s;
        if (!add_item(std::move(g), style, command, transformed)) return mark();
    }
    mark();
    // After the compound: the dots are shapes of their own.
    if (dotted >= 0) emit_circle_tips(built.subpaths[dotted], state, command, transformed);
    for (const Segment& line : built.grid)
        if (!add_item(Segment{kFlip.apply(line.a), kFlip.apply(line.b)}, style, command, transformed)) return;
}

}  // namespace plumbline::tikz
