// pattern=<name> (tikzlibrarypatterns): the region filled with the pattern's ink, as
// pgflibrarypatterns.code.tex declares it: families of 0.4pt lines 3pt apart, dots of 0.5pt
// radius on a 3pt grid, bricks of 0.8pt lines in a 4mm tile, in the pattern colour. Each line
// or tile segment is cut to the region (nonzero or even odd rule) and emitted as a segment.
// pgf anchors the tiling at the page's corner, which is known only once the picture is; here
// it is anchored at the canvas origin, so the lines may be shifted along their normal by up
// to half a period (1.5pt for lines and dots): said by an info diagnostic.
#include <algorithm>
#include <cmath>

#include "formats/tikz/color_expression.hpp"
#include "formats/tikz/interpreter.hpp"

namespace plumbline::tikz {

namespace {

const Affine kFlip = Affine::scale(1, -1);
constexpr int kMaxPatternPieces = 20000;   // segments or dots per filled path
constexpr double kPeriod = 3;              // pt: lines and dots

struct Edge {
    Vec2 a, b;
};

// The region's boundary as straight edges (curves and conics sampled), canvas pt.
std::vector<Edge> region_edges(const BuiltPath& built) {
    std::vector<Edge> edges;
    for (const Path& p : built.subpaths) {
        if (p.pieces.empty()) continue;
        std::vector<Vec2> pts{p.pieces.front().start()};
        for (const PathPiece& piece : p.pieces) {
            const int n = piece.kind == PathPiece::Kind::Line ? 1 : 24;
            for (int k = 1; k <= n; ++k) pts.push_back(piece.point_at(static_cast<double>(k) / n));
        }
        for (size_t k = 0; k + 1 < pts.size(); ++k) edges.push_back({pts[k], pts[k + 1]});
        edges.push_back({pts.back(), pts.front()});   // a fill closes every subpath
    }
    for (const Ellipse& e : built.conics) {
        constexpr int n = 96;
        for (int k = 0; k < n; ++k)
            edges.push_back({e.point_at(2 * M_PI * k / n), e.point_at(2 * M_PI * (k + 1) / n)});
    }
    return edges;
}

// The parts of segment a-b inside the region: crossings with the edges, then the winding
// number (or its parity) walked along the segment.
void clip_segment(const Vec2& a, const Vec2& b, const std::vector<Edge>& edges, bool even_odd,
                  std::vector<Segment>& out) {
    const Vec2 d = b - a;
    std::vector<std::pair<double, int>> hits;   // parameter on a-b, crossing direction
    double start_winding = 0;
    // The winding at `a`: a ray from a in the direction -d (cast along the segment's line).
    for (const Edge& e : edges) {
        const Vec2 f = e.b - e.a;
        const double den = d.x() * f.y() - d.y() * f.x();
        if (std::abs(den) < 1e-12) continue;
        const Vec2 w = e.a - a;
        const double t = (w.x() * f.y() - w.y() * f.x()) / den;   // along a-b
        const double u = (w.x() * d.y() - w.y() * d.x()) / den;   // along the edge
        if (u < 0 || u >= 1) continue;
        const int dir = den > 0 ? 1 : -1;
        if (t < 0) start_winding += dir;   // crossed before a: a's winding counts it
        else hits.emplace_back(t, dir);
    }
    std::sort(hits.begin(), hits.end());
    // The winding changes by the same signed count when each crossing is passed forwards.
    int w = static_cast<int>(std::lround(start_winding));
    auto inside = [&](int wn) { return even_odd ? (wn % 2 != 0) : wn != 0; };
    double from = 0;
    bool in = inside(w);
    for (const auto& [t, dir] : hits) {
        if (t > 1) break;
        w += dir;
        const bool now = inside(w);
        if (now != in) {
            if (in && t > from) out.push_back({a + d * from, a + d * t});
            if (now) from = t;
            in = now;
        }
    }
    if (in && from < 1) out.push_back({a + d * from, b});
}

struct Pattern {
    std::vector<Vec2> families;   // line directions: lines through multiples of the period
    Vec2 family_phase{0, 0};      // a point one of each family's lines goes through
    bool dots = false, crosshatch_dots = false, bricks = false;
    double line_width = 0.4;
};

bool pattern_named(std::string_view name, Pattern& p) {
    if (name == "horizontal lines") p.families = {Vec2(1, 0)}, p.family_phase = Vec2(0, 0.5);
    else if (name == "vertical lines") p.families = {Vec2(0, 1)}, p.family_phase = Vec2(0.5, 0);
    else if (name == "north east lines") p.families = {Vec2(1, 1)};
    else if (name == "north west lines") p.families = {Vec2(1, -1)};
    else if (name == "grid") p.families = {Vec2(1, 0), Vec2(0, 1)};
    else if (name == "crosshatch") p.families = {Vec2(1, 1), Vec2(1, -1)};
    else if (name == "dots") p.dots = true;
    else if (name == "crosshatch dots") p.dots = p.crosshatch_dots = true;
    else if (name == "bricks") p.bricks = true, p.line_width = 0.8;
    else return false;
    return true;
}

}  // namespace

bool Interpreter::emit_pattern(const BuiltPath& built, const State& state, const Command& command) {
    Pattern pattern;
    if (!pattern_named(trim(state.paint.pattern), pattern)) return false;
    const std::vector<Edge> edges = region_edges(built);
    Box box;
    for (const Edge& e : edges) box.add(e.a), box.add(e.b);
    if (box.empty || !is_finite(box.min) || !is_finite(box.max)) return true;
    Style style;
    style.stroke = Color::paint_none();
    style.fill = Color::paint_none();
    const std::string& colour = state.paint.pattern_color.empty() ? std::string("black") : state.paint.pattern_color;
    std::string problem;
    const std::optional<Color> ink = read_color(colors_, colour, &problem);
    if (!ink) return true;
    const bool even_odd = state.paint.even_odd;
    const bool transformed = !state.ctm.is_identity();
    int pieces = 0;
    auto too_many = [&] {
        if (++pieces <= kMaxPatternPieces) return false;
        once(Severity::Warning, "pattern-pieces", "read.limit.items",
             "The pattern fills too large a region: more than " + std::to_string(kMaxPatternPieces) +
                 " of its lines or dots; the rest were not read.",
             command.begin, command.end);
        return true;
    };
    std::vector<Segment> segments;
    const double span = (box.max - box.min).norm();
    for (const Vec2& dir_raw : pattern.families) {
        const Vec2 dir = dir_raw / dir_raw.norm();
        const Vec2 normal(-dir.y(), dir.x());
        // Lines through phase + k * period along x (diagonals) or along the normal (axes).
        const double step = std::abs(dir.x()) > 1e-9 && std::abs(dir.y()) > 1e-9 ? kPeriod * std::abs(normal.x())
                                                                               : kPeriod;
        const double base = pattern.family_phase.dot(normal);
        double lo = 1e300, hi = -1e300;
        for (const Vec2& c : {box.min, box.max, Vec2(box.min.x(), box.max.y()), Vec2(box.max.x(), box.min.y())})
            lo = std::min(lo, c.dot(normal)), hi = std::max(hi, c.dot(normal));
        const Vec2 mid = (box.min + box.max) / 2;
        for (double k = std::ceil((lo - base) / step); base + k * step <= hi; k += 1) {
            const double offset = base + k * step;
            const Vec2 on = mid + normal * (offset - mid.dot(normal));
            clip_segment(on - dir * span, on + dir * span, edges, even_odd, segments);
            if (segments.size() > static_cast<size_t>(kMaxPatternPieces)) break;
        }
    }
    if (pattern.bricks) {   // the 4mm tile's five strokes (pgflibrarypatterns.code.tex)
        const double mm = 72.27 / 25.4, tile = 4 * mm;
        const Vec2 strokes[5][2] = {{{0, 1}, {4, 1}}, {{0, 3}, {4, 3}}, {{1, 0}, {1, 1}}, {{3, 1}, {3, 3}}, {{1, 3}, {1, 4}}};
        for (double y = std::floor(box.min.y() / tile) * tile; y < box.max.y(); y += tile)
            for (double x = std::floor(box.min.x() / tile) * tile; x < box.max.x(); x += tile) {
                for (const auto& s : strokes)
                    clip_segment(Vec2(x, y) + s[0] * mm, Vec2(x, y) + s[1] * mm, edges, even_odd, segments);
                if (segments.size() > static_cast<size_t>(kMaxPatternPieces)) break;
            }
    }
    style.stroke = *ink;
    style.stroke.a *= state.paint.fill_opacity;
    style.stroke_width = pattern.line_width;
    for (const Segment& s : segments) {
        if (too_many()) return true;
        if (!add_item(Segment{kFlip.apply(s.a), kFlip.apply(s.b)}, style, command, transformed)) return true;
    }
    if (pattern.dots) {   // discs of 0.5pt on the 3pt grid (and its centres, crosshatch dots), inside the region
        Style dot;
        dot.stroke = Color::paint_none();
        dot.fill = *ink;
        dot.fill.a *= state.paint.fill_opacity;
        for (double y = std::floor(box.min.y() / kPeriod) * kPeriod; y <= box.max.y(); y += kPeriod / (pattern.crosshatch_dots ? 2 : 1))
            for (double x = std::floor(box.min.x() / kPeriod) * kPeriod; x <= box.max.x(); x += kPeriod) {
                const bool half_row = pattern.crosshatch_dots && std::fmod(std::abs(y / kPeriod), 1.0) > 0.25;
                const Vec2 c(x + (half_row ? kPeriod / 2 : 0), y);
                std::vector<Segment> probe;   // a point is inside when a tiny segment through it is
                clip_segment(c - Vec2(1e-6, 0), c + Vec2(1e-6, 0), edges, even_odd, probe);
                if (probe.empty()) continue;
                if (too_many()) return true;
                if (!add_item(Circle{kFlip.apply(c), 0.5}, dot, command, transformed)) return true;
            }
    }
    once(Severity::Info, "pattern-phase", "tikz.pattern.phase",
         "The pattern \"" + state.paint.pattern + "\" is drawn from the canvas origin; TeX tiles it from the page's "
         "corner, so its lines or dots may lie up to half a period (1.5pt) aside.",
         command.begin, command.end);
    return true;
}

}  // namespace plumbline::tikz
