// Decorations that change a path's geometry, as pgf's decoration automata draw them:
// snake and zigzag (pathmorphing: a wave of the amplitude, a segment length per period,
// straight where less than a period is left) and brace (pathreplacing: two curls and a
// tip, on a straight path). The wave is sampled 16 times a segment, within 0.1pt of pgf's
// curves at the default amplitude.
#include "formats/tikz/decorations.hpp"

#include <algorithm>
#include <cmath>

#include "base/numbers.hpp"

namespace plumbline::tikz {

namespace {

// The path as a polyline with the length run along it.
struct Polyline {
    std::vector<Vec2> points;
    std::vector<double> run;   // cumulative length at each point

    double length() const { return run.empty() ? 0 : run.back(); }
    // The point and unit tangent at length s along it.
    void at(double s, Vec2& p, Vec2& tangent) const {
        const size_t n = points.size();
        size_t k = std::upper_bound(run.begin(), run.end(), s) - run.begin();
        k = std::clamp<size_t>(k, 1, n - 1);
        const double seg = run[k] - run[k - 1];
        const double t = seg > 0 ? std::clamp((s - run[k - 1]) / seg, 0.0, 1.0) : 0;
        p = points[k - 1] + t * (points[k] - points[k - 1]);
        const Vec2 d = points[k] - points[k - 1];
        tangent = d.norm() > 0 ? Vec2(d / d.norm()) : Vec2(1, 0);
    }
};

Polyline flatten(const Path& path) {
    Polyline out;
    for (const PathPiece& piece : path.pieces) {
        const int n = piece.kind == PathPiece::Kind::Line ? 1 : 32;
        if (out.points.empty()) out.points.push_back(piece.start());
        for (int k = 1; k <= n; ++k) out.points.push_back(piece.point_at(static_cast<double>(k) / n));
    }
    out.run.assign(out.points.size(), 0);
    for (size_t k = 1; k < out.points.size(); ++k) out.run[k] = out.run[k - 1] + (out.points[k] - out.points[k - 1]).norm();
    return out;
}

// The wave's offset (left of the path) at u along the decorated stretch, and where the
// wave ends (pgf's automaton stops when less than a state's width is left).
struct Wave {
    std::vector<std::pair<double, double>> samples;   // (u, offset)
};

Wave snake(double length, double a, double seg) {
    Wave w;
    if (length < 0.625 * seg) return w;
    const int per = 16;
    // initial: a quarter wave up over .3125 L
    for (int k = 0; k <= per / 2; ++k) {
        const double u = 0.3125 * seg * k / (per / 2);
        w.samples.emplace_back(u, a * std::sin(kPi / 2 * k / (per / 2)));
    }
    double pos = 0.3125 * seg;
    double sign = 1;   // the wave is at +a, going down
    while (length - pos >= 0.8125 * seg) {
        for (int k = 1; k <= per; ++k) {
            const double f = static_cast<double>(k) / per;
            w.samples.emplace_back(pos + 0.5 * seg * f, sign * a * std::cos(kPi * f));
        }
        pos += 0.5 * seg;
        sign = -sign;
    }
    // end: a quarter wave back to the line over .3125 L
    for (int k = 1; k <= per / 2; ++k) {
        const double f = static_cast<double>(k) / (per / 2);
        w.samples.emplace_back(pos + 0.3125 * seg * f, sign * a * std::cos(kPi / 2 * f));
    }
    return w;
}

Wave zigzag(double length, double a, double seg) {
    Wave w;
    w.samples.emplace_back(0, 0);
    if (length < 0.5 * seg) return w;
    w.samples.emplace_back(0.25 * seg, a);
    double pos = 0.5 * seg, sign = -1;
    while (length - pos >= 0.5 * seg) {
        w.samples.emplace_back(pos + 0.25 * seg, sign * a);
        pos += 0.5 * seg;
        sign = -sign;
    }
    w.samples.emplace_back(pos, 0);
    return w;
}

Path wave_path(const Path& path, const Decoration& d) {
    const Polyline line = flatten(path);
    const double total = line.length();
    const double start = std::min(d.pre, total), stretch = std::max(0.0, total - d.pre - d.post);
    const Wave w = d.name == "snake" ? snake(stretch, d.amplitude, d.segment) : zigzag(stretch, d.amplitude, d.segment);
    std::vector<Vec2> pts;
    Vec2 p, t;
    line.at(0, p, t);
    pts.push_back(p);
    const double side = d.mirror ? -1 : 1;
    for (const auto& [u, y] : w.samples) {
        line.at(start + u, p, t);
        pts.push_back(p + side * (y + d.raise) * Vec2(-t.y(), t.x()));
    }
    line.at(total, p, t);
    pts.push_back(p);
    Path out;
    for (size_t k = 1; k < pts.size(); ++k)
        if ((pts[k] - pts[k - 1]).norm() > 1e-9) out.pieces.push_back(PathPiece::line(pts[k - 1], pts[k]));
    return out;
}

// pgf's brace on the straight line from a to b (tip at `aspect` along it).
Path brace_path(const Vec2& a, const Vec2& b, const Decoration& d) {
    const double len = (b - a).norm();
    const Vec2 x = len > 0 ? Vec2((b - a) / len) : Vec2(1, 0);
    const double side = d.mirror ? -1 : 1;
    const Vec2 y = side * Vec2(-x.y(), x.x());
    const double amp = d.amplitude;
    double yc = d.aspect * len;
    yc = 2 * amp > yc ? 0.5 * yc : amp;
    double xc = d.aspect * len - len;
    xc = -2 * amp < xc ? -0.5 * xc : amp;
    const auto P = [&](double px, double py) { return a + px * x + (py + d.raise) * y; };
    const double tip = d.aspect * len;
    Path out;
    out.pieces.push_back(PathPiece::cubic(P(0, 0), P(.15 * yc, .3 * amp), P(.5 * yc, .5 * amp), P(yc, .5 * amp)));
    out.pieces.push_back(PathPiece::line(P(yc, .5 * amp), P(tip - yc, .5 * amp)));
    out.pieces.push_back(PathPiece::cubic(P(tip - yc, .5 * amp), P(tip - .5 * yc, .5 * amp), P(tip - .15 * yc, .7 * amp),
                                          P(tip, amp)));
    out.pieces.push_back(PathPiece::cubic(P(tip, amp), P(tip + .15 * xc, .7 * amp), P(tip + .5 * xc, .5 * amp),
                                          P(tip + xc, .5 * amp)));
    out.pieces.push_back(PathPiece::line(P(tip + xc, .5 * amp), P(len - xc, .5 * amp)));
    out.pieces.push_back(PathPiece::cubic(P(len - xc, .5 * amp), P(len - .5 * xc, .5 * amp), P(len - .15 * xc, .3 * amp),
                                          P(len, 0)));
    return out;
}

}  // namespace

bool decoration_drawn(std::string_view name) { return name == "snake" || name == "zigzag" || name == "brace"; }

bool decorate_subpath(Path& path, const Decoration& d) {
    if (path.pieces.empty() || !decoration_drawn(d.name)) return false;
    if (d.name == "brace") {   // on a straight path only (the one people brace)
        if (path.pieces.size() != 1 || path.pieces.front().kind != PathPiece::Kind::Line) return false;
        path = brace_path(path.pieces.front().start(), path.pieces.back().end(), d);
        return true;
    }
    if (d.segment <= 0) return false;
    path = wave_path(path, d);
    return true;
}

}  // namespace plumbline::tikz
