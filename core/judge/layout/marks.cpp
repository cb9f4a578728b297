// Marks (docs/layout.md): a right-angle mark (a small L of two equal line pieces at a
// right angle, or a small square) placed in the corner of two drawn segments says those
// segments are perpendicular: it lies when they meet at more than kRightTolerance degrees
// from 90. An angle label ("60°") names the angle of the corner nearest it, between the
// two rays around the label's direction: it lies when that angle differs by more than
// kAngleTolerance degrees.
#include "layout/context.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

namespace plumbline::layout {

namespace {

constexpr double kPi = 3.14159265358979323846;
constexpr double kRightTolerance = 2.0;    // degrees (DiagramIR's RIGHT_ANGLE_TOLERANCE_DEG)
constexpr double kAngleTolerance = 5.0;    // degrees
constexpr double kMarkShare = 0.12;        // a mark's side at most this share of the drawing
constexpr double kAngleReach = 6.0;        // font sizes from a label to its corner

double degrees(double rad) { return rad * 180 / kPi; }

double angle_at(const Vec2& a, const Vec2& v, const Vec2& b) {
    const Vec2 u = a - v, w = b - v;
    const double nu = u.norm(), nw = w.norm();
    if (!(nu > 0) || !(nw > 0)) return std::numeric_limits<double>::quiet_NaN();
    return degrees(std::acos(std::clamp(u.dot(w) / (nu * nw), -1.0, 1.0)));
}

// A stroked segment through v (at an end or across it) running along `dir`, longer than
// `at_least`; its direction, or none.
std::optional<Vec2> leg_along(const Context& c, const Vec2& v, const Vec2& dir, double tol, double at_least, int* which) {
    const Vec2 d = dir.normalized();
    for (const int s : c.segments) {
        const Segment& seg = std::get<Segment>(c.scene.items[s].geometry);
        if (!(seg.length() > at_least) || distance_point_segment(v, seg) > tol) continue;
        Vec2 e = (seg.b - seg.a).normalized();
        if (std::abs(e.dot(d)) < std::cos(35 * kPi / 180)) continue;
        if (e.dot(d) < 0) e = -e;
        *which = s;
        return e;
    }
    return std::nullopt;
}

void right_angle_marks(Context& c) {
    const auto& items = c.scene.items;
    for (const int i : c.items) {
        const Path* p = std::get_if<Path>(&items[i].geometry);
        if (!p || !std::binary_search(c.strokes.begin(), c.strokes.end(), i)) continue;
        if (!std::all_of(p->pieces.begin(), p->pieces.end(), [](const PathPiece& k) { return k.kind == PathPiece::Kind::Line; }))
            continue;
        // The corners the mark could stand in: an L's open corner; each corner of a square.
        std::vector<std::pair<Vec2, std::pair<Vec2, Vec2>>> corners;   // (vertex, (leg end 1, leg end 2))
        double side = 0;
        if (!p->closed && p->pieces.size() == 2) {
            const Vec2 a = p->pieces[0].start(), q = p->pieces[0].end(), b = p->pieces[1].end();
            const double la = (q - a).norm(), lb = (b - q).norm();
            const double at = angle_at(a, q, b);
            if (!(la > 0) || std::abs(la - lb) > 0.35 * std::max(la, lb) || !(std::abs(at - 90) < 10)) continue;
            side = std::max(la, lb);
            corners.push_back({a + b - q, {a, b}});
        } else if (p->closed && (p->pieces.size() == 4 || p->pieces.size() == 5)) {
            Vec2 v[4];
            for (int k = 0; k < 4; ++k) v[k] = p->pieces[k].start();
            bool square = true;
            for (int k = 0; k < 4 && square; ++k) {
                const double at = angle_at(v[(k + 3) % 4], v[k], v[(k + 1) % 4]);
                square = std::abs(at - 90) < 10;
            }
            const double s0 = (v[1] - v[0]).norm(), s1 = (v[2] - v[1]).norm();
            if (!square || !(s0 > 0) || std::abs(s0 - s1) > 0.35 * std::max(s0, s1)) continue;
            side = std::max(s0, s1);
            for (int k = 0; k < 4; ++k) corners.push_back({v[k], {v[(k + 3) % 4], v[(k + 1) % 4]}});
        } else {
            continue;
        }
        if (!(side < kMarkShare * c.size)) continue;
        for (const auto& corner : corners) {
            const Vec2& v = corner.first;
            int s1 = -1, s2 = -1;
            const double tol = 0.3 * side;
            const std::optional<Vec2> e1 = leg_along(c, v, corner.second.first - v, tol, 1.5 * side, &s1);
            if (!e1) continue;
            const std::optional<Vec2> e2 = leg_along(c, v, corner.second.second - v, tol, 1.5 * side, &s2);
            if (!e2 || s1 == s2) continue;
            ++c.out.examined.right_angle_marks;
            const double drawn = degrees(std::acos(std::clamp(std::abs(e1->dot(*e2)), 0.0, 1.0)));
            const double off = 90 - drawn;
            if (off > kRightTolerance) {
                LayoutFinding f;
                f.code = "layout.mark.right_angle";
                f.severity = Severity::Warning;
                f.message = "A right-angle mark (" + describe_source(items[i].source, i) + ") sits in a corner of " +
                            num(drawn) + " degrees, not 90.";
                f.items = {i, std::min(s1, s2), std::max(s1, s2)};
                std::sort(f.items.begin(), f.items.end());
                f.shapes.push_back(Shape{"location", v});
                c.add(std::move(f));
            }
            break;
        }
    }
}

// The rays leaving v along drawn segments (from an end, or both ways across one).
std::vector<Vec2> rays_at(const Context& c, const Vec2& v, double tol) {
    std::vector<Vec2> rays;
    for (const int s : c.segments) {
        const Segment& seg = std::get<Segment>(c.scene.items[s].geometry);
        if (!(seg.length() > 2 * tol) || distance_point_segment(v, seg) > tol) continue;
        const double t = project_parameter(v, seg);
        if (t > tol / seg.length()) rays.push_back((seg.a - v).normalized());
        if (t < 1 - tol / seg.length()) rays.push_back((seg.b - v).normalized());
    }
    return rays;
}

void angle_labels(Context& c) {
    const auto& items = c.scene.items;
    // Corners: segment ends shared by two or more segments, or where one ends on another.
    std::vector<Vec2> ends;
    for (const int s : c.segments) {
        const Segment& seg = std::get<Segment>(items[s].geometry);
        ends.push_back(seg.a);
        ends.push_back(seg.b);
    }
    for (const int t : c.texts) {
        const Text& text = std::get<Text>(items[t].geometry);
        const std::optional<double> stated = angle_value(text.content);
        if (!stated) continue;
        ++c.out.examined.angle_labels;
        const double em = std::max(text.font_size, 1e-9);
        const Vec2 at = text_centre(text);
        const double tol = 1e-3 * std::max(c.size, 1e-9);
        // The nearest end with at least two rays around it.
        double best_d = kAngleReach * em;
        Vec2 corner(0, 0);
        std::vector<Vec2> rays;
        for (const Vec2& e : ends) {
            if (!c.pair("angle-labels")) return;
            const double d = (e - at).norm();
            if (d >= best_d) continue;
            std::vector<Vec2> r = rays_at(c, e, tol);
            if (r.size() < 2) continue;
            best_d = d;
            corner = e;
            rays = std::move(r);
        }
        if (rays.size() < 2) continue;
        // The two rays on either side of the label's direction, by polar angle.
        const Vec2 dir = at - corner;
        const double a0 = std::atan2(dir.y(), dir.x());
        double before = 1e9, after = 1e9;   // angular distances clockwise / counter-clockwise
        for (const Vec2& r : rays) {
            double d = std::atan2(r.y(), r.x()) - a0;
            while (d < 0) d += 2 * kPi;
            while (d >= 2 * kPi) d -= 2 * kPi;
            after = std::min(after, d);
            before = std::min(before, 2 * kPi - d);
        }
        const double drawn = degrees(before + after);
        if (std::abs(drawn - *stated) <= kAngleTolerance) continue;
        LayoutFinding f;
        f.code = "layout.mark.angle_label";
        f.severity = Severity::Warning;
        f.message = "The angle label '" + plain_text(text.content) + "' stands in a corner of " + num(drawn) +
                    " degrees.";
        f.items = {t};
        f.shapes.push_back(line_shape(at, corner, "label"));
        c.add(std::move(f));
    }
}

}  // namespace

void find_lying_marks(Context& c) {
    right_angle_marks(c);
    angle_labels(c);
}

}  // namespace plumbline::layout
