// The Scene's own behaviour: kinds, style queries, primary and derived items, bounds.
#include <doctest/doctest.h>

#include <string>

#include "scene/scene.hpp"

using namespace plumbline;

TEST_CASE("ItemKind names and kind_of") {
    CHECK(std::string(to_string(kind_of(Segment{}))) == "segment");
    CHECK(std::string(to_string(kind_of(Circle{}))) == "circle");
    CHECK(std::string(to_string(kind_of(Ellipse{}))) == "ellipse");
    CHECK(std::string(to_string(kind_of(Arc{}))) == "arc");
    CHECK(std::string(to_string(kind_of(Path{}))) == "path");
    CHECK(std::string(to_string(kind_of(Text{}))) == "text");
    CHECK(std::string(to_string(kind_of(Point{}))) == "point");
}

TEST_CASE("Style: own and inherited classes") {
    Style s;
    s.classes = {"output_object", "thin"};
    s.group_classes = {"given"};
    CHECK(s.has_class("output_object"));
    CHECK_FALSE(s.has_class("given"));
    CHECK_FALSE(s.has_class("output"));   // whole names only
    CHECK(s.has_class_inherited("given"));
    CHECK(s.has_class_inherited("thin"));
    CHECK_FALSE(s.has_class_inherited("other"));
}

TEST_CASE("Scene: primary and derived items") {
    Scene scene;
    Item a;
    a.geometry = Segment{Vec2(0, 0), Vec2(1, 0)};
    a.origin = 42;   // overwritten: a primary is its own origin
    CHECK(scene.add(a) == 0);
    Item b;
    b.geometry = Path{};
    b.style.id = "p";
    b.style.fill = Color::rgb8(255, 0, 0);
    b.source.element = "polygon";
    b.source.element_index = 7;
    CHECK(scene.add(b) == 1);
    CHECK(scene.items[0].is_primary(0));
    CHECK(scene.items[1].origin == 1);

    const int d = scene.add_derived(1, Segment{Vec2(0, 0), Vec2(0, 5)});
    CHECK(d == 2);
    CHECK(scene.items[2].origin == 1);
    CHECK_FALSE(scene.items[2].is_primary(2));
    CHECK(scene.items[2].kind() == ItemKind::Segment);
    CHECK(scene.items[2].style.id == "p");
    CHECK(scene.items[2].style.fill == Color::rgb8(255, 0, 0));
    CHECK(scene.items[2].source.element_index == 7);

    CHECK(scene.add_derived(-1, Point{}) == -1);
    CHECK(scene.add_derived(99, Point{}) == -1);
    CHECK(scene.items.size() == 3);
}

TEST_CASE("Scene::bounds covers visible items only") {
    Scene scene;
    CHECK(scene.bounds().empty);
    Item c;
    c.geometry = Circle{Vec2(10, 10), 5};
    scene.add(c);
    Item t;
    t.geometry = Text{Vec2(30, 40), "label", 12, Box{}};
    scene.add(t);
    Item hidden;
    hidden.geometry = Point{Vec2(-100, -100)};
    hidden.style.visible = false;
    scene.add(hidden);
    const Box b = scene.bounds();
    CHECK(b.min.x() == doctest::Approx(5));
    CHECK(b.min.y() == doctest::Approx(5));
    CHECK(b.max.x() == doctest::Approx(30));
    CHECK(b.max.y() == doctest::Approx(40));
}

TEST_CASE("Frame::diagonal") {
    Frame f;
    CHECK(f.diagonal() == 0);
    f.width = 300;
    f.height = 400;
    CHECK(f.diagonal() == 0);   // unknown frames have no size
    f.known = true;
    CHECK(f.diagonal() == doctest::Approx(500));
}
