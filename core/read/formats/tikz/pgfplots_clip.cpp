// An axis clips its plots to its box (pgfplots' `clip=true`): polylines cut at the box's
// sides into the runs inside it, filled plots cut to the polygon inside it. The Scene has no
// clip region, so the reading holds what TeX shows.
#include <algorithm>

#include "formats/tikz/pgfplots.hpp"

namespace plumbline::tikz {

namespace {

// Liang-Barsky: the part of a--b inside the box, as parameters [t0, t1]; false if none.
bool clip_segment(const Vec2& a, const Vec2& b, const Vec2& lo, const Vec2& hi, double& t0, double& t1) {
    t0 = 0, t1 = 1;
    const Vec2 d = b - a;
    const double p[4] = {-d.x(), d.x(), -d.y(), d.y()};
    const double q[4] = {a.x() - lo.x(), hi.x() - a.x(), a.y() - lo.y(), hi.y() - a.y()};
    for (int k = 0; k < 4; ++k) {
        if (p[k] == 0) {
            if (q[k] < 0) return false;
            continue;
        }
        const double r = q[k] / p[k];
        if (p[k] < 0) t0 = std::max(t0, r);
        else t1 = std::min(t1, r);
        if (t0 > t1) return false;
    }
    return true;
}

}  // namespace

std::vector<std::vector<Vec2>> clip_polyline(const std::vector<Vec2>& points, const Vec2& lo, const Vec2& hi) {
    std::vector<std::vector<Vec2>> runs;
    if (points.size() == 1) {
        const Vec2& p = points[0];
        if (p.x() >= lo.x() && p.x() <= hi.x() && p.y() >= lo.y() && p.y() <= hi.y()) runs.push_back(points);
        return runs;
    }
    std::vector<Vec2> run;
    for (size_t i = 0; i + 1 < points.size(); ++i) {
        double t0 = 0, t1 = 1;
        const Vec2 &a = points[i], &b = points[i + 1];
        if (!clip_segment(a, b, lo, hi, t0, t1)) {
            if (run.size() > 1) runs.push_back(run);
            run.clear();
            continue;
        }
        const Vec2 start = a + t0 * (b - a), end = a + t1 * (b - a);
        if (run.empty() || t0 > 0) {
            if (run.size() > 1) runs.push_back(run);
            run.assign(1, start);
        }
        run.push_back(end);
        if (t1 < 1) {
            runs.push_back(run);
            run.clear();
        }
    }
    if (run.size() > 1) runs.push_back(run);
    return runs;
}

std::vector<Vec2> clip_polygon(const std::vector<Vec2>& points, const Vec2& lo, const Vec2& hi) {
    std::vector<Vec2> poly = points;
    for (int side = 0; side < 4 && !poly.empty(); ++side) {
        auto inside = [&](const Vec2& p) {
            switch (side) {
                case 0: return p.x() >= lo.x();
                case 1: return p.x() <= hi.x();
                case 2: return p.y() >= lo.y();
                default: return p.y() <= hi.y();
            }
        };
        auto cross = [&](const Vec2& a, const Vec2& b) {
            double t = 0;
            switch (side) {
                case 0: t = (lo.x() - a.x()) / (b.x() - a.x()); break;
                case 1: t = (hi.x() - a.x()) / (b.x() - a.x()); break;
                case 2: t = (lo.y() - a.y()) / (b.y() - a.y()); break;
                default: t = (hi.y() - a.y()) / (b.y() - a.y()); break;
            }
            return Vec2(a + t * (b - a));
        };
        std::vector<Vec2> out;
        for (size_t i = 0; i < poly.size(); ++i) {
            const Vec2& cur = poly[i];
            const Vec2& prev = poly[(i + poly.size() - 1) % poly.size()];
            if (inside(cur)) {
                if (!inside(prev)) out.push_back(cross(prev, cur));
                out.push_back(cur);
            } else if (inside(prev)) {
                out.push_back(cross(prev, cur));
            }
        }
        poly = std::move(out);
    }
    return poly;
}

}  // namespace plumbline::tikz
