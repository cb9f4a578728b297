// `grid` as pgf draws it under any transformation (\pgfpathgrid, pgfcorepathconstruct.code.tex):
// the lines are laid out before the transformation, at multiples of the step in the
// picture's own coordinates (a unitless step in the x/y units), from the corners' lower
// left to their upper right, and each end is then transformed; a scaled grid keeps its
// count of lines, a shifted one its lines at multiples of the step before the shift. pgf
// counts in scaled points with integer division, so a corner that is an exact multiple in
// centimetres may fall a few sp short and lose its line: done here the same way.
#include <cmath>
#include <cstdint>

#include "formats/tikz/interpreter.hpp"

namespace plumbline::tikz {

namespace {

using Sp = std::int64_t;

Sp to_sp(double pt) { return static_cast<Sp>(std::llround(pt * 65536)); }
double to_pt(Sp sp) { return static_cast<double>(sp) / 65536; }

// TeX's <factor><dimen>: the factor rounded to 2^-16, the product's fraction truncated.
Sp times(double factor, Sp dimen) {
    const bool negative = (factor < 0) != (dimen < 0);
    const double f = std::abs(factor);
    const Sp whole = static_cast<Sp>(std::floor(f));
    const Sp fraction = std::llround((f - static_cast<double>(whole)) * 65536);
    const Sp d = std::llabs(dimen);
    const Sp r = whole * d + d * fraction / 65536;
    return negative ? -r : r;
}

constexpr Sp kHundredthPt = 655;   // .01pt as TeX reads it

}  // namespace

// Lines at t = lo' .. (multiples of step from the first >= lo, while < hi, and one more when
// within .01pt of hi), as \pgfpathgrid's loops; `line` makes each. False when the budget ends.
template <class Line>
static bool grid_loop(Sp lo, Sp hi, Sp step, Budget& budget, size_t offset, Line line) {
    if (step <= kHundredthPt) return true;
    Sp t = (lo / step) * step;   // \divide truncates towards zero
    if (t < lo) t += step;
    do {
        if (!budget.spend(offset)) return false;
        line(t);
        t += step;
    } while (t < hi);
    t -= kHundredthPt;
    if (t < hi) {
        if (!budget.spend(offset)) return false;
        line(t);
    }
    return true;
}

bool Interpreter::grid_lines(const Vec2& from, const Vec2& to, const State& state, const std::string& xstep,
                             const std::string& ystep, size_t offset, std::vector<Segment>& out) {
    bool ux = false, uy = false;
    const std::optional<double> sx = number(xstep, offset, &ux), sy = number(ystep, offset, &uy);
    if (!sx || !sy) return false;
    // The step vector as TikZ builds it: (xstep, 0) plus (0, ystep), each a length or in the units.
    const Sp step_x = ux ? to_sp(*sx) : times(*sx, to_sp(state.xvec.x()));
    const Sp step_xy = ux ? 0 : times(*sx, to_sp(state.xvec.y()));
    const Sp step_yx = uy ? 0 : times(*sy, to_sp(state.yvec.x()));
    const Sp step_y = uy ? to_sp(*sy) : times(*sy, to_sp(state.yvec.y()));
    const Sp xc = step_x + step_yx, yc = step_xy + step_y;
    // The corners before the transformation (the path's points are canvas points).
    const Affine& m = state.ctm;
    const double det = m.determinant();
    if (std::abs(det) < 1e-300) return true;   // a degenerate transformation draws nothing visible
    const Affine inverse{m.d / det, -m.b / det, -m.c / det, m.a / det, (m.c * m.f - m.d * m.e) / det,
                         (m.b * m.e - m.a * m.f) / det};
    const Vec2 a = inverse.apply(from), b = inverse.apply(to);
    const Sp xa = std::min(to_sp(a.x()), to_sp(b.x())), xb = std::max(to_sp(a.x()), to_sp(b.x()));
    const Sp ya = std::min(to_sp(a.y()), to_sp(b.y())), yb = std::max(to_sp(a.y()), to_sp(b.y()));
    auto segment = [&](Sp x0, Sp y0, Sp x1, Sp y1) {
        out.push_back(Segment{m.apply(Vec2(to_pt(x0), to_pt(y0))), m.apply(Vec2(to_pt(x1), to_pt(y1)))});
    };
    // pgf builds the horizontal lines first; the items keep the reader's order, vertical first.
    if (!grid_loop(xa, xb, xc, budget_, offset, [&](Sp x) { segment(x, ya, x, yb); })) return false;
    return grid_loop(ya, yb, yc, budget_, offset, [&](Sp y) { segment(xa, y, xb, y); });
}

}  // namespace plumbline::tikz
