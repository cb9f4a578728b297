// The Hausdorff measure skips work (segment blocks by their boxes, roots of distances that
// cannot win, the rest of a measure past a bound); none of it may change a value a report
// prints. The plain measure it replaced, kept here, must agree to the bit.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <random>
#include <vector>

#include "geometry/geometry.hpp"
#include "sanitized_rounds.hpp"

using namespace plumbline;

namespace {

// The plain scan: every query tries segments from the last witness on, one by one.
double plain_directed(const std::vector<Vec2>& a, const std::vector<Vec2>& b) {
    const size_t n = b.size() > 1 ? b.size() - 1 : 1;
    auto segment = [&](size_t i) { return Segment{b[i], b[std::min(i + 1, b.size() - 1)]}; };
    struct Answer {
        double distance;
        size_t witness;
    };
    size_t hint = 0;
    auto query = [&](const Vec2& x, double enough) {
        Answer best{std::numeric_limits<double>::infinity(), 0};
        for (size_t k = 0; k < n; ++k) {
            const size_t i = (hint + k) % n;
            const double d = distance_point_segment(x, segment(i));
            if (d < best.distance) {
                best = Answer{d, i};
                if (d <= enough) break;
            }
        }
        hint = best.witness;
        return best;
    };
    std::vector<Answer> f(a.size());
    double best = 0;
    for (size_t i = 0; i < a.size(); ++i) best = std::max(best, (f[i] = query(a[i], best)).distance);
    Box box;
    for (const Vec2& p : a) box.add(p);
    for (const Vec2& p : b) box.add(p);
    const double eps = 1e-9 * std::max(1.0, box.diagonal());
    struct Piece {
        Vec2 p, q;
        Answer fp, fq;
    };
    for (size_t i = 0; i + 1 < a.size(); ++i) {
        std::vector<Piece> stack{Piece{a[i], a[i + 1], f[i], f[i + 1]}};
        for (int budget = 128; !stack.empty() && budget > 0;) {
            const Piece s = stack.back();
            stack.pop_back();
            const double limit = best + eps;
            if ((s.fp.distance + s.fq.distance + (s.q - s.p).norm()) / 2 <= limit ||
                distance_point_segment(s.q, segment(s.fp.witness)) <= limit ||
                distance_point_segment(s.p, segment(s.fq.witness)) <= limit)
                continue;
            const Vec2 m = (s.p + s.q) / 2;
            --budget;
            const Answer fm = query(m, best);
            best = std::max(best, fm.distance);
            stack.push_back({s.p, m, s.fp, fm});
            stack.push_back({m, s.q, fm, s.fq});
        }
    }
    return best;
}

bool same_bits(double x, double y) { return std::memcmp(&x, &y, sizeof x) == 0; }

}  // namespace

TEST_CASE("hausdorff: the same value, to the bit, as the plain scan") {
    std::mt19937_64 rng(7);
    std::uniform_real_distribution<double> u(-1, 1);
    auto polyline = [&](int round) {
        std::vector<Vec2> v;
        const int n = 1 + static_cast<int>(rng() % (round % 3 == 0 ? 300 : 30));
        const double scale = std::pow(10.0, static_cast<int>(rng() % 7) - 2);
        switch (rng() % 3) {
            case 0:   // scattered
                for (int i = 0; i < n; ++i) v.emplace_back(u(rng) * scale, u(rng) * scale);
                break;
            case 1: {   // an elliptical arc
                const Vec2 c(u(rng) * scale, u(rng) * scale);
                const double r = (0.5 + 0.4 * u(rng)) * scale, t0 = 3 * u(rng), dt = 7 * u(rng);
                for (int i = 0; i <= n; ++i)
                    v.emplace_back(c.x() + r * std::cos(t0 + dt * i / n), c.y() + 0.7 * r * std::sin(t0 + dt * i / n));
                break;
            }
            default: {   // a random walk, sometimes closed
                Vec2 p(u(rng) * scale, u(rng) * scale);
                for (int i = 0; i < n; ++i) v.push_back(p += Vec2(u(rng), u(rng)) * scale * 0.05);
                if (rng() % 2) v.push_back(v.front());
            }
        }
        return v;
    };
    for (int round = 0; round < plumbline_test::rounds(3000); ++round) {
        const std::vector<Vec2> a = polyline(round);
        std::vector<Vec2> b = polyline(round);
        if (round % 4 == 1) {   // nearly the same curve: the case the checks care about
            b = a;
            for (Vec2& p : b) p += Vec2(u(rng), u(rng)) * 1e-3;
        }
        const double plain = std::max(plain_directed(a, b), plain_directed(b, a));
        const double h = hausdorff(a, b);
        REQUIRE(same_bits(h, plain));
        const double bound = h * (0.5 + u(rng) + 1);
        const double capped = hausdorff(a, b, bound);
        if (h <= bound) REQUIRE(same_bits(capped, h));
        else REQUIRE((capped > bound && capped <= h));
    }
}
