// The ellipse IoU clips by runs of vertices with their boxes, carrying over whole the runs
// an edge surely keeps; the plain Sutherland-Hodgman loop it replaced, kept here with the
// rest of the IoU as it was, must agree to the bit.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <random>
#include <vector>

#include "base/numbers.hpp"
#include "geometry/ellipse_points.hpp"
#include "geometry/geometry.hpp"
#include "sanitized_rounds.hpp"

using namespace plumbline;

namespace {

double cross(const Vec2& u, const Vec2& v) { return u.x() * v.y() - u.y() * v.x(); }

double signed_area(const std::vector<Vec2>& poly) {
    double twice = 0;
    for (size_t i = 0, n = poly.size(); i < n; ++i) twice += cross(poly[i], poly[(i + 1) % n]);
    return twice / 2;
}

std::vector<Vec2> equal_area_polygon(const Ellipse& e, int n) {
    const double step = 2 * kPi / n;
    const double inflate = std::sqrt(step / std::sin(step));
    Ellipse big = e;
    big.rx *= inflate;
    big.ry *= inflate;
    std::vector<Vec2> poly(static_cast<size_t>(n));
    const EllipsePoints points(big);
    for (int i = 0; i < n; ++i) poly[static_cast<size_t>(i)] = points.at(i * step);
    return poly;
}

bool surely_inside(const Box& box, const Vec2& e0, const Vec2& edge) {
    if (box.empty) return false;
    const Vec2 worst(edge.y() >= 0 ? box.max.x() : box.min.x(), edge.x() >= 0 ? box.min.y() : box.max.y());
    const Vec2 reach = (box.min - e0).cwiseAbs().cwiseMax((box.max - e0).cwiseAbs());
    const Vec2 size = box.min.cwiseAbs().cwiseMax(box.max.cwiseAbs());
    const double slack = 1e-9 * (std::abs(edge.x()) + std::abs(edge.y())) *
                         (std::max(reach.x(), reach.y()) + std::max(size.x(), size.y()));
    return cross(edge, worst - e0) > slack;
}

std::vector<Vec2> plain_clip(std::vector<Vec2> subject, const std::vector<Vec2>& clip) {
    std::vector<Vec2> next;
    std::vector<double> side;
    Box box;
    for (const Vec2& p : subject) box.add(p);
    for (size_t i = 0, n = clip.size(); i < n && !subject.empty(); ++i) {
        const Vec2& e0 = clip[i];
        const Vec2 edge = clip[i + 1 < n ? i + 1 : 0] - e0;
        if (surely_inside(box, e0, edge)) continue;
        const size_t m = subject.size();
        side.resize(m);
        bool all_inside = true;
        for (size_t j = 0; j < m; ++j) {
            side[j] = cross(edge, subject[j] - e0);
            all_inside = all_inside && side[j] >= 0;
        }
        if (all_inside) continue;
        next.clear();
        for (size_t j = 0; j < m; ++j) {
            const size_t k = j + 1 < m ? j + 1 : 0;
            const double sp = side[j], sq = side[k];
            if (sp >= 0) next.push_back(subject[j]);
            if ((sp >= 0) != (sq >= 0)) next.push_back(subject[j] + (subject[k] - subject[j]) * (sp / (sp - sq)));
        }
        subject.swap(next);
    }
    return subject;
}

bool ordered_before(const Ellipse& a, const Ellipse& b) {
    const double ka[5] = {a.c.x(), a.c.y(), a.rx, a.ry, a.angle};
    const double kb[5] = {b.c.x(), b.c.y(), b.rx, b.ry, b.angle};
    return std::lexicographical_compare(ka, ka + 5, kb, kb + 5);
}

double plain_iou(const Ellipse& a, const Ellipse& b, int n) {
    const Box ba = bounds(a), bb = bounds(b);
    if (ba.max.x() < bb.min.x() || bb.max.x() < ba.min.x() || ba.max.y() < bb.min.y() || bb.max.y() < ba.min.y())
        return 0;
    const double area_a = kPi * a.rx * a.ry, area_b = kPi * b.rx * b.ry;
    const Ellipse& first = ordered_before(b, a) ? b : a;
    const Ellipse& second = ordered_before(b, a) ? a : b;
    const double inter = std::abs(signed_area(plain_clip(equal_area_polygon(first, n), equal_area_polygon(second, n))));
    const double uni = area_a + area_b - inter;
    return uni > 0 ? std::clamp(inter / uni, 0.0, 1.0) : 0.0;
}

bool same_bits(double a, double b) { return std::memcmp(&a, &b, sizeof a) == 0; }

}  // namespace

TEST_CASE("ellipse_iou: the clipping by runs agrees to the bit with the plain loop") {
    std::mt19937_64 rng(3);
    std::uniform_real_distribution<double> unit(0, 1);
    int overlapping = 0;
    const int rounds = plumbline_test::rounds(3000);
    for (int i = 0; i < rounds; ++i) {
        const Ellipse a{Vec2(unit(rng) * 100, unit(rng) * 100), 1 + unit(rng) * 60, 0, unit(rng) * 3};
        Ellipse e = a;
        e.ry = 1 + unit(rng) * (e.rx - 1);
        Ellipse b = e;
        switch (i % 4) {
            case 0: break;                                                        // the same
            case 1: b.c += Vec2(unit(rng) - 0.5, unit(rng) - 0.5) * 1e-3; break;  // nearly the same
            case 2: b.c += Vec2(unit(rng) - 0.5, unit(rng) - 0.5) * e.rx; b.angle += unit(rng); break;
            default: b = Ellipse{Vec2(unit(rng) * 100, unit(rng) * 100), 1 + unit(rng) * 30, 1, unit(rng) * 3}; break;
        }
        b.ry = std::min(b.ry, b.rx);
        for (const int vertices : {8, 128, 301}) {
            const double got = ellipse_iou(e, b, vertices), want = plain_iou(e, b, vertices);
            CAPTURE(i);
            CAPTURE(vertices);
            CHECK(same_bits(got, want));
            overlapping += want > 0;
        }
    }
    CHECK(overlapping > rounds);   // of three comparisons a round
}
