// The default profile's tolerances: from the drawing's pixel and size, then per element.
#include <doctest/doctest.h>

#include <cmath>
#include <limits>

#include "matching/tolerance.hpp"
#include "match_test_scenes.hpp"

using plumbline::matching::Tolerances;
using namespace plumbline;
using namespace plumbline::testing;

namespace {
Tolerances of(double size, double units_per_pixel, std::optional<double> task = std::nullopt) {
    return Tolerances::for_drawing(Drawing(size, units_per_pixel).scene, task);
}
}  // namespace

TEST_CASE("tolerance: position tolerance is 1.5% of the drawing, clamped to 2..12 pixels") {
    CHECK(of(500, 1).position() == doctest::Approx(0.015 * std::hypot(500, 500)));   // 10.6
    CHECK(of(100, 1).position() == doctest::Approx(0.015 * std::hypot(100, 100)));   // 2.1
    CHECK(of(50, 1).position() == doctest::Approx(2));                              // floor
    CHECK(of(5000, 1).position() == doctest::Approx(12));                           // cap
    CHECK(of(5000, 10).position() == doctest::Approx(0.015 * std::hypot(5000, 5000)));
    CHECK(of(5000, 10).pixel() == doctest::Approx(10));
}

TEST_CASE("tolerance: a task tolerance replaces the position tolerance") {
    CHECK(of(500, 1, 4.0).position() == doctest::Approx(4));
    CHECK(of(500, 1, 0.0).position() == doctest::Approx(10.607).epsilon(1e-3));   // unusable: ignored
    CHECK(of(500, 1, -3.0).position() == doctest::Approx(10.607).epsilon(1e-3));
}

TEST_CASE("tolerance: without a frame the drawing's extent sets the size") {
    Drawing d;
    d.scene.frame = Frame{};
    d.line({0, 0}, {300, 400});
    const Tolerances t = Tolerances::for_drawing(d.scene, std::nullopt);
    CHECK(t.drawing() == doctest::Approx(500));
    CHECK(t.position() == doctest::Approx(7.5));
    CHECK(t.pixel() == doctest::Approx(1));
}

TEST_CASE("tolerance: a nonsensical pixel size counts as one unit") {
    CHECK(of(500, 0).pixel() == doctest::Approx(1));
    CHECK(of(500, std::numeric_limits<double>::quiet_NaN()).pixel() == doctest::Approx(1));
}

TEST_CASE("tolerance: per element, scaled to its size within [1.5 px, position]") {
    const Tolerances t = of(500, 1);
    CHECK(t.segment_endpoint(300) == doctest::Approx(t.position()));
    CHECK(t.segment_endpoint(100) == doctest::Approx(6));
    CHECK(t.segment_endpoint(10) == doctest::Approx(1.5));
    CHECK(t.circle_centre(8) == doctest::Approx(1.5));
    CHECK(t.circle_centre(50) == doctest::Approx(5));
    CHECK(t.circle_centre(200) == doctest::Approx(t.position()));
    CHECK(t.circle_radius(8) == doctest::Approx(1.2));     // 15% of the radius caps the pixel floor
    CHECK(t.circle_radius(24) == doctest::Approx(1.5));
    CHECK(t.circle_radius(100) == doctest::Approx(6));
    CHECK(t.circle_radius(200) == doctest::Approx(t.position()));
    CHECK(t.ellipse_boundary() == doctest::Approx(1.5));
    CHECK(t.curve(10) == doctest::Approx(1.5));
    CHECK(t.curve(60) == doctest::Approx(6));
    CHECK(t.curve(500) == doctest::Approx(t.position()));
}
