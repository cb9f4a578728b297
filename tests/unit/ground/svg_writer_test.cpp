// The Scene-to-SVG writer: what it writes reads back (read_svg) as the same geometry and
// style, text is escaped, invisible and derived items are left out, the bytes are fixed,
// and report geometry JSON draws as the same elements (one geometry->SVG mapping).
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "output/json.hpp"
#include "formats/read.hpp"
#include "output/geometry_svg.hpp"
#include "report/report.hpp"
#include "scene/svg_writer.hpp"

using namespace plumbline;

namespace {

constexpr double kPi = 3.14159265358979323846;

Style paint(Color stroke, Color fill = Color::paint_none(), double width = 1) {
    Style s;
    s.stroke = stroke;
    s.fill = fill;
    s.stroke_width = width;
    return s;
}

Item item(Geometry g, Style style = paint(Color::rgb8(0, 0, 0))) {
    Item it;
    it.geometry = std::move(g);
    it.style = std::move(style);
    return it;
}

Scene framed(double w = 200, double h = 100) {
    Scene s;
    s.format = "svg";
    s.frame.known = true;
    s.frame.width = w;
    s.frame.height = h;
    return s;
}

std::vector<const Item*> primaries(const Scene& scene) {
    std::vector<const Item*> out;
    for (size_t i = 0; i < scene.items.size(); ++i)
        if (scene.items[i].is_primary(static_cast<int>(i))) out.push_back(&scene.items[i]);
    return out;
}

// Points along any drawable geometry, for comparing shapes whatever element carried them.
std::vector<Vec2> outline(const Geometry& g) {
    constexpr double kStep = 0.5;
    if (const auto* s = std::get_if<Segment>(&g)) return {s->a, s->b};
    if (const auto* c = std::get_if<Circle>(&g)) return flatten(*c, kStep);
    if (const auto* e = std::get_if<Ellipse>(&g)) return flatten(*e, kStep);
    if (const auto* a = std::get_if<Arc>(&g)) return flatten(*a, kStep);
    if (const auto* p = std::get_if<Path>(&g)) return flatten(*p, kStep);
    return {};
}

// Writes `scene`, reads it back, and returns the primary items read.
Scene round_trip(const Scene& scene, std::string* written = nullptr) {
    const std::string svg = write_svg(scene);
    if (written) *written = svg;
    const ReadResult r = read_svg(svg, "candidate");
    REQUIRE(r.ok);
    for (const Diagnostic& d : r.diagnostics) CHECK_MESSAGE(d.severity != Severity::Error, d.message);
    return r.scene;
}

size_t count(const std::string& text, const std::string& what) {
    size_t n = 0;
    for (size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
    return n;
}

}  // namespace

TEST_CASE("svg writer: geometry reads back the same, element by element") {
    Scene scene = framed();
    scene.add(item(Segment{{10, 20}, {130.25, 80.5}}, paint(Color::rgb8(255, 0, 0), Color::paint_none(), 2.5)));
    scene.add(item(Circle{{50, 50}, 25}, paint(Color::rgb8(0, 0, 255), Color::rgb8(39, 74, 74, 0.5))));
    scene.add(item(Ellipse{{100, 50}, 40, 15, 0.6}));                       // rotated 34.4 degrees
    scene.add(item(Arc{Ellipse{{60, 40}, 30, 20, 0.3}, 0.2, 2.5}));         // an open arc
    scene.add(item(Arc{Ellipse{{150, 50}, 20, 20, 0}, 1.0, -2 * kPi}));     // a full turn, clockwise
    Path bezier;
    bezier.pieces.push_back(PathPiece::line({5, 5}, {40, 5}));
    PathPiece cubic;
    cubic.kind = PathPiece::Kind::Cubic;
    cubic.p0 = {40, 5}, cubic.p1 = {60, -10}, cubic.p2 = {80, 30}, cubic.p3 = {95, 10};
    PathPiece quad;
    quad.kind = PathPiece::Kind::Quad;
    quad.p0 = {95, 10}, quad.p1 = {120, 40}, quad.p3 = {5, 5};
    bezier.pieces.push_back(cubic);
    bezier.pieces.push_back(quad);
    bezier.closed = true;
    scene.add(item(bezier, paint(Color::rgb8(0, 128, 0), Color::rgb8(255, 255, 0))));

    const Scene back = round_trip(scene);
    const auto items = primaries(back);
    REQUIRE(items.size() == scene.items.size());
    const ItemKind expected_kinds[] = {ItemKind::Segment, ItemKind::Circle, ItemKind::Ellipse,
                                       ItemKind::Path,    ItemKind::Path,   ItemKind::Path};
    for (size_t i = 0; i < items.size(); ++i) {
        CAPTURE(i);
        CHECK(items[i]->kind() == expected_kinds[i]);
        // A half turn's centre is ill-conditioned in SVG's endpoint form: ends rounded to
        // 6 digits move it by about sqrt(r * 1e-4), 0.05 units here; anything else by ~1e-3.
        const double tolerance = i == 4 ? 0.1 : 1e-2;
        CHECK(hausdorff(outline(scene.items[i].geometry), outline(items[i]->geometry)) < tolerance);
        CHECK(items[i]->style.stroke == scene.items[i].style.stroke);
        CHECK(items[i]->style.fill.none == scene.items[i].style.fill.none);
        if (!scene.items[i].style.fill.none) CHECK(color_distance(items[i]->style.fill, scene.items[i].style.fill) < 1e-2);
        CHECK(items[i]->style.stroke_width == doctest::Approx(scene.items[i].style.stroke_width));
    }
    // kind-specific values survive, not only the outline
    const auto& e = std::get<Ellipse>(items[2]->geometry);
    CHECK(e.rx == doctest::Approx(40));
    CHECK(e.ry == doctest::Approx(15));
    CHECK(e.angle == doctest::Approx(0.6).epsilon(1e-5));
    CHECK(items[1]->style.fill.a == doctest::Approx(0.5));
    const auto& p = std::get<Path>(items[5]->geometry);
    CHECK(p.closed);
    CHECK(std::count_if(p.pieces.begin(), p.pieces.end(),
                        [](const PathPiece& q) { return q.kind == PathPiece::Kind::Cubic; }) == 1);
    // the full turn is two arc commands (one from a point to itself would draw nothing),
    // and reading them back still finds the whole circle
    CHECK(std::get<Path>(items[4]->geometry).pieces.size() == 2);
    bool circle_recognised = false;
    for (const Item& it : back.items)
        if (const auto* c = std::get_if<Circle>(&it.geometry))
            circle_recognised |= (c->c - Vec2(150, 50)).norm() < 0.1 && std::abs(c->r - 20) < 0.1;
    CHECK(circle_recognised);
}

TEST_CASE("svg writer: text is drawn with its size and escaped content") {
    Scene scene = framed();
    Text t;
    t.anchor = {12, 34};
    t.font_size = 14;
    t.content = "a < b & \"c\" 'd' > e";
    scene.add(item(t, paint(Color::paint_none(), Color::rgb8(0, 0, 255))));
    Text hostile;
    hostile.anchor = {1, 2};
    hostile.content = std::string("</text><script>x</script>\x01\xff");
    scene.add(item(hostile));

    std::string svg;
    const Scene back = round_trip(scene, &svg);
    CHECK(svg.find("a &lt; b &amp; &quot;c&quot; &apos;d&apos; &gt; e") != std::string::npos);
    CHECK(svg.find("<script") == std::string::npos);
    CHECK(svg.find("font-size=\"14\"") != std::string::npos);
    const auto items = primaries(back);
    REQUIRE(items.size() == 2);
    const auto& text = std::get<Text>(items[0]->geometry);
    CHECK(text.content == t.content);
    CHECK(text.anchor.x() == doctest::Approx(12));
    CHECK(text.anchor.y() == doctest::Approx(34));
    CHECK(text.font_size == doctest::Approx(14));
    CHECK(items[0]->style.fill == Color::rgb8(0, 0, 255));
    // the control character and the invalid byte became U+FFFD: the document stays XML
    CHECK(std::get<Text>(items[1]->geometry).content == "</text><script>x</script>\xEF\xBF\xBD\xEF\xBF\xBD");
}

TEST_CASE("svg writer: invisible and derived items are left out") {
    const ReadResult r = read_svg(R"(<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
        <polygon points="10,10 90,10 50,80" fill="none" stroke="black"/>
        <line x1="0" y1="0" x2="5" y2="5" stroke="black" display="none"/>
        <circle cx="50" cy="50" r="5" style="visibility: hidden"/>
        <path d="M 20 50 A 10 10 0 1 0 40 50 A 10 10 0 1 0 20 50 Z" stroke="red" fill="none"/>
      </svg>)", "candidate");
    REQUIRE(r.ok);
    REQUIRE(r.scene.items.size() > primaries(r.scene).size());   // recognition derived segments and a circle
    const std::string svg = write_svg(r.scene);
    CHECK(count(svg, "<path") == 2);   // the polygon and the arc path, nothing derived
    CHECK(count(svg, "<line") == 0);
    CHECK(count(svg, "<circle") == 0);
    CHECK(svg.find("viewBox=\"0 0 100 100\"") != std::string::npos);
}

TEST_CASE("svg writer: an item's arrowheads are drawn as triangles with their tips at its ends") {
    Scene scene = framed(100, 50);
    Item one = item(Segment{{10, 20}, {60, 20}}, paint(Color::rgb8(255, 0, 0), Color::paint_none(), 1));
    one.arrows.end = true;
    scene.add(one);
    Item both = item(Segment{{10, 40}, {60, 40}}, paint(Color::rgb8(0, 0, 0), Color::paint_none(), 1));
    both.arrows.start = both.arrows.end = true;
    scene.add(both);
    scene.add(item(Segment{{10, 5}, {60, 5}}, paint(Color::rgb8(0, 0, 0), Color::paint_none(), 1)));   // no heads
    const std::string svg = write_svg(scene);
    CHECK(count(svg, "<path") == 3);
    // the tip at the end, the base 4.5 back (2.5 + 2 x the width), filled in the stroke's colour
    CHECK(svg.find("<path d=\"M60,20L55.5,22.7L55.5,17.3Z\" fill=\"#ff0000\"/>") != std::string::npos);
    CHECK(svg.find("<path d=\"M10,40L14.5,37.3L14.5,42.7Z\"") != std::string::npos);   // the start's, pointing back
}

TEST_CASE("svg writer: fixed bytes, deterministic") {
    Scene scene = framed(100, 50);
    scene.frame.x = -10;
    scene.add(item(Segment{{10, 20}, {30.5, 1.0 / 3}}, paint(Color::rgb8(255, 0, 0), Color::paint_none(), 2)));
    scene.add(item(Ellipse{{50, 25}, 20, 10, kPi / 6}, paint(Color::paint_none(), Color::rgb8(0, 0, 0, 0.25))));
    const std::string expected =
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"-10 0 100 50\">\n"
        "<line x1=\"10\" y1=\"20\" x2=\"30.5\" y2=\"0.333333\" fill=\"none\" stroke=\"#ff0000\" stroke-width=\"2\"/>\n"
        "<ellipse cx=\"50\" cy=\"25\" rx=\"20\" ry=\"10\" transform=\"rotate(30 50 25)\" fill=\"#000000\" "
        "fill-opacity=\"0.25\" stroke=\"none\"/>\n"
        "</svg>\n";
    CHECK(write_svg(scene) == expected);
    CHECK(write_svg(scene) == write_svg(scene));
}

TEST_CASE("svg writer: the viewBox without a frame") {
    Scene scene;
    scene.add(item(Segment{{10, 20}, {110, 20}}));   // flat: its height counts as 100
    CHECK(write_svg(scene).find("viewBox=\"5 15 110 110\"") != std::string::npos);
    // at a given size and without a frame, user units are pixels, as SVG draws it
    SvgWriteOptions sized;
    sized.width = 300;
    sized.height = 150;
    const std::string svg = write_svg(scene, sized);
    CHECK(svg.find("width=\"300\" height=\"150\"") != std::string::npos);
    CHECK(svg.find("viewBox") == std::string::npos);
    // nothing to draw and no frame: no viewBox, still a document
    CHECK(write_svg(Scene{}) == "<svg xmlns=\"http://www.w3.org/2000/svg\">\n</svg>\n");
}

TEST_CASE("svg writer: the frame's fit and the items' clipping viewports") {
    Scene scene = framed(100, 50);
    scene.frame.fit.x = FrameFit::Align::Min;
    scene.frame.fit.slice = true;
    Item clipped = item(Segment{{0, 0}, {100, 0}});
    const ClipRegion a = ClipRegion::quad(Vec2(0, 0), Vec2(10, 0), Vec2(10, 10), Vec2(0, 10));
    const ClipRegion b = ClipRegion::quad(Vec2(1, 1), Vec2(2, 1), Vec2(2, 2), Vec2(1, 2));
    clipped.clips = {a, b};
    scene.add(clipped);
    clipped.clips = {a};
    scene.add(clipped);
    const std::string svg = write_svg(scene);
    CHECK(svg.find("preserveAspectRatio=\"xMinYMid slice\"") != std::string::npos);
    // each region written once; the groups nest outermost first
    CHECK(svg.find("<clipPath id=\"clip0\"><polygon points=\"0,0 10,0 10,10 0,10\"/></clipPath>\n"
                   "<g clip-path=\"url(#clip0)\"><clipPath id=\"clip1\"><polygon points=\"1,1 2,1 2,2 1,2\"/></clipPath>\n"
                   "<g clip-path=\"url(#clip1)\"><line") != std::string::npos);
    CHECK(svg.find("/></g></g>\n<g clip-path=\"url(#clip0)\"><line") != std::string::npos);
    CHECK(write_svg(framed()).find("preserveAspectRatio") == std::string::npos);
}

TEST_CASE("svg writer: shapes that cannot be written are skipped") {
    Scene scene = framed();
    scene.add(item(Segment{{0, 0}, {std::nan(""), 1}}));
    scene.add(item(Circle{{0, 0}, INFINITY}));
    scene.add(item(Path{}));
    scene.add(item(Segment{{0, 0}, {1, 1}}));
    const std::string svg = write_svg(scene);
    CHECK(count(svg, "<line") == 1);
    CHECK(svg.find("nan") == std::string::npos);
    CHECK(svg.find("inf") == std::string::npos);
}

TEST_CASE("svg writer: report geometry JSON draws as the same element") {
    Path path;
    path.pieces.push_back(PathPiece::line({0, 0}, {10, 0}));
    path.pieces.push_back(PathPiece::of_arc(Arc{Ellipse{{10, 5}, 5, 5, 0}, -kPi / 2, kPi}, {10, 0}, {10, 10}));
    path.pieces.push_back(PathPiece::line({20, 20}, {30, 20}));   // a second subpath
    Text text;
    text.anchor = {3, 4};
    text.content = "A & B";
    text.font_size = 12;
    text.box.add(Vec2(3, -6));
    text.box.add(Vec2(30, 4));
    const Geometry shapes[] = {Segment{{1, 2}, {3.5, 4}},
                               Circle{{5, 6}, 7},
                               Ellipse{{5, 6}, 7, 3, 60 * kPi / 180},
                               // whole degrees: the JSON's rounded degrees give back the same radians
                               Arc{Ellipse{{0, 0}, 10, 5, 30 * kPi / 180}, 45 * kPi / 180, 240 * kPi / 180},
                               path,
                               text,
                               Point{{8, 9}}};
    for (const bool as_box : {false, true}) {
        SvgElementOptions options;
        options.text_as_box = as_box;
        for (const Geometry& g : shapes) {
            const std::string direct = svg_element(g, options);
            CAPTURE(direct);
            CHECK(!direct.empty());
            CHECK(geometry_svg(to_text(to_json(g)), options) == direct);
        }
    }
    SvgElementOptions box;
    box.text_as_box = true;
    CHECK(svg_element(Geometry(text), box) == "<rect x=\"3\" y=\"-6\" width=\"27\" height=\"10\"/>");
    CHECK(svg_element(ShapeGeometry(Vec2(8, 9))) == "<circle class=\"point\" cx=\"8\" cy=\"9\" r=\"3\"/>");
    // what is not geometry draws nothing
    for (const char* bad : {"", "[", "{}", "{\"type\": \"circle\", \"c\": [1, 2], \"r\": null}",
                            "{\"type\": \"path\", \"d\": \"M 0 0 L\"}", "{\"type\": \"segment\", \"a\": [[[[[1]]]]]}"})
        CHECK(geometry_svg(bad) == "");
}
