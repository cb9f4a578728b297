// Clip regions of any shape (ClipRegion, scene.hpp; clip_region.hpp): outlines flattened
// within kClipFlatness, moved with the scene (shared items keep sharing), written as a
// clipPath by the SVG writer and as points by the scene JSON.
#include <doctest/doctest.h>

#include <cmath>
#include <string>
#include <vector>

#include "base/numbers.hpp"
#include "output/json.hpp"
#include "scene/clip_region.hpp"
#include "scene/svg_writer.hpp"
#include "scene/translate.hpp"

using namespace plumbline;

namespace {

Path circle_path(const Vec2& c, double r) {
    Path p;
    p.closed = true;
    const Arc arc{Ellipse{c, r, r, 0}, 0, 2 * kPi};
    p.pieces.push_back(PathPiece::of_arc(arc, arc.start(), arc.end()));
    return p;
}

// The largest distance from the circle to the outline's vertices and edge midpoints.
double stray(const std::vector<Vec2>& outline, const Vec2& c, double r) {
    double worst = 0;
    for (size_t k = 0; k < outline.size(); ++k) {
        const Vec2& a = outline[k];
        const Vec2& b = outline[(k + 1) % outline.size()];
        worst = std::max({worst, std::abs((a - c).norm() - r), std::abs(((a + b) / 2 - c).norm() - r)});
    }
    return worst;
}

Item segment_item(const Vec2& a, const Vec2& b) {
    Item item;
    item.geometry = Segment{a, b};
    item.style.stroke = Color::rgb8(0, 0, 0);
    return item;
}

}  // namespace

TEST_CASE("clip region: curves are flattened within a hundredth of a unit, closed, without repeats") {
    for (const double r : {0.5, 10.0, 300.0}) {
        const ClipRegion::Outlines o = clip_outlines({circle_path(Vec2(5, 7), r)});
        REQUIRE(o.size() == 1);
        CHECK(o[0].front() != o[0].back());   // closed implicitly
        CHECK(stray(o[0], Vec2(5, 7), r) <= kClipFlatness);
        CHECK(o[0].size() < 2000);
    }
    // A cubic (an open subpath, closed as a fill closes it): every point of the curve near the polygon.
    Path curve;
    curve.pieces.push_back(PathPiece::cubic(Vec2(0, 0), Vec2(0, 50), Vec2(100, 50), Vec2(100, 0)));
    const ClipRegion::Outlines o = clip_outlines({curve});
    REQUIRE(o.size() == 1);
    for (int i = 0; i <= 200; ++i) {
        const Vec2 p = curve.pieces[0].point_at(i / 200.0);
        double nearest = HUGE_VAL;
        for (size_t k = 0; k + 1 < o[0].size(); ++k) {
            const Segment s{o[0][k], o[0][k + 1]};
            nearest = std::min(nearest, distance_point_segment(p, s));
        }
        CHECK(nearest <= kClipFlatness + 1e-12);
    }
    // What encloses nothing is left out: a line, a point, a path that is not finite.
    Path line;
    line.pieces.push_back(PathPiece::line(Vec2(0, 0), Vec2(1, 1)));
    Path far;
    far.pieces.push_back(PathPiece::line(Vec2(0, 0), Vec2(NAN, 1)));
    far.pieces.push_back(PathPiece::line(Vec2(NAN, 1), Vec2(1, 0)));
    CHECK(clip_outlines({line, far}).empty());
    // A budget: a hostile radius gives at most kClipMaxPoints points.
    const ClipRegion::Outlines huge = clip_outlines({circle_path(Vec2(0, 0), 1e12)});
    REQUIRE(huge.size() == 1);
    CHECK(huge[0].size() <= kClipMaxPoints + 2);
}

TEST_CASE("clip region: a quad's box, and a translation that keeps shared regions shared") {
    const ClipRegion q = ClipRegion::quad(Vec2(0, 0), Vec2(10, 0), Vec2(10, 5), Vec2(0, 5));
    CHECK(q.box().min == Vec2(0, 0));
    CHECK(q.box().max == Vec2(10, 5));
    Scene s;
    for (int k = 0; k < 3; ++k) {
        Item item = segment_item(Vec2(0, 0), Vec2(1, 1));
        item.clips = {q};
        s.add(item);
    }
    s.translate(Vec2(2, 3));
    CHECK(s.items[0].clips[0].outlines()[0][2] == Vec2(12, 8));
    CHECK(s.items[0].clips[0].identity() == s.items[2].clips[0].identity());   // one copy for all
    CHECK(s.items[0].clips[0].identity() != q.identity());
    CHECK(q.outlines()[0][2] == Vec2(10, 5));   // the original unmoved
    translate_item(s.items[1], Vec2(-2, -3));
    CHECK(s.items[1].clips[0].outlines()[0][2] == Vec2(10, 5));
    CHECK(s.items[0].clips[0].outlines()[0][2] == Vec2(12, 8));
}

TEST_CASE("clip region: the writer's clipPath and the scene JSON") {
    Scene scene;
    scene.frame.known = true;
    scene.frame.width = 100, scene.frame.height = 100;
    Item one = segment_item(Vec2(0, 0), Vec2(100, 100));
    const ClipRegion two(ClipRegion::Outlines{{{0, 0}, {10, 0}, {10, 10}}, {{20, 20}, {30, 20}, {30, 30}}},
                         FillRule::EvenOdd);
    const ClipRegion ring(ClipRegion::Outlines{{{0, 0}, {10, 0}, {10, 10}}}, FillRule::EvenOdd);
    one.clips = {two, ring};
    scene.add(one);
    const std::string svg = write_svg(scene);
    CHECK(svg.find("<clipPath id=\"clip0\"><path d=\"M0,0 10,0 10,10 Z M20,20 30,20 30,30 Z\" "
                   "clip-rule=\"evenodd\"/></clipPath>") != std::string::npos);
    CHECK(svg.find("<clipPath id=\"clip1\"><polygon points=\"0,0 10,0 10,10\" clip-rule=\"evenodd\"/></clipPath>") !=
          std::string::npos);
    // Each region once in the scene's clip_regions, in the order of first use; items name them.
    scene.add(one);
    Item other = one;
    other.clips = {ring};
    scene.add(other);
    const nlohmann::json j = to_json(scene);
    const nlohmann::json& regions = j["clip_regions"];
    REQUIRE(regions.size() == 2);
    CHECK(regions[0]["rule"] == "evenodd");
    CHECK(regions[0]["outlines"].size() == 2);
    CHECK(regions[0]["outlines"][1][2] == nlohmann::json::array({30, 30}));
    CHECK(regions[1]["rule"] == "evenodd");
    CHECK(j["items"][0]["clips"] == nlohmann::json::array({0, 1}));
    CHECK(j["items"][1]["clips"] == nlohmann::json::array({0, 1}));
    CHECK(j["items"][2]["clips"] == nlohmann::json::array({1}));
    // One outline under the nonzero rule (every viewport) is an array of points.
    for (Item& item : scene.items) item.clips = {ClipRegion::quad(Vec2(0, 0), Vec2(10, 0), Vec2(10, 5), Vec2(0, 5))};
    const nlohmann::json q = to_json(scene)["clip_regions"];
    REQUIRE(q.size() == 3);   // three regions (not shared): equal points are not merged
    CHECK(q[0].is_array());
    CHECK(q[0].size() == 4);
    CHECK(q[0][2] == nlohmann::json::array({10, 5}));
    CHECK_FALSE(to_json(Scene{}).contains("clip_regions"));   // only when something is clipped
}
