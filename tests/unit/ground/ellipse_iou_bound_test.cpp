// The IoU bound the ellipse matcher skips clippings by: never below the IoU itself, on
// random pairs of every kind (apart, overlapping, nested, nearly equal, thin), and tight
// enough to skip something (the areas' ratio for nested ellipses, 0 for boxes apart).
#include <doctest/doctest.h>

#include <cmath>
#include <random>

#include "geometry/geometry.hpp"
#include "sanitized_rounds.hpp"

using namespace plumbline;

TEST_CASE("the ellipse IoU bound is never below the IoU") {
    std::mt19937 rng(20261127);
    std::uniform_real_distribution<double> unit(0, 1);
    int below_one = 0;
    const int rounds = plumbline_test::rounds(20000);
    for (int i = 0; i < rounds; ++i) {
        const double r = 1 + 200 * unit(rng);
        Ellipse a{Vec2(400 * unit(rng), 400 * unit(rng)), r, r * (0.02 + unit(rng)), 7 * unit(rng) - 3.5};
        Ellipse b = a;
        switch (i % 4) {
        case 0:   // anywhere
            b = Ellipse{Vec2(400 * unit(rng), 400 * unit(rng)), 1 + 200 * unit(rng), 1 + 200 * unit(rng), 7 * unit(rng) - 3.5};
            break;
        case 1:   // nearly equal: a pixel off, a few percent bigger, turned a little
            b.c += Vec2(unit(rng) - 0.5, unit(rng) - 0.5);
            b.rx *= 1 + 0.05 * (unit(rng) - 0.5);
            b.ry *= 1 + 0.05 * (unit(rng) - 0.5);
            b.angle += 0.1 * (unit(rng) - 0.5);
            break;
        case 2:   // nested: the same centre, scaled
            b.rx *= 0.1 + 0.9 * unit(rng);
            b.ry = b.rx * a.ry / a.rx;
            break;
        default:  // overlapping, shifted by up to a radius
            b.c += Vec2(r * (unit(rng) - 0.5), r * (unit(rng) - 0.5));
            b.angle = 7 * unit(rng) - 3.5;
            break;
        }
        const double iou = ellipse_iou(a, b), bound = ellipse_iou_bound(a, b);
        if (bound < 1) ++below_one;
        if (!(iou <= bound)) {
            INFO("a: " << a.c.x() << "," << a.c.y() << " " << a.rx << " " << a.ry << " " << a.angle);
            INFO("b: " << b.c.x() << "," << b.c.y() << " " << b.rx << " " << b.ry << " " << b.angle);
            CHECK(iou <= bound);
        }
    }
    CHECK(below_one > rounds * 3 / 4);   // a bound of 1 would skip nothing
}

TEST_CASE("the ellipse IoU bound: nested circles, boxes apart, unmeasurable ellipses") {
    const Ellipse big{Vec2(100, 100), 50, 50, 0}, small{Vec2(100, 100), 30, 30, 0};
    CHECK(ellipse_iou_bound(big, small) == doctest::Approx(0.36).epsilon(1e-5));
    CHECK(ellipse_iou(big, small) <= ellipse_iou_bound(big, small));
    const Ellipse far{Vec2(400, 100), 50, 20, 0.3};
    CHECK(ellipse_iou_bound(big, far) == 0);
    const Ellipse flat{Vec2(100, 100), 50, 0, 0};
    CHECK(std::isnan(ellipse_iou_bound(big, flat)));
}
