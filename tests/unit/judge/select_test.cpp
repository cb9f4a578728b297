// Selectors: all items, by class (own, or also the groups', by profile), by colour
// (whatever its spelling), and "added" (not in the given drawing). Derived items follow
// their primary item.
#include <doctest/doctest.h>

#include "match_test_scenes.hpp"

using namespace plumbline;
using namespace plumbline::testing;

namespace {

Selector colour_selector(const char* text) {
    Selector s;
    s.kind = Selector::Kind::Color;
    s.color = *parse_color(text);
    s.text = text;
    return s;
}

Selector of_kind(Selector::Kind k) {
    Selector s;
    s.kind = k;
    return s;
}

std::vector<int> select(const Drawing& d, const Selector& s, Profile p = Profile::Default,
                        const Scene* input = nullptr) {
    return select_items(d.scene, s, p, input, 0);
}

}  // namespace

TEST_CASE("select: all items, derived ones included") {
    Drawing d;
    d.line({0, 0}, {10, 10});
    d.polygon({{0, 0}, {10, 0}, {0, 10}});   // item 1, runs 2..4
    CHECK(select(d, of_kind(Selector::Kind::All)) == std::vector<int>{0, 1, 2, 3, 4});
}

TEST_CASE("select: by class; group classes count in the default profile only") {
    Drawing d;
    const int own = d.with_classes({"given", "output_object"}).line({0, 0}, {10, 10});
    const int grouped = d.with_classes({}).line({0, 5}, {10, 15});
    d[grouped].style.group_classes = {"output_object"};
    const int poly = d.with_classes({"output_object"}).polygon({{0, 0}, {10, 0}, {0, 10}});
    const int other = d.with_classes({"input_object"}).circle({5, 5}, 3);

    const std::vector<int> runs{poly + 1, poly + 2, poly + 3};
    std::vector<int> expected_default{own, grouped, poly};
    expected_default.insert(expected_default.end(), runs.begin(), runs.end());
    std::vector<int> expected_ssvg{own, poly};
    expected_ssvg.insert(expected_ssvg.end(), runs.begin(), runs.end());

    const Selector s = class_selector("output_object");
    CHECK(select(d, s, Profile::Default) == expected_default);
    CHECK(select(d, s, Profile::Ssvg) == expected_ssvg);
    CHECK(select(d, class_selector("input_object")) == std::vector<int>{other});
    CHECK(select(d, class_selector("output")).empty());   // whole class names only
}

TEST_CASE("select: a derived item follows its primary, whatever its own style says") {
    Drawing d;
    const int poly = d.polygon({{0, 0}, {10, 0}, {0, 10}});
    d[poly + 1].style.classes = {"output_object"};   // a stray class on a derived run
    CHECK(select(d, class_selector("output_object")).empty());
    d[poly].style.classes = {"output_object"};
    CHECK(select(d, class_selector("output_object")) == std::vector<int>{poly, poly + 1, poly + 2, poly + 3});
}

TEST_CASE("select: by colour, by value not by spelling") {
    Drawing d;
    const int named = d.line({0, 0}, {10, 0});
    const int hex = d.line({0, 1}, {10, 1});
    const int functional = d.circle({5, 5}, 2);
    const int nearly = d.line({0, 2}, {10, 2});
    const int dark = d.line({0, 3}, {10, 3});
    const int black = d.line({0, 4}, {10, 4});
    d[named].style.stroke = *parse_color("red");
    d[hex].style.stroke = *parse_color("#FF0000");
    d[functional].style.stroke = Color::paint_none();
    d[functional].style.fill = *parse_color("rgb(255, 0, 0)");
    d[nearly].style.stroke = *parse_color("#f80808");   // 0.05 away
    d[dark].style.stroke = *parse_color("#cc0000");     // 0.2 away
    d[black].style.fill = *parse_color("red");          // fill counts as well as stroke
    CHECK(select(d, colour_selector("red")) == std::vector<int>{named, hex, functional, nearly, black});
    CHECK(select(d, colour_selector("#cc0000")) == std::vector<int>{dark});
}

TEST_CASE("select: added items are those not already in the given drawing") {
    Drawing input;
    input.line({100, 100}, {400, 100});
    input.circle({250, 250}, 50);
    input.text({90, 90}, "A");

    Drawing d;
    const int copy = d.line({400, 100.5}, {100, 100});      // the given line, reversed
    const int piece = d.line({150, 100}, {300, 100});       // part of the given line
    const int longer = d.line({100, 100}, {480, 100});      // the given line extended
    const int circle = d.circle({250.5, 250}, 50);          // the given circle
    const int bigger = d.circle({250, 250}, 70);
    const int label = d.text({90, 90}, "A");
    const int new_label = d.text({410, 90}, "B");
    const int triangle = d.polygon({{100, 100}, {400, 100}, {250, 300}});   // one new side suffices
    (void)copy, (void)piece, (void)circle, (void)label;

    const Selector added = of_kind(Selector::Kind::Added);
    const std::vector<int> expected{longer, bigger, new_label, triangle, triangle + 1, triangle + 2, triangle + 3};
    CHECK(select(d, added, Profile::Default, &input.scene) == expected);
    CHECK(select(d, added, Profile::Ssvg, &input.scene) == expected);
    // Without a given drawing, everything is added.
    CHECK(select(d, added).size() == d.scene.items.size());
}

TEST_CASE("select: the tolerance argument is the position tolerance for added items") {
    Drawing input;
    input.circle({250, 250}, 200);
    Drawing d;
    d.circle({265, 250}, 200);   // 15 off: beyond the drawing's 10.6, within 20
    CHECK(select_items(d.scene, of_kind(Selector::Kind::Added), Profile::Default, &input.scene, 0).size() == 1);
    CHECK(select_items(d.scene, of_kind(Selector::Kind::Added), Profile::Default, &input.scene, 20).empty());
}
