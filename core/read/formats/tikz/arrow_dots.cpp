// Circle tips (`*->`, `-o`, `-{Circle}`): not arrowheads but dots, drawn as the circles pgf
// draws. The arrows library's `*` is a circle of radius 4.5a (a = 0.4pt + 0.2 line width),
// filled and stroked, `o` the same circle stroked; pgf moves the tip back so its ink ends on
// the path's end point. An arrows.meta `Circle` is read as the same dot (its own size,
// 2.39365pt + 3.19043 line widths across, is within a line width of it at common widths).
#include <cmath>

#include "formats/tikz/interpreter.hpp"

namespace plumbline::tikz {

void Interpreter::emit_circle_tips(const Path& subpath, const State& state, const Command& command, bool transformed) {
    if (subpath.pieces.empty()) return;
    const Paint& paint = state.paint;
    const double lw = paint.line_width, a = 0.4 + 0.2 * lw;
    const double r = 4.5 * a, back = 4.5 * a + 0.5 * lw;
    const auto dot = [&](char kind, const Vec2& end, Vec2 outward) {
        if (!kind) return;
        const double n = std::hypot(outward.x(), outward.y());
        if (!(n > 1e-12)) return;
        outward = outward / n;
        const Vec2 c = end - outward * back;
        Paint p = paint;
        if (kind == '*') p.fill = paint.draw && *paint.draw != "none" ? *paint.draw : paint.color;
        const Style style = make_style(p, true, kind == '*', kind == '*' ? *p.fill : std::string());
        add_item(Circle{Vec2(c.x(), -c.y()), r}, style, command, transformed);
    };
    const PathPiece& first = subpath.pieces.front();
    const PathPiece& last = subpath.pieces.back();
    dot(paint.dot_start, first.start(), first.start() - first.point_at(1e-3));
    dot(paint.dot_end, last.end(), last.end() - last.point_at(1 - 1e-3));
}

}  // namespace plumbline::tikz
