// transform canvas on a scope: what the scope draws is transformed at the canvas level when the
// scope ends (positions, line widths and texts alike), while the names it defined keep their
// untransformed coordinates and the picture's size ignores it, as pgf does (the manual's
// warning). A uniform scale and a shift are carried out; other canvas transformations (a
// rotation, a slant, two scales) are said incomplete where the key is read (options.cpp).
#include <cmath>
#include <variant>

#include "formats/tikz/interpreter.hpp"

namespace plumbline::tikz {

namespace {

// The canvas transformation in scene coordinates (y down): a uniform scale s and a shift.
struct SceneScale {
    double s = 1;
    Vec2 shift{0, 0};
    Vec2 apply(const Vec2& p) const { return Vec2(s * p.x(), s * p.y()) + shift; }
    Affine affine() const { return Affine{s, 0, 0, s, shift.x(), shift.y()}; }
};

void transform_item(Item& item, const SceneScale& m) {
    std::visit(
        [&](auto& g) {
            using G = std::decay_t<decltype(g)>;
            if constexpr (std::is_same_v<G, Segment>) {
                g.a = m.apply(g.a), g.b = m.apply(g.b);
            } else if constexpr (std::is_same_v<G, Circle>) {
                g.c = m.apply(g.c), g.r *= m.s;
            } else if constexpr (std::is_same_v<G, Ellipse>) {
                g.c = m.apply(g.c), g.rx *= m.s, g.ry *= m.s;
            } else if constexpr (std::is_same_v<G, Arc>) {
                g = transform(g, m.affine());
            } else if constexpr (std::is_same_v<G, Path>) {
                for (PathPiece& p : g.pieces) p = transform(p, m.affine());
            } else if constexpr (std::is_same_v<G, Text>) {
                g.anchor = m.apply(g.anchor);
                g.font_size *= m.s;
                if (!g.box.empty) g.box.min = m.apply(g.box.min), g.box.max = m.apply(g.box.max);
            } else if constexpr (std::is_same_v<G, Point>) {
                g.p = m.apply(g.p);
            }
        },
        item.geometry);
    item.style.stroke_width *= m.s;
    for (ClipRegion& r : item.clips) r = r.transformed(m.affine());
}

}  // namespace

bool Interpreter::canvas_scope(const Affine& m, const State& state) {
    if (states_.empty() || &state != &states_.back()) return false;   // a path's own: not carried out
    if (!(m.a > 0) || std::abs(m.a - m.d) > 1e-9 * m.a || m.b != 0 || m.c != 0) return false;
    canvases_.push_back(Canvas{states_.size(), m, out_.scene.items.size()});
    return true;
}

void Interpreter::end_canvases() {
    while (!canvases_.empty() && canvases_.back().depth >= states_.size()) {
        const Canvas c = canvases_.back();
        canvases_.pop_back();
        // Scene y is canvas y negated: the shift's y turns, the scale stays.
        const SceneScale m{c.m.a, Vec2(c.m.e, -c.m.f)};
        for (size_t i = c.first; i < out_.scene.items.size(); ++i) transform_item(out_.scene.items[i], m);
    }
}

}  // namespace plumbline::tikz
