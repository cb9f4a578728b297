// Path construction and colour conversion.
#include "formats/eps/graphics.hpp"

#include <algorithm>
#include <cmath>

namespace plumbline::eps {

void CurrentPath::clear() {
    subpaths_.clear();
    point_.reset();
    origin_.reset();
    closed_ = false;
    pieces_ = 0;
}

void CurrentPath::move_to(const Vec2& p) {
    // A moveto right after another replaces it (no empty subpath is kept).
    if (!subpaths_.empty() && subpaths_.back().path.pieces.empty() && !subpaths_.back().path.closed)
        subpaths_.back().start = p;
    else
        subpaths_.push_back({Path{}, p});
    point_ = p;
    closed_ = false;
}

Subpath& CurrentPath::open_subpath() {
    if (closed_ || subpaths_.empty()) {
        const Vec2 at = *point_;
        subpaths_.push_back({Path{}, at});
        closed_ = false;
    }
    return subpaths_.back();
}

void CurrentPath::line_to(const Vec2& p) {
    Subpath& s = open_subpath();
    s.path.pieces.push_back(PathPiece::line(*point_, p));
    point_ = p;
    ++pieces_;
}

void CurrentPath::curve_to(const Vec2& c1, const Vec2& c2, const Vec2& p) {
    Subpath& s = open_subpath();
    s.path.pieces.push_back(PathPiece::cubic(*point_, c1, c2, p));
    point_ = p;
    ++pieces_;
}

void CurrentPath::arc_piece(const Arc& arc) {
    Subpath& s = open_subpath();
    const Vec2 end = arc.end();
    s.path.pieces.push_back(PathPiece::of_arc(arc, *point_, end));
    point_ = end;
    ++pieces_;
}

void CurrentPath::close() {
    if (subpaths_.empty() || closed_ || !point_) return;
    Subpath& s = subpaths_.back();
    if (s.path.pieces.empty()) return;   // closing a lone moveto draws nothing
    if ((*point_ - s.start).norm() > 0) {
        s.path.pieces.push_back(PathPiece::line(*point_, s.start));
        ++pieces_;
    }
    s.path.closed = true;
    point_ = s.start;
    closed_ = true;
}

namespace {
double unit(double v) { return std::clamp(std::isfinite(v) ? v : 0.0, 0.0, 1.0); }
Color make(double r, double g, double b) {
    Color c;
    c.none = false;
    c.r = unit(r);
    c.g = unit(g);
    c.b = unit(b);
    return c;
}
}  // namespace

Color gray_color(double g) { return make(g, g, g); }
Color rgb_color(double r, double g, double b) { return make(r, g, b); }

Color cmyk_color(double c, double m, double y, double k) {
    c = unit(c), m = unit(m), y = unit(y), k = unit(k);
    return make(1 - std::min(1.0, c + k), 1 - std::min(1.0, m + k), 1 - std::min(1.0, y + k));
}

Color hsb_color(double h, double s, double b) {
    h = unit(h), s = unit(s), b = unit(b);
    const double i = std::floor(h * 6);
    const double f = h * 6 - i;
    const double p = b * (1 - s), q = b * (1 - f * s), t = b * (1 - (1 - f) * s);
    switch (static_cast<int>(i) % 6) {
        case 0: return make(b, t, p);
        case 1: return make(q, b, p);
        case 2: return make(p, b, t);
        case 3: return make(p, q, b);
        case 4: return make(t, p, b);
        default: return make(b, p, q);
    }
}

}  // namespace plumbline::eps
